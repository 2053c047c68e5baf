import { chakra } from '@chakra-ui/react/styled-system';
import type { TableBlock } from '../../engine/generated/config.ts';
import type { BlockProps } from '../../engine/block-api.tsx';
import { BlockSection } from '../shared/Section.tsx';
import { headingIdFor } from '../shared/Actions.tsx';
import { PHONE, cardStyles, scrollRegion } from '../shared/table-cards.ts';

/**
 * A real <table> (caption, <th scope="col">, and <th scope="row"> for the first cell when rowHeaders).
 * Wider than the screen it scrolls sideways in a focusable, labelled region; with the default
 * phoneLayout 'cards' it reflows into one card per row on phones instead.
 */
export function Table({ block, context }: BlockProps<TableBlock>) {
  const headingId = headingIdFor(block, context);
  const captionId = `${headingId}-caption`;
  const rowHeaders = block.rowHeaders ?? true;
  const cards = (block.phoneLayout ?? 'cards') === 'cards';
  return (
    <BlockSection block={block} context={context}>
      <chakra.div
        {...scrollRegion(captionId)}
        boxShadow="sm"
        mt={block.heading && !block.intro ? '8' : undefined}
        data-phone-layout={cards ? 'cards' : 'scroll'}
        _focusVisible={{ outline: '3px solid', outlineColor: 'focus', outlineOffset: '2px' }}
        css={cards ? { ...cardStyles, [PHONE]: { ...cardStyles[PHONE], bg: 'bg.subtle' } } : undefined}
      >
        <chakra.table w="full" minW={cards ? { base: '0', md: '40rem' } : '40rem'} borderCollapse="collapse" textAlign="left">
          <chakra.caption
            id={captionId}
            captionSide="top"
            textAlign="left"
            px="5"
            py="3"
            fontWeight="semibold"
            color="gray.700"
            bg="bg.subtle"
            borderBottomWidth="1px"
            borderColor="border"
          >
            {block.caption}
          </chakra.caption>
          <thead>
            <tr>
              {block.columns.map((column) => (
                <chakra.th key={column} scope="col" px="5" py="3" bg="brand.50" color="brand.900" fontWeight="bold" fontSize="sm" borderBottomWidth="1px" borderColor="border">
                  {column}
                </chakra.th>
              ))}
            </tr>
          </thead>
          <tbody>
            {block.rows.map((row, r) => (
              <chakra.tr key={r} _even={{ bg: 'bg.subtle' }}>
                {row.map((cell, c) =>
                  c === 0 && rowHeaders ? (
                    <chakra.th key={c} scope="row" px="5" py="3" fontWeight="semibold" verticalAlign="top" borderTopWidth={r ? '1px' : undefined} borderColor="border">
                      {cell}
                    </chakra.th>
                  ) : (
                    <chakra.td key={c} px="5" py="3" color="gray.700" verticalAlign="top" borderTopWidth={r ? '1px' : undefined} borderColor="border">
                      {cards && block.columns[c] && (
                        <chakra.span data-cell-label="" aria-hidden="true" display="none">
                          {block.columns[c]}
                        </chakra.span>
                      )}
                      {cell}
                    </chakra.td>
                  ),
                )}
              </chakra.tr>
            ))}
          </tbody>
        </chakra.table>
      </chakra.div>
    </BlockSection>
  );
}
