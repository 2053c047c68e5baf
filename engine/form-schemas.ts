// Part of the contract the server shares with the site (with engine/forms.ts and engine/form-errors.ts):
// where the form payload schemas live and how they are validated. No build or config-loading code, so
// the server depends on the forms' definitions and schemas only.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';

/** schemas/ of this checkout; the form payload schemas are schemas/forms/<name>.schema.json. */
export const SCHEMAS_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', 'schemas');

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
