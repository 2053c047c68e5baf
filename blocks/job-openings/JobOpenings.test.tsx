// Job fields and apply links.
import { describe, expect, it } from 'vitest';
import { applyHref } from './JobOpenings.tsx';
import { renderBlocks as render, text, elementsWith, attrOf } from '../../tests/unit/render-helpers.tsx';

describe('job openings', () => {
  it('builds the apply link with the position in the query and the form anchor', () => {
    expect(applyHref('#apply', '/careers', 'Legal Associate')).toBe('/careers?position=Legal%20Associate#apply');
    expect(applyHref('/careers#apply', '/about', 'Full Stack Developer')).toBe('/careers?position=Full%20Stack%20Developer#apply');
    expect(applyHref('/jobs?src=site', '/careers', 'A & B')).toBe('/jobs?src=site&position=A%20%26%20B');
  });

  it('renders every field of every opening of its collection (filled in at validation) and its Apply Now link', () => {
    const html = render(
      [
        { type: 'hero', heading: 'Careers' },
        {
          type: 'job-openings',
          heading: 'Current Openings',
          collection: 'jobs',
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
      'Senior Business Consultant Department Consulting Location Mumbai Job type Full-time Experience 3-5 years Advise founders. Apply Now',
      'Digital Marketing Specialist Department Marketing Location Remote Job type Full-time Experience 1-3 years Run campaigns. Apply Now',
    ]);
    // A screen reader hears which opening the button applies for (interface.json jobs.applyFor).
    expect(jobs.map((j) => /aria-label="([^"]*)"/.exec(j)?.[1])).toEqual(['Apply Now for Senior Business Consultant', 'Apply Now for Digital Marketing Specialist']);
    // The title opens the opening's own page; the button opens the form with the position chosen.
    expect(jobs.map((j) => elementsWith(j, 'href').map((a) => attrOf(a, 'href')))).toEqual([
      ['/careers/senior-business-consultant', '/careers?position=Senior%20Business%20Consultant#apply'],
      ['/careers/digital-marketing-specialist', '/careers?position=Digital%20Marketing%20Specialist#apply'],
    ]);
    expect(jobs[0]).toContain('<h3');
  });
});
