// "Your state": a plain GET form (no JavaScript) that leads to the page made for one state
// (engine/config/state-variants.ts): `?state=maharashtra` on the page's address, which the server
// answers with a redirect to /<page>/maharashtra — a prerendered page whose address can be shared.
// Used by the sections whose figures depend on the state (price cards with stamp duty, the comparison
// of business structures).
import type { ReactNode } from 'react';
import { fill, useRuleTables, useWords } from '../../engine/block-api.tsx';
import { isEnglish, withoutFallbackText } from '../../engine/i18n/words.ts';
import { stateLabel, stateNames } from '../../engine/rules/state-match.ts';
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
  const { words: all } = useWords();
  const page = all.stateChoice;
  const label = useStateLabels();
  if (!states.length) return null;
  const options = states.map((s) => ({ ...s, ...label(s.code, s.name) })).sort((a, b) => a.label.localeCompare(b.label, label.language));
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
          {options.map((s) => (
            <option key={s.code} value={s.slug} lang={s.lang}>
              {s.label}
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

/**
 * The states' names in the page's language (gst-states.json "names": महाराष्ट्र on a Hindi page), and
 * `lang: 'en'` for a state the table has no name for in it (its English name, marked so).
 */
export function useStateLabels() {
  const { locale } = useWords();
  const rules = useRuleTables();
  const language = locale.split('-')[0]!;
  const english = isEnglish(locale);
  const byCode = new Map(stateNames(rules).map((s) => [s.code, s]));
  const label = (code: string, name: string): { label: string; lang?: 'en' } => {
    const state = byCode.get(code);
    const found = state ? stateLabel(state, language) : { label: withoutFallbackText(name), english: true };
    return found.english && !english ? { label: found.label, lang: 'en' } : { label: found.label };
  };
  return Object.assign(label, { language });
}

/** A state's name for a sentence in the page's language: its own name there, else its English name inside lang="en". */
export function useStateName(): (code: string, name: string) => ReactNode {
  const label = useStateLabels();
  return (code, name) => {
    const { label: text, lang } = label(code, name);
    return lang ? <span lang={lang}>{text}</span> : text;
  };
}
