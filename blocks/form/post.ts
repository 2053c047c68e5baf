// The definition's readPost: a form-encoded post (a form sent without JavaScript) read into exactly
// the JSON the browser would have sent for the same answers (values.ts buildPayload), with the
// browser's own checks and messages. Used by the server's render bundle (scripts/ssr/form-pages.tsx).
import type { FormBlock } from '../../engine/generated/config.ts';
import type { ReadPost } from '../../engine/block-api.tsx';
import type { MessageWords } from '../../engine/form-errors.ts';
import { HONEYPOT_FIELD, LANGUAGE_FIELD, ORIGIN_FIELD } from '../../engine/forms.ts';
import { CHECKED_VALUE, buildPayload, prefillFromQuery, transformValue, validateValues, type FormValues } from './values.ts';

export function readFormPost(block: FormBlock, entries: [string, string][], words?: MessageWords): ReadPost {
  const first = new Map<string, string>();
  for (const [name, value] of entries) if (!first.has(name)) first.set(name, value);
  const fields = new Set(block.fields.map((f) => f.name));
  const values: FormValues = {};
  for (const field of block.fields) {
    if (field.type === 'checkbox') values[field.name] = first.get(field.name) === CHECKED_VALUE;
    else values[field.name] = transformValue(field, first.get(field.name) ?? '');
  }
  const own = entries.filter(([name]) => name !== ORIGIN_FIELD && name !== HONEYPOT_FIELD && name !== LANGUAGE_FIELD);
  // Anything else the form carried (the enquiry summary's hidden choices) is read like the address it came from.
  const extras = block.prefillFromQuery ? prefillFromQuery(block, new URLSearchParams(own.filter(([name]) => !fields.has(name))).toString()).extras : [];
  // What the summary showed (fixed fields and carried choices), to show it again.
  const summary = new URLSearchParams(own.filter(([name]) => !fields.has(name) || block.fields.some((f) => f.name === name && f.lockedWhenPrefilled)));
  return {
    payload: buildPayload(block, values, extras, first.get(HONEYPOT_FIELD) ?? ''),
    values,
    query: block.prefillFromQuery && [...summary].length > 0 ? `?${summary}` : '',
    problems: validateValues(block, values, extras, words),
  };
}
