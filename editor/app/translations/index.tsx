// The Translations screen (issue 42 item 6): the list of files per language, or one file side by side.
import type { DraftInfo, ScheduledChange } from '../api.ts';
import { TranslationEditor } from './TranslationEditor.tsx';
import { TranslationList } from './TranslationList.tsx';

/** The back office's part: the site's drafts and scheduled changes (the open file's are shown in its bar), and who may publish. */
export interface TranslationsOffice {
  drafts: DraftInfo[];
  scheduled: ScheduledChange[];
  canPublish: boolean;
  onChanged: () => Promise<void>;
}

export function TranslationsScreen({
  file,
  onSaved,
  onUnsaved,
  office,
}: {
  file?: string;
  onSaved: () => unknown;
  /** The file while it has unsaved typing, null once saved or left. */
  onUnsaved?: (file: string | null) => void;
  office?: TranslationsOffice;
}) {
  if (!file) return <TranslationList />;
  const bar = office && {
    draft: office.drafts.find((d) => d.file === file),
    scheduled: office.scheduled.find((s) => s.file === file),
    canPublish: office.canPublish,
    onChanged: office.onChanged,
  };
  return <TranslationEditor key={file} file={file} onSaved={onSaved} onUnsaved={onUnsaved} office={bar} />;
}
