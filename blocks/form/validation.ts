// The typed view of engine/generated/form-validators.ts: one validator per form, compiled at build
// time (`npm run gen-types`) from schemas/forms/<form>.schema.json with ajv's standalone code — the
// same schema files the server validates with, and no ajv (or eval) in the browser.
import type { SchemaError } from '../../engine/form-errors.ts';
import type { FormName } from '../../engine/forms.ts';
import * as generated from '../../engine/generated/form-validators.ts';

export interface CompiledValidator {
  (data: unknown): boolean;
  /** The problems found by the last call (ajv's ErrorObject shape), or null when it passed. */
  errors?: SchemaError[] | null;
}

/** A form schema reduced to its titles, which is all engine/form-errors.ts needs to word its messages. */
export type SchemaTitles = {
  title?: string;
  properties?: Record<string, SchemaTitles>;
  additionalProperties?: SchemaTitles;
};

export const formValidators = generated.formValidators as Record<FormName, CompiledValidator>;
export const formTitles = generated.formTitles as Record<FormName, SchemaTitles>;
