// "Which structure suits me?" from the structures table: the answers, the reasons with their Acts, and
// every combination in the HTML with the CSS that shows the chosen one (no JavaScript).
import { describe, expect, it } from 'vitest';
import { siteToday } from '../../engine/calendar/dates.ts';
import { entryOn, type RuleTables } from '../../engine/rules/tables.ts';
import { LIVE_RULES } from '../../tests/unit/tool-rules.ts';
import { choose, COMBINATIONS } from './choose.ts';
import { renderBlocks, text } from '../../tests/unit/render-helpers.tsx';
import { projectInterfaceWords } from '../../engine/i18n/interface-words.ts';

const structures = entryOn(LIVE_RULES['business-structures']!.entries, siteToday())!.structures;
const w = projectInterfaceWords().structures;
const names = (c: ReturnType<typeof choose>) => c.fits.map((s) => s.id);

describe('which structure suits me', () => {
  it('answers from the table: owners, liability and shares', () => {
    expect(names(choose(structures, { owners: 'one', limited: false, shares: false }, w))).toEqual(['proprietorship', 'one-person-company']);
    expect(names(choose(structures, { owners: 'one', limited: true, shares: false }, w))).toEqual(['one-person-company']);
    expect(names(choose(structures, { owners: 'several', limited: true, shares: false }, w))).toEqual(['llp', 'private-limited-company']);
    expect(names(choose(structures, { owners: 'several', limited: true, shares: true }, w))).toEqual(['private-limited-company']);
    expect(names(choose(structures, { owners: 'one', limited: true, shares: true }, w))).toEqual([]);
  });

  it('says why each other structure does not fit, with its Act and section', () => {
    const c = choose(structures, { owners: 'several', limited: true, shares: false }, w);
    expect(c.ruledOut).toEqual([
      { name: 'Sole proprietorship', why: 'it has one owner only (Income-tax Act, 1961, carried into the Income-tax Act, 2025, section 2(31))' },
      {
        name: 'Partnership firm',
        why: "the liability is unlimited: every partner answers for all the firm's debts, jointly and severally (Indian Partnership Act, 1932, section 25)",
      },
      { name: 'One Person Company (OPC)', why: 'it has one owner only (Companies Act, 2013, section 3(1)(c))' },
    ]);
  });

  it('follows the table: a changed fact changes the answer', () => {
    const changed: RuleTables = structuredClone(LIVE_RULES);
    entryOn(changed['business-structures']!.entries, siteToday())!.structures.find((s) => s.id === 'llp')!.investment.equity = true;
    const s = entryOn(changed['business-structures']!.entries, siteToday())!.structures;
    expect(names(choose(s, { owners: 'several', limited: true, shares: true }, w))).toEqual(['llp', 'private-limited-company']);
  });

  it('puts every combination in the HTML, each shown by CSS when its three choices are checked', () => {
    const html = renderBlocks([{ type: 'structure-chooser', heading: 'Which suits me?', compareHref: '/compare-business-structures' }], '/x', LIVE_RULES);
    expect(html.match(/data-answer="/g)).toHaveLength(COMBINATIONS.length);
    expect(html.match(/type="radio"/g)).toHaveLength(6);
    expect(text(html)).toContain('Two or more owners · own property kept safe · shares sold to investors Private Limited Company suits you');
    expect(text(html)).toContain('One owner · own property kept safe · shares sold to investors No structure fits all three answers');
  });
});
