// Form state for one form block: react-hook-form wired to the schema validators, the start state
// (the server's render: start values, or a plain-HTML post's result; in the browser: whatever the
// page shows when React attaches), values from the page address and shared choices, and the submit
// (enquiry: open /enquiry; sending form: one POST, then success or failure).
import { useEffect, useMemo, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import type { FormBlock as FormBlockConfig, FormBlockField } from '../../engine/generated/config.ts';
import type { BlockContext } from '../../engine/block-api.tsx';
import {
  FORM_LEVEL,
  buildPayload,
  enquiryUrl,
  humanize,
  prefillFromQuery,
  startValues,
  transformValue,
  validateValues,
  type Extra,
  type FormValues,
  type Prefill,
} from './values.ts';
import { createAttemptKeys, elapsedSinceShown, endpointUrl, sendForm } from './send.ts';
import { SHARED_EVENT, readShared, sharedValueFor, type SharedChange } from './shared-selection.ts';
import { showToast } from '../shared/Toaster.tsx';
import { trackPointerPresses } from './pointer.ts';
import { readLanguage, readRenderedPick, readRenderedResult, readValues } from './dom.ts';
import type { FormPick } from '../../engine/rules/quote-start.ts';
import type { MessageWords } from '../../engine/form-errors.ts';
import { formDomId, renderState, type FormStatus } from './render-state.ts';
import { languageOfPath } from '../../engine/i18n/languages.ts';
import { LANGUAGE_FIELD, browserWordsFile } from '../../engine/forms.ts';

interface StartState {
  values: FormValues;
  errors: Record<string, string>;
  status: FormStatus;
  /** Address values already shown in the summary by the server (so hydration finds the same markup). */
  prefill: Prefill | null;
  /** The page's language ("hi"): on the server from the page's address, in the browser from the hidden field the server rendered (an island's site facts have no language list). */
  language: string;
  /** The list the server asked the visitor to choose from (a state it did not recognise). */
  pick?: FormPick;
}

const NO_PREFILL: Prefill = { values: {}, locked: [], extras: [] };

/** Where the form starts: on the server from the request's render state, in the browser from the page as rendered. */
function startState(block: FormBlockConfig, context: BlockContext, start: FormValues): StartState {
  if (typeof document === 'undefined') {
    const page = renderState();
    const prefill = block.prefillFromQuery && page?.query ? prefillFromQuery(block, page.query) : null;
    const result = page?.forms?.[context.key];
    return {
      values: { ...start, ...prefill?.values, ...result?.values },
      errors: result?.errors ?? {},
      status: result?.status ?? 'idle',
      prefill,
      language: languageOfPath(context.site, context.path).code,
      ...(result?.pick ? { pick: result.pick } : {}),
    };
  }
  const form = document.getElementById(formDomId(context.key));
  const language = (form instanceof HTMLFormElement && readLanguage(form)) || languageOfPath(context.site, context.path).code;
  if (!(form instanceof HTMLFormElement)) return { values: start, errors: {}, status: 'idle', prefill: null, language };
  const { status, errors } = readRenderedResult(form);
  const pick = readRenderedPick(form);
  // A summary in the HTML means the server read the address already; the browser reads the same one.
  const prefill = block.prefillFromQuery && form.querySelector('[data-summary]') ? prefillFromQuery(block, window.location.search) : null;
  return {
    values: {
      ...start,
      ...readValues(
        form,
        block.fields.map((f) => f.name),
      ),
    },
    errors,
    status,
    prefill,
    language,
    ...(pick ? { pick } : {}),
  };
}

export function useFormBlock(block: FormBlockConfig, context: BlockContext) {
  const formRef = useRef<HTMLFormElement>(null);
  const honeypotRef = useRef<HTMLInputElement>(null);
  const attempts = useMemo(() => createAttemptKeys(), []);
  const start = useMemo(() => startValues(block.fields), [block.fields]);
  // The markup keeps what the server rendered (so hydration matches), and the form's state starts
  // from it: a stored choice or address value applied by behavior.ts, text typed while this island
  // was still loading, or the messages of a post made without JavaScript — nothing is reset.
  const [initial] = useState(() => startState(block, context, start));
  const [status, setStatus] = useState<FormStatus>(initial.status);
  const sending = useRef(false);
  const [prefill, setPrefill] = useState<Prefill>(initial.prefill ?? NO_PREFILL);
  const extrasRef = useRef<Extra[]>(prefill.extras);
  extrasRef.current = prefill.extras;
  // The server's messages are shown until react-hook-form has taken them over (after hydration).
  const [seeded, setSeeded] = useState(Object.keys(initial.errors).length === 0);

  // On a translated page the browser's own messages come in its language (engine/form-words.ts, fetched
  // once after hydration; until then, or if it cannot be had, English — the server answers in the language anyway).
  const wordsRef = useRef<MessageWords | undefined>(undefined);
  useEffect(() => {
    const language = initial.language;
    if (context.path !== `/${language}` && !context.path.startsWith(`/${language}/`)) return;
    fetch(browserWordsFile(language))
      .then((answer) => (answer.ok ? (answer.json() as Promise<MessageWords>) : undefined))
      .then((words) => {
        wordsRef.current = words;
      })
      .catch(() => {});
  }, [context.path, initial.language]);

  const resolver: Resolver<FormValues> = async (values) => {
    const problems = validateValues(block, values, extrasRef.current, wordsRef.current);
    if (Object.keys(problems).length === 0) return { values, errors: {} };
    const errors: FieldErrors<FormValues> = {};
    for (const [name, message] of Object.entries(problems)) errors[name] = { type: 'validate', message };
    return { values: {}, errors };
  };
  const { register, handleSubmit, formState, reset, setValue, setError, getValues } = useForm<FormValues>({
    defaultValues: initial.values,
    mode: 'onTouched',
    reValidateMode: 'onChange',
    resolver,
    shouldFocusError: true,
  });

  const locked = prefill.locked;
  // The page's language (/hi/contact → hi): sent with the answers, so the server replies in it.
  const language = initial.language;
  const visibleFields = block.fields.filter((f) => !locked.includes(f.name));
  const sharedFields = block.fields.filter((f) => f.shared);

  // After hydration: the browser's own validation bubbles give way to the messages below each field;
  // values from the page address and the visitor's shared choices are filled in.
  useEffect(() => {
    const form = formRef.current;
    if (form) form.noValidate = true;
    trackPointerPresses();
    for (const [name, message] of Object.entries(initial.errors)) setError(name, { type: 'server', message });
    setSeeded(true);
    // Only fields nobody has set yet take the stored choice or the address value (behavior.ts usually already did).
    const untouched = (name: string) => getValues(name) === start[name];
    for (const field of sharedFields) if (untouched(field.name)) setValue(field.name, sharedValueFor(field, readShared(field.shared!)));
    // Text typed before hydration, shown uppercased by CSS, becomes uppercase for real.
    for (const field of block.fields) {
      const value = getValues(field.name);
      if (field.transform && typeof value === 'string' && transformValue(field, value) !== value) setValue(field.name, transformValue(field, value));
    }
    if (block.prefillFromQuery && !initial.prefill) {
      const fromAddress = prefillFromQuery(block, window.location.search);
      for (const [name, value] of Object.entries(fromAddress.values)) if (untouched(name)) setValue(name, value);
      setPrefill(fromAddress);
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
    if (block.action?.type === 'enquire') {
      window.location.assign(enquiryUrl(block, values));
      return;
    }
    // Starting a quote: the same plain post as without JavaScript (the server answers with the quote,
    // or with this form again and the list of states); submit() sends it without another submit event.
    if (block.action?.type === 'quote') {
      formRef.current?.submit();
      return;
    }
    if (!block.form || sending.current) return;
    const body = JSON.stringify({ ...buildPayload(block, values, extrasRef.current, honeypotRef.current?.value ?? ''), [LANGUAGE_FIELD]: language });
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
    const inDom = readValues(
      form,
      visibleFields.map((f) => f.name),
    );
    for (const field of visibleFields) {
      const raw = inDom[field.name];
      if (raw === undefined) continue;
      const value = typeof raw === 'string' ? transformValue(field, raw) : raw;
      if (getValues(field.name) !== value) setValue(field.name, value);
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (status === 'sending') {
      event.preventDefault();
      return;
    }
    syncFromDom();
    void handleSubmit(onValid)(event);
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

  // Read on every render: react-hook-form re-renders only for the formState parts a render has read.
  const current = formState.errors;
  const errors: Record<string, string | undefined> = seeded
    ? Object.fromEntries(Object.entries(current).map(([name, e]) => [name, e?.message as string | undefined]))
    : initial.errors;
  const formLevelErrors = Object.entries(errors)
    .filter(([name]) => !visibleFields.some((f) => f.name === name))
    .map(([, message]) => message)
    .filter((m): m is string => !!m);
  const summaryItems =
    block.prefillFromQuery && block.summary
      ? [
          ...locked.map((name) => ({
            name,
            label: block.summary?.labels?.[name] ?? block.fields.find((f) => f.name === name)?.label ?? humanize(name),
            value: String(initial.prefill ? (prefill.values[name] ?? getValues(name)) : getValues(name)),
          })),
          ...prefill.extras.map(({ name, value }) => ({ name, label: block.summary?.labels?.[name] ?? humanize(name), value })),
        ]
      : [];

  return {
    formRef,
    honeypotRef,
    status,
    startValues: initial.values,
    visibleFields,
    sharedFields,
    errors,
    formLevelErrors,
    summaryItems,
    language,
    pick: initial.pick,
    register,
    onSubmit,
    onFieldChange,
  };
}
