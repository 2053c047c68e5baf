// Indian price formatting, the plans with their Add to quote forms, and the all-in price of each card as the
// static HTML shows it (the total first, then our fee, GST on it and each government fee with its source).
import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import createCache from '@emotion/cache';
import { formatPrice, formatRange, totalLine, type PriceWords } from './PricingCards.tsx';
import english from '../../site-config/interface.json' with { type: 'json' };

/** The price cards' words in English (site-config/interface.json). */
const pw: PriceWords = { words: english.pricing, locale: 'en-IN' };
import { allInPrice } from '../../engine/rules/all-in.ts';
import { ChildBlocksContext, RuleTablesContext, formatINR, type Block } from '../../engine/block-api.tsx';
import { BlockList, RenderEnvironmentContext } from '../../engine/render/block-list.tsx';
import { Providers } from '../../engine/render/providers.tsx';
import { blockRegistry } from '../registry.ts';
import { site, text } from '../../tests/unit/render-helpers.tsx';
import { LIVE_RULES } from '../../tests/unit/tool-rules.ts';
import { siteToday } from '../../engine/calendar/dates.ts';
import { formatDayMonYear } from '../shared/dates.ts';

/** Renders blocks as a page would, with the live rule tables. */
function render(blocks: Block[], path = '/test', onSite = site): string {
  const cache = createCache({ key: 'css' });
  const html = renderToStaticMarkup(
    <Providers cache={cache}>
      <RuleTablesContext.Provider value={LIVE_RULES}>
        <RenderEnvironmentContext.Provider value={{ registry: blockRegistry, site: onSite, path, cache }}>
          <ChildBlocksContext.Provider value={BlockList}>
            <BlockList blocks={blocks} />
          </ChildBlocksContext.Provider>
        </RenderEnvironmentContext.Provider>
      </RuleTablesContext.Provider>
    </Providers>,
  );
  return html.replace(/<style[^>]*>[\s\S]*?<\/style>/g, '');
}

describe('prices in rupees', () => {
  it('groups digits the Indian way', () => {
    expect(formatINR(1999)).toBe('1,999');
    expect(formatINR(25899)).toBe('25,899');
    expect(formatINR(100000)).toBe('1,00,000');
    expect(formatINR(99)).toBe('99');
    expect(formatINR(12345678)).toBe('1,23,45,678');
    // What the editor's canvas shows while a price field holds letters.
    expect(formatINR('24x9' as unknown as number)).toBe('—');
    expect(formatINR(Number.NaN)).toBe('—');
  });

  it('adds the rupee sign, and writes a range "₹a to ₹b"', () => {
    expect(formatPrice(7899)).toBe('₹7,899');
    expect(formatPrice(100000)).toBe('₹1,00,000');
    expect(formatRange({ min: 120, max: 1500 }, pw)).toBe('₹120 to ₹1,500');
    expect(formatRange({ min: 500, max: 500 }, pw)).toBe('₹500');
  });

  it('renders each plan with its formatted price, tax note, features and a form that adds that plan to the quote', () => {
    const html = render([
      {
        type: 'pricing-cards',
        heading: 'Plans',
        plans: [
          {
            name: 'Basic',
            price: 1999,
            gst: 'plus',
            taxNote: 'per state',
            features: ['Filed by an expert'],
            action: { type: 'enquire', service: 'GST Registration', plan: 'Basic' },
          },
          {
            name: 'Big',
            price: 100000,
            badge: 'Most Popular',
            features: [],
            buttonLabel: 'Choose Plan',
            action: { type: 'enquire', service: 'GST Registration', plan: 'Big & Co' },
          },
        ],
      },
    ]);
    const prices = [...html.matchAll(/data-price=""[^>]*>([^<]*)</g)].map((m) => m[1]);
    expect(prices).toEqual(['₹1,999', '₹1,00,000']);
    expect(html).toContain('per state');
    expect(html).toContain('Filed by an expert');
    expect(html).toContain('Most Popular');
    // Each button is a plain form posting the plan's quote id (service and plan) to the quote.
    const forms = [...html.matchAll(/<form data-quote-add=""[^>]*action="([^"]*)" method="post"><input type="hidden" name="add" value="([^"]*)"/g)].map((m) => [m[1], m[2]]);
    expect(forms).toEqual([
      ['/quote/items', 'gst-registration.basic'],
      ['/quote/items', 'gst-registration.big-co'],
    ]);
    // The default label says what it does, made unique for screen readers by the service and plan.
    expect(html).toMatch(/Add to quote<span[^>]*>: GST Registration, Basic plan<\/span>/);
    expect(html).toMatch(/Choose Plan<span[^>]*>: GST Registration, Big plan<\/span>/);
  });
});

describe('reaching a person from the plans', () => {
  const block = {
    type: 'pricing-cards' as const,
    heading: 'GST registration plans',
    plans: [{ name: 'Basic', price: 1999, features: [], action: { type: 'enquire' as const, service: 'GST Registration' } }],
  };
  it('with a WhatsApp number in site.json: "Chat on WhatsApp" with a message naming the plans and the page', () => {
    const html = render([block], '/gst', { ...site, whatsapp: '+91 98400 12345' });
    const href = html.match(/<a href="([^"]*)"[^>]*data-whatsapp=""/)![1]!.replace(/&amp;/g, '&');
    expect(href).toBe(`https://wa.me/919840012345?text=${encodeURIComponent(`Hello, I have a question about GST registration plans on ${site.siteUrl ?? ''}/gst`)}`);
    expect(text(html)).toContain('Questions about these plans? Chat on WhatsApp');
  });
  it('without one, no WhatsApp link', () => {
    expect(render([block], '/gst')).not.toContain('wa.me');
  });
});

describe('the all-in price on the card', () => {
  const today = siteToday();

  it('"+ GST": the total first, then our fee and the GST worked out at the rate of the GST table', () => {
    const plan = { name: 'Basic', price: 1999, gst: 'plus' as const, features: [], action: { type: 'enquire' as const, service: 'GST Registration' } };
    const all = allInPrice(plan, LIVE_RULES, today);
    const shown = text(render([{ type: 'pricing-cards', plans: [plan] }]));
    expect(shown).toContain(`You pay ${formatPrice(all.total!.min)} in all`);
    expect(shown).toContain(`${formatPrice(1999)} + GST ${all.rate} % (${formatPrice(all.gstAmount!)})`);
    // The total comes before the breakdown: it is the line a person reads first.
    expect(shown.indexOf('You pay')).toBeLessThan(shown.indexOf('+ GST'));
  });

  it('"including GST" and a government fee: its amount, "as of" its first day, its source in a <details>, an unverified figure says so', () => {
    const plan = {
      name: 'State',
      price: 4999,
      features: [],
      governmentFees: [
        { fee: 'fssai-state-licence', cases: ['food-service'] },
        { fee: 'trademark-application', cases: ['e-filing-individual'] },
      ],
      action: { type: 'enquire' as const, service: 'FSSAI License' },
    };
    const all = allInPrice(plan, LIVE_RULES, today);
    const html = render([{ type: 'pricing-cards', plans: [plan] }]);
    const shown = text(html);
    expect(shown).toContain(`You pay ${formatPrice(all.total!.min)} in all`);
    expect(shown).toContain(`${formatPrice(4999)} including GST ${all.rate} %`);
    for (const fee of all.fees) {
      expect(shown).toContain(`${fee.name}: ${formatPrice(fee.amount.min)}`);
      expect(shown).toContain(`As of ${formatDayMonYear(fee.validFrom)}`);
      expect(shown).toContain(fee.source.act);
    }
    expect(html.match(/<details>/g)).toHaveLength(2);
    expect(shown).toMatch(/FSSAI state licence \(government fee\): ₹[\d,]+ \(not yet verified\)/);
    expect(shown).not.toMatch(/Trademark application[^:]*: ₹4,500 \(not yet verified\)/);
  });

  it('stamp duty: the range over the states with figures, and the total says it depends on the state', () => {
    const plan = {
      name: 'Pvt',
      price: 7999,
      features: [],
      stampDuty: { documents: ['memorandum' as const, 'articles' as const], capital: 100000 },
      action: { type: 'enquire' as const, service: 'Company Registration' },
    };
    const all = allInPrice(plan, LIVE_RULES, today);
    expect(totalLine(all, pw)).toBe(`You pay ${formatRange(all.total!, pw)} in all, depending on the state`);
    const shown = text(render([{ type: 'pricing-cards', plans: [plan] }]));
    expect(shown).toContain(`Stamp duty: ${formatRange(all.stamp!.amount, pw)}, depends on the state`);
    expect(shown).toContain(`over the ${all.stamp!.states} states with figures`);
  });

  it('a service without a price: "Our fee: quote within 24 hours", the government fees it needs, no total and no offer price', () => {
    const block = {
      type: 'pricing-cards' as const,
      plans: [],
      quotes: [{ name: 'LLP', features: [], governmentFees: [{ fee: 'llp-incorporation' }], action: { type: 'enquire' as const, service: 'LLP Registration' } }],
    };
    const shown = text(render([block]));
    expect(shown).toContain('Our fee: quote within 24 hours');
    expect(shown).not.toContain('You pay');
    expect(shown).not.toMatch(/including GST|\+ GST/);
    expect(shown).toMatch(/LLP incorporation, form FiLLiP \(government fee\): ₹500 to ₹25,000/);
    expect(shown).toContain('Add to quote');
    expect(blockRegistry['pricing-cards'].structuredData!(block, { site, url: 'https://example.in/llp' })).toEqual([]);
  });

  it('a section with neither plans nor quotes is refused', () => {
    const problems = blockRegistry['pricing-cards'].check!({ type: 'pricing-cards', plans: [] }, { schemas: new Map(), today: '2026-01-01' });
    expect(problems.map((p) => p.message)).toEqual(['the section has no plans and no services quoted on request: add at least one']);
  });
});
