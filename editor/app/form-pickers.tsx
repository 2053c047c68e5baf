// The schema forms' text fields with known values (editor/app/choices.ts), as in the page editor: a calendar
// rule, event or state group and a footer group are picked from the ones there are; a page, a service's
// name offer the known ones and still take a typed one; a date written YYYY-MM-DD gets a date picker.
import type { RJSFSchema, WidgetProps } from '@rjsf/utils';
import { Widgets } from '@rjsf/chakra-ui';
import { choicesFor, isStrict, LIST_ID, NO_CHOICES, optionsOf, PICK_PROMPT, type Choices } from './choices.ts';
import { isPictureField, PictureUpload } from './PictureUpload.tsx';
import type { SchemaObject } from '../../engine/config/schema-model.ts';

const NativeSelect = Widgets.NativeSelectWidget!;

export interface FormContext {
  choices: Choices;
  file: string;
}

/** rjsf's name of a field is its key ("rule"), or "<list>-<n>" for an item of a list of texts. */
const keyOf = (name: string) => name.replace(/-\d+$/, '');

export function PickerTextWidget(props: WidgetProps) {
  const { registry, schema, value } = props;
  const choices = (registry.formContext as FormContext | undefined)?.choices ?? NO_CHOICES;
  const kind = choicesFor(keyOf(props.name ?? ''), schema as SchemaObject);
  const BaseInput = registry.templates.BaseInputTemplate;
  if (kind && isStrict(kind)) {
    const options = optionsOf(kind, choices, typeof value === 'string' ? value : undefined);
    return <NativeSelect {...props} placeholder={PICK_PROMPT[kind]} options={{ ...props.options, enumOptions: options }} />;
  }
  if (isPictureField(keyOf(props.name ?? ''), schema)) {
    return (
      <>
        <BaseInput {...props} />
        <PictureUpload value={value} onChange={(src) => props.onChange(src)} disabled={props.disabled || props.readonly} />
      </>
    );
  }
  if (kind === 'date' && schema.format !== 'date') return <BaseInput {...props} type="date" />;
  if (kind && LIST_ID[kind]) {
    // The form library shows a field's "examples" as the list the browser offers while typing.
    const offered = optionsOf(kind, choices).map((o) => o.value);
    if (offered.length) return <BaseInput {...props} schema={{ ...schema, examples: offered } as RJSFSchema} />;
  }
  return <BaseInput {...props} />;
}
