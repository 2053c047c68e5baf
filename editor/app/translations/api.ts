// The translations screen's calls: the two reads of admin/server/routes/editor-translations.ts and the
// editor's ordinary Save (a draft in the back office, the file locally) and check.
import type { TranslationRow, TranslationStatus } from '../../../engine/config/workspace/translations.ts';
import { inOffice, request } from '../api.ts';

export type { TranslationRow, TranslationStatus };

const API = inOffice ? '/admin/api/editor' : '/api';

export interface LanguageList {
  code: string;
  name: string;
  files: TranslationStatus[];
}

export interface TranslationAnswer {
  file: string;
  source: string;
  schemaKey: string;
  language: { code: string; name: string; locale: string };
  address?: string;
  title?: string;
  exists: boolean;
  reviewed: boolean;
  rows: TranslationRow[];
  others: Record<string, { text: string; fingerprint: string }>;
  schemaRef: string;
  /** The file's version when it was read: its Save sends it back (a save made from an older one is refused). */
  version: string;
}

export const translationsApi = {
  list: () => request<{ languages: LanguageList[] }>(`${API}/translations`),
  open: (file: string) => request<TranslationAnswer>(`${API}/translation`, { file }),
};
