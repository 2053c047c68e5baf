// Validation of a parsed form body, in one function every way of posting a form uses (the JSON API in
// form-api.ts, form-encoded posts): the form's JSON Schema (schemas/forms/<form>.schema.json, the same
// file the browser's validators are built from), then the character rules of engine/text-rules.ts on
// every text value, then phone numbers as phone numbers. The answer is one plain message per field,
// in the shape of every 400 the API gives: { "<field>": "<message>" }.
import type { ValidateFunction } from 'ajv';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createFormAjv, SCHEMAS_DIR } from '../engine/form-schemas.ts';
import { FORM_NAMES, HONEYPOT_FIELD, formSchemaFile, type FormName } from '../engine/forms.ts';
import { fieldErrors, messageIn, type MessageWords, type SchemaError } from '../engine/form-errors.ts';
import { isMultiLineField, textProblem } from '../engine/text-rules.ts';
import { SERVER_MESSAGES } from '../engine/form-words.ts';

export const PHONE_MESSAGE = SERVER_MESSAGES.phoneNumber;
/** Fields holding a phone number, checked as one (Indian numbers may omit +91). */
const PHONE_FIELDS = new Set(['phone']);

type Schema = { title?: string; maxLength?: number; properties?: Record<string, Schema>; additionalProperties?: Schema | boolean; [key: string]: unknown };

export type FormCheck = { ok: true; payload: Record<string, unknown> } | { ok: false; fields: Record<string, string> };

export interface FormValidator {
  /** Checks a parsed body against the form's rules; `payload` is the body itself when it passes. */
  validate(form: FormName, body: unknown, words?: MessageWords): FormCheck;
  schema(form: FormName): Record<string, unknown>;
}

export function loadFormSchema(form: FormName): Record<string, unknown> {
  return JSON.parse(readFileSync(join(SCHEMAS_DIR, formSchemaFile(form)), 'utf8')) as Record<string, unknown>;
}

export async function createFormValidator(): Promise<FormValidator> {
  // The phone numbering plans of every country (libphonenumber's metadata) are loaded with the first
  // form checked, not at start: a sixth of a second of every server start and test file building the app.
  const { isValidPhoneNumber } = await import('libphonenumber-js/max');
  /** E.164 (+CC…) or an Indian number written the usual ways (98765 43210, 098765-43210, 022 2345 6789). */
  const isPhoneNumber = (value: string): boolean => {
    try {
      return isValidPhoneNumber(value.trim(), 'IN');
    } catch {
      return false;
    }
  };
  // Strict on purpose: unknown properties are rejected, values are never coerced or defaulted, and
  // every problem is reported so each field gets its message.
  const ajv = createFormAjv();
  const forms = new Map<FormName, { schema: Schema; check: ValidateFunction }>();
  for (const form of FORM_NAMES) {
    const schema = loadFormSchema(form) as Schema;
    forms.set(form, { schema, check: ajv.compile(schema) });
  }

  return {
    schema: (form) => forms.get(form)!.schema,
    validate(form, body, words) {
      const { schema, check } = forms.get(form)!;
      const fields = check(body) ? {} : fieldErrors(schema, (check.errors ?? []) as SchemaError[], words);
      if (typeof body === 'object' && body !== null && !Array.isArray(body)) {
        textFieldErrors(schema, body as Record<string, unknown>, '', fields, isPhoneNumber, words);
      }
      return Object.keys(fields).length === 0 ? { ok: true, payload: body as Record<string, unknown> } : { ok: false, fields };
    },
  };
}

/** Adds a message for every text value (nested ones too) breaking the character or phone rules, unless the field already has one. */
function textFieldErrors(
  schema: Schema,
  values: Record<string, unknown>,
  prefix: string,
  fields: Record<string, string>,
  isPhoneNumber: (value: string) => boolean,
  words?: MessageWords,
) {
  for (const [name, value] of Object.entries(values)) {
    if (prefix === '' && name === HONEYPOT_FIELD) continue; // never stored; a filled trap is answered as a success
    const path = prefix + name;
    const property = schema.properties?.[name] ?? (typeof schema.additionalProperties === 'object' ? schema.additionalProperties : undefined);
    if (!property || fields[path]) continue;
    if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
      textFieldErrors(property, value as Record<string, unknown>, `${path}.`, fields, isPhoneNumber, words);
      continue;
    }
    if (typeof value !== 'string') continue;
    const title = words?.fields?.[name] ?? property.title ?? name;
    const problem = textProblem(value, { multiline: isMultiLineField(property) });
    if (problem) fields[path] = messageIn(words, `text${problem.charAt(0).toUpperCase()}${problem.slice(1)}`, { field: title });
    else if (prefix === '' && PHONE_FIELDS.has(name) && value.trim() !== '' && !isPhoneNumber(value)) fields[path] = messageIn(words, 'phoneNumber');
  }
}

let shared: Promise<FormValidator> | undefined;
/**
 * The one check every way of posting a form uses (JSON API, form-encoded posts): `{ ok: true, payload }`
 * or `{ ok: false, fields: { "<field>": "<plain message>" } }` — the `fields` of a 400 answer.
 */
export async function validateFormBody(form: FormName, body: unknown, words?: MessageWords): Promise<FormCheck> {
  shared ??= createFormValidator();
  return (await shared).validate(form, body, words);
}
