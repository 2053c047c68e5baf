// Search-engine data in the built site (dist/), read as files — no browser, no server: titles,
// descriptions, canonical, social tags, JSON-LD, the sitemap with lastmod, canonical internal links and
// the favicon's link. What only the production server can answer (the og:image and favicon responses,
// the .ics feeds it makes) stays in tests/e2e/seo.spec.ts. `npm test` builds first; alone, run
// `npm run build` before (builtRoutes() says so when dist/ is missing). Nothing here depends on the day:
// the build runs without SITE_TODAY.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { attr, builtDocument, builtHtml, builtRoutes, DIST_DIR, elementsIn, internalLinks, textOf, type BuiltRoute, type Element } from '../e2e/routes.ts';
import { validateSiteConfig } from '../../engine/config/validate.ts';
import { allBlocks } from '../../engine/render/structured-data.ts';
import { jobPagePath } from '../../engine/collections/jobs.ts';
import { validateTranslations } from '../../engine/i18n/validate.ts';

const routes = builtRoutes();
type Ld = Record<string, any>;

const heads = new Map<string, Element>();
/** The page's <head>, found once per page (meta and link tags are looked up there). */
function headOf(route: Pick<BuiltRoute, 'file'>): Element {
  const head = heads.get(route.file) ?? elementsIn(builtDocument(route), (el) => el.tagName === 'head')[0]!;
  heads.set(route.file, head);
  return head;
}

function meta(route: Pick<BuiltRoute, 'file'>, key: 'name' | 'property', value: string): string | undefined {
  const [el] = elementsIn(headOf(route), (el) => el.tagName === 'meta' && attr(el, key) === value);
  return el && attr(el, 'content');
}

function canonicalOf(route: Pick<BuiltRoute, 'file'>): string | undefined {
  const [el] = elementsIn(headOf(route), (el) => el.tagName === 'link' && attr(el, 'rel') === 'canonical');
  return el && attr(el, 'href');
}

function jsonLd(route: Pick<BuiltRoute, 'file'>): Ld[] {
  return elementsIn(builtDocument(route), (el) => el.tagName === 'script' && attr(el, 'type') === 'application/ld+json').map((el) => JSON.parse(textOf(el)) as Ld);
}

const config = validateSiteConfig().config!;

test('every canonical page has a unique title and description, a canonical URL, social tags and the lang of its language (en-IN for English)', () => {
  const canonicalRoutes = routes.filter((r) => r.path === r.canonicalPath);
  const titles = new Map<string, string>();
  const descriptions = new Map<string, string>();
  for (const route of canonicalRoutes) {
    const html = builtHtml(route);
    const locale = config.site.languages?.find((l) => l.code === route.language)?.locale ?? 'en-IN';
    expect(html, route.path).toContain(`<html lang="${locale}">`);
    const [titleElement] = elementsIn(headOf(route), (el) => el.tagName === 'title');
    const title = titleElement && textOf(titleElement);
    const description = meta(route, 'name', 'description');
    expect(title, route.path).toBeTruthy();
    expect(description, route.path).toBeTruthy();
    expect(titles.get(title!), `title of ${route.path} is also used by`).toBeUndefined();
    expect(descriptions.get(description!), `description of ${route.path} is also used by`).toBeUndefined();
    titles.set(title!, route.path);
    descriptions.set(description!, route.path);
    for (const key of ['og:title', 'og:description', 'og:url', 'og:type', 'og:site_name']) expect(meta(route, 'property', key), `${route.path} ${key}`).toBeTruthy();
    for (const key of ['twitter:card', 'twitter:title', 'twitter:description']) expect(meta(route, 'name', key), `${route.path} ${key}`).toBeTruthy();
    expect(meta(route, 'property', 'og:url')).toBe(canonicalOf(route));
    // A large picture for shared links (WhatsApp, LinkedIn, X), described for people who cannot see it.
    expect(meta(route, 'property', 'og:image'), route.path).toMatch(/^https:\/\/[^/]+\/social\/[0-9a-f]{20}\.jpg$/);
    expect(meta(route, 'property', 'og:image:type'), route.path).toBe('image/jpeg');
    expect([meta(route, 'property', 'og:image:width'), meta(route, 'property', 'og:image:height')], route.path).toEqual(['1200', '630']);
    // Both read decoded (an & in the title is an & in the alt text).
    expect(meta(route, 'property', 'og:image:alt'), route.path).toBe(`${title!.replace(/ \| FilingBridge$/, '')} — FilingBridge`);
    expect(meta(route, 'name', 'twitter:card'), route.path).toBe('summary_large_image');
    expect(meta(route, 'name', 'twitter:image'), route.path).toBe(meta(route, 'property', 'og:image'));
  }
});

test('one social picture per canonical page', () => {
  const images = new Set(routes.map((route) => new URL(meta(route, 'property', 'og:image')!).pathname));
  expect(images.size, 'one picture per canonical page').toBe(new Set(routes.map((r) => r.canonicalPath)).size);
});

test('every page links the favicon', () => {
  expect(builtHtml(routes[0]!)).toContain('<link rel="icon" href="/favicon.ico" sizes="32x32">');
});

test('aliases point their canonical link at the main path', () => {
  const aliases = routes.filter((r) => r.path !== r.canonicalPath);
  for (const alias of aliases) {
    const canonical = canonicalOf(alias);
    expect(new URL(canonical!).pathname, alias.path).toBe(alias.canonicalPath);
  }
});

test('sitemap.xml lists exactly the canonical paths, job pages included, each with its lastmod, and robots.txt points at it', () => {
  const sitemap = readFileSync(join(DIST_DIR, 'sitemap.xml'), 'utf8');
  const entries = [...sitemap.matchAll(/<url><loc>([^<]+)<\/loc><lastmod>([^<]+)<\/lastmod>(?:<xhtml:link [^>]+\/>)*<\/url>/g)].map((m) => ({
    path: new URL(m[1]!).pathname,
    lastmod: m[2]!,
  }));
  expect(entries.length, 'every <url> has a <lastmod>').toBe(sitemap.match(/<url>/g)!.length);
  expect(entries.map((e) => e.path).sort()).toEqual([...new Set(routes.map((r) => r.canonicalPath))].sort());
  expect(entries.map((e) => e.path)).toEqual(expect.arrayContaining(['/careers/legal-associate', '/careers/full-stack-developer']));
  for (const { path, lastmod } of entries) {
    expect(lastmod, path).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(Z|[+-]\d{2}:\d{2})$/);
    expect(Date.parse(lastmod), path).toBeLessThanOrEqual(Date.now());
  }
  // A page file that git has unchanged carries the date of the last commit that touched it.
  const file = 'site-config/pages/about.json';
  const clean = execFileSync('git', ['status', '--porcelain', '--', file], { encoding: 'utf8' }) === '';
  if (clean) expect(entries.find((e) => e.path === '/about')!.lastmod).toBe(execFileSync('git', ['log', '-1', '--format=%cI', '--', file], { encoding: 'utf8' }).trim());
  // A job's page changes with its own file (site-config/jobs/); an update's with its content, by its own dates.
  const job = 'site-config/jobs/legal-associate.json';
  if (execFileSync('git', ['status', '--porcelain', '--', job], { encoding: 'utf8' }) === '') {
    expect(entries.find((e) => e.path === '/careers/legal-associate')!.lastmod).toBe(execFileSync('git', ['log', '-1', '--format=%cI', '--', job], { encoding: 'utf8' }).trim());
  }
  const updates = config.collections!.find((c) => c.settings.name === 'updates')!;
  for (const update of updates.entries) expect(entries.find((e) => e.path === update.path)!.lastmod, update.path).toBe(`${update.modified}T00:00:00+05:30`);
  expect(entries.find((e) => e.path === '/updates')!.lastmod).toBe(`${updates.entries[0]!.modified}T00:00:00+05:30`);
  expect(readFileSync(join(DIST_DIR, 'robots.txt'), 'utf8')).toMatch(/^Sitemap: https?:\/\/[^\s]+\/sitemap\.xml$/m);
  expect(readFileSync(join(DIST_DIR, 'robots.txt'), 'utf8')).toMatch(/^Disallow: \/admin$/m); // the back office
});

test('no internal link in the built site points at an alias: every link to a page uses its canonical address', () => {
  const aliases = new Map(routes.filter((r) => r.path !== r.canonicalPath).map((r) => [r.path, r.canonicalPath]));
  expect(aliases.size, 'the site has aliases to check').toBeGreaterThan(0);
  const wrong: string[] = [];
  let checked = 0;
  for (const route of [...routes, { path: '/404', canonicalPath: '/404', file: '404.html' }]) {
    for (const { href, path } of internalLinks(route)) {
      checked++;
      if (aliases.has(path)) wrong.push(`${route.path}: ${href} (canonical: ${aliases.get(path)})`);
      // Anything else must be something the server makes (the calendar's .ics feeds): seo.spec.ts asks the server.
    }
  }
  expect(wrong).toEqual([]);
  expect(checked).toBeGreaterThan(1000);
});

/** The breadcrumb trail's label in a language: its translation of interface.json's word, else the English. */
function breadcrumbLabel(language = 'en'): string {
  const english = (JSON.parse(readFileSync('site-config/interface.json', 'utf8')) as { layout: { breadcrumbLabel: string } }).layout.breadcrumbLabel;
  const file = join('site-config/translations', language, 'interface.json');
  if (language === 'en' || !existsSync(file)) return english;
  return (JSON.parse(readFileSync(file, 'utf8')) as { texts: Record<string, { text: string }> }).texts['layout.breadcrumbLabel']?.text ?? english;
}

test('JSON-LD on every page parses and carries the required properties', () => {
  // The languages' pages too: a Hindi update sits below the Hindi list of updates.
  const languagePages = validateTranslations('site-config', config).sites.flatMap((s) => s.config.pages);
  const parentOf = new Map([...config.pages, ...languagePages].map(({ page, parentPath }) => [page.paths[0]!, parentPath]));
  const seenTypes = new Set<string>();
  for (const route of routes) {
    const items = jsonLd(route);
    const org = items.find((i) => i['@type'] === 'Organization');
    expect(org, `${route.path} Organization`).toBeTruthy();
    expect(org!.name).toBeTruthy();
    expect(org!.url).toMatch(/^https?:\/\//);
    expect(org!.contactPoint[0]).toMatchObject({ '@type': 'ContactPoint', contactType: 'customer support' });
    expect(org!.contactPoint[0].telephone).toBeTruthy();
    for (const item of items) {
      expect(item['@context'], route.path).toBe('https://schema.org');
      seenTypes.add(item['@type']);
      switch (item['@type']) {
        case 'BreadcrumbList': {
          const trail = item.itemListElement as Ld[];
          expect(trail.map((e) => e.position)).toEqual(trail.map((_, i) => i + 1));
          expect(new URL(trail.at(-1)!.item).pathname).toBe(route.canonicalPath);
          // The trail is shown on the page too: the same names and links, the last one the current page.
          // Labelled in the page's language (interface.json's layout.breadcrumbLabel: "Breadcrumb", "आप यहाँ हैं").
          const label = breadcrumbLabel(route.language);
          const [nav] = elementsIn(builtDocument(route), (el) => el.tagName === 'nav' && attr(el, 'aria-label') === label);
          expect(nav, `${route.path} shows its breadcrumbs`).toBeTruthy();
          const anchors = elementsIn(nav!, (el) => el.tagName === 'a' && attr(el, 'href') !== undefined);
          const links = anchors.map((a) => [attr(a, 'href'), textOf(a)]);
          expect(links).toEqual(trail.map((e) => [new URL(e.item).pathname, e.name]));
          expect(
            anchors.some((a) => attr(a, 'href') === route.canonicalPath && attr(a, 'aria-current') === 'page'),
            `${route.path}: the last crumb is the current page`,
          ).toBe(true);
          break;
        }
        case 'FAQPage':
          expect(item.mainEntity.length, route.path).toBeGreaterThan(0);
          for (const q of item.mainEntity) {
            expect(q['@type']).toBe('Question');
            expect(q.name).toBeTruthy();
            expect(q.acceptedAnswer).toMatchObject({ '@type': 'Answer' });
            expect(q.acceptedAnswer.text).toBeTruthy();
          }
          break;
        case 'Service': {
          expect(item.name, route.path).toBeTruthy();
          expect(item.provider?.name ?? item.provider?.['@id'], route.path).toBeTruthy();
          const offers: Ld[] = Array.isArray(item.offers) ? item.offers : [item.offers];
          expect(offers.length, route.path).toBeGreaterThan(0);
          for (const offer of offers) {
            expect(offer['@type']).toBe('Offer');
            expect(offer.priceCurrency).toBe('INR');
            expect(String(offer.price)).toMatch(/^\d+(\.\d+)?$/);
            expect(offer.name).toBeTruthy();
          }
          break;
        }
        case 'JobPosting':
          // Google's required properties, then its recommended ones (baseSalary only where the config has a salary).
          for (const key of ['title', 'description', 'datePosted', 'hiringOrganization', 'validThrough', 'employmentType', 'identifier', 'directApply', 'url'])
            expect(item[key], `${route.path} JobPosting.${key}`).toBeTruthy();
          expect(item.hiringOrganization).toMatchObject({
            '@type': 'Organization',
            name: 'FilingBridge',
            sameAs: expect.stringMatching(/^https:\/\//),
            logo: expect.stringMatching(/\/logo\.png$/),
          });
          expect(item.identifier).toMatchObject({ '@type': 'PropertyValue', name: 'FilingBridge', value: route.path.split('/').pop() });
          expect(new URL(item.url).pathname).toBe(route.path);
          expect(Date.parse(item.validThrough)).toBeGreaterThan(Date.parse(item.datePosted));
          if (item.jobLocationType) expect(item).toMatchObject({ jobLocationType: 'TELECOMMUTE', applicantLocationRequirements: { '@type': 'Country' } });
          else {
            expect(item.jobLocation.address['@type']).toBe('PostalAddress');
            for (const key of ['addressLocality', 'addressRegion', 'addressCountry']) expect(item.jobLocation.address[key], `${route.path} address.${key}`).toBeTruthy();
          }
          break;
      }
    }
    // Breadcrumbs only where a page sits below another (a job's page below /careers, an update below
    // /updates, a list's second page below its first), shown and in JSON-LD alike.
    const below = !!parentOf.get(route.canonicalPath);
    expect(items.filter((i) => i['@type'] === 'BreadcrumbList').length, `${route.path} breadcrumbs`).toBe(below ? 1 : 0);
    expect(builtHtml(route).includes(`aria-label="${breadcrumbLabel(route.language)}"`), route.path).toBe(below);
    expect(org!.address).toEqual({
      '@type': 'PostalAddress',
      streetAddress: 'No. 12, Anna Salai, Teynampet',
      addressLocality: 'Chennai',
      addressRegion: 'Tamil Nadu',
      postalCode: '600018',
      addressCountry: 'IN',
    });
    expect(org!.logo).toMatch(/\/logo\.png$/);
  }
  expect([...seenTypes]).toEqual(expect.arrayContaining(['Organization', 'BreadcrumbList', 'JobPosting']));
});

test("JSON-LD mirrors the config: one Offer per plan, one JobPosting on each opening's own page (none on the list), one Question per FAQ item", () => {
  const byPath = new Map(config.pages.map(({ page }) => [page.paths[0]!, page]));
  const openings = config.pages.flatMap(({ page }) =>
    allBlocks(page.blocks).flatMap((b) => (b.type === 'job-openings' ? b.jobs!.map((job) => ({ path: jobPagePath(page.paths[0]!, job), job })) : [])),
  );
  expect(openings.length).toBe(6);
  for (const { path, job } of openings) {
    const postings = jsonLd(routes.find((r) => r.path === path)!).filter((i) => i['@type'] === 'JobPosting');
    expect(postings.length, path).toBe(1);
    expect(postings[0]).toMatchObject({ title: job.title, employmentType: 'FULL_TIME' });
    expect('baseSalary' in postings[0]!, `${path}: baseSalary only from a configured salary`).toBe(!!job.salary);
  }
  let checked = 0;
  // The pages of the main language (a translation's JSON-LD mirrors its English page's: tests/unit/dist-languages.test.ts).
  for (const route of routes.filter((r) => r.path === r.canonicalPath && (r.language ?? 'en') === 'en')) {
    const page = byPath.get(route.path)!;
    const blocks = allBlocks(page.blocks);
    const items = jsonLd(route);
    const count = (type: string, inner: (i: Ld) => unknown[]) => items.filter((i) => i['@type'] === type).flatMap(inner).length;
    const plans = blocks.flatMap((b) => (b.type === 'pricing-cards' ? b.plans : []));
    const jobs = blocks.flatMap((b) => (b.type === 'job-posting' ? [b.job] : []));
    const questions = blocks.flatMap((b) => (b.type === 'faq' ? b.items : []));
    expect(
      count('Service', (i) => i.offers),
      `${route.path} offers`,
    ).toBe(plans.length);
    expect(
      count('JobPosting', (i) => [i]),
      `${route.path} job postings`,
    ).toBe(jobs.length);
    expect(
      count('FAQPage', (i) => i.mainEntity),
      `${route.path} FAQ questions`,
    ).toBe(questions.length);
    checked += plans.length + jobs.length + questions.length;
  }
  expect(checked).toBeGreaterThan(0);
});
