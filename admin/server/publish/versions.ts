// Versions as publishing uses them: what restoring an earlier version writes, and the message a publish
// suggests from its changes in words ("Page /gst: Price plans, plan 1 'Basic': Price in rupees 1999 → 2099").
import type { FileInWords } from '../history/types.ts';
import { git, HistoryUnavailableError } from '../../../server/git.ts';
import { isConfigFileName } from './files.ts';
import type { Change } from './publisher.ts';

/** The files to write so the config folder is again as it was at version `id`; undefined for an unknown id. */
export async function restoreChanges(configDir: string, id: string): Promise<{ changes: Change[]; author: string; at: number; message: string } | undefined> {
  let header: string;
  try {
    header = await git(configDir, ['log', '--max-count=1', '--format=%an%x00%ct%x00%s', id, '--']);
  } catch (error) {
    if (error instanceof HistoryUnavailableError || (error as { stderr?: string }).stderr === undefined) throw error;
    return undefined; // git does not know this id
  }
  const [author = '', seconds = '0', message = ''] = header.trim().split('\0');
  // Against the files as they are now (the live content), not only as committed.
  const names = (await git(configDir, ['diff', '--name-only', '-z', '--no-renames', '--relative', id, '--', '.'])).split('\0').filter(isConfigFileName);
  const changes: Change[] = [];
  for (const file of names) {
    const bytes = await git(configDir, ['show', `${id}:./${file}`], { binary: true }).catch(() => null);
    changes.push({ file, bytes });
  }
  return { changes, author, at: Number(seconds) * 1000, message };
}

/** One line per file, in the editor's words, short enough for a commit's first line. */
export function suggestMessage(changes: FileInWords[]): string {
  const parts = changes.map((change) => {
    if (change.status === 'added') return `${change.title} (new)`;
    if (change.status === 'removed') return `${change.title} (deleted)`;
    const lines = change.lines
      .slice(0, 2)
      .map((line) => (line.before !== undefined && line.after !== undefined ? `${line.field} ${line.before} → ${line.after}` : `${line.field} ${line.kind}`));
    const more = change.lines.length > 2 ? ` and ${change.lines.length - 2} more` : '';
    return `${change.title}: ${lines.join('; ') || 'changed'}${more}`;
  });
  return parts.join('\n').slice(0, 500) || 'Content changes';
}
