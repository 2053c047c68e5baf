// The second factor of the back office: required for administrators (who may only set it up until then), a
// code accepted once, and no trap: a set-up key that survives a reload, recovery codes, a lost phone reset by an
// administrator. Signing in under attack (wrong codes included): admin-auth.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currentCode } from '../../admin/server/auth/totp.ts';
import { SESSION_COOKIE } from '../../admin/server/auth/sessions.ts';
import { issuePasswordLink } from '../../admin/server/password-links.ts';
import { adminApp, call, cookieFrom, PASSWORD, postSignIn, seedUser, signIn, type AdminTestApp } from './admin-helpers.ts';

let t: AdminTestApp & { cleanup(): Promise<void> };
beforeAll(async () => {
  t = await adminApp();
});
afterAll(() => t.cleanup());

const signInRequest = (email: string, password: string, extra: { ip?: string; cookie?: string } = {}) => postSignIn(t.app, email, password, extra);

/** A password set through the app (PASSWORD, the famous phrase, is only ever written straight into the store). */
const OWNER_PASSWORD = 'quarry velvet lantern 58 comet';

describe('the second factor', () => {
  it('is required for administrators: without it they may only set it up; a code is accepted once', async () => {
    const admin = await t.office.createUser({ email: 'owner@filingbridge.in', name: 'Owner', role: 'admin' }, t.clock.now());
    const link = await issuePasswordLink(t.office, admin, 'invite', 'http://localhost:4173', t.clock.now());
    const token = new URL(link).searchParams.get('token');
    expect((await call(t.app, undefined, 'POST', '/admin/api/set-password', { token, password: OWNER_PASSWORD })).statusCode).toBe(200);
    const first = await signInRequest('owner@filingbridge.in', OWNER_PASSWORD);
    expect(first.json().stage).toBe('enrol');
    const pending = { cookie: `${SESSION_COOKIE}=${cookieFrom(first)}`, csrf: first.json().csrfToken, id: cookieFrom(first)! };
    expect((await call(t.app, pending, 'GET', '/admin/api/users')).json().error).toBe('second_factor_required');
    const started = await call(t.app, pending, 'POST', '/admin/api/totp/start');
    const { secret, uri, qrSvg } = started.json();
    expect(uri).toBe(`otpauth://totp/FilingBridge:owner%40filingbridge.in?issuer=FilingBridge&secret=${secret}&algorithm=SHA1&digits=6&period=30`);
    expect(qrSvg).toMatch(/^<svg /);
    const wrong = await call(t.app, pending, 'POST', '/admin/api/totp/confirm', { code: '000000' });
    expect(wrong.statusCode).toBe(400);
    const confirmed = await call(t.app, pending, 'POST', '/admin/api/totp/confirm', { code: currentCode(secret, t.clock.now()) });
    expect(confirmed.json().stage).toBe('active');
    expect(cookieFrom(confirmed)).not.toBe(pending.id);
    expect((await call(t.app, pending, 'GET', '/admin/api/session')).statusCode).toBe(401);

    // Next sign-in: password, then a code — the one just used is refused.
    const again = await signInRequest('owner@filingbridge.in', OWNER_PASSWORD);
    expect(again.json().stage).toBe('second-factor');
    const waiting = { cookie: `${SESSION_COOKIE}=${cookieFrom(again)}`, csrf: again.json().csrfToken, id: cookieFrom(again)! };
    const replay = await call(t.app, waiting, 'POST', '/admin/api/sign-in/code', { code: currentCode(secret, t.clock.now()) });
    expect(replay.statusCode).toBe(400);
    expect(replay.json().fields.code).toBe('That code is not right or was already used. Enter the newest code from your authenticator app.');
    t.clock.advance(30_000);
    const ok = await call(t.app, waiting, 'POST', '/admin/api/sign-in/code', { code: currentCode(secret, t.clock.now()) });
    expect(ok.json().stage).toBe('active');
    expect(cookieFrom(ok)).not.toBe(waiting.id);
    const signedIn = { cookie: `${SESSION_COOKIE}=${cookieFrom(ok)}`, csrf: ok.json().csrfToken, id: cookieFrom(ok)! };
    expect((await call(t.app, signedIn, 'GET', '/admin/api/users')).statusCode).toBe(200);
    expect((await call(t.app, signedIn, 'POST', '/admin/api/totp/off')).json()).toEqual({ error: 'required', message: 'Administrators must keep the second factor on.' });
  });
  it('from an open session, replacing or turning off the second factor asks for the current password and a current code', async () => {
    const user = await seedUser(t.office, t.clock, { email: 'owner2@filingbridge.in', role: 'editor', totp: true });
    t.clock.advance(31_000);
    const s = await signIn(t.app, user.email, { totpSecret: user.totpSecret, clock: t.clock, ip: '198.18.9.1' });
    // The session alone (someone at an unlocked computer) can neither replace it nor turn it off.
    const bare = await call(t.app, s, 'POST', '/admin/api/totp/start');
    expect(bare.statusCode).toBe(400);
    expect(bare.json().fields).toEqual({ current: 'Current password is required.', code: 'Enter the 6-digit code from your authenticator app.' });
    expect((await call(t.app, s, 'POST', '/admin/api/totp/off')).statusCode).toBe(400);
    t.clock.advance(31_000);
    const code = () => currentCode(user.totpSecret!, t.clock.now());
    const wrongPassword = await call(t.app, s, 'POST', '/admin/api/totp/start', { current: 'not my password at all', code: code() });
    expect(wrongPassword.json().fields).toEqual({ current: 'This is not your current password.' });
    const wrongCode = await call(t.app, s, 'POST', '/admin/api/totp/off', { current: PASSWORD, code: code() === '000000' ? '111111' : '000000' });
    expect(wrongCode.json().fields.code).toMatch(/^That code is not right/);
    expect((await t.office.userById(user.id))!.totpSecret).toBe(user.totpSecret);
    expect((await t.office.listAudit({ offset: 0, limit: 5 })).entries.map((e) => e.action).slice(0, 2)).toEqual(['current-code.failed', 'current-password.failed']);

    // With both, the owner replaces it…
    const started = await call(t.app, s, 'POST', '/admin/api/totp/start', { current: PASSWORD, code: code() });
    expect(started.statusCode).toBe(200);
    const secret = started.json().secret as string;
    const confirmed = await call(t.app, s, 'POST', '/admin/api/totp/confirm', { code: currentCode(secret, t.clock.now()) });
    expect(confirmed.json().stage).toBe('active');
    expect((await t.office.userById(user.id))!.totpSecret).toBe(secret);
    const next = { cookie: `${SESSION_COOKIE}=${cookieFrom(confirmed)}`, csrf: confirmed.json().csrfToken, id: cookieFrom(confirmed)! };
    // …and turns it off, with a code of the new one.
    t.clock.advance(31_000);
    const off = await call(t.app, next, 'POST', '/admin/api/totp/off', { current: PASSWORD, code: currentCode(secret, t.clock.now()) });
    expect(off.json()).toEqual({ message: 'The second factor is off.' });
    // Without one set, setting it up still asks for the password.
    expect((await call(t.app, next, 'POST', '/admin/api/totp/start', {})).json().fields).toEqual({ current: 'Current password is required.' });
    expect((await call(t.app, next, 'POST', '/admin/api/totp/start', { current: PASSWORD })).statusCode).toBe(200);
  });
});

describe('the second factor does not trap people', () => {
  it('keeps the set-up key across reloads: a code from the key first scanned works after a reload; a wrong code is not blamed on the phone’s clock', async () => {
    const admin = await seedUser(t.office, t.clock, { email: 'reload@filingbridge.in', role: 'admin' });
    const first = await signInRequest(admin.email, PASSWORD, { ip: '198.18.20.1' });
    expect(first.json().stage).toBe('enrol');
    const pending = { cookie: `${SESSION_COOKIE}=${cookieFrom(first)}`, csrf: first.json().csrfToken, id: cookieFrom(first)! };
    const scanned = (await call(t.app, pending, 'POST', '/admin/api/totp/start')).json();
    // The page is reloaded: the same key and QR code.
    const reloaded = (await call(t.app, pending, 'POST', '/admin/api/totp/start')).json();
    expect(reloaded.secret).toBe(scanned.secret);
    expect(reloaded.uri).toBe(scanned.uri);
    const code = currentCode(scanned.secret, t.clock.now());
    const wrong = await call(t.app, pending, 'POST', '/admin/api/totp/confirm', { code: code === '000000' ? '111111' : '000000' });
    expect(wrong.json().fields.code).toBe(
      `That code does not match this key. Enter the newest code of the entry you added from this page (its key ends in ${scanned.secret.slice(-4)}); if your app has an older entry for this site, delete it.`,
    );
    const late = await call(t.app, pending, 'POST', '/admin/api/totp/confirm', { code: currentCode(scanned.secret, t.clock.now() - 5 * 60_000) });
    expect(late.json().fields.code).toMatch(/^That code is for a time 5 minutes behind: set your phone's clock/);
    const confirmed = await call(t.app, pending, 'POST', '/admin/api/totp/confirm', { code });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect((await t.office.userById(admin.id))!.totpSecret).toBe(scanned.secret);
  });

  it('gives ten one-time recovery codes, kept hashed; one signs in instead of a code, once', async () => {
    const user = await seedUser(t.office, t.clock, { email: 'lost-phone@filingbridge.in', role: 'editor', totp: true });
    t.clock.advance(31_000);
    const s = await signIn(t.app, user.email, { totpSecret: user.totpSecret, clock: t.clock, ip: '198.18.21.1' });
    t.clock.advance(31_000);
    const started = (await call(t.app, s, 'POST', '/admin/api/totp/start', { current: PASSWORD, code: currentCode(user.totpSecret!, t.clock.now()) })).json();
    const confirmed = await call(t.app, s, 'POST', '/admin/api/totp/confirm', { code: currentCode(started.secret, t.clock.now()) });
    const codes = confirmed.json().recoveryCodes as string[];
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const c of codes) expect(c).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    expect(await t.office.recoveryCodesLeft(user.id)).toBe(10);

    const waitingFor = async (ip: string) => {
      const res = await signInRequest(user.email, PASSWORD, { ip });
      expect(res.json().stage).toBe('second-factor');
      return { cookie: `${SESSION_COOKIE}=${cookieFrom(res)}`, csrf: res.json().csrfToken, id: cookieFrom(res)! };
    };
    const waiting = await waitingFor('198.18.21.2');
    const bad = await call(t.app, waiting, 'POST', '/admin/api/sign-in/recovery-code', { recoveryCode: 'aaaaa-aaaaa' });
    expect(bad.json().fields.recoveryCode).toMatch(/^That recovery code is not right or was already used/);
    const used = await call(t.app, waiting, 'POST', '/admin/api/sign-in/recovery-code', { recoveryCode: ` ${codes[3]!.toUpperCase().replace('-', ' ')} ` });
    expect(used.statusCode, used.body).toBe(200);
    expect(used.json()).toMatchObject({ stage: 'active', recoveryCodesLeft: 9 });
    const active = { cookie: `${SESSION_COOKIE}=${cookieFrom(used)}`, csrf: used.json().csrfToken, id: cookieFrom(used)! };
    expect((await call(t.app, active, 'GET', '/admin/api/session')).json()).toMatchObject({ stage: 'active', recoveryCodesLeft: 9 });
    const again = await call(t.app, await waitingFor('198.18.21.3'), 'POST', '/admin/api/sign-in/recovery-code', { recoveryCode: codes[3] });
    expect(again.statusCode).toBe(400);
    expect((await t.office.listAudit({ offset: 0, limit: 50, action: 'sign-in.recovery-code' })).entries[0]).toMatchObject({ target: user.email, detail: { left: 9 } });
  });

  it('an administrator resets a colleague’s lost second factor: audited, their sessions end, they set it up again at their next sign-in', async () => {
    const admin = await seedUser(t.office, t.clock, { email: 'helpdesk@filingbridge.in', role: 'admin', totp: true });
    const colleague = await seedUser(t.office, t.clock, { email: 'phone-gone@filingbridge.in', name: 'Phone Gone', role: 'editor', totp: true });
    t.clock.advance(31_000);
    const boss = await signIn(t.app, admin.email, { totpSecret: admin.totpSecret, clock: t.clock, ip: '198.18.22.1' });
    const theirs = await signIn(t.app, colleague.email, { totpSecret: colleague.totpSecret, clock: t.clock, ip: '198.18.22.2' });
    expect((await call(t.app, boss, 'POST', `/admin/api/users/${admin.id}/second-factor/reset`)).statusCode).toBe(409);
    const reset = await call(t.app, boss, 'POST', `/admin/api/users/${colleague.id}/second-factor/reset`);
    expect(reset.statusCode, reset.body).toBe(200);
    expect(reset.json()).toMatchObject({ user: { totp: false }, message: 'Phone Gone’s second factor is reset; 1 session ended. They set it up again when they next sign in.' });
    expect((await call(t.app, theirs, 'GET', '/admin/api/session')).statusCode).toBe(401);
    expect((await t.office.listAudit({ offset: 0, limit: 5, action: 'user.totp-reset' })).entries[0]).toMatchObject({ actorId: admin.id, target: colleague.email });
    // Next sign-in: the set-up, nothing else, until it is done.
    const next = await signInRequest(colleague.email, PASSWORD, { ip: '198.18.22.3' });
    expect(next.json().stage).toBe('enrol');
    const pending = { cookie: `${SESSION_COOKIE}=${cookieFrom(next)}`, csrf: next.json().csrfToken, id: cookieFrom(next)! };
    expect((await call(t.app, pending, 'GET', '/admin/api/publish/drafts')).statusCode).toBe(401);
    const { secret } = (await call(t.app, pending, 'POST', '/admin/api/totp/start')).json();
    expect((await call(t.app, pending, 'POST', '/admin/api/totp/confirm', { code: currentCode(secret, t.clock.now()) })).statusCode).toBe(200);
    t.clock.advance(31_000);
    expect((await signInRequest(colleague.email, PASSWORD, { ip: '198.18.22.4' })).json().stage).toBe('second-factor');
  });
});
