import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execFile } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { openDatabase } from '../../server/db/database.ts';
import { createLeadStore } from '../../server/db/leads.ts';
import { parseSince, toCsv } from '../../server/cli/export-format.ts';
import { tempDir } from './helpers.ts';

const run = promisify(execFile);
let dataDir: string;
const ids: string[] = [];

beforeAll(() => {
  dataDir = tempDir('leads-cli-');
  const db = openDatabase(dataDir);
  const store = createLeadStore(db, { outbox: false });
  const base = { ip: '1.2.3.4', fillMs: 5000, idempotencyKey: undefined };
  ids.push(store.save({ ...base, form: 'partnership-request', suspectedSpam: false, payload: { firstName: 'Asha', lastName: 'Raman', company: 'Raman, "Textiles"', email: 'asha@example.in', phone: '+91 98765 43210' } }).id);
  ids.push(store.save({ ...base, form: 'newsletter-signup', suspectedSpam: true, payload: { email: 'bot@example.in' } }).id);
  db.prepare('UPDATE leads SET created_at = ? WHERE id = ?').run('2025-03-01T08:00:00.000Z', ids[0]!);
  db.prepare('UPDATE leads SET created_at = ? WHERE id = ?').run('2025-03-05T08:00:00.000Z', ids[1]!);
  db.close();
});
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const leads = (...args: string[]) =>
  run(join(process.cwd(), 'node_modules/.bin/node'), ['--import', 'tsx', 'server/cli/leads.ts', ...args], { env: { ...process.env, DATA_DIR: dataDir } });

describe('npm run leads', () => {
  it('list shows every lead, oldest first, with a count', async () => {
    const { stdout } = await leads('list');
    expect(stdout).toBe(
      `2025-03-01T08:00:00.000Z  ${ids[0]}  partnership-request  Asha Raman · asha@example.in · Raman, "Textiles"\n` +
        `2025-03-05T08:00:00.000Z  ${ids[1]}  newsletter-signup    SPAM? bot@example.in\n` +
        '2 leads.\n',
    );
  });

  it('export --format json --since filters by date', async () => {
    const { stdout } = await leads('export', '--format', 'json', '--since', '2025-03-02');
    expect(JSON.parse(stdout)).toEqual([
      { id: ids[1], form: 'newsletter-signup', payload: { email: 'bot@example.in' }, createdAt: '2025-03-05T08:00:00.000Z', suspectedSpam: true, fillMs: 5000 },
    ]);
  });

  it('export --format csv quotes text and keeps phone numbers readable', async () => {
    const { stdout } = await leads('export', '--format', 'csv');
    expect(stdout.split('\r\n')).toEqual([
      'id,created_at,form,suspected_spam,fill_ms,firstName,lastName,company,email,phone',
      `${ids[0]},2025-03-01T08:00:00.000Z,partnership-request,no,5000,Asha,Raman,"Raman, ""Textiles""",asha@example.in,+91 98765 43210`,
      `${ids[1]},2025-03-05T08:00:00.000Z,newsletter-signup,yes,5000,,,,bot@example.in,`,
      '',
    ]);
  });

  it('explains a bad option and exits 1', async () => {
    await expect(leads('export', '--format', 'xml')).rejects.toMatchObject({ code: 1, stderr: expect.stringContaining('export needs --format csv or --format json.') });
    await expect(leads('list', '--since', 'yesterday')).rejects.toMatchObject({ stderr: expect.stringContaining('--since "yesterday" is not a date.') });
  });
});

describe('export formatting', () => {
  it('neutralises spreadsheet formulas', () => {
    const csv = toCsv([{ id: 'x', form: 'contact-message', createdAt: 't', suspectedSpam: false, fillMs: null, payload: { subject: '=HYPERLINK("http://evil")', message: '-2+3', phone: '-' } }]);
    expect(csv.split('\r\n')[1]).toBe(`x,t,contact-message,no,,"'=HYPERLINK(""http://evil"")",'-2+3,-`);
  });

  it('reads dates as UTC midnight or as given', () => {
    expect(parseSince('2025-04-01')).toBe('2025-04-01T00:00:00.000Z');
    expect(parseSince('2025-04-01T09:30:00+05:30')).toBe('2025-04-01T04:00:00.000Z');
    expect(parseSince('01/04/2025')).toBeUndefined();
    expect(parseSince('2025-13-45')).toBeUndefined();
  });
});
