// The company pages in the built site (dist/), read as files — no browser: the terms and privacy policies
// section by section, the careers page's figures and openings, and the company pages' titles and
// descriptions, as the config gives them (spec §1–4, §8, §9). Were browser tests in
// tests/e2e/company-pages.spec.ts (docs/testing.md lists them); what needs a browser (buttons that scroll,
// "see all", the contents links landing in view, layout widths) stays there. Texts are compared as
// Playwright compared them: white space collapsed and trimmed. `npm test` builds first; alone, run
// `npm run build` before.
import { describe, expect, test } from 'vitest';
import { attr, builtById, builtDocumentAt, elementsIn, isHeading, shownText, textOf, within, type Element } from '../e2e/routes.ts';
import { blockOf, h1Of, plainText } from '../e2e/site.ts';
import { formatLongDate } from '../../blocks/shared/dates.ts';

const COMPANY_PAGES = ['/', '/about', '/careers', '/contact', '/terms', '/privacy', '/refund'];

const h1s = (path: string) => elementsIn(builtDocumentAt(path), (el) => el.tagName === 'h1').map(shownText);
/** Card titles of a section, in order. */
const titlesIn = (section: Element) =>
  within(
    within([section], (el) => attr(el, 'data-card') !== undefined),
    isHeading,
  ).map(shownText);
const cardTitles = (path: string, id: string) => blockOf(path, 'card-grid', id).cards.map((c) => plainText(c.title));
/** [figure, caption] pairs of a stats section. */
const statsIn = (section: Element) =>
  within([section], (el) => attr(el, 'data-stat') !== undefined).map((stat) => [
    textOf(within([stat], (el) => el.tagName === 'dd')[0]!),
    textOf(within([stat], (el) => el.tagName === 'dt')[0]!),
  ]);
const statPairs = (block: { items: { value: string; label: string }[] }) => block.items.map((i) => [i.value, i.label]);
const collapsed = (text: string) => text.replace(/\s+/g, ' ').trim();

/** Every section of a policy page: its numbered heading, then its paragraphs and bullets. */
function expectPolicy(path: string) {
  const policy = blockOf(path, 'policy-sections');
  const sections = elementsIn(builtDocumentAt(path), (el) => attr(el, 'data-policy-section') !== undefined);
  const headings = sections.flatMap((section) => section.childNodes.filter((n): n is Element => 'tagName' in n && n.tagName === 'h2')).map(shownText);
  expect(headings).toEqual(policy.sections.map((s, i) => `${i + 1}. ${plainText(s.heading)}`));
  const body = shownText(builtById(path, policy.id!));
  for (const section of policy.sections) {
    for (const text of [...(section.paragraphs ?? []), ...(section.bullets ?? [])]) expect(body).toContain(collapsed(plainText(text)));
  }
  return policy;
}

describe('legal pages', () => {
  test('terms: every numbered section with its text, and the last-updated date', () => {
    expect(h1s('/terms')).toEqual([h1Of('/terms')]);
    const policy = expectPolicy('/terms');
    // Dates are written the Indian way (issue 18 item 6); the machine-readable date stays ISO.
    const [updated] = elementsIn(builtDocumentAt('/terms'), (el) => attr(el, 'data-last-updated') !== undefined);
    expect(shownText(updated!)).toBe(`Last updated: ${formatLongDate(policy.lastUpdated!)}`);
    expect(within([updated!], (el) => el.tagName === 'time').map((t) => attr(t, 'datetime'))).toEqual([policy.lastUpdated]);
  });

  test('privacy: every numbered section with its text', () => {
    expect(h1s('/privacy')).toEqual([h1Of('/privacy')]);
    expectPolicy('/privacy');
  });
});

test('careers: statistics, every opening with every field and its apply link, benefits and culture', () => {
  const openings = blockOf('/careers', 'job-openings', 'openings');
  expect(statsIn(builtById('/careers', 'life-at-filingbridge'))).toEqual(statPairs(blockOf('/careers', 'stats')));
  const jobs = within([builtById('/careers', 'openings')], (el) => attr(el, 'data-job') !== undefined);
  const rows = jobs.map((job) => [
    textOf(within([job], isHeading)[0]!),
    ...['Department', 'Location', 'Job type', 'Experience'].map((f) =>
      textOf(
        within(
          within([job], (el) => attr(el, 'data-field') === f),
          (el) => el.tagName === 'dd',
        )[0]!,
      ),
    ),
  ]);
  expect(rows).toEqual(openings.jobs!.map((j) => [j.title, j.department, j.location, j.type, j.experience]));
  for (const job of jobs) expect(shownText(within([job], (el) => el.tagName === 'p')[0]!)).not.toBe('');
  // Each opening's apply link (named "<apply label> for <title>") carries the position and the form's anchor.
  const apply = within(jobs, (el) => el.tagName === 'a' && (attr(el, 'aria-label') ?? shownText(el)).startsWith(openings.apply!.label));
  expect(apply).toHaveLength(openings.jobs!.length);
  for (const [i, job] of openings.jobs!.entries()) {
    const url = new URL(attr(apply[i]!, 'href')!, 'http://x');
    expect([url.searchParams.get('position'), url.hash]).toEqual([job.title, openings.apply!.href.slice(openings.apply!.href.indexOf('#'))]);
  }
  expect(titlesIn(builtById('/careers', 'benefits'))).toEqual(cardTitles('/careers', 'benefits'));
  expect(titlesIn(builtById('/careers', 'culture'))).toEqual(cardTitles('/careers', 'culture'));
});

test('each company page has a unique title (≤ 60 characters) and description (≤ 160)', () => {
  const seen = new Map<string, string>();
  for (const path of COMPANY_PAGES) {
    const head = builtDocumentAt(path);
    const title = textOf(elementsIn(head, (el) => el.tagName === 'title')[0]!);
    const description = attr(elementsIn(head, (el) => el.tagName === 'meta' && attr(el, 'name') === 'description')[0]!, 'content')!;
    expect(title.length, `${path} title`).toBeLessThanOrEqual(60);
    expect(title.length, `${path} title`).toBeGreaterThan(0);
    expect(description.length, `${path} description`).toBeLessThanOrEqual(160);
    expect(description.length, `${path} description`).toBeGreaterThan(0);
    expect(seen.get(title), `${path} title is unique`).toBeUndefined();
    seen.set(title, path);
  }
});
