// Reads the site's JSON Schemas for the editor: follows $refs across files, lists the block types,
// and converts values between the JSON files and the editor's model (Puck data). Runs in the browser
// and in Node (tests), so it only takes the schema files as a map and never touches the disk.

export type SchemaObject = Record<string, unknown>;
/** Schema files keyed by their path under schemas/, e.g. "blocks/hero.schema.json". */
export type SchemaFiles = Map<string, SchemaObject>;

export interface Resolved {
  schema: SchemaObject;
  /** The file whose relative $refs apply inside `schema`. */
  fileKey: string;
}

function joinKey(fromKey: string, relative: string): string {
  const parts = fromKey.split('/').slice(0, -1);
  for (const seg of relative.split('/')) {
    if (seg === '..') parts.pop();
    else if (seg && seg !== '.') parts.push(seg);
  }
  return parts.join('/');
}

/** Follows `$ref` (also across files); local keywords beside the $ref (title, description) win, as in the validator. */
export function resolve(schema: SchemaObject, fileKey: string, files: SchemaFiles): Resolved {
  let current = schema;
  let key = fileKey;
  for (let guard = 0; typeof current.$ref === 'string' && guard < 20; guard++) {
    const [filePart, pointer = ''] = (current.$ref as string).split('#');
    if (filePart) key = joinKey(key, filePart);
    let target: unknown = files.get(key);
    for (const seg of pointer.split('/').filter(Boolean)) target = (target as SchemaObject | undefined)?.[seg];
    if (!target) throw new Error(`Schema reference ${String(current.$ref)} in ${fileKey} points nowhere`);
    const { $ref: _ref, ...local } = current;
    current = { ...(target as SchemaObject), ...local };
  }
  return { schema: current, fileKey: key };
}

export interface BlockSchema {
  type: string;
  fileKey: string;
  schema: SchemaObject;
  title: string;
  description: string;
}

/** The block types a page may contain, in the order of page.schema.json's list of sections. */
export function blockSchemas(files: SchemaFiles): BlockSchema[] {
  const page = files.get('page.schema.json');
  const branches = ((page?.$defs as SchemaObject | undefined)?.block as SchemaObject | undefined)?.oneOf as SchemaObject[] | undefined;
  if (!branches) throw new Error('schemas/page.schema.json has no $defs.block.oneOf list of block schemas');
  return branches.map((branch) => {
    const { schema, fileKey } = resolve(branch, 'page.schema.json', files);
    const type = (schema.properties as Record<string, SchemaObject> | undefined)?.type?.const as string | undefined;
    if (!type) throw new Error(`${fileKey} has no "type" constant, so the editor cannot tell its blocks apart`);
    return { type, fileKey, schema, title: String(schema.title ?? type), description: String(schema.description ?? '') };
  });
}

/** True for the schema of a list of page sections (a page's blocks, a tab's blocks). */
export function isBlockRef(items: unknown): boolean {
  return !!items && typeof items === 'object' && typeof (items as SchemaObject).$ref === 'string' && /#\/\$defs\/block$/.test((items as SchemaObject).$ref as string);
}

/** What the editor does with a value of this schema. */
export type Shape =
  | { kind: 'blocks' }
  | { kind: 'object'; properties: [string, Resolved][]; required: string[] }
  | { kind: 'map'; value: Resolved }
  | { kind: 'list'; item: Resolved } // list of texts/numbers: wrapped as { value } items, as Puck's lists hold objects
  | { kind: 'array'; item: Resolved } // list of groups
  | { kind: 'string' | 'number' | 'integer' | 'boolean'; schema: SchemaObject }
  | { kind: 'json'; schema: SchemaObject }; // anything else is edited as JSON text

export function shapeOf({ schema, fileKey }: Resolved, files: SchemaFiles): Shape {
  const type = schema.type;
  if (type === 'array') {
    if (isBlockRef(schema.items)) return { kind: 'blocks' };
    const item = resolve((schema.items as SchemaObject | undefined) ?? {}, fileKey, files);
    const itemShape = item.schema.type;
    if (itemShape === 'object' && item.schema.properties) return { kind: 'array', item };
    if (itemShape === 'string' || itemShape === 'number' || itemShape === 'integer') return { kind: 'list', item };
    return { kind: 'json', schema };
  }
  if (type === 'object') {
    if (schema.properties) {
      const properties = Object.entries(schema.properties as Record<string, SchemaObject>).map(([k, v]) => [k, resolve(v, fileKey, files)] as [string, Resolved]);
      return { kind: 'object', properties, required: (schema.required as string[] | undefined) ?? [] };
    }
    if (schema.additionalProperties && typeof schema.additionalProperties === 'object') {
      return { kind: 'map', value: resolve(schema.additionalProperties as SchemaObject, fileKey, files) };
    }
    return { kind: 'json', schema };
  }
  if (type === 'string' || type === 'number' || type === 'integer' || type === 'boolean') return { kind: type, schema };
  if (schema.const !== undefined) return { kind: 'json', schema };
  return { kind: 'json', schema };
}

// ---- JSON value ⇄ editor value ----

/** Converts nested section lists; provided by the page adapter (they become Puck slot content). */
export interface BlockCodec {
  toEditor(blocks: unknown[]): unknown;
  fromEditor(content: unknown): unknown[];
}

export function toEditorValue(value: unknown, r: Resolved, files: SchemaFiles, codec: BlockCodec): unknown {
  if (value === undefined) return undefined;
  const shape = shapeOf(r, files);
  switch (shape.kind) {
    case 'blocks':
      return Array.isArray(value) ? codec.toEditor(value) : value;
    case 'object': {
      if (!value || typeof value !== 'object' || Array.isArray(value)) return value;
      const props = new Map(shape.properties);
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, props.has(k) ? toEditorValue(v, props.get(k)!, files, codec) : v]));
    }
    case 'map':
      if (!value || typeof value !== 'object' || Array.isArray(value)) return value;
      return Object.entries(value).map(([key, v]) => ({ key, value: toEditorValue(v, shape.value, files, codec) }));
    case 'list':
      return Array.isArray(value) ? value.map((v) => ({ value: v })) : value;
    case 'array':
      return Array.isArray(value) ? value.map((v) => toEditorValue(v, shape.item, files, codec)) : value;
    case 'json':
      return JSON.stringify(value);
    default:
      return value;
  }
}

export interface FromEditorOptions {
  /** Optional fields left empty are removed (an empty optional text means "not set"). */
  required?: boolean;
}

/** Inverse of toEditorValue. Returns undefined for an optional value that was cleared. */
export function fromEditorValue(value: unknown, r: Resolved, files: SchemaFiles, codec: BlockCodec, options: FromEditorOptions = {}): unknown {
  const shape = shapeOf(r, files);
  switch (shape.kind) {
    case 'blocks':
      return codec.fromEditor(value ?? []);
    case 'object': {
      if (!value || typeof value !== 'object' || Array.isArray(value)) return value;
      const props = new Map(shape.properties);
      const out: Record<string, unknown> = {};
      for (const [k, v] of Object.entries(value)) {
        const converted = props.has(k) ? fromEditorValue(v, props.get(k)!, files, codec, { required: shape.required.includes(k) }) : v;
        if (converted !== undefined) out[k] = converted;
      }
      // An optional group whose fields were all cleared is removed, like an optional text.
      if (!options.required && Object.keys(out).length === 0) return undefined;
      return out;
    }
    case 'map':
      if (!Array.isArray(value)) return value;
      return Object.fromEntries(
        value
          .filter((e: { key?: unknown }) => typeof e?.key === 'string' && e.key !== '')
          .map((e: { key: string; value: unknown }) => [e.key, fromEditorValue(e.value, shape.value, files, codec, { required: true })]),
      );
    case 'list':
      if (!Array.isArray(value)) return value;
      return value.map((e: { value?: unknown } | undefined) => (e && typeof e === 'object' ? (e.value ?? (shape.item.schema.type === 'string' ? '' : e.value)) : e));
    case 'array':
      if (!Array.isArray(value)) return value;
      return value.map((v) => fromEditorValue(v, shape.item, files, codec, { required: true }) ?? {});
    case 'json': {
      if (typeof value !== 'string') return value;
      if (value.trim() === '') return options.required ? value : undefined;
      try {
        return JSON.parse(value);
      } catch {
        return value; // kept as typed; the validator reports the wrong type
      }
    }
    case 'string':
      if ((value === '' || value === undefined || value === null) && !options.required) return undefined;
      return value ?? (options.required ? '' : undefined);
    case 'number':
    case 'integer':
    case 'boolean':
      if ((value === undefined || value === null || value === '') && !options.required) return undefined;
      return value;
  }
}

/** Puts `value`'s keys in the order of `original`, then the remaining ones in the order of `schemaOrder`, so a saved file keeps its order. */
export function orderKeys<T extends Record<string, unknown>>(value: T, original: Record<string, unknown> | undefined, schemaOrder: string[]): T {
  const order = [...Object.keys(original ?? {}), ...schemaOrder, ...Object.keys(value)];
  const out: Record<string, unknown> = {};
  for (const k of order) if (k in value && !(k in out)) out[k] = value[k];
  return out as T;
}
