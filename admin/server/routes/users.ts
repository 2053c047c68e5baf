// People who use the back office (administrators only): invite, change role or name, disable and
// enable, send a new password link. Disabling ends every session of the person at once. The last
// active administrator cannot be disabled or demoted (nobody could manage users any more): checked
// in the same store transaction as the change, so two at once cannot both pass.
import type { FastifyInstance, FastifyReply } from 'fastify';
import { DuplicateEmailError, ROLES, type User } from '../../../server/db/back-office.ts';
import type { AdminContext } from '../context.ts';
import { signedIn } from '../context.ts';
import { Reader } from '../input.ts';
import { body, noBody, params, query, text, typed } from '../route-schemas.ts';
import { can, ROLE_LABELS } from '../access.ts';
import { cancelSchedulesOf } from '../publish/authors.ts';
import { issuePasswordLink } from '../password-links.ts';
import { passwordLinkMail } from '../mails.ts';

/** What the app sees of a user: never the password hash or the TOTP secret. */
export function publicUser(user: User) {
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    role: user.role,
    status: user.status,
    totp: user.totpSecret !== null,
    createdAt: user.createdAt,
    lastSignInAt: user.lastSignInAt,
  };
}

export function registerUserRoutes(server: FastifyInstance, ctx: AdminContext) {
  const app = typed(server);
  const access = { config: { access: 'users.manage' as const } };

  async function userOr404(id: string, reply: FastifyReply): Promise<User | undefined> {
    const user = await ctx.office.userById(id);
    if (!user) reply.code(404).send({ error: 'not_found', message: 'There is no such user.' });
    return user ?? undefined;
  }
  /** Sends a link by e-mail when e-mail is set up; the link is shown to the administrator either way. */
  async function sendLink(user: User, purpose: 'invite' | 'reset') {
    const link = await issuePasswordLink(ctx.office, user, purpose, ctx.config.publicUrl, ctx.now());
    let mailed = false;
    if (ctx.mailer) {
      try {
        await ctx.mailer.send(passwordLinkMail(user, link, purpose, ctx.siteName));
        mailed = true;
      } catch {
        mailed = false;
      }
    }
    return { link, mailed };
  }
  /** Their waiting scheduled publishes end (they would run as someone who may no longer publish); how many. */
  async function cancelSchedules(user: User, why: string): Promise<number> {
    if (!ctx.content) return 0;
    return (await cancelSchedulesOf(ctx.content, { id: user.id, name: user.name, email: user.email }, why, ctx.now())).length;
  }

  app.get('/admin/api/users', { ...access, schema: { querystring: query({}) } }, async () => ({
    users: (await ctx.office.listUsers()).map(publicUser),
    roles: ROLES.map((role) => ({ role, label: ROLE_LABELS[role] })),
  }));

  app.post('/admin/api/users', { ...access, schema: { body: body({ email: text(1000), name: text(400), role: text(40) }) } }, async (request, reply) => {
    const input = new Reader(request.body);
    const email = input.email('email');
    const name = input.text('name', 'Name', { required: true, max: 100 });
    const role = input.oneOf('role', 'Role', ROLES, { required: true });
    input.done();
    let user: User;
    try {
      user = await ctx.office.createUser({ email: email!, name: name!, role: role! }, ctx.now());
    } catch (error) {
      if (error instanceof DuplicateEmailError)
        return reply.code(409).send({ error: 'validation', message: error.message, fields: { email: 'Someone already has an account with this address.' } });
      throw error;
    }
    const sent = await sendLink(user, 'invite');
    await ctx.audit(request, { action: 'user.invited', target: user.email, detail: { role: user.role, mailed: sent.mailed } });
    return reply.code(201).send({ user: publicUser(user), ...sent });
  });

  app.patch('/admin/api/users/:id', { ...access, schema: { params: params('id'), body: body({ name: text(400), role: text(40) }) } }, async (request, reply) => {
    const input = new Reader(request.body);
    const name = input.text('name', 'Name', { max: 100 });
    const role = input.oneOf('role', 'Role', ROLES);
    input.done();
    const user = await userOr404(request.params.id, reply);
    if (!user) return reply;
    // Checked and changed in one transaction: two demotions at once cannot leave nobody.
    if (!(await ctx.office.updateUserKeepingAnAdmin(user.id, { name, role }, ctx.now()))) {
      return reply.code(409).send({ error: 'validation', message: 'This is the only active administrator.', fields: { role: 'Make someone else an administrator first.' } });
    }
    // A new role takes effect at once: the person signs in again with it (an admin role needs the second factor).
    if (role && role !== user.role) await ctx.office.deleteUserSessions(user.id);
    const schedulesCancelled =
      role && role !== user.role && !can(role, 'content.publish') ? await cancelSchedules(user, `${user.name}’s role was changed to one that does not publish`) : 0;
    await ctx.audit(request, {
      action: 'user.changed',
      target: user.email,
      detail: {
        ...(name && name !== user.name ? { name } : {}),
        ...(role && role !== user.role ? { role: { from: user.role, to: role } } : {}),
        ...(schedulesCancelled ? { schedulesCancelled } : {}),
      },
    });
    return { user: publicUser((await ctx.office.userById(user.id))!) };
  });

  app.post('/admin/api/users/:id/disable', { ...access, schema: { params: params('id'), body: noBody } }, async (request, reply) => {
    const user = await userOr404(request.params.id, reply);
    if (!user) return reply;
    if (user.id === signedIn(request).user.id) return reply.code(409).send({ error: 'own_account', message: 'You cannot disable your own account.' });
    if (!(await ctx.office.updateUserKeepingAnAdmin(user.id, { status: 'disabled' }, ctx.now()))) {
      return reply.code(409).send({ error: 'last_admin', message: 'This is the only active administrator. Make someone else an administrator first.' });
    }
    const ended = await ctx.office.deleteUserSessions(user.id);
    const schedulesCancelled = await cancelSchedules(user, `${user.name}’s account was disabled`);
    await ctx.audit(request, { action: 'user.disabled', target: user.email, detail: { sessionsEnded: ended, ...(schedulesCancelled ? { schedulesCancelled } : {}) } });
    return {
      user: publicUser((await ctx.office.userById(user.id))!),
      message: `${user.name} can no longer sign in; ${ended} session${ended === 1 ? '' : 's'} ended.${
        schedulesCancelled ? ` ${schedulesCancelled} scheduled publish${schedulesCancelled === 1 ? ' was' : 'es were'} cancelled; the drafts are back on the Publishing page.` : ''
      }`,
    };
  });

  app.post('/admin/api/users/:id/enable', { ...access, schema: { params: params('id'), body: noBody } }, async (request, reply) => {
    const user = await userOr404(request.params.id, reply);
    if (!user) return reply;
    await ctx.office.updateUser(user.id, { status: user.passwordHash ? 'active' : 'invited' }, ctx.now());
    await ctx.audit(request, { action: 'user.enabled', target: user.email });
    return { user: publicUser((await ctx.office.userById(user.id))!) };
  });

  // "I lost my phone": an administrator turns a colleague's second factor off (and their recovery
  // codes with it), ends their sessions, and they set it up again at their next sign-in. Audited.
  app.post('/admin/api/users/:id/second-factor/reset', { ...access, schema: { params: params('id'), body: noBody } }, async (request, reply) => {
    const user = await userOr404(request.params.id, reply);
    if (!user) return reply;
    if (user.id === signedIn(request).user.id)
      return reply.code(409).send({ error: 'own_account', message: 'You cannot reset your own second factor here: use your account page, or ask another administrator.' });
    if (!user.totpSecret) return reply.code(409).send({ error: 'no_second_factor', message: `${user.name} has no second factor to reset.` });
    await ctx.office.updateUser(user.id, { totpSecret: null, totpLastStep: null }, ctx.now());
    await ctx.office.replaceRecoveryCodes(user.id, [], ctx.now());
    await ctx.office.setSecondFactorSetupRequired(user.id, true, ctx.now());
    const ended = await ctx.office.deleteUserSessions(user.id);
    await ctx.audit(request, { action: 'user.totp-reset', target: user.email, detail: { sessionsEnded: ended } });
    return {
      user: publicUser((await ctx.office.userById(user.id))!),
      message: `${user.name}’s second factor is reset; ${ended} session${ended === 1 ? '' : 's'} ended. They set it up again when they next sign in.`,
    };
  });

  app.post('/admin/api/users/:id/password-link', { ...access, schema: { params: params('id'), body: noBody } }, async (request, reply) => {
    const user = await userOr404(request.params.id, reply);
    if (!user) return reply;
    if (user.status === 'disabled') return reply.code(409).send({ error: 'disabled', message: 'Enable the account first.' });
    const sent = await sendLink(user, user.passwordHash ? 'reset' : 'invite');
    await ctx.audit(request, { action: 'user.password-link', target: user.email, detail: { mailed: sent.mailed } });
    return sent;
  });
}
