// The rule tables of site-config/rules/: one file per table, each named after its schema
// (site-config/rules/gst-rates.json ↔ schemas/rules/gst-rates.schema.json). Tools read them through
// the block API; each entry carries its source and the days it applies (validFrom/validTo).
import type {
  BusinessStructuresRules,
  GovernmentFeesRules,
  GstLateFeeRules,
  GstRatesRules,
  GstRegistrationRules,
  GstStatesRules,
  IncomeTaxLateFeeRules,
  IncomeTaxRules,
  ItrFormsRules,
  StampDutyRules,
} from '../generated/config.ts';
import { slugify } from '../slug.ts';

/** Every rule table by its file name (without .json). */
export interface RuleTableMap {
  'business-structures': BusinessStructuresRules;
  'government-fees': GovernmentFeesRules;
  'gst-late-fee': GstLateFeeRules;
  'gst-rates': GstRatesRules;
  'gst-registration': GstRegistrationRules;
  'gst-states': GstStatesRules;
  'income-tax': IncomeTaxRules;
  'income-tax-late-fee': IncomeTaxLateFeeRules;
  'itr-forms': ItrFormsRules;
  'stamp-duty': StampDutyRules;
}

export type RuleTableName = keyof RuleTableMap;
export type RuleTables = Partial<RuleTableMap>;
export type RuleEntry<N extends RuleTableName> = RuleTableMap[N]['entries'][number];

export const RULE_TABLE_NAMES: readonly RuleTableName[] = [
  'business-structures',
  'government-fees',
  'gst-late-fee',
  'gst-rates',
  'gst-registration',
  'gst-states',
  'income-tax',
  'income-tax-late-fee',
  'itr-forms',
  'stamp-duty',
];

export function isRuleTableName(name: string): name is RuleTableName {
  return (RULE_TABLE_NAMES as readonly string[]).includes(name);
}

/** The entry in force on `day` (YYYY-MM-DD; ISO dates compare as text), or undefined. */
export function entryOn<E extends { validFrom: string; validTo?: string }>(entries: readonly E[], day: string): E | undefined {
  return entries.find((e) => e.validFrom <= day && (e.validTo === undefined || day <= e.validTo));
}

// The states of the fee tables' state choice (the price cards, the comparison of business structures):
// engine/config/state-variants.ts makes a page per state, and the blocks' "Your state" form lists them.
/** The query parameter of the state forms. */
export const STATE_PARAM = 'state';

export interface StateOption {
  code: string;
  name: string;
  /** The last part of the state's page address: "maharashtra". */
  slug: string;
}

/** The states and union territories of the newest code list that are still given (not "Other Territory" or "Centre Jurisdiction"), by name. */
export function stateOptions(rules: RuleTables): StateOption[] {
  const entries = rules['gst-states']?.entries ?? [];
  const newest = [...entries].sort((a, b) => (a.validFrom < b.validFrom ? 1 : -1))[0];
  return (newest?.states ?? [])
    .filter((s) => s.current !== false && Number(s.code) <= 38)
    .map((s) => ({ code: s.code, name: s.name, slug: slugify(s.name) }))
    .sort((a, b) => a.name.localeCompare(b.name, 'en'));
}

type StampDocuments = { documents: readonly string[] };

/** The documents stamp-duty.json gives a duty for. */
export const STAMP_DOCUMENTS = ['memorandum', 'articles', 'partnershipDeed'] as const;
export type StampDocument = (typeof STAMP_DOCUMENTS)[number];

/**
 * The entry of stamp-duty.json in force on `day` that gives `state`'s duty on `document`: a state has one
 * series of periods per document (its company documents and its partnership deed may come from different
 * Acts and dates), so the entry is looked up by state and document.
 */
export function stampEntryOn(rules: RuleTables, state: string, document: string, day: string): RuleEntry<'stamp-duty'> | undefined {
  return entryOn(
    (rules['stamp-duty']?.entries ?? []).filter((e) => e.state === state && (e as Record<string, unknown>)[document] !== undefined),
    day,
  );
}

/**
 * The states where stamp-duty.json has, on `day`, a figure for every document of at least one of
 * `refs` (a plan's stamp duty): only there does choosing the state give another figure than the range.
 */
export function statesWithFigures(refs: readonly StampDocuments[], rules: RuleTables, day: string): StateOption[] {
  if (!refs.length) return [];
  return stateOptions(rules).filter((state) => refs.some((ref) => ref.documents.every((d) => stampEntryOn(rules, state.code, d, day) !== undefined)));
}
