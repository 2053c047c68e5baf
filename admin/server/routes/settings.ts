// Settings, for administrators: the new-lead e-mail — set up here (mail server, account, sender and the
// team's addresses; the password kept sealed and never shown again) unless the server's environment sets
// it (SMTP_URL, MAIL_FROM, LEAD_NOTIFY_TO win) — whether it works (what waits in its queue, the last
// error and delivery), "Send test e-mail" and "Switch off".
import type { FastifyInstance } from 'fastify';
import type { AdminContext } from '../context.ts';
import { body, noBody, query, text } from '../route-schemas.ts';
import { signedIn } from '../context.ts';
import { InputError, Reader } from '../input.ts';
import { escapeHtml } from '../../../engine/html.ts';
import { backupSettings } from '../../../backup/status.ts';
import { mailSettingsProblems, type MailServerSettings } from '../../../server/mail-settings.ts';

const NOT_SET_UP = 'E-mail is not set up: set the mail server on this page first.';

export function registerSettingsRoutes(app: FastifyInstance, ctx: AdminContext) {
  const status = async () => {
    const mailer = ctx.mailer;
    const saved = await ctx.mail.saved();
    const common = { source: ctx.mail.source, saved, problem: ctx.mail.problem };
    if (!mailer) return { configured: false, ...common };
    const delivery = await ctx.store.deliveryStatus('mail');
    return {
      configured: true,
      ...common,
      server: mailer.describe(),
      from: mailer.from,
      to: mailer.notifyTo,
      ...delivery,
      lastError: delivery.lastError && mailer.scrub(delivery.lastError),
    };
  };

  app.get('/admin/api/settings/mail', { config: { access: 'settings.manage' }, schema: { querystring: query({}) } }, status);

  app.put(
    '/admin/api/settings/mail',
    {
      config: { access: 'settings.manage' },
      schema: {
        body: body({ host: text(253), port: text(12), security: text(20), user: text(200), password: text(1024), from: text(254), notifyTo: text(2000) }),
      },
    },
    async (request, reply) => {
      if (ctx.mail.source === 'environment') {
        return reply.code(409).send({
          error: 'set_by_server',
          message: 'The new-lead e-mail is set by the server’s own settings (SMTP_URL, MAIL_FROM, LEAD_NOTIFY_TO); change it there, or remove them to set it here.',
        });
      }
      const input = new Reader(request.body);
      const host = input.text('host', 'Mail server', { required: true, max: 253 });
      const port = input.wholeNumber('port', 'Port', 1, 65535, Number.NaN);
      const security = input.oneOf('security', 'Security', ['tls', 'starttls'] as const, { required: true });
      const user = input.text('user', 'User name', { max: 200 }) ?? '';
      const password = input.value('password') === undefined || input.value('password') === '' ? undefined : input.password('password', 'Password');
      const from = input.email('from', 'Sent from');
      const sentTo = input.value('notifyTo');
      const notifyTo =
        typeof sentTo === 'string'
          ? sentTo
              .split(/[,\n;]/)
              .map((a) => a.trim().toLowerCase())
              .filter(Boolean)
          : [];
      if (sentTo !== undefined && typeof sentTo !== 'string') input.problem('notifyTo', 'Send new leads to must be text: addresses separated by commas.');
      if (input.value('port') === undefined || input.value('port') === '') input.problem('port', 'Port is required (usually 465 or 587).');
      input.done();
      const settings: MailServerSettings = { host: host!.toLowerCase(), port, security: security!, user, from: from!, notifyTo };
      const saved = await ctx.mail.saved();
      const problems = mailSettingsProblems(settings, password, saved?.passwordSaved === true && saved.user === user);
      if (Object.keys(problems).length) throw new InputError(problems);
      const { user: who } = signedIn(request);
      await ctx.mail.save(settings, password, who.name, ctx.now());
      // What was set, never the password.
      await ctx.audit(request, { action: 'settings.mail', detail: { host: settings.host, from: settings.from, to: settings.notifyTo, password: password ? 'changed' : 'kept' } });
      return { message: `Saved. New leads are e-mailed to ${notifyTo.join(', ')} — send a test e-mail to check that it arrives.`, ...(await status()) };
    },
  );

  app.delete('/admin/api/settings/mail', { config: { access: 'settings.manage' }, schema: { body: noBody } }, async (request, reply) => {
    if (ctx.mail.source === 'environment') {
      return reply.code(409).send({ error: 'set_by_server', message: 'The new-lead e-mail is set by the server’s own settings; switch it off there.' });
    }
    await ctx.mail.switchOff();
    await ctx.audit(request, { action: 'settings.mail-off' });
    return { message: 'Switched off: new leads are no longer e-mailed; they are all in the inbox here.', ...(await status()) };
  });

  // The last backup and its size, the last failure, and how backups are set up (backup/README.md).
  app.get('/admin/api/settings/backup', { config: { access: 'settings.manage' }, schema: { querystring: query({}) } }, async () => backupSettings(ctx.store, ctx.config.dataDir));

  app.post('/admin/api/settings/mail/test', { config: { access: 'settings.manage' }, schema: { body: noBody } }, async (request, reply) => {
    const mailer = ctx.mailer;
    if (!mailer) return reply.code(409).send({ error: 'not_configured', message: NOT_SET_UP });
    const { user } = signedIn(request);
    const to = mailer.notifyTo;
    try {
      await mailer.send({
        to,
        subject: `Test e-mail from the ${ctx.siteName} back office`,
        text: `${user.name} sent this test from the back office's settings page. New leads are e-mailed to: ${to.join(', ')}.\n`,
        html: `<p>This test was sent from the back office's settings page. New leads are e-mailed to: ${to.map(escapeHtml).join(', ')}.</p>`,
      });
    } catch (error) {
      const reason = mailer.scrub(error instanceof Error ? error.message : String(error));
      await ctx.audit(request, { action: 'settings.mail-test', detail: { ok: false } });
      return reply.code(502).send({ error: 'mail_failed', message: `The mail server did not take the test e-mail: ${reason}` });
    }
    await ctx.audit(request, { action: 'settings.mail-test', detail: { ok: true } });
    return { message: `Test e-mail sent to ${to.join(', ')}.` };
  });
}
