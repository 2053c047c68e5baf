import { chakra } from '@chakra-ui/react/styled-system';
import type { RichTextBlock } from '../../engine/generated/config.ts';
import type { BlockProps } from '../../engine/block-api.tsx';
import { Section, SectionHeading, headingLevel } from '../shared/Section.tsx';
import { Actions, headingIdFor } from '../shared/Actions.tsx';
import { InlineText } from '../shared/InlineText.tsx';

/** Plain paragraphs, an optional bullet list and optional buttons — no HTML in config. */
export function RichText({ block, context }: BlockProps<RichTextBlock>) {
  const align = block.align ?? 'left';
  const headingId = headingIdFor(block, context);
  return (
    <Section id={block.id} tone={block.tone ?? 'plain'} labelledBy={block.heading ? headingId : undefined}>
      <chakra.div maxW="48rem" mx="auto" textAlign={align}>
        {block.heading && (
          <SectionHeading id={headingId} level={headingLevel(context)} align={align}>
            {block.heading}
          </SectionHeading>
        )}
        {block.paragraphs?.map((paragraph) => (
          <chakra.p key={paragraph} color="gray.700" fontSize="lg" mb="4">
            <InlineText text={paragraph} />
          </chakra.p>
        ))}
        {block.bullets && block.bullets.length > 0 && (
          <chakra.ul listStyle="none" display="flex" flexDirection="column" gap="2.5" mt="2" textAlign="left">
            {block.bullets.map((bullet) => (
              <chakra.li key={bullet} display="flex" gap="3" alignItems="flex-start" color="gray.800">
                <chakra.span aria-hidden="true" flexShrink={0} w="0.5rem" h="0.5rem" mt="0.6rem" borderRadius="full" bg="brand.700" />
                <span>
                  <InlineText text={bullet} />
                </span>
              </chakra.li>
            ))}
          </chakra.ul>
        )}
        <Actions actions={block.actions} justify={align === 'center' ? 'center' : 'flex-start'} />
      </chakra.div>
    </Section>
  );
}
