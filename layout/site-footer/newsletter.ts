// The footer's newsletter sign-up described as a form block, so it goes through the same machinery
// as every other form: the same values, validation and messages (values.ts, the compiled schema
// validators), the same sending (send.ts), the same plain-HTML post and result page on the server.
import type { FormBlock, Site } from '../../engine/generated/config.ts';

export const NEWSLETTER_SUCCESS = 'Thanks for subscribing! Look out for your first deadline reminder in your inbox.';
export const NEWSLETTER_FAILURE = 'We could not sign you up just now. Please try again in a moment.';
export const NEWSLETTER_CONSENT = 'I agree to receive deadline reminders and news by e-mail. I can unsubscribe at any time.';

export function newsletterForm(newsletter: Site['footer']['newsletter']): FormBlock & { form: 'newsletter-signup' } {
  return {
    type: 'form',
    form: 'newsletter-signup',
    fields: [
      { name: 'email', label: newsletter.emailLabel ?? 'E-mail address', type: 'email', required: true, autocomplete: 'email', placeholder: 'you@company.com', maxLength: 254 },
      // Consent, not only a notice (DPDP Act 2023): an unticked box the server requires too.
      { name: 'consent', label: newsletter.consentLabel ?? NEWSLETTER_CONSENT, type: 'checkbox', required: true },
    ],
    submit: { label: newsletter.buttonLabel },
    messages: { success: newsletter.successMessage ?? NEWSLETTER_SUCCESS, failure: newsletter.failureMessage ?? NEWSLETTER_FAILURE },
  };
}
