// The structure chooser and the comparison of business structures on Hindi pages: their sentences are
// interface words (interface.json "structures") around the rule table's texts (translations/hi/rules/
// business-structures.json), so the reasons and the cells are Hindi, with the structures' and the
// government fees' names translated (the engine matches them by id); only a calendar form code and a law
// the calendar cites stay English, marked lang="en".
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { languageRenderers } from './language-pages.ts';

const renderers = languageRenderers();
// The page's HTML without React's text separators (<!-- -->), so a sentence reads as one string.
const hindi = async (path: string) => (await renderers.get('hi')!.render(path)).html.replaceAll('<!-- -->', '');
/** The text a reader sees: the HTML without its tags (and so without addresses). */
const visible = (html: string) => html.replace(/<script[\s\S]*?<\/script>|<[^>]*>/g, ' ');
const json = (file: string) => JSON.parse(readFileSync(file, 'utf8'));

const calendar: { id: string; form: string; source?: string }[] = json('site-config/compliance-calendar.json').rules;
/** What may stay English on these pages: the calendar's form codes and the laws the calendar cites as written. */
const NAMES = new Set([...calendar.map((r) => r.form), ...calendar.flatMap((r) => (typeof r.source === 'string' ? [r.source] : []))]);
const allowed = (text: string) => NAMES.has(text);

/** The texts marked lang="en" in `html`. */
const englishIn = (html: string) => [...html.matchAll(/<(?:span|th|p|li|option)[^>]* lang="en"[^>]*>([^<]*)</g)].map((m) => m[1]!.replaceAll('&amp;', '&'));

describe('the structure chooser in Hindi', () => {
  it('gives each reason in Hindi, with the law and the structures’ names in Hindi', async () => {
    const html = await hindi('/hi/which-business-structure');
    for (const reason of [
      'नहीं: इसमें सिर्फ़ एक ही मालिक हो सकता है (कंपनी अधिनियम, 2013, धारा 3(1)(c))।',
      'नहीं: इसमें कम से कम 2 पार्टनर होने चाहिए (सीमित देयता भागीदारी (एलएलपी) अधिनियम, 2008, धारा 6(1))।',
      'नहीं: देनदारी असीमित है: फ़र्म के सारे क़र्ज़ों के लिए हर पार्टनर मिलकर भी और अकेले भी ज़िम्मेदार है (भारतीय भागीदारी अधिनियम, 1932, धारा 25)।',
      'नहीं: OPC रहते हुए दूसरे शेयरधारक नहीं ले सकती: पहले उसे प्राइवेट कंपनी में बदलना होता है (कंपनी अधिनियम, 2013, धारा 18, कंपनी (निगमन) नियम, 2014 के नियम 6 के साथ)।',
    ])
      expect(html).toContain(reason);
    for (const english of ['it has one owner only', 'it needs at least', 'the liability is unlimited', 'Companies Act']) expect(visible(html)).not.toContain(english);
    // The reasons (each "<structure> नहीं: …" item), the structure's name in Hindi: no English left.
    const reasons = [...html.matchAll(/<li>(.*?)<\/li>/g)].map((m) => m[1]!).filter((li) => li.includes(' नहीं: '));
    expect(reasons.length).toBeGreaterThan(20);
    expect(reasons).toContain('वन पर्सन कंपनी (ओपीसी) नहीं: इसमें सिर्फ़ एक ही मालिक हो सकता है (कंपनी अधिनियम, 2013, धारा 3(1)(c))।');
    expect(englishIn(reasons.join(''))).toEqual([]);
    for (const english of ['Sole proprietorship', 'Partnership firm', 'Private Limited Company', 'One Person Company']) expect(visible(html)).not.toContain(english);
  });
});

describe('the comparison of business structures in Hindi', () => {
  it('names the states in Hindi: the state list (in Hindi order) and the chosen state in the caption and the cost row', async () => {
    const html = await hindi('/hi/compare-business-structures/maharashtra');
    expect(html).toContain('कारोबार के ढाँचों की तुलना, महाराष्ट्र में शुरू करने के ख़र्च के साथ');
    expect(html).toMatch(/<th scope="row"[^>]*>महाराष्ट्र में शुरू करने का ख़र्च<\/th>/);
    const list = /<select[^>]*name="state"[^>]*>([\s\S]*?)<\/select>/.exec(html)![1]!;
    const names = [...list.matchAll(/<option value="[a-z-]+"[^>]*>([^<]+)<\/option>/g)].map((m) => m[1]!);
    expect(names.length).toBeGreaterThan(1);
    expect(names).toContain('महाराष्ट्र');
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'hi')));
    expect(list).not.toMatch(/Maharashtra|lang="en"/);
  });

  it.each(['/hi/compare-business-structures', '/hi/compare-business-structures/maharashtra'])(
    '%s: every cell is Hindi; English only for names, form codes and the laws the calendar cites',
    async (path) => {
      const html = await hindi(path);
      for (const cell of [
        '2 से 50 पार्टनर',
        'कम से कम 2 पार्टनर, ऊपरी सीमा नहीं; कम से कम 2 डेज़िग्नेटेड पार्टनर, ऊपरी सीमा नहीं',
        'एक सदस्य; 1 से 15 डायरेक्टर',
        'मालिक की आय पर लगने वाली स्लैब दरें: 0 % से 30 %',
        'कुल 31.2 % (₹1 करोड़ तक के मुनाफ़े पर)',
        '; ₹1 करोड़ से ज़्यादा मुनाफ़े पर: कुल 34.94 %',
        'कुल 25.17 %',
        'सरकारी फ़ीस ₹0',
        'सीमित देयता भागीदारी (एलएलपी) अधिनियम, 2008, धारा 34(4), एलएलपी नियम, 2009 के नियम 24(8) के साथ',
      ])
        expect(html).toContain(cell);
      expect(html).toMatch(/>कुल ₹[\d,]+( से ₹[\d,]+)?<\/a>/);
      // The cost cells link to the plans on the Hindi service pages, never the English ones.
      const costLinks = [...html.matchAll(/href="([^"]*#pricing)"/g)].map((m) => m[1]);
      expect(costLinks.sort()).toEqual([
        '/hi/company-registration#pricing',
        '/hi/company-registration#pricing',
        '/hi/limited-liability-partnership#pricing',
        '/hi/partnership#pricing',
      ]);
      // The government fee's name in Hindi (translations/hi/rules/government-fees.json), the plan still priced by the fee's id.
      expect(html).toMatch(/हमारी फ़ीस ₹[\d,]+, जीएसटी 18 % समेत; कंपनी के नाम का रिज़र्वेशन, RUN या SPICe\+ पार्ट A \(सरकारी फ़ीस\): ₹1,000/);
      // The columns are the structures' Hindi names, in the block's order.
      expect([...html.matchAll(/<th scope="col"[^>]*>([^<]+)<\/th>/g)].map((m) => m[1])).toEqual([
        'प्रोप्राइटरशिप',
        'पार्टनरशिप फ़र्म',
        'लिमिटेड लायबिलिटी पार्टनरशिप (एलएलपी)',
        'वन पर्सन कंपनी (ओपीसी)',
        'प्राइवेट लिमिटेड कंपनी',
      ]);
      for (const english of ['in all', 'partners', 'slab rates', 'government fees', 'Our fee', 'stamp duty']) expect(visible(html)).not.toContain(english);
      // The comparison (its table and its sources): English only for names and laws not translated yet.
      const start = html.indexOf('data-state-choice');
      const marked = englishIn(html.slice(start, html.indexOf('</details>', start))).filter((t) => t.trim());
      expect(marked.length).toBeGreaterThan(0);
      for (const text of marked) expect(allowed(text), text).toBe(true);
    },
  );
});
