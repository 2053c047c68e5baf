// The quote's pure part (engine/rules/quote.ts): the catalog made from the live pages, the address read
// back with its limits and messages, the total worked out with the price cards' own computation, and the
// UPI and WhatsApp links.
import { describe, expect, it } from 'vitest';
import { allInPrice } from '../../engine/rules/all-in.ts';
import {
  MAX_QUOTE_ITEMS,
  callSlots,
  formatQuote,
  knownStates,
  priceQuote,
  quoteCatalog,
  quoteHref,
  readQuote,
  telHref,
  totalLine,
  upiLink,
  whatsappLink,
} from '../../engine/rules/quote.ts';
import { siteToday } from '../../engine/calendar/dates.ts';
import { config } from '../e2e/site.ts';
import { LIVE_RULES } from './tool-rules.ts';

const today = siteToday();
const catalog = quoteCatalog(config.pages.map((f) => ({ path: f.page.paths[0]!, blocks: f.page.blocks })));
const states = knownStates(LIVE_RULES, today);

describe('the catalog', () => {
  it("holds every price card's plan by service and plan, and every service grid's service", () => {
    expect(catalog['company-registration.private-limited-company']).toMatchObject({
      service: 'Company Registration',
      plan: 'Private Limited Company',
      page: '/company-registration',
    });
    expect(catalog['company-registration.private-limited-company']!.cost.price).toBe(7999);
    expect(catalog['fssai-license.basic-registration']!.cost).toMatchObject({ price: 2999, gst: 'included' });
    expect(catalog['apeda-registration']).toMatchObject({ service: 'APEDA Registration', page: '/registrations' });
    expect(catalog['apeda-registration']!.cost.price).toBeUndefined();
  });

  it("takes a price card's entry over a grid card of the same service and plan, whichever page comes first", () => {
    const grid = { type: 'service-grid', services: [{ title: 'LLP', action: { type: 'enquire', service: 'LLP Registration', plan: 'LLP Registration' } }] };
    const cards = {
      type: 'pricing-cards',
      plans: [],
      quotes: [{ name: 'LLP Registration', governmentFees: [{ fee: 'llp-incorporation' }], features: [], action: { type: 'enquire', service: 'LLP Registration' } }],
    };
    const pages = [
      { path: '/incorporation', blocks: [grid] },
      { path: '/limited-liability-partnership', blocks: [cards] },
      { path: '/later', blocks: [grid] },
    ];
    const entry = quoteCatalog(pages)['llp-registration.llp-registration']!;
    expect(entry.page).toBe('/limited-liability-partnership');
    expect(entry.cost.governmentFees).toEqual([{ fee: 'llp-incorporation' }]);
    // On the live site: the LLP card of /incorporation adds the LLP page's item, with its government fee.
    expect(catalog['llp-registration.llp-registration']!.page).toBe('/limited-liability-partnership');
    expect(catalog['partnership-registration.partnership-registration']!.page).toBe('/partnership');
  });
});

describe('reading a quote address', () => {
  it('keeps known items with their quantity, state and name, and merges repeats', () => {
    const read = readQuote(['company-registration.private-limited-company~state:27~name:Sunrise Foods', 'apeda-registration', 'apeda-registration'], catalog, states);
    expect(read).toEqual({
      items: [
        { id: 'company-registration.private-limited-company', quantity: 1, state: '27', detail: 'Sunrise Foods' },
        { id: 'apeda-registration', quantity: 2 },
      ],
      notices: [],
      problems: [],
    });
    expect(formatQuote(read.items)).toBe('i=company-registration.private-limited-company~state:27~name:Sunrise+Foods&i=apeda-registration~qty:2');
    expect(readQuote(new URLSearchParams(formatQuote(read.items)).getAll('i'), catalog, states).items).toEqual(read.items);
  });

  it('drops an unknown service with a notice, and refuses a negative quantity, an unknown state and more than 20 items in plain words', () => {
    expect(readQuote(['no-such-service', 'apeda-registration'], catalog, states)).toEqual({
      items: [{ id: 'apeda-registration', quantity: 1 }],
      notices: ['“no-such-service” is not a service we offer (any more), so it was left out of your quote.'],
      problems: [],
    });
    expect(readQuote(['apeda-registration~qty:-2'], catalog, states).problems).toEqual([
      'The number of “APEDA Registration” must be a whole number from 1 to 99 (it was “-2”); it was left out.',
    ]);
    const badState = readQuote(['company-registration.private-limited-company~state:45'], catalog, states);
    expect(badState.items).toEqual([{ id: 'company-registration.private-limited-company', quantity: 1 }]);
    expect(badState.problems).toEqual([
      '“45” is not a state code we know, so no state is set for “Company Registration — Private Limited Company”. Choose the state from the list.',
    ]);
    const ids = Object.keys(catalog).slice(0, MAX_QUOTE_ITEMS + 1);
    const many = readQuote(ids, catalog, states);
    expect(many.items).toHaveLength(20);
    expect(many.problems).toEqual(['A quote can hold at most 20 services; it had 21. Only the first 20 are kept — send another quote for the rest.']);
  });
});

describe('the total', () => {
  it("is each plan's all-in price (for its state) times its quantity, as the price cards work it out", () => {
    const items = [
      { id: 'company-registration.private-limited-company', quantity: 1, state: '27' },
      { id: 'fssai-license.basic-registration', quantity: 2 },
    ];
    const priced = priceQuote(items, catalog, LIVE_RULES, today);
    const company = allInPrice(catalog[items[0]!.id]!.cost, LIVE_RULES, today, '27');
    const fssai = allInPrice(catalog[items[1]!.id]!.cost, LIVE_RULES, today);
    expect(company.stamp?.state).toBe('27');
    expect(priced.lines.map((l) => l.total)).toEqual([company.total, { min: fssai.total!.min * 2, max: fssai.total!.max * 2 }]);
    expect(priced.total).toEqual({ min: company.total!.min + 2 * fssai.total!.min, max: company.total!.max + 2 * fssai.total!.max });
    if (priced.total.min === priced.total.max) expect(priced.payable).toBe(priced.total.min);
  });

  it('a service quoted on request is named beside the total and leaves nothing to pay now', () => {
    const priced = priceQuote(
      [
        { id: 'fssai-license.basic-registration', quantity: 1 },
        { id: 'apeda-registration', quantity: 1 },
      ],
      catalog,
      LIVE_RULES,
      today,
    );
    const fssai = allInPrice(catalog['fssai-license.basic-registration']!.cost, LIVE_RULES, today).total!;
    expect(priced.payable).toBeUndefined();
    expect(totalLine(priced)).toMatch(/ in all plus our fee for one service, quoted within 24 hours$/);
    expect(totalLine(priced)).toContain(`₹${fssai.min.toLocaleString('en-IN')}`);
  });
});

describe('links', () => {
  it('a UPI payment request carries payee, name, amount in rupees, INR and the reference', () => {
    const link = upiLink({ id: 'filingbridge@okaxis', payee: 'FilingBridge Services Pvt Ltd' }, 7080, 'Q-7K4M-2PXR');
    expect(link).toBe('upi://pay?pa=filingbridge%40okaxis&pn=FilingBridge%20Services%20Pvt%20Ltd&am=7080.00&cu=INR&tn=Q-7K4M-2PXR');
    const query = new URLSearchParams(link.split('?')[1]);
    expect(Object.fromEntries(query)).toEqual({ pa: 'filingbridge@okaxis', pn: 'FilingBridge Services Pvt Ltd', am: '7080.00', cu: 'INR', tn: 'Q-7K4M-2PXR' });
  });

  it('WhatsApp gets digits only and a prefilled text; a phone number becomes a tel: link; the quote has a shareable address', () => {
    expect(whatsappLink('+91 98400 12345', 'About my quote Q-7K4M-2PXR')).toBe('https://wa.me/919840012345?text=About%20my%20quote%20Q-7K4M-2PXR');
    expect(telHref('+91 44 4000 1234')).toBe('tel:+914440001234');
    expect(quoteHref([])).toBe('/quote');
    expect(quoteHref([{ id: 'apeda-registration', quantity: 1 }])).toBe('/quote?i=apeda-registration');
  });

  it('call-back slots lie within the stated support hours', () => {
    expect(callSlots({ opens: '09:00', closes: '19:00' })).toEqual(['Any time', '09:00–11:00', '11:00–13:00', '13:00–15:00', '15:00–17:00', '17:00–19:00']);
    expect(callSlots({ opens: '10:00', closes: '13:00' })).toEqual(['Any time', '10:00–12:00', '12:00–13:00']);
  });
});
