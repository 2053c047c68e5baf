// Recomputes each deadline's urgency for the visitor's day (in India), because the HTML was rendered on
// the build day and may be served from a cache long after. Colours follow data-urgency in the CSS.
import { urgencyFor } from './urgency.ts';

export default function refreshDeadlines(root: HTMLElement) {
  const now = new Date();
  for (const card of root.querySelectorAll<HTMLElement>('[data-deadline][data-date]')) {
    const info = urgencyFor(card.dataset.date!, now);
    card.dataset.urgency = info.urgency;
    const label = card.querySelector('[data-urgency-label]');
    const remaining = card.querySelector('[data-urgency-remaining]');
    if (label) label.textContent = info.label;
    if (remaining) remaining.textContent = info.remaining;
  }
  root.dataset.urgencyChecked = '';
}
