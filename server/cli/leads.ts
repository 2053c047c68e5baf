// Operator commands over the lead store (SQLite in DATA_DIR, or PostgreSQL when DATABASE_URL is set:
// the same store the server writes).
//
//   npm run leads -- list [--since DATE] [--form NAME] [--limit N]
//   npm run --silent leads -- export --format csv|json [--since DATE] [--form NAME] [--out FILE]
//   npm run leads -- find --email ADDRESS
//   npm run leads -- erase --email ADDRESS
//   npm run leads -- purge --older-than AGE
//   npm run leads -- copy --from sqlite:PATH [--to postgres://…]
//
// DATE is YYYY-MM-DD (midnight UTC) or a full ISO date-time. Without --out the export goes to
// standard output, so use `npm run --silent` to keep npm's own lines out of the file. Text that
// people typed is never printed raw: control and bidi characters are shown as escapes.
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfigOr, type ServerConfig } from '../config.ts';
import { DATABASE_FILE } from '../db/database.ts';
import { openStore } from '../db/open-store.ts';
import { parseAge, StoreStartError, StoreUnavailableError, type LeadStore, type StoredLead } from '../db/store.ts';
import { FORM_NAMES } from '../../engine/forms.ts';
import { escapeForTerminal } from '../../engine/text-rules.ts';
import { exportPayment, parseSince, paymentColumns, toCsv, toJson } from './export-format.ts';
import { copySqliteToPostgres, sqliteSourcePath } from '../db/copy.ts';
import { describeUrl } from '../db/postgres-store.ts';
import { erasuresFor } from '../erasures.ts';

const USAGE = `Usage:
  npm run leads -- list [--since DATE] [--form NAME] [--limit N]
  npm run --silent leads -- export --format csv|json [--since DATE] [--form NAME] [--out FILE]
  npm run leads -- find --email ADDRESS       every lead with this e-mail address, all fields
  npm run leads -- erase --email ADDRESS      delete them (and their webhook queue entries)
  npm run leads -- purge --older-than AGE     delete every lead older than AGE (180d, 26w, 6m)
  npm run leads -- copy --from sqlite:PATH [--to postgres://…]
                                              copy a SQLite store's leads into PostgreSQL (default --to: DATABASE_URL);
                                              skips leads already there, so it can be run again

DATE: YYYY-MM-DD (midnight UTC) or an ISO date-time such as 2025-04-01T09:30:00+05:30.
NAME: ${FORM_NAMES.join(', ')}.`;

const COMMANDS = ['list', 'export', 'find', 'erase', 'purge', 'copy'] as const;

function fail(message: string): never {
  console.error(`${message}\n\n${USAGE}`);
  process.exit(1);
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

function summary(lead: StoredLead): string {
  const p = lead.payload as Record<string, string | undefined>;
  const name = [p.firstName, p.lastName].filter(Boolean).join(' ') || p.fullName || p.name || '';
  const contact = p.email || p.phone || '';
  return escapeForTerminal([name, contact, p.company ?? p.subject ?? p.service ?? ''].filter(Boolean).join(' · '));
}

function details(lead: StoredLead): string {
  const lines = [`${lead.createdAt}  ${lead.id}  ${lead.form}${lead.language ? `  language: ${lead.language}` : ''}${lead.suspectedSpam ? '  SPAM?' : ''}`];
  for (const [field, value] of Object.entries(lead.payload)) {
    lines.push(`  ${escapeForTerminal(field)}: ${escapeForTerminal(typeof value === 'string' ? value : JSON.stringify(value))}`);
  }
  return lines.join('\n');
}

async function main() {
  const { values, positionals } = (() => {
    try {
      return parseArgs({
        allowPositionals: true,
        options: {
          since: { type: 'string' },
          form: { type: 'string' },
          limit: { type: 'string' },
          format: { type: 'string' },
          out: { type: 'string' },
          email: { type: 'string' },
          'older-than': { type: 'string' },
          from: { type: 'string' },
          to: { type: 'string' },
          help: { type: 'boolean', short: 'h' },
        },
      });
    } catch (error) {
      return fail(error instanceof Error ? error.message : String(error));
    }
  })();
  const command = positionals[0] as (typeof COMMANDS)[number] | undefined;
  if (values.help || !command) {
    console.log(USAGE);
    return;
  }
  if (!COMMANDS.includes(command)) fail(`Unknown command "${command}".`);
  const since = values.since === undefined ? undefined : (parseSince(values.since) ?? fail(`--since "${values.since}" is not a date.`));
  if (values.form !== undefined && !(FORM_NAMES as string[]).includes(values.form)) fail(`--form "${values.form}" is not a form name.`);
  const limit = values.limit === undefined ? undefined : /^\d+$/.test(values.limit) ? Number(values.limit) : fail('--limit must be a whole number.');
  if ((command === 'find' || command === 'erase') && !values.email?.includes('@')) fail(`${command} needs --email ADDRESS.`);
  const olderThanDays =
    command === 'purge' ? (parseAge(values['older-than'] ?? '') ?? fail('purge needs --older-than AGE, a number of days (180d), weeks (26w) or 30-day months (6m).')) : undefined;

  const config = loadConfigOr(fail);
  if (command === 'copy') return copy(config);
  if (config.databaseUrl === undefined && !existsSync(join(config.dataDir, DATABASE_FILE))) {
    console.error(`No leads yet: ${join(config.dataDir, DATABASE_FILE)} does not exist (is DATA_DIR right?).`);
    process.exit(1);
  }
  let store: LeadStore;
  try {
    store = await openStore(config, { outbox: false });
  } catch (error) {
    if (error instanceof StoreStartError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  try {
    await run(store);
  } catch (error) {
    if (error instanceof StoreUnavailableError) {
      console.error(`The lead store cannot be written: ${error.message}.`);
      process.exitCode = 1;
    } else throw error;
  } finally {
    await store.close();
  }

  async function run(store: LeadStore) {
    switch (command) {
      case 'list': {
        if (values.format !== undefined || values.out !== undefined) fail('list takes no --format or --out; use export.');
        const leads = await store.list({ since, form: values.form, limit });
        for (const lead of leads) {
          console.log(`${lead.createdAt}  ${lead.id}  ${lead.form.padEnd(19)}  ${lead.suspectedSpam ? 'SPAM? ' : ''}${summary(lead)}`);
        }
        console.log(`${plural(leads.length, 'lead')}${since ? ` since ${since}` : ''}.`);
        return;
      }
      case 'export': {
        if (values.format !== 'csv' && values.format !== 'json') fail('export needs --format csv or --format json.');
        const leads = await store.list({ since, form: values.form, limit });
        // A quote's payment (amount quoted, paid or not, UTR, when it was marked received) beside its fields.
        const payments = await store.quotePayments(leads.filter((l) => l.form === 'quote-request').map((l) => l.id));
        const text = values.format === 'csv' ? toCsv(leads, paymentColumns(payments)) : toJson(leads.map((lead) => ({ ...lead, payment: exportPayment(lead, payments) })));
        if (values.out) {
          // Personal data: readable by this user only, like leads.db.
          writeFileSync(values.out, text, { mode: 0o600 });
          console.error(`Wrote ${plural(leads.length, 'lead')} to ${values.out}.`);
        } else process.stdout.write(text);
        return;
      }
      case 'find': {
        const leads = await store.findByEmail(values.email!);
        for (const lead of leads) console.log(details(lead));
        console.log(`${plural(leads.length, 'lead')} with the e-mail address ${escapeForTerminal(values.email!)}.`);
        return;
      }
      case 'erase': {
        // First into the erasure log (outside the store and every backup), so a restore erases them again.
        await erasuresFor(store, config.dataDir).record({ email: values.email!, leadIds: (await store.findByEmail(values.email!)).map((l) => l.id) });
        const { leads, outboxRows } = await store.eraseByEmail(values.email!);
        for (const lead of leads) console.log(`erased ${lead.createdAt}  ${lead.id}  ${lead.form.padEnd(19)}  ${summary(lead)}`);
        console.log(
          `Erased ${plural(leads.length, 'lead')} with the e-mail address ${escapeForTerminal(values.email!)} and ${plural(outboxRows, 'webhook queue entry').replace('entrys', 'entries')}.` +
            (leads.length > 0 ? ' A restored backup erases them again (erasure log); earlier exports and the webhook receiver keep their copies.' : ''),
        );
        return;
      }
      case 'purge': {
        const before = new Date(Date.now() - olderThanDays! * 86_400_000);
        const deleted = await store.purgeBefore(before);
        console.log(`Deleted ${plural(deleted, 'lead')} created before ${before.toISOString()} (older than ${olderThanDays} days).`);
        return;
      }
    }
  }
}

async function copy(config: ServerConfig) {
  const { values } = parseArgs({ allowPositionals: true, strict: false, options: { from: { type: 'string' }, to: { type: 'string' } } });
  const from = typeof values.from === 'string' ? values.from : undefined;
  const to = typeof values.to === 'string' ? values.to : config.databaseUrl;
  if (!from?.startsWith('sqlite:')) fail('copy needs --from sqlite:PATH (a DATA_DIR folder or a leads.db file).');
  if (!to || !/^postgres(ql)?:\/\//.test(to)) fail('copy needs --to postgres://… (or DATABASE_URL set).');
  const path = sqliteSourcePath(from) ?? fail(`${from}: no leads.db there.`);
  try {
    const result = await copySqliteToPostgres(path, to, { schema: config.databaseSchema, onBatch: (n) => console.error(`… ${n} leads read`) });
    console.log(
      `Copied ${plural(result.copied, 'lead')} and ${plural(result.outboxCopied, 'webhook queue entry').replace('entrys', 'entries')} from ${path} to ${describeUrl(to)}; ${result.skipped} already there.`,
    );
  } catch (error) {
    console.error(error instanceof StoreStartError ? error.message : `The copy stopped: ${error instanceof Error ? error.message : String(error)}. Run it again to resume.`);
    process.exitCode = 1;
  }
}

await main();
