// Reads site-config/rules/*.json: each file is checked against schemas/rules/<its name>.schema.json,
// then by engine/rules/check.ts (periods, bands, unverified entries), with file:line messages.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { SourceFile } from './source.ts';
import type { Problem } from './problems.ts';
import { at } from './problems.ts';
import { placeInWords, type JsonPath } from './places.ts';
import { loadSchemaFiles } from './schema-files.ts';
import { RULE_TABLE_NAMES, isRuleTableName, type RuleTableMap, type RuleTables } from '../rules/tables.ts';
import { checkRuleTable, type StateNames } from '../rules/check.ts';
import { didYouMean } from './suggest.ts';

type Check = (file: SourceFile, schemaKey: string, placeOf: (path: JsonPath) => string) => boolean;

export interface ReadRuleTables {
  /** The tables that passed every check, by name. */
  valid: RuleTables;
  /** True when a table has an error (the site is not built then). */
  invalid: boolean;
}

/** The compliance calendar's rules as the business-structures table names them (its yearly filings). */
export type CalendarRules = { id: string; appliesTo?: unknown }[];

export function readRuleTables(
  dir: string,
  read: (abs: string) => SourceFile,
  check: Check,
  problems: Problem[],
  display: (abs: string) => string,
  calendarRules?: CalendarRules,
): ReadRuleTables {
  const valid: RuleTables = {};
  let invalid = false;
  if (!existsSync(dir)) return { valid, invalid };
  const schemas = loadSchemaFilesOnce();
  const files = readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort();
  const sources = new Map<string, SourceFile>();
  for (const name of files) {
    const table = name.slice(0, -'.json'.length);
    if (!isRuleTableName(table)) {
      problems.push({
        severity: 'error',
        file: display(join(dir, name)),
        line: 1,
        column: 1,
        place: '',
        message: `there is no rule table called "${table}"${didYouMean(table, [...RULE_TABLE_NAMES])} — the tables are ${RULE_TABLE_NAMES.join(', ')} (each has its schema in schemas/rules/)`,
      });
      invalid = true;
      continue;
    }
    const source = read(join(dir, name));
    const key = `rules/${table}.schema.json`;
    if (!check(source, key, (path) => placeInWords(`rule table ${table}`, path, schemas, key, source.data))) {
      invalid = true;
      continue;
    }
    sources.set(table, source);
  }
  const states = sources.get('gst-states')?.data as RuleTableMap['gst-states'] | undefined;
  const knownStates = states ? new Set(states.entries.flatMap((e) => e.states.map((s) => s.code))) : undefined;
  // The fee tables name states by code: the newest list says each code's name and whether it is still given.
  const stateNames: StateNames | undefined = states
    ? new Map(states.entries.flatMap((e) => e.states.map((s) => [s.code, { name: s.name, current: s.current !== false }] as const)).reverse())
    : undefined;
  for (const [table, source] of sources) {
    if (!isRuleTableName(table)) continue;
    const key = `rules/${table}.schema.json`;
    const found = checkRuleTable(table, source.data as RuleTableMap[typeof table], knownStates, stateNames);
    if (table === 'business-structures' && calendarRules) found.push(...filingProblems(source.data as RuleTableMap['business-structures'], calendarRules));
    for (const p of found) problems.push(at(source, p.path, p.severity, placeInWords(`rule table ${table}`, p.path.slice(0, -1), schemas, key, source.data), p.message));
    if (found.some((p) => p.severity === 'error')) invalid = true;
    else (valid as Record<string, unknown>)[table] = withoutSchemaLine(source.data as Record<string, unknown>);
  }
  return { valid, invalid };
}

/**
 * Each structure's yearly filings are compliance-calendar rules, named by id: a name the calendar does not
 * have, or a rule that is not for that kind of business, is refused here, in words (the comparison would
 * otherwise have nothing to show for it).
 */
function filingProblems(data: RuleTableMap['business-structures'], rules: CalendarRules): { path: JsonPath; severity: 'error'; message: string }[] {
  const byId = new Map(rules.map((r) => [r.id, r]));
  return data.entries.flatMap((entry, e) =>
    entry.structures.flatMap((structure, s) =>
      structure.filings.flatMap((id, f) => {
        const path: JsonPath = ['entries', e, 'structures', s, 'filings', f];
        const rule = byId.get(id);
        if (!rule) {
          return [
            { path, severity: 'error' as const, message: `the compliance calendar has no rule "${id}"${didYouMean(id, [...byId.keys()])} — name one of its rules by its id` },
          ];
        }
        const entities = (rule.appliesTo as { entities?: string[] } | undefined)?.entities;
        if (entities && !entities.includes(structure.calendarEntity)) {
          return [
            {
              path,
              severity: 'error' as const,
              message: `the calendar rule "${id}" is for ${entities.join(', ')}, not for a ${structure.calendarEntity} — name a rule that applies to it`,
            },
          ];
        }
        return [];
      }),
    ),
  );
}

let schemaFiles: ReturnType<typeof loadSchemaFiles> | undefined;
function loadSchemaFilesOnce() {
  schemaFiles ??= loadSchemaFiles();
  return schemaFiles;
}

function withoutSchemaLine(data: Record<string, unknown>) {
  const { $schema: _schema, ...rest } = data;
  return rest;
}
