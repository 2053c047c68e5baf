import { cpSync, mkdtempSync, readFileSync, writeFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, expect } from 'vitest';

export const MINIMAL_SITE = join(import.meta.dirname, '..', 'fixtures', 'minimal-site');

/** A throwaway copy of a config directory; `edit` rewrites one file's text. */
export function tempConfig(source = MINIMAL_SITE) {
  const dir = mkdtempSync(join(tmpdir(), 'site-config-'));
  cpSync(source, dir, { recursive: true });
  // Fixture files point "$schema" at the repo's schemas relative to their own folder; keep them valid JSON only.
  return {
    dir,
    read: (file: string) => readFileSync(join(dir, file), 'utf8'),
    write: (file: string, text: string) => writeFileSync(join(dir, file), text),
    json: (file: string) => JSON.parse(readFileSync(join(dir, file), 'utf8')) as Record<string, any>,
    writeJson: (file: string, data: unknown) => writeFileSync(join(dir, file), JSON.stringify(data, null, 2) + '\n'),
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}

/** For a test file: a maker of tempConfig() copies that are removed after each test. */
export function tempConfigPerTest() {
  const made: ReturnType<typeof tempConfig>[] = [];
  afterEach(() => {
    for (const config of made.splice(0)) config.remove();
  });
  return (source = MINIMAL_SITE) => {
    const config = tempConfig(source);
    made.push(config);
    return config;
  };
}

/** For a test file: a tempConfig() copy removed after its tests. */
export function tempConfigPerFile(source = MINIMAL_SITE) {
  const config = tempConfig(source);
  afterAll(() => config.remove());
  return config;
}

/** For a test file: an empty temporary folder removed after its tests. */
export function tempDirPerFile(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** Asserts that `text` contains each of `parts` (a failure names the part that is missing). */
export function expectContainsAll(text: string, parts: readonly string[]): void {
  for (const part of parts) expect(text, `missing: ${part}`).toContain(part);
}
