// Operator commands over the lead store in DATA_DIR (the same folder the server writes).
//
//   npm run leads -- list [--since DATE] [--form NAME] [--limit N]
//   npm run --silent leads -- export --format csv|json [--since DATE] [--form NAME] [--out FILE]
//
// DATE is YYYY-MM-DD (midnight UTC) or a full ISO date-time. Without --out the export goes to
// standard output, so use `npm run --silent` to keep npm's own lines out of the file.
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig, ConfigError } from '../config.ts';
import { openDatabase, DATABASE_FILE } from '../db/database.ts';
import { createLeadStore, type StoredLead } from '../db/leads.ts';
import { FORM_NAMES } from '../../engine/forms.ts';
import { parseSince, toCsv } from './export-format.ts';

const USAGE = `Usage:
  npm run leads -- list [--since DATE] [--form NAME] [--limit N]
  npm run --silent leads -- export --format csv|json [--since DATE] [--form NAME] [--out FILE]

DATE: YYYY-MM-DD (midnight UTC) or an ISO date-time such as 2025-04-01T09:30:00+05:30.
NAME: ${FORM_NAMES.join(', ')}.`;

function fail(message: string): never {
  console.error(`${message}\n\n${USAGE}`);
  process.exit(1);
}

function summary(lead: StoredLead): string {
  const p = lead.payload as Record<string, string | undefined>;
  const name = [p.firstName, p.lastName].filter(Boolean).join(' ') || p.fullName || p.name || '';
  const contact = p.email || p.phone || '';
  return [name, contact, p.company ?? p.subject ?? p.service ?? ''].filter(Boolean).join(' · ');
}

function main() {
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
          help: { type: 'boolean', short: 'h' },
        },
      });
    } catch (error) {
      return fail(error instanceof Error ? error.message : String(error));
    }
  })();
  const command = positionals[0];
  if (values.help || !command) {
    console.log(USAGE);
    return;
  }
  if (command !== 'list' && command !== 'export') fail(`Unknown command "${command}".`);
  const since = values.since === undefined ? undefined : (parseSince(values.since) ?? fail(`--since "${values.since}" is not a date.`));
  if (values.form !== undefined && !(FORM_NAMES as string[]).includes(values.form)) fail(`--form "${values.form}" is not a form name.`);
  const limit = values.limit === undefined ? undefined : /^\d+$/.test(values.limit) ? Number(values.limit) : fail('--limit must be a whole number.');

  let dataDir: string;
  try {
    dataDir = loadConfig().dataDir;
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }
  if (!existsSync(join(dataDir, DATABASE_FILE))) {
    console.error(`No leads yet: ${join(dataDir, DATABASE_FILE)} does not exist (is DATA_DIR right?).`);
    process.exit(1);
  }
  const db = openDatabase(dataDir);
  try {
    const leads = createLeadStore(db, { outbox: false }).list({ since, form: values.form, limit });
    if (command === 'list') {
      if (values.format !== undefined || values.out !== undefined) fail('list takes no --format or --out; use export.');
      for (const lead of leads) {
        console.log(`${lead.createdAt}  ${lead.id}  ${lead.form.padEnd(19)}  ${lead.suspectedSpam ? 'SPAM? ' : ''}${summary(lead)}`);
      }
      console.log(`${leads.length} lead${leads.length === 1 ? '' : 's'}${since ? ` since ${since}` : ''}.`);
      return;
    }
    if (values.format !== 'csv' && values.format !== 'json') fail('export needs --format csv or --format json.');
    const text = values.format === 'csv' ? toCsv(leads) : JSON.stringify(leads, null, 2) + '\n';
    if (values.out) {
      writeFileSync(values.out, text);
      console.error(`Wrote ${leads.length} lead${leads.length === 1 ? '' : 's'} to ${values.out}.`);
    } else process.stdout.write(text);
  } finally {
    db.close();
  }
}

main();
