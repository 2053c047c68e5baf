// Where forms send their requests, decided at build time: site.json "apiHost" ("" = this site's own server), which the
// SITE_API_HOST environment variable overrides (e.g. an API on another host).

const API_HOST = /^(https?:\/\/[^/\s]+)?$/;

/** The API host to build with; throws a plain message when SITE_API_HOST is not a scheme and host. */
export function resolveApiHost(configured: string, override: string | undefined = process.env.SITE_API_HOST): string {
  if (override === undefined) return configured;
  const value = override.trim().replace(/\/+$/, '');
  if (!API_HOST.test(value)) {
    throw new Error(`SITE_API_HOST must be empty (this site's own server) or a scheme and host such as https://api.example.in, without a path (got "${override}").`);
  }
  return value;
}
