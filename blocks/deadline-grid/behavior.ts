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
