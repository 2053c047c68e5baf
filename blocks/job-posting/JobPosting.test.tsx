// A job's own page: every field shown, the apply link with the position, and its JobPosting JSON-LD.
import { describe, expect, it } from 'vitest';
import type { JobPostingBlock } from '../../engine/generated/config.ts';
import { renderBlocks, site, text, elementsWith, attrOf } from '../../tests/unit/render-helpers.tsx';
import { jobPostingStructuredData } from './structured-data.ts';
import { salaryText } from './JobPosting.tsx';
import { projectInterfaceWords } from '../../engine/i18n/interface-words.ts';

const words = projectInterfaceWords();

// biome-ignore lint/suspicious/noExplicitAny: JSON-LD is read back as loosely typed data
type Ld = Record<string, any>;

const block: JobPostingBlock = {
  type: 'job-posting',
  apply: { label: 'Apply Now', href: '/careers#apply' },
  listing: { label: 'All openings', href: '/careers#openings' },
  datePosted: '2026-11-21',
  validThrough: '2027-02-28',
  job: {
    title: 'Legal Associate',
    department: 'Legal',
    location: 'Chennai',
    type: 'Full-time',
    experience: '2-4 years',
    address: { streetAddress: 'No. 12, Anna Salai, Teynampet', addressLocality: 'Chennai', addressRegion: 'Tamil Nadu', postalCode: '600018', addressCountry: 'IN' },
    description: 'Draft deeds & agreements.',
    responsibilities: ['Draft partnership deeds', 'Reply to <objections>'],
    requirements: ['LLB'],
  },
};

describe('job posting', () => {
  it('shows the title as the page heading, every fact, both lists and the apply and back links', () => {
    const html = renderBlocks([block], '/careers/legal-associate');
    expect(html).toMatch(/<h1[^>]*>Legal Associate<\/h1>/);
    expect(elementsWith(html, 'data-field').map(text)).toEqual([
      'Department Legal',
      'Location Chennai — No. 12, Anna Salai, Teynampet, Chennai, Tamil Nadu 600018',
      'Job type Full-time',
      'Experience 2-4 years',
      'Posted on 21 November 2026',
      'Apply by 28 February 2027',
    ]);
    expect(text(html)).toContain('Draft deeds & agreements. Responsibilities Draft partnership deeds Reply to &lt;objections&gt; Requirements LLB Apply Now');
    expect(html).toMatch(/<h2[^>]*>Responsibilities<\/h2>/);
    const links = html.match(/<a [^>]*>[\s\S]*?<\/a>/g)!;
    // The apply button's name for a screen reader says the position (interface.json jobs.applyFor).
    expect(links.map((a) => [attrOf(a, 'aria-label') ?? text(a), attrOf(a, 'href')])).toEqual([
      ['Apply Now for Legal Associate', '/careers?position=Legal%20Associate#apply'],
      ['All openings', '/careers#openings'],
    ]);
  });

  it('writes the salary the Indian way, per year or month', () => {
    expect(salaryText({ min: 600000, max: 900000, unit: 'YEAR' }, words.jobs)).toBe('₹6,00,000 – ₹9,00,000 a year');
    expect(salaryText({ min: 45000, unit: 'MONTH' }, words.jobs)).toBe('₹45,000 a month');
  });

  it("gives search engines one JobPosting with Google's required and recommended properties", () => {
    const [posting] = jobPostingStructuredData(block, { site, url: 'https://www.example.in/careers/legal-associate' }) as Ld[];
    expect(posting).toMatchObject({
      '@type': 'JobPosting',
      title: 'Legal Associate',
      url: 'https://www.example.in/careers/legal-associate',
      datePosted: '2026-11-21',
      validThrough: '2027-02-28T23:59:59+05:30',
      employmentType: 'FULL_TIME',
      directApply: true,
      identifier: { '@type': 'PropertyValue', name: site.brand.name, value: 'legal-associate' },
      hiringOrganization: { '@type': 'Organization', name: site.brand.name, sameAs: `${site.siteUrl}/`, logo: `${site.siteUrl}/logo.png` },
      jobLocation: {
        '@type': 'Place',
        address: {
          '@type': 'PostalAddress',
          streetAddress: 'No. 12, Anna Salai, Teynampet',
          addressLocality: 'Chennai',
          addressRegion: 'Tamil Nadu',
          postalCode: '600018',
          addressCountry: 'IN',
        },
      },
      experienceRequirements: { '@type': 'OccupationalExperienceRequirements', monthsOfExperience: 24 },
    });
    // The description is HTML with the lists, escaped.
    expect(posting!.description).toBe(
      '<p>Draft deeds &amp; agreements.</p><p><strong>Responsibilities</strong></p><ul><li>Draft partnership deeds</li><li>Reply to &lt;objections&gt;</li></ul><p><strong>Requirements</strong></p><ul><li>LLB</li></ul>',
    );
    // No salary in the config, no baseSalary.
    expect(posting).not.toHaveProperty('baseSalary');
    expect(posting).not.toHaveProperty('jobLocationType');
  });

  it('adds baseSalary only from a configured salary, and marks remote work without an address as TELECOMMUTE', () => {
    const remote: JobPostingBlock = { ...block, job: { ...block.job, location: 'Remote', address: undefined, salary: { min: 600000, max: 900000, unit: 'YEAR' } } };
    const [posting] = jobPostingStructuredData(remote, { site, url: 'https://www.example.in/careers/legal-associate' }) as Ld[];
    expect(posting!.baseSalary).toEqual({
      '@type': 'MonetaryAmount',
      currency: 'INR',
      value: { '@type': 'QuantitativeValue', unitText: 'YEAR', minValue: 600000, maxValue: 900000 },
    });
    expect(posting).toMatchObject({ jobLocationType: 'TELECOMMUTE', applicantLocationRequirements: { '@type': 'Country', name: 'India' } });
    expect(posting).not.toHaveProperty('jobLocation');
  });
});
