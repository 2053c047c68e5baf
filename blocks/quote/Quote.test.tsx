// The quote block: prerendered it is the empty quote; rendered by the server for a visitor it lists each
// service with its all-in breakdown, plain forms to remove an item or change its state, the total in one
// line and the send form; after sending, the reference, items, total, next steps and the UPI request.
import { afterEach, describe, expect, it } from 'vitest';
import { setRequestStateSource, type Block, type QuoteRenderState } from '../../engine/block-api.tsx';
import { priceQuote, quoteCatalog, totalLine, type QuoteItem } from '../../engine/rules/quote.ts';
import { siteToday } from '../../engine/calendar/dates.ts';
import { stateList } from '../../engine/rules/state-match.ts';
import { renderBlocks, tagsWith, attrOf, text } from '../../tests/unit/render-helpers.tsx';
import { LIVE_RULES } from '../../tests/unit/tool-rules.ts';
import { expectContainsAll } from '../../tests/unit/helpers.ts';
import { config } from '../../tests/e2e/site.ts';

const block = {
  type: 'quote',
  heading: 'Your quote',
  empty: 'Your quote is empty. See [registrations](/registrations).',
  nextSteps: ['An expert calls you.', 'Work starts.'],
  languages: ['English', 'हिन्दी'],
} as Block;
const catalog = quoteCatalog(config.pages.map((f) => ({ path: f.page.paths[0]!, blocks: f.page.blocks })));
const day = siteToday();

function stateFor(items: QuoteItem[], extra: Partial<QuoteRenderState> = {}): QuoteRenderState {
  return {
    items,
    priced: priceQuote(items, catalog, LIVE_RULES, day),
    notices: [],
    problems: [],
    states: stateList(LIVE_RULES),
    ...extra,
  };
}
function renderWith(state: QuoteRenderState | undefined) {
  setRequestStateSource(() => (state ? { quote: state } : undefined));
  return renderBlocks([block], '/quote');
}
afterEach(() => setRequestStateSource(() => undefined));

describe('the quote block', () => {
  it('prerendered, it is the empty quote with its links, and no form', () => {
    const html = renderWith(undefined);
    expect(text(html)).toContain('Your quote is empty. See registrations');
    expect(html).toContain('href="/registrations"');
    expect(html).not.toContain('<form');
  });

  it("for a visitor's quote: each service with its breakdown, remove and state forms, the total in one line, the share address and the send form", () => {
    const items = [
      { id: 'company-registration.private-limited-company', quantity: 1, state: '27' },
      { id: 'apeda-registration', quantity: 1 },
    ];
    const state = stateFor(items, { notices: ['“x” is not a service we offer (any more), so it was left out of your quote.'] });
    const html = renderWith(state);
    const shown = text(html);
    expectContainsAll(shown, [
      '“x” is not a service we offer (any more), so it was left out of your quote.',
      'Company Registration — Private Limited Company',
      'Stamp duty (in Maharashtra)',
      'APEDA Registration',
      'Our fee quoted within 24 hours',
      `Total: ${totalLine(state.priced)}`,
    ]);
    // Remove and Change state are plain posts carrying the quote and the item's place in it.
    const forms = tagsWith(html, 'data-quote-form', '');
    expect(forms.map((f) => [attrOf(f, 'method'), attrOf(f, 'action')])).toEqual([
      ['post', '/quote/items'],
      ['post', '/quote/items'],
      ['post', '/quote/items'],
    ]);
    expect(html).toMatch(/<option value="27" selected="">Maharashtra<\/option>/);
    expect(html).toContain('href="/quote?i=company-registration.private-limited-company~state:27&amp;i=apeda-registration"');
    // The send form posts the quote (never an amount) with the visitor's contact details.
    const send = tagsWith(html, 'data-quote-send', '')[0]!;
    expect(attrOf(send, 'action')).toBe('/api/quote');
    expect(html).not.toMatch(/name="(total|payable|amount)"/);
    for (const name of ['quote', 'name', 'phone', 'email', 'language', 'contactBy', 'time', 'website']) expect(html).toContain(`name="${name}"`);
    expect(shown).toContain('Call me back');
    expect(html).toContain('<option value="English" selected="">English</option>'); // an English page's call-back language
  });

  it('after sending: the reference, the items, the total, next steps and, with a UPI request, the link, the QR code and the UTR field', () => {
    const items = [{ id: 'fssai-license.basic-registration', quantity: 1 }];
    const state = stateFor(items, {
      sent: { reference: 'Q-7K4M-2PXR', emailed: true, upi: { link: 'upi://pay?pa=a%40b&am=1.00', qr: 'data:image/png;base64,AAAA', amount: 3539 } },
    });
    const html = renderWith(state);
    const shown = text(html);
    expect(shown).toContain('Your quote is sent');
    expect(shown).toContain('Your reference: Q-7K4M-2PXR');
    expect(shown).toContain('FSSAI License — Basic Registration');
    expect(shown).toContain(`Total: ${totalLine(state.priced)}`);
    expect(shown).toContain('We have sent the same to your e-mail.');
    expect(shown).toContain('What happens next An expert calls you. Work starts.');
    expect(shown).toContain('Pay ₹3,539 now by UPI');
    expect(html).toContain('href="upi://pay?pa=a%40b&amp;am=1.00"');
    expect(html).toContain('src="data:image/png;base64,AAAA"');
    const utr = html.match(/<input[^>]*name="utr"[^>]*>/)![0];
    expect(attrOf(utr, 'pattern')).toBe('[0-9]{12}');
    expect(attrOf(utr, 'inputmode')).toBe('numeric');
  });

  it('without a UPI request nothing about payment is shown', () => {
    const html = renderWith(stateFor([{ id: 'apeda-registration', quantity: 1 }], { sent: { reference: 'Q-7K4M-2PXR', emailed: false } }));
    expect(text(html)).not.toMatch(/UPI|UTR|Pay /);
  });
});
