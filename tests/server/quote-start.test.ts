// /incorporation's Register through the production app (server/quote/routes.ts, do=start): a plain
// form post puts the chosen structure's plan into the visitor's quote with the state typed (recognised
// by name, spelling or Hindi name) and the proposed name, and answers 303 to the quote, priced from the
// fee rules; a state not recognised gives the form's page again (400) with every answer kept and the list
// of states; the same from /hi/incorporation in Hindi. The render bundle is a stand-in that prints the
// path and request state it was asked to render (tests/e2e/incorporation-quote.spec.ts uses the real one).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rmSync } from 'node:fs';
import { priceQuote, quoteCatalog, totalLine } from '../../engine/rules/quote.ts';
import { quoteStartForm } from '../../engine/rules/quote-start.ts';
import { siteToday } from '../../engine/calendar/dates.ts';
import type { FormBlock, FormBlockQuoteAction } from '../../engine/generated/config.ts';
import { config } from '../e2e/site.ts';
import { LIVE_RULES } from '../unit/tool-rules.ts';
import { validateTranslations } from '../../engine/i18n/validate.ts';
import { formWordsData } from '../../engine/form-words.ts';
import { makeApp, makeQuoteDist, type TestApp } from './helpers.ts';

const catalog = quoteCatalog(config.pages.map((f) => ({ path: f.page.paths[0]!, blocks: f.page.blocks })));
const page = config.pages.find((f) => f.page.paths[0] === '/incorporation')!.page;
const KEY = String(page.blocks.findIndex((b) => b.type === 'form' && b.id === 'register'));
const register = page.blocks[Number(KEY)] as FormBlock & { action: FormBlockQuoteAction };
const QUOTE_DATA = {
  catalog,
  rules: LIVE_RULES,
  nextSteps: ['An expert calls you.'],
  site: { name: 'FilingBridge' },
  paths: { hi: '/hi/quote' },
  starts: {
    [`/incorporation#${KEY}`]: quoteStartForm(register, '/incorporation', KEY),
    [`/hi/incorporation#${KEY}`]: quoteStartForm(register, '/hi/incorporation', KEY),
  },
};

let dist: string;
let t: TestApp;
beforeAll(async () => {
  dist = makeQuoteDist(QUOTE_DATA, formWordsData(config, validateTranslations('site-config', config).sites));
  t = await makeApp(dist, { RATE_LIMIT_MAX: '1000' });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

const FORM = { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'same-origin' };
const register_ = (fields: Record<string, string>, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/quote/items',
    payload: new URLSearchParams({ do: 'start', from: `/incorporation#${KEY}`, ...fields }).toString(),
    headers: { ...FORM, referer: 'http://localhost/incorporation', ...headers },
  });
/** The path and request state the stand-in bundle was asked to render. */
function rendered(body: string): { path: string; state: Record<string, any> } {
  const [, path, json] = /<pre>(\S+) ([\s\S]*)<\/pre>$/.exec(body)!;
  return { path: path!, state: JSON.parse(json!) };
}
const STATES_IN_LIST = 36;

describe('Register on /incorporation starts the quote, without JavaScript', () => {
  it('OPC, "tamilnadu" and a proposed name: 303 to the quote holding One Person Company for Tamil Nadu (state 33) with the name, and the cookie', async () => {
    const res = await register_({ entityType: 'OPC', state: 'tamilnadu', proposedName: 'Sunrise Foods' });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/quote?i=company-registration.one-person-company~state:33~name:Sunrise+Foods');
    expect(String(res.headers['set-cookie'])).toMatch(
      /^quote=i%3Dcompany-registration\.one-person-company~state%3A33~name%3ASunrise%2BFoods; Path=\/; Max-Age=2592000; SameSite=Lax; HttpOnly/,
    );
    // The quote page prices it from the fee rules: the plan's fee, GST, the MCA fees and Tamil Nadu's stamp duty.
    const quote = await t.app.inject({ url: String(res.headers.location) });
    const { path, state } = rendered(quote.body);
    expect(path).toBe('/quote');
    const expected = priceQuote([{ id: 'company-registration.one-person-company', quantity: 1, state: '33', detail: 'Sunrise Foods' }], catalog, LIVE_RULES, siteToday());
    expect(state.quote.priced.lines[0].stateName).toBe('Tamil Nadu');
    expect(state.quote.priced.lines[0].item.detail).toBe('Sunrise Foods');
    // Tamil Nadu's own stamp duty on the memorandum and articles, one figure (not the range over the states).
    expect(state.quote.priced.lines[0].allIn.stamp).toEqual(expected.lines[0]!.allIn.stamp);
    expect(state.quote.priced.lines[0].allIn.stamp.state).toBe('33');
    expect(state.quote.priced.lines[0].allIn.stamp.amount.min).toBe(state.quote.priced.lines[0].allIn.stamp.amount.max);
    expect(totalLine(state.quote.priced)).toBe(totalLine(expected));
    expect(state.quote.problems).toEqual([]);
  });

  it('each type of business is its own plan; a Hindi or old name of the state is recognised; no state is a quote without one', async () => {
    const cases: [Record<string, string>, string][] = [
      [{ entityType: 'Company', state: 'Maharastra', proposedName: '' }, '/quote?i=company-registration.private-limited-company~state:27'],
      [{ entityType: 'LLP', state: 'Orissa', proposedName: 'Kalinga Crafts' }, '/quote?i=llp-registration.llp-registration~state:21~name:Kalinga+Crafts'],
      [{ entityType: 'Partnership', state: 'गुजरात', proposedName: '' }, '/quote?i=partnership-registration.partnership-registration~state:24'],
      [{ entityType: 'Proprietorship', state: '', proposedName: '' }, '/quote?i=proprietorship'],
    ];
    for (const [fields, location] of cases) {
      const res = await register_(fields);
      expect([res.statusCode, res.headers.location]).toEqual([303, location]);
    }
  });

  it('adds to the quote the visitor already has (the cookie)', async () => {
    const res = await register_({ entityType: 'Company', state: 'Kerala' }, { cookie: 'quote=i%3Dfssai-license.basic-registration' });
    expect(res.headers.location).toBe('/quote?i=fssai-license.basic-registration&i=company-registration.private-limited-company~state:32');
  });

  it("a state not recognised: the form's page again (400), every answer kept, the message at the state and the list of 36 states; the quote untouched", async () => {
    const res = await register_({ entityType: 'LLP', state: 'Lemuria', proposedName: 'Backwater Spices' });
    expect(res.statusCode).toBe(400);
    expect(res.headers['set-cookie']).toBeUndefined();
    const { path, state } = rendered(res.body);
    expect(path).toBe('/incorporation');
    const form = state.forms[KEY];
    expect(form.status).toBe('failure');
    expect(form.values).toEqual({ entityType: 'LLP', state: 'Lemuria', proposedName: 'Backwater Spices' });
    expect(form.errors).toEqual({
      state: 'We could not recognise “Lemuria” as a state or union territory of India. Choose yours from the list below; your other answers are kept.',
    });
    // The list completes the state field: the page shows it with the state box, under its message.
    expect(form.pick).toMatchObject({ name: 'stateCode', field: 'state', label: 'Your state or union territory', placeholder: 'Choose from the list' });
    expect(form.pick.options).toHaveLength(STATES_IN_LIST);
    expect(form.pick.options.find((o: { value: string }) => o.value === '32')).toEqual({ value: '32', label: 'Kerala' });
    // Choosing from the list sends the same answers with the state's code: the quote opens.
    const again = await register_({ entityType: 'LLP', state: 'Lemuria', proposedName: 'Backwater Spices', stateCode: '32' });
    expect([again.statusCode, again.headers.location]).toEqual([303, '/quote?i=llp-registration.llp-registration~state:32~name:Backwater+Spices']);
  });

  it("with JavaScript (Accept: application/json) the same answers: the quote's address, or the messages and the list", async () => {
    const ok = await register_({ entityType: 'Company', state: 'TN' }, { accept: 'application/json' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ count: 1, href: '/quote?i=company-registration.private-limited-company~state:33' });
    const bad = await register_({ entityType: 'Company', state: 'Atlantis' }, { accept: 'application/json' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      error: 'validation',
      fields: { state: 'We could not recognise “Atlantis” as a state or union territory of India. Choose yours from the list below; your other answers are kept.' },
    });
    expect(bad.json().pick).toMatchObject({ name: 'stateCode', field: 'state' });
    expect(bad.json().pick.options).toHaveLength(STATES_IN_LIST);
  });

  it("a form that is not one of the site's, or a choice the form does not offer, is a plain 400 — never a 500", async () => {
    const stranger = await register_({ from: '/nowhere#3', entityType: 'Company' }, { accept: 'application/json' });
    expect(stranger.statusCode).toBe(400);
    expect(stranger.json().fields).toEqual({ _form: 'Choose Add to quote, Remove or Change state on the page and try again.' });
    const trust = await register_({ entityType: 'Trust', state: 'Goa' });
    expect(trust.statusCode).toBe(400);
    expect(rendered(trust.body).state.forms[KEY].errors).toEqual({ entityType: 'Choose one of: Company, LLP, OPC, Proprietorship, Partnership.' });
  });
});

describe('Register on /hi/incorporation, in Hindi', () => {
  const hindi = (fields: Record<string, string>) => register_({ from: `/hi/incorporation#${KEY}`, _language: 'hi', ...fields }, { referer: 'http://localhost/hi/incorporation' });

  it('a Hindi state name: 303 to the Hindi quote page', async () => {
    const res = await hindi({ entityType: 'Company', state: 'तमिलनाडु', proposedName: 'सनराइज़ फ़ूड्स' });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(
      `/hi/quote?i=company-registration.private-limited-company~state:33~name:${encodeURIComponent('सनराइज़').replace(/%20/g, '+')}+${encodeURIComponent('फ़ूड्स')}`,
    );
  });

  it('a state not recognised: /hi/incorporation again, the message and the list in Hindi, states by their Hindi names', async () => {
    const res = await hindi({ entityType: 'OPC', state: 'लेमूरिया', proposedName: '' });
    expect(res.statusCode).toBe(400);
    const { path, state } = rendered(res.body);
    expect(path).toBe('/hi/incorporation');
    const form = state.forms[KEY];
    expect(form.errors.state).toBe('हम “लेमूरिया” को भारत के किसी राज्य या केंद्र शासित प्रदेश के रूप में नहीं पहचान पाए। नीचे दी गई सूची से अपना राज्य चुनें; आपके बाक़ी जवाब वैसे ही रखे गए हैं।');
    expect(form.pick).toMatchObject({ label: 'आपका राज्य या केंद्र शासित प्रदेश', placeholder: 'सूची से चुनें' });
    expect(form.pick.options.find((o: { value: string }) => o.value === '33')).toEqual({ value: '33', label: 'तमिलनाडु' });
  });
});
