// "Your state": a plain GET form (no JavaScript) that leads to the page made for one state
// (engine/config/state-variants.ts): `?state=maharashtra` on the page's address, which the server
// answers with a redirect to /<page>/maharashtra — a prerendered page whose address can be shared.
// Used by the sections whose figures depend on the state (price cards with stamp duty, the comparison
// of business structures).
import { fill, useWords } from '../../engine/block-api.tsx';
import { isEnglish } from '../../engine/i18n/words.ts';
import { chakra } from '@chakra-ui/react/styled-system';
import type { ChosenState, StateChoice as StateChoiceWords } from '../../engine/generated/config.ts';
import { STATE_PARAM, stateOptions, type RuleTables, type StateOption } from '../../engine/rules/tables.ts';
import { controlStyle } from './control-style.ts';
import { ActionButton } from './Button.tsx';

export function StateChoice({
  id,
  rules,
  states,
  words,
  chosen,
  path,
  anchor,
}: {
  /** Unique on the page: the list's id. */
  id: string;
  rules: RuleTables;
  /** The states with figures of their own (engine/rules/tables.ts statesWithFigures): each has its page. */
  states: StateOption[];
  words?: StateChoiceWords;
  chosen?: ChosenState;
  /** The page's address without a state (the form's action). */
  path: string;
  /** The section's id, so "All states" returns to it. */
  anchor?: string;
}) {
  const { words: all, locale } = useWords();
  const page = all.stateChoice;
  // The states' names come from the rule tables, in English: marked so on a page in another language.
  const lang = isEnglish(locale) ? undefined : 'en';
  if (!states.length) return null;
  const others = stateOptions(rules).length - states.length;
  const selected = chosen ? states.find((s) => s.code === chosen.code)?.slug : undefined;
  return (
    <chakra.form method="get" action={path} display="flex" flexWrap="wrap" alignItems="flex-end" gap="3" data-state-choice="">
      <chakra.div display="flex" flexDirection="column" gap="1.5" flex="1 1 14rem">
        <chakra.label htmlFor={id} fontWeight="semibold" fontSize="sm">
          {words?.label ?? page.label}
        </chakra.label>
        <chakra.select id={id} name={STATE_PARAM} defaultValue={selected ?? ''} {...controlStyle} cursor="pointer">
          <option value="">{page.allStatesRange}</option>
          {states.map((s) => (
            <option key={s.code} value={s.slug} lang={lang}>
              {s.name}
            </option>
          ))}
        </chakra.select>
      </chakra.div>
      <ActionButton type="submit" variant="secondary" size="md">
        {words?.button ?? page.button}
      </ActionButton>
      {others > 0 && (
        <chakra.p flexBasis="100%" fontSize="sm" color="fg.muted">
          {fill(page.figuresSoFar, { count: states.length, others })}
        </chakra.p>
      )}
      {chosen && (
        <chakra.a href={anchor ? `${path}#${anchor}` : path} color="brand.700" textDecoration="underline" py="2.5">
          {page.allStates}
        </chakra.a>
      )}
    </chakra.form>
  );
}
