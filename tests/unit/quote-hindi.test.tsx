// The quote page as the server renders it for a visitor on /hi/quote (the release's renderer for Hindi,
// with the request state the server makes): every word of the quote block in Hindi — the breakdown, the
// buttons, the total line, the send form, the confirmation and the UPI payment — and the English that
// stays (the services' names) marked lang="en"; the government fees' names are the Hindi rule table's.
import { afterEach, describe, expect, it } from 'vitest';
import { setRequestStateSource, type QuoteRenderState } from '../../engine/block-api.tsx';
import { lineTitle, priceQuote, quoteCatalog, type QuoteItem } from '../../engine/rules/quote.ts';
import { siteToday } from '../../engine/calendar/dates.ts';
import { config } from '../e2e/site.ts';
import { LIVE_RULES } from './tool-rules.ts';
import { stateList } from '../../engine/rules/state-match.ts';
import { languageRenderers } from './language-pages.ts';
import { latinWords } from './latin-words.ts';

const renderers = languageRenderers();
const catalog = quoteCatalog(config.pages.map((f) => ({ path: f.page.paths[0]!, blocks: f.page.blocks })));
const day = siteToday();

function stateFor(items: QuoteItem[], extra: Partial<QuoteRenderState> = {}): QuoteRenderState {
  return { items, priced: priceQuote(items, catalog, LIVE_RULES, day), notices: [], problems: [], states: stateList(LIVE_RULES), ...extra };
}
async function hindiQuote(state: QuoteRenderState): Promise<string> {
  setRequestStateSource(() => ({ quote: state }));
  return (await renderers.get('hi')!.render('/hi/quote')).html;
}
afterEach(() => setRequestStateSource(() => undefined));

const COMPANY = { id: 'company-registration.private-limited-company', quantity: 1 };
const APEDA = { id: 'apeda-registration', quantity: 1 };

describe('"Call me back" on the live site', () => {
  // site.json's support hours are the business's own (site-spec.md, "Support hours Mon-Fri 9 AM-7 PM IST",
  // as the contact page states them): the slots lie within them, in the page's language.
  const SLOTS = ['09:00–11:00', '11:00–13:00', '13:00–15:00', '15:00–17:00', '17:00–19:00'];
  it.each([
    ['en', '/quote', 'We call Monday to Friday, 09:00–19:00 India time.', '<option value="Any time" selected="">Any time</option>'],
    ['hi', '/hi/quote', 'हम सोमवार से शुक्रवार, 09:00–19:00 (भारतीय समय) कॉल करते हैं।', '<option value="Any time" selected="">कभी भी</option>'],
  ])('%s: offers two-hour slots within the support hours, and says when we call', async (language, path, hint, anyTime) => {
    setRequestStateSource(() => ({ quote: stateFor([COMPANY]) }));
    const html = (await renderers.get(language)!.render(path)).html;
    expect(html).toMatch(new RegExp(`<span id="quote-time-hint" class="[a-z]+">${hint.replace(/[()]/g, '\\$&')}</span>`));
    const select = html.match(/<select id="quote-time"[^>]*>(.*?)<\/select>/)?.[1];
    expect(select).toBe(`${anyTime}${SLOTS.map((s) => `<option value="${s}">${s}</option>`).join('')}`);
  });
});

describe('/hi/quote for a visitor', () => {
  it('the services, their breakdown, the buttons, the total and the send form are in Hindi', async () => {
    const html = await hindiQuote(stateFor([COMPANY, APEDA]));
    for (const hindi of [
      '>हमारी फ़ीस<',
      'इसमें जीएसटी (18%)', // the company plan's price includes GST
      'स्टांप ड्यूटी (राज्य पर निर्भर)',
      '>राज्य<', // the state list's label
      '>अभी नहीं चुना</option>',
      '>राज्य बदलें</button>',
      '>हटाएँ</button>',
      'फ़ीस 24 घंटे के अंदर बताई जाएगी',
      'और साथ में एक सेवा की हमारी फ़ीस, जो 24 घंटे के अंदर बताई जाएगी',
      'यह कोटेशन साझा करें:',
      'href="/hi/quote?i=company-registration.private-limited-company&amp;i=apeda-registration"',
      'यह कोटेशन भेजें',
      '>आपका नाम</label>',
      '>फ़ोन नंबर, ईमेल पता या दोनों।<',
      'हम आपसे कैसे संपर्क करें?',
      '>फ़ोन कॉल</label>',
      '>मुझे कॉल करें</label>',
      '<option value="Any time" selected="">कभी भी</option>',
      '<option value="हिन्दी" selected="">हिन्दी</option>', // the call-back language starts on the page's
      '>कोटेशन भेजें</button>',
      'name="_language" value="hi"',
      // What the behavior says after a change in the background, in the page's words.
      'data-quote-words="{&quot;updated&quot;:&quot;कोटेशन बदल दिया गया।&quot;,&quot;removed&quot;:&quot;कोटेशन से हटा दिया गया।&quot;,&quot;check&quot;:&quot;कृपया पेज पर दिया संदेश देखें।&quot;}"',
    ])
      expect(html).toContain(hindi);
    expect(html).toMatch(/>₹[\d,]+ से ₹[\d,]+ सब मिलाकर</);
    expect(html).toMatch(/>कुल: ₹[\d,]+ से ₹[\d,]+ सब मिलाकर \(आपके मामले पर निर्भर\) और साथ में एक सेवा की हमारी फ़ीस, जो 24 घंटे के अंदर बताई जाएगी</);
    expect(html).toMatch(/aria-label="Company Registration — Private Limited Company हटाएँ"/);
    expect(html).toContain('<option value="English" lang="en">English</option>'); // a language named in its own script: English, marked
    // The service's name stays as written, marked; a government fee's name is the Hindi rule table's (the server
    // prices the quote with the English tables: the line finds its fee again by id).
    expect(html).toMatch(/<h[23][^>]*><span lang="en">Company Registration — Private Limited Company<\/span><\/h[23]>/);
    expect(html).toContain('<dt>कंपनी के नाम का रिज़र्वेशन, RUN या SPICe+ पार्ट A (सरकारी फ़ीस)</dt>');
    expect(html).not.toContain('Company name reservation');
    for (const english of ['Our fee', 'Send this quote', 'Your name', 'How should we reach you?', 'Call me back', 'Send quote', 'Remove', 'in all', 'Total:', 'Share this quote'])
      expect(html).not.toContain(english);
  });

  // The Latin-script check of the Hindi pages (interface-words.test.ts) reads the prerendered, empty /hi/quote;
  // a visitor's quote adds the services' lines, their fees and stamp duty, the total and the send form.
  it('a filled quote (/hi/quote?i=gst-registration.basic&i=…~state:27&i=apeda-registration) has no Latin-script word outside lang="en" but names and form codes', async () => {
    const state = stateFor([{ id: 'gst-registration.basic', quantity: 1 }, { ...COMPANY, state: '27' }, APEDA]);
    const html = await hindiQuote(state);
    expect(html).toContain('>यह कोटेशन भेजें');
    expect(html).toContain('<option value="27" selected="">महाराष्ट्र</option>');
    // The services' names stay as written (marked on the page); inside a button's aria-label ("… हटाएँ") they cannot be marked.
    const services = state.priced.lines.map(lineTitle);
    expect(services).toEqual(['GST Registration — Basic', 'Company Registration — Private Limited Company', 'APEDA Registration']);
    expect(latinWords(html, services)).toEqual([]);
  });

  it("the state list has the states' Hindi names in Hindi order, and a chosen state shows its Hindi name", async () => {
    const html = await hindiQuote(stateFor([{ ...COMPANY, state: '27' }]));
    const list = /<select name="state"[^>]*>([\s\S]*?)<\/select>/.exec(html)![1]!;
    const options = [...list.matchAll(/<option value="(\d+)"[^>]*>([^<]+)<\/option>/g)].map((m) => [m[1], m[2]]);
    expect(options).toHaveLength(36);
    expect(options).toContainEqual(['27', 'महाराष्ट्र']);
    expect(options).toContainEqual(['33', 'तमिलनाडु']);
    expect(options.map(([, name]) => name)).toEqual(options.map(([, name]) => name!).sort((a, b) => a.localeCompare(b, 'hi')));
    expect(list).not.toMatch(/Maharashtra|Tamil Nadu|lang="en"/);
    expect(html).toContain('<option value="27" selected="">महाराष्ट्र</option>');
    expect(html).not.toContain('Maharashtra');
  });

  it('the confirmation and the UPI payment request are in Hindi', async () => {
    const state = stateFor([{ id: 'gst-registration.basic', quantity: 1 }]);
    state.sent = { reference: 'Q-7K4M-2PXR', emailed: true, upi: { link: 'upi://pay?pa=x', qr: 'data:image/png;base64,AA', amount: state.priced.payable! } };
    const html = await hindiQuote(state);
    const amount = `₹${state.priced.payable!.toLocaleString('en-IN')}`;
    for (const hindi of [
      '>आपका कोटेशन भेज दिया गया है<',
      'आपका रेफ़रेंस नंबर:',
      'यही जानकारी आपके ईमेल पर भी भेज दी गई है।',
      '>आगे क्या होगा<',
      `अभी UPI से ${amount} चुकाएँ`,
      `>UPI से ${amount} चुकाएँ</a>`,
      `alt="UPI से ${amount} चुकाने का QR कोड, नोट Q-7K4M-2PXR"`,
      'कंप्यूटर पर: अपने UPI ऐप से स्कैन करें',
      '>UTR (12 अंक)</label>',
      '>मैंने भुगतान कर दिया है</button>',
      'href="/hi/quote"',
      '>नया कोटेशन शुरू करें</a>',
    ])
      expect(html).toContain(hindi);
    state.sent = { ...state.sent, utr: '412345678901' };
    expect(await hindiQuote(state)).toContain('धन्यवाद। आपका UTR 412345678901 हमें मिल गया है; रक़म हमारे बैंक में पहुँचते ही हम भुगतान की पुष्टि करेंगे।');
  });
});
