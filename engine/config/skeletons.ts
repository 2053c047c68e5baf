// The filled-in skeleton of each block type, kept in its schema as VS Code "defaultSnippets" (so
// "insert a section" offers it), with ${1:sample text} tab stops. Read here for the guide's test and for
// the validator, which refuses a sample text shipped unchanged.
import type { SchemaObject } from './schema-files.ts';

const TAB_STOP = /\$\{\d+:([^}]*)\}/g;

function resolve(value: unknown, samples: Set<string>): unknown {
  if (typeof value === 'string') {
    for (const m of value.matchAll(TAB_STOP)) samples.add(m[1]!);
    return value.replace(TAB_STOP, '$1');
  }
  if (Array.isArray(value)) return value.map((v) => resolve(v, samples));
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, resolve(v, samples)]));
  return value;
}

/** Block type → its skeleton as it lands in a file (tab stops replaced by their sample text), and every sample text. */
export function blockSkeletons(schemas: Map<string, SchemaObject>): { skeletons: Map<string, Record<string, unknown>>; samples: Set<string> } {
  const skeletons = new Map<string, Record<string, unknown>>();
  const samples = new Set<string>();
  for (const [key, schema] of schemas) {
    if (!key.startsWith('blocks/')) continue;
    const body = (schema.defaultSnippets as { body?: unknown }[] | undefined)?.[0]?.body;
    if (body && typeof body === 'object') skeletons.set(String((body as { type: unknown }).type), resolve(body, samples) as Record<string, unknown>);
  }
  return { skeletons, samples };
}
