// The service screens in the built site (dist/), read as files — no browser: every page with price cards,
// steps or a service grid shows its heading, every plan (name, price, tax note, features), every step and
// service card, one ADD button per card and its tabs, as the config gives them (spec §2, §4, §9). Was the
// browser test "prices and lists as the config gives them" in tests/e2e/service-pages.spec.ts, one page
// visit per service page; what needs a browser (tabs by mouse and keyboard, alias routes, the buttons'
// forms) stays there. Texts are compared as Playwright's toHaveText / innerText compare them: white space
// collapsed and trimmed. `npm test` builds first; alone, run `npm run build` before.
import { describe, expect, test } from 'vitest';
import { attr, builtById, builtDocumentAt, elementsIn, isHeading, shownText, within, type Element } from '../e2e/routes.ts';
import { blocksOf, config, h1Of, plainText } from '../e2e/site.ts';
import { formatINR } from '../../engine/format.ts';

/** Each priced card of a pricing section as { name, price, note } in order (a quote card has no price). */
function plans(section: Element) {
  const cards = within([section], (el) => el.tagName === 'li' && attr(el, 'data-plan') !== undefined).filter(
    (card) => within([card], (el) => attr(el, 'data-price') !== undefined).length > 0,
  );
  return cards.map((card) => {
    const [note] = within([card], (el) => attr(el, 'data-tax-note') !== undefined);
    return {
      name: shownText(within([card], isHeading)[0]!),
      price: shownText(within([card], (el) => attr(el, 'data-price') !== undefined)[0]!),
      note: note ? shownText(note) : null,
    };
  });
}

/** The titles of the items of a steps section: the headings in `#id ol > li`. */
function stepTitles(section: Element) {
  const items = within([section], (el) => el.tagName === 'ol').flatMap((ol) => ol.childNodes.filter((n): n is Element => 'tagName' in n && n.tagName === 'li'));
  return within(items, isHeading).map(shownText);
}

/** A button's accessible name: its aria-label, else its text (the visually hidden words included). */
const buttonName = (el: Element) => attr(el, 'aria-label') ?? shownText(el);
const isButton = (el: Element) => el.tagName === 'button' || attr(el, 'role') === 'button';

/**
 * A tab's text at desktop width, as the browser test read it (innerText at 1280 px): a tab with a phone
 * name (shortLabel) holds two spans, the label shown from `md` up and the short name below it.
 */
function desktopTabText(tab: Element) {
  const spans = tab.childNodes.filter((n): n is Element => 'tagName' in n && n.tagName === 'span');
  return spans.length === 2 ? shownText(spans[0]!) : shownText(tab);
}

// Every page with price cards, steps or a service grid (the info and service screens).
const SERVICE_PAGES = config.pages
  .map(({ page }) => page.paths[0]!)
  .filter((path) => ['pricing-cards', 'steps', 'service-grid'].some((type) => blocksOf(path, type as 'steps').length > 0));

describe('prices and lists as the config gives them', () => {
  test('there are service pages to check', () => expect(SERVICE_PAGES.length).toBeGreaterThan(0));
  for (const path of SERVICE_PAGES) {
    test(`${path}: heading, every plan (price, tax note, features), step and service card`, () => {
      const doc = builtDocumentAt(path);
      expect(elementsIn(doc, (el) => el.tagName === 'h1').map(shownText)).toEqual([h1Of(path)]);
      for (const pricing of blocksOf(path, 'pricing-cards')) {
        const section = builtById(path, pricing.id!);
        expect(plans(section)).toEqual(pricing.plans.map((plan) => ({ name: plan.name, price: `₹${formatINR(plan.price)}`, note: plan.taxNote ?? null })));
        for (const plan of pricing.plans) {
          const [card] = within([section], (el) => el.tagName === 'li' && attr(el, 'data-plan') === plan.name);
          expect(card, `${pricing.id} li[data-plan="${plan.name}"]`).toBeDefined();
          for (const feature of plan.features) expect(shownText(card!)).toContain(plainText(feature).replace(/\s+/g, ' ').trim());
        }
      }
      for (const steps of blocksOf(path, 'steps')) expect(stepTitles(builtById(path, steps.id!)), steps.id).toEqual(steps.steps.map((s) => plainText(s.title)));
      for (const grid of blocksOf(path, 'service-grid')) {
        const section = builtById(path, grid.id!);
        const cards = within([section], (el) => el.tagName === 'li');
        expect(within(cards, isHeading).map(shownText)).toEqual(grid.services.map((s) => plainText(s.title)));
        // ADD puts the service in the visitor's quote: a button of a plain form, one per card.
        if (grid.action) {
          // Each card's own words: its action's label, else the grid's, else ADD (/incorporation: Enquire where there is no price).
          const label = (s: (typeof grid.services)[number]) => (s.action ?? grid.action)!.label ?? 'ADD';
          expect(
            within([section], isButton)
              .map(buttonName)
              .filter((n) => n.endsWith(' to your quote')),
          ).toEqual(grid.services.map((s) => `${label(s)} ${plainText(s.title)} to your quote`));
        }
      }
      const tabs = blocksOf(path, 'tabs').flatMap((b) => b.panels.map((p) => p.label));
      if (tabs.length) expect(elementsIn(doc, (el) => attr(el, 'role') === 'tab').map(desktopTabText)).toEqual(tabs);
    });
  }
});
