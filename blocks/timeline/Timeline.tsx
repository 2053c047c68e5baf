import { chakra } from '@chakra-ui/react/styled-system';
import type { TimelineBlock } from '../../engine/generated/config.ts';
import { fill, useWords, type BlockProps } from '../../engine/block-api.tsx';
import { BlockSection, headingLevel, subLevel } from '../shared/Section.tsx';
import { formatYearOrDate } from '../shared/dates.ts';
import { InlineText } from '../shared/InlineText.tsx';
import { CATEGORY_PALETTE, CategoryBadge, type CategoryColor } from '../shared/category.tsx';

export type { CategoryColor };

type Entry = NonNullable<TimelineBlock['items']>[number];
/** A category's colour from the block's map; a category not in the map uses the primary (brand) colour. */
export function categoryColor(category: string | undefined, colors: TimelineBlock['categoryColors']): CategoryColor {
  if (!category) return 'brand';
  return colors?.[category] ?? 'brand';
}

/**
 * Dated entries on a vertical line. With `initiallyShown`, the rest sit in a native <details> whose
 * <summary> reveals them — works by mouse, touch and keyboard with no JavaScript.
 */
export function Timeline({ block, context }: BlockProps<TimelineBlock>) {
  const level = headingLevel(context);
  const entryLevel = subLevel(level);
  // A timeline that names a collection gets its entries (and "stale", "moreHref") from the site at validation.
  const items = block.items ?? [];
  const shown = block.initiallyShown && block.initiallyShown < items.length ? block.initiallyShown : items.length;
  const visible = items.slice(0, shown);
  const hidden = items.slice(shown);
  const { words, locale } = useWords();
  const showAll = fill(block.showAllLabel ?? words.timeline.showAll, { count: items.length });
  const staleText = fill(block.staleText ?? words.timeline.staleText, { days: block.staleAfterDays ?? '' });
  const showLess = block.showLessLabel ?? words.timeline.showLess;

  const renderList = (entries: Entry[], start: number) => (
    <chakra.ol
      start={start}
      listStyle="none"
      position="relative"
      ms="3"
      ps={{ base: '6', md: '8' }}
      borderLeftWidth="2px"
      borderColor="brand.100"
      display="flex"
      flexDirection="column"
      gap="6"
    >
      {entries.map((entry) => {
        const color = categoryColor(entry.category, block.categoryColors);
        const palette = CATEGORY_PALETTE[color];
        const isYear = /^\d{4}$/.test(entry.date);
        return (
          <chakra.li key={`${entry.date}-${entry.title}`} position="relative" data-timeline-entry="">
            <chakra.span
              aria-hidden="true"
              position="absolute"
              top={{ base: '5', md: '6' }}
              left={{ base: 'calc(-1.5rem - 7px)', md: 'calc(-2rem - 7px)' }}
              w="0.75rem"
              h="0.75rem"
              borderRadius="full"
              bg={palette.dot}
              boxShadow="0 0 0 4px white"
            />
            <chakra.div bg="bg" borderWidth="1px" borderColor="border" borderRadius="lg" p={{ base: '4', md: '5' }} boxShadow="sm">
              <chakra.div display="flex" flexWrap="wrap" alignItems="center" gap="2" mb="1.5">
                <chakra.time dateTime={entry.date} fontSize={isYear ? 'xl' : 'sm'} fontWeight={isYear ? 'extrabold' : 'semibold'} color={isYear ? 'brand.700' : 'fg.muted'}>
                  {formatYearOrDate(entry.date, locale)}
                </chakra.time>
                {entry.category && <CategoryBadge name={entry.category} color={color} />}
              </chakra.div>
              <chakra.h3 as={entryLevel} fontSize="lg" fontWeight="bold" lineHeight="1.35">
                {entry.href ? (
                  <chakra.a href={entry.href} color="brand.800" textDecoration="underline" textUnderlineOffset="3px" _hover={{ color: 'brand.900' }}>
                    {entry.title}
                  </chakra.a>
                ) : (
                  entry.title
                )}
              </chakra.h3>
              {entry.text && (
                <chakra.p mt="1" color="fg.muted">
                  <InlineText text={entry.text} />
                </chakra.p>
              )}
            </chakra.div>
          </chakra.li>
        );
      })}
    </chakra.ol>
  );

  return (
    <BlockSection block={block} context={context}>
      <chakra.div maxW="48rem" mx="auto" mt={block.heading && !block.intro ? '8' : undefined}>
        {block.stale && (
          // Nothing new within the promised time: say so instead of presenting old news as the latest.
          <chakra.p
            data-timeline-stale=""
            mb="6"
            px="5"
            py="4"
            borderRadius="md"
            bg="orange.50"
            borderLeftWidth="4px"
            borderColor="orange.700"
            color="orange.800"
            fontWeight="semibold"
          >
            {block.moreHref ? (
              <chakra.a href={block.moreHref} textDecoration="underline" textUnderlineOffset="3px">
                {staleText}
              </chakra.a>
            ) : (
              staleText
            )}
          </chakra.p>
        )}
        {renderList(visible, 1)}
        {hidden.length > 0 && (
          <chakra.details
            data-timeline-more=""
            mt="6"
            // Open, the summary moves below the revealed entries (flex order), so "Show fewer" follows the
            // last milestone instead of splitting the timeline; the content slot is ::details-content.
            display="flex"
            flexDirection="column"
            css={{
              '& > summary': { order: 1 },
              '&[open] > summary': { mt: '6' },
              '&[open] > summary [data-label=more], &:not([open]) > summary [data-label=less]': { display: 'none' },
              '&[open] > summary svg': { transform: 'rotate(180deg)' },
            }}
          >
            <chakra.summary
              display="inline-flex"
              alignItems="center"
              gap="2"
              minH="11"
              px="5"
              alignSelf="flex-start"
              borderRadius="md"
              borderWidth="2px"
              borderColor="brand.700"
              color="brand.800"
              fontWeight="semibold"
              cursor="pointer"
              listStyle="none"
              _hover={{ bg: 'brand.50' }}
              css={{ '&::-webkit-details-marker': { display: 'none' } }}
            >
              <span data-label="more">{showAll}</span>
              <span data-label="less">{showLess}</span>
              <chakra.svg viewBox="0 0 24 24" w="4" h="4" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
                <path d="m6 9 6 6 6-6" />
              </chakra.svg>
            </chakra.summary>
            {renderList(hidden, shown + 1)}
          </chakra.details>
        )}
        {block.moreHref && !block.stale && (
          <chakra.p mt="6" textAlign="center">
            <chakra.a data-timeline-all="" href={block.moreHref} color="brand.800" fontWeight="semibold" textDecoration="underline" textUnderlineOffset="3px">
              {block.moreLabel ?? words.timeline.seeAllUpdates}
            </chakra.a>
          </chakra.p>
        )}
      </chakra.div>
    </BlockSection>
  );
}
