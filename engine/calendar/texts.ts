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
 * A deadline's text split at its form code: on a page in another language the code (a name the portals
 * write in Latin letters, "Advance tax", "GSTR-1") is marked lang="en" and the rest is the page's
 * language — the sentence ("GSTR-1 — …") and the service link ("GSTR-1 में हमारी मदद लें"). `form` is ''
 * when the text does not hold the code.
 */
export function codeParts(text: string, code: string): { before: string; form: string; after: string } {
  const at = code ? text.indexOf(code) : -1;
  return at < 0 ? { before: text, form: '', after: '' } : { before: text.slice(0, at), form: code, after: text.slice(at + code.length) };
}

/** The same in the browser: `el`'s text becomes `text`, its code in a <span lang="en"> when `english` is false. */
export function setWithCode(el: HTMLElement, text: string, code: string, english: boolean): void {
  const { before, form, after } = codeParts(text, code);
  if (english || !form) {
    el.textContent = text;
    return;
  }
  const span = document.createElement('span');
  span.lang = 'en';
  span.textContent = form;
  el.replaceChildren(before, span, after);
}

/** A deadline's sentence in the browser, its code marked on a page in another language. */
export const setSummary = (el: HTMLElement, o: Occurrence, english: boolean) => setWithCode(el, o.summary, o.rule.form, english);
