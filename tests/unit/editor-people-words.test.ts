// The editor's screens in people's words (issue 38, traps 5 and 6): no folder of the config, no <slug>, no
// YYYY-MM-DD in any help the forms show, choices that are code words ("header") by their meaning, and
// list items named by their own words (a review by its text) instead of "Item 2".
import { describe, expect, it } from 'vitest';
import { loadSchemaFiles } from '../../engine/config/schema-files.ts';
import { createPageAdapter } from '../../editor/shared/page-adapter.ts';
import { createPuckConfig, summaryOf } from '../../editor/app/puck-config.tsx';
import { bundleForForm } from '../../editor/app/schemas.ts';
import { inScreenWords } from '../../editor/app/AddSection.tsx';
import { peopleWords } from '../../editor/app/people-words.ts';
import { blockRegistry } from '../../blocks/registry.ts';

const files = loadSchemaFiles();
const CODE_WORDS = /site-config\/(updates|guides|jobs)\/|<slug>|YYYY-MM-DD/;

/** Every description in a schema, at any depth. */
function descriptions(node: unknown, out: string[] = []): string[] {
  if (Array.isArray(node)) for (const n of node) descriptions(n, out);
  else if (node && typeof node === 'object')
    for (const [k, v] of Object.entries(node)) {
      if (k === 'description' && typeof v === 'string') out.push(v);
      else descriptions(v, out);
    }
  return out;
}

describe("the editor's help in people's words", () => {
  it('says the folders, addresses and dates of an update as people say them', () => {
    expect(inScreenWords(String(files.get('collections/update.schema.json')!.description))).toBe(
      "One compliance update (one entry under Updates): what changed, when, for whom, what to do and the official source. It gets a page of its own at /updates/ followed by the page's address, e.g. /updates/gst-filing, appears in the updates list, its category's list, the news feeds and — while it is among the newest — on the home page.",
    );
    expect(peopleWords('The day the update was published, written YYYY-MM-DD.')).toBe('The day the update was published, a date, e.g. 28 Nov 2026.');
    expect(peopleWords('Optional: the last part of the address, <slug>.')).toBe("Optional: the last part of the address, the page's address, e.g. gst-filing.");
  });

  it('no form of an update, a guide or a job opening shows a folder, <slug> or YYYY-MM-DD in its help', () => {
    for (const key of ['collections/update.schema.json', 'collections/guide.schema.json', 'collections/job.schema.json']) {
      if (!files.has(key)) continue;
      const shown = descriptions(bundleForForm(key)).filter((d) => CODE_WORDS.test(d));
      expect(shown, key).toEqual([]);
    }
  });

  it('a menu entry\'s "Where" offers "Top menu" and "Bottom of the page", storing header and footer', () => {
    const config = createPuckConfig(files, createPageAdapter(files), blockRegistry);
    const menu = config.root!.fields!.menu as { objectFields: Record<string, { options: { label: string; value: unknown }[] }> };
    expect(menu.objectFields.area!.options.map((o) => [o.label, o.value])).toEqual([
      ['— choose —', ''],
      ['Top menu', 'header'],
      ['Bottom of the page', 'footer'],
    ]);
  });
});

describe('list items by their own words', () => {
  it('a review or a card without a title is named by its first text, shortened to one line', () => {
    expect(summaryOf({ icon: 'star', quote: 'They registered our company in a week and answered every question on the phone, even on a Sunday.', author: 'Asha' })).toBe(
      'They registered our company in a week and answered every…',
    );
    expect(summaryOf({ icon: 'shield', title: 'Internal Audit', text: 'Reviews of controls.' })).toBe('Internal Audit');
    expect(summaryOf({ icon: 'shield' })).toBe('shield');
    expect(summaryOf({})).toBeUndefined();
  });
});
