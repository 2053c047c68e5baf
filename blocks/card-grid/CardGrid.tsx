import { chakra } from '@chakra-ui/react/styled-system';
import type { CardGridBlock } from '../../engine/generated/config.ts';
import type { BlockProps } from '../../engine/block-api.tsx';
import { BlockSection, headingLevel, subLevel, cardBox } from '../shared/Section.tsx';
import { Actions } from '../shared/Actions.tsx';
import { Icon } from '../shared/Icon.tsx';
import { InlineText } from '../shared/InlineText.tsx';
import { Picture } from '../shared/Picture.tsx';

const COLUMNS = {
  2: { base: '1fr', md: 'repeat(2, minmax(0, 1fr))' },
  3: { base: '1fr', md: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' },
  4: { base: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' },
  5: { base: '1fr', sm: 'repeat(2, minmax(0, 1fr))', xl: 'repeat(5, minmax(0, 1fr))' },
} as const;

/** General cards: values, team, benefits, contact methods, offices, departments, service lists. */
export function CardGrid({ block, context }: BlockProps<CardGridBlock>) {
  const level = headingLevel(context);
  const cardLevel = subLevel(level);
  return (
    <BlockSection block={block} context={context} tone={block.tone}>
      <chakra.ul mt={block.heading && !block.intro ? '8' : undefined} listStyle="none" display="grid" gridTemplateColumns={COLUMNS[block.columns ?? 3]} gap="6">
        {block.cards.map((card) => (
          <chakra.li key={card.title} data-card="" {...cardBox} minW="0">
            {card.image && <Picture image={card.image} sizes="(min-width: 64em) 24rem, (min-width: 30em) 50vw, 100vw" w="full" borderRadius="md" />}
            {card.icon && (
              <chakra.span display="inline-flex" alignItems="center" justifyContent="center" w="12" h="12" borderRadius="lg" bg="brand.50" color="brand.700">
                <Icon name={card.icon} />
              </chakra.span>
            )}
            <div>
              <chakra.h3 as={cardLevel} fontSize="xl" fontWeight="bold" lineHeight="1.3">
                {card.title}
              </chakra.h3>
              {card.subtitle && (
                <chakra.p color="brand.700" fontWeight="semibold" mt="0.5">
                  {card.subtitle}
                </chakra.p>
              )}
            </div>
            {card.text && (
              <chakra.p color="fg.muted">
                <InlineText text={card.text} />
              </chakra.p>
            )}
            {card.details && card.details.length > 0 && (
              <chakra.ul listStyle="none" display="flex" flexDirection="column" gap="1.5" fontSize="sm">
                {card.details.map((detail) => (
                  <chakra.li key={detail.text} display="flex" alignItems="flex-start" gap="2" color="gray.700" minW="0">
                    {detail.icon && (
                      <chakra.span color="brand.700" mt="0.5">
                        <Icon name={detail.icon} size="4" />
                      </chakra.span>
                    )}
                    <chakra.span minW="0" overflowWrap="anywhere">
                      {detail.label && <chakra.span fontWeight="semibold">{detail.label}: </chakra.span>}
                      {detail.href ? (
                        <chakra.a href={detail.href} color="brand.700" fontWeight="medium" textDecoration="underline" textUnderlineOffset="3px" display="inline-block" minH="6">
                          {detail.text}
                        </chakra.a>
                      ) : (
                        detail.text
                      )}
                    </chakra.span>
                  </chakra.li>
                ))}
              </chakra.ul>
            )}
            {card.link && (
              <chakra.a href={card.link.href} color="brand.700" fontWeight="semibold" textDecoration="underline" textUnderlineOffset="3px" alignSelf="flex-start" mt="auto" py="2">
                {card.link.label}
              </chakra.a>
            )}
          </chakra.li>
        ))}
      </chakra.ul>
      <Actions actions={block.actions} mt="10" />
    </BlockSection>
  );
}
