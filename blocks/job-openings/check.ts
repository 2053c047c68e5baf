import type { BlockProblem } from '../../engine/block-api.tsx';
import type { JobOpeningsBlock } from '../../engine/generated/config.ts';

/** Dates the schema cannot compare: the openings close after they were published (each opening's own dates and pay are checked with its file, engine/collections/rules.ts). */
export function checkJobOpenings(block: JobOpeningsBlock): BlockProblem[] {
  const problems: BlockProblem[] = [];
  if (block.validThrough && block.validThrough < block.datePosted) {
    problems.push({
      severity: 'error',
      path: ['validThrough'],
      message: `"validThrough" (${block.validThrough}) is before "datePosted" (${block.datePosted}) — the openings would close before they were published`,
    });
  }
  return problems;
}
