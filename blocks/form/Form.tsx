// The form block. The same component renders on the server (complete, working HTML) and hydrates as
// an island on the visitor's first interaction with the form. The pieces, each in its own file:
// fields.tsx (field rendering), state.ts (form state and submit), send.ts (posting), results.tsx
// (result message and privacy notice), dom.ts (reading the page), render-state.ts (what a server
// render knows about the request).
// - A sending form ("form") is a real HTML form: without JavaScript it posts form-encoded to its
//   endpoint and the server answers with a result page (server/form-posts.ts); with JavaScript it
//   validates with the validators compiled from schemas/forms/*.schema.json and posts JSON once per
//   submit (idle → sending → success | failure; never retried automatically).
// - An enquiry form ("action" enquire) is a plain GET form to /enquiry.
// - A form that starts a quote ("action" quote, /incorporation's Register) is a plain POST to
//   /quote/items: the server puts the chosen service, state and name into the visitor's quote and
//   answers 303 to it, or shows this form again with the list of states (engine/rules/quote-start.ts).
import { chakra } from '@chakra-ui/react/styled-system';
import type { FormBlock as FormBlockConfig } from '../../engine/generated/config.ts';
import { behaviorAttributes, useWords, type BlockProps } from '../../engine/block-api.tsx';
import { BlockSection, headingLevel, subLevel } from '../shared/Section.tsx';
import { ActionButton } from '../shared/Button.tsx';
import { ToastHost } from '../shared/Toaster.tsx';
import { ENQUIRY_PATH } from '../shared/enquiry.ts';
import { readableDate } from '../shared/dates.ts';
import { HONEYPOT_FIELD, LANGUAGE_FIELD } from '../../engine/forms.ts';
import { endpointUrl } from './send.ts';
import { Field, fieldIds } from './fields.tsx';
import { PrivacyNotice, ResultMessage } from './results.tsx';
import { useFormBlock } from './state.ts';
import { ORIGIN_FIELD, formDomId, formOrigin } from './render-state.ts';
import { PickList } from './pick-list.tsx';
import { QUOTE_ITEMS_PATH } from '../../engine/rules/quote.ts';
import { QUOTE_FORM_FIELD, QUOTE_START } from '../../engine/rules/quote-start.ts';

export function FormBlock({ block, context }: BlockProps<FormBlockConfig>) {
  const { words } = useWords();
  const level = headingLevel(context);
  const headingId = block.id ? `${block.id}-heading` : `form-${context.key}-heading`;
  const form = useFormBlock(block, context);
  const { status, visibleFields, sharedFields, errors, formLevelErrors, summaryItems } = form;
  const domId = formDomId(context.key);
  const anyRequired = visibleFields.some((f) => f.required);
  const isSending = status === 'sending';
  // Pre-hydration help for shared choices, address values and uppercase fields: blocks/form/behavior.ts (tiny, no React).
  const needsBehavior = sharedFields.length > 0 || !!block.prefillFromQuery || block.fields.some((f) => f.transform);
  // A plain HTML post comes back to this form: the fragment survives the server's 303 and scrolls to it.
  const enquire = block.action?.type === 'enquire' ? block.action : undefined;
  const quote = block.action?.type === 'quote' ? block.action : undefined;
  const action = enquire ? ENQUIRY_PATH : quote ? QUOTE_ITEMS_PATH : block.form ? `${endpointUrl(context.site.apiHost, block.form)}#${domId}` : undefined;

  return (
    <BlockSection block={block} context={context} tone={block.tone} introGap="8">
      <chakra.div maxW="48rem" mx="auto" bg="bg" borderWidth="1px" borderColor="border" borderRadius="xl" boxShadow="md" p={{ base: '5', md: '8' }}>
        <chakra.form
          ref={form.formRef}
          id={domId}
          method={enquire ? 'get' : 'post'}
          action={action}
          aria-labelledby={block.heading ? headingId : undefined}
          aria-label={block.heading ? undefined : block.submit.label}
          data-form={block.form ?? block.action?.type ?? 'enquiry'}
          data-status={status}
          {...(needsBehavior ? behaviorAttributes('form', 'load') : {})}
          data-prefill={block.prefillFromQuery ? '' : undefined}
          onSubmit={form.onSubmit}
        >
          {summaryItems.length > 0 && (
            <chakra.div data-summary="" bg="brand.50" borderWidth="1px" borderColor="brand.100" borderRadius="lg" p="4" mb="6">
              <chakra.p as={subLevel(level)} fontSize="md" fontWeight="bold" mb="2">
                {block.summary!.heading}
              </chakra.p>
              <chakra.dl display="grid" gridTemplateColumns="minmax(0, auto) minmax(0, 1fr)" columnGap="4" rowGap="1">
                {summaryItems.map((item) => (
                  <chakra.div key={item.name} display="contents" data-summary-item={item.name}>
                    <chakra.dt color="fg.muted">{item.label}</chakra.dt>
                    <chakra.dd fontWeight="semibold" overflowWrap="anywhere">
                      {readableDate(item.value) ? <time dateTime={item.value}>{readableDate(item.value)}</time> : item.value}
                    </chakra.dd>
                  </chakra.div>
                ))}
              </chakra.dl>
              {/* The summary's values travel with a plain HTML post (with JavaScript they are sent from state). */}
              {summaryItems.map((item) => (
                <input key={item.name} type="hidden" name={item.name} value={item.value} />
              ))}
            </chakra.div>
          )}
          {enquire && <input type="hidden" name="service" value={enquire.service} />}
          {enquire?.plan && <input type="hidden" name="plan" value={enquire.plan} />}
          {quote && <input type="hidden" name="do" value={QUOTE_START} />}
          {quote && <input type="hidden" name={QUOTE_FORM_FIELD} value={formOrigin(context.path, context.key)} />}
          {block.form && <input type="hidden" name={ORIGIN_FIELD} value={formOrigin(context.path, context.key)} />}
          {/* The page's language: the server answers in it and the lead keeps it (server/form-language.ts). */}
          {(block.form || quote) && <input type="hidden" name={LANGUAGE_FIELD} value={form.language} />}
          {anyRequired && (
            <chakra.p fontSize="sm" color="fg.muted" mb="4">
              {block.requiredNote ?? words.form.requiredNote}
            </chakra.p>
          )}
          <chakra.div display="grid" gridTemplateColumns={{ base: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' }} gap="5">
            {visibleFields.map((field) => (
              <Field
                key={field.name}
                field={field}
                ids={fieldIds(context.key, field.name)}
                start={form.startValues[field.name]!}
                error={errors[field.name]}
                registration={form.register(field.name)}
                onChange={form.onFieldChange}
                after={
                  form.pick && form.pick.field === field.name ? (
                    <PickList pick={form.pick} id={`form-${context.key}-${form.pick.name}`} describedBy={fieldIds(context.key, field.name).error} />
                  ) : undefined
                }
              />
            ))}
          </chakra.div>
          {/* A list that completes no field shown here goes under the fields. */}
          {form.pick && !visibleFields.some((f) => f.name === form.pick!.field) && <PickList pick={form.pick} id={`form-${context.key}-${form.pick.name}`} />}
          {block.form && (
            // Spam trap: people never see or reach it; form-filling robots do.
            <chakra.div aria-hidden="true" position="absolute" left="-10000px" top="auto" w="1px" h="1px" overflow="hidden">
              <label htmlFor={`form-${context.key}-${HONEYPOT_FIELD}`}>{words.form.honeypot}</label>
              <input ref={form.honeypotRef} id={`form-${context.key}-${HONEYPOT_FIELD}`} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
            </chakra.div>
          )}
          {formLevelErrors.length > 0 && (
            <chakra.ul data-form-errors="" mt="5" listStyle="none" color="red.700" fontWeight="medium">
              {formLevelErrors.map((m) => (
                <li key={m}>{m}</li>
              ))}
            </chakra.ul>
          )}
          <chakra.div mt="6" display="flex" flexDirection="column" gap="4">
            {/* Never disabled: before hydration a click either waits for the island (engine/client/loader.ts) or posts as plain HTML. */}
            <ActionButton type="submit" size="lg" w="full" aria-disabled={isSending ? true : undefined} aria-busy={isSending ? true : undefined}>
              {isSending ? (block.submit.busyLabel ?? words.form.busy) : block.submit.label}
            </ActionButton>
            {/* A live region present from the start (empty), so screen readers announce the result when it appears. */}
            <div role="status" data-result-region="">
              {status === 'success' && block.messages && <ResultMessage kind="success" text={block.messages.success} />}
              {status === 'failure' && block.messages && <ResultMessage kind="failure" text={block.messages.failure} />}
            </div>
            {block.form && <PrivacyNotice privacy={context.site.privacy} />}
          </chakra.div>
        </chakra.form>
      </chakra.div>
      <ToastHost />
    </BlockSection>
  );
}
