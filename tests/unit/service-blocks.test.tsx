// Unit tests for the service-page blocks: Indian price formatting, the tabs markup (roles, ids and the
// no-JavaScript fallback) and the enquiry links built from config by service-grid and pricing-cards.
import { describe, expect, it } from 'vitest';
import { formatINR } from '../../engine/format.ts';
import { validateSiteConfig } from '../../engine/config/validate.ts';
import { blockRegistry } from '../../blocks/registry.ts';
import type { Block } from '../../engine/block-api.tsx';
import { formatPrice } from '../../blocks/pricing-cards/PricingCards.tsx';
import { enquiryHref } from '../../blocks/shared/enquiry.ts';
import { renderBlocks as render } from './render-helpers.tsx';


/** The opening tag of every element carrying `attr="value"`. */
function tagsWith(html: string, attr: string, value?: string): string[] {
  const re = new RegExp(`<[a-z0-9]+\\b[^>]*\\s${attr}="${value ?? '[^"]*'}"[^>]*>`, 'g');
  return html.match(re) ?? [];
}

function attrOf(tag: string, attr: string): string | undefined {
  return new RegExp(`\\s${attr}="([^"]*)"`).exec(tag)?.[1];
}

describe('prices in rupees', () => {
  it('groups digits the Indian way', () => {
    expect(formatINR(1999)).toBe('1,999');
    expect(formatINR(25899)).toBe('25,899');
    expect(formatINR(100000)).toBe('1,00,000');
    expect(formatINR(99)).toBe('99');
    expect(formatINR(12345678)).toBe('1,23,45,678');
  });

  it('adds the rupee sign', () => {
    expect(formatPrice(7899)).toBe('₹7,899');
    expect(formatPrice(100000)).toBe('₹1,00,000');
  });

  it('renders each plan with its formatted price, tax note, features and an enquiry link for that plan', () => {
    const html = render([
      {
        type: 'pricing-cards',
        heading: 'Plans',
        plans: [
          { name: 'Basic', price: 1999, taxNote: 'plus taxes', features: ['Filed by an expert'], action: { type: 'enquire', service: 'GST Registration', plan: 'Basic' } },
          { name: 'Big', price: 100000, badge: 'Most Popular', features: [], buttonLabel: 'Choose Plan', action: { type: 'enquire', service: 'GST Registration', plan: 'Big & Co' } },
        ],
      },
    ]);
    const prices = [...html.matchAll(/data-price=""[^>]*>([^<]*)</g)].map((m) => m[1]);
    expect(prices).toEqual(['₹1,999', '₹1,00,000']);
    expect(html).toContain('plus taxes');
    expect(html).toContain('Filed by an expert');
    expect(html).toContain('Most Popular');
    expect(html).toContain('href="/enquiry?service=GST+Registration&amp;plan=Basic"');
    expect(html).toContain('href="/enquiry?service=GST+Registration&amp;plan=Big+%26+Co"');
    // The default label, made unique for screen readers by the plan name.
    expect(html).toMatch(/Get Started<span[^>]*> with the Basic plan<\/span>/);
    expect(html).toMatch(/Choose Plan<span[^>]*> with the Big plan<\/span>/);
  });
});

describe('enquiry links', () => {
  it('encode the service and the optional plan', () => {
    expect(enquiryHref({ service: 'Trademark Registration', plan: 'Individual / MSME' })).toBe('/enquiry?service=Trademark+Registration&plan=Individual+%2F+MSME');
    expect(enquiryHref({ service: '12A and 80G Registration' })).toBe('/enquiry?service=12A+and+80G+Registration');
  });

  it("service-grid gives every card an ADD link to its own service, named with the service for screen readers", () => {
    const html = render([
      {
        type: 'service-grid',
        heading: 'Services',
        action: { type: 'enquire', label: 'ADD' },
        services: [
          { title: 'FSSAI Registration', description: 'Food.' },
          { title: 'ITR-1 Return Filing', description: 'Salary.', href: '/income-tax' },
          { title: 'Barcode Registration', description: 'Codes.', action: { type: 'enquire', label: 'Buy', service: 'GS1 Barcodes', plan: '100 barcodes' } },
        ],
      },
    ]);
    const links = tagsWith(html, 'data-enquire', '');
    expect(links.map((tag) => attrOf(tag, 'href'))).toEqual([
      '/enquiry?service=FSSAI+Registration',
      '/enquiry?service=ITR-1+Return+Filing',
      '/enquiry?service=GS1+Barcodes&amp;plan=100+barcodes',
    ]);
    expect(html).toMatch(/>ADD<span[^>]*> FSSAI Registration<\/span><\/a>/);
    expect(html).toMatch(/>Buy<span[^>]*> Barcode Registration<\/span><\/a>/);
    // The card's own page link is kept beside the button.
    expect(html).toMatch(/href="\/income-tax"[^>]*>Learn more/);
  });

  it('service-grid without an action shows no ADD buttons', () => {
    const html = render([{ type: 'service-grid', services: [{ title: 'Payroll', description: 'Pay.' }] }]);
    expect(tagsWith(html, 'data-enquire', '')).toEqual([]);
  });
});

describe('tabs markup', () => {
  const tabs: Block = {
    type: 'tabs',
    heading: 'Apply for GST registration',
    panels: [
      { label: 'New Registration', blocks: [{ type: 'steps', heading: 'First steps', steps: [{ title: 'One' }, { title: 'Two' }] }] },
      { label: 'New State', id: 'new-state', blocks: [{ type: 'faq', items: [{ question: 'Q?', answer: 'A.' }] }] },
      { label: 'Foreign Entity', blocks: [{ type: 'service-grid', services: [{ title: 'Card', description: 'Text.' }] }] },
    ],
  };
  const html = render([{ type: 'hero', heading: 'Page' }, tabs]);

  it('has a tablist named by the heading, one tab per panel, and ids that tie each tab to its panel', () => {
    const [tablist] = tagsWith(html, 'role', 'tablist');
    expect(tablist).toBeDefined();
    const headingId = attrOf(tablist!, 'aria-labelledby');
    expect(html).toContain(`<h2 id="${headingId}"`);
    const tabTags = tagsWith(html, 'role', 'tab');
    const panelTags = tagsWith(html, 'role', 'tabpanel');
    expect(tabTags).toHaveLength(3);
    expect(panelTags).toHaveLength(3);
    tabTags.forEach((tab, i) => {
      expect(tab.startsWith('<button')).toBe(true);
      expect(attrOf(tab, 'type')).toBe('button');
      expect(attrOf(panelTags[i]!, 'id')).toBe(attrOf(tab, 'aria-controls'));
      expect(attrOf(panelTags[i]!, 'aria-labelledby')).toBe(attrOf(tab, 'id'));
      expect(attrOf(tab, 'aria-selected')).toBe(String(i === 0));
      expect(attrOf(tab, 'tabindex')).toBe(i === 0 ? '0' : '-1');
    });
    // A panel's own anchor becomes its id, so /gst#new-state can open it.
    expect(attrOf(panelTags[1]!, 'id')).toBe('new-state');
    expect(attrOf(tabTags[1]!, 'id')).toBe('new-state-tab');
    expect(attrOf(panelTags[0]!, 'id')).toBe('tabs-1-panel-0');
    expect(new Set([...tabTags, ...panelTags].map((t) => attrOf(t, 'id'))).size).toBe(6);
  });

  it('without JavaScript hides only the tab row and shows every panel under its own heading', () => {
    expect(tagsWith(html, 'role', 'tablist')[0]).toMatch(/\shidden=""/);
    for (const panel of tagsWith(html, 'role', 'tabpanel')) expect(panel).not.toMatch(/\shidden/);
    expect(html).toMatch(/<h3[^>]*data-tab-heading=""[^>]*>New Registration<\/h3>/);
    expect(html).toMatch(/<h3[^>]*data-tab-heading=""[^>]*>New State<\/h3>/);
    expect(html).toMatch(/<h3[^>]*data-tab-heading=""[^>]*>Foreign Entity<\/h3>/);
  });

  it('renders the child blocks of every panel as nested blocks (headings one level lower, no second h1)', () => {
    expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
    expect(html).toMatch(/<h3[^>]*>First steps<\/h3>/);
    expect(html).toMatch(/<h3[^>]*>Frequently Asked Questions<\/h3>/);
    expect(html).toContain('<summary');
    expect(html).toMatch(/<h3[^>]*>Card<\/h3>/);
  });

  it('uses aria-label for the tab row when there is no heading', () => {
    const plain = render([{ type: 'hero', heading: 'Page' }, { ...tabs, heading: undefined, label: 'Type of registration' } as Block]);
    const [tablist] = tagsWith(plain, 'role', 'tablist');
    expect(attrOf(tablist!, 'aria-label')).toBe('Type of registration');
    expect(attrOf(tablist!, 'aria-labelledby')).toBeUndefined();
  });
});

describe('tabs config', () => {
  it('the schema forbids tabs inside tabs', async () => {
    const { tempConfig } = await import('./helpers.ts');
    const temp = tempConfig();
    try {
      const page = temp.json('pages/gst.json');
      page.blocks.push({ type: 'tabs', label: 'Outer', panels: [
        { label: 'A', blocks: [{ type: 'tabs', label: 'Inner', panels: [{ label: 'x', blocks: [{ type: 'faq', items: [{ question: 'q', answer: 'a' }] }] }, { label: 'y', blocks: [{ type: 'faq', items: [{ question: 'q', answer: 'a' }] }] }] }] },
        { label: 'B', blocks: [{ type: 'faq', items: [{ question: 'q', answer: 'a' }] }] },
      ] });
      temp.writeJson('pages/gst.json', page);
      const { problems, config } = validateSiteConfig(temp.dir, blockRegistry);
      expect(config).toBeUndefined();
      expect(problems.some((p) => p.severity === 'error' && /tab/i.test(p.place + p.message))).toBe(true);
    } finally {
      temp.remove();
    }
  });
});
