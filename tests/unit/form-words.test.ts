// The forms' messages as config (engine/form-words.ts): site-config/form-messages.json says what the
// code says in English (the code's English is every language's fallback), names every form field as
// the form schemas do, and its translations go through the translation mechanism — a translated
// message in place, a missing or stale one English and marked, the validator naming the stale text.
import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { validateSiteConfig } from '../../engine/config/validate.ts';
import { blockRegistry } from '../../blocks/registry.ts';
import { validateTranslations } from '../../engine/i18n/validate.ts';
import { fingerprint } from '../../engine/i18n/fingerprint.ts';
import { FALLBACK_CLOSE, FALLBACK_OPEN } from '../../engine/i18n/apply.ts';
import { ENGLISH_MESSAGES, QUOTE_MAIL_WORDS, formWordsData } from '../../engine/form-words.ts';
import { fieldErrors, messageIn } from '../../engine/form-errors.ts';
import { validateValues } from '../../blocks/form/values.ts';
import type { FormMessages } from '../../engine/generated/config.ts';
import { tempConfigPerTest } from './helpers.ts';

const english = JSON.parse(readFileSync('site-config/form-messages.json', 'utf8')) as FormMessages;
const tempConfig = tempConfigPerTest();

describe('site-config/form-messages.json', () => {
  it("says in English exactly what the code says (the code's English is the fallback)", () => {
    expect(english.messages).toEqual(ENGLISH_MESSAGES);
    expect(english.quoteMail).toEqual(QUOTE_MAIL_WORDS);
  });

  it('names every field of every form as its schema titles it', () => {
    const titles = new Map(english.fields.map((f) => [f.name, f.title]));
    for (const file of readdirSync('schemas/forms')) {
      const schema = JSON.parse(readFileSync(`schemas/forms/${file}`, 'utf8')) as { properties: Record<string, { title?: string }> };
      for (const [name, property] of Object.entries(schema.properties)) {
        if (name === 'website') continue;
        expect(titles.has(name), `${file}: ${name}`).toBe(true);
        // The quote's "subject" is written by the server ("Summary"); every other title is the same in every form.
        if (!(file === 'quote-request.schema.json' && name === 'subject')) expect(titles.get(name), `${file}: ${name}`).toBe(property.title);
      }
    }
  });
});

describe("a language's messages", () => {
  const { config } = validateSiteConfig('site-config', blockRegistry);
  const data = formWordsData(config!, validateTranslations('site-config', config!).sites);

  it('are the Hindi and Tamil of the translation files, with the field named in the language', () => {
    expect(data.languages.map((l) => l.code)).toEqual(['en', 'hi', 'ta']);
    const schema = { properties: { subject: { title: 'Subject' }, email: { title: 'E-mail address' } } };
    const missing = [{ keyword: 'required', instancePath: '', schemaPath: '#/required', params: { missingProperty: 'subject' } }];
    expect(fieldErrors(schema, missing, data.words.hi)).toEqual({ subject: 'विषय भरना ज़रूरी है' });
    expect(fieldErrors(schema, missing, data.words.ta)).toEqual({ subject: 'பொருள் நிரப்பப்பட வேண்டும்' });
    expect(fieldErrors(schema, missing, data.words.en)).toEqual({ subject: 'Subject is required' });
    expect(messageIn(data.words.hi, 'maxLength', { field: 'संदेश', limit: 5000 })).toBe('संदेश ज़्यादा से ज़्यादा 5000 अक्षरों का हो सकता है');
  });

  it("the form block's own checks speak the language too (required in the block, e-mail format)", () => {
    const block = {
      form: 'contact-message' as const,
      fields: [
        { name: 'email', label: 'ईमेल', type: 'email' as const, required: true },
        { name: 'subject', label: 'विषय', type: 'text' as const, required: true },
        { name: 'message', label: 'संदेश', type: 'textarea' as const, required: true },
      ],
    };
    expect(validateValues(block, { email: 'x@', subject: '', message: 'नमस्ते' }, [], data.words.hi)).toEqual({
      email: 'सही ई-मेल पता लिखें, जैसे name@example.com',
      subject: 'विषय भरना ज़रूरी है',
    });
  });

  it('a text not translated, or whose English changed, is the English, marked; the validator names the stale one with file and new fingerprint', () => {
    const site = tempConfig();
    const siteJson = site.json('site.json') as Record<string, unknown>;
    site.writeJson('site.json', {
      ...siteJson,
      languages: [
        { code: 'en', locale: 'en-IN', name: 'English', linkLabel: 'Read in English', untranslatedNote: 'Some parts of this page are in English.' },
        { code: 'hi', locale: 'hi-IN', name: 'हिन्दी', linkLabel: 'हिन्दी में पढ़ें', untranslatedNote: 'इस पन्ने के कुछ हिस्से अभी अंग्रेज़ी में हैं।' },
      ],
    });
    // The English of "required" changed after it was translated; "or" was never translated.
    site.writeJson('form-messages.json', { ...english, messages: { ...english.messages, required: 'Please fill in {field}' } });
    mkdirSync(`${site.dir}/translations/hi`, { recursive: true });
    site.writeJson('translations/hi/form-messages.json', {
      reviewed: false,
      texts: {
        'messages.required': { text: '{field} भरना ज़रूरी है', fingerprint: fingerprint('{field} is required') },
        'messages.phoneNumber': { text: 'ऐसा फ़ोन नंबर लिखें जिस पर हम कॉल कर सकें, जैसे +91 98765 43210 या 098765 43210', fingerprint: fingerprint(english.messages.phoneNumber) },
      },
    });
    const { config: en, problems: configProblems } = validateSiteConfig(site.dir, blockRegistry);
    expect(configProblems.filter((p) => p.severity === 'error')).toEqual([]);
    const { problems, sites } = validateTranslations(site.dir, en!);
    const hi = formWordsData(en!, sites).words.hi!;
    expect(hi.messages.phoneNumber).toBe('ऐसा फ़ोन नंबर लिखें जिस पर हम कॉल कर सकें, जैसे +91 98765 43210 या 098765 43210');
    expect(hi.messages.required).toBe(`${FALLBACK_OPEN}Please fill in {field}${FALLBACK_CLOSE}`);
    expect(hi.messages.or).toBe(`${FALLBACK_OPEN}or${FALLBACK_CLOSE}`);
    const stale = problems.find((p) => p.message.includes('the English changed since this was translated'));
    expect(stale?.file).toMatch(/translations\/hi\/form-messages\.json$/);
    expect(stale?.message).toContain(`now "Please fill in {field}" — update the translation and set its fingerprint to "${fingerprint('Please fill in {field}')}"`);
    expect(problems.some((p) => p.file.endsWith('form-messages.json') && p.message.includes('not translated yet'))).toBe(true);
  });
});
