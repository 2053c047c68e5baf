// Turns JSON Schema validation errors (ajv's ErrorObject shape, from ajv at run time on the server
// or from standalone validators in the browser) into one plain-words message per field, using the
// titles written in the form's schema: { email: "Enter a valid e-mail address, like name@example.com" }.
// Framework-free and dependency-free so the server and the browser share it.

/** The parts of an ajv ErrorObject this needs. */
export interface SchemaError {
  keyword: string;
  instancePath: string;
  schemaPath: string;
  params: Record<string, unknown>;
}

type Schema = {
  title?: string;
  properties?: Record<string, Schema>;
  additionalProperties?: Schema | boolean;
  type?: string | string[];
  [key: string]: unknown;
};

/**
 * The messages' English, with {field} (the field's title), {limit}, {fields} ("e-mail address or phone
 * number") as the places filled in. The same keys are site-config/form-messages.json's "messages",
 * which a language's translation file translates (engine/form-words.ts; tests keep the two equal).
 */
export const DEFAULT_MESSAGES = {
  required: '{field} is required',
  notAField: '“{field}” is not a field of this form',
  emailAddress: 'Enter a valid e-mail address, like name@example.com',
  format: '{field} is not in the expected format',
  minLength: '{field} must be at least {limit} characters',
  maxLength: '{field} must be at most {limit} characters',
  text: '{field} must be text',
  wrongKind: '{field} has the wrong kind of value',
  maxEntries: '{field} can have at most {limit} entries',
  propertyNames: '{field} has a name that is not allowed (use letters and digits only)',
  notValid: '{field} is not valid',
  alternatives: 'Enter your {fields}',
  or: 'or',
  notObject: 'The form must be sent as a JSON object',
} as const;

export type FieldMessageKey = keyof typeof DEFAULT_MESSAGES;

/** The words a message is made of in one language: templates by key, and field titles by field name (schema titles when absent). */
export interface MessageWords {
  messages?: Partial<Record<string, string>>;
  fields?: Partial<Record<string, string>>;
}

/** `template` with each {name} replaced by values[name] (unknown names stay as written). */
export function fillMessage(template: string, values: Record<string, string | number> = {}): string {
  return template.replace(/\{([a-zA-Z]+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/** The message `key` in `words` (English when it has none), filled in. */
export function messageIn(words: MessageWords | undefined, key: string, values?: Record<string, string | number>): string {
  const template = words?.messages?.[key] ?? (DEFAULT_MESSAGES as Record<string, string>)[key] ?? key;
  return fillMessage(template, values);
}

export const EMAIL_MESSAGE = DEFAULT_MESSAGES.emailAddress;
/** Field key for errors about the form as a whole (e.g. the body is not an object). */
export const FORM_LEVEL = '_form';

// When one field has several problems, the first of these wins.
const PRIORITY = ['required', 'additionalProperties', 'propertyNames', 'alternatives', 'format', 'minLength', 'pattern', 'maxLength', 'type', 'maxProperties', 'enum', 'const'];

/** One message per field, keyed by the field's name ("email") or dotted path ("selections.state"). */
export function fieldErrors(schema: Schema, errors: readonly SchemaError[], words?: MessageWords): Record<string, string> {
  const say = (key: FieldMessageKey, values?: Record<string, string | number>) => messageIn(words, key, values);
  const titleOf = (s: Schema, field: string) => words?.fields?.[lastSegment(field)] ?? schemaTitleOf(s, field);
  const found = new Map<string, { rank: number; message: string }>();
  const put = (field: string, kind: string, message: string) => {
    const rank = PRIORITY.includes(kind) ? PRIORITY.indexOf(kind) : PRIORITY.length;
    const current = found.get(field);
    if (!current || rank < current.rank) found.set(field, { rank, message });
  };

  // Problems inside the form's top-level "anyOf" (give an e-mail address or a phone number): one
  // shared message for every field named in the alternatives, instead of each branch's complaint.
  const alternatives = errors.filter((e) => e.schemaPath.startsWith('#/anyOf/'));
  if (alternatives.length > 0) {
    const names = [...new Set(alternatives.map((e) => fieldOf(e)).filter((f) => f !== FORM_LEVEL))];
    // Lower-cased in the middle of a sentence (a no-op in scripts without capitals).
    const labels = names.map((n) => lowerFirst(titleOf(schema, n)));
    for (const name of names) put(name, 'alternatives', say('alternatives', { fields: labels.join(` ${say('or')} `) }));
  }

  for (const error of errors) {
    if (error.schemaPath.startsWith('#/anyOf/') || error.keyword === 'anyOf' || error.keyword === 'oneOf') continue;
    const field = fieldOf(error);
    const title = titleOf(schema, field);
    const limit = Number(error.params.limit);
    switch (error.keyword) {
      case 'required':
        put(field, 'required', say('required', { field: title }));
        break;
      case 'additionalProperties':
        put(field, 'additionalProperties', say('notAField', { field: lastSegment(field) }));
        break;
      case 'format':
        put(field, 'format', error.params.format === 'email' ? say('emailAddress') : say('format', { field: title }));
        break;
      case 'minLength':
        put(field, 'minLength', limit <= 1 ? say('required', { field: title }) : say('minLength', { field: title, limit }));
        break;
      case 'pattern':
        // "\S" is how the schemas say "not only spaces" on required text.
        put(field, 'pattern', error.params.pattern === '\\S' ? say('required', { field: title }) : say('format', { field: title }));
        break;
      case 'maxLength':
        put(field, 'maxLength', say('maxLength', { field: title, limit }));
        break;
      case 'type':
        if (field === FORM_LEVEL) put(field, 'type', say('notObject'));
        else put(field, 'type', error.params.type === 'string' ? say('text', { field: title }) : say('wrongKind', { field: title }));
        break;
      case 'maxProperties':
        put(field, 'maxProperties', say('maxEntries', { field: title, limit }));
        break;
      case 'propertyNames':
        put(field, 'propertyNames', say('propertyNames', { field: title }));
        break;
      default:
        put(field, error.keyword, say('notValid', { field: title }));
    }
  }
  return Object.fromEntries([...found].map(([field, { message }]) => [field, message]));
}

/** "/selections/state" → "selections.state"; a missing or unknown property names the field itself. */
function fieldOf(error: SchemaError): string {
  const segments = error.instancePath
    .split('/')
    .slice(1)
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
  const extra = error.params.missingProperty ?? error.params.additionalProperty;
  if (typeof extra === 'string') segments.push(extra);
  return segments.length === 0 ? FORM_LEVEL : segments.join('.');
}

/** The schema title of a (possibly nested) field, falling back to its name. */
function schemaTitleOf(schema: Schema, field: string): string {
  let node: Schema | undefined = schema;
  for (const segment of field.split('.')) {
    const next: Schema | boolean | undefined = node?.properties?.[segment] ?? node?.additionalProperties;
    node = typeof next === 'object' ? next : undefined;
  }
  return node?.title ?? lastSegment(field);
}

function lastSegment(field: string) {
  return field.slice(field.lastIndexOf('.') + 1);
}

function lowerFirst(text: string) {
  return text.charAt(0).toLowerCase() + text.slice(1);
}
