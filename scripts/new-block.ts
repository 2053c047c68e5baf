// `npm run new-block -- name`: scaffolds a block for developers — schema, component, registry entry,
// page-schema branch and a unit test — then regenerates the types.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT_DIR } from '../engine/config/schema-files.ts';

const name = process.argv[2] ?? '';
if (!/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/.test(name)) {
  console.error('✗ Usage: npm run new-block -- block-name (lowercase letters, digits and hyphens)');
  process.exit(1);
}
const pascal = name.replace(/(^|-)([a-z0-9])/g, (_m, _s, c: string) => c.toUpperCase());
const typeName = `${pascal}Block`;
const schemaFile = join(ROOT_DIR, 'schemas/blocks', `${name}.schema.json`);
const blockDir = join(ROOT_DIR, 'blocks', name);
if (existsSync(schemaFile) || existsSync(blockDir)) {
  console.error(`✗ A block called "${name}" already exists.`);
  process.exit(1);
}

const schema = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  title: pascal.replace(/([a-z])([A-Z])/g, '$1 $2'),
  description: `TODO: say in one sentence, for a non-developer, what the "${name}" section shows.`,
  type: 'object',
  required: ['type', 'heading'],
  additionalProperties: false,
  properties: {
    type: { title: 'Block type', description: `Always "${name}" for this kind of section.`, const: name },
    id: { $ref: '../common.schema.json#/$defs/blockId' },
    heading: { title: 'Section heading', description: 'The heading of this section.', type: 'string', minLength: 1 },
  },
};
writeFileSync(schemaFile, JSON.stringify(schema, null, 2) + '\n');

mkdirSync(blockDir);
writeFileSync(
  join(blockDir, `${pascal}.tsx`),
  `import type { ${typeName} } from '../../engine/generated/config.ts';
import type { BlockProps } from '../../engine/blocks.ts';
import { Section, SectionHeading, headingLevel } from '../shared/Section.tsx';

export function ${pascal}({ block, context }: BlockProps<${typeName}>) {
  const headingId = \`\${block.id ?? \`block-\${context.key}\`}-heading\`;
  return (
    <Section id={block.id} labelledBy={headingId}>
      <SectionHeading id={headingId} level={headingLevel(context)}>{block.heading}</SectionHeading>
    </Section>
  );
}
`,
);

const registryFile = join(ROOT_DIR, 'blocks/registry.ts');
let registry = readFileSync(registryFile, 'utf8');
registry = registry.replace(/(\nexport const blockRegistry)/, `import { ${pascal} } from './${name}/${pascal}.tsx';\n$1`);
registry = registry.replace(/\n};\s*$/, `\n  '${name}': { component: ${pascal} },\n};\n`);
writeFileSync(registryFile, registry);

const pageSchemaFile = join(ROOT_DIR, 'schemas/page.schema.json');
const pageSchema = readFileSync(pageSchemaFile, 'utf8');
const lastBranch = /(\n(\s*)\{ "\$ref": "blocks\/[a-z0-9-]+\.schema\.json" \})(\s*\n\s*\])/;
if (!lastBranch.test(pageSchema)) throw new Error('Could not find the block list in schemas/page.schema.json');
writeFileSync(pageSchemaFile, pageSchema.replace(lastBranch, `$1,\n$2{ "$ref": "blocks/${name}.schema.json" }$3`));

mkdirSync(join(ROOT_DIR, 'tests/unit/blocks'), { recursive: true });
writeFileSync(
  join(ROOT_DIR, 'tests/unit/blocks', `${name}.test.tsx`),
  `import { renderToStaticMarkup } from 'react-dom/server';
import createCache from '@emotion/cache';
import { expect, it } from 'vitest';
import { Providers } from '../../../engine/render/providers.tsx';
import { ${pascal} } from '../../../blocks/${name}/${pascal}.tsx';
import { MINIMAL_SITE } from '../helpers.ts';
import { validateSiteConfig } from '../../../engine/config/validate.ts';

const site = validateSiteConfig(MINIMAL_SITE).config!.site;

it('renders its heading as the page heading when it comes first', () => {
  const html = renderToStaticMarkup(
    <Providers cache={createCache({ key: 'css' })}>
      <${pascal} block={{ type: '${name}', heading: 'Hello' }} context={{ site, path: '/', index: 0, key: '0', nested: false }} />
    </Providers>,
  );
  expect(html).toMatch(/<h1[^>]*>Hello<\\/h1>/);
});
`,
);

execFileSync(process.execPath, [join(ROOT_DIR, 'node_modules/.bin/tsx'), join(ROOT_DIR, 'scripts/gen-types.ts')], { stdio: 'inherit', cwd: ROOT_DIR });
console.log(`✓ Created the "${name}" block:
  schemas/blocks/${name}.schema.json   (describe every property for editors)
  blocks/${name}/${pascal}.tsx
  tests/unit/blocks/${name}.test.tsx
  and registered it in blocks/registry.ts and schemas/page.schema.json.`);
