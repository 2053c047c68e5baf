// The words of the forms' messages in each of the site's languages: site-config/form-messages.json
// (English; schemas/form-messages.schema.json) with each language's translation applied
// (site-config/translations/<code>/form-messages.json, through engine/i18n/ — fingerprints, stale and
// missing texts in English, marked). The build writes them for the server (.server/form-words.json);
// the server answers a form in the language it was sent from (server/form-language.ts).
import type { FormMessages, SiteLanguage } from './generated/config.ts';
import { DEFAULT_MESSAGES, fillMessage, type MessageWords } from './form-errors.ts';
import { siteLanguages } from './i18n/languages.ts';
import { QUOTE_MESSAGES } from './rules/quote.ts';
import { withoutFallbackMarks } from './i18n/fallback-html.ts';

/** What the server says besides the schema's messages (server/form-validation.ts, form-api.ts, form-language.ts). */
export const SERVER_MESSAGES = {
  phoneNumber: 'Enter a phone number we can call, like +91 98765 43210 or 098765 43210',
  validation: 'Some fields are missing or not valid. Please check them and send the form again.',
  language: '“{language}” is not a language of this site: send one of {codes}',
  textControl: '{field} contains control characters (such as escape codes or line breaks); type it as plain text',
  textBidi: '{field} contains hidden text-direction characters; type it as plain text',
  textEncoding: '{field} contains characters that are not valid text',
  textInvisible: '{field} contains only invisible characters; type a visible value',
} as const;

/** The visitor's copy of a quote (server/quote/mail.ts). */
export const QUOTE_MAIL_WORDS = {
  subject: 'Your quote {reference} from {site}',
  thanks: 'Thank you. {site} has your quote.',
  thanksNamed: 'Thank you, {name}. {site} has your quote.',
  reference: 'Reference',
  total: 'Total',
  nextSteps: 'What happens next:',
  payByUpi: 'Pay ₹{amount} by UPI from your phone: {link}',
  payLink: 'Pay ₹{amount} by UPI',
  payLinkNote: '(opens your UPI app on a phone)',
  scanQr: 'Or open your quote to scan its QR code: {link}',
  yourQuote: 'Your quote: {link}',
  openQuote: 'Open your quote',
} as const;

export type QuoteMailKey = keyof typeof QUOTE_MAIL_WORDS;

/** Every message's English, by key: what a language without a text says. */
export const ENGLISH_MESSAGES: Record<string, string> = { ...DEFAULT_MESSAGES, ...SERVER_MESSAGES };

/** One language's words, as plain data (JSON in .server/form-words.json). A text left in English is between the fallback marks. */
export interface FormWords extends MessageWords {
  /** "hi". */
  language: string;
  messages: Record<string, string>;
  fields: Record<string, string>;
  quoteMail: Record<string, string>;
  /** What the server says about a quote (server/quote/): its problems, the UTR, "Added." (engine/rules/quote.ts QUOTE_MESSAGES). */
  quote: Record<string, string>;
}

/** The site's languages and each one's words: .server/form-words.json. */
export interface FormWordsData {
  /** site.json "languages" (codes and names), the main one first. */
  languages: Pick<SiteLanguage, 'code' | 'name'>[];
  words: Record<string, FormWords>;
}

/** One language's words from its (translated) form-messages.json; English defaults where the site has no such file. */
export function formWordsOf(language: string, messages: FormMessages | undefined): FormWords {
  return {
    language,
    messages: { ...ENGLISH_MESSAGES, ...(messages?.messages ?? {}) },
    fields: Object.fromEntries((messages?.fields ?? []).map((f) => [f.name, f.title])),
    quoteMail: { ...QUOTE_MAIL_WORDS, ...(messages?.quoteMail ?? {}) },
    quote: { ...QUOTE_MESSAGES, ...(messages?.quote ?? {}) },
  };
}

/** The build's form-words.json: every language of the site with its words. */
export function formWordsData(
  english: { site: Parameters<typeof siteLanguages>[0]; formMessages?: FormMessages },
  others: { language: SiteLanguage; config: { formMessages?: FormMessages } }[],
): FormWordsData {
  const languages = siteLanguages(english.site);
  const words: Record<string, FormWords> = { [languages[0]!.code]: formWordsOf(languages[0]!.code, english.formMessages) };
  for (const other of others) words[other.language.code] = formWordsOf(other.language.code, other.config.formMessages);
  return { languages: languages.map(({ code, name }) => ({ code, name })), words };
}

/** A quote e-mail text in `words` (English when absent), filled in. */
export function quoteMailText(words: FormWords | undefined, key: QuoteMailKey, values?: Record<string, string | number>): string {
  return fillMessage(words?.quoteMail[key] ?? QUOTE_MAIL_WORDS[key], values);
}

/** What the browser's checks need of a language's words: the messages and field names, English fallbacks unmarked. */
export function browserWords(words: FormWords): MessageWords {
  const plain = (record: Record<string, string>) => Object.fromEntries(Object.entries(record).map(([k, v]) => [k, withoutFallbackMarks(v)]));
  return { messages: plain(words.messages), fields: plain(words.fields) };
}
