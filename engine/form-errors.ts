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

export const EMAIL_MESSAGE = 'Enter a valid e-mail address, like name@example.com';
/** Field key for errors about the form as a whole (e.g. the body is not an object). */
export const FORM_LEVEL = '_form';

// When one field has several problems, the first of these wins.
const PRIORITY = ['required', 'additionalProperties', 'propertyNames', 'alternatives', 'format', 'minLength', 'pattern', 'maxLength', 'type', 'maxProperties', 'enum', 'const'];

/** One message per field, keyed by the field's name ("email") or dotted path ("selections.state"). */
export function fieldErrors(schema: Schema, errors: readonly SchemaError[]): Record<string, string> {
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
    const labels = names.map((n) => lowerFirst(titleOf(schema, n)));
    for (const name of names) put(name, 'alternatives', `Enter your ${labels.join(' or ')}`);
  }

  for (const error of errors) {
    if (error.schemaPath.startsWith('#/anyOf/') || error.keyword === 'anyOf' || error.keyword === 'oneOf') continue;
    const field = fieldOf(error);
    const title = titleOf(schema, field);
    const limit = Number(error.params.limit);
    switch (error.keyword) {
      case 'required':
        put(field, 'required', `${title} is required`);
        break;
      case 'additionalProperties':
        put(field, 'additionalProperties', `“${lastSegment(field)}” is not a field of this form`);
        break;
      case 'format':
        put(field, 'format', error.params.format === 'email' ? EMAIL_MESSAGE : `${title} is not in the expected format`);
        break;
      case 'minLength':
        put(field, 'minLength', limit <= 1 ? `${title} is required` : `${title} must be at least ${limit} characters`);
        break;
      case 'pattern':
        // "\S" is how the schemas say "not only spaces" on required text.
        put(field, 'pattern', error.params.pattern === '\\S' ? `${title} is required` : `${title} is not in the expected format`);
        break;
      case 'maxLength':
        put(field, 'maxLength', `${title} must be at most ${limit} characters`);
        break;
      case 'type':
        if (field === FORM_LEVEL) put(field, 'type', 'The form must be sent as a JSON object');
        else put(field, 'type', error.params.type === 'string' ? `${title} must be text` : `${title} has the wrong kind of value`);
        break;
      case 'maxProperties':
        put(field, 'maxProperties', `${title} can have at most ${limit} entries`);
        break;
      case 'propertyNames':
        put(field, 'propertyNames', `${title} has a name that is not allowed (use letters and digits only)`);
        break;
      default:
        put(field, error.keyword, `${title} is not valid`);
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
function titleOf(schema: Schema, field: string): string {
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
