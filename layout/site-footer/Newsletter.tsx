// The newsletter form in the footer: a real HTML form (posts form-encoded without JavaScript, and the
// server answers with this page showing the result), enhanced by behavior.ts on first interaction.
import { chakra } from '@chakra-ui/react/styled-system';
import type { Site } from '../../engine/generated/config.ts';
import { HONEYPOT_FIELD } from '../../engine/forms.ts';
import { endpointUrl } from '../../blocks/form/send.ts';
import { CHECKED_VALUE } from '../../blocks/form/transform.ts';
import { PrivacyNotice, ResultMessage } from '../../blocks/form/results.tsx';
import { NEWSLETTER_KEY, ORIGIN_FIELD, formDomId, renderState } from '../../blocks/form/render-state.ts';
import { newsletterForm } from './newsletter.ts';
import { useWords } from '../../engine/block-api.tsx';

export function Newsletter({ site }: { site: Site }) {
  const { newsletter } = site.footer;
  const { words } = useWords();
  // The site's own label for the e-mail field when it sets one, else the interface's word in the page's language.
  const form = newsletterForm({ emailLabel: words.footer.emailLabel, ...newsletter });
  const [email, consent] = form.fields as [(typeof form.fields)[0], (typeof form.fields)[0]];
  // After a plain HTML post, the server renders the page with this form's result.
  const result = renderState()?.forms?.[NEWSLETTER_KEY];
  const errors = result?.errors ?? {};
  const values = result?.status === 'failure' ? (result.values ?? {}) : {};
  const domId = formDomId(NEWSLETTER_KEY);
  const errorText = (name: string) => (
    <chakra.p id={`${domId}-${name}-error`} data-field-error={name} color="red.100" fontSize="sm" fontWeight="medium" mt="1.5" _empty={{ display: 'none' }}>
      {errors[name]}
    </chakra.p>
  );
  return (
    <chakra.form
      id={domId}
      method="post"
      action={`${endpointUrl(site.apiHost, 'newsletter-signup')}#${domId}`}
      data-newsletter=""
      data-status={result?.status ?? 'idle'}
      data-success={form.messages!.success}
      data-failure={form.messages!.failure}
      aria-labelledby="newsletter-heading"
    >
      <chakra.h2 id="newsletter-heading" fontSize="lg" fontWeight="bold" color="white">
        {newsletter.heading}
      </chakra.h2>
      <chakra.p mt="1" mb="3">
        {newsletter.text}
      </chakra.p>
      <input type="hidden" name={ORIGIN_FIELD} value={NEWSLETTER_KEY} />
      <chakra.div display="flex" gap="2" flexWrap={{ base: 'wrap', sm: 'nowrap' }}>
        <chakra.label htmlFor="newsletter-email" srOnly>
          {email.label}
        </chakra.label>
        <chakra.input
          id="newsletter-email"
          name="email"
          type="email"
          required
          autoComplete="email"
          placeholder={email.placeholder}
          maxLength={email.maxLength}
          defaultValue={typeof values.email === 'string' ? values.email : ''}
          aria-invalid={errors.email ? true : undefined}
          aria-describedby={errors.email ? `${domId}-email-error` : undefined}
          flex="1"
          minW="0"
          w="full"
          minH="11"
          px="3"
          borderRadius="md"
          bg="white"
          color="gray.900"
          borderWidth="1px"
          borderColor="gray.300"
          _placeholder={{ color: 'gray.600' }}
          css={{ '&[aria-invalid=true]': { borderColor: 'red.300', borderWidth: '2px' } }}
        />
        <chakra.button
          type="submit"
          minH="11"
          px="5"
          borderRadius="md"
          bg="brand.500"
          color="white"
          fontWeight="semibold"
          cursor="pointer"
          _hover={{ bg: 'brand.600' }}
          flexShrink={0}
          css={{ '&[aria-disabled=true]': { opacity: 0.7, cursor: 'progress' } }}
        >
          {newsletter.buttonLabel}
        </chakra.button>
      </chakra.div>
      {errorText('email')}
      <chakra.label htmlFor="newsletter-consent" display="flex" alignItems="flex-start" gap="2" mt="3" fontSize="sm" cursor="pointer">
        <chakra.input
          id="newsletter-consent"
          name="consent"
          type="checkbox"
          value={CHECKED_VALUE}
          required
          defaultChecked={values.consent === true}
          aria-invalid={errors.consent ? true : undefined}
          aria-describedby={errors.consent ? `${domId}-consent-error` : undefined}
          w="5"
          h="5"
          mt="0.5"
          flexShrink={0}
          accentColor="brand.500"
          cursor="pointer"
        />
        <span>{consent.label}</span>
      </chakra.label>
      {errorText('consent')}
      {/* Spam trap: hidden from people, filled by form robots; sent only when filled. */}
      <chakra.div aria-hidden="true" position="absolute" left="-10000px" w="1px" h="1px" overflow="hidden">
        <label htmlFor="newsletter-website">{words.footer.honeypot}</label>
        <input id="newsletter-website" name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" />
      </chakra.div>
      <chakra.div role="status" data-newsletter-status="" mt="2" _empty={{ mt: '0' }}>
        {result?.status === 'success' && <ResultMessage kind="success" text={form.messages!.success} tone="dark" />}
        {result?.status === 'failure' && <ResultMessage kind="failure" text={form.messages!.failure} tone="dark" />}
      </chakra.div>
      <chakra.div mt="2">
        <PrivacyNotice privacy={site.privacy} tone="dark" />
      </chakra.div>
    </chakra.form>
  );
}
