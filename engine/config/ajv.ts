import { createHash } from 'node:crypto';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { loadSchemaFiles, SCHEMA_BASE_URI, type SchemaObject } from './schema-files.ts';

/** One ajv instance with every schema file registered under its file name, so relative $refs resolve. */
export function createConfigAjv() {
  const ajv = new Ajv2020({ allErrors: true, discriminator: true, strict: true, strictRequired: false, allowUnionTypes: true });
  addFormats.default(ajv);
  // VS Code's "insert a filled-in section" snippets live in the block schemas; they are help, not rules.
  ajv.addKeyword('defaultSnippets');
  for (const [key, schema] of loadSchemaFiles()) ajv.addSchema(schema, SCHEMA_BASE_URI + key);
  return ajv;
}

let kept: { fingerprint: string; schemas: Map<string, SchemaObject>; ajv: ReturnType<typeof createConfigAjv> } | undefined;

/**
 * The schema files as they are on disk now, with an ajv compiled from them, kept for as long as no
 * schema file changes: compiling the schemas is most of a validation's CPU (0.9 s of 1 s for the site),
 * and a caller that validates again (a test, the back office, a translation check) gets the same rules.
 * A changed schema file (gen-types, new-block) gives a new ajv at the next call.
 */
export function compiledSchemas(): { schemas: Map<string, SchemaObject>; ajv: ReturnType<typeof createConfigAjv> } {
  const schemas = loadSchemaFiles();
  const fingerprint = createHash('sha256')
    .update(JSON.stringify([...schemas]))
    .digest('hex');
  if (kept?.fingerprint !== fingerprint) kept = { fingerprint, schemas, ajv: createConfigAjv() };
  return kept;
}
