// The one suite that reads the live site content (site-config/) and checks it against the facts of
// the spec (/work/shared/spec/site-spec.md: counts, dates, amounts). Every other unit test renders and
// validates the fixture site (tests/fixtures/minimal-site) or config written in the test itself, so an
// editor's copy change breaks only this suite, and only when it contradicts the spec.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT_DIR } from '../../engine/config/schema-files.ts';
import type { Block } from '../../engine/block-api.tsx';
import type { Page } from '../../engine/generated/config.ts';
import { formatLongDate } from '../../blocks/shared/dates.ts';

function pageConfig(file: string): Page {
  return JSON.parse(readFileSync(join(ROOT_DIR, 'site-config', 'pages', file), 'utf8')) as Page;
}

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
    expect(formatLongDate(policy!.lastUpdated!)).toBe('1 January 2025');
  });
});
