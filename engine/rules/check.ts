// What the rule tables' schemas cannot say: periods that make sense and do not overlap, bands in
// order, choices that exist, and — like the news timeline's staleAfterDays — a warning for every
// entry not yet checked against its source (the tool shows its note; nobody should forget it).
import { STAMP_DOCUMENTS, type RuleTableMap, type RuleTableName, type StampDocument } from './tables.ts';

export interface RuleTableProblem {
  severity: 'error' | 'warning';
  /** Inside the table's file, e.g. ['entries', 0, 'validTo']. */
  path: (string | number)[];
  message: string;
}

type Entry = { validFrom: string; validTo?: string; verified: boolean; note?: string };
type Band = { upTo?: number; turnoverUpTo?: number };

/** The states of gst-states.json by code: their names, and whether the code is still given. */
export type StateNames = Map<string, { name: string; current: boolean }>;

export function checkRuleTable<N extends RuleTableName>(name: N, table: RuleTableMap[N], knownStates?: Set<string>, stateNames?: StateNames): RuleTableProblem[] {
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
      // A table of many fees (or states and documents) has one series of periods per fee (or state and document).
      const shared = sharedGroup(name, entry, other, stateNames);
      if (shared === undefined) return;
      const overlaps = entry.validFrom <= (other.validTo ?? '9999-12-31') && other.validFrom <= (entry.validTo ?? '9999-12-31');
      if (overlaps)
        problems.push({
          severity: 'error',
          path: ['entries', j, 'validFrom'],
          message: `entries ${i + 1} and ${j + 1}${shared ? ` are both ${shared} and` : ''} both apply on ${entry.validFrom > other.validFrom ? entry.validFrom : other.validFrom} — give the older one a "validTo" the day before the newer one starts`,
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
  if (name === 'government-fees') checkGovernmentFees(table as RuleTableMap['government-fees'], problems, ascending);
  if (name === 'stamp-duty') checkStampDuty(table as RuleTableMap['stamp-duty'], problems, ascending, stateNames);
  return problems;
}

/** A stamp duty document in the validator's words. */
const DOCUMENT_WORDS: Record<StampDocument, string> = { memorandum: 'memorandum of association', articles: 'articles of association', partnershipDeed: 'partnership deed' };

function stateWords(code: string, stateNames?: StateNames): string {
  const state = stateNames?.get(code);
  return state ? `${state.name} (${code})` : `state ${code}`;
}

/**
 * Whether two entries belong to one series of periods, in words: '' for the tables of one series, the fee
 * for government-fees, the state and a document both give for stamp-duty; undefined when they do not.
 */
function sharedGroup(name: RuleTableName, a: object, b: object, stateNames?: StateNames): string | undefined {
  if (name === 'government-fees') {
    const fee = (a as { fee: string }).fee;
    return fee === (b as { fee: string }).fee ? `the fee "${fee}"` : undefined;
  }
  if (name === 'stamp-duty') {
    const [x, y] = [a, b] as { state: string; [doc: string]: unknown }[];
    if (x!.state !== y!.state) return undefined;
    const doc = STAMP_DOCUMENTS.find((d) => x![d] !== undefined && y![d] !== undefined);
    return doc ? `the duty on the ${DOCUMENT_WORDS[doc]} for ${stateWords(x!.state, stateNames)}` : undefined;
  }
  return '';
}

type Ascending = (bands: Band[], path: (string | number)[], what: string) => void;

/** A fee or duty below nothing is a typing mistake (a stray minus sign). */
function notNegative(value: number | undefined, path: (string | number)[], problems: RuleTableProblem[], what = 'a fee') {
  if (value !== undefined && value < 0)
    problems.push({ severity: 'error', path, message: `${what} cannot be negative (${value}) — write the amount in rupees, 0 or more, without a minus sign` });
}

function checkGovernmentFees(table: RuleTableMap['government-fees'], problems: RuleTableProblem[], ascending: Ascending) {
  table.entries.forEach((e, i) => {
    const seen = new Set<string>();
    e.charges.forEach((c, k) => {
      const at = ['entries', i, 'charges', k];
      if (seen.has(c.id)) problems.push({ severity: 'error', path: [...at, 'id'], message: `the case "${c.id}" is listed twice in this fee — give each case its own name` });
      seen.add(c.id);
      const ways = [c.amount !== undefined, c.bands !== undefined, c.scale !== undefined].filter(Boolean).length;
      if (ways !== 1)
        problems.push({
          severity: 'error',
          path: at,
          message: `the case "${c.id}" needs exactly one of "amount" (a fixed fee), "bands" (a fee per range of capital) or "scale" (a fee worked out step by step) — it has ${ways === 0 ? 'none' : 'more than one'}`,
        });
      notNegative(c.amount, [...at, 'amount'], problems);
      c.bands?.forEach((b, n) => {
        notNegative(b.upTo, [...at, 'bands', n, 'upTo'], problems, 'a capital');
        notNegative(b.amount, [...at, 'bands', n, 'amount'], problems);
      });
      if (c.bands) ascending(c.bands, [...at, 'bands'], 'band');
      if (c.scale) {
        const s = c.scale;
        for (const key of ['freeUpTo', 'base', 'baseCovers', 'maxAdditional'] as const) notNegative(s[key], [...at, 'scale', key], problems);
        s.steps.forEach((step, n) => {
          notNegative(step.perStep, [...at, 'scale', 'steps', n, 'perStep'], problems);
          notNegative(step.upTo, [...at, 'scale', 'steps', n, 'upTo'], problems, 'a capital');
          if (step.step <= 0)
            problems.push({
              severity: 'error',
              path: [...at, 'scale', 'steps', n, 'step'],
              message: `a step of capital must be more than 0 (it is ${step.step}), for example 10000`,
            });
          const before = n === 0 ? s.baseCovers : s.steps[n - 1]!.upTo;
          if (step.upTo !== undefined && before !== undefined && step.upTo <= before)
            problems.push({
              severity: 'error',
              path: [...at, 'scale', 'steps', n, 'upTo'],
              message: `the step bands must go from lowest to highest; this one's top (${step.upTo}) is not above the one before (${before})`,
            });
        });
      }
    });
  });
}

function checkStampDuty(table: RuleTableMap['stamp-duty'], problems: RuleTableProblem[], ascending: Ascending, stateNames?: StateNames) {
  const stateCheck = (code: string, path: (string | number)[]) => {
    if (!stateNames) return;
    const state = stateNames.get(code);
    if (!state)
      problems.push({
        severity: 'error',
        path,
        message: `"${code}" is not a state code we know — use the two-digit code of the state or union territory from gst-states.json, such as 27 for Maharashtra`,
      });
    else if (!state.current) problems.push({ severity: 'error', path, message: `"${code}" is an old code (${state.name}) — use the state's current code from gst-states.json` });
  };
  table.entries.forEach((e, i) => {
    stateCheck(e.state, ['entries', i, 'state']);
    if (STAMP_DOCUMENTS.every((doc) => !e[doc]))
      problems.push({
        severity: 'error',
        path: ['entries', i, 'state'],
        message: 'this entry gives no duty — add "memorandum", "articles" or "partnershipDeed", or remove the entry',
      });
    for (const doc of STAMP_DOCUMENTS) {
      const instrument = e[doc];
      if (!instrument) continue;
      const at = ['entries', i, doc, 'bands'];
      instrument.bands.forEach((b, n) => {
        if (b.duty === undefined && b.percent === undefined && b.dutyPerStep === undefined)
          problems.push({
            severity: 'error',
            path: [...at, n],
            message: 'this band says no duty — give it "duty" (a fixed amount), "percent" (of the capital) or "dutyPerStep" with "step"',
          });
        if (b.dutyPerStep !== undefined && b.step === undefined)
          problems.push({ severity: 'error', path: [...at, n, 'dutyPerStep'], message: 'a duty per step needs the size of the step — add "step", for example 500000' });
        for (const key of ['upTo', 'duty', 'percent', 'dutyPerStep', 'step', 'minimum', 'maximum'] as const)
          notNegative(b[key], [...at, n, key], problems, key === 'upTo' || key === 'step' ? 'a capital' : key === 'percent' ? 'a percentage' : 'a duty');
      });
      ascending(instrument.bands, at, 'band');
    }
  });
  // A state may lack figures for some documents only (a deed figure but no company documents', or the reverse).
  const seen = new Set<string>();
  table.notCovered?.forEach((n, k) => {
    stateCheck(n.state, ['notCovered', k, 'state']);
    for (const doc of n.documents ?? STAMP_DOCUMENTS) {
      const given = table.entries.find((e) => e.state === n.state && e[doc]);
      if (given)
        problems.push({
          severity: 'error',
          path: ['notCovered', k, 'state'],
          message: `${stateWords(n.state, stateNames)} has a duty on the ${DOCUMENT_WORDS[doc]} above (entry ${table.entries.indexOf(given) + 1}) and is also listed here as without one — remove ${n.documents ? `"${doc}" from this item's "documents"` : 'this item, or name in "documents" only the documents without figures'}`,
        });
      if (seen.has(`${n.state} ${doc}`))
        problems.push({
          severity: 'error',
          path: ['notCovered', k, 'state'],
          message: `${stateWords(n.state, stateNames)} is listed twice as without a duty on the ${DOCUMENT_WORDS[doc]} — keep one item`,
        });
      seen.add(`${n.state} ${doc}`);
    }
  });
}
