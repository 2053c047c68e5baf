// GET /search on the production app: the results written into the prerendered search page (the real
// block's HTML), the field's value, escaping, the fragment for the as-you-type script, compression,
// bad input, and a publish swapping the index with the pages.
import { rmSync } from 'node:fs';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadRelease } from '../../server/live-site.ts';
import { FSSAI, HINDI, INCOME_TAX, INCORPORATION, TRADEMARK } from '../fixtures/search/pages.ts';
import { SEARCH_PAGE, writeSearchSite } from '../fixtures/search/site.ts';
import { makeApp, makeDist, type TestApp } from './helpers.ts';
import { validateSiteConfig } from '../../engine/config/validate.ts';
import { validateTranslations } from '../../engine/i18n/validate.ts';
import { searchWordsFile } from '../../engine/search/search-words.ts';
import { blockRegistry } from '../../blocks/registry.ts';

let dist: string;
let t: TestApp;
beforeAll(async () => {
  dist = makeDist();
  writeSearchSite(dist, { '/trademark': TRADEMARK, '/fssai-license': FSSAI, '/incorporation': INCORPORATION, '/income-tax': INCOME_TAX, '/hi/income-tax': HINDI });
  t = await makeApp(dist);
}, 60_000);
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

/** How often the words were counted as found nothing (all days). */
const counted = (query: string) => {
  const exists = t.db.prepare("SELECT name FROM sqlite_master WHERE name = 'unfound_searches'").get();
  return exists ? Number((t.db.prepare('SELECT coalesce(sum(count), 0) AS n FROM unfound_searches WHERE query = ?').get(query) as { n: number }).n) : 0;
};
const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
const hitLinks = (html: string) => [...html.matchAll(/<li data-hit=""><a href="([^"]+)">/g)].map((m) => m[1]);

describe('GET /search', () => {
  it('without words: the prerendered page as built', async () => {
    const response = await get('/search');
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(SEARCH_PAGE);
  });

  it('renders the results into the page, without JavaScript: the field keeps the words, hits link to their sections', async () => {
    const response = await get('/search?q=trademrk+objection');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-store');
    const html = response.body;
    expect(html).toContain('data-search-input="" value="trademrk objection"');
    expect(html).toContain('<title>trademrk objection — Search | FilingBridge</title>');
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(hitLinks(html)[0]).toBe('/trademark#objection');
    expect(html).toContain('<a href="/trademark#objection">Reply to a <mark>trademark</mark> <mark>objection</mark></a>');
    // The popular searches give way to the results; the rest of the page is as built.
    expect(html).not.toContain('Popular searches');
    expect(html).toContain('</li></ol></div><template data-search-end=""></template></div></div></section>');
    expect(html.endsWith('</main></body></html>')).toBe(true);
  });

  it('finds with synonyms and in Hindi', async () => {
    expect(hitLinks((await get('/search?q=food+licence')).body)).toContain('/fssai-license');
    expect(hitLinks((await get(`/search?q=${encodeURIComponent('जीएसटी पंजीकरण')}`)).body)).toEqual(['/hi/income-tax#jiesti']);
  });

  it('never writes the words as markup: in the field, the title and the results', async () => {
    const words = '"><script>alert(1)</script><img src=x onerror=alert(2)>';
    const html = (await get(`/search?q=${encodeURIComponent(words)}`)).body;
    expect(html).not.toMatch(/<script>alert|<img src=x/);
    expect(html).toContain('value="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;&lt;img src=x onerror=alert(2)&gt;"');
  });

  it('nothing found: says so, offers the enquiry with the words filled in and the popular searches again; the words are counted', async () => {
    const before = counted('zqxjv wombat');
    const html = (await get('/search?q=zqxjv+wombat')).body;
    expect(counted('zqxjv wombat')).toBe(before + 1);
    expect(html).toContain('<h2 data-search-count="0">No results for “zqxjv wombat”</h2>');
    expect(html).toContain('href="/enquiry?message=I%20searched%20the%20site%20for%20%22zqxjv%20wombat%22%20and%20did%20not%20find%20it."');
    expect(html).toContain('<a href="/search?q=GST%20registration">GST registration</a>');
  });

  it('?part=results answers the results alone (the as-you-type script)', async () => {
    const response = await get('/search?q=examiner&part=results');
    expect(response.statusCode).toBe(200);
    expect(response.body.startsWith('<h2 data-search-count="1">1 result for “examiner”</h2><ol><li data-hit=""><a href="/trademark#objection">')).toBe(true);
    expect(response.body).not.toContain('<html');
    // A preview while typing is not a search that found nothing: only the submitted search counts.
    await get('/search?q=qqzzy&part=results');
    expect(counted('qqzzy')).toBe(0);
    expect((await get('/search?q=&part=results')).body).toBe(
      '<h2>Popular searches</h2><ul data-popular=""><li><a href="/search?q=GST%20registration">GST registration</a></li></ul>',
    );
  });

  it('compresses the page it makes when the browser accepts it', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/search?q=fssai', headers: { 'accept-encoding': 'br, gzip' } });
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toBe('Accept-Encoding');
    expect(brotliDecompressSync(response.rawPayload).toString()).toContain('<a href="/fssai-license">');
  });

  it('refuses words past 1,000 characters and unknown parts with a 400, never a 500', async () => {
    const long = await get(`/search?q=${'a'.repeat(1001)}`);
    expect(long.statusCode).toBe(400);
    expect(long.json()).toMatchObject({ error: 'bad_request' });
    expect((await get('/search?q=gst&part=everything')).statusCode).toBe(400);
    expect((await get('/search?q=a&q=b')).statusCode).toBe(400);
  });

  it('a published release brings its own index: the next search answers from it', async () => {
    const next = makeDist();
    try {
      writeSearchSite(next, { '/payroll': '<html><head><title>Payroll</title></head><body><main><h1>Payroll and PF</h1></main></body></html>' });
      expect(hitLinks((await get('/search?q=payroll')).body)).toEqual([]);
      t.app.liveSite.replace(await loadRelease(next));
      expect(hitLinks((await get('/search?q=payroll')).body)).toEqual(['/payroll']);
      expect(hitLinks((await get('/search?q=trademark')).body)).toEqual([]);
    } finally {
      t.app.liveSite.replace(await loadRelease(dist));
      rmSync(next, { recursive: true, force: true });
    }
  });
});

describe('GET /hi/search: the answer in Hindi (the interface words of site-config/translations/hi/interface.json)', () => {
  let hiDist: string;
  let hi: TestApp;
  beforeAll(async () => {
    const { config } = validateSiteConfig('site-config', blockRegistry);
    const words = searchWordsFile(config!, validateTranslations('site-config', config!).sites);
    hiDist = makeDist();
    writeSearchSite(hiDist, { '/trademark': TRADEMARK, '/hi/income-tax': HINDI }, words);
    hi = await makeApp(hiDist);
  }, 120_000);
  afterAll(async () => {
    await hi.close();
    rmSync(hiDist, { recursive: true, force: true });
  });
  const getHi = (url: string) => hi.app.inject({ method: 'GET', url });

  it('counts the results in Hindi; a Hindi page is the page’s language, an English one is marked lang="en"', async () => {
    const found = (await getHi(`/hi/search?q=${encodeURIComponent('जीएसटी पंजीकरण')}&part=results`)).body;
    expect(found).toBe(
      '<h2 data-search-count="1">“जीएसटी पंजीकरण” के लिए 1 नतीजा</h2><ol><li data-hit=""><a href="/hi/income-tax#jiesti"><mark>जीएसटी</mark> <mark>पंजीकरण</mark></a>' +
        '<p data-hit-meta="">पेज का हिस्सा · आयकर रिटर्न हिंदी में</p><p data-hit-snippet="">नए व्यापार के लिए <mark>जीएसटी</mark> <mark>पंजीकरण</mark> क\u094d\u200dलिक से।</p></li></ol>', // the page's zero-width joiner stays in the snippet
    );
    const english = (await getHi('/hi/search?q=examiner&part=results')).body;
    expect(english).toContain('<h2 data-search-count="1">“examiner” के लिए 1 नतीजा</h2>');
    expect(english).toContain(
      '<a href="/trademark#objection" lang="en">Reply to a trademark objection</a><p data-hit-meta="">पेज का हिस्सा · <span lang="en">Trademark Registration</span></p><p data-hit-snippet="" lang="en">',
    );
    expect((await getHi('/hi/search?q=trademark&part=results')).body).toMatch(/^<h2 data-search-count="5">“trademark” के लिए 5 नतीजे<\/h2>/); // "other" from 2 on, "one" for 1
    expect((await getHi('/hi/search?q=examiner+zqxjv&part=results')).body).toContain('<p>किसी भी पेज पर आपके सभी शब्द नहीं हैं; इन पेजों पर उनमें से कुछ शब्द हैं।</p>');
  });

  it('nothing found, without JavaScript: the page in Hindi with words to try and the Hindi enquiry form', async () => {
    const html = (await getHi('/hi/search?q=zqxjv+wombat')).body;
    expect(html.startsWith('<!doctype html><html lang="hi-IN">')).toBe(true);
    expect(html).toContain('<h2 data-search-count="0">“zqxjv wombat” के लिए कोई नतीजा नहीं मिला</h2>');
    const message = encodeURIComponent('मैंने साइट पर "zqxjv wombat" खोजा, पर मुझे नहीं मिला।');
    expect(html).toContain(
      `<p>वर्तनी जाँचें, कम या दूसरे शब्द आज़माएँ, या <a href="/hi/enquiry?message=${message}" data-search-enquiry="">“zqxjv wombat” के बारे में हमारे विशेषज्ञों से पूछें</a> — हम 24 घंटे के भीतर जवाब देते हैं।</p>`,
    );
    expect((await getHi('/hi/search?q=gsy&part=results')).body).toContain('<p>क्या आप <a href="/hi/search?q=gst" data-suggestion="">gst</a> खोज रहे थे?</p>');
  });

  it('the English page keeps its English; an address that is no language’s search page is not answered as one', async () => {
    expect((await getHi('/search?q=examiner&part=results')).body).toMatch(
      /^<h2 data-search-count="1">1 result for “examiner”<\/h2><ol><li data-hit=""><a href="\/trademark#objection">/,
    );
    expect((await getHi('/ta/search?q=examiner')).statusCode).toBe(404);
  });
});
