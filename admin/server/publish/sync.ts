// Developers keep working in git (CONTENT_REMOTE): published commits are pushed there, and commits that
// arrive there are fetched and merged into the config folder's repository, then built and served by
// the caller. Git runs with argument arrays; the remote comes from the environment, never a request.
import { git } from '../../../server/git.ts';

export type PullResult = { status: 'unchanged' } | { status: 'updated'; from: string; to: string } | { status: 'conflict'; message: string };

export class ContentSync {
  constructor(
    private readonly configDir: string,
    private readonly remote: string,
  ) {}

  private async branch(): Promise<string> {
    const name = (await git(this.configDir, ['rev-parse', '--abbrev-ref', 'HEAD'])).trim();
    return name === 'HEAD' ? 'main' : name;
  }

  async head(): Promise<string> {
    return (await git(this.configDir, ['rev-parse', 'HEAD'])).trim();
  }

  /**
   * Fetches the remote's branch and brings its commits in: a fast-forward when only the remote moved, a
   * merge commit when both did (refused and undone when the same file changed on both sides).
   */
  async pull(): Promise<PullResult> {
    const branch = await this.branch();
    await git(this.configDir, ['fetch', '--quiet', '--no-tags', this.remote, `refs/heads/${branch}`]);
    const from = await this.head();
    const theirs = (await git(this.configDir, ['rev-parse', 'FETCH_HEAD'])).trim();
    if (theirs === from || (await isAncestor(this.configDir, theirs, from))) return { status: 'unchanged' };
    if (await isAncestor(this.configDir, from, theirs)) {
      await git(this.configDir, ['merge', '--quiet', '--ff-only', theirs]);
      return { status: 'updated', from, to: theirs };
    }
    try {
      await git(this.configDir, ['merge', '--quiet', '--no-edit', '--no-ff', '-m', 'Merge the remote’s commits into the published site', theirs], {
        env: { GIT_AUTHOR_NAME: 'Back office', GIT_AUTHOR_EMAIL: 'back-office@localhost', GIT_COMMITTER_NAME: 'Back office', GIT_COMMITTER_EMAIL: 'back-office@localhost' },
      });
    } catch (error) {
      await git(this.configDir, ['merge', '--abort']).catch(() => {});
      return { status: 'conflict', message: `The remote’s commits change the same lines as the published site: ${(error as Error).message.slice(0, 300)}` };
    }
    return { status: 'updated', from, to: await this.head() };
  }

  /** Pushes the published commits; a refused push (the remote moved) is pulled and tried again, up to three times. */
  async push(): Promise<PullResult | undefined> {
    const branch = await this.branch();
    let pulled: PullResult | undefined;
    for (let attempt = 0; attempt < 3; attempt++) {
      try {
        await git(this.configDir, ['push', '--quiet', '--porcelain', this.remote, `HEAD:refs/heads/${branch}`]);
        return pulled;
      } catch (error) {
        if (!/rejected|non-fast-forward|fetch first/i.test((error as Error).message)) throw error;
        pulled = await this.pull();
        if (pulled.status === 'conflict') return pulled;
      }
    }
    throw new Error('The remote kept moving while the published version was pushed; it will be pushed with the next sync.');
  }

  /** Undoes a pull whose content the site refused to build (the config folder is again as published). */
  async resetTo(commit: string) {
    await git(this.configDir, ['reset', '--quiet', '--keep', commit]);
  }
}

async function isAncestor(cwd: string, ancestor: string, of: string): Promise<boolean> {
  try {
    await git(cwd, ['merge-base', '--is-ancestor', ancestor, of]);
    return true;
  } catch {
    return false;
  }
}
