// The quote's server part (server/quote/) through the production app: the cookie and the shareable
// address, adding, removing and changing the state of items without JavaScript, the limits in plain words,
// the send (one lead, the total worked out again here, amounts in the request dropped, a reference), the
// confirmation with the UPI payment request whose QR code reads back as the same upi:// link, the UTR,
// the e-mails (business and visitor) through an SMTP server in this process, and the rate limit.
// The render bundle is a stand-in that prints the request state it was given (the real one is used by
// tests/e2e/quote.spec.ts), with the live site's catalog and rule tables.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { SMTPServer } from 'smtp-server';
import { simpleParser, type ParsedMail } from 'mailparser';
import { quoteCatalog, upiLink, priceQuote, totalLine, type QuoteItem } from '../../engine/rules/quote.ts';
import { siteToday } from '../../engine/calendar/dates.ts';
import { config } from '../e2e/site.ts';
import { LIVE_RULES } from '../unit/tool-rules.ts';
import { validateTranslations } from '../../engine/i18n/validate.ts';
import { formWordsData } from '../../engine/form-words.ts';
import { makeApp, makeQuoteDist, type TestApp } from './helpers.ts';

const UPI = { id: 'filingbridge@okaxis', payee: 'FilingBridge Services Pvt Ltd' };
const catalog = quoteCatalog(config.pages.map((f) => ({ path: f.page.paths[0]!, blocks: f.page.blocks })));
const QUOTE_DATA = {
  catalog,
  rules: LIVE_RULES,
  nextSteps: ['An expert calls you.', 'Work starts once the documents are in.'],
  site: { name: 'FilingBridge', payments: { upi: UPI }, whatsapp: '+91 98400 12345', supportHours: { days: 'Monday to Saturday', opens: '09:00', closes: '19:00' } },
  paths: { hi: '/hi/quote' },
};

const COMPANY = 'company-registration.private-limited-company';
const FSSAI = 'fssai-license.basic-registration';

let dist: string;
let t: TestApp;
const received: ParsedMail[] = [];
let smtp: SMTPServer;
beforeAll(async () => {
  smtp = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    onData(stream, _session, callback) {
      simpleParser(stream, (error, mail) => {
        if (!error) received.push(mail);
        callback(error ?? null);
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const port = (smtp.server.address() as AddressInfo).port;
  // The forms' words in every language, as the build writes them (the visitor's e-mail in Hindi).
  dist = makeQuoteDist(QUOTE_DATA, formWordsData(config, validateTranslations('site-config', config).sites));
  t = await makeApp(dist, {
    RATE_LIMIT_MAX: '1000',
    SMTP_URL: `smtp://127.0.0.1:${port}`,
    MAIL_FROM: 'leads@filingbridge.in',
    LEAD_NOTIFY_TO: 'sales@filingbridge.in',
    PUBLIC_URL: 'https://www.filingbridge.in',
    OUTBOX_POLL_MS: '100',
  });
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
  rmSync(dist, { recursive: true, force: true });
});

const FORM = { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'same-origin' };
const post = (url: string, fields: Record<string, string> | [string, string][], headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload: new URLSearchParams(fields).toString(), headers: { ...FORM, ...headers } });
/** The request state the stand-in bundle was asked to render. */
function stateOf(body: string): { quote: Record<string, any> } {
  return JSON.parse(body.replace(/^[\s\S]*<pre>\/quote /, '').replace(/<\/pre>$/, ''));
}
const cookieOf = (res: { headers: Record<string, unknown> }) => String(res.headers['set-cookie'] ?? '');
const quoteCookie = (res: { headers: Record<string, unknown> }) => cookieOf(res).split(';')[0]!;
const until = async (check: () => boolean, ms = 10_000) => {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 25));
  }
};

describe('adding to the quote without JavaScript', () => {
  it('ADD posts the service: 303 to the shareable address, and a first-party cookie set by the server carries it to the next page', async () => {
    const res = await post('/quote/items', { add: COMPANY });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`/quote?i=${COMPANY}`);
    expect(cookieOf(res)).toBe(`quote=i%3D${COMPANY}; Path=/; Max-Age=2592000; SameSite=Lax; HttpOnly`);
    // The next add (from another page) builds on the cookie.
    const next = await post('/quote/items', { add: FSSAI }, { cookie: quoteCookie(res) });
    expect(next.headers.location).toBe(`/quote?i=${COMPANY}&i=${FSSAI}`);
    // /quote with the cookie opens the quote at its address; without one it is the prerendered empty quote.
    const open = await t.app.inject({ url: '/quote', headers: { cookie: quoteCookie(next) } });
    expect(open.statusCode).toBe(303);
    expect(open.headers.location).toBe(`/quote?i=${COMPANY}&i=${FSSAI}`);
    expect((await t.app.inject({ url: '/quote' })).statusCode).not.toBe(303);
  });

  it('the shareable address opens the same quote in any browser (and becomes its quote), priced by the shared computation', async () => {
    const res = await t.app.inject({ url: `/quote?i=${COMPANY}~state:27&i=${FSSAI}&i=no-such-thing` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(quoteCookie(res)).toBe(`quote=${encodeURIComponent(`i=${COMPANY}~state:27&i=${FSSAI}`)}`);
    const { quote } = stateOf(res.body);
    const items: QuoteItem[] = [
      { id: COMPANY, quantity: 1, state: '27' },
      { id: FSSAI, quantity: 1 },
    ];
    expect(quote.items).toEqual(items);
    expect(quote.notices).toEqual(['“no-such-thing” is not a service we offer (any more), so it was left out of your quote.']);
    expect(quote.priced).toEqual(JSON.parse(JSON.stringify(priceQuote(items, catalog, LIVE_RULES, siteToday()))));
    expect(quote.states).toContainEqual(['27', 'Maharashtra', { hi: 'महाराष्ट्र' }]);
    expect(quote.states).toHaveLength(36);
    expect(quote.states.map(([code]: [string]) => code)).not.toContain('97');
    expect(quote.states.map(([code]: [string]) => code)).not.toContain('99');
  });

  it('Remove and Change state post the quote with the item’s place: 303 to the new address', async () => {
    const quote = `i=${COMPANY}&i=${FSSAI}`;
    const state = await post('/quote/items', { quote, do: 'state', index: '0', state: '33' });
    expect(state.headers.location).toBe(`/quote?i=${COMPANY}~state:33&i=${FSSAI}`);
    const removed = await post('/quote/items', { quote, do: 'remove', index: '0' });
    expect(removed.headers.location).toBe(`/quote?i=${FSSAI}`);
    const emptied = await post('/quote/items', { quote: `i=${FSSAI}`, do: 'remove', index: '0' });
    expect(emptied.headers.location).toBe('/quote');
    expect(cookieOf(emptied)).toContain('quote=; Path=/; Max-Age=0');
  });

  it('with JavaScript the same post answers JSON: how many items and the address', async () => {
    const res = await post('/quote/items', { add: FSSAI, quote: `i=${COMPANY}` }, { accept: 'application/json' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ count: 2, href: `/quote?i=${COMPANY}&i=${FSSAI}`, notices: [], added: 'Added.', view: 'View your quote (2)' });
  });

  it('more than 20 items, a negative quantity and an unknown state code get a plain message and change nothing', async () => {
    const ids = Object.keys(catalog).filter((id) => id !== COMPANY);
    const twenty = ids
      .slice(0, 20)
      .map((id) => `i=${id}`)
      .join('&');
    const full = await post('/quote/items', { quote: twenty, add: COMPANY });
    expect(full.statusCode).toBe(400);
    expect(full.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(stateOf(full.body).quote.problems).toEqual(['A quote can hold at most 20 services; it had 21. Only the first 20 are kept — send another quote for the rest.']);
    expect(stateOf(full.body).quote.items).toHaveLength(20);
    const negative = await post('/quote/items', { add: COMPANY, qty: '-1' }, { accept: 'application/json' });
    expect(negative.statusCode).toBe(400);
    expect(negative.json()).toEqual({ error: 'validation', message: 'The number must be a whole number from 1 to 99.' });
    const state = await post('/quote/items', { add: COMPANY, state: '45' }, { accept: 'application/json' });
    expect(state.json().message).toBe('“45” is not a state code we know, so no state is set for “Company Registration — Private Limited Company”. Choose the state from the list.');
    // In the address itself the same limits are messages on the page, never a 500.
    const address = await t.app.inject({ url: `/quote?i=${FSSAI}~qty:-3&i=${COMPANY}~state:45` });
    expect(address.statusCode).toBe(200);
    expect(stateOf(address.body).quote.problems).toHaveLength(2);
  });
});

describe('sending the quote in one go', () => {
  const items: QuoteItem[] = [
    { id: COMPANY, quantity: 1, state: '27' },
    { id: FSSAI, quantity: 1 },
  ];
  const quote = `i=${COMPANY}~state:27&i=${FSSAI}`;
  const priced = priceQuote(items, catalog, LIVE_RULES, siteToday());

  it('stores one lead with every item and the total worked out on the server; amounts in the request are ignored', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/quote',
      payload: { quote, name: 'Priya Sharma', phone: '+91 98765 43210', email: '', language: 'हिन्दी', contactBy: 'whatsapp', time: 'Any time', total: '₹1', payable: 1 },
    });
    expect(res.statusCode).toBe(201);
    const { id, reference, href } = res.json();
    expect(reference).toMatch(/^Q-[2-9A-HJKMNP-TV-Z]{4}-[2-9A-HJKMNP-TV-Z]{4}$/);
    expect(href).toBe(`/quote?sent=${reference}&${quote}`);
    const row = t.db.prepare('SELECT form, payload, payment FROM leads WHERE id = ?').get(id) as { form: string; payload: string; payment: string | null };
    expect(row.form).toBe('quote-request');
    const payload = JSON.parse(row.payload);
    expect(payload.total).toBe(totalLine(priced));
    expect(payload.payable).toBe(priced.payable);
    expect(priced.payable).toBe(priced.total.min);
    expect(payload.items.split('\n')).toEqual([
      `1. Company Registration — Private Limited Company (Maharashtra): ₹${priced.lines[0]!.total!.min.toLocaleString('en-IN')} in all`,
      `2. FSSAI License — Basic Registration: ₹${priced.lines[1]!.total!.min.toLocaleString('en-IN')} in all`,
    ]);
    expect(payload).toMatchObject({ reference, name: 'Priya Sharma', language: 'हिन्दी', contactBy: 'whatsapp', quote });
    expect(row.payment).toBe('awaiting');
  });

  it('without JavaScript: 303 to the confirmation (reference, items, total, the UPI link and its QR code), and the quote cookie is cleared', async () => {
    const res = await post('/api/quote', { quote, name: 'Asha Rao', email: 'asha@example.in', phone: '', language: 'English', contactBy: 'email', time: '11:00–13:00' });
    expect(res.statusCode).toBe(303);
    const location = String(res.headers.location);
    const reference = new URL(location, 'https://x').searchParams.get('sent')!;
    expect(location).toBe(`/quote?sent=${reference}&e=1&${quote}`);
    expect(cookieOf(res)).toContain('quote=; Path=/; Max-Age=0');
    const page = await t.app.inject({ url: location });
    const { quote: state } = stateOf(page.body);
    expect(state.sent.reference).toBe(reference);
    expect(state.sent.emailed).toBe(true);
    expect(state.priced.total).toEqual(priced.total);
    const link = upiLink(UPI, priced.payable!, reference);
    expect(state.sent.upi.link).toBe(link);
    expect(state.sent.upi.amount).toBe(priced.payable);
    // The QR code, drawn on the server, reads back as the same link.
    const png = PNG.sync.read(Buffer.from(state.sent.upi.qr.replace(/^data:image\/png;base64,/, ''), 'base64'));
    expect(jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data).toBe(link);

    // The business's new-lead e-mail names the items and the total; the visitor gets the same.
    const to = (m: ParsedMail, address: string) => JSON.stringify(m.to).includes(address) && m.subject?.includes(reference);
    await until(() => received.some((m) => to(m, 'asha@example.in')) && received.some((m) => to(m, 'sales@filingbridge.in')));
    const business = received.find((m) => to(m, 'sales@filingbridge.in'))!;
    expect(business.subject).toBe(
      `New quote: Quote ${reference}: Company Registration — Private Limited Company, FSSAI License — Basic Registration — ${totalLine(priced)} — Asha Rao`,
    );
    expect(business.text).toContain(`Total: ${totalLine(priced)}`);
    expect(business.text).toContain('2. FSSAI License — Basic Registration');
    const visitor = received.find((m) => to(m, 'asha@example.in'))!;
    expect(visitor.subject).toBe(`Your quote ${reference} from FilingBridge`);
    expect(visitor.text).toContain(`Total: ${totalLine(priced)}`);
    expect(visitor.text).toContain('1. An expert calls you.');
    expect(visitor.text).toContain(link);
  });

  it('sent from a Hindi page: the visitor\'s copy is in Hindi (subject, greeting, total, next steps\' heading, the link), the HTML lang="hi"', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/quote',
      payload: { quote, name: 'Meera', email: 'meera@example.in', phone: '', language: 'हिन्दी', contactBy: 'email', time: 'Any time', _language: 'hi' },
    });
    expect(res.statusCode).toBe(201);
    const { reference } = res.json();
    await until(() => received.some((m) => JSON.stringify(m.to).includes('meera@example.in')));
    const visitor = received.find((m) => JSON.stringify(m.to).includes('meera@example.in'))!;
    expect(visitor.subject).toBe(`FilingBridge से आपका कोटेशन ${reference}`);
    const lines = visitor.text!.split('\n');
    expect(lines[0]).toBe('धन्यवाद, Meera। FilingBridge को आपका कोटेशन मिल गया है।');
    expect(lines).toContain(`संदर्भ: ${reference}`);
    expect(lines).toContain(`कुल: ${totalLine(priced)}`);
    expect(lines).toContain('आगे क्या होगा:');
    expect(lines).toContain(`अपने फ़ोन से UPI द्वारा ₹${priced.payable} चुकाएँ: ${upiLink(UPI, priced.payable!, reference)}`);
    expect(visitor.html).toContain('<html lang="hi">');
    expect(visitor.html).toContain('अपना कोटेशन खोलें');
    // The lead keeps the language it was sent in.
    const row = t.db.prepare('SELECT language FROM leads WHERE json_extract(payload, ?) = ?').get('$.reference', reference) as { language: string };
    expect(row.language).toBe('hi');
  });

  it('missing contact details come back on the quote page with the messages and the values, nothing stored', async () => {
    const before = (t.db.prepare(`SELECT count(*) AS n FROM leads WHERE form = 'quote-request'`).get() as { n: number }).n;
    const res = await post('/api/quote', { quote, name: 'Ravi', phone: '', email: '' });
    expect(res.statusCode).toBe(400);
    const { quote: state } = stateOf(res.body);
    expect(state.form.values).toMatchObject({ name: 'Ravi' });
    expect(Object.keys(state.form.errors).sort()).toEqual(['email', 'phone']);
    expect(state.items).toEqual(items);
    const late = await t.app.inject({ method: 'POST', url: '/api/quote', payload: { quote, name: 'Ravi', phone: '+91 98765 43210', time: '02:00–04:00' } });
    expect(late.statusCode).toBe(400);
    // "Call me back" only within the stated support hours.
    expect(late.json().fields).toEqual({ time: 'Choose a time from the list: Any time, 09:00–11:00, 11:00–13:00, 13:00–15:00, 15:00–17:00, 17:00–19:00.' });
    const empty = await t.app.inject({ method: 'POST', url: '/api/quote', payload: { quote: 'i=no-such-thing', name: 'Ravi', phone: '+91 98765 43210' } });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields).toEqual({ quote: 'Your quote has no services. Add a service, then send the quote.' });
    expect((t.db.prepare(`SELECT count(*) AS n FROM leads WHERE form = 'quote-request'`).get() as { n: number }).n).toBe(before);
  });

  it('the UTR field takes only 12 digits; a good one marks the payment claimed', async () => {
    const sent = await t.app.inject({ method: 'POST', url: '/api/quote', payload: { quote, name: 'Kiran', phone: '+91 98765 43210' } });
    const { id, reference } = sent.json();
    const bad = await post('/quote/payment', { reference, utr: '12345' });
    expect(bad.statusCode).toBe(400);
    expect(stateOf(bad.body).quote.sent.utrError).toBe('A UTR is the 12 digits your UPI app shows after paying (for example 412345678901). Type only those digits.');
    expect((t.db.prepare('SELECT payment FROM leads WHERE id = ?').get(id) as { payment: string }).payment).toBe('awaiting');
    const good = await post('/quote/payment', { reference, utr: '4123 4567 8901' });
    expect(good.statusCode).toBe(303);
    expect(good.headers.location).toBe(`/quote?sent=${reference}&${quote}&utr=412345678901`);
    expect(t.db.prepare('SELECT payment, utr FROM leads WHERE id = ?').get(id)).toEqual({ payment: 'claimed', utr: '412345678901' });
    expect(stateOf((await t.app.inject({ url: String(good.headers.location) })).body).quote.sent.utr).toBe('412345678901');
    expect((await post('/quote/payment', { reference: 'Q-2222-2222', utr: '412345678901' })).statusCode).toBe(404);
  });
});

/** The page the stand-in bundle was asked to render, and its request state. */
function pageOf(body: string): { path: string; quote: Record<string, any> } {
  const [, path, state] = /<pre>(\S+) ([\s\S]*)<\/pre>$/.exec(body)!;
  return { path: path!, ...JSON.parse(state!) };
}

describe('the quote in Hindi', () => {
  it('"Add to quote" on a Hindi page: the answer is in Hindi and goes to /hi/quote, with JavaScript and without', async () => {
    const json = await post('/quote/items', { add: FSSAI, quote: `i=${COMPANY}`, _language: 'hi' }, { accept: 'application/json' });
    expect(json.json()).toEqual({ count: 2, href: `/hi/quote?i=${COMPANY}&i=${FSSAI}`, notices: [], added: 'जोड़ दिया गया।', view: 'अपना कोटेशन देखें (2)' });
    // The price cards' forms carry no language field: the page they were sent from says it.
    const plain = await post('/quote/items', { add: FSSAI, quote: '' }, { referer: 'https://www.filingbridge.in/hi/gst' });
    expect(plain.statusCode).toBe(303);
    expect(plain.headers.location).toBe(`/hi/quote?i=${FSSAI}`);
    const bad = await post('/quote/items', { add: COMPANY, qty: '0', _language: 'hi' }, { accept: 'application/json' });
    expect(bad.json()).toEqual({ error: 'validation', message: 'संख्या 1 से 99 तक का पूरा अंक होनी चाहिए।' });
  });

  it("/hi/quote is rendered as the Hindi page, its notices in Hindi; the cookie sends to /hi/quote; /ta/quote (no Tamil quote page) is not the server's", async () => {
    const res = await t.app.inject({ url: `/hi/quote?i=${FSSAI}&i=no-such-service&i=${COMPANY}~state:45` });
    expect(res.statusCode).toBe(200);
    const page = pageOf(res.body);
    expect(page.path).toBe('/hi/quote');
    expect(page.quote.notices).toEqual(['“no-such-service” हमारी सेवाओं में नहीं है (या अब नहीं है), इसलिए इसे आपके कोटेशन से हटा दिया गया।']);
    expect(page.quote.problems).toEqual(['“45” कोई जाना-पहचाना राज्य कोड नहीं है, इसलिए “Company Registration — Private Limited Company” के लिए कोई राज्य नहीं चुना गया। सूची से राज्य चुनें।']);
    const again = await t.app.inject({ url: '/hi/quote', headers: { cookie: `quote=${encodeURIComponent(`i=${FSSAI}`)}` } });
    expect(again.statusCode).toBe(303);
    expect(again.headers.location).toBe(`/hi/quote?i=${FSSAI}`);
    const ta = await t.app.inject({ url: `/ta/quote?i=${FSSAI}` });
    expect(ta.body).not.toContain('<pre>');
  });

  it('sent without JavaScript from /hi/quote: the confirmation is /hi/quote, a wrong time or UTR is said in Hindi', async () => {
    const quote = `i=${FSSAI}`;
    const late = await post('/api/quote', { quote, name: 'Meera', phone: '+91 98765 43210', time: '02:00–04:00', _language: 'hi' });
    expect(late.statusCode).toBe(400);
    const page = pageOf(late.body);
    expect(page.path).toBe('/hi/quote');
    expect(page.quote.form.errors).toEqual({ time: 'सूची में से कोई समय चुनें: Any time, 09:00–11:00, 11:00–13:00, 13:00–15:00, 15:00–17:00, 17:00–19:00।' });
    const sent = await post('/api/quote', { quote, name: 'Meera', phone: '+91 98765 43210', _language: 'hi' });
    expect(sent.statusCode).toBe(303);
    const reference = /sent=(Q-[^&]+)/.exec(String(sent.headers.location))?.[1];
    expect(sent.headers.location).toBe(`/hi/quote?sent=${reference}&${quote}`);
    const utr = await post('/quote/payment', { reference: reference!, utr: '12', _language: 'hi' });
    expect(pageOf(utr.body).path).toBe('/hi/quote');
    expect(pageOf(utr.body).quote.sent.utrError).toBe('UTR वे 12 अंक हैं जो भुगतान के बाद आपका UPI ऐप दिखाता है (जैसे 412345678901)। सिर्फ़ वही अंक लिखें।');
    const good = await post('/quote/payment', { reference: reference!, utr: '412345678901', _language: 'hi' });
    expect(good.headers.location).toBe(`/hi/quote?sent=${reference}&${quote}&utr=412345678901`);
  });
});

describe('rate limits', () => {
  it('the quote’s posts are limited like the other forms', async () => {
    const limited = await makeApp(dist, { RATE_LIMIT_MAX: '2' });
    try {
      const codes = [];
      for (let i = 0; i < 3; i++) codes.push((await limited.app.inject({ method: 'POST', url: '/quote/items', payload: `add=${FSSAI}`, headers: FORM })).statusCode);
      expect(codes).toEqual([303, 303, 429]);
    } finally {
      await limited.close();
    }
  });
});
