import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { loadSchemaFiles, SCHEMA_BASE_URI } from './schema-files.ts';

/** One ajv instance with every schema file registered under its file name, so relative $refs resolve. */
export function createConfigAjv() {
  const ajv = new Ajv2020({ allErrors: true, discriminator: true, strict: true, strictRequired: false, allowUnionTypes: true });
  addFormats.default(ajv);
  // VS Code's "insert a filled-in section" snippets live in the block schemas; they are help, not rules.
  ajv.addKeyword('defaultSnippets');
  for (const [key, schema] of loadSchemaFiles()) ajv.addSchema(schema, SCHEMA_BASE_URI + key);
  return ajv;
}
