// What spares the canvas from drawing again what an edit did not change (editor/app/same-canvas.ts): equal
// content is the same section; any difference — a letter, a plan's price, a section moved, the menus, the
// site facts or words loaded again — draws it again.
import { describe, expect, it } from 'vitest';
import { sameCanvas, sameContent } from '../../editor/app/same-canvas.ts';
import type { CanvasEnvironment } from '../../editor/app/puck-config.tsx';

describe('sameContent', () => {
  it('is true for equal content in new lists and objects, as Puck gives a section it did not change', () => {
    const props = { id: 'faq-1', heading: 'Questions', items: [{ question: 'Who?', answer: 'We.' }], open: false };
    expect(sameContent(props, structuredClone(props))).toBe(true);
    expect(sameContent(Number.NaN, Number.NaN)).toBe(true);
  });

  it('is false for any difference: a value, a missing or added key, a list for an object, the order of a list', () => {
    const props = { heading: 'Questions', items: [{ question: 'Who?' }, { question: 'When?' }] };
    expect(sameContent(props, { ...props, heading: 'Question' })).toBe(false);
    expect(sameContent(props, { heading: 'Questions' })).toBe(false);
    expect(sameContent(props, { ...props, note: undefined })).toBe(false);
    expect(sameContent({ a: undefined }, { b: undefined })).toBe(false);
    expect(sameContent(props, { ...props, items: [props.items[1], props.items[0]] })).toBe(false);
    expect(sameContent({ items: [] }, { items: {} })).toBe(false);
    expect(sameContent({ price: 0 }, { price: '0' })).toBe(false);
    expect(sameContent({ price: null }, { price: {} })).toBe(false);
    // A slot's function is the same only when it is the same function.
    expect(sameContent({ render: () => 1 }, { render: () => 1 })).toBe(false);
  });
});

describe('sameCanvas', () => {
  const site = { brand: { name: 'FilingBridge' } };
  const words = { words: { search: 'Search' }, locale: 'en-IN' };
  const gstRates = { rates: [18] };
  const environment = () =>
    ({
      site,
      menus: { header: { links: [{ label: 'GST', href: '/gst' }], dropdowns: [] }, footer: { popularServices: [], groups: [] } },
      path: '/gst',
      positions: new Map([['hero-1', { index: 0, nested: false, key: '0' }]]),
      plans: [{ name: 'Basic', price: 1999 }],
      rules: { 'gst-rates': gstRates },
      words,
    }) as unknown as CanvasEnvironment;

  it('keeps the environment when the app makes it anew with equal menus, places and plans over the same files', () => {
    expect(sameCanvas(environment(), environment())).toBe(true);
  });

  it('draws again when a plan, a place, the menus or the address change', () => {
    const before = environment();
    expect(sameCanvas(before, { ...environment(), plans: [{ name: 'Basic', price: 2499 }] } as unknown as CanvasEnvironment)).toBe(false);
    expect(sameCanvas(before, { ...environment(), positions: new Map([['hero-1', { index: 1, nested: false, key: '1' }]]) })).toBe(false);
    const menus = environment().menus;
    expect(sameCanvas(before, { ...environment(), menus: { ...menus, header: { ...menus.header, links: [] } } })).toBe(false);
    expect(sameCanvas(before, { ...environment(), path: '/gst-registration' })).toBe(false);
  });

  it('draws again when the site facts, the words or a rule table are another content (edited, or loaded after a save)', () => {
    const before = environment();
    expect(sameCanvas(before, { ...environment(), site: structuredClone(site) } as unknown as CanvasEnvironment)).toBe(false);
    expect(sameCanvas(before, { ...environment(), words: { ...words } } as unknown as CanvasEnvironment)).toBe(true);
    expect(sameCanvas(before, { ...environment(), words: { words: { ...words.words }, locale: 'en-IN' } } as unknown as CanvasEnvironment)).toBe(false);
    expect(sameCanvas(before, { ...environment(), words: { words: words.words, locale: 'hi-IN' } } as unknown as CanvasEnvironment)).toBe(false);
    expect(sameCanvas(before, { ...environment(), rules: { 'gst-rates': { rates: [18] } } } as unknown as CanvasEnvironment)).toBe(false);
    expect(sameCanvas(before, { ...environment(), rules: {} } as unknown as CanvasEnvironment)).toBe(false);
  });
});
