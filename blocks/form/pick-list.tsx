// The list a form asks the visitor to choose from when the server could not use what they typed: the
// states and union territories, when a form starting a quote got a state it did not recognise
// (engine/rules/quote-start.ts), shown inside that field, under its message. A plain select sent with the form; names the rule tables have only in
// English are marked so on a page in another language.
import { chakra } from '@chakra-ui/react/styled-system';
import type { FormPick } from '../../engine/rules/quote-start.ts';
import { controlStyle } from '../shared/control-style.ts';

/** `describedBy`: the id of the message of the field the list completes (why the list is there). */
export function PickList({ pick, id, describedBy }: { pick: FormPick; id: string; describedBy?: string }) {
  return (
    <chakra.div mt="3" display="flex" flexDirection="column" gap="1.5" data-pick-list="">
      <chakra.label htmlFor={id} fontWeight="semibold">
        {pick.label}
      </chakra.label>
      <chakra.select id={id} name={pick.name} defaultValue="" data-pick="" aria-describedby={describedBy} {...controlStyle} cursor="pointer">
        <option value="">{pick.placeholder}</option>
        {pick.options.map((o) => (
          <option key={o.value} value={o.value} lang={o.english ? 'en' : undefined}>
            {o.label}
          </option>
        ))}
      </chakra.select>
    </chakra.div>
  );
}
