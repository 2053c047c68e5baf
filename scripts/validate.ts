// `npm run validate`: checks every file in site-config/ and prints one line per problem.
import { validateSiteConfig, formatProblem } from '../engine/config/validate.ts';
import { blockRegistry } from '../blocks/registry.ts';

const dir = process.argv[2];
const { problems, config } = validateSiteConfig(dir, blockRegistry);
for (const p of problems) console.log(formatProblem(p));
const errors = problems.filter((p) => p.severity === 'error').length;
const warnings = problems.length - errors;
if (errors) {
  console.log(
    `\n✗ ${errors} error${errors === 1 ? '' : 's'}${warnings ? `, ${warnings} warning${warnings === 1 ? '' : 's'}` : ''} in site-config. Fix the lines above and run npm run validate again (the build refuses config with errors).`,
  );
  process.exit(1);
}
console.log(`✓ site-config is valid: ${config!.pages.length} pages${warnings ? `, ${warnings} warning${warnings === 1 ? '' : 's'}` : ''}.`);
