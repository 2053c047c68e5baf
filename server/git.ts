// Runs the `git` program for the back office's history and publishing (admin/server/history/, publish/) and the
// backups' content archive (backup/content.ts): always an argument array, never a
// shell string, no terminal prompts, messages in English (LC_ALL=C) so failures can be recognised.
import { execFile } from 'node:child_process';

/** The config folder is not in a git repository, or git is missing: there is no history to show. */
export class HistoryUnavailableError extends Error {}

export interface GitOptions {
  /** Extra environment (author and committer of a publish). */
  env?: Record<string, string>;
  /** Bytes instead of text (a picture's content at a version). */
  binary?: boolean;
}

export function git(cwd: string, args: string[], options?: GitOptions & { binary?: false }): Promise<string>;
export function git(cwd: string, args: string[], options: GitOptions & { binary: true }): Promise<Buffer>;
export function git(cwd: string, args: string[], options: GitOptions = {}): Promise<string | Buffer> {
  return new Promise((resolve, reject) => {
    execFile(
      'git',
      args,
      {
        cwd,
        maxBuffer: 64 * 1024 * 1024,
        encoding: options.binary ? 'buffer' : 'utf8',
        env: { ...process.env, GIT_TERMINAL_PROMPT: '0', LC_ALL: 'C', ...options.env },
      },
      (error, stdout, stderr) => {
        if (!error) return resolve(stdout);
        const text = `${stderr}`;
        if (/not a git repository|cannot change to/i.test(text) || (error as NodeJS.ErrnoException).code === 'ENOENT') {
          return reject(new HistoryUnavailableError(text.trim() || error.message));
        }
        reject(Object.assign(new Error(`git ${args[0]} failed: ${text.trim() || error.message}`), { stderr: text }));
      },
    );
  });
}
