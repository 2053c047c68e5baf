// Block "tooltips" (issue 18 item 3): which labels can be explained, and the validator's messages when an
// explanation names a label the block does not show.
import { afterEach, describe, expect, it } from 'vitest';
import { checkTooltips } from '../../blocks/shared/tooltip-check.ts';
import { timingAttributes, tipFor } from '../../blocks/shared/Tooltip.tsx';
import { blockRegistry } from '../../blocks/registry.ts';
import type { Block, BlockCheckContext } from '../../engine/block-api.tsx';
import { tempConfig } from './helpers.ts';
import { problemMessages } from './problem-messages.ts';
import { guideSnippet, propertiesOf } from './config-edit.ts';
import { readFileSync } from 'node:fs';

let cleanup: (() => void)[] = [];
afterEach(() => {
  cleanup.forEach((f) => f());
  cleanup = [];
});

const messages = problemMessages;

describe('tooltips', () => {
  it('explains badges and tax notes of plans, service badges and the four urgency labels (each definition passes its labels)', () => {
    const check = (block: Record<string, unknown>) =>
      (blockRegistry[block.type as 'table'].check as (b: Block, c: BlockCheckContext) => { message: string }[])(block as unknown as Block, {
        schemas: new Map(),
        today: '2026-11-23',
      }).map((p) => p.message);
    const pricing = {
      type: 'pricing-cards',
      plans: [
        { name: 'A', price: 1, features: [], taxNote: 'plus taxes', action: { type: 'enquire', service: 'X' } },
        { name: 'B', price: 2, features: [], badge: 'Most Popular', action: { type: 'enquire', service: 'X' } },
      ],
    };
    expect(check({ ...pricing, tooltips: { texts: { 'plus taxes': 'a', 'Most Popular': 'b' } } })).toEqual([]);
    expect(check({ ...pricing, tooltips: { texts: { '+ GST': 'a' } } })).toEqual([
      'no badge or label of this section reads "+ GST", so this explanation would never show — write the label exactly as shown (labels here: "plus taxes", "Most Popular")',
    ]);
    expect(check({ type: 'service-grid', services: [{ title: 'T', description: 'D', badge: 'Popular' }], tooltips: { texts: { Popular: 'a' } } })).toEqual([]);
    expect(check({ type: 'deadline-grid', items: [{ task: 'T', date: '2025-10-20' }], tooltips: { texts: { Urgent: 'a', Soon: 'b', Upcoming: 'c', Passed: 'd' } } })).toEqual([]);
  });

  it('finds a label by its exact words and passes only configured timings to the browser', () => {
    const tooltips = { texts: { 'plus taxes': 'GST at 18% is added.' }, openDelay: 500 };
    expect(tipFor(tooltips, 'plus taxes')).toBe('GST at 18% is added.');
    expect(tipFor(tooltips, 'Plus taxes')).toBeUndefined();
    expect(tipFor(undefined, 'plus taxes')).toBeUndefined();
    expect(timingAttributes(tooltips)).toEqual({ 'data-open-delay': '500' });
    expect(timingAttributes(undefined)).toEqual({});
  });

  it("the editors' guide example explains labels the GST plans really show", () => {
    const { tooltips } = propertiesOf(guideSnippet('tooltips'));
    const gst = JSON.parse(readFileSync('site-config/pages/gst.json', 'utf8'));
    const pricing = gst.blocks.find((b: { type: string }) => b.type === 'pricing-cards');
    expect(
      checkTooltips(
        tooltips,
        pricing.plans.flatMap((p: { badge?: string; taxNote?: string }) => [p.badge, p.taxNote]),
      ),
    ).toEqual([]);
    // (The cards say GST in words from the tax tables now: no tax note, so no explanation of one.)
    expect(Object.keys(tooltips.texts)).toEqual(['Most Popular']);
  });

  it('warns when a deadline grid explains only some urgency labels', () => {
    expect(checkTooltips({ texts: { Urgent: 'a', Soon: 'b' } }, ['Urgent', 'Soon', 'Upcoming', 'Passed'], { all: true })).toEqual([
      {
        severity: 'warning',
        path: ['tooltips', 'texts'],
        message: 'explain every label, not only some: "Upcoming", "Passed" have no explanation, so those labels show an (i) mark that opens nothing',
      },
    ]);
  });

  it('validate names file, line and the label meant when an explanation matches no label', () => {
    const c = tempConfig();
    cleanup.push(c.remove);
    const home = c.json('pages/home.json');
    home.blocks[1].tooltips = { texts: { Popluar: 'One of the services our clients ask for most.' } };
    c.writeJson('pages/home.json', home);
    const out = messages(c.dir);
    expect(out).toHaveLength(1);
    expect(out[0]).toMatch(/^<cfg>\/pages\/home\.json:\d+:\d+ error: page \/, block 2 \(service-grid\)/);
    expect(out[0]).toContain('no badge or label of this section reads "Popluar", so this explanation would never show — did you mean "Popular"? Write the label exactly as shown');

    home.blocks[0].tooltips = { texts: { Popular: 'x' } };
    delete home.blocks[1].tooltips;
    c.writeJson('pages/home.json', home);
    // A hero has no "tooltips" at all: the schema says so.
    expect(messages(c.dir).join('\n')).toMatch(/block 1 \(hero\).*tooltips/);
  });
});
