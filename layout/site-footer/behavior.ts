// The footer's newsletter sign-up, without React: posts {"email"} as JSON to the newsletter endpoint
// (the form's action) once per submit, then says so in the status line — the thank-you text (box
// emptied) or the failure text (address kept); on a 400 the server's own words about the address.
import { HONEYPOT_FIELD } from '../../engine/forms.ts';
import { createAttemptKeys, elapsedSinceShown, sendForm } from '../../blocks/form/send.ts';

export default function enhanceFooter(footer: HTMLElement) {
  const form = footer.querySelector<HTMLFormElement>('form[data-newsletter]');
  const input = form?.querySelector<HTMLInputElement>('input[name=email]');
  const status = form?.querySelector<HTMLElement>('[data-newsletter-status]');
  const button = form?.querySelector<HTMLButtonElement>('button[type=submit]');
  if (!form || !input || !status || !button) return;
  const honeypot = form.querySelector<HTMLInputElement>(`input[name=${HONEYPOT_FIELD}]`);
  button.disabled = false;
  const attempts = createAttemptKeys();
  let sending = false;

  const show = (kind: 'success' | 'failure' | '', text: string) => {
    status.dataset.kind = kind;
    status.textContent = text;
  };

  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    if (sending) return;
    const payload: Record<string, string> = { email: input.value.trim() };
    if (honeypot?.value) payload[HONEYPOT_FIELD] = honeypot.value;
    const body = JSON.stringify(payload);
    sending = true;
    button.setAttribute('aria-disabled', 'true');
    form.setAttribute('aria-busy', 'true');
    show('', '');
    const result = await sendForm(form.action, body, { idempotencyKey: attempts.keyFor(body), elapsedMs: elapsedSinceShown() });
    sending = false;
    button.removeAttribute('aria-disabled');
    form.removeAttribute('aria-busy');
    if (result.kind === 'sent') {
      attempts.succeeded();
      input.value = '';
      input.removeAttribute('aria-invalid');
      show('success', form.dataset.success ?? '');
    } else if (result.kind === 'invalid' && result.fields.email) {
      input.setAttribute('aria-invalid', 'true');
      show('failure', result.fields.email);
      input.focus();
    } else {
      show('failure', form.dataset.failure ?? '');
    }
  });
  footer.dataset.enhanced = '';
}
