// Reading what a request sends: every field checked, every problem answered as a 400 with a plain
// message per field ({ error: "validation", message, fields }) — never a 500, never a silent default.
import { EMAIL_ADDRESS } from '../../server/config.ts';
import { textProblem, textProblemMessage } from '../../engine/text-rules.ts';

export class InputError extends Error {
  constructor(
    readonly fields: Record<string, string>,
    message = 'Some fields are missing or not valid. Check them and try again.',
  ) {
    super(message);
    this.name = 'InputError';
  }
}

type Source = Record<string, unknown>;

/** Reads fields one by one, collecting problems; `done()` throws them all at once. */
export class Reader {
  private problems: Record<string, string> = {};
  private readonly source: Source;
  constructor(source: unknown) {
    this.source = source && typeof source === 'object' && !Array.isArray(source) ? (source as Source) : {};
  }
  /** A field as sent, unchecked (for a route that words it itself); undefined when the request sent no object. */
  value(field: string): unknown {
    return this.source[field];
  }
  private fail(field: string, message: string): undefined {
    this.problems[field] ??= message;
    return undefined;
  }
  /** Text, trimmed; `required` refuses empty. Control, bidi and invisible-only text is refused. */
  text(field: string, label: string, options: { required?: boolean; max?: number; multiline?: boolean } = {}): string | undefined {
    const raw = this.source[field];
    if (raw === undefined || raw === null || raw === '') return options.required ? this.fail(field, `${label} is required.`) : undefined;
    if (typeof raw !== 'string') return this.fail(field, `${label} must be text.`);
    const value = options.multiline ? raw.replace(/\r\n?/g, '\n').trim() : raw.trim();
    if (value === '') return options.required ? this.fail(field, `${label} is required.`) : undefined;
    const max = options.max ?? 200;
    if ([...value].length > max) return this.fail(field, `${label} must be at most ${max} characters.`);
    const problem = textProblem(value, { multiline: options.multiline ?? false });
    if (problem) return this.fail(field, `${textProblemMessage(label, problem)}.`);
    return value;
  }
  email(field: string, label = 'Email', options: { required?: boolean } = { required: true }): string | undefined {
    const value = this.text(field, label, { required: options.required, max: 254 });
    if (value === undefined) return undefined;
    if (!EMAIL_ADDRESS.test(value)) return this.fail(field, `${label} must be an e-mail address like name@example.com.`);
    return value.toLowerCase();
  }
  /** A password as typed: not trimmed, any characters. */
  password(field: string, label: string): string | undefined {
    const raw = this.source[field];
    if (raw === undefined || raw === null || raw === '') return this.fail(field, `${label} is required.`);
    if (typeof raw !== 'string') return this.fail(field, `${label} must be text.`);
    if (raw.length > 1024) return this.fail(field, `${label} is too long.`);
    return raw;
  }
  oneOf<T extends string>(field: string, label: string, values: readonly T[], options: { required?: boolean } = {}): T | undefined {
    const raw = this.source[field];
    if (raw === undefined || raw === null || raw === '') return options.required ? this.fail(field, `${label} is required.`) : undefined;
    if (typeof raw !== 'string' || !(values as readonly string[]).includes(raw)) return this.fail(field, `${label} must be one of: ${values.join(', ')}.`);
    return raw as T;
  }
  /** A calendar date YYYY-MM-DD. */
  date(field: string, label: string): string | undefined {
    const raw = this.source[field];
    if (raw === undefined || raw === null || raw === '') return undefined;
    if (
      typeof raw !== 'string' ||
      !/^\d{4}-\d{2}-\d{2}$/.test(raw) ||
      Number.isNaN(Date.parse(`${raw}T00:00:00Z`)) ||
      new Date(`${raw}T00:00:00Z`).toISOString().slice(0, 10) !== raw
    ) {
      return this.fail(field, `${label} must be a date like 2026-04-01.`);
    }
    return raw;
  }
  wholeNumber(field: string, label: string, min: number, max: number, fallback: number): number {
    const raw = this.source[field];
    if (raw === undefined || raw === null || raw === '') return fallback;
    const value = typeof raw === 'number' ? raw : typeof raw === 'string' && /^\d{1,9}$/.test(raw) ? Number(raw) : Number.NaN;
    if (!Number.isInteger(value) || value < min || value > max) {
      this.fail(field, `${label} must be a whole number from ${min} to ${max}.`);
      return fallback;
    }
    return value;
  }
  /** The six digits of an authenticator app (spaces allowed). */
  code(field: string): string | undefined {
    const raw = this.source[field];
    if (typeof raw !== 'string' || !/^\s*\d{3}\s?\d{3}\s*$/.test(raw)) return this.fail(field, 'Enter the 6-digit code from your authenticator app.');
    return raw.replace(/\s/g, '');
  }
  problem(field: string, message: string) {
    this.fail(field, message);
  }
  /** Throws every problem found so far as one InputError. */
  done() {
    if (Object.keys(this.problems).length > 0) throw new InputError(this.problems);
  }
}

/** No config file of the site nests deeper than this; a body that does is refused before it is read. */
export const MAX_JSON_DEPTH = 64;

/** True when `value` nests objects or arrays more than `max` levels deep (walked without recursion, so no depth overflows the stack). */
export function tooDeep(value: unknown, max: number): boolean {
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length) {
    const [item, depth] = stack.pop()!;
    if (item === null || typeof item !== 'object') continue;
    if (depth >= max) return true;
    for (const child of Array.isArray(item) ? item : Object.values(item)) if (child !== null && typeof child === 'object') stack.push([child, depth + 1]);
  }
  return false;
}

/** One error of a route's JSON Schema (Fastify's `error.validation`: ajv's errors). */
export interface SchemaError {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
  message?: string;
}

/**
 * A route schema's refusal as field messages in words: `messages` (the route's `config.messages`) gives
 * a field's own sentence; otherwise the sentence says what the field must be.
 */
export function schemaFields(errors: SchemaError[], messages: Record<string, string> = {}): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const error of errors) {
    const path = error.instancePath.replace(/^\//, '').split('/').filter(Boolean);
    const missing = error.keyword === 'required' ? String(error.params.missingProperty) : undefined;
    const field = missing ?? path[0] ?? (error.keyword === 'additionalProperties' ? String(error.params.additionalProperty) : 'body');
    if (fields[field]) continue;
    const { limit, type } = error.params as { limit?: number; type?: string };
    // The field as words: "recoveryCode" → "Recovery code" (a route's `config.messages` gives its screen's own sentence).
    const name = `${field[0]!.toUpperCase()}${field.slice(1).replace(/([a-z])([A-Z])/g, (_, a: string, b: string) => `${a} ${b.toLowerCase()}`)}`;
    const words: Record<string, string> = {
      required: `${name} is required.`,
      type: `${name} must be ${type === 'object' ? 'an object' : type === 'array' ? 'a list' : type === 'string' ? 'text' : (type ?? 'something else')}.`,
      maxLength: limit === 0 && field === 'body' ? 'Send the request as one JSON object of fields.' : `${name} must be at most ${limit} characters.`,
      minLength: `${name} must not be empty.`,
      // A list where one value belongs (`?page=1&page=2`, a body that is a list), or a longer list than allowed.
      maxItems:
        limit === 0
          ? field === 'body'
            ? 'Send the request as one JSON object of fields.'
            : `${name} must be given once, as one value (not a list).`
          : `${name} may list at most ${limit} items.`,
      minItems: `${name} must list at least ${limit} item${limit === 1 ? '' : 's'}.`,
      maxProperties:
        limit === 0 ? (field === 'body' ? 'This request takes no fields.' : `${name} must be one value (not an object).`) : `${name} may hold at most ${limit} entries.`,
      additionalProperties: `${name} is not expected here.`,
      pattern: `${name} is not in the expected form.`,
    };
    fields[field] = messages[field] ?? words[error.keyword] ?? `${name} is not valid.`;
  }
  return fields;
}

/** The 400 answer of a route whose JSON Schema refused the request. */
export function schemaRefusal(errors: SchemaError[], request: { routeOptions: { config: { messages?: Record<string, string> } } }) {
  const fields = schemaFields(errors, request.routeOptions.config.messages);
  const one = Object.values(fields);
  return { error: 'validation', message: one.length === 1 ? one[0]! : new InputError({}).message, fields };
}
