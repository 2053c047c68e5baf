// What the history API answers (admin/server/history/types.ts), and the address of a version's screen.
export type { ChangeLine, FileInWords, HistoryList, PageRef, RestorePreview, UndoDone, Version, VersionDetail } from '../../../../server/history/types.ts';
import type { HistoryList } from '../../../../server/history/types.ts';

export type VersionSummary = HistoryList['versions'][number];

export const versionHref = (id: string) => `/admin/history/${id}`;
