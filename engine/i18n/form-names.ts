// The forms of a translated page have names apart, as the English page's must (page-rules.ts,
// unique-form-names): a screen reader lists a page's form landmarks by name, so two forms whose
// translated headings (or buttons) read alike can't be told apart by someone reading that language.
import type { Translation } from '../generated/config.ts';
import { at, type Problem } from '../config/problems.ts';
import { formsOf, samePath } from '../config/page-walk.ts';
import type { SourceFile } from '../config/source.ts';
import { fingerprint } from './fingerprint.ts';
import type { SourceText } from './texts.ts';

/**
 * Problems of `translation` (of an English page `english`, whose texts are `texts`): each form named like an
 * earlier form of the page in this language, said at the later one's translated text. Pairs the English
 * names already alike are the English page's problem, not the translation's.
 */
export function sameFormNames(file: SourceFile, place: string, english: { blocks?: unknown }, texts: SourceText[], translation: Translation): Problem[] {
  const problems: Problem[] = [];
  const seen = new Map<string, { key: string | undefined; english: string }>();
  for (const form of formsOf(english.blocks)) {
    const text = texts.find((t) => samePath(t.path, form.namePath));
    const entry = text ? translation.texts[text.key] : undefined;
    // A stale translation shows the English (validate.ts says so), and so does a missing one.
    const translated = entry && text && entry.fingerprint === fingerprint(text.english) ? entry.text.trim() : undefined;
    const name = (translated ?? form.name).toLowerCase();
    const first = seen.get(name);
    if (!first) {
      seen.set(name, { key: text?.key, english: form.name });
      continue;
    }
    if (first.english.toLowerCase() === form.name.toLowerCase() || !text) continue;
    problems.push(
      at(
        file,
        translated === undefined ? ['texts'] : ['texts', text.key, 'text'],
        'error',
        `${place}, ${text.key}`,
        `this form would be named "${translated ?? form.name}" like the form of ${first.key ?? `"${first.english}"`} — a screen reader lists the forms of a page by name, so two alike can't be told apart; translate the two names apart (the English: "${first.english}" and "${form.name}")`,
      ),
    );
  }
  return problems;
}
