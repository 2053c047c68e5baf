// With JavaScript the chooser filters at once (no reload) and the list is recomputed for the visitor's
// day in India, so a page built long ago still starts today. The address keeps the profile
// (?entity=…), so a reload or a shared link shows the same list, and the feed links follow it.
import { occurrences, type Occurrence } from '../../engine/calendar/engine.ts';
import { addDays, addMonthsIso, indiaToday } from '../../engine/calendar/dates.ts';
import { parseProfile, profileQuery, type LocalCalendar } from '../../engine/calendar/profile.ts';
import { feedLinks, type FeedLinkKind } from '../../engine/calendar/public.ts';
import { deadlineWordsOf, urgencyFor, type DeadlineWords } from '../shared/urgency.ts';
import { countText, enquireAboutText, enquiryHref, extensionText, serviceLinkText, setSummary, setWithCode } from '../../engine/calendar/texts.ts';
import { isEnglish } from '../../engine/i18n/words.ts';
import { dueDateIn, fill, monthLabelIn, type CalendarWords } from '../../engine/calendar/words.ts';
import { loadCalendar } from '../../engine/calendar/load.ts';

export default async function enhanceCalendar(el: HTMLElement) {
  const root = el.querySelector<HTMLElement>('[data-calendar-root]')!;
  words = deadlineWordsOf(root);
  const form = root.querySelector<HTMLFormElement>('[data-calendar-form]')!;
  const list = root.querySelector<HTMLElement>('[data-calendar-list]')!;
  const counter = root.querySelector<HTMLElement>('[data-calendar-count]')!;
  const template = root.querySelector<HTMLTemplateElement>('[data-calendar-template]')!.content.querySelector<HTMLElement>('[data-month]');
  if (!template) return;
  const { calendar, site, words: calendarWords, feedPath } = await loadCalendar();
  cw = calendarWords;
  enquiryPage = (calendar as LocalCalendar).enquiryPath;
  const months = Number(root.dataset.months) || 12;

  // The list always holds every deadline of the window for today; a profile only hides rows, which is
  // cheap. The list is rebuilt (cloning the template) only when today's window differs from what the
  // build rendered — so on the build's own days nothing is redrawn at load.
  let day = '';
  let until = '';
  let all: Occurrence[] = [];
  const ensureToday = () => {
    const today = indiaToday(new Date());
    if (today === day) return;
    day = today;
    until = addDays(addMonthsIso(today, months), -1);
    all = occurrences(calendar, { from: today, to: until, language: cw });
    const rendered = [...list.querySelectorAll<HTMLElement>('[data-occ]')].map((li) => `${li.dataset.rule}|${li.dataset.date}`);
    if (rendered.join() !== all.map((o) => `${o.rule.id}|${o.due}`).join()) {
      const groups = new Map<string, Occurrence[]>();
      for (const o of all) groups.set(o.due.slice(0, 7), [...(groups.get(o.due.slice(0, 7)) ?? []), o]);
      list.replaceChildren(...[...groups].map(([month, rows]) => monthGroup(template, month, rows)));
    } else {
      // Same rows: only the urgency labels may have moved on since the build day.
      for (const li of list.querySelectorAll<HTMLElement>('[data-occ]')) setUrgency(li, li.dataset.date!);
    }
  };

  const draw = () => {
    ensureToday();
    const params = new URLSearchParams();
    for (const [name, value] of new FormData(form)) params.set(name, String(value));
    const parsed = parseProfile(params, calendar);
    const profile = parsed.ok ? parsed.profile : {};
    const shown = new Set(occurrences(calendar, { from: day, to: until, profile }).map((o) => `${o.rule.id}|${o.due}`));
    let count = 0;
    for (const li of list.querySelectorAll<HTMLElement>('[data-occ]')) {
      const hide = !shown.has(`${li.dataset.rule}|${li.dataset.date}`);
      if (!hide) count++;
      if (li.hidden !== hide) li.hidden = hide;
    }
    counter.textContent = countText(count, day, until, cw);
    const links = feedLinks(location.origin, profile, fill(cw.words.feedName, { brand: site.name }), feedPath);
    for (const a of root.querySelectorAll<HTMLAnchorElement>('[data-feed-link]')) a.href = links[a.dataset.feedLink as FeedLinkKind];
    const query = profileQuery(profile);
    history.replaceState(history.state, '', query ? `${location.pathname}?${query}` : location.pathname);
  };

  form.addEventListener('change', draw);
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    draw();
  });
  // On the day it was built the page (or the server's answer for the address's profile) is already
  // right, so nothing is redrawn until the visitor changes a choice — no work on load.
  if (root.dataset.built !== indiaToday(new Date())) draw();
  root.dataset.calendarReady = '';
}

/** The page's deadline words, as the block wrote them on its root (data-urgency-words). */
let words: DeadlineWords | undefined;
/** The calendar's words in the page's language, from its data file (/hi/compliance-calendar.json). */
let cw: CalendarWords;
/** The enquiry page of the page's language (/hi/enquiry), from the same file. */
let enquiryPage: string | undefined;

function setUrgency(li: HTMLElement, due: string) {
  if (!words) return;
  const info = urgencyFor(due, new Date(), words);
  if (li.dataset.urgency === info.urgency) return;
  li.dataset.urgency = info.urgency;
  li.querySelector('[data-urgency-label]')!.textContent = info.label;
}

function monthGroup(template: HTMLElement, month: string, items: Occurrence[]): HTMLElement {
  const group = template.cloneNode(true) as HTMLElement;
  const [year, m] = month.split('-').map(Number) as [number, number];
  group.dataset.month = month;
  group.setAttribute('aria-labelledby', `month-${month}`);
  group.style.setProperty('--rows', String(items.length));
  const title = group.querySelector<HTMLElement>('[data-month-title]')!;
  title.id = `month-${month}`;
  title.textContent = monthLabelIn(year, m, cw.locale);
  const rowTemplate = group.querySelector<HTMLElement>('[data-occ]')!;
  rowTemplate.parentElement!.replaceChildren(...items.map((o) => row(rowTemplate, o)));
  return group;
}

function row(template: HTMLElement, o: Occurrence): HTMLElement {
  const li = template.cloneNode(true) as HTMLElement;
  li.hidden = false;
  li.dataset.rule = o.rule.id;
  li.dataset.date = o.due;
  li.dataset.urgency = '';
  setUrgency(li, o.due);
  const field = <T extends HTMLElement>(name: string) => li.querySelector<T>(`[data-field="${name}"]`)!;
  const time = field<HTMLTimeElement>('date');
  time.dateTime = o.due;
  time.textContent = dueDateIn(o.due, cw.locale);
  setSummary(field('summary'), o, isEnglish(cw.locale));
  field('who').textContent = o.rule.appliesTo.who;
  li.querySelector('[data-field="extension"]')?.remove();
  if (o.extension) {
    const extension = document.createElement('p');
    extension.dataset.field = 'extension';
    extension.textContent = extensionText(o, cw);
    field('who').after(extension);
  }
  li.querySelector('[data-field="update"]')?.remove();
  if (o.update) {
    const update = document.createElement('a');
    update.dataset.field = 'update';
    update.href = o.update.href;
    update.textContent = o.update.label;
    (li.querySelector('[data-field="extension"]') ?? field('who')).after(update);
  }
  const service = field<HTMLAnchorElement>('service');
  service.href = o.rule.service.href;
  setWithCode(service, serviceLinkText(o, cw), o.rule.form, isEnglish(cw.locale));
  const enquiry = field<HTMLAnchorElement>('enquiry');
  enquiry.href = enquiryHref(o, enquiryPage);
  enquiry.setAttribute('aria-label', enquireAboutText(o, cw));
  return li;
}
