// Brings the deadline cards up to the visitor's day (in India), because the HTML was rendered on the
// build day and may be served from a cache long after: calendar-sourced cards are recomputed from the
// rules (a deadline that has passed makes room for the next one); every card's urgency is relabelled.
// Colours follow data-urgency in the CSS.
import { deadlineWordsOf, urgencyFor, type DeadlineWords } from '../shared/urgency.ts';
import { formatDayMonYear } from '../shared/dates.ts';
import { isEnglish } from '../../engine/i18n/words.ts';
import type { Occurrence } from '../../engine/calendar/engine.ts';

export default async function refreshDeadlines(root: HTMLElement) {
  // The page's words (its language) as the block wrote them; without them the prerendered cards stay.
  const words = deadlineWordsOf(root.querySelector('[data-urgency-words]'));
  if (!words) return;
  const list = root.querySelector<HTMLElement>('[data-calendar-filters]');
  if (list) await recompute(list, words).catch(() => undefined); // offline or blocked: keep the prerendered cards
  const now = new Date();
  for (const card of root.querySelectorAll<HTMLElement>('[data-deadline][data-date]')) {
    const info = urgencyFor(card.dataset.date!, now, words);
    card.dataset.urgency = info.urgency;
    const label = card.querySelector('[data-urgency-label]');
    const remaining = card.querySelector('[data-urgency-remaining]');
    if (label) {
      // With tooltips the label is a button holding the word and an (i) icon: change the word only,
      // and point the label at the explanation of its new urgency.
      const word = label.querySelector('[data-urgency-text]') ?? label;
      word.textContent = info.label;
      const prefix = (label as HTMLElement).dataset.tipPrefix;
      if (prefix !== undefined) {
        if (document.getElementById(prefix + info.urgency)) label.setAttribute('aria-describedby', prefix + info.urgency);
        else label.removeAttribute('aria-describedby');
      }
    }
    if (remaining) remaining.textContent = info.remaining;
  }
  root.dataset.urgencyChecked = '';
}

async function recompute(list: HTMLElement, words: DeadlineWords) {
  const [{ upcoming }, { indiaToday }, { loadCalendar }, { setSummary }] = await Promise.all([
    import('../../engine/calendar/engine.ts'),
    import('../../engine/calendar/dates.ts'),
    import('../../engine/calendar/load.ts'),
    import('../../engine/calendar/texts.ts'),
  ]);
  const filters = JSON.parse(list.dataset.calendarFilters!) as { count: number; authorities?: string[]; profile?: object };
  const { calendar, words: language } = await loadCalendar();
  const items = upcoming(calendar, indiaToday(new Date()), filters.count, { ...filters, language });
  const cards = [...list.querySelectorAll<HTMLElement>(':scope > [data-deadline]')];
  if (items.map((o) => o.id).join() === cards.map((c) => c.dataset.occurrence).join() || !cards[0]) return;
  const template = cards[0];
  list.replaceChildren(...items.map((o) => fillCard(template.cloneNode(true) as HTMLElement, o, words.locale, setSummary)));
  // Cloned urgency labels with an explanation need the tooltip behaviour the loader gave the originals.
  const triggers = [...list.querySelectorAll<HTMLElement>('[data-tip-prefix]')];
  if (triggers.length) {
    const { default: enhanceTooltip } = await import('../shared/tooltip-behavior.ts');
    for (const trigger of triggers) {
      delete trigger.dataset.tooltipReady;
      enhanceTooltip(trigger);
    }
  }
}

function fillCard(card: HTMLElement, o: Occurrence, locale: string, setSummary: typeof import('../../engine/calendar/texts.ts').setSummary): HTMLElement {
  card.dataset.date = o.due;
  card.dataset.occurrence = o.id;
  const time = card.querySelector('time')!;
  time.dateTime = o.due;
  time.textContent = formatDayMonYear(o.due, locale);
  setSummary(card.querySelector<HTMLElement>('[data-task]')!, o, isEnglish(locale));
  const note = card.querySelector('[data-note]');
  if (note) note.textContent = o.rule.appliesTo.who;
  card.querySelector('[data-update]')?.remove();
  if (o.update) {
    const update = document.createElement('a');
    update.dataset.update = '';
    update.href = o.update.href;
    update.textContent = o.update.label;
    (note ?? card.querySelector('[data-task]')!).after(update);
  }
  return card;
}
