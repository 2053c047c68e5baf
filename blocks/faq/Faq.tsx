import { chakra } from '@chakra-ui/react/styled-system';
import { headingIdFor } from '../shared/Actions.tsx';
import type { FaqBlock } from '../../engine/generated/config.ts';
import { useWords, type BlockProps } from '../../engine/block-api.tsx';
import { Section, SectionHeading, headingLevel } from '../shared/Section.tsx';
import { InlineText } from '../shared/InlineText.tsx';

// Native <details>/<summary>: opens and closes by mouse, touch and keyboard with no JavaScript.
export function Faq({ block, context }: BlockProps<FaqBlock>) {
  const headingId = headingIdFor(block, context);
  const { words } = useWords();
  return (
    <Section id={block.id} labelledBy={headingId}>
      <SectionHeading id={headingId} level={headingLevel(context)}>
        {block.heading ?? words.common.faqHeading}
      </SectionHeading>
      <chakra.div maxW="48rem" mx="auto" display="flex" flexDirection="column" gap="3">
        {block.items.map((item) => (
          <chakra.details key={item.question} borderWidth="1px" borderColor="border" borderRadius="md" bg="bg" css={{ '&[open] > summary svg': { transform: 'rotate(180deg)' } }}>
            <chakra.summary
              cursor="pointer"
              fontWeight="semibold"
              px="5"
              py="4"
              display="flex"
              justifyContent="space-between"
              alignItems="center"
              gap="4"
              listStyle="none"
              css={{ '&::-webkit-details-marker': { display: 'none' } }}
            >
              {item.question}
              <chakra.svg
                viewBox="0 0 24 24"
                w="5"
                h="5"
                flexShrink={0}
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                aria-hidden="true"
                transition="transform 0.2s"
                _motionReduce={{ transition: 'none' }}
              >
                <path d="m6 9 6 6 6-6" />
              </chakra.svg>
            </chakra.summary>
            <chakra.p px="5" pb="4" color="fg.muted">
              <InlineText text={item.answer} />
            </chakra.p>
          </chakra.details>
        ))}
      </chakra.div>
    </Section>
  );
}
