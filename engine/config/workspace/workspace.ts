// What the editor's servers do with site-config/: lists the files, checks an edited copy with the
// project's own validator (the same messages as `npm run validate`), saves only valid content with
// minimal diffs, prepares new pages by the `new-page` rules and refuses deleting a page that is still
// linked. Used by both mounts of the one editor: `npm run edit` (editor/server/main.ts, saves to the
// folder) and the back office (admin/server/drafts/, which never writes the folder: its changes are
// drafts in the content store, `baseOverlay`). The block registry comes from the caller: the engine
// imports no block.
import { existsSync, lstatSync, mkdtempSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { getLocation } from 'jsonc-parser';
import { createValidationCache, formatProblem, validateSiteConfig, type Problem } from '../validate.ts';
import { SCHEMAS_DIR } from '../schema-files.ts';
import type { SiteConfig } from '../../types.ts';
import type { BlockRegistry } from '../../block-api.tsx';
import { newPageProblem, pageFileName, pageTemplate } from '../page-template.ts';
import { writeJsonMinimal } from './json-write.ts';
import { RequestError, type EditorProblem } from './request-error.ts';
import { collectionsIn, newEntryTemplate } from './entries.ts';
import { isTranslationName, translatedLanguages, translationFiles, translationOf, TRANSLATIONS_DIR } from './translations.ts';
import { validateTranslations } from '../../i18n/validate.ts';
import { previousEnglish } from '../../i18n/history.ts';

/** A file of the config, named relative to the config folder: "site.json", "pages/gst.json". */
export type ConfigFile = string;
/**
 * Edited content by file; null means the file is deleted. A picture ("images/team/priya.jpg", the back
 * office's uploaded drafts) is its bytes as a Buffer.
 */
export type Overlay = Record<ConfigFile, unknown>;

/** "images/team/priya-sharma.jpg": a picture under images/, at most one folder further (the back office's uploads). */
export const PICTURE_FILE = /^images\/(?:[a-z0-9]+(?:-[a-z0-9]+)*\/)?[a-z0-9][a-z0-9-]*\.(?:png|jpe?g|webp)$/;
const isPicture = (file: ConfigFile) => PICTURE_FILE.test(file);

export type { EditorProblem };

export { RequestError };

const FILE_PATTERN = /^([a-z]+(-[a-z]+)*\/)?[a-z0-9][a-z0-9-]*\.json$/;

// Each workspace's copy of the config folder, removed when the process ends.
const scratchFolders = new Set<string>();
process.once('exit', () => {
  for (const folder of scratchFolders) rmSync(folder, { recursive: true, force: true });
});

export function createWorkspace(configDir: string, registry: BlockRegistry) {
  const root = resolve(configDir);
  const shownDir = relative(process.cwd(), root).split(sep).join('/') || '.';

  /** The folders of files the editor writes: pages/, the tools' rate tables (rules/, forms from their "$schema") and each collection's (engine/collections/). */
  const folders = () => listing?.folders ?? ['pages', 'rules', ...collectionsIn(root).map((c) => c.name)];

  // While every file of the folder is read (a check's copy, the editor's list of files): collections.json and
  // site.json read once for all of them, not once for each file's name (they ran ~200 times per check).
  let listing: { folders: string[]; languages: ReturnType<typeof translatedLanguages> } | undefined;
  function withListing<T>(read: () => T): T {
    if (listing) return read();
    listing = { folders: folders(), languages: translatedLanguages(root) };
    try {
      return read();
    } finally {
      listing = undefined;
    }
  }

  /** Absolute path of a config file; refuses anything outside the config folder. */
  function pathOf(file: unknown): string {
    // A translation (translations/hi/pages/gst.json): a language of site.json, an English file that can be translated.
    if (typeof file === 'string' && isTranslationName(file)) {
      const of = translationOf(file, root, listing?.languages);
      if (typeof of === 'string') throw new RequestError(400, of);
      return resolve(root, file);
    }
    if (typeof file !== 'string' || !FILE_PATTERN.test(file) || (file.includes('/') && !folders().includes(file.split('/')[0]!))) {
      throw new RequestError(
        400,
        `"${String(file)}" is not a file the editor may change — only site-config/*.json, site-config/pages/*.json, site-config/rules/*.json, the entries of a collection and the translations`,
      );
    }
    const abs = resolve(root, file);
    if (!abs.startsWith(root + sep)) throw new RequestError(400, `"${file}" is outside site-config/`);
    return abs;
  }

  function listFiles(): ConfigFile[] {
    const top = readdirSync(root)
      .filter((n) => n.endsWith('.json'))
      .sort();
    const inFolders = folders().flatMap((folder) =>
      existsSync(join(root, folder))
        ? readdirSync(join(root, folder))
            .filter((n) => n.endsWith('.json'))
            .sort()
            .map((n) => `${folder}/${n}`)
        : [],
    );
    return [...top, ...inFolders, ...translationFiles(root, listing?.languages)];
  }

  function readText(file: ConfigFile): string | undefined {
    const abs = pathOf(file);
    return existsSync(abs) ? readFileSync(abs, 'utf8') : undefined;
  }

  /** Every file's parsed content (null for a file that is not valid JSON, with its text). */
  function load() {
    return withListing(() =>
      listFiles().map((file) => {
        const text = readText(file)!;
        let data: unknown = null;
        try {
          data = JSON.parse(text);
        } catch {
          // shown as a problem by the validator
        }
        return { file, data, text };
      }),
    );
  }

  /** Text a file would have after applying the overlay (undefined: the file does not exist). */
  function textAfter(file: ConfigFile, overlay: Overlay): string | undefined {
    if (!(file in overlay)) return readText(file);
    const value = overlay[file];
    return value === null ? undefined : writeJsonMinimal(readText(file), value);
  }

  // Checks run after every edit. One copy of the config folder is kept in sync (only files whose text
  // changed are written) and validated with one cache, so a check re-validates just the edited file and
  // the cross-file rules instead of compiling every schema again (~100 ms → a few ms here).
  const scratch = mkdtempSync(join(tmpdir(), 'site-editor-'));
  const copy = join(scratch, 'site-config');
  const shownCopy = relative(process.cwd(), copy).split(sep).join('/');
  mkdirSync(join(copy, 'pages'), { recursive: true });
  mkdirSync(join(copy, 'rules'), { recursive: true });
  scratchFolders.add(scratch);
  const written = new Map<ConfigFile, string>();
  let cache = createValidationCache();
  let schemasSignature = '';

  /** Makes the copy hold the files on disk with the overlay applied; everything else is linked to the original. */
  function syncCopy(overlay: Overlay): Map<ConfigFile, string> {
    const pictures = new Map<string, Buffer | null>();
    for (const [file, value] of Object.entries(overlay)) {
      if (isPicture(file) && (value === null || Buffer.isBuffer(value))) pictures.set(file.slice('images/'.length), value);
    }
    syncPictures(pictures);
    linkOthers('', pictures.size > 0);
    for (const folder of folders()) {
      mkdirSync(join(copy, folder), { recursive: true });
      linkOthers(folder);
    }
    const texts = new Map<ConfigFile, string>();
    for (const file of new Set([...listFiles(), ...Object.keys(overlay).filter((f) => !isPicture(f))])) {
      const text = textAfter(file, overlay);
      if (text !== undefined) texts.set(file, text);
    }
    for (const file of written.keys()) {
      if (!texts.has(file)) {
        rmSync(join(copy, file), { force: true });
        written.delete(file);
      }
    }
    for (const [file, text] of texts) {
      if (written.get(file) === text) continue;
      if (isTranslationName(file)) mkdirSync(dirname(join(copy, file)), { recursive: true });
      writeFileSync(join(copy, file), text);
      written.set(file, text);
    }
    return texts;
  }

  /** Links what the editor does not write (pictures, notes, a stray file in pages/) to the original; folders of entries are copied file by file. */
  function linkOthers(folder: string, ownPictures = false) {
    // The translations are written file by file too (a link to the folder would let the copy write the originals).
    const own = new Set([...folders(), TRANSLATIONS_DIR, ...(ownPictures ? ['images'] : [])]);
    const other = (name: string) => !name.endsWith('.json') && !(folder === '' && own.has(name));
    if (!existsSync(join(root, folder))) return;
    const wanted = new Set(readdirSync(join(root, folder)).filter(other));
    const linked = new Set(readdirSync(join(copy, folder)).filter(other));
    for (const name of linked) if (!wanted.has(name)) rmSync(join(copy, folder, name), { force: true });
    for (const name of wanted) if (!linked.has(name)) symlinkSync(join(root, folder, name), join(copy, folder, name));
  }

  // With drafted pictures (the back office), images/ in the copy is a real folder: a link to each original
  // picture plus the drafted ones written as files. Without any (always in `npm run edit`) it is a link to
  // the original folder.
  const pictureState = new Map<string, Buffer | 'link'>();
  function syncPictures(pictures: Map<string, Buffer | null>) {
    const dir = join(copy, 'images');
    const stat = lstatSync(dir, { throwIfNoEntry: false });
    if (!pictures.size) {
      if (stat && !stat.isSymbolicLink()) rmSync(dir, { recursive: true, force: true });
      pictureState.clear();
      return;
    }
    if (stat?.isSymbolicLink()) unlinkSync(dir);
    mkdirSync(dir, { recursive: true });
    const want = new Map<string, Buffer | 'link'>();
    const originals = join(root, 'images');
    if (existsSync(originals)) {
      for (const entry of readdirSync(originals, { recursive: true, withFileTypes: true })) {
        if (entry.isFile()) want.set(relative(originals, join(entry.parentPath, entry.name)).split(sep).join('/'), 'link');
      }
    }
    for (const [name, bytes] of pictures) {
      if (bytes) want.set(name, bytes);
      else want.delete(name);
    }
    for (const name of pictureState.keys()) {
      if (!want.has(name)) {
        rmSync(join(dir, name), { force: true });
        pictureState.delete(name);
      }
    }
    for (const [name, what] of want) {
      const was = pictureState.get(name);
      if (was === what || (Buffer.isBuffer(was) && Buffer.isBuffer(what) && was.equals(what))) continue;
      const target = join(dir, name);
      mkdirSync(dirname(target), { recursive: true });
      rmSync(target, { force: true });
      if (what === 'link') symlinkSync(join(originals, name), target);
      else writeFileSync(target, what);
      pictureState.set(name, what);
    }
  }

  /** A new cache when a schema file changed (a developer editing schemas/ while the editor runs). */
  function validationCache() {
    const signature = readdirSync(SCHEMAS_DIR, { recursive: true })
      .map((name) => {
        const st = statSync(join(SCHEMAS_DIR, String(name)));
        return `${String(name)}:${st.mtimeMs}:${st.size}`;
      })
      .join('|');
    if (signature !== schemasSignature) {
      cache = createValidationCache();
      schemasSignature = signature;
    }
    return cache;
  }

  /** Runs the project's validator over the copy of the config folder with the overlay applied. */
  function check(overlay: Overlay = {}): { problems: EditorProblem[]; config?: SiteConfig } {
    for (const file of Object.keys(overlay)) if (!isPicture(file)) pathOf(file);
    const texts = withListing(() => syncCopy(overlay));
    const result = validateSiteConfig(copy, registry, validationCache());
    const problems = [...result.problems, ...translationProblems(overlay, result.config)].map((p): EditorProblem => {
      const configFile = p.file.startsWith(shownCopy + '/') ? p.file.slice(shownCopy.length + 1) : p.file;
      const mapped = { ...p, file: configFile.startsWith('schemas/') ? configFile : `${shownDir}/${configFile}` };
      // The check's own path when it gives one (line:column of an empty list points inside it).
      return { ...mapped, configFile, text: formatProblem(mapped), path: p.path ?? pathAt(texts.get(configFile) ?? '', p.line, p.column) };
    });
    return { problems, config: result.config };
  }

  const history = previousEnglish(root);
  /**
   * The translator's checks (engine/i18n/validate.ts) of the translation files in the overlay, against the
   * English with the overlay applied. Only for an edited translation: they read every language (about a second).
   */
  function translationProblems(overlay: Overlay, config: SiteConfig | undefined): Problem[] {
    const edited = Object.keys(overlay).filter(isTranslationName);
    if (!edited.length || !config) return [];
    const shown = edited.map((f) => `${shownCopy}/${f}`);
    return validateTranslations(copy, config, history).problems.filter((p) => shown.includes(p.file));
  }

  const key = (p: EditorProblem) => `${p.configFile}\0${p.place}\0${p.message}`;

  // The files on disk change only when saved; their problems are computed once per version.
  let baseline: { signature: string; keys: Set<string> } | undefined;
  function baselineErrors(): Set<string> {
    const signature = listFiles()
      .map((f) => {
        const st = statSync(pathOf(f));
        return `${f}:${st.mtimeMs}:${st.size}`;
      })
      .join('|');
    if (baseline?.signature !== signature)
      baseline = {
        signature,
        keys: new Set(
          check()
            .problems.filter((p) => p.severity === 'error')
            .map(key),
        ),
      };
    return baseline.keys;
  }

  /**
   * Errors the overlay brings in: every error in the changed files, and new errors anywhere else —
   * against the files on disk, or against them with `base` applied (the back office's other drafts).
   */
  function newErrors(overlay: Overlay, base?: Overlay): EditorProblem[] {
    const before =
      base && Object.keys(base).length
        ? new Set(
            check(base)
              .problems.filter((p) => p.severity === 'error')
              .map(key),
          )
        : baselineErrors();
    return check({ ...base, ...overlay }).problems.filter((p) => p.severity === 'error' && (p.configFile in overlay || !before.has(key(p))));
  }

  /** The text `file` would have with `data` written into its current text with the smallest edits. */
  function textOf(file: ConfigFile, data: unknown): string {
    return writeJsonMinimal(readText(file), data);
  }

  function save(file: ConfigFile, data: unknown): { text: string } {
    const abs = pathOf(file);
    if (data === null || typeof data !== 'object' || Array.isArray(data)) throw new RequestError(400, 'The content to save must be a whole file (a JSON object).');
    const errors = newErrors({ [file]: data });
    if (errors.length) {
      throw new RequestError(422, `Not saved: ${errors.length} problem${errors.length === 1 ? '' : 's'} to fix first`, errors);
    }
    const text = writeJsonMinimal(readText(file), data);
    mkdirSync(dirname(abs), { recursive: true });
    writeFileSync(abs, text);
    return { text };
  }

  /** A new page by the `new-page` rules; not written until it is saved (the template's texts must be replaced first). */
  function newPage(path: unknown, title: unknown) {
    if (typeof path !== 'string' || typeof title !== 'string' || !title.trim()) throw new RequestError(400, 'Give the new page an address and a title.');
    const problem = newPageProblem(path, join(root, 'pages'), 'editor');
    if (problem) throw new RequestError(409, problem);
    let brand = '';
    try {
      brand = (JSON.parse(readFileSync(join(root, 'site.json'), 'utf8')) as { brand?: { name?: string } }).brand?.name ?? '';
    } catch {}
    return { file: `pages/${pageFileName(path)}`, data: pageTemplate(path, title.trim(), brand) };
  }

  /** A new entry of a collection ("New update"), not written until it is saved (its empty texts must be written first). */
  function newEntry(collection: unknown, title: unknown) {
    const found = collectionsIn(root).find((c) => c.name === collection);
    if (!found)
      throw new RequestError(
        typeof collection === 'string' && collection ? 404 : 400,
        typeof collection === 'string' && collection ? `There is no collection "${collection}" in ${shownDir}/collections.json.` : 'Choose the kind of entry (a collection).',
      );
    if (typeof title !== 'string' || !title.trim()) throw new RequestError(400, 'Give the new entry a title.');
    const entry = newEntryTemplate(root, found, title.trim());
    if (!/^[a-z]+(-[a-z]+)*\/[a-z0-9][a-z0-9-]*\.json$/.test(entry.file)) throw new RequestError(400, 'Write a title with letters or digits.');
    if (existsSync(pathOf(entry.file))) throw new RequestError(409, `${shownDir}/${entry.file} already exists — open it, or give the new entry another title`);
    return entry;
  }

  /** Deletes a page unless menus or links still point at it; then the refusal lists every place. */
  function deletePage(file: ConfigFile) {
    const abs = pathOf(file);
    if (!file.startsWith('pages/') || !existsSync(abs)) throw new RequestError(404, `there is no page file ${shownDir}/${file}`);
    const errors = newErrors({ [file]: null });
    if (errors.length) {
      throw new RequestError(
        409,
        `Not deleted: ${errors.length} place${errors.length === 1 ? '' : 's'} still link${errors.length === 1 ? 's' : ''} to this page — change them first`,
        errors,
      );
    }
    unlinkSync(abs);
  }

  return {
    root,
    copy,
    shownDir,
    listFiles,
    readText,
    load,
    check,
    newErrors,
    textOf,
    save,
    newPage,
    newEntry,
    deletePage,
    textAfter,
    pathOf,
    collections: () => collectionsIn(root),
    /** The English a stale translation was made from (the English file's git history). */
    previousEnglish: history,
  };
}

export type Workspace = ReturnType<typeof createWorkspace>;

/** The JSON path of the value at line:column (1-based) of `text`. */
export function pathAt(text: string, line: number, column: number): (string | number)[] {
  if (!text) return [];
  let offset = 0;
  for (let l = 1; l < line; l++) {
    const next = text.indexOf('\n', offset);
    if (next < 0) break;
    offset = next + 1;
  }
  offset += column - 1;
  try {
    const location = getLocation(text, offset + 1);
    return location.path.filter((seg) => seg !== '');
  } catch {
    return [];
  }
}
