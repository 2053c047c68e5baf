// A validator problem's JSON path in the page file ↔ the Puck field it is shown under (editor/app/field-paths.ts).
import { describe, expect, it } from 'vitest';
import { fieldOf, pathOf } from '../../editor/app/field-paths.ts';
import type { PuckPageData } from '../../editor/shared/page-adapter.ts';

// As the page adapter gives a page to Puck: a section's own `id` is the `anchor` prop, Puck's id is `props.id`,
// lists of texts are { value } items, and tabs hold their sections in panels.
const data: PuckPageData = {
  root: { props: { paths: [{ value: '/gst' }, { value: '/gst-registration' }], title: 'GST Registration', keywords: [{ value: 'gst' }] } },
  content: [
    { type: 'hero', props: { id: 'hero-1', anchor: 'top', heading: 'GST', bullets: [{ value: 'Fast' }, { value: 'Online' }] } },
    {
      type: 'pricing-cards',
      props: {
        id: 'plans-1',
        plans: [
          { name: 'Basic', price: 1999 },
          { name: 'Pro', price: 4999 },
        ],
      },
    },
    {
      type: 'tabs',
      props: {
        id: 'tabs-1',
        panels: [
          { label: 'One', blocks: [{ type: 'faq', props: { id: 'faq-1', heading: 'Questions' } }] },
          { label: 'Two', blocks: [{ type: 'cta-banner', props: { id: 'cta-1', heading: 'Start', anchor: 'start' } }] },
        ],
      },
    },
  ],
} as unknown as PuckPageData;

describe('a problem of the page file is shown under its field', () => {
  it.each([
    [['title'], 'root', 'title'],
    [['keywords', 0], 'root', 'keywords[0].value'],
    // The page's second address ("already leads to another page") is shown under that address.
    [['paths', 1], 'root', 'paths[1].value'],
    [['blocks', 1, 'plans', 1, 'price'], 'plans-1', 'plans[1].price'],
    [['blocks', 0, 'bullets', 1], 'hero-1', 'bullets[1].value'],
    [['blocks', 0, 'id'], 'hero-1', 'anchor'],
    [['blocks', 2, 'panels', 0, 'label'], 'tabs-1', 'panels[0].label'],
    [['blocks', 2, 'panels', 0, 'blocks', 0, 'heading'], 'faq-1', 'heading'],
    [['blocks', 2, 'panels', 1, 'blocks', 0, 'id'], 'cta-1', 'anchor'],
  ] as const)('%j → %s › %s, and back', (path, component, name) => {
    expect(fieldOf(data, [...path])).toEqual({ component, name });
    // A list of texts' field is the item's value; its path is the item's.
    expect(pathOf(data, component, name.replace(/\.value$/, ''))).toEqual(path);
  });

  it('a section that is not on the page has no path', () => {
    expect(pathOf(data, 'gone-1', 'heading')).toBeUndefined();
  });
});
