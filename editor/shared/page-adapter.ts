// Page JSON ⇄ Puck data. Lossless: pageFromPuck(pageToPuck(page)) gives back the same JSON, key
// order included (tests/unit/editor-adapter.test.ts checks every page in site-config/pages).
//
// Two renamings keep Puck and the schemas apart:
// - Puck needs its own `id` on every component, but a block's `id` is its section anchor, so the
//   anchor travels as `anchor` inside the editor;
// - Puck list fields hold objects, so a list of texts ["a", "b"] travels as [{ value: "a" }, …].
import {
  blockSchemas,
  fromEditorValue,
  orderKeys,
  resolve,
  toEditorValue,
  type BlockCodec,
  type BlockSchema,
  type Resolved,
  type SchemaFiles,
  type SchemaObject,
} from '../../engine/config/schema-model.ts';

export const ANCHOR_PROP = 'anchor';

export interface PuckComponentData {
  type: string;
  props: Record<string, unknown> & { id: string };
}

export interface PuckPageData {
  root: { props: Record<string, unknown> };
  content: PuckComponentData[];
}

type Json = Record<string, unknown>;

export interface PageAdapter {
  blocks: BlockSchema[];
  /** Page properties shown as Puck root fields, in schema order (without $schema and blocks). */
  rootProperties: [string, Resolved][];
  pageToPuck(page: Json): PuckPageData;
  /** `original` (the page as loaded) decides key order for keys the editor does not order itself. */
  pageFromPuck(data: PuckPageData, original?: Json): Json;
  blockToPuck(block: Json): PuckComponentData;
  blockFromPuck(item: PuckComponentData): Json;
}

export function createPageAdapter(files: SchemaFiles): PageAdapter {
  const blocks = blockSchemas(files);
  const byType = new Map(blocks.map((b) => [b.type, b]));
  const pageSchema = files.get('page.schema.json') as SchemaObject;
  const pageProps = Object.entries(pageSchema.properties as Record<string, SchemaObject>).map(([k, v]) => [k, resolve(v, 'page.schema.json', files)] as [string, Resolved]);
  const rootProperties = pageProps.filter(([k]) => k !== '$schema' && k !== 'blocks');
  const pageRequired = (pageSchema.required as string[] | undefined) ?? [];
  let counter = 0;

  const codec: BlockCodec = {
    toEditor: (list) => list.map((b) => blockToPuck(b as Json)),
    fromEditor: (content) => (Array.isArray(content) ? content.map((item) => blockFromPuck(item as PuckComponentData)) : []),
  };

  function propertiesOf(type: string): Map<string, Resolved> {
    const block = byType.get(type);
    if (!block) return new Map();
    return new Map(Object.entries((block.schema.properties as Record<string, SchemaObject> | undefined) ?? {}).map(([k, v]) => [k, resolve(v, block.fileKey, files)]));
  }

  function blockToPuck(block: Json): PuckComponentData {
    const type = String(block.type);
    const properties = propertiesOf(type);
    const props: Json = { id: `${type}-${++counter}` };
    for (const [key, value] of Object.entries(block)) {
      if (key === 'type') continue;
      const converted = properties.has(key) ? toEditorValue(value, properties.get(key)!, files, codec) : value;
      props[key === 'id' ? ANCHOR_PROP : key] = converted;
    }
    return { type, props: props as PuckComponentData['props'] };
  }

  function blockFromPuck(item: PuckComponentData): Json {
    const properties = propertiesOf(item.type);
    const required = (byType.get(item.type)?.schema.required as string[] | undefined) ?? [];
    const out: Json = { type: item.type };
    for (const [key, value] of Object.entries(item.props ?? {})) {
      if (key === 'id') continue; // Puck's own id
      const name = key === ANCHOR_PROP ? 'id' : key;
      const converted = properties.has(name) ? fromEditorValue(value, properties.get(name)!, files, codec, { required: required.includes(name) }) : value;
      if (converted !== undefined) out[name] = converted;
    }
    return out;
  }

  function pageToPuck(page: Json): PuckPageData {
    const root: Json = {};
    const rootSchemas = new Map(pageProps);
    for (const [key, value] of Object.entries(page)) {
      if (key === 'blocks') continue;
      root[key] = rootSchemas.has(key) && key !== '$schema' ? toEditorValue(value, rootSchemas.get(key)!, files, codec) : value;
    }
    return { root: { props: root }, content: Array.isArray(page.blocks) ? page.blocks.map((b) => blockToPuck(b as Json)) : [] };
  }

  function pageFromPuck(data: PuckPageData, original?: Json): Json {
    const rootSchemas = new Map(pageProps);
    const out: Json = {};
    for (const [key, value] of Object.entries(data.root?.props ?? {})) {
      if (key === 'blocks') continue;
      // Puck adds a "title" root prop of its own when the page schema has none; ours has one.
      const converted = rootSchemas.has(key) && key !== '$schema' ? fromEditorValue(value, rootSchemas.get(key)!, files, codec, { required: pageRequired.includes(key) }) : value;
      if (converted !== undefined) out[key] = converted;
    }
    out.blocks = (data.content ?? []).map(blockFromPuck);
    return orderKeys(
      out,
      original,
      pageProps.map(([k]) => k),
    );
  }

  return { blocks, rootProperties, pageToPuck, pageFromPuck, blockToPuck, blockFromPuck };
}
