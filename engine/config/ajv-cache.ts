// The config's compiled validators kept on disk between processes: compiling the JSON Schemas with ajv
// was ≈ 0.9 s of every process that validates the site (each `npm run build`, each publish's
// `--release` build, each test worker), and the schemas change only when a developer edits them.
// ajv's standalone code (`ajv/dist/standalone`) is the same validation code ajv compiles in memory,
// written out as a module: generated once per schema fingerprint into .cache/ajv/, required by the next
// process instead of compiled. The functions are ajv's own, so their `errors` are the same objects.
import type { AnySchemaObject, ValidateFunction } from 'ajv';
import { createRequire } from 'node:module';
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** What the validator needs of ajv: the compiled function of a schema file, by its URI. */
export interface ConfigValidators {
  getSchema(uri: string): ValidateFunction | undefined;
}

/** The ajv the standalone code is generated from (with `code.source`) or, without it, one to validate with. */
export interface SourceAjv extends ConfigValidators {
  compile(schema: AnySchemaObject): ValidateFunction;
}

const nodeRequire = createRequire(import.meta.url);
/** Generated files kept beside the current one (other checkouts' schemas, a branch switched back to). */
const KEEP = 4;

/**
 * The validators of the schema files `uris` (schema file key → URI) whose contents hash to `fingerprint`:
 * required from `<dir>/<fingerprint>.cjs` when an earlier process wrote it, else compiled with `create`
 * and written there for the next one. A schema that does not compile writes nothing: the ajv is
 * returned as it is, so getSchema throws ajv's own message as before.
 */
export function cachedValidators(dir: string, fingerprint: string, uris: Map<string, string>, create: (source: boolean) => SourceAjv): ConfigValidators {
  const file = join(dir, `${fingerprint}.cjs`);
  if (existsSync(file)) {
    try {
      return fromModule(nodeRequire(file) as Record<string, ValidateFunction>, uris, () => create(false));
    } catch {
      // Unreadable or removed by another process's pruning in between: compiled again below.
    }
  }
  const ajv = create(true);
  let code: string;
  try {
    const standaloneCode = (nodeRequire('ajv/dist/standalone/index.js') as { default: (ajv: unknown, refs: Record<string, string>) => string }).default;
    code = standaloneCode(ajv, Object.fromEntries(uris));
  } catch {
    return create(false);
  }
  // ajv's runtime helpers by absolute path: the module then loads from any folder.
  code = code.replace(/require\("([^"]+)"\)/g, (_m, id: string) => `require(${JSON.stringify(nodeRequire.resolve(id))})`);
  // Two processes may generate the same file at once: each writes its own and renames it into place.
  const tmp = `${file}.${process.pid}.tmp`;
  try {
    mkdirSync(dir, { recursive: true });
    writeFileSync(tmp, code);
    renameSync(tmp, file);
    prune(dir, file);
  } catch {
    // A folder this process may not write (a read-only checkout): it validates all the same.
    if (existsSync(tmp)) rmSync(tmp, { force: true });
  }
  return ajv;
}

function fromModule(mod: Record<string, ValidateFunction>, uris: Map<string, string>, create: () => SourceAjv): ConfigValidators {
  const byUri = new Map<string, ValidateFunction>();
  for (const [key, uri] of uris) if (mod[key]) byUri.set(uri, mod[key]);
  let live: SourceAjv | undefined;
  const compiled = (uri: string) => {
    live ??= create();
    return live.getSchema(uri);
  };
  // A URI the module does not export (a $defs pointer) is compiled the usual way.
  return { getSchema: (uri) => byUri.get(uri) ?? compiled(uri) };
}

/** Leaves the newest KEEP generated files besides `current`; temp files of writers that crashed an hour ago go too. */
function prune(dir: string, current: string) {
  try {
    const files = readdirSync(dir)
      .map((name) => join(dir, name))
      .map((path) => ({ path, mtime: statSync(path).mtimeMs }));
    const hourAgo = Date.now() - 3_600_000;
    for (const { path } of files.filter((f) => f.path.endsWith('.tmp') && f.mtime < hourAgo)) rmSync(path, { force: true });
    const others = files.filter((f) => f.path.endsWith('.cjs') && f.path !== current).sort((a, b) => b.mtime - a.mtime);
    for (const { path } of others.slice(KEEP)) rmSync(path, { force: true });
  } catch {
    // Another process pruned first.
  }
}
