// Every recipe of site-config/README.md, performed as the guide says — text edits with the guide's own
// snippets — on a copy of the real site-config, then one real build; each `it` checks one recipe's
// result in the built HTML. Plus `npm run new-page` on a copy of its own.
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validateSiteConfig, formatProblem } from '../../engine/config/validate.ts';
import { blockRegistry } from '../../blocks/registry.ts';
import { formatINR } from '../../engine/format.ts';
import type { ComplianceCalendar } from '../../engine/generated/config.ts';
import { occurrences } from '../../engine/calendar/engine.ts';
import { addDays, addMonthsIso, formatDayMonYear, siteToday } from '../../engine/calendar/dates.ts';
import type { CalendarData } from '../../engine/calendar/public.ts';
import { ROOT, blockIndex, buildCopy, copySiteConfig, guideSnippet, pasteAfterLast, propertiesOf, replaceValue, type ConfigCopy } from './config-edit.ts';

/** Problems as printed, without positions (edits move lines), to compare before and after. */
function problemTexts(copy: ConfigCopy): string[] {
  return validateSiteConfig(copy.dir, blockRegistry).problems.map((p) => copy.shorten(formatProblem(p)).replace(/:\d+:\d+ /, ' '));
}

/** The element `<tag …>…</tag>` around the first match of `marker` in the page's body. */
function elementAround(html: string, marker: string | RegExp, tag: string): string {
  const body = html.slice(html.indexOf('<body'));
  const at = typeof marker === 'string' ? body.indexOf(marker) : body.search(marker);
  expect(at, `${String(marker)} is on the page`).toBeGreaterThanOrEqual(0);
  const start = body.lastIndexOf(`<${tag}`, at);
  expect(start, `${String(marker)} is inside a <${tag}>`).toBeGreaterThanOrEqual(0);
  return body.slice(start, body.indexOf(`</${tag}>`, at) + tag.length + 3);
}

function jsonLd(html: string): Record<string, any>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]!) as Record<string, any>);
}

/** "₹1,999" written in a text, and not as the start of "₹1,999,000" or similar. */
function rupees(amount: number): RegExp {
  return new RegExp(`₹${formatINR(amount)}(?![\\d,])`, 'g');
}

/** The site's day (SITE_TODAY in tests) plus `days`, as YYYY-MM-DD. */
function indianDate(days: number): string {
  return addDays(siteToday(), days);
}

const realCalendar = JSON.parse(readFileSync(join(ROOT, 'site-config/compliance-calendar.json'), 'utf8')) as ComplianceCalendar;

describe('the recipes of site-config/README.md, built', () => {
  const copy = copySiteConfig();
  const html = (path: string) => readFileSync(join(copy.out, path === '/' ? 'index.html' : `${path.slice(1)}/index.html`), 'utf8');
  let before: string[];
  let log: string;
  // Values read from the real files before editing, so the checks follow their current content.
  let oldPrice: number;
  let newPrice: number;
  // The next GSTR-1 (monthly) from ten days on, extended by five days.
  const nextGstr1 = occurrences(realCalendar, { from: indianDate(10), to: indianDate(60) }).find((o) => o.rule.id === 'gstr-1-monthly')!;
  const nextGstr1Extension = { rule: 'gstr-1-monthly', period: nextGstr1.period, date: addDays(nextGstr1.due, 5), reference: 'Recipe test notification' };

  beforeAll(() => {
    before = problemTexts(copy);

    // Recipe 1: change the first GST plan's price (the title and description quote it as {lowest-price}).
    const gst = copy.json('pages/gst.json');
    const pricing = blockIndex(gst, 'pricing-cards');
    oldPrice = gst.blocks[pricing].plans[0].price as number;
    newPrice = propertiesOf(guideSnippet('price-new')).price as number;
    copy.edit('pages/gst.json', (t) => replaceValue(t, ['blocks', pricing, 'plans', 0, 'price'], String(newPrice)));

    // Recipe 2: copy a service page, then change its address, title, description and banner.
    cpSync(join(copy.dir, 'pages/trade-license.json'), join(copy.dir, 'pages/iec-registration.json'));
    const top = propertiesOf(guideSnippet('new-page-top'));
    for (const key of ['paths', 'title', 'description']) copy.edit('pages/iec-registration.json', (t) => replaceValue(t, [key], JSON.stringify(top[key])));
    const hero = propertiesOf(guideSnippet('new-page-hero'));
    for (const key of Object.keys(hero)) copy.edit('pages/iec-registration.json', (t) => replaceValue(t, ['blocks', 0, key], JSON.stringify(hero[key])));

    // Recipe 3: the service in the Accounting drop-down and in the footer's popular services.
    const accounting = (copy.json('navigation.json').dropdowns as { label: string }[]).findIndex((d) => d.label === 'Accounting');
    copy.edit('navigation.json', (t) => pasteAfterLast(t, ['dropdowns', accounting, 'items'], guideSnippet('dropdown-item')));
    copy.edit('site.json', (t) => pasteAfterLast(t, ['footer', 'popularServices'], guideSnippet('footer-service')));

    // Recipe 4: a question at the end of the GST page's FAQ.
    copy.edit('pages/gst.json', (t) => pasteAfterLast(t, ['blocks', blockIndex(gst, 'faq'), 'items'], guideSnippet('faq-item')));

    // Recipe 5: an update as a file of its own in updates/, and another colour for its category in collections.json.
    copy.write(`updates/${(JSON.parse(guideSnippet('update-file')) as { slug: string }).slug}.json`, guideSnippet('update-file'));
    const incomeTax = (copy.json('collections.json').collections[0].categories as { name: string }[]).findIndex((c) => c.name === 'Income Tax');
    copy.edit('collections.json', (t) => replaceValue(t, ['collections', 0, 'categories', incomeTax], guideSnippet('update-category').trim()));

    // Recipe 6a: the guide's extension into the empty list, and one for the next GSTR-1 so the page check works on any day.
    const calendarText = copy.read('compliance-calendar.json');
    expect(JSON.parse(calendarText).extensions).toEqual([]);
    copy.edit('compliance-calendar.json', (t) => replaceValue(t, ['extensions'], `[\n    ${guideSnippet('extension-item').trim()}\n  ]`));
    copy.edit('compliance-calendar.json', (t) => pasteAfterLast(t, ['extensions'], JSON.stringify(nextGstr1Extension)));
    // Recipe 6b: the guide's new obligation at the end of the rules.
    copy.edit('compliance-calendar.json', (t) => pasteAfterLast(t, ['rules'], guideSnippet('rule-item')));

    // Recipe 7: a job opening as a file of its own in jobs/.
    copy.write('jobs/tax-associate.json', guideSnippet('job-item'));

    // Recipe 8, the picture for shared links: a 2400 × 1400 photo in images/social/, named next to the trademark page's title.
    mkdirSync(join(copy.dir, 'images/social'), { recursive: true });
    execFileSync(
      process.execPath,
      [
        '-e',
        `require('sharp')({ create: { width: 2400, height: 1400, channels: 3, background: '#c0392b' } }).jpeg().toFile(${JSON.stringify(join(copy.dir, 'images/social/gst-registration.jpg'))})`,
      ],
      { cwd: ROOT },
    );
    copy.edit('pages/trademark.json', (t) => t.replace('\n  "title":', `\n  ${guideSnippet('social-image').trim()}\n  "title":`));

    log = buildCopy(copy);
  }, 240_000); // one build: about 5 s on an idle machine
  afterAll(() => copy.remove());

  it('builds the edited copy, with no problem that was not there before', () => {
    expect(log).toMatch(/✓ Built \d+ routes \(\d+ pages\)/);
    const after = problemTexts(copy);
    expect(after.filter((p) => !before.includes(p))).toEqual([]);
  });

  it('1. change a price: the plan card shows the new price, and the page no longer the old one', () => {
    expect(formatINR(newPrice)).toBe('2,499');
    const page = html('/gst');
    const plan = elementAround(page, 'data-price=""', 'li');
    expect(plan).toMatch(new RegExp(`<span data-price=""[^>]*>₹${formatINR(newPrice)}</span>`));
    const title = copy.json('pages/gst.json').title as string;
    expect(title).toContain('{lowest-price}');
    expect(page).toContain(`<title>${title.replace('{lowest-price}', `₹${formatINR(newPrice)}`)}</title>`);
    expect(page).toContain(`₹${formatINR(newPrice)}`);
    expect(page).not.toMatch(rupees(oldPrice));
  });

  it('2. add a new page from a copy: it answers at its address with its headline, title and description', () => {
    const top = propertiesOf(guideSnippet('new-page-top'));
    const hero = propertiesOf(guideSnippet('new-page-hero'));
    expect(top.paths).toEqual(['/iec-registration']);
    const page = html('/iec-registration');
    expect(page).toMatch(/<h1[^>]*>IEC Registration<\/h1>/);
    expect(page).toContain(`<title>${top.title as string}</title>`);
    expect(page).toContain(`<meta name="description" content="${top.description as string}">`);
    expect(page).toContain(hero.text as string);
    const routes = JSON.parse(readFileSync(join(copy.out, 'routes.json'), 'utf8')) as { routes: { path: string }[] };
    expect(routes.routes.map((r) => r.path)).toContain('/iec-registration');
    expect(readFileSync(join(copy.out, 'sitemap.xml'), 'utf8')).toContain('<loc>https://www.filingbridge.in/iec-registration</loc>');
  });

  it('3. add a service to a drop-down and the footer: every page lists it in the header menu, opening its own page, and in the footer', () => {
    const routes = JSON.parse(readFileSync(join(copy.out, 'routes.json'), 'utf8')) as { routes: { path: string; file: string }[] };
    expect(routes.routes.length).toBeGreaterThan(20);
    for (const { path, file } of routes.routes) {
      const page = readFileSync(join(copy.out, file), 'utf8');
      const header = page.slice(page.indexOf('<header'), page.indexOf('</header>'));
      const footer = page.slice(page.indexOf('<footer'), page.indexOf('</footer>'));
      // On a page in another language (/hi/…) the new item shows in English until it is translated, marked lang="en".
      const item = /<a href="\/iec-registration"[^>]*>(<span lang="en">)?IEC Registration(<\/span>)?<\/a>/;
      expect(header, `header of ${path}`).toMatch(item);
      expect(footer, `footer of ${path}`).toMatch(item);
    }
  });

  it('4. add a FAQ: the question and answer are on the page and in its FAQPage data for search engines', () => {
    const item = JSON.parse(guideSnippet('faq-item')) as { question: string; answer: string };
    const page = html('/gst');
    expect(elementAround(page, item.question, 'details')).toContain(item.answer);
    const faq = jsonLd(page).find((d) => d['@type'] === 'FAQPage');
    expect(faq?.mainEntity.at(-1)).toEqual({ '@type': 'Question', name: item.question, acceptedAnswer: { '@type': 'Answer', text: item.answer } });
  });

  it('5. publish a compliance update: the home timeline lists it with its date and an orange "Income Tax" label, linking its own page, which the feed lists too', () => {
    const update = JSON.parse(guideSnippet('update-file')) as { slug: string; date: string; title: string; summary: string; category: string };
    const entry = elementAround(html('/'), `href="/updates/${update.slug}"`, 'li');
    expect(entry).toContain(`<time dateTime="${update.date}"`);
    expect(entry).toContain('>24-Nov-2026</time>');
    expect(entry).toMatch(/<span data-category="Income Tax" data-category-color="orange"[^>]*>Income Tax<\/span>/);
    expect(entry).toMatch(new RegExp(`<a href="/updates/${update.slug}"[^>]*>${update.title}</a>`));
    expect(entry).toContain(update.summary);
    const own = html(`/updates/${update.slug}`);
    expect(own).toMatch(new RegExp(`<h1[^>]*>${update.title}</h1>`));
    expect(readFileSync(join(copy.out, 'updates/feed.atom'), 'utf8')).toContain(`<id>https://www.filingbridge.in/updates/${update.slug}</id>`);
    expect(readFileSync(join(copy.out, 'sitemap.xml'), 'utf8')).toContain(
      `<loc>https://www.filingbridge.in/updates/${update.slug}</loc><lastmod>${update.date}T00:00:00+05:30</lastmod>`,
    );
  });

  it('6a. a government extension: the occurrence moves to the new date everywhere, with the notification', () => {
    const ext = JSON.parse(guideSnippet('extension-item')) as { rule: string; period: string; date: string; reference: string };
    const data = JSON.parse(readFileSync(join(copy.out, 'compliance-calendar.json'), 'utf8')) as CalendarData;
    const guide = occurrences(data.calendar, { from: '2026-12-01', to: '2027-01-31' }).find((o) => o.id === `${ext.rule}/${ext.period}`)!;
    expect([guide.due, guide.computedDue, guide.extension?.reference]).toEqual(['2026-12-27', '2026-12-20', 'Notification No. 99/2026-Central Tax (example)']);
    const page = html('/compliance-calendar');
    const row = elementAround(page, `data-rule="gstr-1-monthly" data-date="${nextGstr1Extension.date}"`, 'li');
    expect(row).toContain(`<time data-field="date" dateTime="${nextGstr1Extension.date}"`);
    expect(row).toContain(`>Extended from ${formatDayMonYear(nextGstr1.due)} (Recipe test notification)</p>`);
    expect(page).not.toContain(`data-rule="gstr-1-monthly" data-date="${nextGstr1.due}"`);
  });

  it('6b. a new obligation: its dates are on the calendar page, computed from its rule', () => {
    const rule = JSON.parse(guideSnippet('rule-item')) as { id: string; form: string };
    const today = indianDate(0);
    const data = JSON.parse(readFileSync(join(copy.out, 'compliance-calendar.json'), 'utf8')) as CalendarData;
    const expected = occurrences(data.calendar, { from: today, to: addDays(addMonthsIso(today, 12), -1) }).filter((o) => o.rule.id === rule.id);
    expect(expected).toHaveLength(4);
    const page = html('/compliance-calendar');
    const body = page.slice(0, page.indexOf('<template data-calendar-template'));
    const dates = [...body.matchAll(new RegExp(`data-rule="${rule.id}" data-date="([\\d-]+)"`, 'g'))].map((m) => m[1]);
    expect(dates).toEqual(expected.map((o) => o.due));
    for (const o of expected) expect(o.due.slice(5)).toMatch(/^(08|11|02|06)-15$/);
    expect(body).toContain(`>Form 16A — TDS certificates for non-salary payments for ${expected[0]!.periodLabel}</h3>`);
  });

  it('7. add a job opening: its card shows every detail, links its own page and has an Apply Now link to the form with the position filled in', () => {
    const job = JSON.parse(guideSnippet('job-item')) as Record<string, any>;
    const page = html('/careers');
    const card = elementAround(page, new RegExp(`<a href="/careers/tax-associate"[^>]*>${job.title}</a>`), 'li');
    for (const key of ['department', 'location', 'type', 'experience', 'description']) expect(card).toContain(`>${job[key]}<`);
    // Its name for screen readers names the opening (an aria-label that begins with the visible words).
    expect(card).toMatch(/<a href="\/careers\?position=Tax%20Associate#apply" aria-label="Apply Now for Tax Associate"[^>]*>Apply Now<\/a>/);
    expect(page).toContain(' id="apply"'); // the section the link jumps to
    // Its own page: everything, and the one JobPosting of the opening.
    const own = html('/careers/tax-associate');
    for (const item of [...job.responsibilities, ...job.requirements]) expect(own).toContain(`<li>${item.replace(/'/g, '&#x27;')}</li>`);
    expect(own).toMatch(/<a href="\/careers\?position=Tax%20Associate#apply"[^>]*>Apply Now/);
    const postings = jsonLd(own).filter((i) => i['@type'] === 'JobPosting');
    expect(postings).toHaveLength(1);
    expect(postings[0]).toMatchObject({ title: 'Tax Associate', jobLocation: { address: { ...job.address, '@type': 'PostalAddress' } }, identifier: { value: 'tax-associate' } });
    expect(readFileSync(join(copy.out, 'sitemap.xml'), 'utf8')).toContain('/careers/tax-associate</loc>');
  });

  it("8. the picture for shared links: the page's own photo, cut to 1200 × 630, replaces the drawn card", () => {
    const page = html('/trademark');
    const image = /<meta property="og:image" content="[^"]*(\/social\/[0-9a-f]+\.jpg)">/.exec(page)![1]!;
    const meta = execFileSync(
      process.execPath,
      ['-e', `require('sharp')(${JSON.stringify(join(copy.out, image))}).metadata().then((m) => console.log(m.format, m.width, m.height))`],
      { cwd: ROOT, encoding: 'utf8' },
    );
    expect(meta.trim()).toBe('jpeg 1200 630');
    expect(page).toContain('<meta property="og:image:alt" content="A GST certificate next to a laptop showing the FilingBridge dashboard">');
    // The guide's photo is plain red: the drawn card would have been blue and white.
    const [r, g, b] = execFileSync(
      process.execPath,
      ['-e', `require('sharp')(${JSON.stringify(join(copy.out, image))}).stats().then((s) => console.log(s.dominant.r, s.dominant.g, s.dominant.b))`],
      { cwd: ROOT, encoding: 'utf8' },
    )
      .trim()
      .split(' ')
      .map(Number);
    expect(r).toBeGreaterThan(150);
    expect(Math.max(g!, b!)).toBeLessThan(90);
  });
});

describe('npm run new-page', () => {
  const copy = copySiteConfig();
  afterAll(() => copy.remove());
  const newPage = (...args: string[]) =>
    execFileSync(process.execPath, [join(ROOT, 'node_modules/.bin/tsx'), join(ROOT, 'scripts/new-page.ts'), ...args], {
      cwd: ROOT,
      env: { ...process.env, SITE_CONFIG_DIR: copy.dir },
      encoding: 'utf8',
      stdio: 'pipe',
    });
  const refusal = (...args: string[]) => {
    try {
      newPage(...args);
    } catch (error) {
      const failure = error as { status: number; stderr: string };
      return { status: failure.status, stderr: failure.stderr.trim() };
    }
    throw new Error('new-page did not refuse');
  };

  it('creates a page at the address whose placeholder texts must be replaced, then only needs a link to it', () => {
    const before = problemTexts(copy);
    expect(newPage('/iec-registration', 'IEC Registration')).toContain('✓ Created');
    const page = copy.json('pages/iec-registration.json');
    expect(page.paths).toEqual(['/iec-registration']);
    expect(page.title).toBe('IEC Registration | FilingBridge');
    expect(page.blocks).toEqual([{ type: 'hero', heading: 'IEC Registration', text: 'Write one or two sentences that explain this page.' }]);
    expect(page.$schema).toBe('../../schemas/page.schema.json');
    expect(existsSync(join(ROOT, 'site-config/pages', page.$schema as string))).toBe(true); // editor help works once the file is in the project
    // The placeholders cannot ship unchanged.
    expect(problemTexts(copy).filter((p) => !before.includes(p))).toEqual([
      "site-config/pages/iec-registration.json error: page /iec-registration: description is still the placeholder written by new-page — replace it with this page's own words",
      "site-config/pages/iec-registration.json error: page /iec-registration, block 1 (hero): text is still the placeholder written by new-page — replace it with this page's own words",
      'site-config/pages/iec-registration.json warning: page /iec-registration: no menu or link reaches this page — add it to navigation.json or a footer group in site.json, give it a "menu" entry, or link to it from another page',
    ]);
    copy.edit('pages/iec-registration.json', (t) =>
      t
        .replace('IEC Registration — write one sentence (under 160 characters) that search results will show.', 'Get your Import Export Code (IEC) from DGFT online.')
        .replace('Write one or two sentences that explain this page.', 'The code you need to import or export goods from India.'),
    );
    const result = validateSiteConfig(copy.dir, blockRegistry);
    expect(result.problems.filter((p) => p.severity === 'error')).toEqual([]);
    expect(problemTexts(copy).filter((p) => !before.includes(p))).toEqual([
      'site-config/pages/iec-registration.json warning: page /iec-registration: no menu or link reaches this page — add it to navigation.json or a footer group in site.json, give it a "menu" entry, or link to it from another page',
    ]);
  }, 60_000);

  it('refuses an address another page already has, and an address written wrongly', () => {
    const gstFile = readFileSync(join(copy.dir, 'pages/gst.json'), 'utf8');
    expect(refusal('/gst', 'Another GST page')).toEqual({
      status: 1,
      stderr: '✗ the address /gst already belongs to site-config/pages/gst.json — edit that file instead, or pick another address',
    });
    expect(readFileSync(join(copy.dir, 'pages/gst.json'), 'utf8')).toBe(gstFile);
    expect(refusal('/IEC Registration', 'IEC')).toEqual({
      status: 1,
      stderr: '✗ "/IEC Registration" is not a valid address — start with / and use lowercase letters, digits and hyphens, for example /msme-registration',
    });
  }, 60_000);
});
