// `npm run validate`: checks every file in site-config/ and prints one line per problem.
import { validateSiteConfig, formatProblem } from '../engine/config/validate.ts';
import { blockRegistry } from '../blocks/registry.ts';
import { validateTranslations } from '../engine/i18n/validate.ts';
import { previousEnglish } from '../engine/i18n/history.ts';

const dir = process.argv[2];
const { problems: configProblems, config } = validateSiteConfig(dir, blockRegistry);
// Translations (engine/i18n/) are checked against a valid English config only.
const translations = config ? validateTranslations(dir ?? 'site-config', config, previousEnglish(dir ?? 'site-config')) : undefined;
const problems = [...configProblems, ...(translations?.problems ?? [])];
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
// Each language: its pages, and the translation files no person has checked yet ("reviewed": false).
for (const { language, pathOf, unreviewed } of translations?.sites ?? []) {
  console.log(
    `  ${language.name} (${language.code}): ${pathOf.size} page${pathOf.size === 1 ? '' : 's'}${unreviewed.length ? `; not yet reviewed by a person: ${unreviewed.join(', ')}` : ''}.`,
  );
}
