// Forms answered in the page's language (server/form-language.ts), with the site's real config and
// translations: the server's messages in Hindi (JSON, and the no-JavaScript page rendered again by the
// real render code), a language the site does not have refused in words, the lead's language stored
// and the inbox filtering by it on both stores, and the visitor's quote e-mail in Hindi.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { validateSiteConfig } from '../../engine/config/validate.ts';
import { validateTranslations } from '../../engine/i18n/validate.ts';
import { renderLanguages } from '../../engine/i18n/alternates.ts';
import { formWordsData } from '../../engine/form-words.ts';
import { blockRegistry } from '../../blocks/registry.ts';
import { buildApp } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';
import { backOfficeFor } from '../../server/db/open-store.ts';
import type { LeadStore } from '../../server/db/store.ts';
import { call, HOST, makeAdminBundle, seedUser, signIn } from './admin-helpers.ts';
import { makeDist, postgresTestStore, sqliteTestStore, TEST_DATABASE_URL } from './helpers.ts';

const { config } = validateSiteConfig('site-config', blockRegistry);
const { sites } = validateTranslations('site-config', config!);
const render = renderLanguages(config!, sites);
const contact = config!.pages.find((f) => f.page.paths[0] === '/contact')!.page;
const FORM_KEY = String(contact.blocks.findIndex((b) => b.type === 'form'));

const HINDI_PHONE = 'ऐसा फ़ोन नंबर लिखें जिस पर हम कॉल कर सकें, जैसे +91 98765 43210 या 098765 43210';
const HINDI_SUMMARY = 'कुछ फ़ील्ड खाली हैं या सही नहीं हैं। कृपया उन्हें जाँचकर फ़ॉर्म फिर से भेजें।';
const MESSAGE = { firstName: 'Priya', lastName: 'Sharma', email: 'priya@example.in', subject: 'जीएसटी', message: 'मुझे जीएसटी रजिस्ट्रेशन चाहिए' };

let dist: string;
let bundle: string;
beforeAll(() => {
  dist = makeDist();
  bundle = makeAdminBundle();
  mkdirSync(join(dist, '.server'));
  // The real render code (scripts/ssr/form-pages.tsx), as the build's bundle would run it.
  writeFileSync(join(dist, '.server', 'form-pages.js'), `export { createFormPages } from ${JSON.stringify(resolve('scripts/ssr/form-pages.tsx'))};\n`);
  const languages = sites.map((l, i) => ({ config: l.config, language: render[i + 1]! }));
  writeFileSync(join(dist, '.server', 'site.json'), JSON.stringify({ config, loaderSrc: '/assets/loader.js', languages, mainLanguage: render[0] }));
  writeFileSync(join(dist, '.server', 'form-words.json'), JSON.stringify(formWordsData(config!, sites)));
});
afterAll(() => {
  rmSync(dist, { recursive: true, force: true });
  rmSync(bundle, { recursive: true, force: true });
});

interface Made {
  app: FastifyInstance;
  store: LeadStore;
  close(): Promise<void>;
}
/** The production app over an opened test store with this file's build; closing closes the app, then the store. */
async function appOver(env: Record<string, string>, { store, close }: { store: LeadStore; close(): Promise<void> }): Promise<Made> {
  const app = await buildApp(loadConfig({ DIST_DIR: dist, ADMIN_DIST_DIR: bundle, LOG_LEVEL: 'silent', RATE_LIMIT_MAX: '1000', ...env }), { store });
  await app.ready();
  return {
    app,
    store,
    async close() {
      await app.close();
      await close();
    },
  };
}
const stores: Record<string, () => Promise<Made>> = {
  async sqlite() {
    const opened = sqliteTestStore('form-language-', { outbox: false });
    return appOver({ DATA_DIR: opened.dir }, opened);
  },
  async postgresql() {
    const opened = await postgresTestStore('lang', { outbox: false });
    return appOver({ DATABASE_URL: TEST_DATABASE_URL, DATABASE_SCHEMA: opened.schema }, opened);
  },
};

const formPost = (app: FastifyInstance, fields: Record<string, string>) =>
  app.inject({
    method: 'POST',
    url: '/api/contact',
    payload: new URLSearchParams(fields).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'same-origin', host: HOST },
  });
const jsonPost = (app: FastifyInstance, body: unknown, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url: '/api/contact', payload: JSON.stringify(body), headers: { 'content-type': 'application/json', ...headers } });

describe('a form on a Hindi page, without JavaScript', () => {
  let made: Made;
  beforeAll(async () => {
    made = await stores.sqlite!();
  });
  afterAll(() => made.close());

  it('a phone number that cannot be called: 400, the Hindi page again with the Hindi message beside the field and the values kept', async () => {
    const res = await formPost(made.app, { _origin: `/hi/contact#${FORM_KEY}`, _language: 'hi', ...MESSAGE, phone: '123', website: '' });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.body).toContain('<html lang="hi-IN">');
    expect(res.body).toContain(HINDI_PHONE);
    expect(res.body).toContain('मुझे जीएसटी रजिस्ट्रेशन चाहिए');
    expect(res.body).not.toContain('Enter a phone number we can call');
    expect(await made.store.count()).toBe(0);
  });

  it("a required field left empty: the browser's check, in Hindi, with the field's Hindi name", async () => {
    const res = await formPost(made.app, { _origin: `/hi/contact#${FORM_KEY}`, _language: 'hi', ...MESSAGE, subject: '' });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('विषय भरना ज़रूरी है');
  });

  it('sent: 303 to the Hindi page, which shows the success text of the Hindi page; the lead keeps its language', async () => {
    const res = await formPost(made.app, { _origin: `/hi/contact#${FORM_KEY}`, _language: 'hi', ...MESSAGE, phone: '+91 98765 43210' });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`/hi/contact?sent=${FORM_KEY}`);
    const [lead] = await made.store.list();
    expect(lead).toMatchObject({ page: '/hi/contact', language: 'hi' });
    const page = await made.app.inject({ url: String(res.headers.location), headers: { host: HOST } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('संदेश भेज दिया गया! हम 24 घंटे में आपके ईमेल पर जवाब देंगे।');
  });

  it('a language the site does not have: 400 naming the field, in words', async () => {
    const res = await formPost(made.app, { _origin: `/hi/contact#${FORM_KEY}`, _language: 'xx', ...MESSAGE });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('“xx” इस साइट की भाषा नहीं है: इनमें से एक भेजें: en (English), hi (हिन्दी), ta (தமிழ்)');
  });
});

describe('the JSON answer', () => {
  let made: Made;
  beforeAll(async () => {
    made = await stores.sqlite!();
  });
  afterAll(() => made.close());

  it('in Hindi: the summary and every field message, the language named', async () => {
    const res = await jsonPost(made.app, { ...MESSAGE, subject: undefined, phone: 'call me', _language: 'hi' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'validation', message: HINDI_SUMMARY, language: 'hi', fields: { phone: HINDI_PHONE, subject: 'विषय भरना ज़रूरी है' } });
  });

  it('in Tamil', async () => {
    const res = await jsonPost(made.app, { ...MESSAGE, email: 'not-an-address', _language: 'ta' });
    expect(res.json()).toMatchObject({ language: 'ta', fields: { email: 'சரியான மின்னஞ்சல் முகவரியை உள்ளிடவும், எ.கா. name@example.com' } });
  });

  it('without the field: the language of the page it came from (Referer), else English', async () => {
    const fromHindi = await jsonPost(made.app, { ...MESSAGE, phone: '1' }, { referer: `http://${HOST}/hi/contact`, host: HOST });
    expect(fromHindi.json()).toMatchObject({ language: 'hi', fields: { phone: HINDI_PHONE } });
    const plain = await jsonPost(made.app, { ...MESSAGE, phone: '1' });
    expect(plain.json()).toMatchObject({ language: 'en', fields: { phone: 'Enter a phone number we can call, like +91 98765 43210 or 098765 43210' } });
  });

  it('a code the site does not have, or not a code: 400 with the field message, nothing stored', async () => {
    for (const sent of ['fr', 'HI', 7, '']) {
      const res = await jsonPost(made.app, { ...MESSAGE, _language: sent });
      expect(res.statusCode, String(sent)).toBe(400);
      expect(res.json().fields, String(sent)).toEqual({ _language: `“${String(sent)}” is not a language of this site: send one of en (English), hi (हिन्दी), ta (தமிழ்)` });
    }
    expect(await made.store.count()).toBe(0);
  });
});

for (const [kind, open] of Object.entries(stores)) {
  describe(`the inbox by language: ${kind}`, () => {
    let made: Made;
    beforeAll(async () => {
      made = await open();
    });
    afterAll(() => made.close());

    it('a Hindi lead shows "हिन्दी", the filter finds it alone, the export names it; a bad filter is a 400 in words', async () => {
      const hindi = (await jsonPost(made.app, { ...MESSAGE, _language: 'hi' })).json().id as string;
      const english = (await jsonPost(made.app, { ...MESSAGE, email: 'ravi@example.in', _language: 'en' })).json().id as string;
      expect(hindi && english).toBeTruthy();
      const office = await backOfficeFor(made.store);
      const now = Date.now();
      const user = await seedUser(office, { now: () => now, advance: () => now }, { email: 'asha@filingbridge.in', role: 'sales' });
      const sales = await signIn(made.app, user.email);
      const list = (await call(made.app, sales, 'GET', '/admin/api/leads?language=hi')).json();
      expect(list.leads.map((l: { id: string }) => l.id)).toEqual([hindi]);
      expect(list.leads[0]).toMatchObject({ language: 'hi', languageName: 'हिन्दी' });
      expect(list.choices.languages).toEqual([
        { code: 'en', name: 'English' },
        { code: 'hi', name: 'हिन्दी' },
        { code: 'ta', name: 'தமிழ்' },
      ]);
      expect((await call(made.app, sales, 'GET', '/admin/api/leads?language=en')).json().leads.map((l: { id: string }) => l.id)).toEqual([english]);
      const detail = (await call(made.app, sales, 'GET', `/admin/api/leads/${hindi}`)).json();
      expect(detail.lead).toMatchObject({ language: 'hi', languageName: 'हिन्दी' });
      const csv = (await call(made.app, sales, 'GET', '/admin/api/leads/export?format=csv&language=hi')).body;
      const [header, row] = csv.replace(/^\ufeff/, '').split('\r\n');
      expect(header).toContain('"Sent from","Language"');
      expect(row).toContain('"हिन्दी (hi)"');
      const unknown = await call(made.app, sales, 'GET', '/admin/api/leads?language=fr');
      expect(unknown.statusCode).toBe(400);
      expect(JSON.stringify(unknown.json())).toContain('Language');
      expect((await call(made.app, sales, 'GET', '/admin/api/leads?language=Hindi')).statusCode).toBe(400);
    });
  });
}
