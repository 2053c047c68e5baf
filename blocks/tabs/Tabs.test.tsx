// The tabs markup (roles, ids and the no-JavaScript fallback) and what the schema allows inside tabs.
import { describe, expect, it } from 'vitest';
import { validateSiteConfig } from '../../engine/config/validate.ts';
import { blockRegistry } from '../registry.ts';
import type { Block } from '../../engine/block-api.tsx';
import { renderBlocks as render, tagsWith, attrOf } from '../../tests/unit/render-helpers.tsx';

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
    const { tempConfig } = await import('../../tests/unit/helpers.ts');
    const temp = tempConfig();
    try {
      const page = temp.json('pages/gst.json');
      page.blocks.push({
        type: 'tabs',
        label: 'Outer',
        panels: [
          {
            label: 'A',
            blocks: [
              {
                type: 'tabs',
                label: 'Inner',
                panels: [
                  { label: 'x', blocks: [{ type: 'faq', items: [{ question: 'q', answer: 'a' }] }] },
                  { label: 'y', blocks: [{ type: 'faq', items: [{ question: 'q', answer: 'a' }] }] },
                ],
              },
            ],
          },
          { label: 'B', blocks: [{ type: 'faq', items: [{ question: 'q', answer: 'a' }] }] },
        ],
      });
      temp.writeJson('pages/gst.json', page);
      const { problems, config } = validateSiteConfig(temp.dir, blockRegistry);
      expect(config).toBeUndefined();
      expect(problems.some((p) => p.severity === 'error' && /tab/i.test(p.place + p.message))).toBe(true);
    } finally {
      temp.remove();
    }
  });
});
