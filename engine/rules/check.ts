// What the rule tables' schemas cannot say: periods that make sense and do not overlap, bands in
// order, choices that exist, and — like the news timeline's staleAfterDays — a warning for every
// entry not yet checked against its source (the tool shows its note; nobody should forget it).
import type { RuleTableMap, RuleTableName } from './tables.ts';

export interface RuleTableProblem {
  severity: 'error' | 'warning';
  /** Inside the table's file, e.g. ['entries', 0, 'validTo']. */
  path: (string | number)[];
  message: string;
}

type Entry = { validFrom: string; validTo?: string; verified: boolean; note?: string };
type Band = { upTo?: number; turnoverUpTo?: number };

export function checkRuleTable<N extends RuleTableName>(name: N, table: RuleTableMap[N], knownStates?: Set<string>): RuleTableProblem[] {
  const problems: RuleTableProblem[] = [];
  const entries = table.entries as Entry[];
  entries.forEach((entry, i) => {
    if (entry.validTo !== undefined && entry.validTo < entry.validFrom)
      problems.push({
        severity: 'error',
        path: ['entries', i, 'validTo'],
        message: `this entry ends (${entry.validTo}) before it starts (${entry.validFrom}) — swap the dates or correct one`,
      });
    entries.forEach((other, j) => {
      if (j <= i) return;
      const overlaps = entry.validFrom <= (other.validTo ?? '9999-12-31') && other.validFrom <= (entry.validTo ?? '9999-12-31');
      if (overlaps)
        problems.push({
          severity: 'error',
          path: ['entries', j, 'validFrom'],
          message: `entries ${i + 1} and ${j + 1} both apply on ${entry.validFrom > other.validFrom ? entry.validFrom : other.validFrom} — give the older one a "validTo" the day before the newer one starts`,
        });
    });
    if (!entry.verified) {
      problems.push({
        severity: 'warning',
        path: ['entries', i, 'verified'],
        message: `the figures from ${entry.validFrom} are marked not yet checked against their source — check them, then write "verified": true (until then the tool shows a note that they are unconfirmed)`,
      });
      if (!entry.note)
        problems.push({ severity: 'error', path: ['entries', i], message: 'an entry not yet checked needs a "note" telling visitors that its figures are unconfirmed' });
    }
  });
  const ascending = (bands: Band[], path: (string | number)[], what: string) => {
    bands.forEach((band, k) => {
      const top = band.upTo ?? band.turnoverUpTo;
      const last = k === bands.length - 1;
      if (last && top !== undefined)
        problems.push({ severity: 'error', path: [...path, k], message: `the last ${what} has a top; leave "upTo" out so it covers everything above the one before` });
      if (!last && top === undefined) problems.push({ severity: 'error', path: [...path, k], message: `only the last ${what} may leave its top out — add "upTo"` });
      const previous = k > 0 ? (bands[k - 1]!.upTo ?? bands[k - 1]!.turnoverUpTo) : undefined;
      if (top !== undefined && previous !== undefined && top <= previous)
        problems.push({
          severity: 'error',
          path: [...path, k],
          message: `the ${what}s must go from lowest to highest; this one's top (${top}) is not above the one before (${previous})`,
        });
    });
  };
  if (name === 'income-tax') {
    (table as RuleTableMap['income-tax']).entries.forEach((e, i) => {
      ascending(e.newRegime.slabs, ['entries', i, 'newRegime', 'slabs'], 'slab');
      for (const age of ['below60', 'from60to79', 'from80'] as const) ascending(e.oldRegime.slabsByAge[age], ['entries', i, 'oldRegime', 'slabsByAge', age], 'slab');
      for (const regime of ['newRegime', 'oldRegime'] as const)
        e[regime].surcharge.forEach((band, k, all) => {
          if (k > 0 && band.above <= all[k - 1]!.above)
            problems.push({ severity: 'error', path: ['entries', i, regime, 'surcharge', k], message: 'surcharge bands must go from the lowest income to the highest' });
        });
      const fyStart = `${e.financialYear.slice(0, 4)}-04-01`;
      if (e.validFrom !== fyStart)
        problems.push({ severity: 'error', path: ['entries', i, 'validFrom'], message: `financial year ${e.financialYear} starts on ${fyStart} — write that as "validFrom"` });
    });
  }
  if (name === 'gst-rates') {
    (table as RuleTableMap['gst-rates']).entries.forEach((e, i) => {
      if (!e.rates.some((r) => r.rate === e.defaultRate))
        problems.push({
          severity: 'error',
          path: ['entries', i, 'defaultRate'],
          message: `${e.defaultRate}% is not one of this entry's rates — choose one of ${e.rates.map((r) => `${r.rate}%`).join(', ')}`,
        });
      const seen = new Set<number>();
      e.rates.forEach((r, k) => {
        if (seen.has(r.rate)) problems.push({ severity: 'error', path: ['entries', i, 'rates', k, 'rate'], message: `${r.rate}% is listed twice — remove one` });
        seen.add(r.rate);
      });
    });
  }
  if (name === 'gst-late-fee') {
    (table as RuleTableMap['gst-late-fee']).entries.forEach((e, i) => e.returns.forEach((r, k) => ascending(r.caps, ['entries', i, 'returns', k, 'caps'], 'cap')));
  }
  if (name === 'gst-registration') {
    (table as RuleTableMap['gst-registration']).entries.forEach((e, i) =>
      e.cases.forEach((c, k) => {
        if (!c.verified)
          problems.push({
            severity: 'warning',
            path: ['entries', i, 'cases', k, 'verified'],
            message: `the case "${c.id}" is marked not yet checked against its source — check it, then write "verified": true (until then the checker says it is unconfirmed)`,
          });
      }),
    );
  }
  if (name === 'gst-registration' && knownStates) {
    (table as RuleTableMap['gst-registration']).entries.forEach((e, i) => {
      for (const key of ['specialCategoryStates', 'goodsThresholdExcludedStates'] as const)
        e[key].forEach((code, k) => {
          if (!knownStates.has(code)) problems.push({ severity: 'error', path: ['entries', i, key, k], message: `"${code}" is not a state code in gst-states.json` });
        });
    });
  }
  if (name === 'gst-states') {
    (table as RuleTableMap['gst-states']).entries.forEach((e, i) => {
      const seen = new Set<string>();
      e.states.forEach((s, k) => {
        if (seen.has(s.code)) problems.push({ severity: 'error', path: ['entries', i, 'states', k, 'code'], message: `code ${s.code} is listed twice — remove one` });
        seen.add(s.code);
      });
    });
  }
  return problems;
}
