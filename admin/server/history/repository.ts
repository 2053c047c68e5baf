// The site's versions as the project's git repository holds them: every commit that changed the config
// folder, newest first, and a file's text at a version. Git runs as the `git` program with argument arrays
// (never a shell string); a version id is 40 hex digits and a file name comes from git itself, inside the
// config folder, so nothing typed can become an option or a path outside it.
import { git, HistoryUnavailableError } from '../../../server/git.ts';
import type { Version } from './types.ts';

/** A version as git holds it: the API's Version without its name in words, with each file's status and whether it is a merge. */
export type Commit = Omit<Version, 'title' | 'described'> & { merge: boolean; statuses: FileStatus[] };
export interface FileStatus {
  file: string;
  status: 'added' | 'changed' | 'removed';
}

export interface FileChange {
  file: string;
  status: 'added' | 'changed' | 'removed';
  /** A JSON file's text before and after the version (undefined where it did not exist, and for pictures). */
  before: string | undefined;
  after: string | undefined;
}

export { HistoryUnavailableError };

export const VERSION_ID = /^[0-9a-f]{40}$/;
const RECORD = '\x1e';
const UNIT = '\x1f';
// Who made the changes a publish from the back office took live: the trailer lines it writes (publisher.ts CHANGED_BY).
const FORMAT = `${RECORD}%H%x00%an%x00%ae%x00%ct%x00%P%x00%(trailers:key=Changed-by,valueonly,separator=%x1f)%x00%s`;

export class ContentRepository {
  constructor(private readonly configDir: string) {}

  private git(args: string[]): Promise<string> {
    return git(this.configDir, args);
  }

  /**
   * Versions `skip` … `skip + limit - 1`, newest first, and how many there are in all. The versions are
   * those of the main line (first parents): a merged branch is one version, its change against the line.
   */
  async versions(skip: number, limit: number): Promise<{ versions: Commit[]; total: number }> {
    const [out, count] = await Promise.all([
      this.git([
        'log',
        '--first-parent',
        '--diff-merges=first-parent',
        `--skip=${skip}`,
        `--max-count=${limit}`,
        '-z',
        '--no-renames',
        `--format=${FORMAT}`,
        '--name-status',
        '--relative',
        '--',
        '.',
      ]),
      this.git(['rev-list', '--count', '--first-parent', 'HEAD', '--', '.']),
    ]);
    return { versions: parseLog(out), total: Number(count.trim()) };
  }

  /**
   * The versions of the main line after `id` (newest first): what restoring `id` takes back, and where
   * to look for who changed a text again since.
   */
  async laterThan(id: string): Promise<Commit[]> {
    if (!VERSION_ID.test(id)) return [];
    const out = await this.git([
      'log',
      '--first-parent',
      '--diff-merges=first-parent',
      '--no-renames',
      '-z',
      `--format=${FORMAT}`,
      '--name-status',
      '--relative',
      `${id}..HEAD`,
      '--',
      '.',
    ]);
    return parseLog(out);
  }

  /**
   * The files that differ between version `id` and the config folder as it is now (the live content),
   * each with what restoring `id` does to it: `added` (back), `removed` (gone), `changed`.
   */
  async restoring(id: string): Promise<FileStatus[]> {
    const out = await this.git(['diff', '--name-status', '-z', '--no-renames', '--relative', id, '--', '.']);
    const fields = out.split('\0').filter(Boolean);
    const files: FileStatus[] = [];
    // "A": in the folder now, not at `id` (a restore removes it); "D": at `id` only (a restore brings it back).
    for (let i = 0; i + 1 < fields.length; i += 2) {
      const code = fields[i]![0];
      files.push({ file: fields[i + 1]!, status: code === 'A' ? 'removed' : code === 'D' ? 'added' : 'changed' });
    }
    return files;
  }

  /** One version and every file it changed, before and after; undefined for an id git does not know here. */
  async version(id: string): Promise<{ version: Commit; changes: FileChange[] } | undefined> {
    if (!VERSION_ID.test(id)) return undefined;
    let out: string;
    try {
      out = await this.git(['log', '--max-count=1', '--diff-merges=first-parent', '-z', '--no-renames', `--format=${FORMAT}`, '--name-status', '--relative', id, '--', '.']);
    } catch (error) {
      if (error instanceof HistoryUnavailableError) throw error;
      return undefined; // an unknown id ("bad object")
    }
    const header = parseLog(out)[0];
    if (!header) return undefined;
    const { statuses } = header;
    // `git log <id> -- .` shows the newest commit at or before <id> that touched the folder: it must be <id> itself.
    if (header.id !== id) return undefined;
    const parent = await this.parentOf(id);
    // A few git processes at a time: a version that touched a thousand files must not start two thousand.
    const changes: FileChange[] = [];
    for (let i = 0; i < statuses.length; i += 8) {
      changes.push(
        ...(await Promise.all(
          statuses.slice(i, i + 8).map(async ({ file, status }): Promise<FileChange> => {
            const json = file.endsWith('.json');
            return {
              file,
              status,
              before: json && status !== 'added' && parent ? await this.textAt(parent, file) : undefined,
              after: json && status !== 'removed' ? await this.textAt(id, file) : undefined,
            };
          }),
        )),
      );
    }
    return { version: header, changes };
  }

  /** The first parent of a version (undefined for the first commit). */
  async parentOf(id: string): Promise<string | undefined> {
    return (await this.git(['rev-list', '--parents', '--max-count=1', id])).trim().split(' ')[1];
  }

  /** A file's bytes at a commit (a picture), or undefined where it did not exist. */
  async bytesAt(commit: string, file: string): Promise<Buffer | undefined> {
    try {
      return await git(this.configDir, ['show', `${commit}:./${file}`], { binary: true });
    } catch (error) {
      if (error instanceof HistoryUnavailableError) throw error;
      return undefined;
    }
  }

  /** A file's text at a commit (an id, or an id and "^" for its first parent), or undefined where it did not exist. */
  async textAt(commit: string, file: string): Promise<string | undefined> {
    try {
      // "<commit>:./<file>" is relative to the config folder (the working directory).
      return await this.git(['show', `${commit}:./${file}`]);
    } catch (error) {
      if (error instanceof HistoryUnavailableError) throw error;
      return undefined;
    }
  }
}

/** `git log -z --format=FORMAT --name-status` output: each version with each file and what happened to it. */
function parseLog(out: string): Commit[] {
  return out
    .split(RECORD)
    .filter((record) => record.trim())
    .map((record) => {
      const [id, author, email, seconds, parents, trailers, message, ...rest] = record.split('\0');
      const statuses: FileStatus[] = [];
      const fields = rest.map((f) => f.replace(/^\n/, '')).filter(Boolean);
      for (let i = 0; i + 1 < fields.length; i += 2) {
        const code = fields[i]![0];
        statuses.push({ file: fields[i + 1]!, status: code === 'A' ? 'added' : code === 'D' ? 'removed' : 'changed' });
      }
      return {
        id: id!,
        author: author!,
        email: email!,
        changedBy: changedBy(trailers ?? '', author!),
        at: Number(seconds) * 1000,
        message: message!,
        merge: (parents ?? '').trim().split(' ').length > 1,
        files: statuses.map((s) => s.file),
        statuses,
      };
    });
}

/** The names of a version's Changed-by lines ("Asha Rao <asha@…>" → "Asha Rao"), or its author when it has none (a developer's commit, a restore). */
function changedBy(trailers: string, author: string): string[] {
  const names = trailers
    .split(UNIT)
    .map((value) => value.replace(/\s*<[^>]*>\s*$/, '').trim())
    .filter(Boolean);
  return names.length ? [...new Set(names)] : [author];
}
