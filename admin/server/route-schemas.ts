// What every admin route declares about what it takes, as JSON Schema in its route options (Fastify
// validates it with ajv before the handler runs): its params, its query and its body, with limits on
// lengths and counts (and, for every body, on depth: admin/server/input.ts `tooDeep`, in the plugin).
// The schema is the outer limit; a route's Reader (input.ts) still words each field's problem the way
// its screen names the field. The plugin refuses at start a route that changes something without a
// body schema, or names a part of its address without a params schema (plugin.ts, onRoute).
//
// Types stay loose where a Reader checks them: Fastify's ajv coerces types ("true" → true), which must
// never decide a confirmation or a role.

type Schema = Record<string, unknown>;

/** A text of at most `max` characters (any other type is left to the route's Reader). */
export const text = (max: number): Schema => ({ maxLength: max });
/** A list of at most `max` items of `items`. */
export const list = (max: number, items: Schema = {}): Schema => ({ maxItems: max, items });

/** The address's named parts: each a short text (an id, a name; Fastify's own limit is 100 characters). */
export function params(...names: string[]) {
  return {
    type: 'object',
    properties: Object.fromEntries(names.map((name) => [name, { type: 'string', minLength: 1, maxLength: 100 }])),
    required: names,
  };
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
  return { properties, additionalProperties: false };
}

/** A body the route takes nothing from (the address says it all). */
export const noBody = { maxProperties: 0 } as const;

/** A route as Fastify's onRoute hook gives it: enough to tell what it leaves undeclared. */
export interface RouteShape {
  method: string | string[];
  url: string;
  schema?: { body?: unknown; params?: unknown; querystring?: unknown };
  config?: { uploads?: boolean; anyBody?: boolean };
}

/**
 * What a route takes without declaring it: a body when it changes something (but an upload's bytes, or the
 * push hook's payload from a git host), the address's named parts, an API's query. The plugin refuses to
 * start with such a route.
 */
export function undeclared(route: RouteShape): ('body' | 'params' | 'querystring')[] {
  const methods = [route.method].flat();
  const schema = route.schema ?? {};
  const missing: ('body' | 'params' | 'querystring')[] = [];
  if (methods.some((m) => m !== 'GET' && m !== 'HEAD') && !schema.body && !route.config?.uploads && !route.config?.anyBody) missing.push('body');
  if (route.url.includes(':') && !schema.params) missing.push('params');
  if (methods.includes('GET') && route.url.startsWith('/admin/api/') && !schema.querystring) missing.push('querystring');
  return missing;
}
