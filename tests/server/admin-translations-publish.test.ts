// A translation in the back office: Save keeps a draft of the translation file alone (the Translations
// screen's reads see it), and publishing it publishes that file only — an English draft of the same page
// in progress stays a draft, unpublished. With the real build and a temporary git repository.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ROOT_DIR } from '../../engine/config/schema-files.ts';
import { fingerprint } from '../../engine/i18n/fingerprint.ts';
import { contentStoreFor } from '../../server/db/open-store.ts';
import type { ContentStore } from '../../server/db/content-store.ts';
import { adminAppWith, call, editorVersion, type AdminTestApp, type SignedIn } from './admin-helpers.ts';
import { contentRepository, gitIn } from '../../scripts/content-repository.ts';
import { tempDir } from './helpers.ts';

vi.setConfig({ testTimeout: 240_000, hookTimeout: 180_000 });

const repo = tempDir('translation-publish-');
const configDir = join(repo, 'site-config');
const cacheDir = join(ROOT_DIR, '.cache/build');
const git = gitIn(repo);
const HI_GST = 'translations/hi/pages/gst.json';
const readJson = (file: string) => JSON.parse(readFileSync(join(configDir, file), 'utf8'));

let t: AdminTestApp & { cleanup(): Promise<void> };
let content: ContentStore;
let publisher: SignedIn;

beforeAll(async () => {
  contentRepository(repo, { from: join(ROOT_DIR, 'site-config') });
  ({
    t,
    sessions: [publisher],
  } = await adminAppWith({ SITE_CONFIG_DIR: configDir, SITE_BUILD_CACHE_DIR: cacheDir }, [{ email: 'priya@filingbridge.in', name: 'Priya Shah', role: 'publisher' }], [repo]));
  content = await contentStoreFor(t.store);
});
afterAll(() => t.cleanup());

describe('a translation drafted and published on its own', () => {
  it('Save keeps a draft of the translation; publishing it leaves the English draft of the same page unpublished', async () => {
    // An English edit in progress on /gst…
    const english = readJson('pages/gst.json');
    english.blocks.find((b: { type: string }) => b.type === 'hero').heading = 'GST Registration, any state';
    const savedEnglish = await call(t.app, publisher, 'POST', '/admin/api/editor/save', {
      file: 'pages/gst.json',
      data: english,
      base: await editorVersion(t.app, publisher, 'pages/gst.json'),
    });
    expect(savedEnglish.statusCode, savedEnglish.body).toBe(200);

    // …and the Hindi translation of the page's label above the headline.
    const hindi = readJson(HI_GST);
    hindi.texts['blocks[hero].eyebrow'] = { text: 'जीएसटी की सेवाएँ', fingerprint: fingerprint('GST Services') };
    const saved = await call(t.app, publisher, 'POST', '/admin/api/editor/save', { file: HI_GST, data: hindi, base: await editorVersion(t.app, publisher, HI_GST) });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().message).toBe('Saved as a draft — visitors do not see it yet.');
    expect(readJson(HI_GST).texts['blocks[hero].eyebrow'].text).toBe('जीएसटी सेवाएँ');

    // The Translations screen reads the draft (and the English draft: the heading's translation is now stale).
    const opened = await call(t.app, publisher, 'POST', '/admin/api/editor/translation', { file: HI_GST });
    expect(opened.statusCode, opened.body).toBe(200);
    const rows = opened.json().rows as { key: string; state: string; text?: string }[];
    expect(rows.find((r) => r.key === 'blocks[hero].eyebrow')).toMatchObject({ state: 'translated', text: 'जीएसटी की सेवाएँ' });
    expect(rows.find((r) => r.key === 'blocks[hero].heading')).toMatchObject({ state: 'stale' });
    const list = await call(t.app, publisher, 'GET', '/admin/api/editor/translations');
    expect(list.json().languages[0].files.find((f: { file: string }) => f.file === HI_GST)).toMatchObject({ translated: true, stale: 1, missing: 0 });

    const summary = await call(t.app, publisher, 'GET', `/admin/api/publish/summary?files=${HI_GST}`);
    expect(summary.statusCode, summary.body).toBe(200);

    const res = await call(t.app, publisher, 'POST', '/admin/api/publish', { files: [HI_GST], message: 'Hindi GST page: label above the headline' });
    expect(res.statusCode, res.body).toBe(200);
    expect(git('diff', '--name-only', 'HEAD~1', 'HEAD')).toBe(`site-config/${HI_GST}`);
    expect(readJson(HI_GST).texts['blocks[hero].eyebrow']).toEqual({ text: 'जीएसटी की सेवाएँ', fingerprint: fingerprint('GST Services') });
    expect(readJson('pages/gst.json').blocks.find((b: { type: string }) => b.type === 'hero').heading).toBe('GST Registration');
    expect(await content.draft(HI_GST)).toBeNull();
    expect(await content.draft('pages/gst.json')).not.toBeNull();

    const hindiPage = await t.app.inject({ method: 'GET', url: '/hi/gst' });
    expect(hindiPage.statusCode).toBe(200);
    expect(hindiPage.body).toContain('जीएसटी की सेवाएँ');
    const englishPage = await t.app.inject({ method: 'GET', url: '/gst' });
    expect(englishPage.body).not.toContain('GST Registration, any state');
  });
});
