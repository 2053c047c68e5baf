// Loads the JSON Schema files and prepares them for ajv (validation) and for
// json-schema-to-typescript (types). Both read the same files, so they never disagree.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, dirname, posix } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SCHEMAS_DIR } from '../form-schemas.ts';

export const ROOT_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
export { SCHEMAS_DIR };
/** Base URI under which ajv registers each schema file, so relative `$ref`s resolve as in an editor. */
export const SCHEMA_BASE_URI = 'https://config.local/schemas/';

export type SchemaObject = Record<string, unknown>;

function listJsonFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) return listJsonFiles(full);
    return entry.name.endsWith('.schema.json') ? [full] : [];
  });
}

/** Every schema file keyed by its path relative to schemas/ (posix separators), e.g. "blocks/hero.schema.json". */
export function loadSchemaFiles(): Map<string, SchemaObject> {
  const files = new Map<string, SchemaObject>();
  for (const file of listJsonFiles(SCHEMAS_DIR).sort()) {
    const key = relative(SCHEMAS_DIR, file).split(/[\\/]/).join('/');
    files.set(key, JSON.parse(readFileSync(file, 'utf8')) as SchemaObject);
  }
  return files;
}

/** "blocks/service-grid.schema.json" → "ServiceGridBlock"; "collections/update.schema.json" → "UpdateEntry"; "rules/gst-rates.schema.json" → "GstRatesRules"; "page.schema.json" → "Page". */
export function typeNameForSchemaFile(key: string): string {
  const base = posix.basename(key, '.schema.json');
  const pascal = base.replace(/(^|[-_])([a-z0-9])/g, (_m, _sep, ch: string) => ch.toUpperCase());
  if (key.startsWith('blocks/')) return `${pascal}Block`;
  if (key.startsWith('forms/')) return `${pascal}Payload`;
  if (key.startsWith('collections/')) return `${pascal}Entry`;
  if (key.startsWith('rules/')) return `${pascal}Rules`;
  if (key === 'common.schema.json') return 'Common';
  return pascal;
}

/**
 * One self-contained schema for json-schema-to-typescript: each file becomes a `$defs` entry named
 * after its type, file `$ref`s become local refs, and `title`s (written for people, not type names)
 * are dropped below each file's root so properties stay inline instead of becoming named aliases.
 */
export function bundleSchemasForTypes(): SchemaObject {
  const files = loadSchemaFiles();
  const defs: Record<string, SchemaObject> = {};
  for (const [key, schema] of files) {
    const name = typeNameForSchemaFile(key);
    // A file's own $defs become top-level named types (common.schema.json's "icon" → `Icon`).
    for (const [defKey, def] of Object.entries((schema.$defs as SchemaObject | undefined) ?? {})) {
      defs[defTypeName(key, defKey)] = rewrite(def, key, name, false) as SchemaObject;
    }
    if (key === 'common.schema.json') continue;
    defs[name] = rewrite(schema, key, name, true) as SchemaObject;
  }
  return {
    type: 'object',
    additionalProperties: false,
    properties: Object.fromEntries(Object.keys(defs).map((n) => [n, { $ref: `#/$defs/${n}` }])),
    $defs: defs,
  };

  function rewrite(node: unknown, fileKey: string, typeName: string, isRoot: boolean): unknown {
    if (Array.isArray(node)) return node.map((n) => rewrite(n, fileKey, typeName, false));
    if (!node || typeof node !== 'object') return node;
    const ref = (node as SchemaObject).$ref;
    // A $ref with a local title/description is the same type: keep only the ref so no `Link1` alias appears.
    if (typeof ref === 'string') return { $ref: localRef(ref, fileKey) };
    const out: SchemaObject = {};
    for (const [k, v] of Object.entries(node as SchemaObject)) {
      if (k === '$schema' && isRoot) continue;
      if (k === 'title') continue;
      if (k === 'discriminator') continue; // ajv keyword, not JSON Schema
      if (k === '$defs' && isRoot) continue; // hoisted above
      out[k] =
        k === 'properties' || k === '$defs'
          ? Object.fromEntries(Object.entries(v as SchemaObject).map(([pk, pv]) => [pk, rewrite(pv, fileKey, typeName, false)]))
          : rewrite(v, fileKey, typeName, false);
    }
    if (isRoot) out.title = typeName;
    return out;
  }

  function localRef(ref: string, fromKey: string): string {
    const [filePart, pointer = ''] = ref.split('#');
    const targetKey = filePart ? posix.normalize(posix.join(posix.dirname(fromKey), filePart)) : fromKey;
    const def = /^\/\$defs\/([^/]+)$/.exec(pointer);
    if (def) return `#/$defs/${defTypeName(targetKey, def[1]!)}`;
    return `#/$defs/${typeNameForSchemaFile(targetKey)}${pointer}`;
  }

  function defTypeName(fileKey: string, defKey: string): string {
    const pascal = defKey.replace(/(^|[-_])([a-z0-9])/g, (_m, _sep, ch: string) => ch.toUpperCase());
    return fileKey === 'common.schema.json' ? pascal : `${typeNameForSchemaFile(fileKey)}${pascal}`;
  }
}
