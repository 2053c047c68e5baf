import type { BlockProblem } from '../../engine/block-api.tsx';
import type { JobOpeningsBlock } from '../../engine/generated/config.ts';

/** Dates and pay the schema cannot compare: an opening closes after it was published, and a pay range goes upwards. */
export function checkJobOpenings(block: JobOpeningsBlock): BlockProblem[] {
  const problems: BlockProblem[] = [];
  if (block.validThrough && block.validThrough < block.datePosted) {
    problems.push({
      severity: 'error',
      path: ['validThrough'],
      message: `"validThrough" (${block.validThrough}) is before "datePosted" (${block.datePosted}) — the openings would close before they were published`,
    });
  }
  block.jobs.forEach((job, i) => {
    const posted = job.datePosted ?? block.datePosted;
    const until = job.validThrough ?? block.validThrough;
    if ((job.validThrough || job.datePosted) && until && until < posted) {
      problems.push({
        severity: 'error',
        path: ['jobs', i, job.validThrough ? 'validThrough' : 'datePosted'],
        message: `"validThrough" (${until}) is before the date published (${posted}) — the opening would close before it was published`,
      });
    }
    if (job.salary?.max !== undefined && job.salary.max < job.salary.min) {
      problems.push({
        severity: 'error',
        path: ['jobs', i, 'salary', 'max'],
        message: `"max" (${job.salary.max}) is below "min" (${job.salary.min}) — write the lower amount in "min"`,
      });
    }
  });
  return problems;
}
