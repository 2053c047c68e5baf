// The tool mechanism (blocks/shared/tool/): Indian money and the Acts' rounding, the result drawn the
// same by the server (React) and the browser (DOM), every tool page rendered for an address — the
// no-JavaScript path the server answers — with results, and with junk answered by messages, never NaN
// or an exception; rule tables checked with file:line.
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join, relative } from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { Window } from 'happy-dom';
import { describe, expect, it } from 'vitest';
import { validateSiteConfig, formatProblem } from '../../engine/config/validate.ts';
import { blockRegistry } from '../../blocks/registry.ts';
import { createFormPages } from '../../scripts/ssr/form-pages.tsx';
import { groupIndian, inWords, roundToRupee, roundToTen, rupees } from '../../blocks/shared/tool/money.ts';
import { ResultBody } from '../../blocks/shared/tool/ResultView.tsx';
import { resultElement } from '../../blocks/shared/tool/result-dom.ts';
import type { ResultView } from '../../blocks/shared/tool/view.ts';
import { ROOT_DIR } from '../../engine/config/schema-files.ts';
import { expectContainsAll, tempConfigPerTest } from './helpers.ts';
import { validateTranslations } from '../../engine/i18n/validate.ts';
import { renderLanguages } from '../../engine/i18n/alternates.ts';

/** Tools answering an address: the address, and the result's headline in English and in Hindi (at /hi + the address). */
const TOOL_ANSWERS: [url: string, english: string, hindi: string][] = [
  ['/tools/income-tax-calculator?year=2025-26&otherIncome=1210000', 'The new regime costs less: ₹10,400 against ₹1,82,520', 'नई व्यवस्था में टैक्स कम है: ₹10,400, जबकि दूसरी में ₹1,82,520'],
  [
    '/tools/gst-late-fee-calculator?returnType=GSTR-3B&dueDate=2025-07-20&filedOn=2025-08-09&turnover=15000000',
    '₹1,000 to pay: late fee ₹1,000 and interest ₹0',
    '₹1,000 चुकाने हैं: लेट फ़ीस ₹1,000 और ब्याज ₹0',
  ],
  ['/tools/gstin-checker?number=27AAPFU0939F1ZV', '27AAPFU0939F1ZV is a validly formed GSTIN', '27AAPFU0939F1ZV सही बनावट वाला GSTIN है'],
  ['/tools/gst-registration-checker?state=29&supply=goods&turnover=4500000', 'You must register for GST', 'आपको जीएसटी रजिस्ट्रेशन कराना ज़रूरी है'],
  ['/tools/itr-form-finder?taxpayer=individual&income=900000', 'Your form is ITR-1 (Sahaj)', 'आपका फ़ॉर्म: ITR-1 (Sahaj)'],
];

/** Renders the page at a full address (path and query), as the server does for a visitor's request. */
function renderAddress(renderer: { render(path: string, options: { query: string }): Promise<string> }, url: string): Promise<string> {
  const [path, query] = url.split('?') as [string, string];
  return renderer.render(path, { query: `?${query}` });
}

describe('money the Indian way', () => {
  it('groups 2-2-3 with the rupee sign, paise only when there are any', () => {
    expect([rupees(123456), rupees(100000000), rupees(999), rupees(1234.5, true), rupees(1234, true), groupIndian(-1234567)]).toEqual([
      '₹1,23,456',
      '₹10,00,00,000',
      '₹999',
      '₹1,234.50',
      '₹1,234',
      '-12,34,567',
    ]);
    expect([inWords(4500000), inWords(15000000), inWords(75000)]).toEqual(['₹45 lakh', '₹1.5 crore', '₹75,000']);
  });

  it('rounds to ₹10 as sections 288A/288B say (paise ignored, 5 goes up) and to the rupee as CGST section 170 says', () => {
    expect([roundToTen(1210004.99), roundToTen(1210005), roundToTen(13002.08), roundToTen(0)]).toEqual([1210000, 1210010, 13000, 0]);
    expect([roundToRupee(986.3), roundToRupee(179.5), roundToRupee(179.49)]).toEqual([986, 180, 179]);
  });
});

describe('a result looks the same drawn by the server and by the browser', () => {
  it('ResultView.tsx and result-dom.ts build identical HTML', () => {
    const view: ResultView = {
      tone: 'warn',
      headline: 'GST ₹180 on ₹1,000',
      summary: 'A <b>summary</b>',
      facts: [['Taxable value', '₹1,000']],
      tables: [
        { caption: 'Steps', head: ['Step', 'Old', 'New'], rows: [{ cells: ['Total', '₹1', '₹2'], strong: true }, { cells: ['Cess', '₹0', '₹0'] }] },
        { caption: 'Why', text: true, head: ['Reason', 'Law'], rows: [{ cells: ['Because', 'Section 22'] }] },
      ],
      notes: ['A note'],
      links: [
        { href: '/enquiry?service=GST&x=1', text: 'Ask', primary: true },
        { href: '/gst', text: 'See' },
      ],
    };
    const window = new Window();
    const saved = globalThis.document;
    globalThis.document = window.document as unknown as Document;
    try {
      expect(resultElement(view).outerHTML).toBe(renderToStaticMarkup(<ResultBody view={view} />));
    } finally {
      globalThis.document = saved;
    }
  });
});

const live = validateSiteConfig(join(ROOT_DIR, 'site-config'), blockRegistry).config!;
// With the Hindi site, as the build gives the server its languages (one form-pages renderer per process: it owns the request state).
const hindiSite = validateTranslations(join(ROOT_DIR, 'site-config'), live).sites.find((s) => s.language.code === 'hi')!;
const pages = createFormPages({ config: live, loaderSrc: '/assets/loader.js', languages: [{ config: hindiSite.config, language: renderLanguages(live, [hindiSite])[1]! }] });
const hindiPages = pages;
const text = (html: string) =>
  html
    .replace(/<style[\s\S]*?<\/style>|<script[\s\S]*?<\/script>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');
const errorsIn = (html: string) => [...html.matchAll(/data-error-for="(\w+)"[^>]*>([^<]+)</g)].map((m) => [m[1], m[2]!.replaceAll('&quot;', '"')]);

describe('tool pages for an address (what the server answers without JavaScript)', () => {
  it('the server knows every tool page', () => {
    expect(pages.toolPaths.filter((p) => !p.startsWith('/hi/')).sort()).toEqual([
      '/tools/gst-calculator',
      '/tools/gst-late-fee-calculator',
      '/tools/gst-registration-checker',
      '/tools/gstin-checker',
      '/tools/income-tax-calculator',
      '/tools/itr-form-finder',
    ]);
  });

  it.each([
    ['/tools/gst-calculator?amount=1180&rate=18&priceType=inclusive&supply=intra&utm_source=x', 'GST ₹180 on a taxable value of ₹1,000'],
    ...TOOL_ANSWERS.map(([url, english]) => [url, english]),
  ])('%s shows its result, the values typed and the link that shares it', async (url, headline) => {
    const path = url.split('?')[0]!;
    const html = await renderAddress(pages, url);
    expect(text(html)).toContain(headline);
    expect(html).toContain('toolLink=' + encodeURIComponent(path));
    expect(html).not.toContain('utm_source');
  });

  it('junk in every field is answered with the form and a message beside each field — no NaN, no exception', async () => {
    const junk =
      '?amount=%E2%82%AC5&rate=7&priceType=maybe&supply=mars&year=1900-01&salary=1e9&otherIncome=--&oldDeductions=9999999999999&age=200&dueDate=tomorrow&filedOn=2025-13-01&turnover=huge&taxPaidLate=x&returnType=GSTR-9&number=%3Cscript%3E&state=ZZ&supply=x&income=&taxpayer=alien&residency=moon&business=x&capitalGains=x&houses=x';
    for (const path of pages.toolPaths.filter((p) => !p.startsWith('/hi/'))) {
      const html = await pages.render(path, { query: junk });
      expect(html, path).not.toMatch(/NaN|undefined|Infinity|<script>alert/);
      expect(errorsIn(html).length, path).toBeGreaterThan(0);
      expect(text(html), path).toContain('Correct the marked fields to see the result.');
    }
    expect(errorsIn(await pages.render('/tools/gst-calculator', { query: junk }))).toEqual([
      ['amount', 'Amount (₹) must be a number in rupees, digits only — for example 150000'],
      ['rate', '7% is not a GST rate in force since 22-Sep-2025 — choose one of 5%, 18%, 40%, 3%, 1.5%, 0.25%, 28%'],
      ['priceType', '"maybe" is not one of the choices for “The amount is”'],
      ['supply', '"mars" is not one of the choices for “The buyer is”'],
    ]);
  });

  it('an address without any of the tool’s fields shows the empty form, without messages', async () => {
    const html = await pages.render('/tools/gst-calculator', { query: '?utm_source=newsletter' });
    expect(errorsIn(html)).toEqual([]);
    expect(text(html)).toContain('Fill in the form: the result appears here.');
  });
});

describe('rule tables are checked like every other file', () => {
  const setup = tempConfigPerTest();
  it('a malformed table is an error with file:line, and an unverified entry a warning', () => {
    const c = setup();
    mkdirSync(join(c.dir, 'rules'));
    const table = JSON.parse(readFileSync(join(ROOT_DIR, 'site-config/rules/gst-late-fee.json'), 'utf8'));
    table.entries[0].returns[0].feePerDay = '50';
    table.entries[0].returns[1].caps[1].turnoverUpTo = 100;
    table.entries.push({ ...table.entries[0], validFrom: '2022-01-01', verified: false, returns: table.entries[0].returns.slice(1) });
    c.writeJson('rules/gst-late-fee.json', table);
    c.writeJson('rules/gst-rate.json', { entries: [] });
    const rel = relative(process.cwd(), c.dir).split('\\').join('/');
    const problems = validateSiteConfig(c.dir, blockRegistry).problems.map((p) => formatProblem(p).replaceAll(rel, '<cfg>'));
    expect(problems).toEqual([
      '<cfg>/rules/gst-late-fee.json:15:24 error: rule table gst-late-fee, rule set 1, return 1: feePerDay must be a number (digits only, no quotes or commas), but it is text ("50") — write it without quotes or commas: 50',
      '<cfg>/rules/gst-rate.json:1:1 error: there is no rule table called "gst-rate" — did you mean "gst-rates"? — the tables are business-structures, government-fees, gst-late-fee, gst-rates, gst-registration, gst-states, income-tax, income-tax-late-fee, itr-forms, stamp-duty (each has its schema in schemas/rules/)',
    ]);
    table.entries[0].returns[0].feePerDay = 50;
    c.writeJson('rules/gst-late-fee.json', table);
    rmSync(join(c.dir, 'rules/gst-rate.json'));
    const again = validateSiteConfig(c.dir, blockRegistry)
      .problems.filter((p) => p.file.endsWith('gst-late-fee.json'))
      .map((p) => formatProblem(p).replaceAll(rel, '<cfg>'));
    expect(again).toEqual([
      '<cfg>/rules/gst-late-fee.json:70:20 error: rule table gst-late-fee, rule set 2: entries 1 and 2 both apply on 2022-01-01 — give the older one a "validTo" the day before the newer one starts',
      '<cfg>/rules/gst-late-fee.json:71:19 warning: rule table gst-late-fee, rule set 2: the figures from 2022-01-01 are marked not yet checked against their source — check them, then write "verified": true (until then the tool shows a note that they are unconfirmed)',
      "<cfg>/rules/gst-late-fee.json:47:13 error: rule table gst-late-fee, rule set 1, return 2, caps: the caps must go from lowest to highest; this one's top (100) is not above the one before (15000000)",
      "<cfg>/rules/gst-late-fee.json:88:13 error: rule table gst-late-fee, rule set 2, return 1, caps: the caps must go from lowest to highest; this one's top (100) is not above the one before (15000000)",
    ]);
  });
});

describe("the tools' script", () => {
  it('counts today in India like the calendar engine does', async () => {
    const { todayInIndia } = await import('../../blocks/shared/tool/runtime.ts');
    const { indiaToday } = await import('../../engine/calendar/dates.ts');
    for (const iso of ['2026-03-31T18:29:59Z', '2026-03-31T18:30:00Z', '2024-02-28T23:00:00Z', '2026-12-31T20:00:00Z'])
      expect(todayInIndia(new Date(iso))).toBe(indiaToday(new Date(iso)));
  });
});

// The tools on Hindi pages (issue 42): the server's answer without JavaScript (the same render the form
// pages give /hi/tools/… for an address) writes the result, the messages and the prompt in Hindi, and the
// data block carries the Hindi words to the browser's script. Figures keep the Indian grouping.
describe('a tool on a Hindi page', () => {
  it('the server answers every Hindi tool page too', () => {
    expect(hindiPages.toolPaths.filter((p) => p.startsWith('/hi/')).sort()).toEqual([
      '/hi/tools/gst-calculator',
      '/hi/tools/gst-late-fee-calculator',
      '/hi/tools/gst-registration-checker',
      '/hi/tools/gstin-checker',
      '/hi/tools/income-tax-calculator',
      '/hi/tools/itr-form-finder',
    ]);
  });

  it('answers the GST calculator in Hindi without JavaScript: headline, summary, facts, notes and links', async () => {
    const html = await hindiPages.render('/hi/tools/gst-calculator', { query: '?amount=118000&rate=18&priceType=inclusive&supply=intra' });
    const shown = text(html);
    expect(html).toContain('<html lang="hi-IN">');
    expectContainsAll(shown, [
      '₹1,00,000 के टैक्स योग्य मूल्य पर जीएसटी ₹18,000',
      '₹1,18,000, जीएसटी 18% समेत, उसी राज्य में।',
      'CGST, 9% की दर से ₹9,000',
      'कुल क़ीमत ₹1,18,000',
      'सरकार को जमा करते समय टैक्स पूरे रुपये में राउंड होता है: ₹18,000 (CGST एक्ट, धारा 170)।',
      '22 सितंबर 2025 से लागू दरें:',
    ]);
    // The rule table's texts in Hindi (translations/hi/rules/gst-rates.json): the law cited and the rates' labels.
    expect(shown).toContain('22 सितंबर 2025 से लागू दरें: अधिसूचना 9/2025-केंद्रीय कर (दर) और 9/2025-एकीकृत कर (दर), 17 सितंबर 2025, 56वीं जीएसटी काउंसिल की सिफ़ारिशों पर');
    expect(html).toContain('>18% — सामान्य दर (अनुसूची II)</option>');
    for (const english of ['Central Tax (Rate)', 'Central Goods and Services Tax Act', 'the standard rate']) expect(html).not.toContain(english);
    expect(shown).toMatch(/के बारे में विशेषज्ञ से पूछें/);
    for (const english of ['on a taxable value', 'Total price', 'Ask an expert', 'Fill in the form']) expect(shown).not.toContain(english);
  });

  it('writes the messages beside the fields and the prompt in Hindi', async () => {
    expect(errorsIn(await hindiPages.render('/hi/tools/gst-calculator', { query: '?amount=abc&rate=7' }))).toEqual([
      ['amount', 'रक़म (₹) रुपयों में, सिर्फ़ अंकों में लिखें — जैसे 150000'],
      ['rate', '7% 22 सितंबर 2025 से लागू जीएसटी दर नहीं है — इनमें से चुनें: 5%, 18%, 40%, 3%, 1.5%, 0.25%, 28%'],
    ]);
    const empty = await hindiPages.render('/hi/tools/gst-calculator', { query: '?utm_source=x' });
    expect(text(empty)).toContain('फ़ॉर्म भरें: नतीजा यहाँ दिखेगा।');
    expect(empty).toContain('placeholder="जैसे 10000"');
    // The browser's script gets the same words with the page's locale.
    const data = JSON.parse(/<script type="application\/json" data-tool-data="">([\s\S]*?)<\/script>/.exec(empty)![1]!) as {
      words: { common: { prompt: string }; own: { headline: string }; locale: string };
    };
    expect(data.words).toMatchObject({ common: { prompt: 'फ़ॉर्म भरें: नतीजा यहाँ दिखेगा।' }, own: { headline: '{taxable} के टैक्स योग्य मूल्य पर जीएसटी {tax}' }, locale: 'hi-IN' });
  });

  it.each(TOOL_ANSWERS.map(([url, , hindi]) => [`/hi${url}`, hindi]))('%s answers in Hindi', async (url, headline) => {
    expect(text(await renderAddress(hindiPages, url))).toContain(headline);
  });
});
