// The compliance calendar in the page's language (issue 42): the Hindi calendar page's chooser, count and
// deadline sentences, the periods as Node's ICU writes Hindi months, and the engine's English equal to
// site-config/interface.json. Rendered in-process on the site's day (SITE_TODAY=2026-11-25).
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Interface } from '../../engine/generated/config.ts';
import { occurrences } from '../../engine/calendar/engine.ts';
import { countText } from '../../engine/calendar/texts.ts';
import { ENGLISH_SENTENCE, monthLabelIn, monthName } from '../../engine/calendar/words.ts';
import { languageRenderers } from './language-pages.ts';
import { expectContainsAll } from './helpers.ts';

const english = JSON.parse(readFileSync('site-config/interface.json', 'utf8')) as Interface;
let html = '';
let en = '';

beforeAll(async () => {
  const renderers = languageRenderers();
  html = (await renderers.get('hi')!.render('/hi/compliance-calendar')).html;
  en = (await renderers.get('en')!.render('/compliance-calendar')).html;
}, 60_000);

const rowCount = (page: string) => page.slice(0, page.indexOf('<template data-calendar-template')).match(/<li data-occ=""/g)!.length;

describe('/hi/compliance-calendar', () => {
  it('labels its chooser, choices, buttons and feed links in Hindi', () => {
    expect(html).toMatch(/<form data-calendar-form="" aria-label="आपका कारोबार"/);
    expect(html).toMatch(/<label for="calendar-entity"[^>]*>कारोबार का प्रकार<\/label>/);
    expect(html).toMatch(/<label for="calendar-gst"[^>]*>जीएसटी रजिस्ट्रेशन<\/label>/);
    expectContainsAll(html, [
      '<option value="" selected="">कोई भी</option>',
      '<option value="proprietorship">प्रोप्राइटरशिप</option>',
      '<option value="qrmp">तिमाही रिटर्न (QRMP)</option>',
      '<option value="no">कोई कर्मचारी नहीं</option>',
    ]);
    expect(html).toMatch(/<button type="submit"[^>]*>मेरी अंतिम तारीख़ें दिखाएँ<\/button>/);
    expect(html).toMatch(/data-feed-link="download" href="\/hi\/compliance-calendar\.ics" download="compliance-calendar\.ics"[^>]*>\.ics फ़ाइल डाउनलोड करें</);
    for (const word of ['Kind of business', 'Show my deadlines', '>Any<', 'Download .ics', 'Get help with', '>Enquire<', ' deadlines from ']) expect(html).not.toContain(word);
  });

  it('counts its deadlines in Hindi with Hindi dates', () => {
    expect(html).toContain(`>25 नवंबर 2026 से 24 नवंबर 2027 तक ${rowCount(html)} अंतिम तारीख़ें।</p>`);
    expect(en).toContain(`>${rowCount(en)} deadlines from 25-Nov-2026 to 24-Nov-2027.</p>`);
  });

  it('writes each deadline as a Hindi sentence with its period in Hindi, the form code marked English', () => {
    expect(html).toContain('<time data-field="date" dateTime="2026-12-20"');
    expect(html).toContain('>20 दिसंबर 2026</time>');
    expect(html).toContain('<span lang="en">GSTR-3B</span> — मासिक सारांश रिटर्न और कर भुगतान (नवंबर 2026)</h3>');
    expect(html).toContain('<span lang="en">GSTR-3B</span> — तिमाही सारांश रिटर्न (अक्टूबर–दिसंबर 2026)</h3>');
    expect(html).toMatch(/<h2 id="month-2027-01" data-month-title=""[^>]*>जनवरी 2027<\/h2>/);
    expect(html).toContain('aria-label="GSTR-3B — मासिक सारांश रिटर्न और कर भुगतान (नवंबर 2026) के बारे में पूछताछ करें">पूछताछ करें</a>');
    expect(html).toMatch(/<a data-field="service" href="\/hi\/gst"[^>]*><span lang="en">GSTR-3B<\/span> में हमारी मदद लें<\/a>/);
    // The English page keeps its English sentence.
    expect(en).toContain('>GSTR-3B — monthly summary return and tax payment for November 2026</h3>');
  });
});

describe('the calendar words', () => {
  it('names the months as Intl writes them in Hindi (Node 24 ICU), and the periods with them', () => {
    expect(Array.from({ length: 12 }, (_, i) => monthName(i + 1, 'hi-IN'))).toEqual([
      'जनवरी',
      'फ़रवरी',
      'मार्च',
      'अप्रैल',
      'मई',
      'जून',
      'जुलाई',
      'अगस्त',
      'सितंबर',
      'अक्टूबर',
      'नवंबर',
      'दिसंबर',
    ]);
    expect(monthLabelIn(2026, 11, 'hi-IN')).toBe('नवंबर 2026');
    expect(monthLabelIn(2026, 11, 'en-IN')).toBe('November 2026');
    const calendar = JSON.parse(readFileSync('site-config/compliance-calendar.json', 'utf8'));
    const hindi = { words: { summary: '{form} — {title} ({period})', financialYear: 'वित्त वर्ष {fy}', quarter: '{first}–{last} {year}' }, locale: 'hi-IN' };
    const itr = occurrences(calendar, { from: '2027-07-01', to: '2027-07-31', language: hindi }).find((o) => o.rule.id === 'itr-individual')!;
    expect(itr.periodLabel).toBe('वित्त वर्ष 2026-27');
  });

  it("the engine's English sentence is the English of site-config/interface.json", () => {
    expect(ENGLISH_SENTENCE.words).toEqual({ summary: english.calendar.summary, financialYear: english.calendar.financialYear, quarter: english.calendar.quarter });
    expect(countText(1, '2026-11-25', '2026-11-30', { words: english.calendar, locale: 'en-IN' })).toBe('1 deadline from 25-Nov-2026 to 30-Nov-2026.');
    expect(countText(0, '2026-11-25', '2026-11-30', { words: english.calendar, locale: 'en-IN' })).toBe('No deadlines from 25-Nov-2026 to 30-Nov-2026 for this profile.');
  });
});
