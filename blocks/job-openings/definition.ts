import { defineBlock } from '../../engine/block-api.tsx';
import { JobOpenings } from './JobOpenings.tsx';
import { checkJobOpenings } from './check.ts';

// No JSON-LD here: Google reads JobPosting only on a page per job, so each opening's own page
// (the "job-posting" block, made by engine/collections/jobs.ts) carries it, and the list carries none.
export default defineBlock('job-openings', {
  component: JobOpenings,
  check: checkJobOpenings,
});
