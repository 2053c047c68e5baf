// Menu items and footer services may name their own page: `{ "label", "href" }` instead of a plain name.
// A plain name keeps its old meaning (group page / address made from the name).
import { afterEach, describe, expect, it } from 'vitest';
import { buildMenus } from '../../engine/menus.ts';
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
