import { chakra } from '@chakra-ui/react/styled-system';
import type { StructureComparisonBlock } from '../../engine/generated/config.ts';
import { CalendarContext, useRuleTables, useWords, type BlockProps, type InterfaceWords } from '../../engine/block-api.tsx';
import { siteToday } from '../../engine/calendar/dates.ts';
import { statesWithFigures } from '../../engine/rules/tables.ts';
import { useContext } from 'react';
import { headingIdFor } from '../shared/Actions.tsx';
import { BlockSection } from '../shared/Section.tsx';
import { StateChoice, useStateName } from '../shared/StateChoice.tsx';
import { scrollRegion } from '../shared/table-cards.ts';
import { compareStructures, compareWords, ROWS, type Cell, type RowId } from './compare.ts';
import { fillNodes, markedNodes } from '../shared/Words.tsx';

const ROW_WORDS: Record<RowId, keyof InterfaceWords['structures']> = {
  owners: 'rowOwners',
  liability: 'rowLiability',
  entity: 'rowEntity',
  investment: 'rowInvestment',
  tax: 'rowTax',
  filings: 'rowFilings',
  audit: 'rowAudit',
  time: 'rowTime',
  cost: 'rowCost',
};

// One table, structures across and facts down; every cell worked out from the rule tables, the compliance
// calendar and the price plans (compare.ts). Wider than a phone, the table scrolls sideways inside its own
// labelled region with the facts' names kept in view (sticky first column); the page itself never scrolls
// sideways. The state choice is a plain GET form (blocks/shared/StateChoice.tsx): no JavaScript.
export function StructureComparison({ block, context }: BlockProps<StructureComparisonBlock>) {
  const headingId = headingIdFor(block, context);
  const page = useWords();
  const { words } = page;
  const w = words.structures;
  const rules = useRuleTables();
  const calendar = useContext(CalendarContext);
  const chosen = block.chosenState;
  const stateName = useStateName();
  const today = siteToday();
  const columns = compareStructures(block, rules, calendar, today, compareWords(page), chosen?.code);
  const captionId = `${headingId}-caption`;
  const basePath = chosen?.basePath ?? context.canonicalPath ?? context.path;
  const unverified = columns.some((c) => ROWS.some(([row]) => !c.cells[row].verified));
  const sources = [...new Set(columns.flatMap((c) => ROWS.flatMap(([row]) => c.cells[row].sources)))].sort();
  // A note is "<structure>: <the table's note>", both from the page's rule table (English not translated yet between the marks).
  const notes = [...new Set(columns.flatMap((c) => ROWS.flatMap(([row]) => (c.cells[row].note ? [`${c.name}: ${c.cells[row].note}`] : []))))];
  const stickyCell = { position: 'sticky', left: 0, zIndex: 1, bg: 'bg', borderRightWidth: '1px', borderColor: 'border' } as const;
  return (
    <BlockSection block={block} context={context} introSize="md">
      <chakra.div maxW="40rem" mx="auto" mt="6" mb="6">
        <StateChoice
          id={`state-${context.key}`}
          rules={rules}
          states={statesWithFigures(
            block.structures.flatMap((s) => (s.priced?.stampDuty ? [s.priced.stampDuty] : [])),
            rules,
            today,
          )}
          words={block.stateChoice}
          chosen={chosen}
          path={basePath}
          anchor={block.id}
        />
      </chakra.div>
      {/* The table's name stays in view above its scrolling region (a caption would scroll away with the table on a phone). */}
      <chakra.p id={captionId} fontWeight="semibold" mb="2">
        {chosen ? fillNodes(w.captionIn, { state: stateName(chosen.code, chosen.name) }) : w.caption}
      </chakra.p>
      <chakra.div {...scrollRegion(captionId)} _focusVisible={{ outline: '3px solid', outlineColor: 'focus', outlineOffset: '2px' }}>
        <chakra.table aria-labelledby={captionId} w="full" minW={{ base: '57rem', md: '62rem' }} borderCollapse="separate" borderSpacing="0" textAlign="left" fontSize="sm">
          <thead>
            <tr>
              <chakra.td {...stickyCell} bg="brand.50" w={{ base: '6.5rem', md: '9rem' }} minW={{ base: '6.5rem', md: '9rem' }} />
              {columns.map((column) => (
                <chakra.th key={column.id} scope="col" px="4" py="3" bg="brand.50" color="brand.900" fontWeight="bold" fontSize="md" verticalAlign="bottom" minW="10.5rem">
                  {markedNodes(column.name)}
                </chakra.th>
              ))}
            </tr>
          </thead>
          <tbody>
            {ROWS.map(([row], r) => (
              <tr key={row} data-row={row}>
                <chakra.th scope="row" {...stickyCell} px={{ base: '2', md: '3' }} py="3" fontWeight="semibold" verticalAlign="top" borderTopWidth="1px">
                  {row === 'cost' && chosen ? fillNodes(w.costIn, { row: w[ROW_WORDS[row]], state: stateName(chosen.code, chosen.name) }) : w[ROW_WORDS[row]]}
                </chakra.th>
                {columns.map((column) => (
                  <chakra.td key={column.id} px="4" py="3" verticalAlign="top" borderTopWidth="1px" borderColor="border" bg={r % 2 ? 'bg.subtle' : undefined}>
                    <CellText cell={column.cells[row]} href={row === 'cost' ? column.href : undefined} w={w} />
                  </chakra.td>
                ))}
              </tr>
            ))}
          </tbody>
        </chakra.table>
      </chakra.div>
      <chakra.details mt="4" fontSize="sm" color="fg.muted">
        <chakra.summary cursor="pointer" fontWeight="semibold" color="fg" py="2">
          {unverified ? w.sourcesUnverified : words.articles.sources}
        </chakra.summary>
        <chakra.ul pl="5" listStyleType="disc" display="flex" flexDirection="column" gap="1" mt="2">
          {sources.map((s) => (
            <li key={s}>{markedNodes(s)}</li>
          ))}
          {notes.map((n) => (
            <li key={n}>{markedNodes(n)}</li>
          ))}
        </chakra.ul>
      </chakra.details>
    </BlockSection>
  );
}

function CellText({ cell, href, w }: { cell: Cell; href?: string; w: InterfaceWords['structures'] }) {
  // The cells are in the page's language (compare.ts writes them with the page's words around the rule
  // tables' texts); a table's text not translated yet and a name kept in English are marked lang="en".
  const text = markedNodes(cell.text);
  return (
    <>
      <chakra.span display="block" fontWeight="semibold" color="fg">
        {href ? (
          <chakra.a href={href} color="brand.700" textDecoration="underline">
            {text}
          </chakra.a>
        ) : (
          text
        )}
      </chakra.span>
      {cell.detail && (
        <chakra.span display="block" mt="1" color="fg.muted">
          {markedNodes(cell.detail)}
        </chakra.span>
      )}
      {!cell.verified && (
        <chakra.span display="block" mt="1" fontStyle="italic" color="fg.muted">
          {w.notVerified}
        </chakra.span>
      )}
    </>
  );
}
