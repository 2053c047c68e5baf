// The property names of a schema file and of the files it refers to ($ref), at any depth: what the editor's
// wording tests look for in texts written for people. Examples, defaults, enums and constants are values,
// not properties, and are not walked.
import type { SchemaObject } from '../../engine/config/schema-model.ts';

/** Every property name under `fileKey` (and the files it refers to) whose schema `keep` accepts (every one, when not given). */
export function propertyKeys(files: Map<string, SchemaObject>, fileKey: string, keep: (property: SchemaObject) => boolean = () => true): Set<string> {
  const keys = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const walk = (node: unknown) => {
      if (Array.isArray(node)) return node.forEach(walk);
      if (!node || typeof node !== 'object') return;
      const s = node as SchemaObject;
      for (const [k, v] of Object.entries((s.properties ?? {}) as Record<string, SchemaObject>)) if (keep(v)) keys.add(k);
      if (typeof s.$ref === 'string' && !s.$ref.startsWith('#')) visit(new URL(s.$ref.split('#')[0]!, `https://x/${key}`).pathname.slice(1));
      for (const [k, v] of Object.entries(s)) if (k !== 'examples' && k !== 'default' && k !== 'enum' && k !== 'const') walk(v);
    };
    walk(files.get(key));
  };
  visit(fileKey);
  return keys;
}
