// The site's versions as the project's git repository holds them: every commit that changed the config
// folder, newest first, and a file's text at a version. Git runs as the `git` program with argument arrays
// (never a shell string); a version id is 40 hex digits and a file name comes from git itself, inside the
// config folder, so nothing typed can become an option or a path outside it.
import { git, HistoryUnavailableError } from '../git.ts';
import type { Version } from './types.ts';

export type { Version } from './types.ts';

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

export class ContentRepository {
  constructor(private readonly configDir: string) {}

  private git(args: string[]): Promise<string> {
    return git(this.configDir, args);
  }

  /**
   * Versions `skip` … `skip + limit - 1`, newest first, and how many there are in all. The versions are
   * those of the main line (first parents): a merged branch is one version, its change against the line.
   */
  async versions(skip: number, limit: number): Promise<{ versions: Version[]; total: number }> {
    const [out, count] = await Promise.all([
      this.git([
        'log',
        '--first-parent',
        '--diff-merges=first-parent',
        `--skip=${skip}`,
        `--max-count=${limit}`,
        '-z',
        `--format=${RECORD}%H%x00%an%x00%ae%x00%ct%x00%s`,
        '--name-only',
        '--relative',
        '--',
        '.',
      ]),
      this.git(['rev-list', '--count', '--first-parent', 'HEAD', '--', '.']),
    ]);
    const versions = out
      .split(RECORD)
      .filter((record) => record.trim())
      .map(parseRecord);
    return { versions, total: Number(count.trim()) };
  }

  /** One version and every file it changed, before and after; undefined for an id git does not know here. */
  async version(id: string): Promise<{ version: Version; changes: FileChange[] } | undefined> {
    if (!VERSION_ID.test(id)) return undefined;
    let out: string;
    try {
      out = await this.git([
        'log',
        '--max-count=1',
        '--diff-merges=first-parent',
        '-z',
        '--no-renames',
        `--format=${RECORD}%H%x00%an%x00%ae%x00%ct%x00%s`,
        '--name-status',
        '--relative',
        id,
        '--',
        '.',
      ]);
    } catch (error) {
      if (error instanceof HistoryUnavailableError) throw error;
      return undefined; // an unknown id ("bad object")
    }
    const record = out.split(RECORD).find((r) => r.trim());
    if (!record) return undefined;
    const [header, statuses] = splitStatuses(record);
    // `git log <id> -- .` shows the newest commit at or before <id> that touched the folder: it must be <id> itself.
    if (header.id !== id) return undefined;
    const parent = (await this.git(['rev-list', '--parents', '--max-count=1', id])).trim().split(' ')[1];
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
              before: json && status !== 'added' && parent ? await this.fileAt(parent, file) : undefined,
              after: json && status !== 'removed' ? await this.fileAt(id, file) : undefined,
            };
          }),
        )),
      );
    }
    return { version: { ...header, files: statuses.map((s) => s.file) }, changes };
  }

  /** A file's text at a commit, or undefined where it did not exist. */
  private async fileAt(commit: string, file: string): Promise<string | undefined> {
    try {
      // "<commit>:./<file>" is relative to the config folder (the working directory).
      return await this.git(['show', `${commit}:./${file}`]);
    } catch (error) {
      if (error instanceof HistoryUnavailableError) throw error;
      return undefined;
    }
  }
}

/** A `--name-status -z` record: the version, and each file with what happened to it. */
function splitStatuses(record: string): [Version, { file: string; status: FileChange['status'] }[]] {
  const [id, author, email, seconds, message, ...rest] = record.split('\0');
  const statuses: { file: string; status: FileChange['status'] }[] = [];
  const fields = rest.map((f) => f.replace(/^\n/, '')).filter(Boolean);
  for (let i = 0; i + 1 < fields.length; i += 2) {
    const code = fields[i]![0];
    statuses.push({ file: fields[i + 1]!, status: code === 'A' ? 'added' : code === 'D' ? 'removed' : 'changed' });
  }
  return [{ id: id!, author: author!, email: email!, at: Number(seconds) * 1000, message: message!, files: [] }, statuses];
}

function parseRecord(record: string): Version {
  const [id, author, email, seconds, message, ...names] = record.split('\0');
  return {
    id: id!,
    author: author!,
    email: email!,
    at: Number(seconds) * 1000,
    message: message!,
    files: names.map((n) => n.replace(/^\n/, '')).filter(Boolean),
  };
}
