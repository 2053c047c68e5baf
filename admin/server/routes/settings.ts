// Settings, for administrators: whether new-lead e-mail works — how it is set up (never the
// password), what is waiting in its queue, the last error — and "Send test e-mail".
import type { FastifyInstance } from 'fastify';
import type { AdminContext } from '../context.ts';
import { noBody, query } from '../route-schemas.ts';
import { signedIn } from '../context.ts';
import { escapeHtml } from '../../../engine/html.ts';

export function registerSettingsRoutes(app: FastifyInstance, ctx: AdminContext) {
  app.get('/admin/api/settings/mail', { config: { access: 'settings.manage' }, schema: { querystring: query({}) } }, async () => {
    if (!ctx.mailer) return { configured: false };
    const status = await ctx.store.deliveryStatus('mail');
    return {
      configured: true,
      server: ctx.mailer.describe(),
      from: ctx.mailer.from,
      to: ctx.mailer.notifyTo,
      ...status,
      lastError: status.lastError && ctx.mailer.scrub(status.lastError),
    };
  });

  app.post('/admin/api/settings/mail/test', { config: { access: 'settings.manage' }, schema: { body: noBody } }, async (request, reply) => {
    if (!ctx.mailer) return reply.code(409).send({ error: 'not_configured', message: 'E-mail is not set up: set SMTP_URL, MAIL_FROM and LEAD_NOTIFY_TO and restart the server.' });
    const { user } = signedIn(request);
    const to = ctx.mailer.notifyTo;
    try {
      await ctx.mailer.send({
        to,
        subject: `Test e-mail from the ${ctx.siteName} back office`,
        text: `${user.name} sent this test from the back office's settings page. New leads are e-mailed to: ${to.join(', ')}.\n`,
        html: `<p>This test was sent from the back office's settings page. New leads are e-mailed to: ${to.map(escapeHtml).join(', ')}.</p>`,
      });
    } catch (error) {
      const reason = ctx.mailer.scrub(error instanceof Error ? error.message : String(error));
      await ctx.audit(request, { action: 'settings.mail-test', detail: { ok: false } });
      return reply.code(502).send({ error: 'mail_failed', message: `The mail server did not take the test e-mail: ${reason}` });
    }
    await ctx.audit(request, { action: 'settings.mail-test', detail: { ok: true } });
    return { message: `Test e-mail sent to ${to.join(', ')}.` };
  });
}
