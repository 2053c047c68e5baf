// The form block. The same component renders on the server (complete, working HTML) and hydrates as
// an island on the visitor's first interaction with the form:
// - a sending form ("form") validates with the validators compiled from schemas/forms/*.schema.json,
//   posts JSON once per submit (idle → sending → success | failure; never retried automatically),
//   shows the result under the button and as a toast;
// - an enquiry form ("action") is a plain GET form to /enquiry that works without JavaScript.
// Values typed before hydration are kept (react-hook-form reads fields edited before it was ready).
import { useEffect, useMemo, useRef, useState, type ChangeEvent, type FocusEvent } from 'react';
import { useForm, type FieldErrors, type Resolver, type UseFormRegisterReturn } from 'react-hook-form';
import { chakra } from '@chakra-ui/react/styled-system';
import type { FormBlock as FormBlockConfig, FormBlockField } from '../../engine/generated/config.ts';
import { behaviorAttributes, type BlockProps } from '../../engine/block-api.tsx';
import { Section, SectionHeading, headingLevel, subLevel } from '../shared/Section.tsx';
import { ActionButton } from '../shared/Button.tsx';
import { HONEYPOT_FIELD } from '../../engine/forms.ts';
import { CHECKED_VALUE, FORM_LEVEL, buildPayload, enquiryUrl, humanize, prefillFromQuery, startValues, transformValue, validateValues, type Extra, type FormValues } from './values.ts';
import { createAttemptKeys, elapsedSinceShown, endpointUrl, sendForm } from './send.ts';
import { SHARED_EVENT, readShared, sharedValueFor, type SharedChange } from './shared-selection.ts';
import { ToastHost, showToast } from './Toaster.tsx';
import { ENQUIRY_PATH } from '../shared/enquiry.ts';
import { afterPointerPress, trackPointerPresses } from './pointer.ts';

type Status = 'idle' | 'sending' | 'success' | 'failure';

export const DEFAULT_BUSY_LABEL = 'Sending...';
export const DEFAULT_REQUIRED_NOTE = 'Fields marked * are required.';

/** Ids of a field's parts, unique on the page (the block's position is part of them). */
function ids(blockKey: string, name: string) {
  const base = `form-${blockKey}-${name}`;
  return { input: base, error: `${base}-error`, hint: `${base}-hint` };
}

export function FormBlock({ block, context }: BlockProps<FormBlockConfig>) {
  const level = headingLevel(context);
  const headingId = block.id ? `${block.id}-heading` : `form-${context.key}-heading`;
  const formRef = useRef<HTMLFormElement>(null);
  const honeypotRef = useRef<HTMLInputElement>(null);
  const attempts = useMemo(() => createAttemptKeys(), []);
  const [status, setStatus] = useState<Status>('idle');
  // A sending form posts JSON from script; until React has attached, its button stays disabled so an
  // early click cannot make the browser post the form natively (the API answers JSON only).
  const [ready, setReady] = useState(false);
  const sending = useRef(false);
  const [locked, setLocked] = useState<string[]>([]);
  const [extras, setExtras] = useState<Extra[]>([]);
  const extrasRef = useRef<Extra[]>([]);
  extrasRef.current = extras;

  const resolver: Resolver<FormValues> = async (values) => {
    const problems = validateValues(block, values, extrasRef.current);
    if (Object.keys(problems).length === 0) return { values, errors: {} };
    const errors: FieldErrors<FormValues> = {};
    for (const [name, message] of Object.entries(problems)) errors[name] = { type: 'validate', message };
    return { values: {}, errors };
  };
  const start = useMemo(() => startValues(block.fields), [block.fields]);
  // The markup keeps the server's start values (so hydration matches), but the form's state starts
  // from what the inputs hold when React attaches: a stored choice or address value applied by
  // behavior.ts, or text the visitor typed while this island was still loading, must not be reset.
  // Fields also render these as their defaults: react-hook-form reads a radio group from the option
  // marked defaultChecked, so that mark must sit on the option that is checked now.
  const [initialValues] = useState(() => (typeof document === 'undefined' ? start : { ...start, ...valuesInDom(context.key, block.fields) }));
  const { register, handleSubmit, formState, reset, setValue, setError, getValues } = useForm<FormValues>({
    defaultValues: initialValues,
    mode: 'onTouched',
    reValidateMode: 'onChange',
    resolver,
    shouldFocusError: true,
  });

  const visibleFields = block.fields.filter((f) => !locked.includes(f.name));
  const sharedFields = block.fields.filter((f) => f.shared);

  // After hydration: the browser's own validation bubbles give way to the messages below each field;
  // values from the page address and the visitor's shared choices are filled in.
  useEffect(() => {
    const form = formRef.current;
    if (form) form.noValidate = true;
    trackPointerPresses();
    setReady(true);
    // Only fields nobody has set yet take the stored choice or the address value (behavior.ts usually already did).
    const untouched = (name: string) => getValues(name) === start[name];
    for (const field of sharedFields) if (untouched(field.name)) setValue(field.name, sharedValueFor(field, readShared(field.shared!)));
    // Text typed before hydration, shown uppercased by CSS, becomes uppercase for real.
    for (const field of block.fields) {
      const value = getValues(field.name);
      if (field.transform && typeof value === 'string' && transformValue(field, value) !== value) setValue(field.name, transformValue(field, value));
    }
    if (block.prefillFromQuery) {
      const prefill = prefillFromQuery(block, window.location.search);
      for (const [name, value] of Object.entries(prefill.values)) if (untouched(name)) setValue(name, value);
      setLocked(prefill.locked);
      setExtras(prefill.extras);
    }
    const onShared = (event: Event) => {
      const { key, value, source } = (event as CustomEvent<SharedChange>).detail;
      if (source === formRef.current) return;
      for (const field of sharedFields) if (field.shared === key) setValue(field.name, sharedValueFor(field, value));
    };
    window.addEventListener(SHARED_EVENT, onShared);
    return () => window.removeEventListener(SHARED_EVENT, onShared);
    // Runs once after hydration; the block's config never changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const onValid = async (values: FormValues) => {
    if (block.action) {
      window.location.assign(enquiryUrl(block, values));
      return;
    }
    if (!block.form || sending.current) return;
    const body = JSON.stringify(buildPayload(block, values, extrasRef.current, honeypotRef.current?.value ?? ''));
    sending.current = true;
    setStatus('sending');
    const result = await sendForm(endpointUrl(context.site.apiHost, block.form), body, { idempotencyKey: attempts.keyFor(body), elapsedMs: elapsedSinceShown() });
    sending.current = false;
    if (result.kind === 'sent') {
      attempts.succeeded();
      // Empty the fields; choices shared across the site keep their current value.
      const cleared = startValues(block.fields);
      for (const field of sharedFields) cleared[field.name] = getValues(field.name);
      // Values fixed by the page address (shown in the summary, not editable) stay for the next enquiry.
      for (const name of locked) cleared[name] = getValues(name);
      reset(cleared);
      if (honeypotRef.current) honeypotRef.current.value = '';
      setStatus('success');
      if (block.messages) showToast('success', block.messages.success, formRef.current);
      return;
    }
    if (result.kind === 'invalid') {
      // The server's words next to each field; focus goes to the first one in the form's order.
      const invalid = visibleFields.filter((f) => result.fields[f.name] !== undefined);
      invalid.forEach((f, i) => setError(f.name, { type: 'server', message: result.fields[f.name] }, { shouldFocus: i === 0 }));
      const others = Object.entries(result.fields).filter(([name]) => !invalid.some((f) => f.name === name));
      if (others.length > 0) setError(FORM_LEVEL, { type: 'server', message: others.map(([, message]) => message).join(' ') });
    }
    setStatus('failure');
    if (block.messages) showToast('error', block.messages.failure, formRef.current);
  };

  // The DOM is the truth for these uncontrolled fields: keystrokes made while React was still attaching
  // (or by autofill without events) are read here at submit, so nothing typed is ever lost.
  const syncFromDom = () => {
    const form = formRef.current;
    if (!form) return;
    for (const field of visibleFields) {
      const item = form.elements.namedItem(field.name);
      if (!item) continue;
      if (item instanceof HTMLInputElement && item.type === 'checkbox') {
        if (!!getValues(field.name) !== item.checked) setValue(field.name, item.checked);
        continue;
      }
      const value = transformValue(field, String((item as HTMLInputElement | RadioNodeList).value ?? ''));
      if (getValues(field.name) !== value) setValue(field.name, value);
    }
  };

  const onFieldChange = (field: FormBlockField, original: (e: ChangeEvent) => unknown) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => {
    const el = event.target;
    if (field.transform && 'setSelectionRange' in el && el.type !== 'date') {
      const next = transformValue(field, el.value);
      if (next !== el.value) {
        const { selectionStart, selectionEnd } = el as HTMLInputElement;
        el.value = next;
        (el as HTMLInputElement).setSelectionRange(selectionStart, selectionEnd);
      }
    }
    return original(event);
  };

  const errors = formState.errors;
  const errorOf = (name: string) => errors[name]?.message as string | undefined;
  const formLevelErrors = Object.entries(errors)
    .filter(([name]) => !visibleFields.some((f) => f.name === name))
    .map(([, e]) => e?.message as string | undefined)
    .filter((m): m is string => !!m);
  const anyRequired = visibleFields.some((f) => f.required);
  const isSending = status === 'sending';
  const summaryItems = block.prefillFromQuery && block.summary
    ? [
        ...locked.map((name) => ({ name, label: block.summary?.labels?.[name] ?? block.fields.find((f) => f.name === name)?.label ?? humanize(name), value: String(getValues(name)) })),
        ...extras.map(({ name, value }) => ({ name, label: block.summary?.labels?.[name] ?? humanize(name), value })),
      ]
    : [];
  // Pre-hydration help for shared choices, address values and uppercase fields: blocks/form/behavior.ts (tiny, no React).
  const needsBehavior = sharedFields.length > 0 || !!block.prefillFromQuery || block.fields.some((f) => f.transform);

  return (
    <Section id={block.id} tone={block.tone ?? 'plain'} labelledBy={block.heading ? headingId : undefined}>
      {block.heading && <SectionHeading id={headingId} level={level}>{block.heading}</SectionHeading>}
      {block.intro && <chakra.p textAlign="center" color="fg.muted" maxW="prose" mx="auto" mb="8" fontSize="lg">{block.intro}</chakra.p>}
      <chakra.div maxW="48rem" mx="auto" bg="bg" borderWidth="1px" borderColor="border" borderRadius="xl" boxShadow="md" p={{ base: '5', md: '8' }}>
        <chakra.form
          ref={formRef}
          method={block.action ? 'get' : 'post'}
          action={block.action ? ENQUIRY_PATH : block.form ? endpointUrl(context.site.apiHost, block.form) : undefined}
          aria-labelledby={block.heading ? headingId : undefined}
          aria-label={block.heading ? undefined : block.submit.label}
          data-form={block.form ?? 'enquiry'}
          data-status={status}
          {...(needsBehavior ? behaviorAttributes('form', 'load') : {})}
          data-prefill={block.prefillFromQuery ? '' : undefined}
          onSubmit={(event) => {
            if (isSending) {
              event.preventDefault();
              return;
            }
            syncFromDom();
            void handleSubmit(onValid)(event);
          }}
        >
          {summaryItems.length > 0 && (
            <chakra.div data-summary="" bg="brand.50" borderWidth="1px" borderColor="brand.100" borderRadius="lg" p="4" mb="6">
              <chakra.p as={subLevel(level)} fontSize="md" fontWeight="bold" mb="2">{block.summary!.heading}</chakra.p>
              <chakra.dl display="grid" gridTemplateColumns="minmax(0, auto) minmax(0, 1fr)" columnGap="4" rowGap="1">
                {summaryItems.map((item) => (
                  <chakra.div key={item.name} display="contents" data-summary-item={item.name}>
                    <chakra.dt color="fg.muted">{item.label}</chakra.dt>
                    <chakra.dd fontWeight="semibold" overflowWrap="anywhere">{item.value}</chakra.dd>
                  </chakra.div>
                ))}
              </chakra.dl>
            </chakra.div>
          )}
          {block.action && <input type="hidden" name="service" value={block.action.service} />}
          {block.action?.plan && <input type="hidden" name="plan" value={block.action.plan} />}
          {anyRequired && <chakra.p fontSize="sm" color="fg.muted" mb="4">{block.requiredNote ?? DEFAULT_REQUIRED_NOTE}</chakra.p>}
          <chakra.div display="grid" gridTemplateColumns={{ base: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' }} gap="5">
            {visibleFields.map((field) => (
              <Field
                key={field.name}
                field={field}
                ids={ids(context.key, field.name)}
                start={initialValues[field.name]!}
                error={errorOf(field.name)}
                registration={register(field.name)}
                onChange={onFieldChange}
              />
            ))}
          </chakra.div>
          {block.form && (
            // Spam trap: people never see or reach it; form-filling robots do.
            <chakra.div aria-hidden="true" position="absolute" left="-10000px" top="auto" w="1px" h="1px" overflow="hidden">
              <label htmlFor={`form-${context.key}-${HONEYPOT_FIELD}`}>Leave this field empty</label>
              <input ref={honeypotRef} id={`form-${context.key}-${HONEYPOT_FIELD}`} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
            </chakra.div>
          )}
          {formLevelErrors.length > 0 && (
            <chakra.ul data-form-errors="" mt="5" listStyle="none" color="red.700" fontWeight="medium">
              {formLevelErrors.map((m) => <li key={m}>{m}</li>)}
            </chakra.ul>
          )}
          <chakra.div mt="6" display="flex" flexDirection="column" gap="4">
            <ActionButton type="submit" size="lg" w="full" disabled={!!block.form && !ready} aria-disabled={isSending ? true : undefined} aria-busy={isSending ? true : undefined}>
              {isSending ? (block.submit.busyLabel ?? DEFAULT_BUSY_LABEL) : block.submit.label}
            </ActionButton>
            {block.form && (
              <noscript>
                <chakra.p fontSize="sm" color="fg.muted">
                  {`Sending this form needs JavaScript, which is turned off in this browser. Please write to ${context.site.contact.email} or call ${context.site.contact.phone} instead.`}
                </chakra.p>
              </noscript>
            )}
            {/* A live region present from the start (empty), so screen readers announce the result when it appears. */}
            <div role="status" data-result-region="">
              {status === 'success' && block.messages && <ResultMessage kind="success" text={block.messages.success} />}
              {status === 'failure' && block.messages && <ResultMessage kind="failure" text={block.messages.failure} />}
            </div>
          </chakra.div>
        </chakra.form>
      </chakra.div>
      <ToastHost />
    </Section>
  );
}

function ResultMessage({ kind, text }: { kind: 'success' | 'failure'; text: string }) {
  const success = kind === 'success';
  return (
    <chakra.p data-result={kind} display="flex" gap="2" alignItems="flex-start" p="3" borderRadius="md" borderWidth="1px" fontWeight="medium" bg={success ? 'green.50' : 'red.50'} color={success ? 'green.800' : 'red.800'} borderColor={success ? 'green.100' : 'red.100'}>
      <chakra.svg viewBox="0 0 24 24" w="5" h="5" mt="0.5" flexShrink={0} fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
        <path d={success ? 'M20 6 9 17l-5-5' : 'M12 8v5M12 16.5h.01M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20z'} />
      </chakra.svg>
      {text}
    </chakra.p>
  );
}


const controlStyle = {
  w: 'full',
  minH: '11',
  px: '3',
  py: '2',
  bg: 'bg',
  color: 'fg',
  borderWidth: '1px',
  borderColor: 'gray.500',
  borderRadius: 'md',
  fontSize: 'md',
  _placeholder: { color: 'gray.600', textTransform: 'none' },
  _hover: { borderColor: 'gray.700' },
  '&[aria-invalid=true]': { borderColor: 'red.700', borderWidth: '2px' },
} as const;

function Field({ field, ids, start, error, registration, onChange }: {
  field: FormBlockField;
  ids: { input: string; error: string; hint: string };
  /** The value in the server-rendered HTML (what the visitor sees before and without JavaScript). */
  start: string | boolean;
  error: string | undefined;
  registration: UseFormRegisterReturn;
  onChange: (field: FormBlockField, original: (e: ChangeEvent) => unknown) => (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => unknown;
}) {
  const describedBy = [field.hint ? ids.hint : '', error ? ids.error : ''].filter(Boolean).join(' ') || undefined;
  const common = {
    ...registration,
    onChange: onChange(field, registration.onChange),
    // The message a blur may show waits for the click that caused the blur (see pointer.ts).
    onBlur: (event: FocusEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => afterPointerPress(() => void registration.onBlur(event)),
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    required: field.required || undefined,
    'data-shared': field.shared,
    'data-transform': field.transform,
  };
  const label = (
    <>
      {field.label}
      {field.required && <chakra.span aria-hidden="true" color="red.700" ml="0.5">*</chakra.span>}
      {field.optional && <chakra.span fontWeight="normal" color="fg.muted"> (optional)</chakra.span>}
    </>
  );
  const hint = field.hint && <chakra.p id={ids.hint} fontSize="sm" color="fg.muted" mt="-1" mb="1.5">{field.hint}</chakra.p>;
  const errorText = (
    <chakra.p id={ids.error} data-field-error={field.name} aria-live="polite" color="red.700" fontSize="sm" fontWeight="medium" mt="1.5" _empty={{ mt: '0' }}>
      {error}
    </chakra.p>
  );
  const span = { gridColumn: { md: field.width === 'half' ? 'span 1' : '1 / -1' } };

  if (field.type === 'segmented') {
    return (
      <chakra.fieldset {...span} minW="0" aria-describedby={describedBy} data-field={field.name}>
        <chakra.legend fontWeight="semibold" mb="1.5">{label}</chakra.legend>
        {hint}
        <chakra.div display="flex" flexWrap="wrap" gap="2">
          {field.options!.map((option) => (
            <chakra.label
              key={option}
              position="relative"
              display="inline-flex"
              alignItems="center"
              justifyContent="center"
              minH="11"
              px="4"
              borderWidth="1px"
              borderColor="gray.500"
              borderRadius="md"
              fontWeight="semibold"
              color="fg"
              bg="bg"
              cursor="pointer"
              _hover={{ borderColor: 'brand.700', bg: 'brand.50' }}
              css={{
                '&:has(input:checked)': { bg: 'brand.700', borderColor: 'brand.700', color: 'white' },
                '&:has(input:focus-visible)': { outline: '3px solid', outlineColor: 'focus', outlineOffset: '2px' },
              }}
            >
              <chakra.input type="radio" value={option} defaultChecked={start === option} {...common} aria-describedby={undefined} aria-invalid={undefined} position="absolute" opacity="0" w="full" h="full" inset="0" m="0" cursor="pointer" />
              {option}
            </chakra.label>
          ))}
        </chakra.div>
        {errorText}
      </chakra.fieldset>
    );
  }

  if (field.type === 'checkbox') {
    return (
      <chakra.div {...span} data-field={field.name}>
        <chakra.label htmlFor={ids.input} display="inline-flex" alignItems="center" gap="3" minH="11" fontWeight="semibold" cursor="pointer">
          <chakra.input id={ids.input} type="checkbox" value={CHECKED_VALUE} defaultChecked={start === true} {...common} w="5" h="5" accentColor="brand.700" flexShrink={0} cursor="pointer" />
          <span>{label}</span>
        </chakra.label>
        {hint}
        {errorText}
      </chakra.div>
    );
  }

  let control;
  if (field.type === 'textarea') {
    control = <chakra.textarea id={ids.input} rows={field.rows ?? 4} maxLength={field.maxLength} placeholder={field.placeholder} autoComplete={field.autocomplete} defaultValue={String(start)} {...common} {...controlStyle} resize="vertical" />;
  } else if (field.type === 'select') {
    control = (
      <chakra.select id={ids.input} autoComplete={field.autocomplete} defaultValue={String(start)} {...common} {...controlStyle} cursor="pointer">
        {field.placeholder && <option value="">{field.placeholder}</option>}
        {field.options!.map((option) => <option key={option} value={option}>{option}</option>)}
      </chakra.select>
    );
  } else {
    control = (
      <chakra.input
        id={ids.input}
        type={field.type}
        inputMode={field.type === 'tel' ? 'tel' : field.type === 'email' ? 'email' : undefined}
        maxLength={field.maxLength}
        placeholder={field.placeholder}
        autoComplete={field.autocomplete}
        autoCapitalize={field.transform === 'uppercase' ? 'characters' : undefined}
        spellCheck={field.type === 'email' || field.transform === 'uppercase' ? false : undefined}
        defaultValue={String(start)}
        {...common}
        {...controlStyle}
        textTransform={field.transform === 'uppercase' ? 'uppercase' : undefined}
      />
    );
  }
  return (
    <chakra.div {...span} minW="0" data-field={field.name}>
      <chakra.label htmlFor={ids.input} display="block" fontWeight="semibold" mb="1.5">{label}</chakra.label>
      {hint}
      {control}
      {errorText}
    </chakra.div>
  );
}

/** Current values of the block's inputs in the prerendered DOM (before React attaches), by field name. */
function valuesInDom(blockKey: string, fields: FormBlockField[]): FormValues {
  const values: FormValues = {};
  const form = fields.map((f) => document.getElementById(ids(blockKey, f.name).input)).find(Boolean)?.closest('form');
  if (!form) return values;
  for (const field of fields) {
    const item = form.elements.namedItem(field.name);
    if (!item) continue;
    if (item instanceof HTMLInputElement && item.type === 'checkbox') values[field.name] = item.checked;
    else values[field.name] = String((item as HTMLInputElement | RadioNodeList).value ?? '');
  }
  return values;
}
