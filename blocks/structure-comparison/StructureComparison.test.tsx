// The comparison of business structures on the live config: every state's cost to start worked out again
// here from the rule tables themselves (our fee and GST, the government fees, that state's stamp duty),
// the facts read from business-structures.json, the tax from income-tax.json, the filings from the
// compliance calendar. The prerendered pages: tests/unit/compare-structures-pages.test.tsx.
import { describe, expect, it } from 'vitest';
import { validateSiteConfig } from '../../engine/config/validate.ts';
import { blockRegistry } from '../registry.ts';
import { siteToday } from '../../engine/calendar/dates.ts';
import { entryOn, stateOptions, statesWithFigures, type RuleTables } from '../../engine/rules/tables.ts';
import type { StructureComparisonBlock } from '../../engine/generated/config.ts';
import { compareStructures, compareWords, countText, amountWords } from './compare.ts';
import { projectInterfaceWords } from '../../engine/i18n/interface-words.ts';

const loaded = validateSiteConfig(undefined, blockRegistry);
if (!loaded.config)
  throw new Error(
    loaded.problems
      .filter((p) => p.severity === 'error')
      .map((p) => `${p.file}:${p.line} ${p.message}`)
      .join('\n'),
  );
const config = loaded.config;
const rules = config.rules!;
const today = siteToday();
const BASE = '/compare-business-structures';
const pageAt = (path: string) => config.pages.find((p) => p.page.paths.includes(path))!.page;
const comparison = (path: string) => pageAt(path).blocks.find((b) => b.type === 'structure-comparison') as StructureComparisonBlock;
const states = stateOptions(rules);
const say = compareWords({ words: projectInterfaceWords(), locale: 'en-IN' });
const rupee = (n: number) => `₹${n.toLocaleString('en-IN')}`;

/** A document's duty for a capital, straight from a band of stamp-duty.json (fixed, per cent, per step; within its minimum and maximum). */
function duty(bands: { upTo?: number; duty?: number; percent?: number; dutyPerStep?: number; step?: number; minimum?: number; maximum?: number }[], capital: number): number {
  const band = bands.find((b) => b.upTo === undefined || capital <= b.upTo) ?? bands.at(-1)!;
  let d = band.duty ?? (band.percent !== undefined ? (capital * band.percent) / 100 : Math.ceil(capital / band.step!) * band.dutyPerStep!);
  if (band.minimum !== undefined) d = Math.max(d, band.minimum);
  if (band.maximum !== undefined) d = Math.min(d, band.maximum);
  return Math.floor(d + 0.5);
}

/** A state's entry in force that gives `document` (a state has one series of periods per document), or undefined. */
function stampEntry(code: string, document: string) {
  return entryOn(
    rules['stamp-duty']!.entries.filter((e) => e.state === code && (e as Record<string, unknown>)[document] !== undefined),
    today,
  ) as Record<string, { bands: Parameters<typeof duty>[0] }> | undefined;
}

/** The stamp duty of a plan in a state with figures for every document, or undefined. */
function stampIn(code: string, documents: string[], capital: number): number | undefined {
  if (!documents.every((d) => stampEntry(code, d))) return undefined;
  return documents.reduce((sum, d) => sum + duty(stampEntry(code, d)![d]!.bands, capital), 0);
}

/** The total of a priced structure, from the tables: price (GST included or added), fees not in the price, stamp duty. */
function expectedTotal(priced: NonNullable<StructureComparisonBlock['structures'][number]['priced']>, stamp: number): number {
  const rate = entryOn(rules['gst-rates']!.entries, today)!.defaultRate;
  const fees = (priced.governmentFees ?? []).map((ref) => {
    const entry = entryOn(
      rules['government-fees']!.entries.filter((e) => e.fee === ref.fee),
      today,
    )!;
    const charge = entry.charges.find((c) => !ref.cases || ref.cases.includes(c.id))!;
    // Company incorporation: nil up to ₹10 lakh on the scale (the plans' capital is ₹1 lakh).
    const amount = charge.amount ?? (charge.scale && ref.capital! <= (charge.scale.freeUpTo ?? -1) ? 0 : Number.NaN);
    return { amount, included: ref.included === true };
  });
  const gst = priced.gst === 'plus' ? Math.floor((priced.price! * rate) / 100 + 0.5) : 0;
  return priced.price! + gst + fees.filter((f) => !f.included).reduce((s, f) => s + f.amount, 0) + stamp;
}

describe('comparison of business structures', () => {
  it('has a page for each state whose stamp duty figures differ from the range, canonical to the page without a state', () => {
    expect(states.length).toBe(36);
    const refs = comparison(BASE).structures.flatMap((s) => (s.priced?.stampDuty ? [s.priced.stampDuty] : []));
    const withFigures = statesWithFigures(refs, rules, today);
    expect(withFigures.length).toBeGreaterThan(0);
    expect(withFigures.length).toBeLessThan(states.length);
    for (const s of states) {
      const entry = config.pages.find((p) => p.page.paths[0] === `${BASE}/${s.slug}`);
      const hasFigures = refs.some((r) => r.documents.every((d) => stampEntry(s.code, d) !== undefined));
      expect(!!entry, s.name).toBe(hasFigures);
      if (!entry) continue;
      expect(entry.canonicalPath).toBe(BASE);
      expect(entry.choice).toEqual({ param: 'state', value: s.slug });
      expect(entry.page.menu).toBeUndefined();
      expect(comparison(`${BASE}/${s.slug}`).chosenState).toEqual({ code: s.code, name: s.name, basePath: BASE });
    }
  });

  it("takes each structure's price plan from its service page, never a typed price", () => {
    const block = comparison(BASE);
    const plan = (page: string, name: string) =>
      pageAt(page)
        .blocks.filter((b) => b.type === 'pricing-cards')
        .flatMap((b) => [...b.plans, ...(b.quotes ?? [])])
        .find((p) => p.name === name)!;
    for (const s of block.structures.filter((s) => s.plan)) {
      const source = plan(s.plan!.page, s.plan!.name);
      expect(s.priced!.price).toBe('price' in source ? source.price : undefined);
      expect(s.priced!.stampDuty).toEqual(source.stampDuty);
      expect(s.priced!.governmentFees).toEqual(source.governmentFees);
    }
  });

  it('the states added from the fee research get their exact figures: Gujarat and Chhattisgarh companies, the Jharkhand deed', () => {
    const block = comparison(BASE);
    const company = block.structures.find((s) => s.structure === 'private-limited-company')!.priced!;
    const deed = block.structures.find((s) => s.structure === 'partnership')!.priced!;
    expect(company.stampDuty).toEqual({ documents: ['memorandum', 'articles'], capital: 100000 });
    expect(deed.stampDuty).toEqual({ documents: ['partnershipDeed'], capital: 100000 });
    // Gujarat: memorandum ₹100, articles 0.5 % of ₹1 lakh (under the ₹5 lakh cap). Chhattisgarh: memorandum ₹500,
    // articles 0.15 % of ₹1 lakh = ₹150, raised to the ₹1,000 minimum. Jharkhand: the deed's fixed ₹42.
    const cases = [
      { code: '24', name: 'Gujarat', stamp: 100 + (100000 * 0.5) / 100 },
      { code: '22', name: 'Chhattisgarh', stamp: 500 + Math.max((100000 * 0.15) / 100, 1000) },
    ];
    for (const c of cases) {
      expect(stampIn(c.code, company.stampDuty!.documents, 100000), c.name).toBe(c.stamp);
      const column = compareStructures(block, rules, config.calendar, today, say, c.code).find((col) => col.id === 'private-limited-company')!;
      const total = expectedTotal(company, c.stamp);
      expect(column.cost!.total, c.name).toEqual({ min: total, max: total });
      expect(column.cells.cost.text, c.name).toBe(`${rupee(total)} in all`);
    }
    expect([600, 1500]).toEqual(cases.map((c) => c.stamp));
    expect(stampIn('20', ['partnershipDeed'], 100000)).toBe(42);
    const partnership = compareStructures(block, rules, config.calendar, today, say, '20').find((col) => col.id === 'partnership')!;
    expect(partnership.cells.cost.text).toBe('Our fee: quote within 24 hours, plus ₹42 in government fees and stamp duty');
    // Jharkhand still has company figures from before, so its company column is exact as well.
    expect(stampIn('20', company.stampDuty!.documents, 100000)).toBe(63 + 105);
  });

  // A test per state: the start-up cost of each priced structure, to the rupee, from the tables.
  for (const state of stateOptions(validateSiteConfig(undefined, blockRegistry).config!.rules!)) {
    it(`the cost to start in ${state.name} (${state.code}) is worked out from the rules`, () => {
      const block = comparison(BASE);
      const columns = compareStructures(block, rules, config.calendar, today, say, state.code);
      for (const s of block.structures) {
        const column = columns.find((c) => c.id === s.structure)!;
        const priced = s.priced;
        if (!priced) {
          expect(column.cells.cost.text).toBe('₹0 in government fees');
          continue;
        }
        const stamp = priced.stampDuty ? stampIn(state.code, priced.stampDuty.documents, priced.stampDuty.capital) : 0;
        if (priced.price === undefined) {
          expect(column.cells.cost.text).toMatch(/^Our fee: quote within 24 hours, plus ₹/);
          if (stamp !== undefined && priced.stampDuty) expect(column.cells.cost.detail).toMatch(new RegExp(`stamp duty: ${rupee(stamp)}$`));
          if (priced.stampDuty && !priced.governmentFees?.length) {
            // A partnership: no government fee, so what it costs to start besides our fee is the deed's stamp duty in
            // this state, or — where the state has no figure — the range over the states that have one, and it says so.
            const { documents, capital } = priced.stampDuty;
            const all = states.flatMap((other) => stampIn(other.code, documents, capital) ?? []);
            const [min, max] = stamp !== undefined ? [stamp, stamp] : [Math.min(...all), Math.max(...all)];
            const amount = min === max ? rupee(min) : `${rupee(min)} to ${rupee(max)}`;
            expect(column.cells.cost.text).toBe(`Our fee: quote within 24 hours, plus ${amount} in government fees and stamp duty`);
            if (stamp === undefined) expect(column.cells.cost.detail).toBe(`stamp duty: ${amount}, no figures for this state yet (range over the states with figures)`);
          }
          continue;
        }
        if (stamp === undefined) {
          // No figures for this state: the range over the states, and it says so.
          expect(column.cost!.stamp!.noFiguresFor).toBe(state.code);
          expect(column.cells.cost.detail).toContain('no figures for this state yet');
          continue;
        }
        const total = expectedTotal(priced, stamp);
        expect(column.cost!.total).toEqual({ min: total, max: total });
        expect(column.cells.cost.text).toBe(`${rupee(total)} in all`);
      }
    });
  }

  it('derives the facts from the tables: owners from the counts, tax from the income-tax slabs and flat rates, filings from the calendar', () => {
    const columns = compareStructures(comparison(BASE), rules, config.calendar, today, say);
    const by = Object.fromEntries(columns.map((c) => [c.id, c.cells]));
    // The law's limit (Companies Act, 2013, s.464 with rule 10 of the Companies (Miscellaneous) Rules, 2014), not the 1956 Act's 20.
    expect(by.partnership!.owners.text).toBe('2 to 50 partners');
    expect(by.llp!.owners.text).toBe('At least 2 partners, no upper limit; at least 2 designated partners, no upper limit');
    expect(by['private-limited-company']!.owners.text).toBe('2 to 200 shareholders; 2 to 15 directors');
    expect(by['one-person-company']!.owners.text).toBe('One member; 1 to 15 directors');
    expect(by['private-limited-company']!.tax.text).toBe('25.17 % in all');
    expect(by.partnership!.tax.text).toBe('31.2 % in all (profit up to ₹1 crore)');
    const slabs = entryOn(rules['income-tax']!.entries, today)!.newRegime.slabs;
    expect(by.proprietorship!.tax.text).toBe(`The owner's slab rates: 0 % to ${Math.max(...slabs.map((s) => s.rate))} %`);
    expect(by.llp!.filings.text).toBe('LLP Form 11, LLP Form 8, ITR, DIN KYC');
    expect(by['private-limited-company']!.filings.text).toBe('AOC-4, MGT-7/7A, ITR, DIN KYC');
    expect(by.proprietorship!.entity.text).toBe('No');
    expect(by.llp!.liability.text).toBe('Limited');
    expect(by.llp!.owners.verified).toBe(true);
    expect(by.partnership!.owners.verified).toBe(false);
    expect(countText({ min: 1, max: 1, label: 'owners' }, say)).toBe('One owner');
    expect(amountWords(2_400_000, say)).toBe('₹24 lakh');
  });

  it('follows a change in the tables (no typed fact)', () => {
    const changed: RuleTables = structuredClone(rules);
    const entry = entryOn(changed['business-structures']!.entries, today)!;
    entry.structures.find((s) => s.id === 'partnership')!.owners.max = 40;
    entry.structures.find((s) => s.id === 'private-limited-company')!.profitTax.rate = 25;
    const by = Object.fromEntries(compareStructures(comparison(BASE), changed, config.calendar, today, say).map((c) => [c.id, c.cells]));
    expect(by.partnership!.owners.text).toBe('2 to 40 partners');
    expect(by['private-limited-company']!.tax.text).toBe('28.6 % in all');
  });

  it('refuses a filing the calendar does not have, or one that does not apply to the structure', () => {
    const changed: RuleTables = structuredClone(rules);
    const entry = entryOn(changed['business-structures']!.entries, today)!;
    entry.structures.find((s) => s.id === 'llp')!.filings = ['aoc-4'];
    expect(() => compareStructures(comparison(BASE), changed, config.calendar, today, say)).toThrow('the calendar rule "aoc-4" does not apply to a llp');
  });
});
