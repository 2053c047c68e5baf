// Issue 40 on the built incorporation pages (dist/, read as files — no browser): every card or button whose
// service has a price starts online the way the price cards do — a plain form that posts the service's quote
// id to /quote/items (the server adds it to the visitor's quote and answers with the quote's address), no
// JavaScript needed; the Register form posts its choices there too (do=start) and the server starts the quote. A service without a price stays "our fee: quote within 24 hours". Expected ids and
// prices come from the config (engine/rules/quote.ts's catalog), never typed. `npm test` builds first;
// alone, run `npm run build` before.
import { describe, expect, it } from 'vitest';
import { attr, builtDocument, builtRoutes, elementsIn, textOf, type Element } from '../e2e/routes.ts';
import { blockOf, config } from '../e2e/site.ts';
import { QUOTE_ITEMS_PATH, planItemId, quoteCatalog, quoteItemId } from '../../engine/rules/quote.ts';
import { ENQUIRY_PATH } from '../../blocks/shared/enquiry.ts';
import { QUOTE_START } from '../../engine/rules/quote-start.ts';

const routes = builtRoutes();
const catalog = quoteCatalog(config.pages.map((file) => ({ path: file.page.paths[0]!, blocks: file.page.blocks })));
const words = (el: Element) => textOf(el).replace(/\s+/g, ' ').trim();

function documentOf(path: string) {
  const route = routes.find((r) => r.path === path);
  if (!route) throw new Error(`${path} is not among the built routes (dist/routes.json)`);
  return builtDocument(route);
}
const byId = (root: Element | ReturnType<typeof documentOf>, id: string) => elementsIn(root, (el) => attr(el, 'id') === id)[0]!;
const formsIn = (root: Element) => elementsIn(root, (el) => el.tagName === 'form');
/** A form's hidden value of `name`. */
const hidden = (form: Element, name: string) => attr(elementsIn(form, (el) => el.tagName === 'input' && attr(el, 'name') === name)[0]!, 'value');
/** The visible words of a form's button (without the words only screen readers hear). */
const buttonWords = (form: Element) => {
  const button = elementsIn(form, (el) => el.tagName === 'button')[0]!;
  const sr = elementsIn(button, (el) => el.tagName === 'span')
    .map(words)
    .join(' ');
  return words(button).replace(sr, '').trim();
};

describe('/incorporation starts online where the service has a price (issue 40)', () => {
  const grid = blockOf('/incorporation', 'service-grid', 'entity-types');
  const section = byId(documentOf('/incorporation'), 'entity-types');
  const cards = elementsIn(section, (el) => el.tagName === 'li');

  it('gives every structure card a plain form that posts its quote id to /quote/items', () => {
    expect(cards).toHaveLength(grid.services.length);
    grid.services.forEach((service, i) => {
      const [form] = formsIn(cards[i]!);
      const action = service.action ?? grid.action!;
      expect(attr(form!, 'method'), service.title).toBe('post');
      expect(attr(form!, 'action'), service.title).toBe(QUOTE_ITEMS_PATH);
      expect(hidden(form!, 'add'), service.title).toBe(quoteItemId(action.service ?? service.title, action.plan));
    });
  });

  it('adds the company plans with their prices (ADD) and the LLP and partnership as services quoted on request (Enquire)', () => {
    const companyPlans = blockOf('/company-registration', 'pricing-cards', 'pricing').plans;
    const byTitle = Object.fromEntries(grid.services.map((s, i) => [s.title, formsIn(cards[i]!)[0]!]));
    for (const title of ['One Person Company', 'Private Limited Company', 'Public Limited Company']) {
      const plan = companyPlans.find((p) => p.name === title)!;
      const id = hidden(byTitle[title]!, 'add')!;
      expect(id).toBe(planItemId(plan));
      expect(catalog[id]!.cost.price, title).toBe(plan.price);
      expect(buttonWords(byTitle[title]!)).toBe('ADD');
    }
    for (const [title, page] of [
      ['Limited Liability Partnership', '/limited-liability-partnership'],
      ['Partnership', '/partnership'],
    ] as const) {
      const id = hidden(byTitle[title]!, 'add')!;
      // The same item as the service's own page offers, quoted on request: its government fees, no invented fee.
      expect(catalog[id]!.page, title).toBe(page);
      expect(catalog[id]!.cost.price, title).toBeUndefined();
      expect(buttonWords(byTitle[title]!)).toBe('Enquire');
    }
  });

  it("sends nothing to the enquiry page: Register is a plain post that starts the quote, with the spec's texts", () => {
    const html = documentOf('/incorporation');
    const enquiries = elementsIn(
      html,
      (el) => (el.tagName === 'form' && attr(el, 'action') === ENQUIRY_PATH) || (el.tagName === 'a' && (attr(el, 'href') ?? '').startsWith(ENQUIRY_PATH)),
    );
    expect(enquiries).toEqual([]);
    const [form] = formsIn(byId(html, 'register'));
    const key = String(config.pages.find((f) => f.page.paths[0] === '/incorporation')!.page.blocks.findIndex((b) => b.type === 'form' && b.id === 'register'));
    expect([attr(form!, 'method'), attr(form!, 'action')]).toEqual(['post', QUOTE_ITEMS_PATH]);
    expect([hidden(form!, 'do'), hidden(form!, 'from'), hidden(form!, '_language')]).toEqual([QUOTE_START, `/incorporation#${key}`, 'en']);
    // The spec's form: five types of business (Company chosen), a free-text "Select State", "Proposed Name", "Register".
    const radios = elementsIn(form!, (el) => el.tagName === 'input' && attr(el, 'type') === 'radio');
    expect(radios.map((r) => attr(r, 'value'))).toEqual(['Company', 'LLP', 'OPC', 'Proprietorship', 'Partnership']);
    expect(radios.map((r) => attr(r, 'checked') !== undefined)).toEqual([true, false, false, false, false]);
    expect(elementsIn(form!, (el) => el.tagName === 'label' && attr(el, 'for') !== undefined).map(words)).toEqual(['Select State', 'Proposed Name']);
    const state = elementsIn(form!, (el) => el.tagName === 'input' && attr(el, 'name') === 'state')[0]!;
    expect([attr(state, 'type'), attr(state, 'placeholder')]).toEqual(['text', 'e.g. Tamil Nadu']);
    expect(buttonWords(form!)).toBe('Register');
    // Each choice is a service the quote knows.
    const action = blockOf('/incorporation', 'form', 'register').action!;
    if (action.type !== 'quote') throw new Error('Register should start a quote');
    for (const s of action.services) expect(catalog[quoteItemId(s.service, s.plan)], s.option).toBeDefined();
  });

  it("/hi/incorporation's Register does the same in Hindi: its own origin, the language hi, the Hindi labels and button", () => {
    const [form] = formsIn(byId(documentOf('/hi/incorporation'), 'register'));
    expect([attr(form!, 'method'), attr(form!, 'action'), hidden(form!, 'do'), hidden(form!, '_language')]).toEqual(['post', QUOTE_ITEMS_PATH, QUOTE_START, 'hi']);
    expect(hidden(form!, 'from')).toMatch(/^\/hi\/incorporation#\d+$/);
    expect(elementsIn(form!, (el) => el.tagName === 'label' && attr(el, 'for') !== undefined).map(words)).toEqual(['राज्य चुनें', 'प्रस्तावित नाम']);
    expect(buttonWords(form!)).toBe('रजिस्टर करें');
  });

  it('on /company-registration every plan is a form that adds it to the quote', () => {
    const plans = blockOf('/company-registration', 'pricing-cards', 'pricing').plans;
    const forms = formsIn(byId(documentOf('/company-registration'), 'pricing')).filter((f) => attr(f, 'action') === QUOTE_ITEMS_PATH);
    expect(forms.map((f) => [attr(f, 'method'), hidden(f, 'add')])).toEqual(plans.map((p) => ['post', planItemId(p)]));
  });
});
