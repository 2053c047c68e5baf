// When each page's file last changed, for the sitemap's <lastmod>: the date of the last commit that
// touched it when git tracks it unmodified, else the file's modification time (a file being edited,
// or a config folder outside git). Both stay the same while the file does.
import { execFileSync } from 'node:child_process';
import { statSync } from 'node:fs';
import { resolve } from 'node:path';

function git(cwd: string, args: string[]): string | undefined {
  try {
    return execFileSync('git', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'], maxBuffer: 64 * 1024 * 1024 });
  } catch {
    return undefined;
  }
}

/** Absolute file path → W3C date-time of its last change, for every file given. */
export function lastModified(files: string[], cwd: string): Map<string, string> {
  const absolute = [...new Set(files.map((f) => resolve(cwd, f)))];
  const result = new Map<string, string>();
  const root = git(cwd, ['rev-parse', '--show-toplevel'])?.trim();
  const committed = new Map<string, string>();
  const inRepo = root ? absolute.filter((f) => f.startsWith(root + '/')) : [];
  // No file in the repository (a config folder elsewhere, as the tests and the back office's drafts have):
  // no git at all — without paths, `git status` and `git log` would read the whole repository and its history.
  if (root && inRepo.length) {
    // Files with uncommitted changes (or untracked) use their modification time instead.
    const dirty = new Set(
      (git(root, ['status', '--porcelain', '-z', '--untracked-files=all', '--', ...inRepo]) ?? '')
        .split('\0')
        .filter((line) => line.length > 3)
        .map((line) => resolve(root, line.slice(3))),
    );
    // One `git log` for all files: newest commit first, so the first date seen for a file is its last change.
    const log = git(root, ['log', '--format=%x01%cI', '--name-only', '--no-renames', '--', ...inRepo]) ?? '';
    for (const chunk of log.split('\x01').slice(1)) {
      const [date = '', ...names] = chunk.split('\n');
      for (const name of names) {
        const file = resolve(root, name.trim());
        if (name.trim() && !committed.has(file) && !dirty.has(file)) committed.set(file, date.trim());
      }
    }
  }
  for (const file of absolute) {
    const date = committed.get(file);
    if (date) result.set(file, date);
    else {
      try {
        result.set(file, new Date(Math.floor(statSync(file).mtimeMs / 1000) * 1000).toISOString().replace('.000Z', 'Z'));
      } catch {}
    }
  }
  return result;
}
