// One contract, two stores: the back office's store on SQLite and on PostgreSQL (a fresh schema per
// run). People, one-time links, sessions, failed sign-ins, the append-only audit log and the inbox.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { backOfficeFor, contentStoreFor } from '../../server/db/open-store.ts';
import { DuplicateEmailError, type BackOfficeStore } from '../../server/db/back-office.ts';
import type { LeadStore } from '../../server/db/store.ts';
import { newLead, postgresTestStore, sqliteTestStore } from './helpers.ts';

const stores = {
  async sqlite() {
    const { store, close } = sqliteTestStore('office-', { outbox: true, mail: true });
    return {
      store,
      raw: async (sql: string, ...params: (string | number)[]) => store.db.prepare(sql).run(...params),
      age: async (id: string, iso: string) => void store.db.prepare('UPDATE leads SET created_at = ? WHERE id = ?').run(iso, id),
      count: async (table: string) => Number((store.db.prepare(`SELECT count(*) AS n FROM ${table}`).get() as { n: number }).n),
      close,
    };
  },
  async postgresql() {
    const { store, close } = await postgresTestStore('office', { outbox: true, mail: true });
    return {
      store,
      raw: (sql: string, ...params: (string | number)[]) =>
        store.pool.query(
          sql.replace(
            /\?/g,
            (() => {
              let i = 0;
              return () => `$${++i}`;
            })(),
          ),
          params,
        ),
      age: async (id: string, iso: string) => void (await store.pool.query('UPDATE leads SET created_at = $1 WHERE id = $2', [iso, id])),
      count: async (table: string) => Number((await store.pool.query(`SELECT count(*) AS n FROM ${table}`)).rows[0].n),
      close,
    };
  },
};

for (const [kind, open] of Object.entries(stores)) {
  describe(`back-office store: ${kind}`, () => {
    let h: Awaited<ReturnType<typeof open>>;
    let office: BackOfficeStore;
    let leads: LeadStore;
    const T = 1_800_000_000_000;
    const actor = { id: null, name: 'asha@filingbridge.in' };
    beforeAll(async () => {
      h = await open();
      leads = h.store;
      office = await backOfficeFor(h.store);
    });
    afterAll(() => h.close());

    it('keeps people: unique addresses, changes, the newest TOTP step only', async () => {
      const u = await office.createUser({ email: 'asha@filingbridge.in', name: 'Asha', role: 'sales' }, T);
      expect(u).toMatchObject({ email: 'asha@filingbridge.in', name: 'Asha', role: 'sales', status: 'invited', passwordHash: null, totpSecret: null, createdAt: T });
      await expect(office.createUser({ email: 'asha@filingbridge.in', name: 'Other', role: 'admin' }, T)).rejects.toBeInstanceOf(DuplicateEmailError);
      await office.updateUser(u.id, { status: 'active', passwordHash: 'h', role: 'admin', totpSecret: 'S' }, T + 1);
      expect(await office.userByEmail(' ASHA@filingbridge.in ')).toMatchObject({ id: u.id, status: 'active', role: 'admin', passwordHash: 'h', totpSecret: 'S', updatedAt: T + 1 });
      expect(await office.userById('not-a-uuid')).toBeNull();
      expect(await office.acceptTotpStep(u.id, 100)).toBe(true);
      expect(await office.acceptTotpStep(u.id, 100)).toBe(false);
      expect(await office.acceptTotpStep(u.id, 99)).toBe(false);
      expect(await office.acceptTotpStep(u.id, 101)).toBe(true);
      expect((await office.listUsers()).map((x) => x.email)).toEqual(['asha@filingbridge.in']);
    });

    it('uses a password link once, before it expires; a new link ends the old one', async () => {
      const u = await office.createUser({ email: 'link@filingbridge.in', name: 'Link', role: 'editor' }, T);
      await office.createPasswordToken('a'.repeat(64), u.id, 'invite', T, T + 1000);
      expect(await office.peekPasswordToken('a'.repeat(64), T + 999)).toEqual({ userId: u.id, purpose: 'invite' });
      expect(await office.peekPasswordToken('a'.repeat(64), T + 1000)).toBeNull();
      await office.createPasswordToken('b'.repeat(64), u.id, 'reset', T, T + 1000);
      expect(await office.peekPasswordToken('a'.repeat(64), T)).toBeNull();
      const both = await Promise.all([office.consumePasswordToken('b'.repeat(64), T + 1), office.consumePasswordToken('b'.repeat(64), T + 1)]);
      expect(both.filter(Boolean)).toEqual([{ userId: u.id, purpose: 'reset' }]);
    });

    it('keeps sessions and ends them one by one, per user, or when old', async () => {
      const u = (await office.userByEmail('asha@filingbridge.in'))!;
      const base = { userId: u.id, stage: 'active' as const, csrfToken: 'c', totpPending: null, ip: '203.0.113.1', userAgent: 'test' };
      await office.createSession({ ...base, idHash: 's1', createdAt: T, lastSeenAt: T });
      await office.createSession({ ...base, idHash: 's2', createdAt: T, lastSeenAt: T });
      await office.createSession({ ...base, idHash: 's3', createdAt: T - 13 * 3_600_000, lastSeenAt: T });
      await office.updateSession('s1', { stage: 'enrol', totpPending: 'P' });
      await office.touchSession('s1', T + 5);
      expect(await office.sessionByHash('s1')).toEqual({ ...base, idHash: 's1', stage: 'enrol', totpPending: 'P', createdAt: T, lastSeenAt: T + 5 });
      expect(await office.pruneSessions(T - 1, T - 12 * 3_600_000)).toBe(1);
      await office.deleteSession('s1');
      expect(await office.sessionByHash('s1')).toBeNull();
      expect(await office.deleteUserSessions(u.id)).toBe(1);
    });

    it('counts failed sign-ins per key within a window', async () => {
      await office.recordSignInFailure(['account:x', 'ip:1'], T);
      await office.recordSignInFailure(['account:x'], T + 10);
      expect(await office.signInFailures('account:x', T)).toEqual({ count: 2, oldest: T });
      expect(await office.signInFailures('account:x', T + 1)).toEqual({ count: 1, oldest: T + 10 });
      expect(await office.signInFailures('ip:1', T)).toEqual({ count: 1, oldest: T });
      await office.clearSignInFailures('account:x');
      expect(await office.signInFailures('account:x', 0)).toEqual({ count: 0, oldest: null });
    });

    it('reserves attempts before their work: 30 at once for one key, 5 allowed, get exactly 5; a released one is taken back', async () => {
      const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => office.reserveAttempt(['account:burst', `ip:${i}`], T, 60_000, 5)));
      expect(answers.filter((a) => a.ok)).toHaveLength(5);
      expect(answers.filter((a) => !a.ok)).toEqual(Array.from({ length: 25 }, () => ({ ok: false, retryAt: T + 60_000 })));
      expect(await office.signInFailures('account:burst', T - 60_000)).toEqual({ count: 5, oldest: T });
      await office.releaseAttempt('account:burst', T);
      expect(await office.signInFailures('account:burst', T - 60_000)).toEqual({ count: 4, oldest: T });
      expect((await office.reserveAttempt(['account:burst'], T + 1, 60_000, 5)).ok).toBe(true);
      expect(await office.reserveAttempt(['account:burst'], T + 2, 60_000, 5)).toEqual({ ok: false, retryAt: T + 60_000 });
      // Outside the window the old attempts count for nothing.
      expect((await office.reserveAttempt(['account:burst'], T + 60_001, 60_000, 5)).ok).toBe(true);
    });

    it('keeps an active administrator: of two changes at once that would each remove one of the last two, one passes', async () => {
      const x = await office.createUser({ email: 'last-x@filingbridge.in', name: 'X', role: 'admin' }, T);
      const y = await office.createUser({ email: 'last-y@filingbridge.in', name: 'Y', role: 'admin' }, T);
      for (const u of await office.listUsers()) if (u.role === 'admin') await office.updateUser(u.id, { status: u.id === x.id || u.id === y.id ? 'active' : 'disabled' }, T);
      const results = await Promise.all([office.updateUserKeepingAnAdmin(x.id, { role: 'sales' }, T + 1), office.updateUserKeepingAnAdmin(y.id, { status: 'disabled' }, T + 1)]);
      expect(results.sort()).toEqual([false, true]);
      expect((await office.listUsers()).filter((u) => u.role === 'admin' && u.status === 'active')).toHaveLength(1);
      // A change that keeps the administrator passes; so does anything for someone else.
      const last = (await office.listUsers()).find((u) => u.role === 'admin' && u.status === 'active')!;
      expect(await office.updateUserKeepingAnAdmin(last.id, { name: 'Still here' }, T + 2)).toBe(true);
      expect(await office.updateUserKeepingAnAdmin(last.id, { status: 'disabled' }, T + 2)).toBe(false);
      expect((await office.userById(last.id))!).toMatchObject({ name: 'Still here', status: 'active', role: 'admin' });
    });

    it('tells the content store who a scheduled publish’s author is now, and ends only their waiting publishes', async () => {
      const content = await contentStoreFor(h.store);
      const author = await office.createUser({ email: 'sched-author@filingbridge.in', name: 'Meera', role: 'publisher' }, T);
      await office.updateUser(author.id, { status: 'active' }, T);
      const other = { id: randomUUID(), name: 'Other', email: 'other@filingbridge.in' };
      const by = { id: author.id, name: author.name, email: author.email };
      expect(await content.authorNow(author.id)).toEqual({ status: 'active', role: 'publisher' });
      expect(await content.authorNow(randomUUID())).toBeNull();
      expect(await content.authorNow('not-a-user-id')).toBeNull();
      const entry = (at: number, who: typeof by) => ({
        drafts: [{ file: 'pages/gst.json', data: '{}', baseBlob: null }],
        message: 'm',
        publishAt: at,
        createdBy: who,
        createdAt: T,
      });
      const [later, sooner, running, others] = [
        await content.schedulePublish(entry(T + 20_000, by)),
        await content.schedulePublish(entry(T + 10_000, by)),
        await content.schedulePublish(entry(T + 1, by)),
        await content.schedulePublish(entry(T + 5_000, other)),
      ];
      expect((await content.claimDueSchedule(T + 2))!.id).toBe(running.id);
      const ended = await content.failWaitingSchedulesOf(author.id, 'Cancelled: Meera’s account is disabled.', T + 3);
      expect(ended.map((e) => e.id)).toEqual([sooner.id, later.id]);
      const byId = new Map((await content.listScheduled()).map((e) => [e.id, e]));
      expect(byId.get(sooner.id)).toMatchObject({ status: 'failed', result: 'Cancelled: Meera’s account is disabled.', finishedAt: T + 3 });
      expect(byId.get(running.id)!.status).toBe('running');
      expect(byId.get(others.id)!.status).toBe('waiting');
      expect(await content.failWaitingSchedulesOf(author.id, 'again', T + 4)).toEqual([]);
      await office.updateUser(author.id, { status: 'disabled', role: 'editor' }, T + 5);
      expect(await content.authorNow(author.id)).toEqual({ status: 'disabled', role: 'editor' });
    });

    it('keeps recovery codes as given (hashes), each used once, even by two requests at once; and a second-factor reset until it is done', async () => {
      const user = await office.createUser({ email: 'recovery@filingbridge.in', name: 'R', role: 'editor' }, T);
      expect(await office.recoveryCodesLeft(user.id)).toBe(0);
      await office.replaceRecoveryCodes(user.id, ['h1', 'h2', 'h3'], T);
      expect(await office.recoveryCodesLeft(user.id)).toBe(3);
      expect((await Promise.all([office.spendRecoveryCode(user.id, 'h2', T + 1), office.spendRecoveryCode(user.id, 'h2', T + 1)])).sort()).toEqual([false, true]);
      expect(await office.spendRecoveryCode(user.id, 'h2', T + 2)).toBe(false);
      expect(await office.spendRecoveryCode(user.id, 'nope', T + 2)).toBe(false);
      expect(await office.recoveryCodesLeft(user.id)).toBe(2);
      await office.replaceRecoveryCodes(user.id, ['h4'], T + 3);
      expect(await office.spendRecoveryCode(user.id, 'h1', T + 4)).toBe(false);
      expect(await office.recoveryCodesLeft(user.id)).toBe(1);
      await office.replaceRecoveryCodes(user.id, [], T + 5);
      expect(await office.recoveryCodesLeft(user.id)).toBe(0);
      expect(await office.secondFactorSetupRequired(user.id)).toBe(false);
      await office.setSecondFactorSetupRequired(user.id, true, T);
      await office.setSecondFactorSetupRequired(user.id, true, T + 1);
      expect(await office.secondFactorSetupRequired(user.id)).toBe(true);
      await office.setSecondFactorSetupRequired(user.id, false, T + 2);
      expect(await office.secondFactorSetupRequired(user.id)).toBe(false);
    });

    it('appends to the audit log and refuses to change or delete it', async () => {
      await office.appendAudit({ at: T, actorId: null, actor: 'command line', action: 'user.invited', target: 'a@b.in', detail: { role: 'sales' }, ip: null });
      await office.appendAudit({ at: T + 1, actorId: null, actor: 'anonymous', action: 'sign-in.failed', target: 'a@b.in', detail: null, ip: '203.0.113.9' });
      const { entries, total } = await office.listAudit({ offset: 0, limit: 10 });
      expect(total).toBe(2);
      expect(entries.map((e) => [e.action, e.actor, e.detail, e.ip])).toEqual([
        ['sign-in.failed', 'anonymous', null, '203.0.113.9'],
        ['user.invited', 'command line', { role: 'sales' }, null],
      ]);
      expect((await office.listAudit({ offset: 0, limit: 10, action: 'user.invited' })).total).toBe(1);
      await expect(h.raw("UPDATE audit_log SET actor = 'someone else'")).rejects.toThrow(/append-only/);
      await expect(h.raw('DELETE FROM audit_log')).rejects.toThrow(/append-only/);
      expect((await office.listAudit({ offset: 0, limit: 10 })).total).toBe(2);
    });

    it('lists the inbox newest first, paged, searched and filtered; records changes with who and when; erases with history', async () => {
      const save = async (form: string, payload: Record<string, unknown>, at: string, page?: string) => {
        const { id } = await leads.save(newLead({ form, payload, page }));
        await h.age(id, at);
        return id;
      };
      const a = await save(
        'partnership-request',
        { firstName: 'Asha', lastName: 'Rao', email: 'asha@rao.in', company: 'Rao Exports', phone: '+91 98765 43210' },
        '2026-03-31T18:29:00.000Z',
        '/about',
      );
      const b = await save(
        'service-enquiry',
        { service: 'GST Registration', name: 'Vikram Iyer', email: 'vik@iyer.in', phone: '080 4000 1234' },
        '2026-03-31T18:31:00.000Z',
        '/gst',
      );
      const c = await save('service-enquiry', { service: 'Trademark Registration', name: '50%_off Traders', email: 'c@t.in' }, '2026-04-02T10:00:00.000Z');
      const ids = async (filter: Parameters<BackOfficeStore['listInbox']>[0], offset = 0, limit = 10) => (await office.listInbox(filter, { offset, limit })).leads.map((l) => l.id);
      expect(await ids({})).toEqual([c, b, a]);
      expect(await ids({}, 1, 1)).toEqual([b]);
      expect((await office.listInbox({}, { offset: 0, limit: 1 })).total).toBe(3);
      expect(await ids({ q: 'RAO' })).toEqual([a]);
      expect(await ids({ q: 'rao exports' })).toEqual([a]);
      expect(await ids({ q: '98765 43210' })).toEqual([a]);
      expect(await ids({ q: '9876543210' })).toEqual([a]);
      expect(await ids({ q: 'vik@iyer' })).toEqual([b]);
      expect(await ids({ q: '50%_' })).toEqual([c]);
      expect(await ids({ q: '%' })).toEqual([c]);
      expect(await ids({ form: 'service-enquiry' })).toEqual([c, b]);
      expect(await ids({ service: 'GST Registration' })).toEqual([b]);
      expect(await ids({ from: '2026-03-31T18:30:00.000Z', to: '2026-04-01T18:30:00.000Z' })).toEqual([b]);
      expect(await office.inboxChoices()).toEqual({ forms: ['partnership-request', 'service-enquiry'], services: ['GST Registration', 'Trademark Registration'] });
      expect(await office.inboxLead(a)).toMatchObject({ id: a, status: 'new', assignee: null, page: '/about', payload: { company: 'Rao Exports' } });

      const u = (await office.userByEmail('asha@filingbridge.in'))!;
      expect(await office.updateLead(b, { status: 'contacted', assignee: u.id }, { id: u.id, name: u.email }, T)).toBe(true);
      expect(await office.updateLead(b, { status: 'contacted' }, actor, T + 1)).toBe(true); // no change, nothing recorded
      expect(await office.addLeadNote(b, 'Called; wants the Assured plan.', actor, T + 2)).toBe(true);
      expect(await office.updateLead(randomUUID(), { status: 'won' }, actor, T)).toBe(false);
      expect((await office.leadEvents(b)).map((e) => [e.kind, e.from, e.to, e.actorName, e.at])).toEqual([
        ['status', 'new', 'contacted', 'asha@filingbridge.in', T],
        ['assignee', null, u.id, 'asha@filingbridge.in', T],
        ['note', null, 'Called; wants the Assured plan.', 'asha@filingbridge.in', T + 2],
      ]);
      expect(await ids({ status: 'contacted' })).toEqual([b]);
      expect(await ids({ assignee: u.id })).toEqual([b]);
      // "Suspected spam" cleared by sales: the mark goes, the lead and its history stay.
      const { id: spam } = await leads.save(newLead({ form: 'partnership-request', payload: { firstName: 'Quick', lastName: 'Typist', email: 'q@t.in' }, suspectedSpam: true }));
      expect((await office.inboxLead(spam))?.suspectedSpam).toBe(true);
      expect(await office.updateLead(spam, { notSpam: true }, actor, T + 3)).toBe(true);
      expect((await office.inboxLead(spam))?.suspectedSpam).toBe(false);
      expect(await office.leadEvents(spam)).toEqual([]);
      await office.eraseLeads([spam]);
      expect(await ids({ assignee: 'none' })).toEqual([c, a]);

      expect(await h.count('mail_outbox')).toBe(3);
      const erased = await leads.eraseByEmail('vik@iyer.in');
      expect(erased.leads.map((l) => l.id)).toEqual([b]);
      expect(await ids({ q: 'vik@iyer' })).toEqual([]);
      expect(await office.leadEvents(b)).toEqual([]);
      expect(await h.count('lead_events')).toBe(0);
      expect(await h.count('mail_outbox')).toBe(2);
      expect(await office.eraseLeads([c, 'nonsense'])).toBe(1);
      expect(await ids({})).toEqual([a]);
    });
  });
}
