// The Translations screen (issue 42 item 6): the list of files per language, or one file side by side.
import { TranslationEditor } from './TranslationEditor.tsx';
import { TranslationList } from './TranslationList.tsx';

export function TranslationsScreen({ file, onSaved }: { file?: string; onSaved: () => unknown }) {
  return file ? <TranslationEditor key={file} file={file} onSaved={onSaved} /> : <TranslationList />;
}
