import { chakra } from '@chakra-ui/react/styled-system';
import type { DeadlineGridBlock } from '../../engine/generated/config.ts';
import type { BlockProps } from '../../engine/block-api.tsx';
import { Section, SectionHeading, headingLevel, subLevel } from '../shared/Section.tsx';
import { Intro, headingIdFor } from '../shared/Actions.tsx';
import { formatDayMonYear } from '../shared/dates.ts';
import { urgencyFor } from './urgency.ts';

// Colours hang off data-urgency, so every variant is in the prerendered CSS and behavior.ts only has
// to change the attribute and the two texts when the visitor's day differs from the build day.
const urgencyStyles = {
  '& [data-urgency] [data-urgency-label]': { bg: 'gray.100', color: 'gray.700' },
  '& [data-urgency=urgent]': { borderTopColor: 'red.700' },
  '& [data-urgency=urgent] [data-urgency-label]': { bg: 'red.100', color: 'red.800' },
  '& [data-urgency=soon]': { borderTopColor: 'orange.700' },
  '& [data-urgency=soon] [data-urgency-label]': { bg: 'orange.100', color: 'orange.800' },
  '& [data-urgency=upcoming]': { borderTopColor: 'green.700' },
  '& [data-urgency=upcoming] [data-urgency-label]': { bg: 'green.100', color: 'green.800' },
  '& [data-urgency=past]': { borderTopColor: 'gray.300' },
} as const;

/** Deadline cards; the urgency is computed here for the build day and again in the browser (behavior.ts). */
export function DeadlineGrid({ block, context }: BlockProps<DeadlineGridBlock>) {
  const level = headingLevel(context);
  const headingId = headingIdFor(block, context);
  const cardLevel = subLevel(level);
  const now = new Date();
  return (
    <Section id={block.id} tone="subtle" labelledBy={block.heading ? headingId : undefined}>
      {block.heading && <SectionHeading id={headingId} level={level}>{block.heading}</SectionHeading>}
      <Intro text={block.intro} />
      <chakra.ul
        mt={block.heading && !block.intro ? '8' : undefined}
        listStyle="none"
        display="grid"
        gridTemplateColumns={{ base: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' }}
        gap="4"
        css={urgencyStyles}
      >
        {block.items.map((item) => {
          const info = urgencyFor(item.date, now);
          return (
            <chakra.li
              key={`${item.date}-${item.task}`}
              data-deadline=""
              data-date={item.date}
              data-urgency={info.urgency}
              bg="bg"
              borderWidth="1px"
              borderColor="border"
              borderTopWidth="4px"
              borderRadius="lg"
              p="5"
              boxShadow="sm"
              display="flex"
              flexDirection="column"
              gap="2"
            >
              <chakra.div display="flex" justifyContent="space-between" alignItems="center" gap="2" flexWrap="wrap">
                <chakra.time dateTime={item.date} fontWeight="bold" color="gray.800">{formatDayMonYear(item.date)}</chakra.time>
                <chakra.span data-urgency-label="" fontSize="xs" fontWeight="bold" px="2.5" py="0.5" borderRadius="full">{info.label}</chakra.span>
              </chakra.div>
              <chakra.h3 as={cardLevel} fontSize="md" fontWeight="semibold" lineHeight="1.4">{item.task}</chakra.h3>
              {item.note && <chakra.p fontSize="sm" color="fg.muted">{item.note}</chakra.p>}
              <chakra.p data-urgency-remaining="" fontSize="sm" color="fg.muted" mt="auto">{info.remaining}</chakra.p>
            </chakra.li>
          );
        })}
      </chakra.ul>
    </Section>
  );
}
