import { chakra } from '@chakra-ui/react/styled-system';
import type { RichBody as RichBodyParts, RichBodyCallout } from '../../engine/generated/config.ts';
import { InlineText } from './InlineText.tsx';
import { PHONE, cardStyles, scrollRegion } from './table-cards.ts';

const CALLOUT: Record<RichBodyCallout['tone'], { bg: string; border: string; label: string }> = {
  tip: { bg: 'green.50', border: 'green.700', label: 'Tip' },
  note: { bg: 'blue.50', border: 'blue.700', label: 'Note' },
  warning: { bg: 'orange.50', border: 'orange.700', label: 'Warning' },
};

/**
 * The text of an update or a guide, part by part (schemas/rich-body.schema.json): the parts are data,
 * so nothing an editor typed is ever inserted as HTML. Headings sit one and two levels below the
 * article's own heading (`level`); each carries the anchor the site wrote into it (its table of
 * contents links there). `idPrefix` keeps table caption ids unique on the page.
 */
export function RichBody({ body, level, idPrefix }: { body: RichBodyParts; level: 1 | 2; idPrefix: string }) {
  return (
    <chakra.div data-rich-body="" display="flex" flexDirection="column" gap="4" fontSize="lg" lineHeight="1.7" color="gray.800">
      {body.map((part, i) => {
        switch (part.type) {
          case 'paragraph':
            return (
              <p key={i}>
                <InlineText text={part.text} />
              </p>
            );
          case 'heading': {
            const main = (part.level ?? 2) === 2;
            const Tag = main ? (level === 1 ? chakra.h2 : chakra.h3) : level === 1 ? chakra.h3 : chakra.h4;
            return (
              <Tag key={i} id={part.id} fontSize={main ? '2xl' : 'xl'} fontWeight="bold" lineHeight="1.3" mt={main ? '6' : '2'} color="fg" scrollMarginTop="6rem">
                {part.text}
              </Tag>
            );
          }
          case 'list': {
            const List = part.numbered ? chakra.ol : chakra.ul;
            return (
              <List key={i} listStyle={part.numbered ? 'decimal' : 'disc'} ps="6" display="flex" flexDirection="column" gap="2">
                {part.items.map((item, j) => (
                  <li key={j}>
                    <InlineText text={item} />
                  </li>
                ))}
              </List>
            );
          }
          case 'table': {
            const captionId = `${idPrefix}-table-${i}`;
            return (
              <chakra.div
                key={i}
                {...scrollRegion(captionId)}
                fontSize="md"
                _focusVisible={{ outline: '3px solid', outlineColor: 'focus', outlineOffset: '2px' }}
                // On phones each row becomes a card, as in the table block: every column is read without scrolling sideways.
                css={{ ...cardStyles, [PHONE]: { ...cardStyles[PHONE], bg: 'bg.subtle' } }}
              >
                <chakra.table w="full" minW={{ base: '0', md: '32rem' }} borderCollapse="collapse" textAlign="left">
                  <chakra.caption
                    id={captionId}
                    captionSide="top"
                    textAlign="left"
                    px="4"
                    py="2.5"
                    fontWeight="semibold"
                    color="gray.700"
                    bg="bg.subtle"
                    borderBottomWidth="1px"
                    borderColor="border"
                  >
                    {part.caption}
                  </chakra.caption>
                  <thead>
                    <tr>
                      {part.columns.map((column) => (
                        <chakra.th key={column} scope="col" px="4" py="2.5" bg="brand.50" color="brand.900" fontSize="sm" fontWeight="bold" verticalAlign="bottom">
                          {column}
                        </chakra.th>
                      ))}
                    </tr>
                  </thead>
                  <tbody>
                    {part.rows.map((row, r) => (
                      <chakra.tr key={r} _even={{ bg: 'bg.subtle' }}>
                        {row.map((cell, c) => {
                          const Cell = c === 0 ? chakra.th : chakra.td;
                          return (
                            <Cell
                              key={c}
                              scope={c === 0 ? 'row' : undefined}
                              px="4"
                              py="2.5"
                              verticalAlign="top"
                              fontWeight={c === 0 ? 'semibold' : 'normal'}
                              borderTopWidth="1px"
                              borderColor="border"
                            >
                              {c > 0 && part.columns[c] && (
                                <chakra.span data-cell-label="" aria-hidden="true" display="none">
                                  {part.columns[c]}
                                </chakra.span>
                              )}
                              <InlineText text={cell} />
                            </Cell>
                          );
                        })}
                      </chakra.tr>
                    ))}
                  </tbody>
                </chakra.table>
              </chakra.div>
            );
          }
          case 'callout': {
            const tone = CALLOUT[part.tone];
            return (
              <chakra.div key={i} role="note" data-callout={part.tone} bg={tone.bg} borderLeftWidth="4px" borderColor={tone.border} borderRadius="md" px="5" py="4" fontSize="md">
                <chakra.p fontWeight="bold" mb="1">
                  {part.title ?? tone.label}
                </chakra.p>
                <p>
                  <InlineText text={part.text} />
                </p>
              </chakra.div>
            );
          }
        }
      })}
    </chakra.div>
  );
}
