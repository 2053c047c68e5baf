// The one way form code reads a form from the page (island at hydration and submit, the newsletter's
// behavior): field values by name, and the result the server rendered into the HTML (a page
// re-shown after a post without JavaScript), so the browser continues from exactly that state.
import { CHECKED_VALUE } from './transform.ts';
import { LANGUAGE_FIELD } from '../../engine/forms.ts';
import type { FormValues } from './values.ts';
import type { FormStatus } from './render-state.ts';
import type { FormPick } from '../../engine/rules/quote-start.ts';

/** Current values of the named fields: ticked boxes as booleans, radio groups as the chosen option, everything else as text. */
export function readValues(form: HTMLFormElement, names: readonly string[]): FormValues {
  const values: FormValues = {};
  for (const name of names) {
    const item = form.elements.namedItem(name);
    if (!item) continue;
    if (item instanceof HTMLInputElement && item.type === 'checkbox') values[name] = item.checked;
    else if (item instanceof RadioNodeList && item[0] instanceof HTMLInputElement && item[0].type === 'checkbox')
      values[name] = [...item].some((el) => (el as HTMLInputElement).checked && (el as HTMLInputElement).value === CHECKED_VALUE);
    else values[name] = String((item as HTMLInputElement | RadioNodeList).value ?? '');
  }
  return values;
}

/** The result shown in the HTML: status (`data-status` on the form) and the messages next to fields and under the form. */
export function readRenderedResult(form: HTMLFormElement): { status: FormStatus; errors: Record<string, string> } {
  const status = (form.dataset.status as FormStatus | undefined) ?? 'idle';
  const errors: Record<string, string> = {};
  for (const el of form.querySelectorAll<HTMLElement>('[data-field-error]')) {
    const text = el.textContent?.trim();
    if (text) errors[el.dataset.fieldError!] = text;
  }
  const formLevel = [...form.querySelectorAll('[data-form-errors] li')].map((li) => li.textContent?.trim()).filter(Boolean);
  if (formLevel.length > 0) errors._form = formLevel.join(' ');
  return { status: status === 'sending' ? 'idle' : status, errors };
}

/** The page's language the server rendered into the form's hidden field ("hi"), or undefined. */
export function readLanguage(form: HTMLFormElement): string | undefined {
  const field = form.elements.namedItem(LANGUAGE_FIELD);
  return field instanceof HTMLInputElement && field.value ? field.value : undefined;
}

/** The choice list the server rendered under the fields (a state to choose when the one typed was not recognised), or undefined. */
export function readRenderedPick(form: HTMLFormElement): FormPick | undefined {
  const select = form.querySelector<HTMLSelectElement>('select[data-pick]');
  if (!select) return undefined;
  const label = form.querySelector(`label[for="${select.id}"]`)?.textContent ?? '';
  const [first, ...rest] = [...select.options];
  // Rendered inside the field it completes (blocks/form/Form.tsx), or under the fields.
  const field = select.closest('[data-field]')?.getAttribute('data-field') ?? undefined;
  return {
    name: select.name,
    ...(field ? { field } : {}),
    label,
    placeholder: first?.text ?? '',
    options: rest.map((o) => ({ value: o.value, label: o.text, ...(o.lang === 'en' ? { english: true } : {}) })),
  };
}
