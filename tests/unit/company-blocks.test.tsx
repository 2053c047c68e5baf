// Unit tests for the company-page blocks: the deadline urgency rule (boundaries, past dates, India's
// calendar day), date formats, and the exact texts each block renders from its config (timeline
// colours and "see all", deadline labels, job fields and apply links, table cells, policy numbering).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import createCache from '@emotion/cache';
import { BlockList, RenderEnvironmentContext } from '../../engine/render/block-list.tsx';
import { Providers } from '../../engine/render/providers.tsx';
import { validateSiteConfig } from '../../engine/config/validate.ts';
import { ROOT_DIR } from '../../engine/config/schema-files.ts';
import { blockRegistry } from '../../blocks/registry.ts';
import type { Block } from '../../engine/blocks.ts';
import type { Page } from '../../engine/generated/config.ts';
import { daysUntil, urgencyFor, urgencyForDays } from '../../blocks/deadline-grid/urgency.ts';
import { formatDayMonYear, formatLongDate, formatYearOrDate } from '../../blocks/shared/dates.ts';
import { categoryColor } from '../../blocks/timeline/Timeline.tsx';
import { applyHref } from '../../blocks/job-openings/JobOpenings.tsx';
import { MINIMAL_SITE } from './helpers.ts';

const site = validateSiteConfig(MINIMAL_SITE).config!.site;

function render(blocks: Block[], path = '/test') {
  const cache = createCache({ key: 'css' });
  const html = renderToStaticMarkup(
    <Providers cache={cache}>
      <RenderEnvironmentContext.Provider value={{ registry: blockRegistry, site, path, cache }}>
        <BlockList blocks={blocks} />
      </RenderEnvironmentContext.Provider>
    </Providers>,
  );
  return html.replace(/<style[^>]*>[\s\S]*?<\/style>/g, '');
}

/** Visible text of an HTML fragment, whitespace collapsed. */
function text(html: string): string {
  return html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The HTML of each element whose opening tag carries `attr` (elements of the same tag, not nested in each other). */
function elementsWith(html: string, attr: string): string[] {
  const out: string[] = [];
  const re = new RegExp(`<([a-z0-9]+)\\b[^>]*\\s${attr}(="[^"]*")?[^>]*>`, 'g');
  for (let m = re.exec(html); m; m = re.exec(html)) {
    const tag = m[1]!;
    let depth = 0;
    const tagRe = new RegExp(`<(/?)${tag}\\b[^>]*>`, 'g');
    tagRe.lastIndex = m.index;
    for (let t = tagRe.exec(html); t; t = tagRe.exec(html)) {
      depth += t[1] ? -1 : 1;
      if (depth === 0) {
        out.push(html.slice(m.index, t.index + t[0].length));
        break;
      }
    }
  }
  return out;
}

function attrOf(html: string, attr: string): string | undefined {
  return new RegExp(`\\s${attr}="([^"]*)"`, 'i').exec(html)?.[1];
}

function pageConfig(file: string): Page {
  return JSON.parse(readFileSync(join(ROOT_DIR, 'site-config', 'pages', file), 'utf8')) as Page;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('deadline urgency', () => {
  // Noon in India on 1 Nov 2025 (06:30 UTC).
  const now = new Date('2025-11-01T06:30:00Z');
  const inDays = (n: number) => {
    const d = new Date(Date.UTC(2025, 10, 1 + n));
    return d.toISOString().slice(0, 10);
  };

  it('is Urgent up to and including 7 days, Soon from 8 to 15, Upcoming from 16', () => {
    expect(urgencyFor(inDays(7), now)).toMatchObject({ urgency: 'urgent', label: 'Urgent', days: 7, remaining: '7 days left' });
    expect(urgencyFor(inDays(8), now)).toMatchObject({ urgency: 'soon', label: 'Soon', days: 8, remaining: '8 days left' });
    expect(urgencyFor(inDays(15), now)).toMatchObject({ urgency: 'soon', label: 'Soon', days: 15 });
    expect(urgencyFor(inDays(16), now)).toMatchObject({ urgency: 'upcoming', label: 'Upcoming', days: 16 });
    expect(urgencyFor(inDays(3), now).label).toBe('Urgent');
    expect(urgencyFor(inDays(10), now).label).toBe('Soon');
    expect(urgencyFor(inDays(20), now).label).toBe('Upcoming');
  });

  it('the deadline day itself is Urgent and says "Due today"; tomorrow says "1 day left"', () => {
    expect(urgencyFor(inDays(0), now)).toEqual({ urgency: 'urgent', label: 'Urgent', days: 0, remaining: 'Due today' });
    expect(urgencyFor(inDays(1), now).remaining).toBe('1 day left');
  });

  it('a deadline already past shows Passed (not Urgent), however long ago', () => {
    expect(urgencyFor(inDays(-1), now)).toEqual({ urgency: 'past', label: 'Passed', days: -1, remaining: 'Due date has passed' });
    expect(urgencyFor('2025-10-22', new Date('2026-11-21T10:00:00Z'))).toMatchObject({ urgency: 'past', label: 'Passed' });
    expect(urgencyForDays(-400)).toBe('past');
  });

  it('counts calendar days in India (UTC+05:30), whatever the time of day', () => {
    // 23:59:59 IST on 21 Oct → 22 Oct is 1 day away; one second later it is India's 22 Oct.
    expect(daysUntil('2025-10-22', new Date('2025-10-21T18:29:59Z'))).toBe(1);
    expect(daysUntil('2025-10-22', new Date('2025-10-21T18:30:00Z'))).toBe(0);
    // Early morning in India is still the previous day in UTC.
    expect(daysUntil('2025-10-22', new Date('2025-10-21T20:00:00Z'))).toBe(0);
  });

  it('rejects dates that are not written YYYY-MM-DD', () => {
    expect(() => daysUntil('22-Oct-2025', now)).toThrow(/YYYY-MM-DD/);
  });
});

describe('date formats', () => {
  it('writes DD-Mon-YYYY, long dates and years as the spec shows them', () => {
    expect(formatDayMonYear('2025-09-29')).toBe('29-Sep-2025');
    expect(formatDayMonYear('2025-11-07')).toBe('07-Nov-2025');
    expect(formatLongDate('2025-01-01')).toBe('January 1, 2025');
    expect(formatYearOrDate('2015')).toBe('2015');
    expect(formatYearOrDate('2025-10-21')).toBe('21-Oct-2025');
    expect(() => formatDayMonYear('2025-02-30')).toThrow(/not a real calendar date/);
  });
});

describe('timeline', () => {
  const colors = { 'GST Update': 'blue', MCA: 'green', TDS: 'purple' } as const;

  it('maps categories to their colours and anything else to the primary colour', () => {
    expect(categoryColor('GST Update', colors)).toBe('blue');
    expect(categoryColor('MCA', colors)).toBe('green');
    expect(categoryColor('TDS', colors)).toBe('purple');
    expect(categoryColor('RBI', colors)).toBe('brand');
    expect(categoryColor(undefined, colors)).toBe('brand');
    expect(categoryColor('GST Update', undefined)).toBe('brand');
  });

  it('renders each entry with its DD-Mon-YYYY date, category badge and colour', () => {
    const html = render([
      { type: 'hero', heading: 'Page' },
      {
        type: 'timeline',
        heading: 'Latest Compliance Updates',
        categoryColors: colors,
        items: [
          { date: '2025-10-21', category: 'GST Update', title: 'GST news' },
          { date: '2025-10-10', category: 'MCA', title: 'MCA news' },
          { date: '2025-10-01', category: 'TDS', title: 'TDS news' },
          { date: '2025-09-29', category: 'Customs', title: 'Other news' },
        ],
      },
    ]);
    const entries = elementsWith(html, 'data-timeline-entry');
    expect(entries.map((e) => text(e))).toEqual(['21-Oct-2025 GST Update GST news', '10-Oct-2025 MCA MCA news', '01-Oct-2025 TDS TDS news', '29-Sep-2025 Customs Other news']);
    expect(entries.map((e) => attrOf(e, 'data-category-color'))).toEqual(['blue', 'green', 'purple', 'brand']);
    expect(attrOf(entries[0]!, 'datetime')).toBe('2025-10-21');
    expect(html).toContain('<h3');
    expect(html).not.toContain('<details');
  });

  it('shows the first entries and puts the rest behind a native "see all" disclosure', () => {
    const html = render([
      { type: 'hero', heading: 'About' },
      {
        type: 'timeline',
        heading: 'Our Journey',
        initiallyShown: 3,
        showAllLabel: 'See all {count} milestones',
        showLessLabel: 'Show fewer milestones',
        items: ['2015', '2018', '2021', '2023', '2025'].map((year) => ({ date: year, title: `Milestone ${year}` })),
      },
    ]);
    const [details] = elementsWith(html, 'data-timeline-more');
    expect(details).toBeDefined();
    const beforeDetails = html.slice(0, html.indexOf('data-timeline-more'));
    expect(elementsWith(beforeDetails, 'data-timeline-entry').map(text)).toEqual(['2015 Milestone 2015', '2018 Milestone 2018', '2021 Milestone 2021']);
    expect(elementsWith(details!, 'data-timeline-entry').map(text)).toEqual(['2023 Milestone 2023', '2025 Milestone 2025']);
    expect(text(elementsWith(details!, 'data-label="more"')[0]!)).toBe('See all 5 milestones');
    expect(text(elementsWith(details!, 'data-label="less"')[0]!)).toBe('Show fewer milestones');
    expect(details).toMatch(/<ol start="4"/);
  });
});

describe('deadline grid', () => {
  it('prerenders the date, label and days left for the render day, with data-date for the browser', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2025-10-19T06:30:00Z')); // noon, 19 Oct 2025 in India
    const html = render([
      { type: 'hero', heading: 'Home' },
      {
        type: 'deadline-grid',
        heading: 'Upcoming Compliance Deadlines',
        items: [
          { date: '2025-10-18', task: 'Yesterday task' },
          { date: '2025-10-19', task: 'Today task' },
          { date: '2025-10-22', task: 'GSTR-3B (QRMP)', note: 'Category X states' },
          { date: '2025-10-26', task: 'Seven days task' },
          { date: '2025-10-27', task: 'Eight days task' },
          { date: '2025-11-03', task: 'Fifteen days task' },
          { date: '2025-11-04', task: 'Sixteen days task' },
        ],
      },
    ]);
    const cards = elementsWith(html, 'data-deadline');
    expect(cards.map((c) => [attrOf(c, 'data-date'), attrOf(c, 'data-urgency')])).toEqual([
      ['2025-10-18', 'past'],
      ['2025-10-19', 'urgent'],
      ['2025-10-22', 'urgent'],
      ['2025-10-26', 'urgent'],
      ['2025-10-27', 'soon'],
      ['2025-11-03', 'soon'],
      ['2025-11-04', 'upcoming'],
    ]);
    expect(cards.map(text)).toEqual([
      '18-Oct-2025 Passed Yesterday task Due date has passed',
      '19-Oct-2025 Urgent Today task Due today',
      '22-Oct-2025 Urgent GSTR-3B (QRMP) Category X states 3 days left',
      '26-Oct-2025 Urgent Seven days task 7 days left',
      '27-Oct-2025 Soon Eight days task 8 days left',
      '03-Nov-2025 Soon Fifteen days task 15 days left',
      '04-Nov-2025 Upcoming Sixteen days task 16 days left',
    ]);
  });
});

describe('job openings', () => {
  it('builds the apply link with the position in the query and the form anchor', () => {
    expect(applyHref('#apply', '/careers', 'Legal Associate')).toBe('/careers?position=Legal%20Associate#apply');
    expect(applyHref('/careers#apply', '/about', 'Full Stack Developer')).toBe('/careers?position=Full%20Stack%20Developer#apply');
    expect(applyHref('/jobs?src=site', '/careers', 'A & B')).toBe('/jobs?src=site&position=A%20%26%20B');
  });

  it('renders every field of every opening and its Apply Now link', () => {
    const html = render(
      [
        { type: 'hero', heading: 'Careers' },
        {
          type: 'job-openings',
          heading: 'Current Openings',
          apply: { label: 'Apply Now', href: '#apply' },
          datePosted: '2026-11-21',
          jobs: [
            { title: 'Senior Business Consultant', department: 'Consulting', location: 'Mumbai', type: 'Full-time', experience: '3-5 years', description: 'Advise founders.' },
            { title: 'Digital Marketing Specialist', department: 'Marketing', location: 'Remote', type: 'Full-time', experience: '1-3 years', description: 'Run campaigns.' },
          ],
        },
      ],
      '/careers',
    );
    const jobs = elementsWith(html, 'data-job');
    expect(jobs.map(text)).toEqual([
      'Senior Business Consultant Department Consulting Location Mumbai Job type Full-time Experience 3-5 years Advise founders. Apply Now for Senior Business Consultant',
      'Digital Marketing Specialist Department Marketing Location Remote Job type Full-time Experience 1-3 years Run campaigns. Apply Now for Digital Marketing Specialist',
    ]);
    expect(jobs.map((j) => attrOf(elementsWith(j, 'href')[0]!, 'href'))).toEqual([
      '/careers?position=Senior%20Business%20Consultant#apply',
      '/careers?position=Digital%20Marketing%20Specialist#apply',
    ]);
    expect(jobs[0]).toContain('<h3');
  });
});

describe('table', () => {
  it('is a real table: caption, column headers with scope, row headers and every cell', () => {
    const html = render([
      { type: 'hero', heading: 'Refund' },
      {
        type: 'table',
        heading: 'Refund Eligibility',
        caption: 'Refund amount and timeline for each situation',
        columns: ['Situation', 'Refund Amount', 'Timeline'],
        rows: [
          ['Duplicate or technical payment error', '100%', '3-5 days'],
          ['Cancellation before work starts', '80-90% minus processing fees', '5-7 days'],
        ],
      },
    ]);
    expect(text(elementsWith(html, 'role="region"')[0]!.match(/<caption[\s\S]*?<\/caption>/)![0])).toBe('Refund amount and timeline for each situation');
    expect(html.match(/<th scope="col"[^>]*>([^<]*)<\/th>/g)!.map(text)).toEqual(['Situation', 'Refund Amount', 'Timeline']);
    const rows = html.match(/<tr\b[^>]*>[\s\S]*?<\/tr>/g)!.slice(1);
    expect(rows.map((r) => (r.match(/<t[hd]\b[^>]*>[\s\S]*?<\/t[hd]>/g) ?? []).map(text))).toEqual([
      ['Duplicate or technical payment error', '100%', '3-5 days'],
      ['Cancellation before work starts', '80-90% minus processing fees', '5-7 days'],
    ]);
    expect(rows[0]).toMatch(/<th scope="row"[^>]*>Duplicate or technical payment error<\/th>/);
    // The scroll container is focusable and named by the caption, so keyboard users can scroll it.
    const region = html.match(/<div[^>]*role="region"[^>]*>/)![0];
    expect(attrOf(region, 'tabindex')).toBe('0');
    expect(attrOf(region, 'aria-labelledby')).toMatch(/-caption$/);
  });
});

describe('policy sections, stats, cards, banner and text', () => {
  it('numbers policy sections, links them from the contents list and shows the last-updated date', () => {
    const html = render([
      { type: 'hero', heading: 'Terms and Conditions' },
      {
        type: 'policy-sections',
        id: 'terms',
        lastUpdated: '2025-01-01',
        sections: [
          { heading: 'Acceptance of Terms', paragraphs: ['You agree.'] },
          { heading: 'Prices and Payment', bullets: ['Prices are inclusive of taxes unless stated.', 'Payment must be completed before delivery.'] },
          { heading: 'Governing Law and Disputes', paragraphs: ['Indian law.'], closing: 'Mumbai.' },
        ],
      },
    ]);
    expect(text(elementsWith(html, 'data-last-updated')[0]!)).toBe('Last updated: January 1, 2025');
    expect(elementsWith(html, 'data-policy-section').map(text)).toEqual([
      '1. Acceptance of Terms You agree.',
      '2. Prices and Payment Prices are inclusive of taxes unless stated. Payment must be completed before delivery.',
      '3. Governing Law and Disputes Indian law. Mumbai.',
    ]);
    expect(html.match(/href="#terms-\d+"/g)).toEqual(['href="#terms-1"', 'href="#terms-2"', 'href="#terms-3"']);
    expect(html).toContain('id="terms-2"');
  });

  it('renders stats as figure + caption pairs', () => {
    const html = render([
      { type: 'hero', heading: 'Careers' },
      { type: 'stats', items: [{ value: '200+', label: 'Team Members' }, { value: '8+', label: 'Office Locations' }, { value: '95%', label: 'Employee Satisfaction' }] },
    ]);
    expect(elementsWith(html, 'data-stat').map(text)).toEqual(['Team Members 200+', 'Office Locations 8+', 'Employee Satisfaction 95%']);
    expect(html.match(/<dt[^>]*>([^<]*)<\/dt>/g)!.map(text)).toEqual(['Team Members', 'Office Locations', 'Employee Satisfaction']);
  });

  it('renders cards with detail lines as links and the buttons under the grid', () => {
    const html = render([
      { type: 'hero', heading: 'Contact' },
      {
        type: 'card-grid',
        heading: 'Our Offices',
        cards: [{ icon: 'map-pin', title: 'Mumbai', details: [{ label: 'Phone', text: '+91 22 4000 1234', href: 'tel:+912240001234' }, { text: 'Mon-Fri 9 AM-7 PM IST' }] }],
        actions: [{ label: 'Explore All Services', href: '/#services' }],
      },
    ]);
    const [card] = elementsWith(html, 'data-card');
    expect(text(card!)).toBe('Mumbai Phone: +91 22 4000 1234 Mon-Fri 9 AM-7 PM IST');
    expect(card).toMatch(/<a [^>]*href="tel:\+912240001234"[^>]*>\+91 22 4000 1234<\/a>/);
    expect(html).toMatch(/<a [^>]*href="\/#services"[^>]*>Explore All Services<\/a>/);
  });

  it('renders the banner heading, text and both buttons with their targets', () => {
    const html = render([
      { type: 'hero', heading: 'Home' },
      {
        type: 'cta-banner',
        heading: 'Enterprise',
        text: 'For large teams.',
        actions: [
          { label: 'Schedule Consultation', href: '/contact' },
          { label: 'View Enterprise Plans', href: '/about#partnership', style: 'secondary' },
        ],
      },
    ]);
    expect(html.match(/<a [^>]*href="[^"]*"[^>]*>[^<]*<\/a>/g)!.map((a) => [attrOf(a, 'href'), text(a)])).toEqual([
      ['/contact', 'Schedule Consultation'],
      ['/about#partnership', 'View Enterprise Plans'],
    ]);
    expect(html).toMatch(/<h2[^>]*>Enterprise<\/h2>/);
  });

  it('renders rich text paragraphs and bullets, the first block of a page as the only h1', () => {
    const html = render([{ type: 'rich-text', heading: 'Important Notes', paragraphs: ['One.'], bullets: ['Refunds take 3-14 business days.'] }]);
    expect(html).toMatch(/<h1[^>]*>Important Notes<\/h1>/);
    expect(text(html)).toBe('Important Notes One. Refunds take 3-14 business days.');
  });
});

describe('the site config matches the spec', () => {
  const home = pageConfig('home.json');
  const about = pageConfig('about.json');
  const careers = pageConfig('careers.json');
  const refund = pageConfig('refund.json');
  const terms = pageConfig('terms.json');
  const blockOf = <T extends Block['type']>(page: Page, type: T) => page.blocks.filter((b): b is Extract<Block, { type: T }> => b.type === type);

  it('home: six compliance updates from 29-Sep-2025 to 21-Oct-2025 in the three categories; eight deadlines computed from the compliance calendar', () => {
    const [news] = blockOf(home, 'timeline');
    expect(news!.items).toHaveLength(6);
    expect(Math.max(...news!.items.map((i) => Date.parse(i.date)))).toBe(Date.parse('2025-10-21'));
    expect(Math.min(...news!.items.map((i) => Date.parse(i.date)))).toBe(Date.parse('2025-09-29'));
    expect(new Set(news!.items.map((i) => i.category))).toEqual(new Set(['GST Update', 'MCA', 'TDS']));
    expect(news!.categoryColors).toEqual({ 'GST Update': 'blue', MCA: 'green', TDS: 'purple' });
    const [deadlines] = blockOf(home, 'deadline-grid');
    // Fixed dates went stale ("Passed"); the cards now come from site-config/compliance-calendar.json.
    expect(deadlines!.source).toBe('calendar');
    expect(deadlines!.items).toBeUndefined();
    expect(deadlines!.calendar).toEqual({ count: 8 });
    const [banner] = blockOf(home, 'cta-banner');
    expect(banner!.actions.map((a) => [a.label, a.href])).toEqual([['Schedule Consultation', '/contact'], ['View Enterprise Plans', '/about#partnership']]);
  });

  it('about: five milestones with three shown, ten portfolio items, four values, three team cards', () => {
    const [journey] = blockOf(about, 'timeline');
    expect(journey!.items.map((i) => i.date)).toEqual(['2015', '2018', '2021', '2023', '2025']);
    expect(journey!.initiallyShown).toBe(3);
    const cards: Record<string, Extract<Block, { type: 'card-grid' }>> = Object.fromEntries(blockOf(about, 'card-grid').map((b) => [b.id ?? '', b]));
    expect(cards.portfolio!.cards).toHaveLength(10);
    expect(cards.portfolio!.actions![0]!.label).toBe('Explore All Services');
    expect(cards.values!.cards.map((c) => c.title)).toEqual(['Mission-Driven', 'Customer-Centric', 'Innovation', 'Excellence']);
    expect(cards.team!.cards).toHaveLength(3);
    expect(about.blocks.some((b) => b.id === 'partnership')).toBe(true);
  });

  it('careers: the six openings of spec §3, all full-time', () => {
    const [openings] = blockOf(careers, 'job-openings');
    expect(openings!.jobs.map((j) => [j.title, j.department, j.location, j.experience, j.type])).toEqual([
      ['Senior Business Consultant', 'Consulting', 'Mumbai', '3-5 years', 'Full-time'],
      ['Full Stack Developer', 'Technology', 'Bangalore', '2-4 years', 'Full-time'],
      ['Customer Success Manager', 'Customer Success', 'Delhi', '1-3 years', 'Full-time'],
      ['Legal Associate', 'Legal', 'Chennai', '2-4 years', 'Full-time'],
      ['Digital Marketing Specialist', 'Marketing', 'Remote', '1-3 years', 'Full-time'],
      ['Business Development Executive', 'Sales', 'Pune', '1-2 years', 'Full-time'],
    ]);
  });

  it('refund: the six scenarios of spec §9 with their amounts and timelines, and five steps', () => {
    const [table] = blockOf(refund, 'table');
    expect(table!.rows.map((r) => [r[0], r[2], r[3]])).toEqual([
      ['Service not delivered', '100%', '7-14 days'],
      ['Duplicate or technical payment error', '100%', '3-5 days'],
      ['Service downgrade', 'Price difference', '7-10 days'],
      ['Government rejection', '0%', 'Not applicable'],
      ['Cancellation after work has started', '0%', 'Not applicable'],
      ['Cancellation before work starts', '80-90% minus processing fees', '5-7 days'],
    ]);
    expect(table!.rows.every((r) => r.length === table!.columns.length)).toBe(true);
    expect(blockOf(refund, 'steps')[0]!.steps).toHaveLength(5);
  });

  it('terms: twelve sections, last updated January 1, 2025', () => {
    const [policy] = blockOf(terms, 'policy-sections');
    expect(policy!.sections).toHaveLength(12);
    expect(formatLongDate(policy!.lastUpdated!)).toBe('January 1, 2025');
  });
});
