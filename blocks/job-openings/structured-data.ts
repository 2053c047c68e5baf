import type { JobOpeningsBlock } from '../../engine/generated/config.ts';
import { absoluteUrl, type StructuredDataContext } from '../../engine/block-api.tsx';

const employmentTypes: Record<string, string> = { 'full-time': 'FULL_TIME', 'part-time': 'PART_TIME', contract: 'CONTRACTOR', internship: 'INTERN', temporary: 'TEMPORARY' };

/** A schema.org JobPosting per opening (Google's required fields: title, description, datePosted, hiringOrganization, location). */
export function jobPostingsStructuredData(block: JobOpeningsBlock, { site }: StructuredDataContext) {
  return block.jobs.map((job) => {
    const remote = /remote/i.test(job.location);
    const minYears = /^(\d+)/.exec(job.experience)?.[1];
    return {
      '@type': 'JobPosting',
      title: job.title,
      description: job.description,
      datePosted: block.datePosted,
      employmentType: employmentTypes[job.type.trim().toLowerCase()] ?? job.type,
      hiringOrganization: { '@type': 'Organization', name: site.brand.name, sameAs: absoluteUrl(site, '/') },
      occupationalCategory: job.department,
      ...(minYears ? { experienceRequirements: { '@type': 'OccupationalExperienceRequirements', monthsOfExperience: Number(minYears) * 12 } } : {}),
      ...(remote
        ? { jobLocationType: 'TELECOMMUTE', applicantLocationRequirements: { '@type': 'Country', name: 'India' } }
        : { jobLocation: { '@type': 'Place', address: { '@type': 'PostalAddress', addressLocality: job.location, addressCountry: 'IN' } } }),
    };
  });
}
