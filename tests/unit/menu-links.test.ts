// Menu items and footer services may name their own page: `{ "label", "href" }` instead of a plain name.
// A plain name keeps its old meaning (group page / address made from the name); in a drop-down it opens
// the group page at the section that covers it (/trademark#objection), and the validator warns, with
// file and line, about an item no section covers.
import { afterEach, describe, expect, it } from 'vitest';
import { buildMenus } from '../../engine/menus.ts';
import { sectionCovering } from '../../engine/menu-sections.ts';
import type { Page } from '../../engine/generated/config.ts';
import { formatProblem, validateSiteConfig } from '../../engine/config/validate.ts';
import { tempConfig } from './helpers.ts';

let config = tempConfig();
afterEach(() => {
  config.remove();
  config = tempConfig();
});

function edit(file: string, change: (data: Record<string, any>) => void) {
  const data = config.json(file);
  change(data);
  config.writeJson(file, data);
}

const printed = () => validateSiteConfig(config.dir).problems.map((p) => formatProblem(p).replace(/^.*?site-[\w-]+\//, ''));

describe('menu items with their own page', () => {
  it('an item with "href" opens its own page; a plain name opens the group page', () => {
    edit('navigation.json', (nav) => nav.dropdowns[0].items.push({ label: 'About the team', href: '/about' }));
    const result = validateSiteConfig(config.dir);
    expect(result.problems.filter((p) => p.severity === 'error')).toEqual([]);
    const group = buildMenus(result.config!).header.dropdowns[0]!;
    expect(group.items).toEqual([
      { label: 'GST Registration', href: '/gst' },
      { label: 'NIL Return Filing', href: '/gst' },
      { label: 'About the team', href: '/about' },
    ]);
  });

  it('a footer service with "href" links there instead of the address made from its name', () => {
    edit('site.json', (site) => site.footer.popularServices.push({ label: 'Startup India', href: '/about#team' }));
    edit('pages/about.json', (page) => (page.blocks[0].id = 'team'));
    const result = validateSiteConfig(config.dir);
    expect(result.problems.filter((p) => p.severity === 'error')).toEqual([]);
    expect(buildMenus(result.config!).footer.popularServices.at(-1)).toEqual({ label: 'Startup India', href: '/about#team' });
  });

  it('an item whose "href" goes to no page is an error with the usual words', () => {
    edit('navigation.json', (nav) => nav.dropdowns[0].items.push({ label: 'Startup India', href: '/startup-india' }));
    expect(printed().filter((l) => l.includes('startup'))).toEqual([
      expect.stringMatching(
        /^navigation\.json:\d+:\d+ error: navigation, drop-down menu 1, item 3: the link "\/startup-india" goes to no page — check the address, or add a page with that address in site-config\/pages\/$/,
      ),
    ]);
  });

  it('an item that is neither a name nor { label, href } says what is allowed', () => {
    edit('navigation.json', (nav) => nav.dropdowns[0].items.push(42, { label: 'Startup India' }));
    expect(printed().map((l) => l.replace(/:\d+:\d+ /, ' '))).toEqual([
      'navigation.json error: navigation, drop-down menu 1, item 3: this item must be text in double quotes or a group in { }, but it is number (42)',
      'navigation.json error: navigation, drop-down menu 1, item 4: href is missing — add "href" (where the link goes. A page of this site starts with / (for example /gst or /about#partnership); another website starts with https://; an e-mail address starts with mailto:; a phone number starts with tel:), for example "/gst"',
    ]);
  });
});

const warnings = () =>
  validateSiteConfig(config.dir)
    .problems.filter((p) => p.severity === 'warning' && p.file.endsWith('navigation.json'))
    .map((p) => formatProblem(p).replace(/^.*?site-config-\w+\//, ''));

const page = (blocks: unknown[]) => ({ paths: ['/trademark'], title: 'T', description: 'D', blocks }) as unknown as Page;

describe('the section that covers a menu item', () => {
  const trademark = page([
    { type: 'hero', heading: 'Trademark Registration', text: 'Protect your brand.' },
    {
      type: 'card-grid',
      id: 'services',
      heading: 'Services',
      cards: [
        { title: 'Trademark Objection reply', text: 'We answer the examiner.' },
        { title: 'ITR-4', text: 'Presumptive income.' },
      ],
    },
    { type: 'faq', id: 'objection', heading: 'Objections', items: [] },
    { type: 'tabs', id: 'apply', heading: 'Apply', panels: [{ label: 'Renewal', id: 'renewal-panel', blocks: [{ type: 'text', heading: 'Renew every ten years' }] }] },
  ]);

  it('is the section whose id is the item’s slug, else the first that names the service, else the first with its distinctive words', () => {
    expect(sectionCovering(trademark, 'Objection')).toBe('objection'); // the id wins over the card naming it
    expect(sectionCovering(trademark, 'Trademark Objection Reply')).toBe('services');
    expect(sectionCovering(trademark, 'ITR-4 Return Filing')).toBe('services'); // "return filing" names the kind of service
    expect(sectionCovering(trademark, 'Renewal')).toBe('apply'); // a tab panel's label, inside the tabs section
    expect(sectionCovering(trademark, 'Hearing')).toBeUndefined();
    expect(sectionCovering(trademark, 'Registration Services')).toBeUndefined(); // only generic words: no guess
  });

  it('gives each plain item of a drop-down its section’s fragment, and leaves items with their own page alone', () => {
    edit('pages/gst.json', (p) => {
      p.blocks[1].id = 'faq';
      p.blocks.push({ type: 'faq', id: 'nil-return-filing', heading: 'NIL returns', items: [{ question: 'What is a NIL return?', answer: 'A return with nothing to report.' }] });
    });
    edit('navigation.json', (nav) => nav.dropdowns[0].items.push({ label: 'About the team', href: '/about' }));
    const result = validateSiteConfig(config.dir);
    expect(result.problems.filter((p) => p.severity === 'error')).toEqual([]);
    expect(buildMenus(result.config!).header.dropdowns[0]!.items).toEqual([
      { label: 'GST Registration', href: '/gst#faq' }, // the FAQ names it (the hero too, but it has no id)
      { label: 'NIL Return Filing', href: '/gst#nil-return-filing' },
      { label: 'About the team', href: '/about' },
    ]);
  });
});

describe('the validator', () => {
  it('warns about an item whose page has no section about it, with file, line and what to do', () => {
    // A page of one piece (no section with an id) has nothing to point at: no warning.
    expect(warnings()).toEqual([]);
    edit('pages/gst.json', (p) => (p.blocks[1].id = 'faq')); // its "What is GST?" covers GST Registration
    expect(warnings()).toEqual([
      'navigation.json:15:9 warning: navigation, drop-down menu 1 (GST Services), item 2: no section of /gst covers "NIL Return Filing", so the item opens the top of that page — give the section about it the id "nil-return-filing", name "NIL Return Filing" in that section, or link the item to a page of its own ({ "label": …, "href": … })',
    ]);
    edit('pages/gst.json', (p) => p.blocks[1].items.push({ question: 'Do I file a NIL return?', answer: 'Yes, NIL return filing is due every month.' }));
    expect(warnings()).toEqual([]);
  });
});
