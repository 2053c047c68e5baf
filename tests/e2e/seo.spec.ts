// Search-engine data on every built route: titles, descriptions, canonical, social tags, JSON-LD.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { builtRoutes, builtHtml, DIST_DIR } from './routes.ts';
import { validateSiteConfig } from '../../engine/config/validate.ts';
import { allBlocks } from '../../engine/render/structured-data.ts';

const routes = builtRoutes();
type Ld = Record<string, any>;

function meta(html: string, attr: 'name' | 'property', key: string): string | undefined {
  return new RegExp(`<meta ${attr}="${key}" content="([^"]*)">`).exec(html)?.[1];
}

function jsonLd(html: string): Ld[] {
  return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((m) => JSON.parse(m[1]!) as Ld);
}

test('every canonical page has a unique title and description, a canonical URL, social tags and lang en-IN', () => {
  const canonicalRoutes = routes.filter((r) => r.path === r.canonicalPath);
  const titles = new Map<string, string>();
  const descriptions = new Map<string, string>();
  for (const route of canonicalRoutes) {
    const html = builtHtml(route);
    expect(html, route.path).toContain('<html lang="en-IN">');
    const title = /<title>([^<]+)<\/title>/.exec(html)?.[1];
    const description = meta(html, 'name', 'description');
    expect(title, route.path).toBeTruthy();
    expect(description, route.path).toBeTruthy();
    expect(titles.get(title!), `title of ${route.path} is also used by`).toBeUndefined();
    expect(descriptions.get(description!), `description of ${route.path} is also used by`).toBeUndefined();
    titles.set(title!, route.path);
    descriptions.set(description!, route.path);
    for (const key of ['og:title', 'og:description', 'og:url', 'og:type', 'og:site_name']) expect(meta(html, 'property', key), `${route.path} ${key}`).toBeTruthy();
    for (const key of ['twitter:card', 'twitter:title', 'twitter:description']) expect(meta(html, 'name', key), `${route.path} ${key}`).toBeTruthy();
    expect(meta(html, 'property', 'og:url')).toBe(/<link rel="canonical" href="([^"]+)">/.exec(html)?.[1]);
  }
});

test('aliases point their canonical link at the main path', () => {
  const aliases = routes.filter((r) => r.path !== r.canonicalPath);
  for (const alias of aliases) {
    const canonical = /<link rel="canonical" href="([^"]+)">/.exec(builtHtml(alias))?.[1];
    expect(new URL(canonical!).pathname, alias.path).toBe(alias.canonicalPath);
  }
});

test('sitemap.xml lists exactly the canonical paths and robots.txt points at it', () => {
  const sitemap = readFileSync(join(DIST_DIR, 'sitemap.xml'), 'utf8');
  const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  expect(locs.sort()).toEqual([...new Set(routes.map((r) => r.canonicalPath))].sort());
  expect(readFileSync(join(DIST_DIR, 'robots.txt'), 'utf8')).toMatch(/^Sitemap: https?:\/\/[^\s]+\/sitemap\.xml$/m);
});

test('JSON-LD on every page parses and carries the required properties', () => {
  const seenTypes = new Set<string>();
  for (const route of routes) {
    const items = jsonLd(builtHtml(route));
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
        case 'BreadcrumbList':
          expect(item.itemListElement.map((e: Ld) => e.position)).toEqual([1, 2]);
          expect(new URL(item.itemListElement[1].item).pathname).toBe(route.canonicalPath);
          break;
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
          for (const key of ['title', 'description', 'datePosted', 'employmentType', 'hiringOrganization']) expect(item[key], `${route.path} JobPosting.${key}`).toBeTruthy();
          expect(item.jobLocation ?? item.jobLocationType, `${route.path} JobPosting location`).toBeTruthy();
          break;
      }
    }
    if (route.path !== '/') expect(items.some((i) => i['@type'] === 'BreadcrumbList'), `${route.path} breadcrumbs`).toBe(true);
  }
  expect([...seenTypes]).toEqual(expect.arrayContaining(['Organization', 'BreadcrumbList']));
});

test('JSON-LD mirrors the config: one Offer per plan, one JobPosting per opening, one Question per FAQ item', () => {
  const config = validateSiteConfig().config!;
  const byPath = new Map(config.pages.map(({ page }) => [page.paths[0]!, page]));
  let checked = 0;
  for (const route of routes.filter((r) => r.path === r.canonicalPath)) {
    const page = byPath.get(route.path)!;
    const blocks = allBlocks(page.blocks);
    const items = jsonLd(builtHtml(route));
    const count = (type: string, inner: (i: Ld) => unknown[]) => items.filter((i) => i['@type'] === type).flatMap(inner).length;
    const plans = blocks.flatMap((b) => (b.type === 'pricing-cards' ? b.plans : []));
    const jobs = blocks.flatMap((b) => (b.type === 'job-openings' ? b.jobs : []));
    const questions = blocks.flatMap((b) => (b.type === 'faq' ? b.items : []));
    expect(count('Service', (i) => i.offers), `${route.path} offers`).toBe(plans.length);
    expect(count('JobPosting', (i) => [i]), `${route.path} job postings`).toBe(jobs.length);
    expect(count('FAQPage', (i) => i.mainEntity), `${route.path} FAQ questions`).toBe(questions.length);
    checked += plans.length + jobs.length + questions.length;
  }
  expect(checked).toBeGreaterThan(0);
});
