// The editor's translations over a checkout's files (`npm run edit`, editor/server/app.ts): the workspace
// lists translation files, the Translations screen's reads (each language's files, one file beside its
// English), Save writing a translation with the fingerprints of the English it translates, the translator's
// checks refusing a retyped figure, and names the editor may not write refused with a 400 in words.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { fingerprint } from '../../engine/i18n/fingerprint.ts';
import { localEditorOverCopy } from './local-editor-helpers.ts';

vi.setConfig({ testTimeout: 60_000 });

const {
  configDir,
  app,
  host: HOST,
  api,
  version,
} = localEditorOverCopy(
  'editor-translations-',
  '<!doctype html>\n<html lang="en">\n  <head>\n    <meta charset="utf-8" />\n    <title>Site editor · Back office</title>\n  </head>\n</html>\n',
  5998,
);
const HI_GST = 'translations/hi/pages/gst.json';
const readJson = (file: string) => JSON.parse(readFileSync(join(configDir, file), 'utf8'));

describe('translations in the local editor', () => {
  it('lists translation files with the others, and each language of site.json but English with its files, the unreviewed first', async () => {
    const files = (await api('GET', '/api/files')).json().files.map((f: { file: string }) => f.file);
    expect(files).toContain(HI_GST);
    expect(files).toContain('translations/ta/site.json');

    // A reviewed Tamil page goes after the unreviewed ones.
    const ta = readJson('translations/ta/pages/gst.json');
    writeFileSync(join(configDir, 'translations/ta/pages/gst.json'), JSON.stringify({ ...ta, reviewed: true }, null, 2));
    const res = await api('GET', '/api/translations');
    expect(res.statusCode).toBe(200);
    const { languages } = res.json() as {
      languages: { code: string; files: { file: string; translated: boolean; reviewed: boolean; missing: number; stale: number; texts: number }[] }[];
    };
    expect(languages.map((l) => l.code)).toEqual(['hi', 'ta']);
    const tamil = languages[1]!.files;
    const order = tamil.map((f) => (f.translated ? (f.reviewed ? 'reviewed' : 'unreviewed') : 'none'));
    expect(order.indexOf('reviewed')).toBeGreaterThan(order.lastIndexOf('unreviewed'));
    expect(order.indexOf('none')).toBeGreaterThan(order.indexOf('reviewed'));
    const about = tamil.find((f) => f.file === 'translations/ta/pages/about.json')!;
    expect(about).toMatchObject({ translated: false, reviewed: false, stale: 0 });
    expect(about.missing).toBe(about.texts);
    expect(languages[0]!.files.find((f) => f.file === 'translations/hi/pages/contact.json')).toMatchObject({ translated: true, missing: 3, stale: 0 });
  });

  it('opens a file beside its English: fields in words, a changed English marked stale, a missing text missing', async () => {
    const english = readJson('pages/gst.json');
    english.blocks.find((b: { type: string }) => b.type === 'hero').heading = 'GST Registration in any state';
    writeFileSync(join(configDir, 'pages/gst.json'), JSON.stringify(english, null, 2));
    const hindi = readJson(HI_GST);
    delete hindi.texts['blocks[hero].eyebrow'];
    writeFileSync(join(configDir, HI_GST), JSON.stringify(hindi, null, 2));

    const res = await api('POST', '/api/translation', { file: HI_GST });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as {
      language: { name: string };
      address: string;
      rows: { key: string; field: string; english: string; state: string; text?: string; fingerprint: string }[];
    };
    expect(body.language.name).toBe('हिन्दी');
    expect(body.address).toBe('/gst');
    const heading = body.rows.find((r) => r.key === 'blocks[hero].heading')!;
    expect(heading).toMatchObject({ field: 'Hero banner: Headline', english: 'GST Registration in any state', state: 'stale', text: 'जीएसटी रजिस्ट्रेशन' });
    expect(heading.fingerprint).toBe(fingerprint('GST Registration in any state'));
    expect(body.rows.find((r) => r.key === 'blocks[hero].eyebrow')).toMatchObject({
      field: 'Hero banner: Small label above the headline',
      state: 'missing',
      english: 'GST Services',
    });
    expect(body.rows.filter((r) => r.state !== 'translated')).toHaveLength(2);
  });

  it('saves a translation with each text’s fingerprint; refuses a retyped figure with the validator’s words', async () => {
    const before = readJson(HI_GST);
    const data = { ...before, reviewed: true, texts: { ...before.texts, 'blocks[hero].eyebrow': { text: 'जीएसटी सेवाएँ', fingerprint: fingerprint('GST Services') } } };
    const saved = await api('POST', '/api/save', { file: HI_GST, data, base: version(HI_GST) });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(readJson(HI_GST).texts['blocks[hero].eyebrow']).toEqual({ text: 'जीएसटी सेवाएँ', fingerprint: fingerprint('GST Services') });
    expect(readJson(HI_GST).reviewed).toBe(true);

    const wrong = { ...data, texts: { ...data.texts, 'blocks[hero].eyebrow': { text: 'जीएसटी सेवाएँ 24', fingerprint: fingerprint('GST Services') } } };
    const refused = await api('POST', '/api/save', { file: HI_GST, data: wrong, base: version(HI_GST) });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe('Not saved: 1 problem to fix first');
    expect(refused.json().problems[0]).toMatchObject({
      configFile: HI_GST,
      path: ['texts', 'blocks[hero].eyebrow', 'text'],
      message: 'the figures must be those of the English ("none"), here "24": figures, prices and links come from the English text — copy them as they are',
    });
    expect(readJson(HI_GST).texts['blocks[hero].eyebrow'].text).toBe('जीएसटी सेवाएँ');
  });

  it('previews the page in the language with an unsaved translation: the language’s site, its lang, the edit, the file unchanged', async () => {
    const hindi = readJson(HI_GST);
    hindi.texts['blocks[hero].eyebrow'] = { text: 'केवल पूर्वावलोकन', fingerprint: fingerprint('GST Services') };
    const preview = await api('POST', '/api/preview', { files: { [HI_GST]: hindi }, path: '/hi/gst' });
    expect(preview.statusCode, preview.body).toBe(200);
    const { url } = preview.json() as { url: string };
    const page = await app.inject({ url, headers: { host: HOST } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<html lang="hi-IN"');
    expect(page.body).toContain('केवल पूर्वावलोकन');
    expect(page.body).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(readFileSync(join(configDir, HI_GST), 'utf8')).not.toContain('केवल पूर्वावलोकन');
  });

  it('writes a new translation file (a Tamil page), creating its folder', async () => {
    const file = 'translations/ta/pages/about.json';
    const data = { $schema: '../../../../schemas/translation.schema.json', reviewed: false, texts: {} };
    const saved = await api('POST', '/api/save', { file, data, base: version(file) });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(readJson(file)).toEqual(data);
  });

  it('refuses, with a 400 in words, a name outside translations/<language>/, a language not in site.json, a file that cannot be translated', async () => {
    const cases: [string, string][] = [
      ['translations/fr/pages/gst.json', 'there is no language "fr" to translate into — Site facts list हिन्दी (hi), தமிழ் (ta)'],
      ['translations/en/site.json', 'there is no language "en" to translate into — Site facts list हिन्दी (hi), தமிழ் (ta)'],
      [
        'translations/hi/../site.json',
        '"translations/hi/../site.json" is not a translation file — a translation is named translations/<language code>/<the English file\'s name>, e.g. translations/hi/pages/gst.json',
      ],
      [
        'translations/hi/search-synonyms.json',
        "search-synonyms.json cannot be translated — pages, Site facts, Menus, the lists' settings, updates and guides, the compliance calendar, the tax tables, the forms' messages and the interface words can",
      ],
      ['translations/hi/pages/no-such-page.json', 'there is no English file pages/no-such-page.json for this translation'],
    ];
    for (const [file, message] of cases) {
      for (const [url, body] of [
        ['/api/translation', { file }],
        ['/api/save', { file, data: { reviewed: false, texts: {} }, base: 'none' }],
      ] as const) {
        const res = await api('POST', url, body);
        expect(res.statusCode, `${url} ${file}`).toBe(400);
        expect(res.json().message).toBe(message);
      }
    }
  });
});
