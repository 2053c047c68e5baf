// Build-time checks of a form block that its JSON Schema cannot express, run by `npm run validate`
// through the block's definition: a sending form's fields must be fields its inbox accepts
// (schemas/forms/<form>.schema.json), what the inbox requires must be asked for and marked required,
// and choices must fit their options.
import type { FormBlock, FormBlockQuoteAction } from '../../engine/generated/config.ts';
import type { BlockCheckContext, BlockProblem } from '../../engine/block-api.tsx';
import { FORM_NAMES, HONEYPOT_FIELD, formSchemaFile } from '../../engine/forms.ts';
import { sharedStartValue } from './shared-selection.ts';

type SchemaLike = { properties?: Record<string, unknown>; required?: string[] };

export function checkFormBlock(block: FormBlock, { schemas }: BlockCheckContext): BlockProblem[] {
  const problems: BlockProblem[] = [];
  const error = (path: BlockProblem['path'], message: string) => problems.push({ severity: 'error', path, message });

  if (block.form && block.action) error(['action'], 'a form either sends its answers ("form") or starts an enquiry ("action") — remove one of the two');
  if (!block.form && !block.action) error([], 'say what the form does: add "form" (the inbox that receives the answers) or "action" (start an enquiry about a service)');

  const seen = new Map<string, number>();
  block.fields.forEach((field, i) => {
    const first = seen.get(field.name);
    if (first !== undefined) error(['fields', i, 'name'], `the field name "${field.name}" is already used by field ${first + 1} — each field needs its own name`);
    else seen.set(field.name, i);
    if (field.options && field.type !== 'select' && field.type !== 'segmented')
      error(['fields', i, 'options'], `"options" only applies to 'select' and 'segmented' fields — remove it or change the kind of field`);
    if (field.rows !== undefined && field.type !== 'textarea') error(['fields', i, 'rows'], `"rows" only applies to 'textarea' fields — remove it`);
    if (typeof field.default === 'boolean' && field.type !== 'checkbox')
      error(['fields', i, 'default'], 'true/false is a starting value for tick boxes only — write the starting text in quotes');
    if (field.options) {
      const startValue = field.shared ? sharedStartValue(field) : field.default;
      if (typeof startValue === 'string' && startValue !== '' && !field.options.includes(startValue)) {
        error(
          ['fields', i, field.default !== undefined ? 'default' : 'shared'],
          `the starting value "${startValue}" is not one of the choices (${field.options.join(', ')}) — add it to "options" or set "default" to one of them`,
        );
      }
    }
    if (block.action?.type === 'enquire' && (field.name === 'service' || field.name === 'plan'))
      error(['fields', i, 'name'], `"${field.name}" is filled in from the enquiry action — give this field another name`);
    if (field.name === HONEYPOT_FIELD) error(['fields', i, 'name'], `"${HONEYPOT_FIELD}" is reserved for the form's hidden spam trap — give this field another name`);
  });

  if (block.action?.type === 'quote') checkQuoteAction(block.action, block.fields, error);

  if (block.summary && !block.prefillFromQuery)
    problems.push({
      severity: 'warning',
      path: ['summary'],
      message: 'the summary lists values from the page address, so it shows only with "prefillFromQuery": true — add that or remove the summary',
    });

  if (block.form && FORM_NAMES.includes(block.form)) {
    if (!block.messages) error([], 'a form that sends its answers needs "messages" with the "success" and "failure" texts the visitor reads after sending');
    const schema = (schemas.get(formSchemaFile(block.form)) ?? {}) as SchemaLike;
    const accepted = Object.keys(schema.properties ?? {}).filter((name) => name !== HONEYPOT_FIELD && name !== 'selections');
    block.fields.forEach((field, i) => {
      if (field.name !== HONEYPOT_FIELD && !accepted.includes(field.name)) {
        error(['fields', i, 'name'], `the inbox "${block.form}" does not accept a field named "${field.name}" — use one of: ${accepted.join(', ')}`);
      }
    });
    for (const name of schema.required ?? []) {
      const i = block.fields.findIndex((f) => f.name === name);
      if (i === -1) error(['fields'], `the inbox "${block.form}" needs "${name}", but the form has no field with that name — add one`);
      else if (!block.fields[i]!.required)
        error(['fields', i], `the inbox "${block.form}" cannot accept the form without "${name}" — add "required": true to this field so visitors see it must be filled in`);
    }
  }
  return problems;
}

/** A form that starts a quote: its choice field offers exactly the choices it maps to services, and the state and name fields are text boxes of the form. */
function checkQuoteAction(action: FormBlockQuoteAction, fields: FormBlock['fields'], error: (path: BlockProblem['path'], message: string) => void) {
  const names = fields.map((f) => f.name).join(', ');
  const chooser = fields.find((f) => f.name === action.chooseBy);
  if (!chooser) error(['action', 'chooseBy'], `the form has no field named "${action.chooseBy}" — use one of: ${names}`);
  else if (chooser.type !== 'segmented' && chooser.type !== 'select')
    error(['action', 'chooseBy'], `"${action.chooseBy}" is a '${chooser.type}' field — the service is picked by a 'segmented' or 'select' field`);
  else {
    const options = chooser.options ?? [];
    action.services.forEach((s, i) => {
      if (!options.includes(s.option))
        error(['action', 'services', i, 'option'], `"${s.option}" is not a choice of "${action.chooseBy}" (${options.join(', ')}) — write it exactly as in the field's options`);
      else if (action.services.findIndex((o) => o.option === s.option) !== i) error(['action', 'services', i, 'option'], `"${s.option}" already has a service above — keep one`);
    });
    for (const option of options)
      if (!action.services.some((s) => s.option === option))
        error(['action', 'services'], `the choice "${option}" of "${action.chooseBy}" has no service — add { "option": "${option}", "service": … } so it can go into the quote`);
  }
  for (const key of ['stateField', 'nameField'] as const) {
    const name = action[key];
    if (name === undefined) continue;
    const field = fields.find((f) => f.name === name);
    if (!field) error(['action', key], `the form has no field named "${name}" — use one of: ${names}`);
    else if (field.type !== 'text') error(['action', key], `"${name}" is a '${field.type}' field — it must be a 'text' field the visitor types into`);
  }
}
