// The rule tables of site-config/rules/: one file per table, each named after its schema
// (site-config/rules/gst-rates.json ↔ schemas/rules/gst-rates.schema.json). Tools read them through
// the block API; each entry carries its source and the days it applies (validFrom/validTo).
import type {
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

/** Every rule table by its file name (without .json). */
export interface RuleTableMap {
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
