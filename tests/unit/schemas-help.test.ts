// Editors show a schema's `title` and `description` when the mouse rests on a name, and in the list of
// suggestions. People who edit site-config rely on them, so every property of every schema must have
// both, written in plain words — this test fails for a new schema or property that skips them.
import { describe, expect, it } from 'vitest';
import { loadSchemaFiles, type SchemaObject } from '../../engine/config/schema-files.ts';

const schemas = loadSchemaFiles();

/** Follows a `$ref` (relative to the file it is in) to the schema it names. */
function resolve(ref: string, fileKey: string): SchemaObject | undefined {
  const [filePart, pointer = ''] = ref.split('#');
  const key = filePart ? new URL(filePart, `https://x/${fileKey}`).pathname.slice(1) : fileKey;
  let target: unknown = schemas.get(key);
  for (const segment of pointer.split('/').filter(Boolean)) target = (target as SchemaObject | undefined)?.[segment];
  return target as SchemaObject | undefined;
}

/** The title and description an editor shows for a schema: its own, or those of the schema its $ref names. */
function help(schema: SchemaObject, fileKey: string): { title?: unknown; description?: unknown } {
  const target = typeof schema.$ref === 'string' ? resolve(schema.$ref, fileKey) : undefined;
  return { title: schema.title ?? target?.title, description: schema.description ?? target?.description };
}

interface Entry {
  where: string;
  title?: unknown;
  description?: unknown;
}

/**
 * Every place an editor can show help for: the file itself, each property, each list's items, each
 * map's values and each shared definition — at any depth. Inside anyOf/oneOf/allOf/then/else, a
 * property that only adds a rule to one declared above is not a new property and is skipped, and so
 * are the conditions in "if" and "not".
 */
function helpEntries(fileKey: string, schema: SchemaObject): Entry[] {
  const entries: Entry[] = [{ where: `${fileKey}`, ...help(schema, fileKey) }];
  const visit = (node: unknown, where: string, declared: Set<string>) => {
    if (!node || typeof node !== 'object' || Array.isArray(node)) return;
    const s = node as SchemaObject;
    const properties = (s.properties ?? {}) as Record<string, SchemaObject>;
    const own = new Set(Object.keys(properties));
    for (const [name, property] of Object.entries(properties)) {
      if (declared.has(name) && !property.title && !property.description && !property.$ref) continue;
      entries.push({ where: `${where}.${name}`, ...help(property, fileKey) });
      visit(property, `${where}.${name}`, new Set());
    }
    for (const key of ['items', 'additionalProperties', 'propertyNames'] as const) {
      const child = s[key];
      if (child && typeof child === 'object') {
        entries.push({ where: `${where}[${key}]`, ...help(child as SchemaObject, fileKey) });
        visit(child, `${where}[${key}]`, new Set());
      }
    }
    for (const [name, def] of Object.entries((s.$defs ?? {}) as Record<string, SchemaObject>)) {
      entries.push({ where: `${where}#${name}`, ...help(def, fileKey) });
      visit(def, `${where}#${name}`, new Set());
    }
    for (const key of ['anyOf', 'oneOf', 'allOf'] as const) {
      (s[key] as SchemaObject[] | undefined)?.forEach((branch, i) => visit(branch, `${where}/${key}[${i}]`, new Set([...declared, ...own])));
    }
    for (const key of ['then', 'else'] as const) visit(s[key], `${where}/${key}`, new Set([...declared, ...own]));
    // "if" and "not" only describe conditions on values declared elsewhere; editors show no help for them.
  };
  visit(schema, fileKey, new Set());
  return entries;
}

const all = [...schemas].flatMap(([key, schema]) => helpEntries(key, schema));

// Words that mean something to a programmer but not to the people these texts are written for.
const JARGON = /\b(string|boolean|integer|array|regex(p)?|enum|null|undefined|object|nullable|JSON pointer)\b/i;

describe('schema help for editors', () => {
  it('walks every schema file: site, navigation, page, common, each block and each form', () => {
    const keys = [...schemas.keys()];
    for (const key of ['site.schema.json', 'navigation.schema.json', 'page.schema.json', 'common.schema.json']) expect(keys).toContain(key);
    expect(keys.filter((k) => k.startsWith('blocks/')).length).toBeGreaterThanOrEqual(10);
    expect(keys.filter((k) => k.startsWith('forms/')).length).toBeGreaterThanOrEqual(1);
    expect(all.length).toBeGreaterThan(250);
  });

  it('gives every property, list item and definition a title and a description', () => {
    const missing = all.filter((e) => typeof e.title !== 'string' || !e.title.trim() || typeof e.description !== 'string' || !e.description.trim());
    expect(
      missing.map((e) => `${e.where}: ${typeof e.title === 'string' && e.title ? '' : 'title '}${typeof e.description === 'string' && e.description ? '' : 'description'}`.trim()),
    ).toEqual([]);
  });

  it('writes the help in plain words: a capital letter first, no programmers’ terms', () => {
    const texts = all.flatMap((e) => [
      { where: `${e.where} title`, text: String(e.title) },
      { where: `${e.where} description`, text: String(e.description) },
    ]);
    expect(texts.filter(({ text }) => !/^[\p{Lu}\d"'‘“(₹/]/u.test(text)).map((t) => `${t.where}: ${t.text}`)).toEqual([]);
    expect(texts.filter(({ text }) => JARGON.test(text)).map((t) => `${t.where}: ${t.text}`)).toEqual([]);
  });

  it('gives a fixed set of choices as an enum, so editors offer them, and keeps examples and defaults valid', () => {
    const problems: string[] = [];
    const visit = (node: unknown, where: string) => {
      if (!node || typeof node !== 'object') return;
      if (Array.isArray(node)) return node.forEach((n, i) => visit(n, `${where}[${i}]`));
      const s = node as SchemaObject;
      if (s.examples !== undefined && !Array.isArray(s.examples)) problems.push(`${where}: "examples" must be a list`);
      const choices = s.enum as unknown[] | undefined;
      if (choices && s.default !== undefined && !choices.includes(s.default)) problems.push(`${where}: default ${JSON.stringify(s.default)} is not one of the choices`);
      if (choices)
        for (const example of (s.examples as unknown[] | undefined) ?? [])
          if (!choices.includes(example)) problems.push(`${where}: example ${JSON.stringify(example)} is not one of the choices`);
      if (s.type === 'string' && typeof s.default === 'number') problems.push(`${where}: default is a number but the value is text`);
      for (const [key, value] of Object.entries(s)) if (key !== 'examples' && key !== 'default' && key !== 'enum' && key !== 'const') visit(value, `${where}.${key}`);
    };
    for (const [key, schema] of schemas) visit(schema, key);
    expect(problems).toEqual([]);
  });
});
