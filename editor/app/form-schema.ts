// The JSON Schema a form of the editor is drawn from (FileForm.tsx, with react-jsonschema-form): one
// self-contained schema per config file's schema, its help in the screens' words. Pure (no Vite, no
// browser), because the build compiles the form library's validators from exactly these schemas
// (form-validators.ts): the browser then runs no eval, which the back office's CSP forbids.
import type { SchemaFiles, SchemaObject } from '../../engine/config/schema-model.ts';
import { resolve } from '../../engine/config/schema-model.ts';
import { helpInWords } from '../../engine/config/field-words.ts';
import { choiceLabel, CHOICE_WORDS, peopleWords } from './people-words.ts';

/**
 * One self-contained schema for the form library: $refs to other files are inlined, and keywords it
 * does not know (the validator's "discriminator", the draft URI) are dropped. Validation itself is
 * done by the project's validator on the server, so nothing is lost.
 */
export function formSchema(key: string, schemaFiles: SchemaFiles): SchemaObject {
  const seen = new Set<string>();
  const inline = (node: unknown, fileKey: string, depth: number): unknown => {
    if (Array.isArray(node)) return node.map((n) => inline(n, fileKey, depth));
    if (!node || typeof node !== 'object') return node;
    let current = node as SchemaObject;
    let currentKey = fileKey;
    if (typeof current.$ref === 'string') {
      if (depth > 30 || seen.has(`${fileKey}${current.$ref}`)) return {};
      const r = resolve(current, fileKey, schemaFiles);
      current = r.schema;
      currentKey = r.fileKey;
    }
    const out: SchemaObject = {};
    for (const [k, v] of Object.entries(current)) {
      if (k === '$schema' || k === '$defs' || k === 'discriminator' || k === '$id') continue;
      out[k] = inline(v, currentKey, depth + 1);
    }
    return out;
  };
  return withFieldNames(inline(schemaFiles.get(key), key, 0) as SchemaObject, schemaFiles);
}

/**
 * Descriptions name a record's fields by their JSON keys ("monthsAfter" later months); the form shows
 * their titles, so the descriptions do too (“Months after” later months), in the editor's words
 * (`helpInWords`, as the page editor's help).
 */
function withFieldNames(node: SchemaObject, schemaFiles: SchemaFiles): SchemaObject {
  const walk = (n: unknown, siblings: Map<string, string>): unknown => {
    if (Array.isArray(n)) return n.map((x) => walk(x, siblings));
    if (!n || typeof n !== 'object') return n;
    const schema = n as SchemaObject;
    const properties = schema.properties && typeof schema.properties === 'object' ? (schema.properties as Record<string, SchemaObject>) : undefined;
    const own = new Map(siblings);
    for (const [k, v] of Object.entries(properties ?? {})) if (typeof v?.title === 'string') own.set(k, v.title);
    const out: SchemaObject = {};
    for (const [k, v] of Object.entries(schema)) {
      if (k === 'description' && typeof v === 'string') out[k] = helpInWords(peopleWords(v), own, { files: schemaFiles, tick: true });
      // A choice whose values are the code's words ("header") shows their meaning ("Top menu"); the value stored stays.
      else if (k === 'enum' && Array.isArray(v) && v.some((e) => typeof e === 'string' && e in CHOICE_WORDS)) {
        out.oneOf = v.map((e) => ({ const: e, title: choiceLabel(String(e)) }));
      } else if (k === 'properties' && properties) out[k] = Object.fromEntries(Object.entries(properties).map(([pk, pv]) => [pk, walk(pv, own)]));
      else if (k === 'examples' || k === 'default' || k === 'enum' || k === 'const') out[k] = v;
      else out[k] = walk(v, own);
    }
    return out;
  };
  // A description may name a field further down (the file's own help names its records' fields): every
  // titled field of the file counts, the nearest first.
  const everywhere = new Map<string, string>();
  const collect = (n: unknown) => {
    if (Array.isArray(n)) return n.forEach(collect);
    if (!n || typeof n !== 'object') return;
    for (const [k, v] of Object.entries(((n as SchemaObject).properties ?? {}) as Record<string, SchemaObject>))
      if (typeof v?.title === 'string' && !everywhere.has(k)) everywhere.set(k, v.title);
    for (const v of Object.values(n as SchemaObject)) collect(v);
  };
  collect(node);
  return walk(node, everywhere) as SchemaObject;
}
