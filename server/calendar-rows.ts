// The calendar page's list for a later day than its build's, for the answer without JavaScript. The page
// was rendered with the deadlines of its build day's 12 months; weeks later the window has moved on: its
// last weeks' deadlines are not in the page, and the urgency labels are the build day's. The browser
// redraws the list itself (blocks/compliance-calendar/behavior.ts, row() and monthGroup()); this is the
// same for the server: the engine's deadlines of the day, each written from the row the page carries in
// its <template data-calendar-template>, in the markup React wrote. A string edit on the block's own
// markers (data-field, data-month…), as applyProfile's, so the server needs neither React nor a DOM.
import { occurrences, type Occurrence } from '../engine/calendar/engine.ts';
import { urgencyFor, type DeadlineWords } from '../engine/calendar/urgency.ts';
import { dueDateIn, isEnglish, monthLabelIn } from '../engine/calendar/words.ts';
import { codeParts, enquireAboutText, enquiryHref, extensionText, serviceLinkText } from '../engine/calendar/texts.ts';
import type { LocalCalendar } from '../engine/calendar/profile.ts';
import type { CalendarData } from '../engine/calendar/public.ts';
import { escapeHtml } from '../engine/html.ts';

/** Text as React writes it into HTML (it also escapes the apostrophe), so a redrawn row is byte for byte a rendered one. */
const asReact = (text: string) => escapeHtml(text).replace(/'/g, '&#x27;');

/** An attribute value as React wrote it, read back. */
const attributeText = (value: string) =>
  value
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** A text holding a form code: on a page in another language the code is marked lang="en" (the block's WithCode). */
function withCode(text: string, code: string, english: boolean): string {
  const { before, form, after } = codeParts(text, code);
  return english || !form ? asReact(text) : `${asReact(before)}<span lang="en">${asReact(form)}</span>${asReact(after)}`;
}

/** The day the page was rendered for (its calendar root's data-built), or undefined when it has no calendar list. */
export function builtDay(html: string): string | undefined {
  return /<div data-calendar-root="" [^>]*data-built="(\d{4}-\d{2}-\d{2})"/.exec(html)?.[1];
}

/**
 * The page with its list holding the deadlines from `today` to `until`, each with the urgency of that day,
 * and its root marked as built for `today` (so the browser does not draw it again). The page as it is when
 * it has no row to copy (a calendar with no deadline at all when it was built).
 */
export function listForDay(html: string, data: CalendarData, today: string, until: string): string {
  const templateAt = html.indexOf('<template data-calendar-template="">');
  const templateEnd = html.indexOf('</template>', templateAt);
  const listStart = html.indexOf('<div data-calendar-list=""');
  const listOpenEnd = html.indexOf('>', listStart) + 1;
  // The list's closing tag is right before the template (ComplianceCalendar.tsx).
  const listEnd = templateAt - '</div>'.length;
  if (templateAt < 0 || templateEnd < 0 || listStart < 0 || listStart > templateAt || html.slice(listEnd, templateAt) !== '</div>') return html;
  const group = html.slice(templateAt + '<template data-calendar-template="">'.length, templateEnd);
  const rowStart = group.indexOf('<li data-occ=""');
  const rowEnd = group.lastIndexOf('</li>') + '</li>'.length;
  if (rowStart < 0 || rowEnd < rowStart) return html;
  const [groupOpen, row, groupClose] = [group.slice(0, rowStart), group.slice(rowStart, rowEnd), group.slice(rowEnd)];
  const wordsJson = /data-urgency-words="([^"]*)"/.exec(html)?.[1];
  const deadlineWords = wordsJson ? (JSON.parse(attributeText(wordsJson)) as DeadlineWords) : undefined;
  // Noon in India on that day: the urgency counts whole days in India.
  const now = new Date(`${today}T12:00:00+05:30`);
  const items = occurrences(data.calendar, { from: today, to: until, language: data.words });
  const months = new Map<string, Occurrence[]>();
  for (const o of items) months.set(o.due.slice(0, 7), [...(months.get(o.due.slice(0, 7)) ?? []), o]);
  const english = isEnglish(data.words.locale);
  const enquiryPage = (data.calendar as LocalCalendar).enquiryPath;

  const rowOf = (o: Occurrence) => {
    const urgency = deadlineWords ? urgencyFor(o.due, now, deadlineWords) : undefined;
    const extension = extensionText(o, data.words);
    const extra =
      (extension ? `<p data-field="extension">${asReact(extension)}</p>` : '') +
      (o.update ? `<a data-field="update" href="${asReact(o.update.href)}">${asReact(o.update.label)}</a>` : '');
    return row
      .replace(/^(<li data-occ="" data-rule=")[^"]*(" data-date=")[^"]*(")/, (_m, open: string, mid: string, close: string) => `${open}${asReact(o.rule.id)}${mid}${o.due}${close}`)
      .replace(/^(<li [^>]*data-urgency=")[^"]*(")/, (_m, open: string, close: string) => `${open}${urgency?.urgency ?? ''}${close}`)
      .replace(
        /(<time data-field="date" dateTime=")[^"]*("[^>]*>)[^<]*(<\/time>)/,
        (_m, open: string, mid: string, close: string) => `${open}${o.due}${mid}${asReact(dueDateIn(o.due, data.words.locale))}${close}`,
      )
      .replace(/(<span data-urgency-label=""[^>]*>)[^<]*(<\/span>)/, (_m, open: string, close: string) => `${open}${asReact(urgency?.label ?? '')}${close}`)
      .replace(
        /(<(h[2-6]) data-field="summary"[^>]*>)[\s\S]*?(<\/\2>)/,
        (_m, open: string, _tag: string, close: string) => `${open}${withCode(o.summary, o.rule.form, english)}${close}`,
      )
      .replace(/<p data-field="extension">[\s\S]*?<\/p>/, '')
      .replace(/<a data-field="update"[^>]*>[\s\S]*?<\/a>/, '')
      .replace(/(<p data-field="who"[^>]*>)[^<]*(<\/p>)/, (_m, open: string, close: string) => `${open}${asReact(o.rule.appliesTo.who)}${close}${extra}`)
      .replace(
        /(<a data-field="service" href=")[^"]*("[^>]*>)[\s\S]*?(<\/a>)/,
        (_m, open: string, mid: string, close: string) => `${open}${asReact(o.rule.service.href)}${mid}${withCode(serviceLinkText(o, data.words), o.rule.form, english)}${close}`,
      )
      .replace(/<a data-field="enquiry"[^>]*>/, (tag) =>
        tag.replace(/href="[^"]*"/, `href="${asReact(enquiryHref(o, enquiryPage))}"`).replace(/aria-label="[^"]*"/, `aria-label="${asReact(enquireAboutText(o, data.words))}"`),
      );
  };

  const groupOf = (month: string, rows: Occurrence[]) => {
    const [year, m] = month.split('-').map(Number) as [number, number];
    const open = groupOpen
      .replace(/data-month="[^"]*"/, `data-month="${month}"`)
      .replace(/aria-labelledby="month-[^"]*"/, `aria-labelledby="month-${month}"`)
      .replace(/--rows:\d+/, `--rows:${rows.length}`)
      .replace(/id="month-[^"]*"/, `id="month-${month}"`)
      .replace(/(data-month-title=""[^>]*>)[^<]*(<)/, (_m, start: string, end: string) => `${start}${asReact(monthLabelIn(year, m, data.words.locale))}${end}`);
    return open + rows.map(rowOf).join('') + groupClose;
  };

  const list = [...months].map(([month, rows]) => groupOf(month, rows)).join('');
  return (html.slice(0, listOpenEnd) + list + html.slice(listEnd)).replace(
    /(<div data-calendar-root="" [^>]*data-built=")[^"]*(")/,
    (_m, open: string, close: string) => `${open}${today}${close}`,
  );
}
