// Signing in and out, the second factor, and setting a password from a one-time link.
//
// Under attack: a wrong e-mail address and a wrong password get the same answer and cost the same
// time (an unknown address is checked against a dummy argon2id hash); so do a disabled account and
// one without a password yet. Per account and per client address, 10 failures within 15 minutes
// make every further attempt a 429 with Retry-After until the oldest failure is 15 minutes old —
// counted in the store, so every instance agrees, and counted BEFORE the password or code is checked
// (a burst of attempts at once gets no more checked than the limit). A right password clears its
// account's count of wrong passwords; wrong second-factor codes are counted apart, and only a right
// code clears them.
// "Forgot your password?" always gives the same answer, whether the address exists or not; the
// e-mail, if any, is sent after the answer.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { User } from '../../../server/db/back-office.ts';
import type { AdminContext } from '../context.ts';
import { signedIn } from '../context.ts';
import { Reader } from '../input.ts';
import { body, noBody, query, text } from '../route-schemas.ts';
import { permissionsOf } from '../access.ts';
import { breachedPasswordProblem, dummyHash, hashPassword, passwordProblem, verifyPassword } from '../auth/passwords.ts';
import { clearedSessionCookie, hashId, sessionCookie, sessionIdFrom, startSession } from '../auth/sessions.ts';
import { clockOffByMinutes, matchingStep, enrolment, newTotpSecret } from '../auth/totp.ts';
import { newRecoveryCodes, recoveryCodeHash } from '../auth/recovery.ts';
import { hashToken, issuePasswordLink, looksLikeToken } from '../password-links.ts';
import { passwordLinkMail } from '../mails.ts';

export const FAILURE_WINDOW_MS = 15 * 60_000;
export const MAX_FAILURES = 10;

export const SIGN_IN_FAILED = { error: 'sign_in_failed', message: 'The e-mail address or password is not right.' } as const;
export const RESET_ANSWER = {
  message: 'If an account uses that address, we have sent it a link to choose a new password. The link works once, for 24 hours.',
} as const;

export function registerAuthRoutes(app: FastifyInstance, ctx: AdminContext) {
  // Made now, not at the first unknown address: that first answer would otherwise take twice as long.
  void dummyHash();
  const client = (request: FastifyRequest) => ({ ip: request.ip ?? null, userAgent: request.headers['user-agent'] ?? null });

  /**
   * Counts this attempt against every key before its work is done (argon2id, a code): the count and
   * the reservation are one step in the store, so a burst of attempts at once gets no more than
   * MAX_FAILURES checked. Answers 429 and returns undefined when a key is used up; otherwise returns
   * the attempt's time, for `release` when it succeeds.
   */
  async function reserve(reply: FastifyReply, keys: string[]): Promise<number | undefined> {
    const now = ctx.now();
    const answer = await ctx.office.reserveAttempt(keys, now, FAILURE_WINDOW_MS, MAX_FAILURES);
    if (answer.ok) return now;
    const seconds = Math.max(1, Math.ceil((answer.retryAt - now) / 1000));
    reply
      .code(429)
      .header('retry-after', String(seconds))
      .send({ error: 'too_many_attempts', message: `Too many failed attempts. Try again in ${Math.ceil(seconds / 60)} minute${seconds > 60 ? 's' : ''}.` });
    return undefined;
  }
  /** Whether a new password is on the breach list; when the list cannot be asked, the rules alone decide (logged). */
  const breached = (request: FastifyRequest, password: string) =>
    breachedPasswordProblem(password, ctx.config.pwnedPasswordsUrl, (error) =>
      request.log.warn({ err: String(error) }, 'Pwned Passwords could not be reached: the new password is checked by the rules alone'),
    );

  /** A successful attempt: it does not count against these keys. */
  async function release(keys: string[], at: number) {
    for (const key of keys) await ctx.office.releaseAttempt(key, at);
  }

  /**
   * A signed-in person proving it is still them (a new password, the second factor): their current
   * password, counted like a sign-in against their account (10 wrong in 15 minutes → 429, shared
   * with the sign-in form) before it is checked, each wrong one written to the audit log. False when
   * it is not right; the answer has then been sent.
   */
  async function currentPasswordRight(request: FastifyRequest, reply: FastifyReply, user: User, password: string, purpose: string): Promise<boolean> {
    const keys = [`account:${user.email}`];
    const at = await reserve(reply, keys);
    if (at === undefined) return false;
    if (!(await verifyPassword(password, user.passwordHash ?? (await dummyHash())))) {
      await ctx.audit(request, { action: 'current-password.failed', target: user.email, detail: { for: purpose } });
      reply.code(400).send({ error: 'validation', message: 'The current password is not right.', fields: { current: 'This is not your current password.' } });
      return false;
    }
    await release(keys, at);
    return true;
  }

  /** The same for a code from the authenticator app the person has now (counted with the sign-in codes; a code is accepted once). */
  async function currentCodeRight(request: FastifyRequest, reply: FastifyReply, user: User, code: string, purpose: string): Promise<boolean> {
    const keys = [`code:${user.email}`];
    const at = await reserve(reply, keys);
    if (at === undefined) return false;
    const step = user.totpSecret ? matchingStep(user.totpSecret, code, ctx.now()) : undefined;
    if (step === undefined || !(await ctx.office.acceptTotpStep(user.id, step))) {
      await ctx.audit(request, { action: 'current-code.failed', target: user.email, detail: { for: purpose } });
      reply.code(400).send({
        error: 'validation',
        message: 'That code is not right.',
        fields: { code: 'That code is not right or was already used. Enter the newest code from your authenticator app.' },
      });
      return false;
    }
    await ctx.office.clearSignInFailures(keys[0]!);
    return true;
  }

  /** Replaces the request's session (if any) by a new one: a new id at every step up. */
  async function newSession(request: FastifyRequest, reply: FastifyReply, user: User, stage: 'second-factor' | 'enrol' | 'active') {
    const old = sessionIdFrom(request.headers.cookie);
    if (old && old.length <= 100) await ctx.office.deleteSession(hashId(old));
    const started = await startSession(ctx.office, user.id, stage, ctx.now(), client(request));
    reply.header('set-cookie', sessionCookie(started.id));
    return started.session;
  }

  // Administrators must have the second factor; so must anyone whose second factor an administrator reset (they set it up again).
  const stageAfterPassword = async (user: User) =>
    user.totpSecret ? 'second-factor' : user.role === 'admin' || (await ctx.office.secondFactorSetupRequired(user.id)) ? 'enrol' : 'active';

  app.post('/admin/api/sign-in', { config: { access: 'public' }, schema: { body: body({ email: text(1000), password: text(1000) }) } }, async (request, reply) => {
    const input = new Reader(request.body);
    const email = input.text('email', 'Email', { required: true, max: 254 })?.toLowerCase();
    const password = input.password('password', 'Password');
    input.done();
    const keys = [`account:${email}`, `ip:${request.ip}`];
    const at = await reserve(reply, keys);
    if (at === undefined) return reply;
    const user = await ctx.office.userByEmail(email!);
    const usable = user && user.status === 'active' && user.passwordHash ? user : undefined;
    // The same argon2id work whether or not the address has a usable password.
    const ok = (await verifyPassword(password!, usable?.passwordHash ?? (await dummyHash()))) && usable !== undefined;
    if (!ok) {
      await ctx.audit(request, { action: 'sign-in.failed', target: email, actor: { id: user?.id ?? null, name: email! } });
      return reply.code(401).send(SIGN_IN_FAILED);
    }
    await ctx.office.clearSignInFailures(keys[0]!);
    await release(keys.slice(1), at);
    const stage = await stageAfterPassword(usable);
    const session = await newSession(request, reply, usable, stage);
    if (stage === 'active') await signedInNow(request, usable);
    return { stage, csrfToken: session.csrfToken };
  });

  async function signedInNow(request: FastifyRequest, user: User) {
    await ctx.office.updateUser(user.id, { lastSignInAt: ctx.now() }, ctx.now());
    await ctx.audit(request, { action: 'sign-in', target: user.email, actor: { id: user.id, name: user.email } });
  }

  app.post('/admin/api/sign-in/code', { config: { access: 'pending' }, schema: { body: body({ code: text(40) }) } }, async (request, reply) => {
    const { session, user } = signedIn(request);
    const input = new Reader(request.body);
    const code = input.code('code');
    input.done();
    if (session.stage !== 'second-factor' || !user.totpSecret) return reply.code(409).send({ error: 'no_code_expected', message: 'No code is needed now. Reload the page.' });
    // Codes have their own count per account, which a correct password does not clear: otherwise
    // each right password would buy another 10 guesses at the code.
    const keys = [`code:${user.email}`, `ip:${request.ip}`];
    const at = await reserve(reply, keys);
    if (at === undefined) return reply;
    const step = matchingStep(user.totpSecret, code!, ctx.now());
    if (step === undefined || !(await ctx.office.acceptTotpStep(user.id, step))) {
      await ctx.audit(request, { action: 'sign-in.failed', target: user.email, detail: { step: 'code' }, actor: { id: user.id, name: user.email } });
      return reply.code(400).send({
        error: 'validation',
        message: 'That code is not right.',
        fields: { code: 'That code is not right or was already used. Enter the newest code from your authenticator app.' },
      });
    }
    await ctx.office.clearSignInFailures(keys[0]!);
    await release(keys.slice(1), at);
    const next = await newSession(request, reply, user, 'active');
    await signedInNow(request, user);
    return { stage: 'active', csrfToken: next.csrfToken };
  });

  // Instead of a code, one of the recovery codes given at set-up (the phone is lost): each works once,
  // counted with the codes (10 wrong in 15 minutes → 429), written to the audit log with how many are left.
  app.post('/admin/api/sign-in/recovery-code', { config: { access: 'pending' }, schema: { body: body({ recoveryCode: text(100) }) } }, async (request, reply) => {
    const { session, user } = signedIn(request);
    const input = new Reader(request.body);
    const code = input.text('recoveryCode', 'Recovery code', { required: true, max: 40 });
    input.done();
    if (session.stage !== 'second-factor' || !user.totpSecret) return reply.code(409).send({ error: 'no_code_expected', message: 'No code is needed now. Reload the page.' });
    const keys = [`code:${user.email}`, `ip:${request.ip}`];
    const at = await reserve(reply, keys);
    if (at === undefined) return reply;
    const hash = recoveryCodeHash(user.id, code!);
    if (!hash || !(await ctx.office.spendRecoveryCode(user.id, hash, ctx.now()))) {
      await ctx.audit(request, { action: 'sign-in.failed', target: user.email, detail: { step: 'recovery-code' }, actor: { id: user.id, name: user.email } });
      return reply.code(400).send({
        error: 'validation',
        message: 'That recovery code is not right.',
        fields: { recoveryCode: 'That recovery code is not right or was already used. Each code works once; type one you have not used.' },
      });
    }
    await ctx.office.clearSignInFailures(keys[0]!);
    await release(keys.slice(1), at);
    const left = await ctx.office.recoveryCodesLeft(user.id);
    const next = await newSession(request, reply, user, 'active');
    await signedInNow(request, user);
    await ctx.audit(request, { action: 'sign-in.recovery-code', target: user.email, detail: { left } });
    return { stage: 'active', csrfToken: next.csrfToken, recoveryCodesLeft: left };
  });

  app.get('/admin/api/session', { config: { access: 'pending' }, schema: { querystring: query({}) } }, async (request) => {
    const { session, user } = signedIn(request);
    return {
      stage: session.stage,
      csrfToken: session.csrfToken,
      user: { id: user.id, name: user.name, email: user.email, role: user.role, totp: user.totpSecret !== null },
      permissions: session.stage === 'active' ? permissionsOf(user.role) : [],
      // How many recovery codes are unused (the account page says so), while the second factor is on.
      ...(session.stage === 'active' && user.totpSecret ? { recoveryCodesLeft: await ctx.office.recoveryCodesLeft(user.id) } : {}),
      siteName: ctx.siteName,
      mail: ctx.mailer !== undefined,
    };
  });

  app.post('/admin/api/sign-out', { config: { access: 'pending' }, schema: { body: noBody } }, async (request, reply) => {
    const { session, user } = signedIn(request);
    await ctx.office.deleteSession(session.idHash);
    await ctx.audit(request, { action: 'sign-out', target: user.email });
    return reply.header('set-cookie', clearedSessionCookie()).send({ message: 'You are signed out.' });
  });

  app.post('/admin/api/sign-out-everywhere', { config: { access: 'signed-in' }, schema: { body: noBody } }, async (request, reply) => {
    const { user } = signedIn(request);
    const ended = await ctx.office.deleteUserSessions(user.id);
    await ctx.audit(request, { action: 'sign-out.everywhere', target: user.email, detail: { sessions: ended } });
    return reply.header('set-cookie', clearedSessionCookie()).send({ message: `You are signed out on every device (${ended} session${ended === 1 ? '' : 's'}).` });
  });

  // Second factor: set up (any role; required before anything else for admins), confirm, turn off.
  // From a signed-in session, setting it up (or replacing it) and turning it off ask for the current
  // password and, when one is set, a current code: an open session alone (a computer left unlocked, a
  // stolen cookie) must not be able to lock the owner out. Right after the password at sign-in
  // ('enrol', an administrator without one yet) the password was just given.
  app.post('/admin/api/totp/start', { config: { access: 'pending' }, schema: { body: body({ current: text(1000), code: text(40) }) } }, async (request, reply) => {
    const { session, user } = signedIn(request);
    if (session.stage === 'second-factor') return reply.code(409).send({ error: 'finish_sign_in', message: 'Enter your code first.' });
    if (session.stage === 'active') {
      const input = new Reader(request.body);
      const current = input.password('current', 'Current password');
      const code = user.totpSecret ? input.code('code') : undefined;
      input.done();
      if (!(await currentPasswordRight(request, reply, user, current!, 'second-factor'))) return reply;
      if (code !== undefined && !(await currentCodeRight(request, reply, user, code, 'second-factor'))) return reply;
    }
    // The same key until it is confirmed or the session ends: a reload of the set-up page must not
    // make the key the phone has just scanned worthless.
    const secret = session.totpPending ?? newTotpSecret();
    if (secret !== session.totpPending) await ctx.office.updateSession(session.idHash, { totpPending: secret });
    return { secret, ...(await enrolment(secret, user.email, ctx.siteName)) };
  });

  app.post('/admin/api/totp/confirm', { config: { access: 'pending' }, schema: { body: body({ code: text(40) }) } }, async (request, reply) => {
    const { session, user } = signedIn(request);
    const input = new Reader(request.body);
    const code = input.code('code');
    input.done();
    if (!session.totpPending) return reply.code(409).send({ error: 'no_setup', message: 'Start the set-up again: the QR code has expired.' });
    const step = matchingStep(session.totpPending, code!, ctx.now());
    if (step === undefined) {
      const off = clockOffByMinutes(session.totpPending, code!, ctx.now());
      const why =
        off !== undefined
          ? `That code is for a time ${Math.abs(off) || 1} minute${Math.abs(off) > 1 ? 's' : ''} ${off > 0 ? 'ahead' : 'behind'}: set your phone's clock to set itself (automatic date and time), then enter the newest code.`
          : `That code does not match this key. Enter the newest code of the entry you added from this page (its key ends in ${session.totpPending.slice(-4)}); if your app has an older entry for this site, delete it.`;
      return reply.code(400).send({ error: 'validation', message: 'That code is not right.', fields: { code: why } });
    }
    await ctx.office.updateUser(user.id, { totpSecret: session.totpPending, totpLastStep: step }, ctx.now());
    // Ten one-time recovery codes for a lost phone: shown in this answer only, kept as hashes.
    const recoveryCodes = newRecoveryCodes();
    await ctx.office.replaceRecoveryCodes(
      user.id,
      recoveryCodes.map((c) => recoveryCodeHash(user.id, c)!),
      ctx.now(),
    );
    await ctx.office.setSecondFactorSetupRequired(user.id, false, ctx.now());
    // A new session id for the raised trust; other sessions of this user end (they signed in without it).
    await ctx.office.deleteUserSessions(user.id);
    const next = await newSession(request, reply, user, 'active');
    if (session.stage === 'enrol') await signedInNow(request, user);
    await ctx.audit(request, { action: 'user.totp-on', target: user.email });
    return { stage: 'active', csrfToken: next.csrfToken, recoveryCodes };
  });

  app.post('/admin/api/totp/off', { config: { access: 'signed-in' }, schema: { body: body({ current: text(1000), code: text(40) }) } }, async (request, reply) => {
    const { user } = signedIn(request);
    if (user.role === 'admin') return reply.code(409).send({ error: 'required', message: 'Administrators must keep the second factor on.' });
    if (!user.totpSecret) return { message: 'The second factor is already off.' };
    const input = new Reader(request.body);
    const current = input.password('current', 'Current password');
    const code = input.code('code');
    input.done();
    if (!(await currentPasswordRight(request, reply, user, current!, 'second-factor-off'))) return reply;
    if (!(await currentCodeRight(request, reply, user, code!, 'second-factor-off'))) return reply;
    await ctx.office.updateUser(user.id, { totpSecret: null, totpLastStep: null }, ctx.now());
    await ctx.office.replaceRecoveryCodes(user.id, [], ctx.now());
    await ctx.audit(request, { action: 'user.totp-off', target: user.email });
    return { message: 'The second factor is off.' };
  });

  app.post('/admin/api/account/password', { config: { access: 'signed-in' }, schema: { body: body({ current: text(1000), password: text(1000) }) } }, async (request, reply) => {
    const { user, session } = signedIn(request);
    const input = new Reader(request.body);
    const current = input.password('current', 'Current password');
    const next = input.password('password', 'New password');
    input.done();
    if (!(await currentPasswordRight(request, reply, user, current!, 'password-change'))) return reply;
    const problem = (await passwordProblem(next!, { siteName: ctx.siteName, name: user.name, email: user.email })) ?? (await breached(request, next!));
    if (problem) return reply.code(400).send({ error: 'validation', message: problem, fields: { password: problem } });
    await ctx.office.updateUser(user.id, { passwordHash: await hashPassword(next!) }, ctx.now());
    // Every other session ends: whoever knew the old password is out.
    await ctx.office.deleteUserSessions(user.id);
    const fresh = await newSession(request, reply, user, session.stage);
    await ctx.audit(request, { action: 'user.password-changed', target: user.email });
    return { message: 'Your password is changed. You stay signed in here; every other device is signed out.', csrfToken: fresh.csrfToken };
  });

  // The set-password page asks who the link is for before showing the form.
  app.get('/admin/api/password-link', { config: { access: 'public' }, schema: { querystring: query({ token: text(200) }) } }, async (request, reply) => {
    const token = new Reader(request.query).value('token');
    const link = looksLikeToken(token) ? await ctx.office.peekPasswordToken(hashToken(token), ctx.now()) : null;
    const user = link ? await ctx.office.userById(link.userId) : null;
    if (!link || !user || user.status === 'disabled') return reply.code(410).send(LINK_GONE);
    return { email: user.email, name: user.name, purpose: link.purpose };
  });

  app.post('/admin/api/set-password', { config: { access: 'public' }, schema: { body: body({ token: text(200), password: text(1000) }) } }, async (request, reply) => {
    const input = new Reader(request.body);
    const token = input.value('token');
    const password = input.password('password', 'New password');
    input.done();
    const link = looksLikeToken(token) ? await ctx.office.peekPasswordToken(hashToken(token), ctx.now()) : null;
    const user = link ? await ctx.office.userById(link.userId) : null;
    if (!link || !user || user.status === 'disabled') return reply.code(410).send(LINK_GONE);
    const problem = (await passwordProblem(password!, { siteName: ctx.siteName, name: user.name, email: user.email })) ?? (await breached(request, password!));
    if (problem) return reply.code(400).send({ error: 'validation', message: problem, fields: { password: problem } });
    const hash = await hashPassword(password!);
    // Used once: of two requests racing with the same link, one wins.
    if (!(await ctx.office.consumePasswordToken(hashToken(token as string), ctx.now()))) return reply.code(410).send(LINK_GONE);
    await ctx.office.updateUser(user.id, { passwordHash: hash, status: 'active' }, ctx.now());
    await ctx.office.deleteUserSessions(user.id);
    await ctx.audit(request, { action: 'user.password-set', target: user.email, detail: { via: link.purpose }, actor: { id: user.id, name: user.email } });
    return { email: user.email, message: 'Your password is set. Sign in with it now.' };
  });

  app.post('/admin/api/password-reset', { config: { access: 'public' }, schema: { body: body({ email: text(1000) }) } }, async (request, reply) => {
    const input = new Reader(request.body);
    const email = input.email('email');
    input.done();
    // Each request counts against the address (so nobody can flood someone's inbox from one place).
    if ((await reserve(reply, [`reset:${request.ip}`])) === undefined) return reply;
    // The same answer at once for every address; the work (and the e-mail) happens afterwards.
    reply.code(202).send(RESET_ANSWER);
    setImmediate(() => {
      void sendReset(request, email!).catch((error: unknown) => request.log.warn({ err: ctx.mailer?.scrub(String(error)) }, 'password reset e-mail failed'));
    });
    return reply;
  });

  async function sendReset(request: FastifyRequest, email: string) {
    const user = await ctx.office.userByEmail(email);
    await ctx.audit(request, { action: 'password-reset.requested', target: email, actor: { id: user?.id ?? null, name: email } });
    if (user?.status !== 'active' || !ctx.mailer) return;
    const link = await issuePasswordLink(ctx.office, user, 'reset', ctx.config.publicUrl, ctx.now());
    await ctx.mailer.send(passwordLinkMail(user, link, 'reset', ctx.siteName));
  }
}

export const LINK_GONE = {
  error: 'link_expired',
  message: 'This link has expired or was already used. Ask an administrator to send you a new one.',
} as const;
