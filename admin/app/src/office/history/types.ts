// What the history API answers (admin/server/history/types.ts), and the address of a version's screen.
export type { ChangeLine, FileInWords, HistoryList, PageRef, RestorePreview, UndoDone, Version, VersionDetail } from '../../../../server/history/types.ts';
import type { HistoryList, Version } from '../../../../server/history/types.ts';

export type VersionSummary = HistoryList['versions'][number];

export const versionHref = (id: string) => `/admin/history/${id}`;

/** "Asha Rao", "Asha Rao and Ravi Kumar", "A, B and C". */
export function joinNames(names: string[]): string {
  return names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : (names[0] ?? '');
}

/** Who made a version's changes, and who published them when that was someone else: "Asha Rao (published by Priya Shah)". */
export function whoMade(version: Pick<Version, 'author' | 'changedBy'>): string {
  const makers = joinNames(version.changedBy);
  return version.changedBy.length === 1 && version.changedBy[0] === version.author ? makers : `${makers} (published by ${version.author})`;
}
