// What a form block does with its values, free of React and the DOM so it is unit-tested directly:
// transforms (uppercase, maximum length), prefill from the page address, the JSON payload a sending
// form posts, the address an enquiry form opens, and validation with plain-words messages — from the
// validators compiled out of schemas/forms/*.schema.json for sending forms.
import type { FormBlock, FormBlockField } from '../../engine/generated/config.ts';
import { FORM_LEVEL, fieldErrors, messageIn, type MessageWords } from '../../engine/form-errors.ts';
import { HONEYPOT_FIELD, type FormName } from '../../engine/forms.ts';
import { formTitles, formValidators } from './validation.ts';
import { sharedStartValue } from './shared-selection.ts';
import { CHECKED_VALUE, transformValue, valueFromQuery } from './transform.ts';
import { ENQUIRY_PATH } from '../shared/enquiry.ts';

export { CHECKED_VALUE, transformValue, valueFromQuery };

export type FormValues = Record<string, string | boolean>;

/** A value that came from the page address and is not one of the form's fields (plan, entity type…). */
export interface Extra {
  name: string;
  value: string;
}

const NAME_PATTERN = /^[A-Za-z][A-Za-z0-9]*$/;
/** Tracking parameters that are never part of an enquiry. */
const IGNORED_PARAMS = new Set(['gclid', 'fbclid', 'msclkid']);
const MAX_EXTRAS = 20;
const MAX_EXTRA_LENGTH = 500;

/** Each field's value when the page opens (shared fields start at their start value; the stored choice is applied after). */
export function startValues(fields: FormBlockField[]): FormValues {
  const values: FormValues = {};
  for (const field of fields) {
    if (field.type === 'checkbox') values[field.name] = field.default === true;
    else if (field.shared) values[field.name] = sharedStartValue(field);
    else if (typeof field.default === 'string') values[field.name] = field.default;
    else if (field.type === 'segmented' && field.options?.[0] !== undefined) values[field.name] = field.options[0];
    else values[field.name] = '';
  }
  return values;
}

export interface Prefill {
  /** Field values taken from the address. */
  values: FormValues;
  /** Fields that are shown in the summary instead of as editable fields ("lockedWhenPrefilled"). */
  locked: string[];
  /** Other values from the address that the form sends (plan, entity type, state…), in address order. */
  extras: Extra[];
}

/** Reads `?service=…&plan=…&entityType=…` for a form with "prefillFromQuery". */
export function prefillFromQuery(block: Pick<FormBlock, 'fields' | 'form' | 'summary'>, search: string): Prefill {
  const params = new URLSearchParams(search);
  const fields = new Map(block.fields.map((f) => [f.name, f]));
  const accepts = extraTarget(block.form);
  const result: Prefill = { values: {}, locked: [], extras: [] };
  const seen = new Set<string>();
  for (const [name, raw] of params) {
    if (seen.has(name)) continue; // the first value of a repeated parameter wins
    seen.add(name);
    const field = fields.get(name);
    if (field) {
      const value = valueFromQuery(field, raw);
      if (value === undefined || value === '') continue;
      result.values[name] = value;
      if (field.lockedWhenPrefilled) result.locked.push(name);
      continue;
    }
    const trimmed = raw.trim().slice(0, MAX_EXTRA_LENGTH);
    const value = block.summary?.uppercase?.includes(name) ? trimmed.toUpperCase() : trimmed;
    if (!value || !NAME_PATTERN.test(name) || IGNORED_PARAMS.has(name) || name === HONEYPOT_FIELD || !accepts(name)) continue;
    if (result.extras.length < MAX_EXTRAS) result.extras.push({ name, value });
  }
  return result;
}

/** Whether a sending form can carry an address value that is not one of its fields, and where. */
function extraTarget(form: FormName | undefined): (name: string) => boolean {
  if (!form) return () => false;
  const properties = formTitles[form].properties ?? {};
  const hasSelections = 'selections' in properties;
  return (name) => (name in properties && name !== 'selections') || hasSelections;
}

/** "entityType" → "Entity type"; "pan" → "Pan" (give nicer names in the block's summary labels). */
export function humanize(name: string): string {
  const words = name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function text(value: string | boolean | undefined): string {
  if (value === true) return CHECKED_VALUE;
  if (value === false || value === undefined) return '';
  return value.trim();
}

/**
 * The JSON body a sending form posts: each filled field (trimmed, transformed); empty fields are left
 * out; address values go to the property of the same name or into "selections"; the spam-trap field
 * only when something filled it.
 */
export function buildPayload(block: Pick<FormBlock, 'fields' | 'form'>, values: FormValues, extras: Extra[] = [], honeypot = ''): Record<string, unknown> {
  const properties = block.form ? (formTitles[block.form].properties ?? {}) : {};
  const payload: Record<string, unknown> = {};
  for (const field of block.fields) {
    const value = transformValue(field, text(values[field.name]));
    if (value !== '') payload[field.name] = value;
  }
  const selections: Record<string, string> = {};
  for (const { name, value } of extras) {
    if (name in payload) continue;
    if (name in properties && name !== 'selections') payload[name] = value;
    else if ('selections' in properties) selections[name] = value;
  }
  if (Object.keys(selections).length > 0) payload.selections = selections;
  if (honeypot !== '') payload[HONEYPOT_FIELD] = honeypot;
  return payload;
}

/**
 * The address an enquiry form opens — the same one the browser builds without JavaScript:
 * /enquiry?service=…&plan=…&<field>=<value>… (empty fields and unticked boxes left out).
 */
export function enquiryUrl(block: Pick<FormBlock, 'fields' | 'action'>, values: FormValues): string {
  const params = new URLSearchParams();
  if (block.action?.type === 'enquire') {
    params.set('service', block.action.service);
    if (block.action.plan) params.set('plan', block.action.plan);
  }
  for (const field of block.fields) {
    const value = transformValue(field, text(values[field.name]));
    if (value !== '') params.append(field.name, value);
  }
  return `${ENQUIRY_PATH}?${params.toString()}`;
}

/** What the message about a field calls it: the schema's title for sending forms (as the server does), else its label. */
export function fieldTitle(block: Pick<FormBlock, 'form'>, field: Pick<FormBlockField, 'name' | 'label'>, words?: MessageWords): string {
  return (block.form && (words?.fields?.[field.name] ?? formTitles[block.form].properties?.[field.name]?.title)) || field.label;
}

const SIMPLE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Plain-words problems, one per field name (`_form` and "selections.x" for problems not tied to a
 * visible field). Empty when the form may be sent.
 */
export function validateValues(block: Pick<FormBlock, 'fields' | 'form'>, values: FormValues, extras: Extra[] = [], words?: MessageWords): Record<string, string> {
  const errors: Record<string, string> = {};
  if (block.form) {
    const validate = formValidators[block.form];
    if (!validate(buildPayload(block, values, extras))) Object.assign(errors, fieldErrors(formTitles[block.form], validate.errors ?? [], words));
  } else {
    for (const field of block.fields) {
      const value = text(values[field.name]);
      if (field.type === 'email' && value !== '' && !SIMPLE_EMAIL.test(value)) errors[field.name] = messageIn(words, 'emailAddress');
    }
  }
  // A field marked required in the block must be filled even where the inbox would accept it empty.
  for (const field of block.fields) {
    if (field.required && text(values[field.name]) === '') errors[field.name] = messageIn(words, 'required', { field: fieldTitle(block, field, words) });
  }
  return errors;
}

export { FORM_LEVEL };
