// `npm run new-block -- name`: scaffolds a block — its schema (schemas/blocks/<name>.schema.json) and
// its folder (blocks/<name>/: component, definition.ts, a unit test) — then runs gen-types, which adds
// it to the page schema's block list, the registry and the generated types.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
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

const schemaTitle = pascal.replace(/([a-z])([A-Z])/g, '$1 $2');
const schema = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  title: schemaTitle,
  description: `TODO: say in one sentence, for a non-developer, what the "${name}" section shows.`,
  type: 'object',
  required: ['type', 'heading'],
  additionalProperties: false,
  properties: {
    type: { title: 'Block type', description: `Always "${name}" for this kind of section.`, const: name },
    id: { $ref: '../common.schema.json#/$defs/blockId' },
    heading: { title: 'Section heading', description: 'The heading of this section.', type: 'string', minLength: 1 },
  },
  // What VS Code inserts for "a new section" (see the other block schemas); sample texts are refused by validate.
  defaultSnippets: [
    {
      label: schemaTitle,
      description: `A new "${name}" section with the parts it needs; press Tab to go from one sample text to the next and replace it.`,
      // biome-ignore lint/suspicious/noTemplateCurlyInString: a VS Code snippet tab stop, not a template
      body: { type: name, heading: '${1:Section heading}' },
    },
  ],
};
writeFileSync(schemaFile, JSON.stringify(schema, null, 2) + '\n');

mkdirSync(blockDir);
writeFileSync(
  join(blockDir, `${pascal}.tsx`),
  `import type { ${typeName} } from '../../engine/generated/config.ts';
import type { BlockProps } from '../../engine/block-api.tsx';
import { headingIdFor } from '../shared/Actions.tsx';
import { Section, SectionHeading, headingLevel } from '../shared/Section.tsx';

export function ${pascal}({ block, context }: BlockProps<${typeName}>) {
  const headingId = headingIdFor(block, context);
  return (
    <Section id={block.id} labelledBy={headingId}>
      <SectionHeading id={headingId} level={headingLevel(context)}>
        {block.heading}
      </SectionHeading>
    </Section>
  );
}
`,
);
writeFileSync(
  join(blockDir, 'definition.ts'),
  `import { defineBlock } from '../../engine/block-api.tsx';
import { ${pascal} } from './${pascal}.tsx';

// HTML and CSS only. For browser code add \`client: { kind: 'behavior', hydrate: 'load' }\` and a
// behavior.ts (a DOM script, no React), or \`kind: 'island'\` and an island.tsx (hydrates with React).
export default defineBlock('${name}', {
  component: ${pascal},
});
`,
);
writeFileSync(
  join(blockDir, `${pascal}.test.tsx`),
  `import { expect, it } from 'vitest';
import { renderBlocks, text } from '../../tests/unit/render-helpers.tsx';

it('renders its heading as the page heading when it comes first', () => {
  const html = renderBlocks([{ type: '${name}', heading: 'Hello' }]);
  expect(html).toMatch(/<h1[^>]*>Hello<\\/h1>/);
  expect(text(html)).toBe('Hello');
});
`,
);

execFileSync(process.execPath, [join(ROOT_DIR, 'node_modules/.bin/tsx'), join(ROOT_DIR, 'scripts/gen-types.ts')], { stdio: 'inherit', cwd: ROOT_DIR });
const created: [string, string][] = [
  [`schemas/blocks/${name}.schema.json`, 'describe every property for editors, then run npm run gen-types'],
  [`blocks/${name}/${pascal}.tsx`, 'the component'],
  [`blocks/${name}/definition.ts`, 'how it reaches the browser, structured data, build-time checks'],
  [`blocks/${name}/${pascal}.test.tsx`, 'its unit test'],
];
const width = Math.max(...created.map(([file]) => file.length));
console.log(`✓ Created the "${name}" block:
${created.map(([file, what]) => `  ${file.padEnd(width)}  (${what})`).join('\n')}
  and regenerated the page schema's block list, blocks/registry.ts and engine/generated/config.ts.
Write the section's skeleton in the schema's "defaultSnippets" (tests/unit/recipes-sections.test.ts checks every block type has one);
npm run gen-types writes it, with the properties, into the blocks' reference (docs/blocks.md).`);
