// What every admin route declares about what it takes, as JSON Schema in its route options (Fastify
// validates it with ajv before the handler runs): its params, its query and its body, with limits on
// lengths and counts (and, for every body, on depth: admin/server/input.ts `tooDeep`, in the plugin).
// The schema is the outer limit; a route's Reader (input.ts) still words each field's problem the way
// its screen names the field. The plugin refuses at start a route that changes something without a
// body schema, or names a part of its address without a params schema (plugin.ts, onRoute).
//
// Types stay loose where a Reader checks them: Fastify's ajv coerces types ("true" → true), which must
// never decide a confirmation or a role.

import type { FastifyInstance } from 'fastify';
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';

type Schema = Record<string, unknown>;

/**
 * The app whose routes read their types from their schemas (json-schema-to-ts, through Fastify's type
 * provider): `request.params` of a route declared with `params('id')` is `{ id: string }`, so no handler
 * restates what its schema says. The body and query stay `unknown` where their schemas leave the types to
 * the route's Reader.
 */
export const typed = (app: FastifyInstance) => app.withTypeProvider<JsonSchemaToTsProvider>();

/**
 * One value of at most `max` characters: a text (or a number, true or false: the route's Reader words what
 * it must be), never a list or an object, whose size nothing would bound (`?page=1&page=2` is a list).
 */
export const text = (max: number): Schema => ({ maxLength: max, maxItems: 0, maxProperties: 0 });
/** A list of at most `max` items of `items` (one value alone is taken as a list of one). */
export const list = (max: number, items: Schema = text(1000)): Schema => ({ type: 'array', maxItems: max, items });
/** A yes/no the route's Reader checks as the JSON value true (no coercion: "true" must never confirm). */
export const flag = text(10);

/** One named part of an address. */
const PARAM = { type: 'string', minLength: 1, maxLength: 100 } as const;

/**
 * The address's named parts: each a short text (an id, a name; Fastify's own limit is 100 characters).
 * Typed as it is written, so a route's `request.params` is `{ id: string }` from this schema alone (`typed`).
 */
export function params<const Name extends string>(...names: Name[]) {
  return {
    type: 'object',
    properties: Object.fromEntries(names.map((name) => [name, PARAM])) as { [N in Name]: typeof PARAM },
    required: names,
    additionalProperties: false,
  } as const;
}

/** A query of these fields and no others (others are dropped). */
export function query(properties: Record<string, Schema>) {
  return { type: 'object', properties, additionalProperties: false };
}

/**
 * A JSON body of these fields at most (others are dropped). No `type`: a missing body is the route's
 * Reader's to word ("Note is required."), as is each field's type.
 */
export function body(properties: Record<string, Schema>) {
  return { properties, additionalProperties: false, maxLength: 0, maxItems: 0 };
}

/**
 * The query of a page of the app: the app reads its own address (the inbox's filters, ?next=, ?page=), so
 * the server takes any few short fields and uses none.
 */
export const pageQuery = { type: 'object', maxProperties: 30, additionalProperties: text(2000) } as const;

/** A body the route takes nothing from (the address says it all). */
export const noBody = { maxProperties: 0, maxItems: 0, maxLength: 0 } as const;

/** A route as Fastify's onRoute hook gives it: enough to tell what it leaves undeclared. */
export interface RouteShape {
  method: string | string[];
  url: string;
  schema?: { body?: unknown; params?: unknown; querystring?: unknown };
  config?: { uploads?: boolean; anyBody?: boolean };
}

const KINDS = ['string', 'array', 'object'] as const;

/**
 * The places in `schema` that take a value of unbounded size ("body.note: text without maxLength"): a text
 * without `maxLength` (or `enum`, `const`), a list without `maxItems`, an object without `maxProperties`
 * whose fields are not all declared and bounded. A schema without `type` admits every kind, so each must be
 * bounded. Numbers, true/false and null are bounded by the body's own size.
 */
export function unbounded(schema: unknown, at = ''): string[] {
  if (!schema || typeof schema !== 'object') return [`${at || 'schema'}: no schema`];
  const s = schema as Record<string, unknown>;
  if ('enum' in s || 'const' in s) return [];
  const types = s.type === undefined ? KINDS : [s.type].flat().filter((t): t is (typeof KINDS)[number] => (KINDS as readonly string[]).includes(String(t)));
  const problems: string[] = [];
  const where = at || 'the whole value';
  for (const kind of types) {
    if (kind === 'string' && s.maxLength === undefined) problems.push(`${where}: text without maxLength`);
    if (kind === 'array') {
      if (s.maxItems === undefined) problems.push(`${where}: list without maxItems`);
      else if (s.maxItems !== 0) problems.push(...unbounded(s.items ?? {}, `${at}[]`));
    }
    if (kind === 'object' && s.maxProperties !== 0) {
      const properties = (s.properties ?? {}) as Record<string, unknown>;
      for (const [name, property] of Object.entries(properties)) problems.push(...unbounded(property, at ? `${at}.${name}` : name));
      if (s.additionalProperties !== false && s.maxProperties === undefined) problems.push(`${where}: object without maxProperties or additionalProperties: false`);
      else if (s.additionalProperties !== false && s.additionalProperties !== undefined) problems.push(...unbounded(s.additionalProperties, `${at}.*`));
    }
  }
  return problems;
}

/** The unbounded places of each part a route declares (body, querystring, params). */
export function unboundedParts(route: RouteShape): string[] {
  const schema = route.schema ?? {};
  return (['body', 'querystring', 'params'] as const).flatMap((part) => (schema[part] === undefined ? [] : unbounded(schema[part]).map((p) => `${part} ${p}`)));
}

/**
 * What a route takes without declaring it: a body when it changes something (but an upload's bytes, or the
 * push hook's payload from a git host), the address's named parts, the query (a page's too). The plugin
 * refuses to start with such a route, or with one whose declared parts leave a size unbounded (`unbounded`).
 */
export function undeclared(route: RouteShape): ('body' | 'params' | 'querystring')[] {
  const methods = [route.method].flat();
  const schema = route.schema ?? {};
  const missing: ('body' | 'params' | 'querystring')[] = [];
  if (methods.some((m) => m !== 'GET' && m !== 'HEAD') && !schema.body && !route.config?.uploads && !route.config?.anyBody) missing.push('body');
  if (route.url.includes(':') && !schema.params) missing.push('params');
  if (methods.includes('GET') && !schema.querystring) missing.push('querystring');
  return missing;
}
