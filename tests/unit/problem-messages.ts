// The validator's problems as printed, for the tests that compare them with expected lines.
import { relative } from 'node:path';
import { blockRegistry } from '../../blocks/registry.ts';
import { formatProblem, validateSiteConfig } from '../../engine/config/validate.ts';

/** The problems of the config in `dir`, as printed, with the temporary folder shortened to "<cfg>" so expectations read naturally. */
export function problemMessages(dir: string): string[] {
  const rel = relative(process.cwd(), dir).split('\\').join('/');
  return validateSiteConfig(dir, blockRegistry).problems.map((p) => formatProblem(p).replaceAll(rel, '<cfg>'));
}
