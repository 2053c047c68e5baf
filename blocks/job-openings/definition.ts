import { defineBlock } from '../../engine/block-api.tsx';
import { JobOpenings } from './JobOpenings.tsx';
import { jobPostingsStructuredData } from './structured-data.ts';

export default defineBlock('job-openings', {
  component: JobOpenings,
  structuredData: jobPostingsStructuredData,
});
