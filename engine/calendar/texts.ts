// Words the calendar page writes in three places: the prerender (React), the browser behavior (DOM) and
// the server's no-JavaScript answer — one module, so the three can never disagree.
import type { Occurrence } from './engine.ts';
import { enquiryPath } from './ics.ts';
import { dueDateIn, fill, type CalendarWords } from './words.ts';

export { countText } from './words.ts';

export function serviceLinkText(o: Occurrence, { words }: CalendarWords): string {
  return fill(words.serviceLink, { form: o.rule.form });
}

/** The deadline's enquiry link, on the enquiry page of the calendar's language (/hi/enquiry?service=…). */
export function enquiryHref(o: Occurrence, enquiryPage?: string): string {
  return enquiryPath(o.rule.service.enquiry, enquiryPage);
}

/** "Extended from 20-Dec-2026 (Notification 12/2026-CT)", or '' when the date was not extended. */
export function extensionText(o: Occurrence, { words, locale }: CalendarWords): string {
  return o.extension ? fill(words.extended, { date: dueDateIn(o.computedDue, locale), reference: o.extension.reference }) : '';
}

/** What a screen reader says for a deadline's enquiry link. */
export function enquireAboutText(o: Occurrence, { words }: CalendarWords): string {
  return fill(words.enquireAbout, { summary: o.summary });
}

/**
 * A deadline's sentence split at its form code: on a page in another language the code (a name the
 * portals write in Latin letters, "Advance tax", "GSTR-1") is marked lang="en" and the rest is the
 * page's language. `form` is '' when the sentence does not start with the code.
 */
export function summaryParts(o: Occurrence): { form: string; rest: string } {
  return o.summary.startsWith(o.rule.form) ? { form: o.rule.form, rest: o.summary.slice(o.rule.form.length) } : { form: '', rest: o.summary };
}

/** The same in the browser: `el`'s text becomes the sentence, its code in a <span lang="en"> when `english` is false. */
export function setSummary(el: HTMLElement, o: Occurrence, english: boolean): void {
  const { form, rest } = summaryParts(o);
  if (english || !form) {
    el.textContent = o.summary;
    return;
  }
  const code = document.createElement('span');
  code.lang = 'en';
  code.textContent = form;
  el.replaceChildren(code, rest);
}
