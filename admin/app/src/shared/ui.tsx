// The pieces every back-office screen uses: labelled fields that show the server's message for
// that field (connected with aria-describedby, so a screen reader reads it with the field), notices
// for what happened (a polite status, or an alert for failures) and a page heading that takes focus
// when the screen changes.
import { useId, type ComponentProps, type ReactNode } from 'react';
import { chakra } from '@chakra-ui/react/styled-system';
import { Box } from '@chakra-ui/react/box';
import { Field } from '@chakra-ui/react/field';
import { Heading } from '@chakra-ui/react/heading';
import { Input } from '@chakra-ui/react/input';
import { NativeSelect } from '@chakra-ui/react/native-select';
import { Textarea } from '@chakra-ui/react/textarea';

interface FieldProps {
  label: string;
  error?: string;
  helper?: ReactNode;
  required?: boolean;
}

function useFieldIds(error: string | undefined, helper: ReactNode, id?: string) {
  const base = useId();
  const ids = { control: id ?? `${base}-control`, helperText: `${base}-help`, errorText: `${base}-error` };
  const describedBy = [helper ? ids.helperText : '', error ? ids.errorText : ''].filter(Boolean).join(' ') || undefined;
  return { ids, describedBy };
}

function FieldFrame({ label, error, helper, required, ids, children }: FieldProps & { ids: { control: string; helperText: string; errorText: string }; children: ReactNode }) {
  return (
    // Ark takes the control's id as `id` (its `ids.control` names the root element).
    <Field.Root id={ids.control} ids={{ helperText: ids.helperText, errorText: ids.errorText }} invalid={Boolean(error)} required={required}>
      <Field.Label fontWeight="semibold">
        {label}
        {required ? <Field.RequiredIndicator /> : null}
      </Field.Label>
      {children}
      {helper ? <Field.HelperText color="fg.muted">{helper}</Field.HelperText> : null}
      {error ? <Field.ErrorText>{error}</Field.ErrorText> : null}
    </Field.Root>
  );
}

type InputProps = Omit<ComponentProps<typeof Input>, 'required'>;

/** The props that tie a field to a form's state, by its name: name, value, change handler and message. */
export function bindField<K extends string>(values: Record<K, string>, set: (key: K) => (event: { target: { value: string } }) => void, errors: Partial<Record<string, string>>) {
  return (key: K) => ({ name: key, value: values[key], onChange: set(key), error: errors[key] });
}

export function TextField({ label, error, helper, required, id, ...input }: FieldProps & InputProps) {
  const { ids, describedBy } = useFieldIds(error, helper, id);
  return (
    <FieldFrame label={label} error={error} helper={helper} required={required} ids={ids}>
      <Input bg="bg" {...input} aria-describedby={describedBy} />
    </FieldFrame>
  );
}

export function TextAreaField({ label, error, helper, required, id, ...area }: FieldProps & Omit<ComponentProps<typeof Textarea>, 'required'>) {
  const { ids, describedBy } = useFieldIds(error, helper, id);
  return (
    <FieldFrame label={label} error={error} helper={helper} required={required} ids={ids}>
      <Textarea bg="bg" {...area} aria-describedby={describedBy} />
    </FieldFrame>
  );
}

export interface Choice {
  value: string;
  label: string;
}

export function SelectField({
  label,
  error,
  helper,
  required,
  choices,
  id,
  ...select
}: FieldProps & { choices: Choice[] } & Omit<ComponentProps<typeof NativeSelect.Field>, 'required' | 'children'>) {
  const { ids, describedBy } = useFieldIds(error, helper, id);
  return (
    <FieldFrame label={label} error={error} helper={helper} required={required} ids={ids}>
      <NativeSelect.Root>
        <NativeSelect.Field bg="bg" {...select} aria-describedby={describedBy}>
          {choices.map((c) => (
            <option key={c.value} value={c.value}>
              {c.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </FieldFrame>
  );
}

export type NoticeTone = 'success' | 'error' | 'info';
export interface NoticeState {
  tone: NoticeTone;
  text: string;
}

const TONES: Record<NoticeTone, { bg: string; border: string; color: string }> = {
  success: { bg: 'green.50', border: 'green.600', color: 'green.900' },
  error: { bg: 'red.50', border: 'red.600', color: 'red.900' },
  info: { bg: 'blue.50', border: 'blue.600', color: 'blue.900' },
};

function NoticeBox({ notice }: { notice: NoticeState }) {
  const tone = TONES[notice.tone];
  return (
    <Box bg={tone.bg} color={tone.color} borderLeftWidth="4px" borderColor={tone.border} px="4" py="3" borderRadius="md" whiteSpace="pre-line">
      {notice.text}
    </Box>
  );
}

/**
 * What just happened, in live regions that are always in the page (a region added together with its
 * text is often not read out): failures in an alert, everything else in a polite status. Empty, they
 * are taken out of the flow (no extra gap in a stack) but stay in the accessibility tree.
 */
export function Notice({ notice, ...rest }: { notice: NoticeState | null } & ComponentProps<typeof Box>) {
  const error = notice?.tone === 'error';
  return (
    <>
      <Box role="status" _empty={{ position: 'absolute' }} {...rest}>
        {notice && !error ? <NoticeBox notice={notice} /> : null}
      </Box>
      <Box role="alert" _empty={{ position: 'absolute' }} {...rest}>
        {notice && error ? <NoticeBox notice={notice} /> : null}
      </Box>
    </>
  );
}

/** The screen's one h1; focusable from script (focusHeading) so a new screen starts there. */
export function PageHeading({ children, ...rest }: { children: ReactNode } & ComponentProps<typeof Heading>) {
  return (
    <Heading as="h1" tabIndex={-1} size={{ base: 'xl', md: '2xl' }} _focusVisible={{ outline: 'none' }} {...rest}>
      {children}
    </Heading>
  );
}

/** After a screen changed: focus its heading, so keyboard and screen-reader users start at the top of the new content. */
export function focusHeading() {
  requestAnimationFrame(() => document.querySelector<HTMLElement>('main h1')?.focus());
}

/** Moves focus to the first field the server refused (after a failed submit, once it is drawn). */
export function focusFirstInvalid(form: HTMLFormElement | null) {
  form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
}

/** A <form> that takes style props (Chakra's `as="form"` types it as a div). */
export const Form = chakra('form');
