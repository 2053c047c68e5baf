import { defineBlock } from '../../engine/block-api.tsx';
import { JobPosting } from './JobPosting.tsx';
import { jobPostingStructuredData } from './structured-data.ts';

// HTML only. The site makes a page with this block for every opening of a job-openings section
// (engine/collections/jobs.ts); its JSON-LD is the page's JobPosting.
export default defineBlock('job-posting', {
  component: JobPosting,
  structuredData: jobPostingStructuredData,
});
