// A page per job: job openings are a collection (a file each in site-config/jobs/, engine/collections/),
// listed by the careers page's job-openings section. The addresses made from them, what the validator
// knows about them (links to them resolve, an address claimed twice is a file:line error) and links to aliases.
import { afterEach, describe, expect, it } from 'vitest';
import { formatProblem, validateSiteConfig } from '../../engine/config/validate.ts';
import { buildRouteTable } from '../../engine/routes.tsx';
import { slugify } from '../../engine/slug.ts';
import { blockRegistry } from '../../blocks/registry.ts';
import { blockIndex, copySiteConfig, lineColumnOf, offsetAt, type ConfigCopy } from './config-edit.ts';

let copy: ConfigCopy | undefined;
afterEach(() => copy?.remove());
const errors = (c: ConfigCopy) =>
  validateSiteConfig(c.dir, blockRegistry)
    .problems.filter((p) => p.severity === 'error')
    .map((p) => c.shorten(formatProblem(p)));

describe('job pages', () => {
  it('makes an address from each title', () => {
    expect(['Full Stack Developer', 'R&D Lead (Tax)', '  Legal Associate  '].map(slugify)).toEqual(['full-stack-developer', 'r-and-d-lead-tax', 'legal-associate']);
  });

  it('adds a route per opening below the listing page, with the listing as its parent', () => {
    const config = validateSiteConfig(undefined, blockRegistry).config!;
    const jobs = buildRouteTable(config).filter((r) => r.path.startsWith('/careers/'));
    expect(jobs.map((r) => r.path)).toEqual([
      '/careers/senior-business-consultant',
      '/careers/full-stack-developer',
      '/careers/customer-success-manager',
      '/careers/legal-associate',
      '/careers/digital-marketing-specialist',
      '/careers/business-development-executive',
    ]);
    expect(jobs.map((r) => r.file.split('/').slice(-2).join('/'))).toEqual(jobs.map((r) => `jobs/${r.path.slice('/careers/'.length)}.json`));
    expect(jobs.every((r) => r.parentPath === '/careers' && r.template === 'jobs:entry' && r.page.blocks[0]!.type === 'job-posting')).toBe(true);
    expect(jobs[3]!.page.title).toBe('Legal Associate – Chennai | FilingBridge');
  });

  it('lets links go to a job page, and suggests the right one for a typo', () => {
    copy = copySiteConfig();
    const about = copy.json('pages/about.json');
    const hero = blockIndex(about, 'hero');
    about.blocks[hero].primaryAction = { label: 'Join us', href: '/careers/legal-associate' };
    copy.write('pages/about.json', JSON.stringify(about, null, 2));
    expect(errors(copy)).toEqual([]);
    about.blocks[hero].primaryAction.href = '/careers/legal-asociate';
    copy.write('pages/about.json', JSON.stringify(about, null, 2));
    expect(errors(copy)).toEqual([
      expect.stringMatching(
        /^site-config\/pages\/about\.json:\d+:\d+ error: page \/about, block 1 \(hero\), primaryAction: the link "\/careers\/legal-asociate" goes to no page — did you mean "\/careers\/legal-associate"\?$/,
      ),
    ]);
  });

  it('reports two openings with the same address at the later file, file:line, naming the first', () => {
    copy = copySiteConfig();
    copy.edit('jobs/legal-associate.json', (t) => t.replace('"order": 4,', '"order": 4,\n  "slug": "digital-marketing-specialist",'));
    const text = copy.read('jobs/legal-associate.json');
    const { line, column } = lineColumnOf(text, offsetAt(text, ['slug']));
    expect(errors(copy)).toEqual([
      `site-config/jobs/legal-associate.json:${line}:${column} error: job legal-associate: site-config/jobs/digital-marketing-specialist.json already has the address /careers/digital-marketing-specialist (the slug "digital-marketing-specialist") — give one of them another "slug"`,
    ]);
  });

  it("warns when an opening's page would get a title or description that search results cut", () => {
    copy = copySiteConfig();
    const job = copy.json('jobs/senior-business-consultant.json');
    copy.edit('jobs/senior-business-consultant.json', (t) =>
      t
        .replace('"title": "Senior Business Consultant"', '"slug": "senior-business-consultant",\n  "title": "Senior Business Consultant for Corporate Restructuring"')
        .replace(JSON.stringify(job.description), JSON.stringify(`${job.description} ${'More words. '.repeat(3).trim()}`)),
    );
    // (The live rule tables' not-yet-checked entries warn too; only the opening's warnings are this test's.)
    const warnings = validateSiteConfig(copy.dir, blockRegistry)
      .problems.filter((p) => p.severity === 'warning' && p.file.endsWith('jobs/senior-business-consultant.json'))
      .map((p) => copy!.shorten(formatProblem(p)));
    expect(warnings).toEqual([
      expect.stringMatching(
        /^site-config\/jobs\/senior-business-consultant\.json:\d+:\d+ warning: job senior-business-consultant: its page's title "Senior Business Consultant for Corporate Restructuring – Mumbai \| FilingBridge" is 78 characters; search results cut titles after about 60 — shorten the job title or the location$/,
      ),
      expect.stringMatching(
        /job senior-business-consultant: the description is 1\d\d characters and describes the opening's page in search results, which cut it after about 160 — shorten it$/,
      ),
    ]);
  });

  it('reports an opening whose address a page file already uses, at the opening', () => {
    copy = copySiteConfig();
    const about = copy.json('pages/about.json');
    about.paths.push('/careers/legal-associate');
    copy.write('pages/about.json', JSON.stringify(about, null, 2));
    expect(errors(copy)).toEqual([
      expect.stringMatching(
        /^site-config\/jobs\/legal-associate\.json:\d+:\d+ error: job legal-associate: this entry's page would be \/careers\/legal-associate, but site-config\/pages\/about\.json already uses that address — give the entry a "slug" of its own, or change that page's "paths"$/,
      ),
    ]);
  });

  it('refuses a link to an alias, naming the canonical address to use instead', () => {
    copy = copySiteConfig();
    const about = copy.json('pages/about.json');
    const hero = blockIndex(about, 'hero');
    about.blocks[hero].primaryAction = { label: 'GST', href: '/gst-registration#plans' };
    copy.write('pages/about.json', JSON.stringify(about, null, 2));
    expect(errors(copy)).toEqual([
      expect.stringMatching(
        /page \/about, block 1 \(hero\), primaryAction: the link "\/gst-registration#plans" goes to \/gst-registration, another address of the page \/gst — link "\/gst#plans" instead \(search engines index the first address only\)$/,
      ),
    ]);
  });

  it("checks that a page's own picture for shared links is in site-config/images/", () => {
    copy = copySiteConfig();
    const about = copy.json('pages/about.json');
    about.socialImage = { src: 'social/about-team.jpg', alt: 'The team' };
    copy.write('pages/about.json', JSON.stringify(about, null, 2));
    expect(errors(copy)).toEqual([
      expect.stringMatching(/page \/about, socialImage: the picture "social\/about-team\.jpg" is not in site-config\/images\/ — put the file there, or correct the name$/),
    ]);
  });
});
