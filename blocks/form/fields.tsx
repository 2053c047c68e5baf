// Field rendering: one labelled control per field config (text-like inputs, drop-down, segmented
// choice, tick box, date), with its hint and the message slot next to it. Pure rendering: state and
// events come in through `registration` (react-hook-form's register, or plain props on the server).
import type { ChangeEvent, FocusEvent, ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { chakra } from '@chakra-ui/react/styled-system';
import type { FormBlockField } from '../../engine/generated/config.ts';
import { isEnglish, useWords } from '../../engine/block-api.tsx';
import { CHECKED_VALUE } from './transform.ts';
import { afterPointerPress } from './pointer.ts';
import { controlStyle as sharedControlStyle } from '../shared/control-style.ts';

/** Ids of a field's parts, unique on the page (the block's position is part of them). */
export function fieldIds(blockKey: string, name: string) {
  const base = `form-${blockKey}-${name}`;
  return { input: base, error: `${base}-error`, hint: `${base}-hint` };
}

// The shared control look, and a placeholder that stays readable and keeps its case in uppercased fields.
const controlStyle = { ...sharedControlStyle, _placeholder: { color: 'fg.placeholder', textTransform: 'none' } } as const;

export function Field({
  field,
  ids,
  start,
  error,
  registration,
  onChange,
  after,
}: {
  field: FormBlockField;
  ids: { input: string; error: string; hint: string };
  /** The value in the server-rendered HTML (what the visitor sees before and without JavaScript). */
  start: string | boolean;
  error: string | undefined;
  registration: UseFormRegisterReturn;
  onChange: (field: FormBlockField, original: (e: ChangeEvent) => unknown) => (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => unknown;
  /** Shown under the field's message, inside the field (the list of states when the one typed was not recognised). */
  after?: ReactNode;
}) {
  const { words, locale } = useWords();
  // A choice is sent as written (the inbox and a quote's service match it): English, marked so on another language's page.
  const choiceLang = isEnglish(locale) ? undefined : 'en';
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
      {field.required && (
        <chakra.span aria-hidden="true" color="red.700" ml="0.5">
          *
        </chakra.span>
      )}
      {field.optional && (
        <chakra.span fontWeight="normal" color="fg.muted">
          {` ${words.form.optional}`}
        </chakra.span>
      )}
    </>
  );
  const hint = field.hint && (
    <chakra.p id={ids.hint} fontSize="sm" color="fg.muted" mt="-1" mb="1.5">
      {field.hint}
    </chakra.p>
  );
  const errorText = (
    <chakra.p id={ids.error} data-field-error={field.name} aria-live="polite" color="red.700" fontSize="sm" fontWeight="medium" mt="1.5" _empty={{ mt: '0' }}>
      {error}
    </chakra.p>
  );
  const span = { gridColumn: { md: field.width === 'half' ? 'span 1' : '1 / -1' } };

  if (field.type === 'segmented') {
    return (
      <chakra.fieldset {...span} minW="0" aria-describedby={describedBy} data-field={field.name}>
        <chakra.legend fontWeight="semibold" mb="1.5">
          {label}
        </chakra.legend>
        {hint}
        <chakra.div display="flex" flexWrap="wrap" gap="2">
          {field.options!.map((option) => (
            <chakra.label
              key={option}
              // The choice's words, marked English on another language's page, stay the label's own text: the
              // whole label (the radio covers it) is what a finger or a click lands on.
              lang={choiceLang}
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
              <chakra.input
                type="radio"
                value={option}
                defaultChecked={start === option}
                {...common}
                aria-describedby={undefined}
                aria-invalid={undefined}
                position="absolute"
                opacity="0"
                w="full"
                h="full"
                inset="0"
                m="0"
                cursor="pointer"
              />
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
          <chakra.input
            id={ids.input}
            type="checkbox"
            value={CHECKED_VALUE}
            defaultChecked={start === true}
            {...common}
            w="5"
            h="5"
            accentColor="brand.700"
            flexShrink={0}
            cursor="pointer"
          />
          <span>{label}</span>
        </chakra.label>
        {hint}
        {errorText}
      </chakra.div>
    );
  }

  let control;
  if (field.type === 'textarea') {
    control = (
      <chakra.textarea
        id={ids.input}
        rows={field.rows ?? 4}
        maxLength={field.maxLength}
        placeholder={field.placeholder}
        autoComplete={field.autocomplete}
        defaultValue={String(start)}
        {...common}
        {...controlStyle}
        resize="vertical"
      />
    );
  } else if (field.type === 'select') {
    control = (
      <chakra.select id={ids.input} autoComplete={field.autocomplete} defaultValue={String(start)} {...common} {...controlStyle} cursor="pointer">
        {field.placeholder && <option value="">{field.placeholder}</option>}
        {field.options!.map((option) => (
          <option key={option} value={option} lang={choiceLang}>
            {option}
          </option>
        ))}
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
      <chakra.label htmlFor={ids.input} display="block" fontWeight="semibold" mb="1.5">
        {label}
      </chakra.label>
      {hint}
      {control}
      {errorText}
      {after}
    </chakra.div>
  );
}
