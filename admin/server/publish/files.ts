// The config folder's files as publishing reads and writes them: names checked before any use, git's
// blob id of their bytes (what a draft began from), and a journal that puts them back after a crash.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** "site.json", "pages/gst.json": lower-case names, at most one folder deep (the editor's own rule). */
const JSON_FILE = /^(?:[a-z]+(?:-[a-z]+)*\/)?[a-z0-9][a-z0-9-]*\.json$/;
/** "translations/hi/pages/gst.json": a translation, named after the English file it translates (engine/config/workspace/translations.ts). */
const TRANSLATION_FILE = /^translations\/[a-z]{2,3}\/(?:[a-z]+(?:-[a-z]+)*\/)?[a-z0-9][a-z0-9-]*\.json$/;
/** "images/team/priya-sharma.jpg": pictures under images/, at most one folder further. */
export const PICTURE_FILE = /^images\/(?:[a-z0-9]+(?:-[a-z0-9]+)*\/)?[a-z0-9][a-z0-9-]*\.(?:png|jpe?g|webp)$/;

/** A name publishing may write: no dot-files, no "..", nothing that git could read as an option. */
export function isConfigFileName(file: unknown): file is string {
  return typeof file === 'string' && file.length <= 200 && (JSON_FILE.test(file) || TRANSLATION_FILE.test(file) || PICTURE_FILE.test(file));
}

/** git's id of a file with these bytes (`git hash-object`), or null for no file. */
export function gitBlobId(bytes: Buffer | null): string | null {
  if (!bytes) return null;
  return createHash('sha1').update(`blob ${bytes.length}\0`).update(bytes).digest('hex');
}

export function readConfigFile(configDir: string, file: string): Buffer | null {
  const path = join(configDir, file);
  return existsSync(path) ? readFileSync(path) : null;
}

/** Writes (or, for null, removes) a file so that a reader sees the old or the new bytes, never half. */
export function writeConfigFile(configDir: string, file: string, bytes: Buffer | null) {
  const path = join(configDir, file);
  if (bytes === null) {
    rmSync(path, { force: true });
    return;
  }
  mkdirSync(dirname(path), { recursive: true });
  const temporary = `${path}.publishing`;
  writeFileSync(temporary, bytes);
  renameSync(temporary, path);
}

/**
 * What the config files held before a publish wrote them, kept on disk until the publish is committed:
 * after a crash in between, the next start puts them back (the draft is still in the store).
 */
export class Journal {
  readonly path: string;

  constructor(dataDir: string) {
    this.path = join(dataDir, 'publish-journal.json');
  }

  begin(originals: Map<string, Buffer | null>) {
    const entries = Object.fromEntries([...originals].map(([file, bytes]) => [file, bytes ? bytes.toString('base64') : null]));
    writeFileSync(`${this.path}.tmp`, JSON.stringify(entries));
    renameSync(`${this.path}.tmp`, this.path);
  }

  pending(): Map<string, Buffer | null> | undefined {
    if (!existsSync(this.path)) return undefined;
    const entries = JSON.parse(readFileSync(this.path, 'utf8')) as Record<string, string | null>;
    return new Map(
      Object.entries(entries)
        .filter(([file]) => isConfigFileName(file))
        .map(([file, b64]) => [file, b64 === null ? null : Buffer.from(b64, 'base64')]),
    );
  }

  /** Puts the files back as they were. */
  rollBack(configDir: string, originals: Map<string, Buffer | null>) {
    for (const [file, bytes] of originals) writeConfigFile(configDir, file, bytes);
    this.end();
  }

  end() {
    rmSync(this.path, { force: true });
  }
}
