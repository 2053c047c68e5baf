import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { loadSchemaFiles, ROOT_DIR, SCHEMA_BASE_URI, type SchemaObject } from './schema-files.ts';
import { cachedValidators, type ConfigValidators, type SourceAjv } from './ajv-cache.ts';

export type { ConfigValidators } from './ajv-cache.ts';

/** The config's ajv options; part of the compiled validators' fingerprint (compiledSchemas). */
const OPTIONS = { allErrors: true, discriminator: true, strict: true, strictRequired: false, allowUnionTypes: true } as const;
/** Keywords ajv accepts and ignores. VS Code's "insert a filled-in section" snippets live in the block schemas; they are help, not rules. */
const IGNORED_KEYWORDS = ['defaultSnippets'];

/**
 * One ajv instance with every schema file registered under its file name, so relative $refs resolve.
 * `source`: ajv keeps each function's code, for its standalone module (ajv-cache.ts); the same checks.
 */
export function createConfigAjv(source = false) {
  const ajv = new Ajv2020({ ...OPTIONS, ...(source ? { code: { source: true } } : {}) });
  addFormats.default(ajv);
  for (const keyword of IGNORED_KEYWORDS) ajv.addKeyword(keyword);
  for (const [key, schema] of loadSchemaFiles()) ajv.addSchema(schema, SCHEMA_BASE_URI + key);
  return ajv;
}

/** Where processes keep the compiled validators (git-ignored, like the build's cache). */
export const VALIDATORS_CACHE_DIR = join(ROOT_DIR, '.cache/ajv');

/** What names a compiled validator: the schema files, ajv's and ajv-formats' versions and this file's options. */
const versionOf = (name: string) => (createRequire(import.meta.url)(`${name}/package.json`) as { version: string }).version;
const COMPILER = ['standalone-cjs-v1', versionOf('ajv'), versionOf('ajv-formats'), OPTIONS, IGNORED_KEYWORDS];

let kept: { fingerprint: string; schemas: Map<string, SchemaObject>; ajv: ConfigValidators } | undefined;

/**
 * The schema files as they are on disk now, with their compiled validators, kept for as long as no
 * schema file changes: compiling the schemas is most of a validation's CPU (0.9 s of 1 s for the site),
 * and a caller that validates again (a test, the back office, a translation check) gets the same rules.
 * Another process with the same schema files requires the code this one compiled (ajv-cache.ts).
 * A changed schema file (gen-types, new-block) gives new validators at the next call.
 */
export function compiledSchemas(): { schemas: Map<string, SchemaObject>; ajv: ConfigValidators } {
  const schemas = loadSchemaFiles();
  const fingerprint = createHash('sha256')
    .update(JSON.stringify([COMPILER, ...schemas]))
    .digest('hex');
  if (kept?.fingerprint !== fingerprint) {
    const uris = new Map([...schemas.keys()].map((key) => [key, SCHEMA_BASE_URI + key]));
    kept = { fingerprint, schemas, ajv: cachedValidators(VALIDATORS_CACHE_DIR, fingerprint, uris, (source) => createConfigAjv(source) as unknown as SourceAjv) };
  }
  return kept;
}
