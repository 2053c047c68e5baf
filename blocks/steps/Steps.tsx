import { chakra } from '@chakra-ui/react/styled-system';
import type { StepsBlock } from '../../engine/generated/config.ts';
import type { BlockProps } from '../../engine/block-api.tsx';
import { BlockSection, headingLevel, subLevel } from '../shared/Section.tsx';
import { InlineText } from '../shared/InlineText.tsx';

// An ordered list (<ol>) so screen readers announce "list, 6 items" and each position; the visible
// numbers are drawn from the list's own counter, so they can never disagree with the order in config.
export function Steps({ block, context }: BlockProps<StepsBlock>) {
  const level = headingLevel(context);
  const StepHeading = subLevel(level);
  return (
    <BlockSection block={block} context={context} introSize="md">
      <chakra.ol
        listStyle="none"
        display="grid"
        gridTemplateColumns={{ base: '1fr', md: 'repeat(2, 1fr)', lg: `repeat(${block.steps.length === 4 ? 4 : Math.min(block.steps.length, 3)}, 1fr)` }}
        gap="5"
        css={{ counterReset: 'step' }}
      >
        {block.steps.map((step) => (
          <chakra.li
            key={step.title}
            display="flex"
            gap="4"
            alignItems="flex-start"
            bg="bg"
            borderWidth="1px"
            borderColor="border"
            borderRadius="lg"
            p="5"
            css={{ counterIncrement: 'step' }}
            _before={{
              content: 'counter(step)',
              flexShrink: 0,
              display: 'inline-flex',
              alignItems: 'center',
              justifyContent: 'center',
              w: '10',
              h: '10',
              borderRadius: 'full',
              bg: 'brand.700',
              color: 'white',
              fontWeight: 'bold',
            }}
          >
            <chakra.div minW="0">
              <chakra.h3 as={StepHeading} fontSize="lg" fontWeight="bold" lineHeight="1.3">
                {step.title}
              </chakra.h3>
              {step.duration && (
                <chakra.p display="inline-block" mt="1.5" fontSize="sm" fontWeight="semibold" color="brand.800" bg="brand.50" px="2" borderRadius="sm">
                  {step.duration}
                </chakra.p>
              )}
              {step.description && (
                <chakra.p mt="2" color="fg.muted">
                  <InlineText text={step.description} />
                </chakra.p>
              )}
            </chakra.div>
          </chakra.li>
        ))}
      </chakra.ol>
    </BlockSection>
  );
}
