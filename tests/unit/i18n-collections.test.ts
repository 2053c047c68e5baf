// Updates, guides and the compliance calendar in another language (engine/i18n/collections.ts): a stale
// calendar name reported where it is, an update without a translation left out of the Hindi lists, and
// the calendar page of a Hindi site showing the Hindi names. On a copy of the real site-config.
import { mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { validateSiteConfig, formatProblem } from '../../engine/config/validate.ts';
import { blockRegistry } from '../../blocks/registry.ts';
import { fingerprint } from '../../engine/i18n/fingerprint.ts';
import { validateTranslations } from '../../engine/i18n/validate.ts';
import { renderLanguages } from '../../engine/i18n/alternates.ts';
import { FALLBACK_OPEN } from '../../engine/i18n/apply.ts';
import { calendarDataPathFor } from '../../engine/calendar/public.ts';
import { createSiteRenderer } from '../../renderer/render-page.tsx';
import { copySiteConfig, type ConfigCopy } from './config-edit.ts';

let copy: ConfigCopy | undefined;
afterEach(() => {
  copy?.remove();
  copy = undefined;
});

function hindiSite(edit: (copy: ConfigCopy) => void = () => {}, previous?: (source: string, print: string) => string | undefined) {
  copy = copySiteConfig();
  edit(copy);
  const { config, problems } = validateSiteConfig(copy.dir, blockRegistry);
  expect(problems.filter((p) => p.severity === 'error').map(formatProblem)).toEqual([]);
  const result = validateTranslations(copy.dir, config!, previous);
  const hindi = result.sites.find((s) => s.language.code === 'hi')!;
  return { english: config!, ...result, hindi, copy };
}

const hindiText = (source: string, key: string) =>
  (JSON.parse(readFileSync(join('site-config/translations/hi', source), 'utf8')) as { texts: Record<string, { text: string }> }).texts[key]!.text;

describe('a new language', () => {
  it('is a line in site.json and translation files, no code: Telugu with one page is rendered at /te/…, <html lang="te-IN">, hreflang both ways', async () => {
    const heading = 'జీఎస్టీ రిజిస్ట్రేషన్';
    const { english, sites, problems, copy } = hindiSite((c) => {
      const site = c.json('site.json');
      site.languages.push({ code: 'te', locale: 'te-IN', name: 'తెలుగు', linkLabel: 'తెలుగులో చదవండి', untranslatedNote: 'ఈ పేజీలో కొన్ని భాగాలు ఇంకా ఆంగ్లంలో ఉన్నాయి.' });
      c.write('site.json', JSON.stringify(site, null, 2));
      const gst = c.json('pages/gst.json');
      mkdirSync(join(c.dir, 'translations/te/pages'), { recursive: true });
      c.write(
        'translations/te/pages/gst.json',
        JSON.stringify({
          reviewed: false,
          texts: { 'blocks[hero].heading': { text: heading, fingerprint: fingerprint(gst.blocks.find((b: { type: string }) => b.type === 'hero').heading) } },
        }),
      );
    });
    expect(problems.filter((p) => p.severity === 'error').map((p) => copy.shorten(formatProblem(p)))).toEqual([]);
    const telugu = sites.find((s) => s.language.code === 'te')!;
    expect(telugu.config.pages.map((p) => p.page.paths[0])).toEqual(['/te/gst']);
    const languages = renderLanguages(english, sites);
    const te = languages.find((l) => l.language.code === 'te')!;
    expect(te.versions['/te/gst']).toContainEqual({ hreflang: 'te-IN', path: '/te/gst' });
    expect(languages[0]!.versions['/gst']).toContainEqual({ hreflang: 'te-IN', path: '/te/gst' });
    const { html } = await createSiteRenderer(telugu.config, blockRegistry, {}, { language: te }).render('/te/gst');
    expect(html).toContain('<html lang="te-IN">');
    expect(html).toContain(`>${heading}</h1>`);
    // The rest of the page is English, marked, and the page says so in Telugu.
    expect(html).toContain('ఈ పేజీలో కొన్ని భాగాలు ఇంకా ఆంగ్లంలో ఉన్నాయి.');
  });
});

describe('the calendar in a language', () => {
  it('a calendar name whose English changed is reported at its line in the translation, with the old and the new English', () => {
    const { problems, copy } = hindiSite(
      (c) => c.edit('compliance-calendar.json', (text) => text.replace('"title": "monthly return of sales"', '"title": "monthly return of outward supplies"')),
      (source, print) => (source === 'compliance-calendar.json' && print === fingerprint('monthly return of sales') ? 'monthly return of sales' : undefined),
    );
    const stale = problems.filter((p) => p.file.endsWith('compliance-calendar.json') && p.severity === 'warning');
    const file = join(copy.dir, 'translations/hi/compliance-calendar.json');
    const lines = readFileSync(file, 'utf8').split('\n');
    const line = lines.findIndex((l) => l.includes('"rules[gstr-1-monthly].title"')) + 1;
    const column = lines[line - 1]!.indexOf('"fingerprint"') + '"fingerprint": '.length + 1;
    expect(stale.map((p) => copy.shorten(formatProblem(p)))).toEqual([
      `site-config/translations/hi/compliance-calendar.json:${line}:${column} warning: हिन्दी translation of compliance-calendar.json, rules[gstr-1-monthly].title: the English changed since this was translated, so the page shows the English here: was "monthly return of sales", now "monthly return of outward supplies" — update the translation and set its fingerprint to "${fingerprint('monthly return of outward supplies')}"`,
    ]);
    expect(line).toBeGreaterThan(4);
  });

  it('a retyped figure in a calendar name is refused, in words, at its line', () => {
    const { problems, copy } = hindiSite((c) => c.edit('translations/hi/compliance-calendar.json', (text) => text.replace('"कुल टर्नओवर ₹5 करोड़ तक"', '"कुल टर्नओवर ₹50 करोड़ तक"')));
    const errors = problems.filter((p) => p.severity === 'error').map((p) => copy.shorten(formatProblem(p)));
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(
      /^site-config\/translations\/hi\/compliance-calendar\.json:\d+:\d+ error: हिन्दी translation of compliance-calendar\.json, rules\[gstr-1-qrmp\]\.appliesTo\.turnover: the figures must be those of the English \("5"\), here "50": figures, prices and links come from the English text — copy them as they are$/,
    );
  });

  it('the calendar page of the Hindi site shows the Hindi names, and the browser reads the Hindi names on Hindi pages', async () => {
    // Another file's translation (the page's own words) makes the page exist in Hindi; its texts stay English here.
    const { english, sites, hindi } = hindiSite((c) => c.write('translations/hi/pages/compliance-calendar.json', '{ "reviewed": false, "texts": {} }'));
    expect(hindi.config.pages.map((p) => p.page.paths[0])).toContain('/hi/compliance-calendar');
    const language = renderLanguages(english, sites)[1]!;
    const { html } = await createSiteRenderer(hindi.config, blockRegistry, {}, { language }).render('/hi/compliance-calendar');
    const title = hindiText('compliance-calendar.json', 'rules[gstr-3b-monthly].title');
    expect(title).toBe('मासिक सारांश रिटर्न और कर भुगतान');
    // The sentence is Hindi but for the form code (marked English), its period as Intl writes it in Hindi.
    expect(html).toContain(`<span lang="en">GSTR-3B</span> — ${title} (नवंबर 2026)</h3>`);
    expect(html).toContain(hindiText('compliance-calendar.json', 'rules[gstr-3b-monthly].appliesTo.who'));
    expect(html).not.toContain('monthly summary return and tax payment');
    // A link from the calendar to a translated update goes to its Hindi page.
    expect(html).toContain('href="/hi/updates/quarterly-gstr-3b-july-september-2025"');
    expect(html).toContain(hindiText('compliance-calendar.json', 'rules[gstr-3b-qrmp-22].update.label'));
    // The English site's calendar is untouched.
    expect(english.calendar!.rules.find((r) => r.id === 'gstr-3b-monthly')!.title).toBe('monthly summary return and tax payment');
    expect(calendarDataPathFor('hi-IN', '/hi/compliance-calendar')).toBe('/hi/compliance-calendar.json');
    expect(calendarDataPathFor('hi-IN', '/hi')).toBe('/hi/compliance-calendar.json');
    expect(calendarDataPathFor('en-IN', '/compliance-calendar')).toBe('/compliance-calendar.json');
    expect(calendarDataPathFor('en-IN', '/hiring')).toBe('/compliance-calendar.json');
  });

  it('the Hindi chooser names the states in Hindi (their values stay the English slugs) and each deadline asks on /hi/enquiry', async () => {
    const { english, sites, hindi } = hindiSite();
    const language = renderLanguages(english, sites)[1]!;
    const { html } = await createSiteRenderer(hindi.config, blockRegistry, {}, { language }).render('/hi/compliance-calendar');
    const options = [...html.matchAll(/<option value="([a-z-]+)">([^<]*)<\/option>/g)].map((m) => [m[1], m[2]]);
    expect(options).toContainEqual(['maharashtra', 'महाराष्ट्र']);
    expect(options).toContainEqual(['tamil-nadu', 'तमिलनाडु']);
    expect(options).toContainEqual(['dadra-and-nagar-haveli-and-daman-and-diu', 'दादरा और नगर हवेली और दमन और दीव']);
    // Alphabetical in Hindi: अंडमान … first, हिमाचल प्रदेश last.
    const first = options.findIndex(([v]) => v === 'andaman-and-nicobar-islands');
    const states = options.slice(first, first + 36); // the 36 states and union territories of the state groups
    expect(states.slice(0, 2)).toEqual([
      ['andaman-and-nicobar-islands', 'अंडमान और निकोबार द्वीपसमूह'],
      ['arunachal-pradesh', 'अरुणाचल प्रदेश'],
    ]);
    expect(states.at(-1)).toEqual(['himachal-pradesh', 'हिमाचल प्रदेश']);
    expect(html).not.toMatch(/>Maharashtra</);
    expect(html).toContain('href="/hi/enquiry?service=GST+Return+Filing"');
    expect(html).not.toContain('href="/enquiry?');
    // The language's calendar matches by the English names, as the main one does; the data file leaves the Hindi names out.
    expect(hindi.config.calendar!.stateGroups).toEqual(english.calendar!.stateGroups.map((g, i) => ({ ...g, label: hindi.config.calendar!.stateGroups[i]!.label })));
    const english_ = await createSiteRenderer(english, blockRegistry, {}, { language: renderLanguages(english, sites)[0]! }).render('/compliance-calendar');
    expect(english_.html).toContain('<option value="maharashtra">Maharashtra</option>');
    expect(english_.html).toContain('href="/enquiry?service=GST+Return+Filing"');
  });
});

describe('the rule tables in a language', () => {
  it('a rate label whose English changed is stale at its line in translations/hi/rules/gst-rates.json, and the Hindi site shows the new English, marked', () => {
    const { problems, hindi, copy } = hindiSite((c) =>
      c.edit('rules/gst-rates.json', (text) => text.replace('"18% — the standard rate (Schedule II)"', '"18% — the standard rate for most goods (Schedule II)"')),
    );
    const file = join(copy.dir, 'translations/hi/rules/gst-rates.json');
    const lines = readFileSync(file, 'utf8').split('\n');
    const line = lines.findIndex((l) => l.includes('"entries[0].rates[1].label"')) + 1;
    const stale = problems.filter((p) => p.file.endsWith('rules/gst-rates.json') && p.severity === 'warning').map((p) => copy.shorten(formatProblem(p)));
    expect(stale).toHaveLength(1);
    expect(stale[0]).toMatch(
      // The file keeps a text's fields on their own lines: the place is its fingerprint, two lines under the key.
      new RegExp(
        `^site-config/translations/hi/rules/gst-rates\\.json:${line + 2}:\\d+ warning: हिन्दी translation of rules/gst-rates\\.json, entries\\[0\\]\\.rates\\[1\\]\\.label: the English changed since this was translated`,
      ),
    );
    expect(stale[0]).toContain(
      `now "18% — the standard rate for most goods (Schedule II)" — update the translation and set its fingerprint to "${fingerprint('18% — the standard rate for most goods (Schedule II)')}"`,
    );
    const rates = hindi.config.rules!['gst-rates']!.entries[0]!.rates.map((r) => r.label);
    expect(rates[1]).toBe(`${FALLBACK_OPEN}18% — the standard rate for most goods (Schedule II)\uE001`);
    expect(rates[0]).toBe(hindiText('rules/gst-rates.json', 'entries[0].rates[0].label'));
    expect(rates[0]).toBe('5% — ज़रूरी चीज़ें (अनुसूची I)');
  });

  it('a stamp duty entry added for a new state shows its English, marked, is counted as not translated, and the entries after it keep their Hindi', () => {
    // Another state's entry added in state-code order (Sikkim, 11, before Arunachal Pradesh, 12): the entries are keyed by state and documents, not by place.
    const note = 'Not yet checked: a test entry for Sikkim.';
    const { problems, hindi, copy } = hindiSite((c) => {
      const table = c.json('rules/stamp-duty.json');
      const at = table.entries.findIndex((e: { state: string }) => e.state === '12');
      table.entries.splice(at, 0, {
        state: '11',
        validFrom: '2014-04-01',
        verified: false,
        note,
        source: { act: 'Sikkim test Act', section: 'Schedule I' },
        memorandum: { words: 'a test duty', bands: [{ duty: 100 }] },
      });
      table.notCovered = table.notCovered.filter((n: { state: string }) => n.state !== '11');
      c.write('rules/stamp-duty.json', JSON.stringify(table, null, 2));
    });
    const warnings = problems.filter((p) => p.file.endsWith('translations/hi/rules/stamp-duty.json')).map((p) => copy.shorten(formatProblem(p)));
    // Sikkim's "no figure" note went with the new entry: its translation is named as one to move or delete.
    expect(warnings).toEqual([
      expect.stringMatching(
        /^site-config\/translations\/hi\/rules\/stamp-duty\.json:\d+:\d+ warning: हिन्दी translation of rules\/stamp-duty\.json: the English file has no text "notCovered\[11\]\.note" any more/,
      ),
      'site-config/translations/hi/rules/stamp-duty.json:4:12 warning: हिन्दी translation of rules/stamp-duty.json: 4 texts are not translated yet and show in English: entries[11 memorandum].note ("Not yet checked: a test entry for Sikki…"), entries[11 memorandum].source.act ("Sikkim test Act"), entries[11 memorandum].source.section ("Schedule I") … — npm run translate -- hi rules/stamp-duty.json lists them',
    ]);
    const entries = hindi.config.rules!['stamp-duty']!.entries;
    const added = entries.find((e) => e.state === '11')!;
    expect([added.note, added.source.act, added.memorandum!.words]).toEqual([
      `${FALLBACK_OPEN}${note}\uE001`,
      `${FALLBACK_OPEN}Sikkim test Act\uE001`,
      `${FALLBACK_OPEN}a test duty\uE001`,
    ]);
    // The next state's entry, one place further down the list, keeps its own Hindi texts.
    const next = entries.find((e) => e.state === '12')!;
    expect(next.note).toBe(hindiText('rules/stamp-duty.json', 'entries[12 memorandum+articles].note'));
    expect(next.source.act).toBe('भारतीय स्टाम्प अधिनियम, 1899, जैसा वह राज्य में लागू है');
    expect(
      entries
        .filter((e) => e.state !== '11')
        .flatMap((e) => [e.note, e.source.act, e.source.section])
        .filter((t) => t?.includes(FALLBACK_OPEN)),
    ).toEqual([]);
  });
});

describe('updates and guides in a language', () => {
  it('a translation of an update that does not exist, or of a job opening (not translatable yet), is refused in words', () => {
    const job = readdirSync('site-config/jobs').find((f) => f.endsWith('.json'))!;
    const { problems, copy } = hindiSite((c) => {
      c.write('translations/hi/updates/no-such-update.json', '{ "reviewed": false, "texts": {} }');
      mkdirSync(join(c.dir, 'translations/hi/jobs'));
      c.write(`translations/hi/jobs/${job}`, '{ "reviewed": false, "texts": {} }');
    });
    expect(problems.filter((p) => p.severity === 'error').map((p) => copy.shorten(formatProblem(p)))).toEqual([
      `site-config/translations/hi/jobs/${job}:1:1 error: हिन्दी translation of jobs/${job}: site-config/jobs/${job} cannot be translated (yet): translations are read for pages, site.json, navigation.json, collections.json, compliance-calendar.json, form-messages.json, interface.json, the tax tables (rules/) and the updates and guides — delete this file`,
      'site-config/translations/hi/updates/no-such-update.json:1:1 error: हिन्दी translation of updates/no-such-update.json: there is no English file site-config/updates/no-such-update.json for this translation: rename it after the English file it translates, or delete it',
    ]);
  });

  it('an update with no translation has no Hindi page and is not on the Hindi lists; the Hindi home names it in English, marked', () => {
    const { hindi, english, problems } = hindiSite((c) => rmSync(join(c.dir, 'translations/hi/updates/mca-annual-filing-fy-2024-25.json')));
    expect(problems.filter((p) => p.file.includes('translations/hi/updates') || p.file.includes('translations/hi/guides'))).toEqual([]);
    const paths = hindi.config.pages.map((p) => p.page.paths[0]!);
    expect(paths).toContain('/hi/updates/tds-deposit-september-2025');
    expect(paths).toContain('/hi/guides/which-itr-form-to-file');
    expect(paths).not.toContain('/hi/updates/mca-annual-filing-fy-2024-25');
    // MCA had one update: no Hindi MCA list, and no link to it from the other lists.
    expect(paths).not.toContain('/hi/updates/category/mca');
    expect(paths).toContain('/hi/updates/category/tds');
    const list = JSON.stringify(hindi.config.pages.find((p) => p.page.paths[0] === '/hi/updates')!.page);
    expect(list).not.toContain('mca-annual-filing');
    expect(list).not.toContain('/hi/updates/category/mca');
    expect(list).toContain(hindiText('updates/tds-deposit-september-2025.json', 'title'));
    expect(list).toContain('"href":"/hi/updates/tds-deposit-september-2025"');
    expect(english.pages.map((p) => p.page.paths[0])).toContain('/updates/mca-annual-filing-fy-2024-25');
    // A Hindi heading keeps its English anchor (the same #links in both languages; Devanagari makes no address).
    const guide = JSON.stringify(hindi.config.pages.find((p) => p.page.paths[0] === '/hi/guides/which-itr-form-to-file')!.page);
    for (const anchor of ['the-forms-at-a-glance', 'what-changed-for-assessment-year-2026-27', 'when-you-cannot-use-itr-1', 'due-dates-and-late-returns'])
      expect(guide).toContain(`"href":"#${anchor}"`);
    expect(guide).toContain(`{"type":"heading","text":"${hindiText('guides/which-itr-form-to-file.json', 'body[heading~1].text')}","id":"the-forms-at-a-glance"}`);
    expect(guide).not.toContain('"id":"section"');
    // The home page's news: Hindi where the update is translated (its Hindi page), English marked where not.
    const home = JSON.stringify(hindi.config.pages.find((p) => p.page.paths[0] === '/hi')!.page);
    expect(home).toContain(`"title":"${hindiText('updates/gstr-9-and-9c-fy-2025-26.json', 'title')}"`);
    expect(home).toContain(`"text":"${hindiText('updates/gstr-9-and-9c-fy-2025-26.json', 'summary')}"`);
    expect(home).toContain('"href":"/hi/updates/gstr-9-and-9c-fy-2025-26"');
    expect(home).toContain(`"title":"${FALLBACK_OPEN}Annual filing season for FY 2024-25 is open`);
    expect(home).toContain('"href":"/updates/mca-annual-filing-fy-2024-25"');
  });
});
