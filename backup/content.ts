// The content's part of an archive: the git repository holding the config folder (site-config/, its
// history and every published version) as one `git bundle` of every branch and tag, and the uploaded
// pictures (site-config/images/) as files, so a picture saved but not yet committed comes back too.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { git, HistoryUnavailableError } from '../server/git.ts';

export interface ContentRepo {
  /** The repository's top folder. */
  root: string;
  /** The config folder inside it ("site-config", or "" when the repository is the config folder). */
  configPath: string;
}

export async function findContentRepo(configDir: string): Promise<ContentRepo | undefined> {
  if (!existsSync(configDir)) return undefined;
  try {
    const root = (await git(configDir, ['rev-parse', '--show-toplevel'])).trim();
    return { root, configPath: relative(root, configDir).split('\\').join('/') };
  } catch (error) {
    if (error instanceof HistoryUnavailableError) return undefined;
    throw error;
  }
}

export interface BundleFacts {
  head: string | null;
  commit: string;
  branches: number;
  tags: number;
  commits: number;
}

/** Writes every branch and tag of the repository at `root` into one bundle file. */
export async function bundleContent(root: string, out: string): Promise<BundleFacts> {
  const lines = async (args: string[]) => (await git(root, args)).split('\n').filter(Boolean);
  const branches = await lines(['for-each-ref', '--format=%(refname)', 'refs/heads']);
  const tags = await lines(['for-each-ref', '--format=%(refname)', 'refs/tags']);
  const commit = (await git(root, ['rev-parse', 'HEAD'])).trim();
  const head = await git(root, ['symbolic-ref', '-q', '--short', 'HEAD']).then(
    (name) => name.trim() || null,
    () => null,
  );
  await git(root, ['bundle', 'create', '--quiet', out, ...(head === null ? ['HEAD'] : []), '--branches', '--tags']);
  const commits = Number((await git(root, ['rev-list', '--count', '--branches', '--tags', 'HEAD'])).trim());
  return { head, commit, branches: branches.length, tags: tags.length, commits };
}

/** Checks the bundle (git's own check: a bundle needs a repository to be verified in, so an empty one in `work`). */
export async function verifyBundle(bundle: string, work: string): Promise<void> {
  await git(work, ['init', '--quiet', '--bare', 'verify.git']);
  await git(join(work, 'verify.git'), ['bundle', 'verify', '--quiet', bundle]);
}

/** Makes `root` (absent or empty) a repository with every branch and tag of the bundle, `head` checked out. */
export async function restoreContent(bundle: string, root: string, facts: { head: string | null; commit: string }): Promise<void> {
  await git(root, ['init', '--quiet']);
  await git(root, ['fetch', '--quiet', '--update-head-ok', bundle, 'refs/heads/*:refs/heads/*', 'refs/tags/*:refs/tags/*']);
  if (facts.head) {
    await git(root, ['symbolic-ref', 'HEAD', `refs/heads/${facts.head}`]);
    await git(root, ['checkout', '--quiet', '--force', facts.head]);
  } else {
    await git(root, ['checkout', '--quiet', '--force', '--detach', facts.commit]);
  }
}

/** The uploaded pictures: every file under the config folder's images/, relative to it. */
export function picturesOf(configDir: string): string[] {
  const dir = join(configDir, 'images');
  if (!existsSync(dir)) return [];
  const walk = (folder: string): string[] =>
    readdirSync(join(dir, folder)).flatMap((name) => {
      const path = folder ? `${folder}/${name}` : name;
      const stat = statSync(join(dir, path));
      return stat.isDirectory() ? walk(path) : stat.isFile() ? [path] : [];
    });
  return walk('');
}
