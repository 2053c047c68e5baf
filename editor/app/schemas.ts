// The site's JSON Schemas, bundled into the editor by Vite (the same files the validator reads).
import type { SchemaFiles, SchemaObject } from '../../engine/config/schema-model.ts';
import { formSchema } from './form-schema.ts';

const modules = import.meta.glob<SchemaObject>('../../schemas/**/*.schema.json', { eager: true, import: 'default' });

export const schemaFiles: SchemaFiles = new Map(Object.entries(modules).map(([path, schema]) => [path.replace(/^.*?\/schemas\//, ''), schema]));

/** The schema file a config file names in its "$schema" (relative to the file), e.g. "site.schema.json". */
export function schemaKeyFor(data: unknown): string | undefined {
  const ref = (data as { $schema?: unknown } | null)?.$schema;
  if (typeof ref !== 'string') return undefined;
  const key = ref.replace(/^(\.\.\/)+schemas\//, '');
  return schemaFiles.has(key) ? key : undefined;
}

/**
 * One self-contained schema for the form library: $refs to other files are inlined, and keywords it
 * does not know (the validator's "discriminator", the draft URI) are dropped (form-schema.ts).
 */
export const bundleForForm = (key: string): SchemaObject => formSchema(key, schemaFiles);
