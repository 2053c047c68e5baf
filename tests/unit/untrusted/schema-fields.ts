// Every string an editor can type, found from the JSON Schemas (the single source of truth), and every
// place a config directory holds one. Both name a field the same way ("page › blocks[hero] › actions[] ›
// href"), so a test can tell which fields of the schemas the config has and which it has to add.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { loadSchemaFiles, type SchemaObject } from '../../../engine/config/schema-files.ts';
import { resolveRef, type JsonPath } from '../../../engine/config/places.ts';

export const schemas = loadSchemaFiles();

/** The config files of a site-config folder with the schema file each one follows. */
export function configFiles(dir: string): { file: string; root: string }[] {
  const list = (folder: string) =>
    readdirSync(join(dir, folder))
      .filter((f) => f.endsWith('.json'))
      .sort()
      .map((f) => `${folder}/${f}`);
  return [
    { file: 'site.json', root: 'site.schema.json' },
    { file: 'navigation.json', root: 'navigation.schema.json' },
    { file: 'collections.json', root: 'collections.schema.json' },
    { file: 'compliance-calendar.json', root: 'compliance-calendar.schema.json' },
    ...list('pages').map((file) => ({ file, root: 'page.schema.json' })),
    ...list('updates').map((file) => ({ file, root: 'collections/update.schema.json' })),
    ...list('guides').map((file) => ({ file, root: 'collections/guide.schema.json' })),
    ...list('jobs').map((file) => ({ file, root: 'collections/job.schema.json' })),
    ...list('rules').map((file) => ({ file, root: `rules/${file.slice('rules/'.length, -'.json'.length)}.schema.json` })),
  ];
}

export type FieldKind = 'link' | 'image' | 'text';

export interface StringField {
  /** "page › blocks[hero] › actions[] › href" */
  name: string;
  root: string;
  kind: FieldKind;
  schema: SchemaObject;
}

/** What a string field holds, from its schema: a link (a link pattern or format), a picture's file, or text. */
function kindOf(schema: SchemaObject, key: string | undefined): FieldKind {
  const pattern = typeof schema.pattern === 'string' ? schema.pattern : '';
  if (/jpe\?g|png|webp/.test(pattern)) return 'image';
  if (schema.format === 'uri' || /https|mailto|^\^\/|^\^\(\/|\^\(https/.test(pattern) || /^(href|url)$|Url$|Href$/.test(key ?? '')) return 'link';
  return 'text';
}

const typeConst = (s: SchemaObject) => (s.properties as Record<string, SchemaObject> | undefined)?.type?.const as string | undefined;

/** The branches of a oneOf/anyOf, resolved; those a `not` forbids (no tabs inside tabs) left out. */
function branches(schema: SchemaObject, fileKey: string, forbidden: string | undefined) {
  const list = (schema.oneOf ?? schema.anyOf) as SchemaObject[] | undefined;
  return (list ?? []).map((b) => resolveRef(b, fileKey, schemas)).filter((b) => !forbidden || typeConst(b.schema) !== forbidden);
}

const forbiddenType = (schema: SchemaObject) =>
  ((schema.not as SchemaObject | undefined)?.properties as Record<string, SchemaObject> | undefined)?.type?.const as string | undefined;

/** Every string field reachable from a root schema, through $refs, branches and nested blocks (tabs' panels once). */
export function stringFields(root: string): StringField[] {
  const found = new Map<string, StringField>();
  const visit = (raw: SchemaObject, fileKey: string, name: string, key: string | undefined, stack: string[]) => {
    const ref = typeof raw.$ref === 'string' ? new URL(raw.$ref, `https://s/${fileKey}`).href : undefined;
    // A block list inside a block (tabs' panels) is walked once; deeper it would repeat forever.
    if (ref && stack.filter((r) => r === ref).length >= 2) return;
    const nextStack = ref ? [...stack, ref] : stack;
    const { schema, fileKey: file } = resolveRef(raw, fileKey, schemas);
    const forbidden = forbiddenType(raw);
    if (schema.oneOf || schema.anyOf) {
      for (const b of branches(schema, file, forbidden)) {
        const tag = typeConst(b.schema);
        visit(b.schema, b.fileKey, tag ? `${name}[${tag}]` : name, key, nextStack);
      }
      return;
    }
    const types = Array.isArray(schema.type) ? schema.type : [schema.type];
    if (types.includes('string') && schema.const === undefined && !schema.enum) {
      found.set(name, { name, root, kind: kindOf(schema, key), schema });
    }
    for (const [prop, sub] of Object.entries((schema.properties as Record<string, SchemaObject> | undefined) ?? {})) {
      if (prop === '$schema') continue;
      visit(sub, file, `${name} › ${prop}`, prop, nextStack);
    }
    if (schema.additionalProperties && typeof schema.additionalProperties === 'object') visit(schema.additionalProperties as SchemaObject, file, `${name} › {}`, key, nextStack);
    if (schema.items && typeof schema.items === 'object') visit(schema.items as SchemaObject, file, `${name}[]`, key, nextStack);
  };
  visit(schemas.get(root)!, root, rootLabel(root), undefined, []);
  return [...found.values()];
}

function rootLabel(root: string): string {
  return root.replace(/\.schema\.json$/, '');
}

/**
 * Every string in `data` with its field name (as stringFields names it) and its JSON path; and where an
 * object leaves out an optional text property, that property's name and path (`absent`).
 */
export function stringsIn(data: unknown, root: string, absent: { name: string; path: JsonPath }[] = []): { name: string; path: JsonPath; value: string }[] {
  const out: { name: string; path: JsonPath; value: string }[] = [];
  const visit = (value: unknown, raw: SchemaObject, fileKey: string, name: string, path: JsonPath) => {
    let { schema, fileKey: file } = resolveRef(raw, fileKey, schemas);
    if (schema.oneOf || schema.anyOf) {
      const kind = Array.isArray(value) ? 'array' : value === null ? 'null' : typeof value;
      const type = (value as { type?: unknown } | undefined)?.type;
      const options = branches(schema, file, undefined);
      const branch =
        options.find((b) => typeConst(b.schema) !== undefined && typeConst(b.schema) === type) ??
        options.find((b) => (Array.isArray(b.schema.type) ? b.schema.type.includes(kind) : b.schema.type === kind) && typeConst(b.schema) === undefined);
      if (!branch) return;
      const tag = typeConst(branch.schema);
      ({ schema, fileKey: file } = branch);
      if (tag) name = `${name}[${tag}]`;
    }
    if (typeof value === 'string') {
      if (path.at(-1) !== '$schema') out.push({ name, path, value });
      return;
    }
    if (Array.isArray(value)) {
      if (schema.items && typeof schema.items === 'object') value.forEach((v, i) => visit(v, schema.items as SchemaObject, file, `${name}[]`, [...path, i]));
      return;
    }
    if (value && typeof value === 'object') {
      const props = (schema.properties as Record<string, SchemaObject> | undefined) ?? {};
      for (const k of Object.keys(props)) if (!(k in value) && k !== '$schema') absent.push({ name: `${name} › ${k}`, path: [...path, k] });
      for (const [k, v] of Object.entries(value)) {
        if (props[k]) visit(v, props[k]!, file, `${name} › ${k}`, [...path, k]);
        else if (schema.additionalProperties && typeof schema.additionalProperties === 'object')
          visit(v, schema.additionalProperties as SchemaObject, file, `${name} › {}`, [...path, k]);
      }
    }
  };
  visit(data, schemas.get(root)!, root, rootLabel(root), []);
  return out;
}
