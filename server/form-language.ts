// The language a form was sent in, and the words the server answers it with. A form carries its page's
// language in LANGUAGE_FIELD (a hidden field without JavaScript, a property of the JSON with it); a post
// without one (an API client, the footer's newsletter) is in the language of the page it came from, else
// the site's main language. Only the codes of site.json "languages" (written by the build to
// .server/form-words.json) are trusted: anything else is a 400 naming the field.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyRequest } from 'fastify';
import { formWordsOf, type FormWords, type FormWordsData } from '../engine/form-words.ts';
import { messageIn } from '../engine/form-errors.ts';
import { LANGUAGE_FIELD } from '../engine/forms.ts';
import { withoutFallbackMarks } from '../engine/i18n/fallback-html.ts';

/** A build without form-words.json (older builds, the tests' stand-ins): English only. */
export const ENGLISH_ONLY: FormWordsData = { languages: [{ code: 'en', name: 'English' }], words: { en: formWordsOf('en', undefined) } };

export function loadFormWords(distDir: string): FormWordsData {
  const file = join(distDir, '.server', 'form-words.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as FormWordsData) : ENGLISH_ONLY;
}

export type LanguageCheck = { ok: true; words: FormWords } | { ok: false; words: FormWords; fields: Record<string, string> };

/** The words of the language `sent` (the field's value, if any) or of the page at `path`. */
export function formLanguage(data: FormWordsData, sent: unknown, path: string | undefined): LanguageCheck {
  const main = data.languages[0]!.code;
  const ofPath = /^\/([a-z]{2,3})(?:\/|$)/.exec(path ?? '')?.[1];
  const pathCode = data.languages.some((l) => l.code === ofPath && l.code !== main) ? ofPath! : main;
  const pageWords = data.words[pathCode] ?? data.words[main]!;
  if (sent === undefined) return { ok: true, words: pageWords };
  const known = data.languages.find((l) => l.code === sent);
  if (typeof sent === 'string' && known) return { ok: true, words: data.words[known.code] ?? data.words[main]! };
  const shown = typeof sent === 'string' ? sent.slice(0, 20) : (JSON.stringify(sent)?.slice(0, 20) ?? '');
  const codes = data.languages.map((l) => `${l.code} (${l.name})`).join(', ');
  return { ok: false, words: pageWords, fields: { [LANGUAGE_FIELD]: messageIn(pageWords, 'language', { language: shown, codes }) } };
}

/** Messages as a JSON answer carries them: the marks around English left in a translated language removed. */
export function plainMessages(fields: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(fields).map(([name, message]) => [name, withoutFallbackMarks(message)]));
}

/** The fields whose message is (partly) English in a translated language: a JSON answer names them. */
export function englishFallbacks(fields: Record<string, string>): string[] {
  return Object.entries(fields)
    .filter(([, message]) => message.includes('\uE000'))
    .map(([name]) => name);
}

declare module 'fastify' {
  interface FastifyRequest {
    /** What a form-encoded post sent in LANGUAGE_FIELD (server/form-posts.ts), read before its body became the payload. */
    formLanguageSent: string | undefined;
  }
}

export type FormWordsOf = (request: FastifyRequest) => FormWordsData;

declare module 'fastify' {
  interface FastifyRequest {
    /** The words a form post is answered in (set by the form API before its checks). */
    formWords: FormWords | null;
    /** A 400's field messages with their English marked (form-posts.ts renders them on the page). */
    formErrors: Record<string, string> | null;
  }
}
