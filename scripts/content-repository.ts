// A content repository as the site runs on one: a git repository on branch main whose first commit holds
// the config folder. For the bench scripts and the tests that publish, back up or restore
// (the production server finds its repository in SITE_CONFIG_DIR's parent).
import { cpSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { execFileSync } from 'node:child_process';

/** Runs git in `root` and returns its output, trimmed. */
export const gitIn =
  (root: string) =>
  (...args: string[]): string =>
    execFileSync('git', args, { cwd: root, encoding: 'utf8' }).trim();

/** Commits everything in the repository as `author` (e-mail from the first name @filingbridge.in); returns the commit. */
export const commitAs =
  (git: (...args: string[]) => string) =>
  (author: string, message: string): string => {
    git('add', '-A');
    git('-c', `user.name=${author}`, '-c', `user.email=${author.split(' ')[0]!.toLowerCase()}@filingbridge.in`, 'commit', '-q', '-m', message);
    return git('rev-parse', 'HEAD');
  };

/**
 * Makes `root` a repository on main and commits everything in it, after copying `from` (a config folder)
 * to `root/site-config` when given; returns the config folder and git in `root`.
 */
export function contentRepository(
  root: string,
  options: { from?: string; message?: string; author?: [name: string, email: string] } = {},
): { configDir: string; git: (...args: string[]) => string } {
  const configDir = join(root, 'site-config');
  mkdirSync(root, { recursive: true });
  if (options.from) cpSync(options.from, configDir, { recursive: true });
  const git = gitIn(root);
  const [name, email] = options.author ?? ['Dev Team', 'dev@filingbridge.in'];
  git('init', '-q', '-b', 'main');
  git('add', '-A');
  git('-c', `user.name=${name}`, '-c', `user.email=${email}`, 'commit', '-q', '-m', options.message ?? 'The site');
  return { configDir, git };
}
