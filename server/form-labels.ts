// The words people see for a form and its fields — the titles in schemas/forms/<form>.schema.json —
// for the new-lead e-mail and the back office's lead view ("E-mail address", not "email").
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { FORM_NAMES, HONEYPOT_FIELD, formSchemaFile, type FormName } from '../engine/forms.ts';
import { SCHEMAS_DIR } from '../engine/form-schemas.ts';
import { CONTACT_WAYS, QUOTE_PATH } from '../engine/rules/quote.ts';
import type { LeadField } from './db/back-office.ts';

export interface FormLabels {
  /** "Service enquiry". */
  title: string;
  /** Field name → title, in the schema's order (the spam trap left out). */
  fields: Map<string, string>;
  /** Titles of the properties of object fields ("selections" of an enquiry). */
  nested: Map<string, string>;
}

let cache: Map<string, FormLabels> | undefined;

function load(): Map<string, FormLabels> {
  const map = new Map<string, FormLabels>();
  for (const form of FORM_NAMES) {
    const schema = JSON.parse(readFileSync(join(SCHEMAS_DIR, formSchemaFile(form)), 'utf8')) as {
      title?: string;
      properties?: Record<string, { title?: string }>;
    };
    const fields = new Map<string, string>();
    for (const [name, property] of Object.entries(schema.properties ?? {})) {
      if (name !== HONEYPOT_FIELD) fields.set(name, property.title ?? name);
    }
    map.set(form, { title: schema.title ?? form, fields, nested: new Map() });
  }
  return map;
}

/** The labels of a stored lead's form; an unknown form (from an older build) gets its own name. */
export function formLabels(form: string): FormLabels {
  cache ??= load();
  return cache.get(form) ?? { title: form, fields: new Map(), nested: new Map() };
}

/** A lead's fields as [label, text] pairs, in the form's order, then any field the schema does not name. */
export function labelledFields(form: string, payload: Record<string, unknown>): [string, string][] {
  const labels = formLabels(form);
  const names = [...labels.fields.keys()].filter((n) => n in payload).concat(Object.keys(payload).filter((n) => !labels.fields.has(n)));
  const out: [string, string][] = [];
  for (const name of names) {
    const value = payload[name];
    if (value === undefined || value === null || value === '') continue;
    if (typeof value === 'object' && !Array.isArray(value)) {
      for (const [key, inner] of Object.entries(value as Record<string, unknown>)) out.push([`${labels.fields.get(name) ?? name}: ${humanise(key)}`, String(inner)]);
    } else out.push([labels.fields.get(name) ?? name, typeof value === 'boolean' ? (value ? 'Yes' : 'No') : Array.isArray(value) ? value.join(', ') : String(value)]);
  }
  return out;
}

/** A field's stored value → the words the form showed for it ("call" → "A phone call", the quote form's own label). */
const VALUE_WORDS: Record<string, Record<string, Record<string, string>>> = {
  'quote-request': { contactBy: Object.fromEntries(CONTACT_WAYS) },
};

/**
 * A lead's fields as staff read them (the back office's lead view and export): labelledFields, with each
 * choice in the words the form showed ("Reach them by: A phone call"), and a quote's address
 * ("i=gst-registration.basic") as a link to the quote page — its services and plans by name are the
 * "Services" row the server wrote when the quote came in.
 */
export function leadFields(form: string, payload: Record<string, unknown>, publicUrl: string): LeadField[] {
  const labels = formLabels(form).fields;
  const words = VALUE_WORDS[form] ?? {};
  const byLabel = new Map(Object.entries(words).map(([name, values]) => [labels.get(name) ?? name, values]));
  const quoteLabel = form === 'quote-request' ? labels.get('quote') : undefined;
  return labelledFields(form, payload).map(([label, text]): LeadField => {
    if (label === quoteLabel) return ['Quote page', 'Open this quote on the site', `${publicUrl}${QUOTE_PATH}?${text}`];
    return [label, byLabel.get(label)?.[text] ?? text];
  });
}

/** "entityType" → "Entity type". */
export function humanise(name: string): string {
  const words = name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export const isFormName = (form: string): form is FormName => (FORM_NAMES as string[]).includes(form);
