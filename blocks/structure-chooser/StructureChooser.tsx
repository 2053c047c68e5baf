import { chakra } from '@chakra-ui/react/styled-system';
import type { StructureChooserBlock } from '../../engine/generated/config.ts';
import { useRuleTables, useWords, type BlockProps } from '../../engine/block-api.tsx';
import { siteToday } from '../../engine/calendar/dates.ts';
import { entryOn } from '../../engine/rules/tables.ts';
import { fillNodes, markedNodes } from '../shared/Words.tsx';
import { answersInWords, choose, COMBINATIONS } from './choose.ts';
import { BlockSection } from '../shared/Section.tsx';

// No JavaScript: every combination's answer is in the HTML, and CSS (:has) shows the one the three
// choices make. A browser without :has shows every answer under its combination, which still reads.
export function StructureChooser({ block, context }: BlockProps<StructureChooserBlock>) {
  const { words } = useWords();
  const w = words.structures;
  // The structures' names and the reasons come from the page's rule table (choose.ts: the page's words around the
  // table's texts); a name or text not translated yet is English between the fallback marks, written inside lang="en".
  const name = markedNodes;
  const questions = { owners: w.ownersQuestion, limited: w.limitedQuestion, shares: w.sharesQuestion };
  const table = useRuleTables()['business-structures'];
  const entry = table && entryOn(table.entries, siteToday());
  if (!entry) throw new Error('structure-chooser: no entry of site-config/rules/business-structures.json in force');
  const k = `choose-${context.key}`;
  const id = (q: string, v: string) => `${k}-${q}-${v}`;
  const choices = COMBINATIONS.map((a) => choose(entry.structures, a, w));
  const all = `:has(#${id('owners', 'one')}:checked, #${id('owners', 'several')}:checked):has(#${id('limited', 'yes')}:checked, #${id('limited', 'no')}:checked):has(#${id('shares', 'yes')}:checked, #${id('shares', 'no')}:checked)`;
  const show: Record<string, unknown> = {
    '@supports selector(:has(*))': {
      '& [data-answer]': { display: 'none' },
      [`&${all} [data-prompt]`]: { display: 'none' },
      ...Object.fromEntries(
        choices.map((c) => [
          `&:has(#${id('owners', c.answers.owners)}:checked):has(#${id('limited', c.answers.limited ? 'yes' : 'no')}:checked):has(#${id('shares', c.answers.shares ? 'yes' : 'no')}:checked) [data-answer="${c.id}"]`,
          { display: 'block' },
        ]),
      ),
    },
  };
  const question = (name: 'owners' | 'limited' | 'shares', options: [string, string][]) => (
    <chakra.fieldset borderWidth="1px" borderColor="border" borderRadius="lg" p="4">
      <chakra.legend fontWeight="semibold" px="1">
        {block.questions?.[name] ?? questions[name]}
      </chakra.legend>
      <chakra.div display="flex" flexWrap="wrap" gap="2" mt="1">
        {options.map(([value, label]) => (
          <chakra.label
            key={value}
            htmlFor={id(name, value)}
            display="inline-flex"
            alignItems="center"
            gap="2"
            minH="11"
            px="3"
            borderWidth="1px"
            borderColor="gray.500"
            borderRadius="md"
            cursor="pointer"
          >
            <input type="radio" id={id(name, value)} name={`${k}-${name}`} value={value} />
            {label}
          </chakra.label>
        ))}
      </chakra.div>
    </chakra.fieldset>
  );
  return (
    <BlockSection block={block} context={context} introSize="md">
      <chakra.div maxW="40rem" mx="auto" display="flex" flexDirection="column" gap="4" css={show}>
        {question('owners', [
          ['one', w.justMe],
          ['several', w.twoOrMore],
        ])}
        {question('limited', [
          ['yes', w.yes],
          ['no', w.no],
        ])}
        {question('shares', [
          ['yes', w.yes],
          ['no', w.no],
        ])}
        <chakra.div aria-live="polite" display="flex" flexDirection="column" gap="4">
          <chakra.p data-prompt="" color="fg.muted">
            {w.prompt}
          </chakra.p>
          {choices.map((c) => (
            <chakra.div key={c.id} data-answer={c.id} borderLeftWidth="4px" borderColor="brand.700" bg="bg.subtle" p="4" borderRadius="md">
              <chakra.p fontSize="sm" color="fg.muted">
                {answersInWords(c.answers, w)}
              </chakra.p>
              <chakra.p fontWeight="bold" fontSize="lg" mt="1">
                {c.fits.length ? fillNodes(w.suits, { structure: name(c.fits[0]!.name) }) : w.noneFits}
              </chakra.p>
              {c.fits.length > 1 && (
                <chakra.p mt="1">
                  {fillNodes(w.alsoFits, {
                    structures: name(
                      c.fits
                        .slice(1)
                        .map((s) => s.name)
                        .join(', '),
                    ),
                  })}
                </chakra.p>
              )}
              <chakra.ul mt="2" pl="5" listStyleType="disc" fontSize="sm">
                {c.ruledOut.map((r) => (
                  <li key={r.name}>{fillNodes(w.ruledOut, { structure: name(r.name), why: markedNodes(r.why) })}</li>
                ))}
              </chakra.ul>
              {block.compareHref && (
                <chakra.a href={block.compareHref} display="inline-block" mt="2" color="brand.700" textDecoration="underline">
                  {w.seeDifferences}
                </chakra.a>
              )}
            </chakra.div>
          ))}
        </chakra.div>
      </chakra.div>
    </BlockSection>
  );
}
