import type { JobPostingBlock } from '../../engine/generated/config.ts';
import { escapeHtml } from '../../engine/html.ts';
import { absoluteUrl, jobSlug, LOGO_PATH, organizationId, type StructuredDataContext } from '../../engine/block-api.tsx';

const employmentTypes: Record<string, string> = { 'full-time': 'FULL_TIME', 'part-time': 'PART_TIME', contract: 'CONTRACTOR', internship: 'INTERN', temporary: 'TEMPORARY' };

/** Google asks for the full description, as HTML: the summary, the responsibilities and the requirements. */
function descriptionHtml(job: JobPostingBlock['job']): string {
  const list = (title: string, items: string[] | undefined) =>
    items?.length ? `<p><strong>${title}</strong></p><ul>${items.map((i) => `<li>${escapeHtml(i)}</li>`).join('')}</ul>` : '';
  return `<p>${escapeHtml(job.description)}</p>${list('Responsibilities', job.responsibilities)}${list('Requirements', job.requirements)}`;
}

/**
 * The opening as schema.org JobPosting, on its own page only (Google's job search reads JobPosting on
 * a page per job): Google's required properties (title, description, datePosted, hiringOrganization,
 * jobLocation — or jobLocationType TELECOMMUTE with applicantLocationRequirements for remote work) and
 * the recommended ones (validThrough, employmentType, identifier, directApply; baseSalary only when
 * the config gives a salary).
 */
export function jobPostingStructuredData(block: JobPostingBlock, { site, url }: StructuredDataContext) {
  const { job } = block;
  const remote = /remote/i.test(job.location) && !job.address;
  const minYears = /^(\d+)/.exec(job.experience)?.[1];
  const validThrough = job.validThrough ?? block.validThrough;
  return [
    {
      '@type': 'JobPosting',
      title: job.title,
      description: descriptionHtml(job),
      url,
      identifier: { '@type': 'PropertyValue', name: site.brand.name, value: jobSlug(job) },
      datePosted: job.datePosted ?? block.datePosted,
      ...(validThrough ? { validThrough: `${validThrough}T23:59:59+05:30` } : {}),
      employmentType: employmentTypes[job.type.trim().toLowerCase()] ?? job.type,
      hiringOrganization: { '@type': 'Organization', '@id': organizationId(site), name: site.brand.name, sameAs: absoluteUrl(site, '/'), logo: absoluteUrl(site, LOGO_PATH) },
      occupationalCategory: job.department,
      directApply: true,
      ...(minYears ? { experienceRequirements: { '@type': 'OccupationalExperienceRequirements', monthsOfExperience: Number(minYears) * 12 } } : {}),
      ...(job.address ? { jobLocation: { '@type': 'Place', address: { '@type': 'PostalAddress', ...job.address } } } : {}),
      ...(remote ? { jobLocationType: 'TELECOMMUTE', applicantLocationRequirements: { '@type': 'Country', name: 'India' } } : {}),
      ...(job.salary
        ? {
            baseSalary: {
              '@type': 'MonetaryAmount',
              currency: 'INR',
              value: {
                '@type': 'QuantitativeValue',
                unitText: job.salary.unit,
                ...(job.salary.max && job.salary.max !== job.salary.min ? { minValue: job.salary.min, maxValue: job.salary.max } : { value: job.salary.min }),
              },
            },
          }
        : {}),
    },
  ];
}
