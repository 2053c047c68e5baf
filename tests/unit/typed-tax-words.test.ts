// Prices are stated once, in the plans; the tax rule (GST added or included) and the government fees come
// from the plans' "gst" and the fee tables. A page's own copy (its description, intros, questions) must not
// type them again, where they could disagree: no "plus taxes" or "+ GST", no government fee written out.
import { describe, expect, it } from 'vitest';
import { siteToday } from '../../engine/calendar/dates.ts';
import { entryOn } from '../../engine/rules/tables.ts';
import { formatINR } from '../../engine/format.ts';
import { pageAt } from '../e2e/site.ts';
import { LIVE_RULES } from './tool-rules.ts';

/** Every text of a page but its price plans (whose figures are the data itself). */
function copyOf(path: string): string[] {
  const page = pageAt(path);
  const texts: string[] = [page.title, page.description];
  const walk = (value: unknown, key = '') => {
    if (key === 'plans' || key === 'quotes') return;
    if (typeof value === 'string') texts.push(value);
    else if (Array.isArray(value)) for (const v of value) walk(v);
    else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) walk(v, k);
  };
  walk(page.blocks);
  return texts;
}

const fees = (() => {
  const today = siteToday();
  const amounts = new Set<number>();
  for (const entry of LIVE_RULES['government-fees']!.entries) {
    if (
      entry !==
      entryOn(
        LIVE_RULES['government-fees']!.entries.filter((e) => e.fee === entry.fee),
        today,
      )
    )
      continue;
    for (const charge of entry.charges) if (charge.amount && charge.amount >= 100) amounts.add(charge.amount);
  }
  return [...amounts];
})();

describe('no typed tax rule or government fee in the copy of priced pages', () => {
  for (const path of ['/gst', '/trademark']) {
    it(`${path}: the tax words and fees come from the plans and the fee tables`, () => {
      const copy = copyOf(path);
      expect(copy.filter((t) => /plus taxes|\+ GST|inclusive of taxes/i.test(t))).toEqual([]);
      expect(fees.length).toBeGreaterThan(0);
      expect(copy.filter((t) => fees.some((fee) => t.includes(`₹${formatINR(fee)}`)))).toEqual([]);
    });
  }
});
