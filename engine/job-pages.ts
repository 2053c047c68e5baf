// A page per job: every opening of a "job-openings" section gets its own address below the page that
// lists it (/careers → /careers/legal-associate), made from config alone, so the validator, the
// build, the dev server and the form server all know the same routes. The generated page shows the
// opening in full (the "job-posting" block, which also carries the JobPosting JSON-LD) and names the
// listing page as its parent (breadcrumbs).
import type { JobOpeningsBlock, JobOpeningsBlockJob, JobPostingBlock, Page, Site } from './generated/config.ts';
import type { Block } from './types.ts';
import { slugify } from './slug.ts';

export interface JobPage {
  /** The generated page's address. */
  path: string;
  /** The page that lists the opening (its first address). */
  listingPath: string;
  /** Where the opening is in the listing page's file: ['blocks', 2, 'jobs', 3]. */
  jsonPath: (string | number)[];
  job: JobOpeningsBlockJob;
  page: Page;
}

/**
 * The link of a job's 'Apply' button: the form's address with ?position=<title> added, e.g.
 * "#apply" on /careers → "/careers?position=Legal%20Associate#apply". The careers form fills the
 * position in from the query (the server renders it so, without JavaScript too).
 */
export function applyHref(formHref: string, currentPath: string, title: string): string {
  const [beforeHash = '', hash] = formHref.split('#');
  const [pathPart = '', query] = beforeHash.split('?');
  const params = new URLSearchParams(query);
  params.set('position', title);
  const path = pathPart || currentPath;
  return `${path}?${params.toString().replace(/\+/g, '%20')}${hash !== undefined ? `#${hash}` : ''}`;
}

/** The address of an opening's own page below the page that lists it. */
export function jobPagePath(listingPath: string, job: Pick<JobOpeningsBlockJob, 'title' | 'slug'>): string {
  return `${listingPath === '/' ? '' : listingPath}/${jobSlug(job)}`;
}

export function jobSlug(job: Pick<JobOpeningsBlockJob, 'title' | 'slug'>): string {
  return job.slug ?? slugify(job.title);
}

/** "#apply" on /careers → "/careers#apply": a link written for the listing page, usable from any page. */
export function resolveFrom(href: string, listingPath: string): string {
  return href.startsWith('#') || href.startsWith('?') ? listingPath + href : href;
}

/** The job pages of one listing page, in the order of its openings (duplicates included: the validator reports them). */
export function jobPagesOf(page: Page, site: Pick<Site, 'brand'> | undefined): JobPage[] {
  const listingPath = page.paths[0]!;
  const found: JobPage[] = [];
  const visit = (blocks: Block[], at: (string | number)[]) =>
    blocks.forEach((block, i) => {
      const here = [...at, i];
      if (block.type === 'job-openings') {
        block.jobs.forEach((job, j) => found.push(jobPage(block, job, listingPath, [...here, 'jobs', j], site)));
      } else if (block.type === 'tabs') {
        block.panels.forEach((panel, t) => visit(panel.blocks as Block[], [...here, 'panels', t, 'blocks']));
      }
    });
  visit(page.blocks, ['blocks']);
  return found;
}

function jobPage(block: JobOpeningsBlock, job: JobOpeningsBlockJob, listingPath: string, jsonPath: (string | number)[], site: Pick<Site, 'brand'> | undefined): JobPage {
  const path = jobPagePath(listingPath, job);
  const posting: JobPostingBlock = {
    type: 'job-posting',
    job,
    apply: { label: block.apply.label, href: resolveFrom(block.apply.href, listingPath) },
    listing: { label: block.allOpeningsLabel ?? 'All openings', href: block.id ? `${listingPath}#${block.id}` : listingPath },
    datePosted: block.datePosted,
    ...(block.validThrough ? { validThrough: block.validThrough } : {}),
  };
  const brand = site?.brand.name;
  return {
    path,
    listingPath,
    jsonPath,
    job,
    page: {
      paths: [path],
      title: `${job.title} – ${job.location}${brand ? ` | ${brand}` : ''}`,
      description: job.description,
      blocks: [posting],
    },
  };
}
