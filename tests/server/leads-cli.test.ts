import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execFile } from 'node:child_process';
import { readFileSync, rmSync, statSync } from 'node:fs';
import { DatabaseSync } from 'node:sqlite';
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
  ids.push(
    store.save({
      ...base,
      form: 'partnership-request',
      suspectedSpam: false,
      language: 'hi',
      payload: { firstName: 'Asha', lastName: 'Raman', company: 'Raman, "Textiles"', email: 'asha@example.in', phone: '+91 98765 43210' },
    }).id,
  );
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
      {
        id: ids[1],
        form: 'newsletter-signup',
        payload: { email: 'bot@example.in' },
        createdAt: '2025-03-05T08:00:00.000Z',
        suspectedSpam: true,
        fillMs: 5000,
        page: null,
        language: null,
        payment: null,
      },
    ]);
  });

  it('export --format csv quotes every field and neutralises a leading + (OWASP)', async () => {
    const { stdout } = await leads('export', '--format', 'csv');
    expect(stdout.split('\r\n')).toEqual([
      '"id","created_at","form","suspected_spam","fill_ms","language","amount_quoted_inr","paid","payment","utr","paid_at","firstName","lastName","company","email","phone"',
      `"${ids[0]}","2025-03-01T08:00:00.000Z","partnership-request","no","5000","hi","","","","","","Asha","Raman","Raman, ""Textiles""","asha@example.in","'+91 98765 43210"`,
      `"${ids[1]}","2025-03-05T08:00:00.000Z","newsletter-signup","yes","5000","","","","","","","","","","bot@example.in",""`,
      '',
    ]);
  });

  it('explains a bad option and exits 1', async () => {
    await expect(leads('export', '--format', 'xml')).rejects.toMatchObject({ code: 1, stderr: expect.stringContaining('export needs --format csv or --format json.') });
    await expect(leads('list', '--since', 'yesterday')).rejects.toMatchObject({ stderr: expect.stringContaining('--since "yesterday" is not a date.') });
  });
});

describe("npm run leads -- export: a quote's payment (issue 40)", () => {
  let dir: string;
  const quote: Record<string, string> = {};
  const cli = (...args: string[]) =>
    run(join(process.cwd(), 'node_modules/.bin/node'), ['--import', 'tsx', 'server/cli/leads.ts', ...args], { env: { ...process.env, DATA_DIR: dir } });
  const PAID_AT = Date.UTC(2026, 10, 20, 6, 30);

  beforeAll(() => {
    dir = tempDir('leads-cli-quotes-');
    const db = openDatabase(dir);
    const store = createLeadStore(db, { outbox: false });
    const base = { ip: '1.2.3.4', fillMs: 5000, idempotencyKey: undefined, suspectedSpam: false, form: 'quote-request' };
    const payload = (reference: string, extra: Record<string, unknown>) => ({
      name: 'Meera',
      phone: '+91 98765 43210',
      quote: 'i=gst-registration.basic',
      reference,
      items: '1. GST Registration — Basic: ₹2,359 in all',
      ...extra,
    });
    quote.paid = store.save({ ...base, payload: payload('Q-7K4M-2PXR', { total: '₹2,359 in all', payable: 2359 }) }).id;
    quote.claimed = store.save({ ...base, payload: payload('Q-8M5N-3QYS', { total: '₹2,359 in all', payable: 2359 }) }).id;
    quote.awaiting = store.save({ ...base, payload: payload('Q-9N6P-4RZT', { total: '₹7,080 in all', payable: 7080 }) }).id;
    quote.onRequest = store.save({ ...base, payload: payload('Q-2P7Q-5S2V', { total: 'our fee for one service, quoted within 24 hours' }) }).id;
    // The visitor gave a UTR for two; sales saw one of them in the bank (the audit log records when).
    db.prepare(`UPDATE leads SET payment = 'claimed', utr = ? WHERE id = ?`).run('412345678901', quote.claimed);
    db.prepare(`UPDATE leads SET payment = 'received', utr = ? WHERE id = ?`).run('498765432109', quote.paid);
    db.prepare(`INSERT INTO audit_log (at, actor, action, target) VALUES (?, 'sales@filingbridge.in', 'lead.payment-received', ?)`).run(PAID_AT, quote.paid);
    db.close();
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('CSV: amount quoted, paid or not, the payment state, the UTR and when it was marked received', async () => {
    const { stdout } = await cli('export', '--format', 'csv');
    const [header, ...rows] = stdout.split('\r\n').map((line) => line.split('","').map((cell) => cell.replace(/^"|"$/g, '')));
    const column = (name: string) => header!.indexOf(name);
    const cells = (id: string) => {
      const row = rows.find((r) => r[0] === id)!;
      return ['amount_quoted_inr', 'paid', 'payment', 'utr', 'paid_at'].map((name) => row[column(name)]);
    };
    expect(header!.slice(0, 11)).toEqual(['id', 'created_at', 'form', 'suspected_spam', 'fill_ms', 'language', 'amount_quoted_inr', 'paid', 'payment', 'utr', 'paid_at']);
    expect(cells(quote.paid!)).toEqual(['2359', 'yes', 'received', '498765432109', '2026-11-20T06:30:00.000Z']);
    expect(cells(quote.claimed!)).toEqual(['2359', 'no', 'claimed', '412345678901', '']);
    expect(cells(quote.awaiting!)).toEqual(['7080', 'no', 'awaiting', '', '']);
    // No single figure, nothing to pay by UPI: the payment columns stay empty (its words are in "total").
    expect(cells(quote.onRequest!)).toEqual(['', '', '', '', '']);
    expect(rows.find((r) => r[0] === quote.onRequest)![column('total')]).toBe('our fee for one service, quoted within 24 hours');
  });

  it('JSON: each lead carries its payment (null for a lead with nothing to pay)', async () => {
    const { stdout } = await cli('export', '--format', 'json');
    const byId = new Map((JSON.parse(stdout) as { id: string; payment: unknown }[]).map((lead) => [lead.id, lead.payment]));
    expect(byId.get(quote.paid!)).toEqual({ amountQuoted: 2359, paid: true, state: 'received', utr: '498765432109', paidAt: '2026-11-20T06:30:00.000Z' });
    expect(byId.get(quote.claimed!)).toEqual({ amountQuoted: 2359, paid: false, state: 'claimed', utr: '412345678901', paidAt: null });
    expect(byId.get(quote.awaiting!)).toEqual({ amountQuoted: 7080, paid: false, state: 'awaiting', utr: null, paidAt: null });
    expect(byId.get(quote.onRequest!)).toBeNull();
  });
});

describe('export formatting', () => {
  it('neutralises spreadsheet formulas, also after leading spaces and line breaks, and quotes every field', () => {
    const csv = toCsv([
      {
        id: 'x',
        form: 'contact-message',
        createdAt: 't',
        suspectedSpam: false,
        fillMs: null,
        page: null,
        language: null,
        payload: {
          subject: '=HYPERLINK("http://evil")',
          message: '\n=1+1',
          company: '-2+3',
          phone: '+1 (2)-3',
          firstName: '  @SUM(A1)',
          lastName: '\t=x',
          email: 'a=b@example.in',
        },
      },
    ]);
    expect(csv.split('\r\n')[1]).toBe(`"x","t","contact-message","no","","","'=HYPERLINK(""http://evil"")","'\n=1+1","'-2+3","'+1 (2)-3","'  @SUM(A1)","'\t=x","a=b@example.in"`);
  });

  it('reads dates as UTC midnight or as given', () => {
    expect(parseSince('2025-04-01')).toBe('2025-04-01T00:00:00.000Z');
    expect(parseSince('2025-04-01T09:30:00+05:30')).toBe('2025-04-01T04:00:00.000Z');
    expect(parseSince('01/04/2025')).toBeUndefined();
    expect(parseSince('2025-13-45')).toBeUndefined();
  });
});

describe('npm run leads: privacy operations and hostile stored text', () => {
  let dir: string;
  const stored: Record<string, string> = {};
  const cli = (...args: string[]) =>
    run(join(process.cwd(), 'node_modules/.bin/node'), ['--import', 'tsx', 'server/cli/leads.ts', ...args], { env: { ...process.env, DATA_DIR: dir } });

  beforeAll(() => {
    dir = tempDir('leads-cli-privacy-');
    const db = openDatabase(dir);
    const store = createLeadStore(db, { outbox: true });
    const base = { ip: '1.2.3.4', fillMs: 5000, idempotencyKey: undefined, suspectedSpam: false };
    // Stored before validation refused such text (or written by an older version): printing must still be safe.
    stored.forged = store.save({
      ...base,
      form: 'contact-message',
      payload: { email: 'x@example.in', subject: 'X\u001b[2K\r2025-01-01  forged lead \u202Eevil', message: 'hi' },
    }).id;
    stored.asha1 = store.save({ ...base, form: 'newsletter-signup', payload: { email: 'Asha@Example.in' } }).id;
    stored.asha2 = store.save({ ...base, form: 'contact-message', payload: { email: 'asha@example.in', subject: 'Refund', message: 'Please call' } }).id;
    stored.old = store.save({ ...base, form: 'newsletter-signup', payload: { email: 'old@example.in' } }).id;
    db.prepare('UPDATE leads SET created_at = ? WHERE id = ?').run(new Date(Date.now() - 200 * 86_400_000).toISOString(), stored.old);
    db.close();
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('list never prints a control or bidi character raw', async () => {
    const { stdout } = await cli('list');
    expect(stdout).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u202a-\u202e]/);
    expect(stdout).toContain('x@example.in · X\\x1b[2K\\r2025-01-01  forged lead \\u202eevil');
  });

  it('export --format csv prints no control or bidi character raw', async () => {
    const { stdout } = await cli('export', '--format', 'csv');
    expect(stdout).not.toMatch(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u202a-\u202e]|\r(?!\n)/);
    expect(stdout).toContain('"X\\x1b[2K\\r2025-01-01  forged lead \\u202eevil"');
  });

  it('export --format json writes bidi controls as escapes and --out creates a 0600 file', async () => {
    const out = join(dir, 'export.json');
    await cli('export', '--format', 'json', '--out', out);
    const text = readFileSync(out, 'utf8');
    expect(text).toContain('forged lead \\u202eevil');
    expect(text).not.toContain('\u202e');
    expect((JSON.parse(text) as { payload: { subject: string } }[])[1]!.payload.subject).toBe('X\u001b[2K\r2025-01-01  forged lead \u202Eevil');
    expect(statSync(out).mode & 0o777).toBe(0o600);
  });

  it('find --email lists every lead of that address (any case) with all fields', async () => {
    const { stdout } = await cli('find', '--email', 'ASHA@example.IN');
    const lines = stdout.trim().split('\n');
    expect(lines[0]).toMatch(new RegExp(`^\\S+  ${stored.asha1}  newsletter-signup$`));
    expect(lines[1]).toBe('  email: Asha@Example.in');
    expect(lines[2]).toMatch(new RegExp(`^\\S+  ${stored.asha2}  contact-message$`));
    expect(lines.slice(3)).toEqual(['  email: asha@example.in', '  subject: Refund', '  message: Please call', '2 leads with the e-mail address ASHA@example.IN.']);
  });

  it('erase --email removes the leads and their webhook queue entries, and says what it erased', async () => {
    const { stdout } = await cli('erase', '--email', 'asha@example.in');
    expect(stdout).toContain(`erased `);
    expect(stdout).toContain(stored.asha1);
    expect(stdout).toContain(stored.asha2);
    expect(stdout.trim().split('\n').at(-1)).toBe(
      'Erased 2 leads with the e-mail address asha@example.in and 2 webhook queue entries. A restored backup erases them again (erasure log); earlier exports and the webhook receiver keep their copies.',
    );
    const db = new DatabaseSync(join(dir, 'leads.db'));
    try {
      expect(db.prepare(`SELECT count(*) AS n FROM leads WHERE payload LIKE '%asha%' COLLATE NOCASE`).get()).toEqual({ n: 0 });
      expect(db.prepare('SELECT count(*) AS n FROM outbox').get()).toEqual({ n: 2 });
    } finally {
      db.close();
    }
    expect((await cli('find', '--email', 'asha@example.in')).stdout).toBe('0 leads with the e-mail address asha@example.in.\n');
    // The erasure log (beside leads.db by default): the address's and the two leads' keyed hashes, nothing readable.
    const log = readFileSync(join(dir, 'erasures.jsonl'), 'utf8').trim().split('\n');
    expect(log).toHaveLength(3);
    for (const line of log) expect(Object.keys(JSON.parse(line))).toEqual(['at', 'hash']);
    expect(log.join('\n')).not.toMatch(new RegExp(`asha|example|${stored.asha1}`, 'i'));
  });

  it('purge --older-than deletes old leads only', async () => {
    const { stdout } = await cli('purge', '--older-than', '180d');
    expect(stdout).toMatch(/^Deleted 1 lead created before \S+ \(older than 180 days\)\.\n$/);
    expect((await cli('list')).stdout).not.toContain(stored.old);
    await expect(cli('purge', '--older-than', 'soon')).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('purge needs --older-than AGE, a number of days (180d), weeks (26w) or 30-day months (6m).'),
    });
  });
});
