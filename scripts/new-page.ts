// `npm run new-page -- /some-path "Page title"`: creates site-config/pages/<name>.json from a template.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { ROOT_DIR } from '../engine/config/schema-files.ts';

const [path, title] = process.argv.slice(2);
const pagesDir = join(process.env.SITE_CONFIG_DIR ?? join(ROOT_DIR, 'site-config'), 'pages');
const fail = (message: string) => {
  console.error(`✗ ${message}`);
  process.exit(1);
};

if (!path || !title) fail('Usage: npm run new-page -- /some-path "Page title"');
if (!/^\/[a-z0-9]+(-[a-z0-9]+)*(\/[a-z0-9]+(-[a-z0-9]+)*)*$/.test(path!)) {
  fail(`"${path}" is not a valid address — start with / and use lowercase letters, digits and hyphens, for example /msme-registration`);
}
for (const name of readdirSync(pagesDir).filter((n) => n.endsWith('.json'))) {
  try {
    const paths = (JSON.parse(readFileSync(join(pagesDir, name), 'utf8')) as { paths?: string[] }).paths ?? [];
    if (paths.includes(path!)) fail(`the address ${path} already belongs to site-config/pages/${name} — edit that file instead, or pick another address`);
  } catch {
    // A file with a JSON mistake cannot be read here; `npm run validate` explains it.
  }
}
const file = join(pagesDir, `${path!.slice(1).replace(/\//g, '-')}.json`);
if (existsSync(file)) fail(`${relative(process.cwd(), file)} already exists — pick another address`);

let brand = '';
try {
  brand = (JSON.parse(readFileSync(join(pagesDir, '..', 'site.json'), 'utf8')) as { brand?: { name?: string } }).brand?.name ?? '';
} catch {}
const page = {
  $schema: '../../schemas/page.schema.json',
  paths: [path],
  title: brand ? `${title} | ${brand}` : title,
  description: `${title} — write one sentence (under 160 characters) that search results will show.`,
  blocks: [{ type: 'hero', heading: title, text: 'Write one or two sentences that explain this page.' }],
};
writeFileSync(file, JSON.stringify(page, null, 2) + '\n');
console.log(`✓ Created ${relative(process.cwd(), file)}.
Next: replace its placeholder description and text (validate refuses them unchanged), edit its title and sections, link to it from a menu (navigation.json, a footer group
in site.json, or a "menu" entry in the page), then run \`npm run validate\`.`);
