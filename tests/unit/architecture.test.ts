// The import rules of docs/architecture.md, "Import rules", checked on every source file: a forbidden import
// direction fails here with the file and the import, before it becomes a habit.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, posix, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT_DIR } from '../../engine/config/schema-files.ts';

interface Import {
  file: string;
  /** The imported file relative to the repository root ("engine/render/block-list.tsx"), or the package name. */
  target: string;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(join(ROOT_DIR, dir)).flatMap((name) => {
    const path = posix.join(dir, name);
    if (statSync(join(ROOT_DIR, path)).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

/** Static imports, re-exports and dynamic imports of each file; glob patterns (import.meta.glob) name no particular file and are skipped. */
function importsOf(file: string, text = readFileSync(join(ROOT_DIR, file), 'utf8')): Import[] {
  const specifiers = [
    ...text.matchAll(/(?:^|\n)\s*(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]|(?:^|\n)\s*import\s+['"]([^'"]+)['"]|\bimport\(\s*['"]([^'"]+)['"]\s*\)/g),
  ].map((m) => (m[1] ?? m[2] ?? m[3])!);
  return specifiers
    .filter((s) => !s.includes('*'))
    .map((s) => ({
      file,
      target: s.startsWith('.')
        ? relative(ROOT_DIR, join(ROOT_DIR, dirname(file), s))
            .split('\\')
            .join('/')
        : s,
    }));
}

/** The floors, bottom to top (docs/architecture.md, "Import rules"): a folder imports from its own floor and the ones below. */
const FLOORS = ['engine', 'blocks', 'layout', 'renderer', 'server', 'backup', 'admin', 'scripts', 'editor', 'main'];
/** The one arrow upwards: the app's assembly registers the back office's plugin. */
const ASSEMBLY = { file: 'server/app.ts', target: 'admin/server/plugin.ts' };
const floorOf = (path: string) => FLOORS.indexOf(path.split('/')[0]!);

const all = FLOORS.flatMap(sourceFiles).flatMap((file) => importsOf(file));
const from = (folder: string) => all.filter((i) => i.file.startsWith(`${folder}/`));
const show = (imports: Import[]) => imports.map((i) => `${i.file} imports ${i.target}`);

/** What a block may use from the engine: the block API, generated types and validators, the form contract and the theme. */
// engine/calendar/ is the pure deadline engine shared by the build, the browser behaviors and the server (issue 11);
// engine/rules/tables.ts names the rule tables the tools compute with and picks an entry by date (pure, no imports).
// rules/all-in.ts and rules/quote.ts are pure and shared with the server (see ENGINE_FOR_SERVER); rules/quote-start.ts and
// rules/state-match.ts too: a form that starts a quote, and the state typed into it recognised.
// engine/search/page-slots.ts: where the server writes a search's answer into the search page (issue 41).
// engine/html.ts: the one escapeHtml (pure, no imports), for whatever writes markup as a string.
// engine/i18n/words.ts: the interface words' pure helpers (fill, plural, isEnglish), which the browser behaviors use too (issue 42);
// engine/i18n/languages.ts: the site's language codes (pure), so a form sends the language of its page.
const ENGINE_FOR_BLOCKS =
  /^engine\/(block-api\.tsx|html\.ts|i18n\/(words|languages)\.ts|generated\/|forms\.ts|form-errors\.ts|text-rules\.ts|theme\.ts|calendar\/|rules\/(tables|all-in|quote|quote-start|state-match|rounding)\.ts|search\/page-slots\.ts)/;
/** The contract the server shares with the site: the forms, their error wording, their schemas, the character rules for typed text and the deadline engine. */
// engine/rules/ (pure: rule tables, all-in prices, the quote): the server works out a sent quote's total
// again with the very functions the price cards and the quote page use — one computation, never two copies.
// engine/search/: the server answers /search from the index the build wrote, with the same words and options (not the build's extract.ts).
// engine/form-words.ts and engine/i18n/fallback-html.ts: the forms' messages in the page's language, an untranslated one marked English (issue 42).
const ENGINE_FOR_SERVER =
  /^engine\/(html\.ts|forms\.ts|form-errors\.ts|form-words\.ts|i18n\/fallback-html\.ts|form-schemas\.ts|text-rules\.ts|calendar\/.*|rules\/(tables|all-in|quote|quote-start|state-match|rounding)\.ts|search\/(documents|query|results-html|text|synonyms|page-slots)\.ts)$/;

/** The groups of files that reach themselves again through their imports (type-only imports count). */
function circles(imports: Import[]): string[][] {
  const next = new Map<string, string[]>();
  for (const { file, target } of imports) if (/\.tsx?$/.test(target)) next.set(file, [...(next.get(file) ?? []), target]);
  // Tarjan's strongly connected components.
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const found: string[][] = [];
  const visit = (file: string) => {
    index.set(file, index.size);
    low.set(file, index.get(file)!);
    stack.push(file);
    for (const target of next.get(file) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(file, Math.min(low.get(file)!, low.get(target)!));
      } else if (stack.includes(target)) low.set(file, Math.min(low.get(file)!, index.get(target)!));
    }
    if (low.get(file) !== index.get(file)) return;
    const group = stack.splice(stack.indexOf(file));
    if (group.length > 1 || (next.get(file) ?? []).includes(file)) found.push(group.sort());
  };
  for (const file of next.keys()) if (!index.has(file)) visit(file);
  return found;
}

describe('floors and circles', () => {
  it('no folder imports from a floor above its own, but the app’s assembly (server/app.ts registers the back office’s plugin)', () => {
    const upwards = all.filter((i) => floorOf(i.target) > floorOf(i.file) && floorOf(i.file) >= 0 && !(i.file === ASSEMBLY.file && i.target === ASSEMBLY.target));
    expect(show(upwards)).toEqual([]);
    expect(all).toContainEqual(ASSEMBLY);
  });

  it('no two files import each other, directly or in a loop', () => {
    expect(circles(all)).toEqual([]);
  });

  it('would name an arrow upwards and a circle', () => {
    const made = [
      { file: 'server/start.ts', target: 'backup/schedule.ts' },
      { file: 'a/one.ts', target: 'a/two.ts' },
      { file: 'a/two.ts', target: 'a/three.ts' },
      { file: 'a/three.ts', target: 'a/one.ts' },
      { file: 'a/three.ts', target: 'a/four.ts' },
    ];
    expect(made.filter((i) => floorOf(i.target) > floorOf(i.file) && floorOf(i.file) >= 0)).toEqual([made[0]]);
    expect(circles(made)).toEqual([['a/one.ts', 'a/three.ts', 'a/two.ts']]);
  });
});

describe('import directions', () => {
  it('the engine imports no block (it receives the generated registry from the build)', () => {
    expect(show(from('engine').filter((i) => i.target.startsWith('blocks/')))).toEqual([]);
  });

  it('the engine imports nothing of the layout or the page renderer: the renderer (renderer/) stands above both and puts them together', () => {
    expect(show(from('engine').filter((i) => /^(layout|renderer)\//.test(i.target)))).toEqual([]);
    expect(show([...from('layout'), ...from('blocks')].filter((i) => i.target.startsWith('renderer/')))).toEqual([]);
  });

  it('a block imports only its own folder, blocks/shared and the block API — never engine/render, engine/config or another block', () => {
    const wrong = from('blocks').filter((i) => {
      if (i.file === 'blocks/registry.ts') return false; // generated: imports every definition
      if (/\.test\.tsx?$/.test(i.file)) return false; // a block's tests may use the test helpers and the validator
      const own = i.file.split('/').slice(0, 2).join('/');
      if (i.target.startsWith('engine/')) return !ENGINE_FOR_BLOCKS.test(i.target);
      if (i.target.startsWith('blocks/')) return !i.target.startsWith(`${own}/`) && !i.target.startsWith('blocks/shared/');
      return /^(layout|renderer|scripts|server|tests)\//.test(i.target);
    });
    expect(show(wrong)).toEqual([]);
  });

  it("layout does not reach into the engine's render or config internals", () => {
    expect(show(from('layout').filter((i) => /^(engine\/(render|config|client)|renderer)\//.test(i.target)))).toEqual([]);
  });

  it('the server imports nothing from blocks/, layout/ or scripts/, from the engine only the form contract, and of the back office only its plugin', () => {
    const wrong = from('server').filter(
      (i) =>
        /^(blocks|layout|renderer|scripts|editor)\//.test(i.target) ||
        (i.target.startsWith('engine/') && !ENGINE_FOR_SERVER.test(i.target)) ||
        (i.target.startsWith('admin/') && i.target !== 'admin/server/plugin.ts'),
    );
    expect(show(wrong)).toEqual([]);
  });

  /**
   * The one exception: admin/server/drafts/ checks and previews drafts exactly as the site is checked and
   * built — the site's own validator (engine/config/, through the editor's workspace in
   * engine/config/workspace/), its renderer (renderer/ and engine/render/), its pictures (engine/images/) and the block
   * registry they need. Only that folder, and only those: not the blocks' internals, the layout, scripts/ or editor/.
   */
  const DRAFTS_MAY_USE = (i: Import) =>
    i.file.startsWith('admin/server/drafts/') &&
    (/^(engine\/(config|render|images)|renderer)\//.test(i.target) || i.target === 'engine/types.ts' || i.target === 'blocks/registry.ts');

  it("only admin/server/drafts/ of the back office reaches the engine's validator, renderer and the block registry", () => {
    const reaching = from('admin').filter(
      (i) => /^(engine\/(config\/(validate|workspace\/workspace)|render|images)|renderer|blocks\/)/.test(i.target) && !i.file.startsWith('admin/app/'),
    );
    expect([...new Set(reaching.map((i) => i.file))].sort()).toEqual(['admin/server/drafts/backend.ts', 'admin/server/drafts/drafts.ts', 'admin/server/drafts/preview.ts']);
  });

  it("the back office's server code uses the server's stores and the form contract, never the site's blocks, layout, build or editor (but the schemas' wording of fields)", () => {
    // The history names changed fields as the editor's screens do: the schemas and their wording. A
    // publish writes a draft's value into the file with the editor's minimal edits (json-write.ts, pure).
    // An entry of a collection is named by its page's address (entrySlug, pure).
    const shared = [
      'engine/config/schema-files.ts',
      'engine/config/field-words.ts',
      'engine/config/schema-model.ts',
      'engine/config/workspace/json-write.ts',
      'engine/collections/entries.ts',
    ];
    const wrong = from('admin').filter(
      (i) =>
        !i.file.startsWith('admin/app/') &&
        !shared.includes(i.target) &&
        !DRAFTS_MAY_USE(i) &&
        (/^(blocks|layout|renderer|scripts|editor)\//.test(i.target) || (i.target.startsWith('engine/') && !ENGINE_FOR_SERVER.test(i.target)) || i.target.startsWith('admin/app/')),
    );
    expect(show(wrong)).toEqual([]);
  });

  it("the back office's browser app talks to the server only over HTTP: it imports no server code (but the role table, the lists of roles and statuses, the history API's types, and the site's theme)", () => {
    const shared = ['admin/server/access.ts', 'server/db/back-office.ts', 'admin/server/history/types.ts'];
    const wrong = from('admin/app').filter(
      (i) => !shared.includes(i.target) && (/^(server|scripts|blocks|layout|renderer)\//.test(i.target) || (i.target.startsWith('admin/') && !i.target.startsWith('admin/app/'))),
    );
    expect(show(wrong)).toEqual([]);
  });

  it("the local editor's host registers the back office's editor routes over the files: of the back office it uses only those routes, the backends, the input rules, the route schemas and the pages' frame", () => {
    const allowed = ['admin/server/routes/editor.ts', 'admin/server/drafts/backend.ts', 'admin/server/input.ts', 'admin/server/route-schemas.ts', 'admin/app/page-frame.ts'];
    const wrong = from('editor/server').filter((i) => (i.target.startsWith('admin/') && !allowed.includes(i.target)) || i.target.startsWith('server/'));
    expect(show(wrong)).toEqual([]);
    expect(from('editor/server').map((i) => i.target)).toContain('admin/server/routes/editor.ts');
  });

  it('collections make pages from config and render nothing; the renderer never reads a collection (a page holds what it shows)', () => {
    expect(show(from('engine/collections').filter((i) => /^(engine\/(render|client)|layout|blocks|scripts|server)\//.test(i.target)))).toEqual([]);
    expect(show([...from('renderer'), ...from('engine/render'), ...from('engine/client')].filter((i) => i.target.startsWith('engine/collections/')))).toEqual([]);
  });

  it("scripts reach blocks only through the generated registry, never a block's internals", () => {
    expect(show(from('scripts').filter((i) => i.target.startsWith('blocks/') && i.target !== 'blocks/registry.ts'))).toEqual([]);
  });

  it('finds the imports it checks (a broken parser would pass every rule above)', () => {
    expect(importsOf('renderer/render-page.tsx')).toContainEqual({ file: 'renderer/render-page.tsx', target: 'engine/render/block-list.tsx' });
    expect(importsOf('x/y.ts', "import a from '../blocks/hero/Hero.tsx';\nexport { b } from './b.ts';\nconst c = import('../server/app.ts');").map((i) => i.target)).toEqual([
      'blocks/hero/Hero.tsx',
      'x/b.ts',
      'server/app.ts',
    ]);
  });
});

describe('backups (backup/, issue 43)', () => {
  it("backup/ uses the server's stores, config, mail and git runner: never the blocks, layout, build, editor or the back office (which stands above it)", () => {
    const wrong = from('backup').filter((i) => /^(blocks|layout|scripts|editor|admin)\//.test(i.target) || (i.target.startsWith('engine/') && !ENGINE_FOR_SERVER.test(i.target)));
    expect(show(wrong)).toEqual([]);
  });

  it('the process entry (main/) and the back office reach backup/ only through its schedule and its status line, the server not at all (the erasure log they share with it is server/erasure-log.ts)', () => {
    const entries = ['backup/schedule.ts', 'backup/status.ts'];
    const reaching = [...from('server'), ...from('admin'), ...from('main')].filter((i) => i.target.startsWith('backup/'));
    expect(show(reaching.filter((i) => !entries.includes(i.target)))).toEqual([]);
    expect(reaching.map((i) => i.target)).toContain('backup/schedule.ts');
  });
});

/** Every file `entry` reaches through relative imports, and the node: built-ins among them, with the chain that reaches each. */
function nodeBuiltinsReachedFrom(entries: string[]): string[] {
  const via = new Map<string, string[]>(entries.map((e) => [e, [e]]));
  const queue = [...entries];
  const found: string[] = [];
  while (queue.length) {
    const file = queue.shift()!;
    // Type-only imports vanish from the JavaScript.
    const code = readFileSync(join(ROOT_DIR, file), 'utf8').replace(/^\s*(?:import|export) type [^;]*;/gm, '');
    for (const { target } of importsOf(file, code)) {
      if (target.startsWith('node:')) found.push(`${[...via.get(file)!, target].join(' → ')}`);
      else if (!via.has(target) && /\.tsx?$/.test(target) && statSync(join(ROOT_DIR, target), { throwIfNoEntry: false })) {
        via.set(target, [...via.get(file)!, target]);
        queue.push(target);
      }
    }
  }
  return found;
}

describe('code that runs in the browser', () => {
  // The editor's canvas renders every block in the browser, the site's islands hydrate blocks, and the back
  // office is a browser app: a Node built-in reached from any of them breaks that page (Vite only says so
  // when the module runs, e.g. "node:crypto has been externalized").
  it('reaches no Node built-in from the blocks, the layout, the editor app or the back-office app', () => {
    const entries = ['blocks', 'layout', 'editor/app', 'editor/shared', 'admin/app'].flatMap(sourceFiles).filter((file) => !/\.test\.tsx?$|vite\.config\.ts$/.test(file));
    expect(entries.length).toBeGreaterThan(50);
    expect(nodeBuiltinsReachedFrom(entries)).toEqual([]);
  });

  it('would name the chain to a Node built-in', () => {
    expect(nodeBuiltinsReachedFrom(['engine/render/head.ts'])).toEqual(['engine/render/head.ts → engine/social.ts → node:crypto']);
  });
});

describe('one way to attach browser code', () => {
  it("no component writes the client loader's attributes by hand (behaviorAttributes or the definition's client does)", () => {
    const handWritten = ['blocks', 'layout'].flatMap(sourceFiles).filter((file) => /\bdata-(behavior|island|hydrate)=/.test(readFileSync(join(ROOT_DIR, file), 'utf8')));
    expect(handWritten).toEqual([]);
  });
});

describe('one statement of what a route takes', () => {
  it("no back-office or editor route restates its schema with a cast: params are typed from the schema (route-schemas.ts `typed`), a body's or query's fields are read by a Reader", () => {
    // The one exception: an uploaded picture's body is the raw bytes (a content-type parser, not a schema).
    const casts = ['admin/server', 'editor/server'].flatMap(sourceFiles).flatMap((file) =>
      readFileSync(join(ROOT_DIR, file), 'utf8')
        .split('\n')
        .flatMap((line, i) => (/\brequest\.(params|query|body)\)?\s+as\s/.test(line) && !/request\.body as Buffer\b/.test(line) ? [`${file}:${i + 1}: ${line.trim()}`] : [])),
    );
    expect(casts).toEqual([]);
  });
});

describe('files a person can read in one sitting', () => {
  it('no hand-written source file passes 500 lines: a longer one is split by meaning first (engine/generated/ is written by gen-types)', () => {
    const long = [...FLOORS, 'tests']
      .flatMap(sourceFiles)
      .filter((file) => !file.startsWith('engine/generated/'))
      .map((file) => ({ file, lines: readFileSync(join(ROOT_DIR, file), 'utf8').trimEnd().split('\n').length }))
      .filter(({ lines }) => lines > 500)
      .map(({ file, lines }) => `${file}: ${lines} lines`);
    expect(long).toEqual([]);
  });
});
