// Job openings as a collection: each file in site-config/jobs/ is an opening; the job-openings section
// that lists the collection (on the page at the collection's address, /careers) gives the openings'
// shared facts (the Apply link, the publication and closing dates), and each opening gets a page of
// its own below it (/careers/legal-associate) with the whole opening in a "job-posting" block, which
// also carries the page's JobPosting JSON-LD.
import type { JobEntry, JobOpeningsBlock, JobPostingBlock, Page, Site } from '../generated/config.ts';
import type { Entry } from './entries.ts';
import { entrySlug } from './entries.ts';

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
export function jobPagePath(listingPath: string, job: Pick<JobEntry, 'title' | 'slug'>): string {
  return `${listingPath === '/' ? '' : listingPath}/${jobSlug(job)}`;
}

export function jobSlug(job: Pick<JobEntry, 'title' | 'slug'>): string {
  return entrySlug(job);
}

/** "#apply" on /careers → "/careers#apply": a link written for the listing page, usable from any page. */
export function resolveFrom(href: string, listingPath: string): string {
  return href.startsWith('#') || href.startsWith('?') ? listingPath + href : href;
}

/** The section that lists a collection of openings, and the address of its page. */
export interface JobListing {
  block: JobOpeningsBlock;
  listingPath: string;
}

/** An opening's own page: the whole opening, the Apply link and the way back to the list. */
export function jobPage(entry: Entry<'job'>, { block, listingPath }: JobListing, site: Pick<Site, 'brand'>): Page {
  const job = entry.data;
  const posting: JobPostingBlock = {
    type: 'job-posting',
    job,
    apply: { label: block.apply.label, href: resolveFrom(block.apply.href, listingPath) },
    listing: { label: block.allOpeningsLabel ?? 'All openings', href: block.id ? `${listingPath}#${block.id}` : listingPath },
    datePosted: block.datePosted,
    ...(block.validThrough ? { validThrough: block.validThrough } : {}),
  };
  return {
    paths: [entry.path],
    title: `${job.title} – ${job.location} | ${site.brand.name}`,
    description: job.description,
    blocks: [posting],
  };
}
