// Turns a JSON path into words using the schemas' own titles ("page /gst, block 3 (pricing-cards),
// plan 2"), and finds the schema that applies at a path — for messages written for editors.
import { SCHEMA_BASE_URI, type SchemaObject } from './schema-files.ts';
import type { SourceFile } from './source.ts';

export type JsonPath = (string | number)[];

/** "page /gst", or the file name when the page's paths cannot be read. */
export function pageLabel(source: SourceFile): string {
  const paths = (source.data as { paths?: unknown } | undefined)?.paths;
  const first = Array.isArray(paths) && typeof paths[0] === 'string' ? paths[0] : undefined;
  return first ? `page ${first}` : `page file ${source.path.split('/').pop()}`;
}

type Resolved = { schema: SchemaObject; fileKey: string };
// Schemas are never changed once loaded (a changed file gives a new map), so each $ref is followed once
// per map: the rules ask for the schema at many paths of every page.
const resolvedRefs = new WeakMap<Map<string, SchemaObject>, WeakMap<SchemaObject, Map<string, Resolved>>>();

export function resolveRef(schema: SchemaObject, fileKey: string, schemas: Map<string, SchemaObject>): Resolved {
  let bySchema = resolvedRefs.get(schemas);
  if (!bySchema) {
    bySchema = new WeakMap();
    resolvedRefs.set(schemas, bySchema);
  }
  let byFile = bySchema.get(schema);
  if (!byFile) {
    byFile = new Map();
    bySchema.set(schema, byFile);
  }
  let resolved = byFile.get(fileKey);
  if (!resolved) {
    resolved = followRefs(schema, fileKey, schemas);
    byFile.set(fileKey, resolved);
  }
  return resolved;
}

function followRefs(schema: SchemaObject, fileKey: string, schemas: Map<string, SchemaObject>): Resolved {
  let current = schema;
  let key = fileKey;
  for (let guard = 0; typeof current.$ref === 'string' && guard < 10; guard++) {
    const [filePart, pointer = ''] = (current.$ref as string).split('#');
    if (filePart) key = new URL(filePart, SCHEMA_BASE_URI + key).href.slice(SCHEMA_BASE_URI.length);
    let target: unknown = schemas.get(key);
    for (const seg of pointer.split('/').filter(Boolean)) target = (target as SchemaObject | undefined)?.[seg];
    current = { ...(target as SchemaObject), ...stripRef(current) };
  }
  return { schema: current, fileKey: key };
}

function stripRef(schema: SchemaObject): SchemaObject {
  const { $ref: _ignored, ...rest } = schema;
  return rest;
}

/** The schema that applies at `path` in `data`, following $refs and choosing block branches by "type". */
export function schemaAt(schemas: Map<string, SchemaObject>, rootKey: string, data: unknown, path: JsonPath): SchemaObject | undefined {
  return schemaInFileAt(schemas, rootKey, data, path)?.schema;
}

/** Like schemaAt, with the schema file it is written in (to follow its own local $refs). */
export function schemaInFileAt(schemas: Map<string, SchemaObject>, rootKey: string, data: unknown, path: JsonPath): { schema: SchemaObject; fileKey: string } | undefined {
  let { schema, fileKey } = resolveRef(schemas.get(rootKey)!, rootKey, schemas);
  let value = data;
  for (const seg of path) {
    const next = typeof seg === 'number' ? (schema.items as SchemaObject | undefined) : (schema.properties as Record<string, SchemaObject> | undefined)?.[seg];
    if (!next) return undefined;
    value = (value as Record<string | number, unknown> | undefined)?.[seg];
    ({ schema, fileKey } = resolveRef(next, fileKey, schemas));
    if (Array.isArray(schema.oneOf)) {
      const type = (value as { type?: unknown } | undefined)?.type;
      const branch = (schema.oneOf as SchemaObject[])
        .map((b) => resolveRef(b, fileKey, schemas))
        .find((b) => (b.schema.properties as Record<string, SchemaObject> | undefined)?.type?.const === type);
      if (branch) ({ schema, fileKey } = branch);
    } else if (Array.isArray(schema.anyOf)) {
      // "text or a group" choices (a menu item's name, or its name and link): follow the branch of the value's kind.
      const kind = Array.isArray(value) ? 'array' : value === null ? 'null' : typeof value;
      const branch = (schema.anyOf as SchemaObject[]).map((b) => resolveRef(b, fileKey, schemas)).find((b) => b.schema.type === kind);
      if (branch) ({ schema, fileKey } = branch);
    }
  }
  return { schema, fileKey };
}

export function placeInWords(prefix: string, path: JsonPath, schemas: Map<string, SchemaObject>, rootKey: string, data: unknown): string {
  const words = [prefix];
  let value = data;
  for (let i = 0; i < path.length; i++) {
    const seg = path[i]!;
    value = (value as Record<string | number, unknown> | undefined)?.[seg];
    const next = path[i + 1];
    if (typeof seg === 'number') {
      const itemSchema = schemaAt(schemas, rootKey, data, path.slice(0, i + 1));
      const parentKey = path[i - 1];
      if (parentKey === 'blocks' && rootKey === 'page.schema.json') {
        const type = (value as { type?: unknown } | undefined)?.type;
        words.push(`block ${seg + 1}${typeof type === 'string' ? ` (${type})` : ''}`);
      } else if (parentKey === 'body' && rootKey.startsWith('collections/')) {
        // The text of an update or a guide: "part 3 (table)", counted among all its parts.
        const type = (value as { type?: unknown } | undefined)?.type;
        words.push(`part ${seg + 1}${typeof type === 'string' ? ` (${type})` : ''}`);
      } else {
        const arraySchema = schemaAt(schemas, rootKey, data, path.slice(0, i));
        const noun = ((arraySchema?.items as SchemaObject | undefined)?.title as string | undefined) ?? (itemSchema?.title as string | undefined) ?? 'item';
        words.push(`${noun.toLowerCase()} ${seg + 1}`);
      }
    } else if (typeof next !== 'number') {
      words.push(seg);
    }
  }
  return words.join(', ');
}
