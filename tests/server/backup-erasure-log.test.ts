// The erasure log (issue 43): keyed hashes only, matched in any case and spacing of the address, its key
// kept beside it (or ERASURE_KEY), a damaged line refused in words; and an erasure whose log cannot be
// written is refused with 503 in words, erasing nothing.
import { readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import { ErasureLog, ErasureLogError, erasureLogOf } from '../../server/erasure-log.ts';
import { loadBackupConfig } from '../../backup/config.ts';
import { startBackups } from '../../backup/schedule.ts';
import { loadConfig } from '../../server/config.ts';
import { openSqliteStore } from '../../server/db/sqlite-store.ts';
import { adminApp, call, seedUser, signIn } from './admin-helpers.ts';
import { newLead, postJson, tempDir, VALID_PARTNERSHIP } from './helpers.ts';

const dir = tempDir('erasure-log-');
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the erasure log', () => {
  it('holds keyed hashes only, and knows an erased address in any case and an erased lead id', () => {
    const log = new ErasureLog(join(dir, 'one/erasures.jsonl'));
    log.record({ email: 'Meera.Iyer@Example.in', leadIds: ['5f1c7a4e-0000-4000-8000-000000000001'] }, new Date('2026-11-25T10:00:00Z'));
    const text = readFileSync(log.path, 'utf8');
    expect(text).not.toMatch(/meera|example|5f1c7a4e/i);
    expect(
      text
        .trim()
        .split('\n')
        .map((line) => Object.keys(JSON.parse(line))),
    ).toEqual([
      ['at', 'hash'],
      ['at', 'hash'],
    ]);
    expect(JSON.parse(text.split('\n')[0]!).at).toBe('2026-11-25T10:00:00.000Z');
    expect(statSync(log.path).mode & 0o777).toBe(0o600);
    expect(statSync(log.keyPath).mode & 0o777).toBe(0o600);
    const erased = log.matcher();
    const before = '2026-11-24T09:00:00.000Z';
    expect(erased.lead({ id: 'another', email: ' meera.iyer@EXAMPLE.IN ', createdAt: before })).toBe(true);
    expect(erased.lead({ id: 'another', email: 'meera@example.in', createdAt: before })).toBe(false);
    expect(erased.lead({ id: '5f1c7a4e-0000-4000-8000-000000000001', email: '', createdAt: before })).toBe(true);
    expect(erased.lead({ id: '5f1c7a4e-0000-4000-8000-000000000002', email: '', createdAt: before })).toBe(false);
    // She wrote again after she was erased: that new lead is hers to keep.
    expect(erased.lead({ id: 'later', email: 'meera.iyer@example.in', createdAt: '2026-11-26T09:00:00.000Z' })).toBe(false);
    // Another key cannot match it.
    expect(new ErasureLog(log.path, 'x'.repeat(40)).matcher().lead({ id: 'another', email: 'meera.iyer@example.in', createdAt: before })).toBe(false);
  });

  it('without its key, or with a damaged line, is refused in words', () => {
    const log = new ErasureLog(join(dir, 'two/erasures.jsonl'));
    log.record({ email: 'a@example.in', leadIds: [] });
    rmSync(log.keyPath);
    expect(() => log.matcher()).toThrow(
      new ErasureLogError(`The erasure log's key ${log.keyPath} is missing: without it the log cannot be matched. Put the key file back, or set ERASURE_KEY.`),
    );
    writeFileSync(log.path, 'not json\n');
    expect(() => log.matcher()).toThrow(new ErasureLogError(`The erasure log ${log.path} is damaged at line 1.`));
  });
});

describe('erasing through the back office', () => {
  it('is refused with 503, erasing nothing, when the erasure log cannot be written', async () => {
    const t = await adminApp();
    try {
      await seedUser(t.office, t.clock, { email: 'sales@filingbridge.in', role: 'sales' });
      const sales = await signIn(t.app, 'sales@filingbridge.in');
      const lead = (await postJson(t.app, '/api/partnership', VALID_PARTNERSHIP, { 'x-form-elapsed-ms': '9000' })).json<{ id: string }>().id;
      // The log's folder cannot be made: a file stands where it should be (refused even to root).
      const blocked = join(dir, 'blocked');
      writeFileSync(blocked, 'a file, not a folder');
      process.env.ERASURE_LOG = join(blocked, 'erasures.jsonl');
      try {
        const res = await call(t.app, sales, 'POST', `/admin/api/leads/${lead}/erase`, { confirm: true });
        expect(res.statusCode).toBe(503);
        expect(res.json()).toEqual({
          error: 'erasure_log_unavailable',
          message: 'Nothing was erased: the erasure log, which keeps erased people out of restored backups, could not be written. Tell the administrator.',
        });
      } finally {
        delete process.env.ERASURE_LOG;
      }
      expect((await t.store.findByEmail(VALID_PARTNERSHIP.email)).map((l) => l.id)).toEqual([lead]);
    } finally {
      await t.cleanup();
    }
  });
});

describe('at the server’s start', () => {
  it('erases again what the log names when the store was put back from an older copy, once; a later lead of the person stays', async () => {
    const data = join(dir, 'start');
    const store = openSqliteStore(data, { outbox: false });
    try {
      const old = (await store.save(newLead({ payload: { email: 'Priya@example.in' } }))).id;
      await store.save(newLead({ payload: { email: 'someone@example.in' } }));
      // Priya was erased after this copy was taken: the log says so, the copy still holds her.
      const log = erasureLogOf(data, {});
      log.record({ email: 'priya@example.in', leadIds: [old] }, new Date(Date.now() + 1000));
      const config = loadConfig({ DATA_DIR: data });
      const backups = loadBackupConfig({}, data);
      const silent = { info() {}, warn() {}, error() {} } as unknown as FastifyBaseLogger;
      expect(await startBackups(config, backups, store, silent)).toBeUndefined();
      expect((await store.list()).map((l) => l.payload.email)).toEqual(['someone@example.in']);
      // She writes again; the next start has seen the whole log and reads no lead.
      await new Promise((resolve) => setTimeout(resolve, 1100));
      await store.save(newLead({ payload: { email: 'priya@example.in' } }));
      await startBackups(config, backups, store, silent);
      expect((await store.list()).map((l) => l.payload.email)).toEqual(['someone@example.in', 'priya@example.in']);
    } finally {
      await store.close();
    }
  });
});
