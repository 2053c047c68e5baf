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

/**
 * Options for validating form payloads, shared by the server (server/form-api.ts) and the browser's
 * precompiled validators (scripts/gen-types.ts) so both accept exactly the same payloads: unknown
 * properties are rejected, nothing is coerced or defaulted, every problem is reported.
 */
export const FORM_AJV_OPTIONS = { allErrors: true, strict: true, removeAdditional: false, coerceTypes: false, useDefaults: false } as const;

/** An ajv instance for form payloads (only the e-mail format is used by the form schemas). */
export function createFormAjv(extra: ConstructorParameters<typeof Ajv2020>[0] = {}) {
  const ajv = new Ajv2020({ ...FORM_AJV_OPTIONS, ...extra });
  addFormats.default(ajv, ['email']);
  return ajv;
}
