// The comparison of business structures, prerendered: the page without a state shows the range and the
// state form; each state's page shows its figures, has the state chosen and points its canonical link
// at the page without a state (blocks/structure-comparison/README.md).
import { describe, expect, it } from 'vitest';
import { validateSiteConfig } from '../../engine/config/validate.ts';
import { createSiteRenderer } from '../../renderer/render-page.tsx';
import { blockRegistry } from '../../blocks/registry.ts';
import { text } from './render-helpers.tsx';
import { stateOptions, statesWithFigures } from '../../engine/rules/tables.ts';
import { siteToday } from '../../engine/calendar/dates.ts';

const config = validateSiteConfig(undefined, blockRegistry).config!;
const BASE = '/compare-business-structures';

describe('the comparison of business structures, prerendered', () => {
  it("prerenders the page with the range and each state's page with its figures and the state chosen in the form", async () => {
    const renderer = createSiteRenderer(config, blockRegistry, { loaderSrc: '/assets/loader.js' });
    const base = await renderer.render(BASE);
    expect(text(base.html)).toContain('Business structures compared, with the cost to start over the states');
    const form = base.html.match(/<form[^>]*data-state-choice[^>]*>/)?.[0] ?? '';
    expect(form).toContain('method="get"');
    expect(form).toContain('action="/compare-business-structures"');
    expect(base.html).toContain('<option value="maharashtra">Maharashtra</option>');
    const mh = await renderer.render(`${BASE}/maharashtra`);
    expect(mh.html).toContain('<link rel="canonical" href="https://www.filingbridge.in/compare-business-structures">');
    expect(text(mh.html)).toContain('Cost to start in Maharashtra');
    expect(mh.html.match(/<option value="maharashtra"[^>]*>/)?.[0]).toBe('<option value="maharashtra" selected="">');
    expect(mh.html.match(/<a[^>]*>All states<\/a>/)?.[0]).toContain('href="/compare-business-structures#compare"');
    // The sideways scroll stays inside the table's own labelled region.
    expect(mh.html.match(/<div role="region"[^>]*>/)?.[0]).toMatch(/aria-labelledby="compare-heading-caption" tabindex="0"/);
  });

  it('gives the price cards whose stamp duty depends on the state a page per state with the exact total', async () => {
    const renderer = createSiteRenderer(config, blockRegistry, { loaderSrc: '/assets/loader.js' });
    const base = text((await renderer.render('/company-registration')).html);
    expect(base).toMatch(/Stamp duty: ₹[\d,]+ to ₹[\d,]+, depends on the state/);
    const mh = await renderer.render('/company-registration/maharashtra');
    expect(mh.html).toContain('<link rel="canonical" href="https://www.filingbridge.in/company-registration">');
    expect(text(mh.html)).toMatch(/Stamp duty in Maharashtra: ₹[\d,]+/);
    expect(text(mh.html)).not.toMatch(/depends on the state/);
    // A state without figures has no page of its own: its visitors stay on the range, and the form says so.
    expect((await renderer.render('/company-registration/sikkim')).status).toBe(404);
    expect(base).toMatch(/Stamp duty figures so far for these \d+ states; in the other \d+, the range applies\./);
  });

  it('gives the partnership card a page for each state with a deed figure, though most of them have company figures in another entry', async () => {
    const renderer = createSiteRenderer(config, blockRegistry, { loaderSrc: '/assets/loader.js' });
    const rules = config.rules!;
    const withDeed = statesWithFigures([{ documents: ['partnershipDeed'] }], rules, siteToday());
    // The deed's entries: Jharkhand, Chhattisgarh, Gujarat, Maharashtra, Karnataka, Tamil Nadu, Andhra Pradesh (each with its company documents in another entry).
    expect(withDeed.map((s) => s.code).sort()).toEqual(['20', '22', '24', '27', '29', '33', '37']);
    for (const state of stateOptions(rules)) {
      const page = await renderer.render(`/partnership/${state.slug}`);
      const has = withDeed.some((s) => s.code === state.code);
      expect(page.status, state.name).toBe(has ? 200 : 404);
      if (has) expect(text(page.html)).toMatch(new RegExp(`Stamp duty in ${state.name}: ₹[\\d,]+`));
    }
  });

  it('the states added from the fee research have their own pages with the exact stamp duty', async () => {
    const renderer = createSiteRenderer(config, blockRegistry, { loaderSrc: '/assets/loader.js' });
    // Memorandum and articles on ₹1 lakh of capital: Gujarat ₹100 + ₹500, Chhattisgarh ₹500 + ₹1,000 (the minimum).
    for (const [slug, name, stamp] of [
      ['gujarat', 'Gujarat', '₹600'],
      ['chhattisgarh', 'Chhattisgarh', '₹1,500'],
    ]) {
      const page = await renderer.render(`/company-registration/${slug}`);
      expect(page.status, slug).toBe(200);
      expect(text(page.html)).toContain(`Stamp duty in ${name}: ${stamp}`);
      expect((await renderer.render(`${BASE}/${slug}`)).status, slug).toBe(200);
    }
    const jh = await renderer.render('/partnership/jharkhand');
    expect(jh.status).toBe(200);
    expect(text(jh.html)).toContain('Stamp duty in Jharkhand: ₹42');
    // Still without a deed figure: their visitors stay on the range (their company pages show the slugs are right).
    for (const slug of ['delhi', 'uttar-pradesh', 'west-bengal']) {
      expect((await renderer.render(`/partnership/${slug}`)).status, slug).toBe(404);
      expect((await renderer.render(`/company-registration/${slug}`)).status, slug).toBe(200);
    }
    expect((await renderer.render('/company-registration/ladakh')).status).toBe(404);
  });

  it('/incorporation and /company-registration link to the comparison, and the link says "Compare…"', async () => {
    const renderer = createSiteRenderer(config, blockRegistry, { loaderSrc: '/assets/loader.js' });
    for (const path of ['/incorporation', '/company-registration']) {
      const links = [...(await renderer.render(path)).html.matchAll(/<a[^>]*href="\/compare-business-structures"[^>]*>([\s\S]*?)<\/a>/g)].map((m) => text(m[1]!));
      expect(links.length, path).toBeGreaterThan(0);
      for (const words of links) expect(words, path).toMatch(/^Compare /);
    }
  });
});
