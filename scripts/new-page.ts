// `npm run new-page -- /some-path "Page title"`: creates site-config/pages/<name>.json from a template.
import { readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { ROOT_DIR } from '../engine/config/schema-files.ts';
import { newPageProblem, pageFileName, pageTemplate } from '../engine/config/page-template.ts';

const [path, title] = process.argv.slice(2);
const pagesDir = join(process.env.SITE_CONFIG_DIR ?? join(ROOT_DIR, 'site-config'), 'pages');
const fail = (message: string) => {
  console.error(`✗ ${message}`);
  process.exit(1);
};

if (!path || !title) fail('Usage: npm run new-page -- /some-path "Page title"');
const problem = newPageProblem(path!, pagesDir);
if (problem) fail(problem);
const file = join(pagesDir, pageFileName(path!));

let brand = '';
try {
  brand = (JSON.parse(readFileSync(join(pagesDir, '..', 'site.json'), 'utf8')) as { brand?: { name?: string } }).brand?.name ?? '';
} catch {}
const page = pageTemplate(path!, title!, brand);
writeFileSync(file, JSON.stringify(page, null, 2) + '\n');
console.log(`✓ Created ${relative(process.cwd(), file)}.
Next: replace its placeholder description and text (validate refuses them unchanged), edit its title and sections, link to it from a menu (navigation.json, a footer group
in site.json, or a "menu" entry in the page), then run \`npm run validate\`.`);
