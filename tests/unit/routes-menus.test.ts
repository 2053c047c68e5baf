import { describe, expect, it } from 'vitest';
import { validateSiteConfig } from '../../engine/config/validate.ts';
import { buildRouteTable } from '../../engine/routes.tsx';
import { buildMenus, defaultOverviewLabel } from '../../engine/menus.ts';
import { slugFromName } from '../../engine/slug.ts';
import { buildHead, headToHtml } from '../../engine/render/head.ts';
import { MINIMAL_SITE } from './helpers.ts';

const config = validateSiteConfig(MINIMAL_SITE).config!;

describe('route table', () => {
  it('has one route per path, aliases pointing at the canonical path', () => {
    const table = buildRouteTable(config);
    expect(table.map((r) => [r.path, r.canonicalPath])).toEqual([
      ['/about', '/about'],
      ['/gst', '/gst'],
      ['/gst-registration', '/gst'],
      ['/', '/'],
    ]);
    const gst = table.find((r) => r.path === '/gst-registration')!;
    expect(gst.page).toBe(table.find((r) => r.path === '/gst')!.page);
    expect(gst.file.endsWith('pages/gst.json')).toBe(true);
  });
});

describe('menus', () => {
  it('builds header links and dropdowns whose items all open the group page', () => {
    const menus = buildMenus(config);
    expect(menus.header.links).toEqual([{ label: 'About Us', href: '/about' }]);
    expect(menus.header.dropdowns).toEqual([
      {
        label: 'GST Services',
        href: '/gst',
        overviewLabel: 'All GST Services',
        items: [
          { label: 'GST Registration', href: '/gst' },
          { label: 'NIL Return Filing', href: '/gst' },
        ],
      },
    ]);
  });

  it("names the panel's link to the group page from overviewLabel, or 'All <group> services'", () => {
    expect(defaultOverviewLabel('Payroll')).toBe('All Payroll services');
    expect(defaultOverviewLabel('GST Services')).toBe('All GST Services');
    const named = { ...config, navigation: { ...config.navigation, dropdowns: config.navigation.dropdowns.map((d) => ({ ...d, overviewLabel: 'All GST services' })) } };
    expect(buildMenus(named).header.dropdowns[0]!.overviewLabel).toBe('All GST services');
  });

  it('links footer popular services by slug (through to the canonical address of an alias) and adds pages that ask for a menu entry', () => {
    const withMenu = {
      ...config,
      pages: [
        ...config.pages,
        {
          file: 'x.json',
          page: {
            paths: ['/careers'],
            title: 'Careers',
            description: 'Jobs',
            menu: { label: 'Careers', area: 'footer' as const, group: 'Company' },
            blocks: [{ type: 'hero' as const, heading: 'Careers' }],
          },
        },
      ],
    };
    const menus = buildMenus(withMenu);
    // /gst-registration is the second address of the page /gst: menus link the first, which search engines index.
    expect(config.pages.find((p) => p.page.paths.includes('/gst-registration'))!.page.paths[0]).toBe('/gst');
    expect(menus.footer.popularServices).toEqual([{ label: 'GST Registration', href: '/gst' }]);
    expect(menus.footer.groups).toEqual([
      {
        title: 'Company',
        links: [
          { label: 'About Us', href: '/about' },
          { label: 'Careers', href: '/careers' },
        ],
      },
    ]);
  });

  it('slugs names the spec way', () => {
    expect(slugFromName('GST Registration')).toBe('/gst-registration');
    expect(slugFromName('Limited Liability Partnership')).toBe('/limited-liability-partnership');
    expect(slugFromName('  PAN Card  Download ')).toBe('/pan-card-download');
  });
});

describe('head', () => {
  it('points an alias at its canonical URL and escapes text', () => {
    const html = headToHtml(buildHead({ site: config.site, title: 'GST "Registration" & more', description: 'A <b>tax</b>', canonicalPath: '/gst' }));
    expect(html).toContain('<title>GST &quot;Registration&quot; &amp; more</title>');
    expect(html).toContain('<meta name="description" content="A &lt;b&gt;tax&lt;/b&gt;">');
    expect(html).toContain(`<link rel="canonical" href="${config.site.siteUrl}/gst">`);
  });

  it('marks the not-found screen noindex and gives it no canonical link', () => {
    const html = headToHtml(buildHead({ site: config.site, title: 'Not found', description: 'Oops' }));
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).not.toContain('rel="canonical"');
  });
});
