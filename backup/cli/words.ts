// What the backup and restore commands print: in words, with the counts.
import type { BackupResult } from '../backup.ts';
import type { RestoreReport } from '../restore.ts';

const plural = (n: number, word: string) => `${n.toLocaleString('en-IN')} ${word}${n === 1 ? '' : 's'}`;

/** "12.4 MB" */
export function size(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  if (bytes < 1024 ** 3) return `${(bytes / 1024 ** 2).toFixed(1)} MB`;
  return `${(bytes / 1024 ** 3).toFixed(2)} GB`;
}

function counted(counts: Record<string, number>): string {
  const c = (key: string) => counts[key] ?? 0;
  return [
    plural(c('leads'), 'lead'),
    plural(c('accounts'), 'account'),
    plural(c('auditEntries'), 'audit entry').replace('entrys', 'entries'),
    plural(c('drafts'), 'draft'),
    plural(c('scheduledPublishes'), 'scheduled publish').replace('publishs', 'publishes'),
  ].join(', ');
}

export function describeBackup(result: BackupResult): string {
  const m = result.manifest;
  const lines = [
    `Backed up to ${result.file} (${size(result.bytes)}, ${(result.ms / 1000).toFixed(1)} s${result.file.endsWith('.enc') ? ', encrypted' : ', NOT encrypted'}).`,
    `  store (${m.store.kind}${m.store.schema ? `, schema ${m.store.schema}` : ''}): ${counted(m.counts)}`,
    m.content
      ? `  content: ${plural(m.content.commits, 'commit')}, ${plural(m.content.branches, 'branch').replace('branchs', 'branches')}, ${plural(m.content.tags, 'tag')}; live version ${m.content.live?.slice(0, 12) ?? 'none recorded'}`
      : '  content: no git repository holds SITE_CONFIG_DIR, so no history was saved',
    `  pictures: ${m.counts.pictures ?? 0}`,
    `  leads acknowledged before ${m.startedAt} are in it.`,
  ];
  return lines.join('\n');
}

export function describeRestore(report: RestoreReport): string {
  const m = report.manifest;
  return [
    `Restored the backup of ${m.startedAt} (software ${m.software.version}${m.software.commit ? ` at ${m.software.commit.slice(0, 12)}` : ''}); every file matched its checksum.`,
    `  store → ${report.store}: ${counted(report.counts)}`,
    report.erasedAgain > 0
      ? `  erased again from the erasure log: ${plural(report.erasedAgain, 'lead')} (people erased after this backup)`
      : '  erasure log: nobody in this backup had been erased since',
    report.content && m.content
      ? `  content → ${report.content}: ${plural(m.content.commits, 'commit')}, ${m.content.head ?? m.content.commit.slice(0, 12)} checked out; live version ${m.content.live?.slice(0, 12) ?? 'none recorded'}`
      : '  content: none in this backup',
    `  pictures: ${report.pictures} put back into the config folder's images/`,
    ...report.keptAside.map((where) => `  kept aside: ${where}`),
    'Start the server to serve the restored site.',
  ].join('\n');
}
