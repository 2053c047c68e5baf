// Ajv's errors in the editor's words: what is wrong at a place of a config file, what it should be, an
// example, and a likely intended name ("did you mean") — one message per mistake (engine/config/validate.ts).
import type { ErrorObject } from 'ajv';
import type { SchemaObject } from './schema-files.ts';
import { lineColumn, offsetOf, offsetOfKey, type SourceFile } from './source.ts';
import { closest, didYouMean } from './suggest.ts';
import { resolveRef, schemaAt, schemaInFileAt, type JsonPath } from './places.ts';
import type { Problem } from './problems.ts';
function typeWords(type: unknown): string {
  const one = (t: string) =>
    ({
      string: 'text in double quotes',
      number: 'a number (digits only, no quotes or commas)',
      integer: 'a whole number (digits only, no quotes)',
      boolean: 'true or false (no quotes)',
      object: 'a group in { }',
      array: 'a list in [ ]',
      null: 'null',
    })[t] ?? t;
  return Array.isArray(type) ? type.map(one).join(' or ') : one(String(type));
}

function actualWords(value: unknown): string {
  if (typeof value === 'string') return `text ("${value.length > 30 ? value.slice(0, 30) + '…' : value}")`;
  if (Array.isArray(value)) return 'a list';
  if (value === null) return 'null';
  if (typeof value === 'object') return 'a group';
  return `${typeof value} (${String(value)})`;
}

function exampleFor(schema: SchemaObject | undefined): string {
  if (!schema) return '';
  const example = Array.isArray(schema.examples) ? schema.examples[0] : (schema.default ?? schema.const);
  if (example !== undefined) return `, for example ${JSON.stringify(example)}`;
  if (Array.isArray(schema.enum)) return ` (one of: ${schema.enum.map((e) => JSON.stringify(e)).join(', ')})`;
  return '';
}

export function describeAjvErrors(file: SourceFile, errors: ErrorObject[], schemas: Map<string, SchemaObject>, rootKey: string, placeOf: (path: JsonPath) => string): Problem[] {
  const out: Problem[] = [];
  const seen = new Set<string>();
  // With a discriminator, a bad "type" also fails every branch; report the type problem alone.
  const badTypePaths = errors.filter((e) => e.keyword === 'discriminator').map((e) => e.instancePath);
  // In an anyOf ("text, or a group with label and href"), each branch reports its own errors. Keep the
  // branch of the value's kind; if no branch has that kind, say which kinds are allowed (once).
  const anyOfPaths = new Set(errors.filter((e) => e.keyword === 'anyOf').map((e) => e.instancePath));
  const fromOtherKindBranch = (e: ErrorObject) => e.keyword === 'type' && anyOfPaths.has(e.instancePath);
  for (const error of errors) {
    if (error.keyword === 'oneOf' || error.keyword === 'if' || fromOtherKindBranch(error)) continue;
    if (error.keyword === 'anyOf' && errors.some((e) => e !== error && !fromOtherKindBranch(e) && e.keyword !== 'anyOf' && e.instancePath.startsWith(error.instancePath))) continue;
    if (error.keyword !== 'discriminator' && badTypePaths.some((p) => error.instancePath.startsWith(p) && error.instancePath !== p)) continue;
    const path: JsonPath = error.instancePath
      .split('/')
      .slice(1)
      .map((seg) => seg.replace(/~1/g, '/').replace(/~0/g, '~'))
      .map((seg) => (/^\d+$/.test(seg) ? Number(seg) : seg));
    const value = path.reduce<unknown>((v, seg) => (v as Record<string | number, unknown> | undefined)?.[seg], file.data);
    const last = path[path.length - 1];
    const name = typeof last === 'string' ? last : 'this item';
    const parentPath = typeof last === 'string' ? path.slice(0, -1) : path;
    const fieldSchema = schemaAt(schemas, rootKey, file.data, path);
    let offset = offsetOf(file, path);
    let place = placeOf(parentPath);
    let message: string;
    let finding: Problem['what'];
    let faultPath = path;
    switch (error.keyword) {
      case 'required': {
        const missing = (error.params as { missingProperty: string }).missingProperty;
        const missingSchema = schemaAt(schemas, rootKey, file.data, [...path, missing]);
        place = placeOf(path);
        // A misspelt name is reported once, as "unknown property … did you mean", not also as missing.
        const extras = Object.keys((value as object | undefined) ?? {});
        if (extras.some((k) => k !== missing && closest(k, [missing]) === missing)) continue;
        const what = missingSchema?.description ? ` (${lowerFirst(String(missingSchema.description)).replace(/\.$/, '')})` : '';
        message = `${missing} is missing — add "${missing}"${what}${exampleFor(missingSchema)}`;
        faultPath = [...path, missing];
        finding = { key: 'missing', values: { example: exampleValue(missingSchema) } };
        break;
      }
      case 'additionalProperties': {
        const extra = (error.params as { additionalProperty: string }).additionalProperty;
        const objectSchema = schemaAt(schemas, rootKey, file.data, path);
        const allowed = Object.keys((objectSchema?.properties as object | undefined) ?? {}).filter((k) => k !== '$schema');
        offset = offsetOfKey(file, path, extra);
        place = placeOf(path);
        const suggestion = closest(extra, allowed);
        message = suggestion ? `unknown property "${extra}" — did you mean "${suggestion}"?` : `unknown property "${extra}" — remove it; allowed here: ${allowed.join(', ')}`;
        finding = { key: 'unknown', values: { name: extra } };
        break;
      }
      case 'discriminator': {
        const params = error.params as { error: string; tag: string; tagValue: unknown };
        // A page's sections, or another list of parts told apart by "type" (the text of an update: paragraph, heading, …).
        const kinds = kindsAt(schemaInFileAt(schemas, rootKey, file.data, path), schemas);
        const types = kinds ?? blockTypes(schemas);
        const what = kinds ? `kind of ${String(fieldSchema?.title ?? 'part').toLowerCase()}` : 'block type';
        place = placeOf(path);
        if (params.error === 'mapping' && typeof params.tagValue === 'string') {
          offset = offsetOf(file, [...path, 'type']);
          message = `unknown ${what} "${params.tagValue}"${didYouMean(params.tagValue, types)}${closest(params.tagValue, types) ? '' : ` — known types: ${types.join(', ')}`}`;
        } else {
          message = kinds
            ? `"type" is missing or not text — every ${String(fieldSchema?.title ?? 'part').toLowerCase()} needs "type", one of: ${types.join(', ')}`
            : `"type" is missing or not text — every section needs "type", one of: ${types.join(', ')}`;
        }
        break;
      }
      case 'type': {
        const expected = (error.params as { type: unknown }).type;
        let hint = '';
        if ((expected === 'number' || expected === 'integer') && typeof value === 'string' && /^[₹\s\d,.]+$/.test(value.trim())) {
          hint = ` — write it without quotes or commas: ${value.replace(/[₹\s,]/g, '')}`;
        }
        message = `${name} must be ${typeWords(expected)}, but it is ${actualWords(value)}${hint}`;
        finding = { key: 'type', values: { expected, value, example: exampleValue(fieldSchema) } };
        break;
      }
      case 'enum': {
        const allowed = (error.params as { allowedValues: unknown[] }).allowedValues.map(String);
        message = `${name} is "${String(value)}", which is not one of the choices${typeof value === 'string' ? didYouMean(value, allowed) : ''} — use one of: ${allowed.join(', ')}`;
        finding = { key: 'choice', values: { value, allowed } };
        break;
      }
      case 'const':
        message = `${name} must be ${JSON.stringify((error.params as { allowedValue: unknown }).allowedValue)}`;
        break;
      case 'format': {
        const format = (error.params as { format: string }).format;
        const how = (
          { email: ['e-mail address', 'write it like name@example.com'], uri: ['web address', 'write the full address, starting with https://'] } as Record<
            string,
            [string, string]
          >
        )[format] ?? [format, 'check how it is written'];
        message = `${name} "${String(value)}" is not a valid ${how[0]} — ${how[1]}`;
        break;
      }
      case 'pattern': {
        const pattern = (error.params as { pattern: string }).pattern;
        const words = PATTERN_WORDS[pattern];
        const rule = words ? ` — ${words}` : fieldSchema?.description ? ` — ${lowerFirst(String(fieldSchema.description))}` : '';
        message = `${name} "${String(value)}" is not written the right way${rule}`;
        break;
      }
      case 'minLength':
        message = `${name} is empty — write some text${exampleFor(fieldSchema)}`;
        finding = { key: 'empty', values: { example: exampleValue(fieldSchema) } };
        break;
      case 'minItems': {
        const limit = (error.params as { limit: number }).limit;
        message = `${name} needs at least ${limit} ${limit === 1 ? 'entry' : 'entries'}`;
        break;
      }
      case 'uniqueItems': {
        const { i, j } = error.params as { i: number; j: number };
        offset = offsetOf(file, [...path, i]);
        message = `entries ${j + 1} and ${i + 1} of ${name} are the same — remove one`;
        break;
      }
      case 'minimum':
      case 'maximum':
      case 'exclusiveMinimum': {
        const { limit } = error.params as { limit: number };
        const bound = { minimum: `at least ${limit}`, maximum: `at most ${limit}`, exclusiveMinimum: `more than ${limit}` }[error.keyword];
        const rule = fieldSchema?.description ? ` — ${lowerFirst(String(fieldSchema.description))}` : '';
        message = `${name} is ${String(value)}, but it must be ${bound}${rule}`;
        break;
      }
      case 'anyOf': {
        const kinds = ((fieldSchema?.anyOf as SchemaObject[] | undefined) ?? []).map((b) => resolveRef(b, rootKey, schemas).schema.type).filter(Boolean);
        message = `${name} must be ${kinds.map(typeWords).join(' or ') || 'one of the allowed forms'}, but it is ${actualWords(value)}`;
        break;
      }
      default:
        message = `${name} ${error.message ?? 'is not valid'}`;
    }
    const { line, column } = lineColumn(file.text, offset);
    const key = `${line}:${column}:${message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push({ severity: 'error', file: file.path, line, column, place, message, path: faultPath, ...(finding ? { what: finding } : {}) });
  }
  return out;
}

function exampleValue(schema: SchemaObject | undefined): unknown {
  return Array.isArray(schema?.examples) ? schema.examples[0] : schema?.default;
}

/**
 * The rule of a pattern in an editor's words, for the patterns that keep addresses safe (a link or a
 * picture that could run a script is refused with these words, not a regular expression).
 */
const PATTERN_WORDS: Record<string, string> = {
  '^(/|https?://|mailto:|tel:|#)':
    'a link must start with / (a page of this site), https:// (another website), mailto: (an e-mail address), tel: (a phone number) or # (a section of this page); javascript: and data: addresses are not allowed',
  '^https://': 'the address must start with https://; javascript: and data: addresses are not allowed',
  '^/': 'the address must be a page of this site, starting with /',
  '^\\+[0-9][0-9 -]{6,18}[0-9]$': 'a phone number is + and the country code, then digits, with spaces or hyphens between them — for example +91 44 4000 1234',
  '^https?://': 'the address must start with https://',
  '^[a-z0-9][a-z0-9._/-]*\\.(jpe?g|png|webp|avif)$':
    'a picture is a file name inside site-config/images/, in small letters, digits, hyphens and /, ending in .jpg, .png, .webp or .avif (for example team/priya-sharma.jpg)',
};

function lowerFirst(s: string) {
  return s.charAt(0).toLowerCase() + s.slice(1);
}

/** The "type" values of a list of parts other than a page's sections (its branches' constants), or undefined for sections. */
function kindsAt(at: { schema: SchemaObject; fileKey: string } | undefined, schemas: Map<string, SchemaObject>): string[] | undefined {
  const branches = at?.schema.oneOf as SchemaObject[] | undefined;
  if (!at || !branches || branches.some((b) => typeof b.$ref === 'string' && (b.$ref as string).includes('blocks/'))) return undefined;
  return branches.map((b) => (resolveRef(b, at.fileKey, schemas).schema.properties as Record<string, SchemaObject> | undefined)?.type?.const as string).filter(Boolean);
}

function blockTypes(schemas: Map<string, SchemaObject>): string[] {
  return [...schemas.entries()]
    .filter(([key]) => key.startsWith('blocks/'))
    .map(([, s]) => (s.properties as Record<string, SchemaObject>).type?.const as string)
    .filter(Boolean)
    .sort();
}
