// The footer's newsletter sign-up in the browser, without React, through the same form machinery as
// the form islands: values read by blocks/form/dom.ts, checked by the same compiled schema validator
// with the same messages (values.ts), posted once per submit by send.ts; the messages appear in the
// same places the server renders them after a post without JavaScript.
import { HONEYPOT_FIELD } from '../../engine/forms.ts';
import { createAttemptKeys, elapsedSinceShown, sendForm } from '../../blocks/form/send.ts';
import { readValues } from '../../blocks/form/dom.ts';
import { buildPayload, validateValues } from '../../blocks/form/values.ts';
import { newsletterForm } from './newsletter.ts';

export default function enhanceFooter(footer: HTMLElement) {
  const form = footer.querySelector<HTMLFormElement>('form[data-newsletter]');
  const status = form?.querySelector<HTMLElement>('[data-newsletter-status]');
  const button = form?.querySelector<HTMLButtonElement>('button[type=submit]');
  if (!form || !status || !button) return;
  // The definition is rebuilt from what the page shows (the behavior gets no config): the messages
  // live on the form; the field names and rules are the newsletter's own.
  const definition = newsletterForm({ heading: '', text: '', buttonLabel: '', successMessage: form.dataset.success, failureMessage: form.dataset.failure });
  const names = definition.fields.map((f) => f.name);
  const honeypot = form.querySelector<HTMLInputElement>(`input[name=${HONEYPOT_FIELD}]`);
  form.noValidate = true;
  const attempts = createAttemptKeys();
  let sending = false;

  const showErrors = (errors: Record<string, string>) => {
    for (const name of names) {
      const control = form.elements.namedItem(name) as HTMLInputElement | null;
      const slot = form.querySelector<HTMLElement>(`[data-field-error="${name}"]`);
      if (!control || !slot) continue;
      slot.textContent = errors[name] ?? '';
      if (errors[name]) {
        control.setAttribute('aria-invalid', 'true');
        control.setAttribute('aria-describedby', slot.id);
      } else {
        control.removeAttribute('aria-invalid');
        control.removeAttribute('aria-describedby');
      }
    }
    const first = names.find((n) => errors[n]);
    if (first) (form.elements.namedItem(first) as HTMLInputElement | null)?.focus();
  };

  const showResult = (kind: 'success' | 'failure' | '', text: string) => {
    form.dataset.status = kind || 'idle';
    status.replaceChildren();
    if (!kind) return;
    // The same look as the server-rendered ResultMessage (blocks/form/results.tsx) is kept by its
    // data attribute; a short text node is enough for the live region to announce it.
    const p = document.createElement('p');
    p.dataset.result = kind;
    p.textContent = text;
    p.style.fontWeight = '500';
    p.style.color = kind === 'success' ? 'var(--chakra-colors-green-100)' : 'var(--chakra-colors-red-100)';
    status.append(p);
  };

  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    if (sending) return;
    const values = readValues(form, names);
    const problems = validateValues(definition, values);
    showErrors(problems);
    if (Object.keys(problems).length > 0) {
      showResult('', '');
      return;
    }
    const body = JSON.stringify(buildPayload(definition, values, [], honeypot?.value ?? ''));
    sending = true;
    button.setAttribute('aria-disabled', 'true');
    form.setAttribute('aria-busy', 'true');
    showResult('', '');
    const result = await sendForm(form.action.split('#')[0]!, body, { idempotencyKey: attempts.keyFor(body), elapsedMs: elapsedSinceShown() });
    sending = false;
    button.removeAttribute('aria-disabled');
    form.removeAttribute('aria-busy');
    if (result.kind === 'sent') {
      attempts.succeeded();
      // Emptied for real (reset() would bring back a value the server re-showed after a failed post).
      for (const name of names) {
        const control = form.elements.namedItem(name) as HTMLInputElement | null;
        if (!control) continue;
        if (control.type === 'checkbox') control.checked = false;
        else control.value = '';
        control.removeAttribute('aria-invalid');
      }
      showResult('success', definition.messages!.success);
    } else if (result.kind === 'invalid' && names.some((n) => result.fields[n])) {
      showErrors(result.fields);
      showResult('failure', definition.messages!.failure);
    } else {
      showResult('failure', definition.messages!.failure);
    }
  });
  footer.dataset.enhanced = '';
}
