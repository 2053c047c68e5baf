import { chakra } from '@chakra-ui/react/styled-system';
import type { ServiceGridBlock } from '../../engine/generated/config.ts';
import { fill, useWords, type BlockProps } from '../../engine/block-api.tsx';
import { BlockSection, headingLevel, subLevel, cardBox } from '../shared/Section.tsx';
import { Icon } from '../shared/Icon.tsx';
import { ActionButton } from '../shared/Button.tsx';
import { QUOTE_ITEMS_PATH, quoteItemId } from '../../engine/rules/quote.ts';
import { TooltipBubble, TooltipTrigger, tipFor } from '../shared/Tooltip.tsx';

export function ServiceGrid({ block, context }: BlockProps<ServiceGridBlock>) {
  const { words } = useWords();
  const level = headingLevel(context);
  const cardLevel = block.heading ? subLevel(level) : level === 3 ? 'h3' : 'h2';
  return (
    <BlockSection block={block} context={context} tone="subtle" introSize="md">
      <chakra.ul display="grid" gridTemplateColumns={{ base: '1fr', md: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' }} gap="6" listStyle="none">
        {block.services.map((service, i) => {
          const action = service.action ?? block.action;
          const badgeTip = tipFor(block.tooltips, service.badge);
          const tipId = `tip-${context.key}-${i}-badge`;
          return (
            <chakra.li key={service.title} position="relative" {...cardBox}>
              {service.badge && (
                <chakra.span position="absolute" top="4" right="4" bg="amber.100" color="amber.800" fontSize="xs" fontWeight="bold" px="2.5" py="0.5" borderRadius="full">
                  {badgeTip ? (
                    <TooltipTrigger tipId={tipId} tooltips={block.tooltips}>
                      {service.badge}
                    </TooltipTrigger>
                  ) : (
                    service.badge
                  )}
                </chakra.span>
              )}
              {badgeTip && <TooltipBubble id={tipId} text={badgeTip} />}
              {service.icon && (
                <chakra.span display="inline-flex" alignItems="center" justifyContent="center" w="12" h="12" borderRadius="lg" bg="brand.50" color="brand.700">
                  <Icon name={service.icon} />
                </chakra.span>
              )}
              <chakra.h3 as={cardLevel} fontSize="xl" fontWeight="bold">
                {service.title}
              </chakra.h3>
              <chakra.p color="fg.muted" flex="1">
                {service.description}
              </chakra.p>
              {(service.href || action) && (
                <chakra.div display="flex" flexWrap="wrap" alignItems="center" justifyContent="space-between" gap="3">
                  {service.href && (
                    <chakra.a href={service.href} color="brand.700" fontWeight="semibold" textDecoration="underline" textUnderlineOffset="3px" py="2">
                      {words.cards.learnMore}
                      <chakra.span srOnly>{` ${fill(words.cards.learnMoreAbout, { title: service.title })}`}</chakra.span>
                    </chakra.a>
                  )}
                  {action && (
                    // A plain form that adds the service to the visitor's quote (server/quote/): works without
                    // JavaScript. The visible word is short ('ADD'); the hidden words make each button's name unique.
                    <chakra.form method="post" action={QUOTE_ITEMS_PATH} ml="auto" data-quote-add="">
                      <input type="hidden" name="add" value={quoteItemId(action.service ?? service.title, action.plan)} />
                      <ActionButton type="submit" variant="secondary" size="sm" minW="16">
                        {action.label ?? words.cards.add}
                        <chakra.span srOnly>{` ${fill(words.cards.addFor, { title: service.title })}`}</chakra.span>
                      </ActionButton>
                    </chakra.form>
                  )}
                </chakra.div>
              )}
            </chakra.li>
          );
        })}
      </chakra.ul>
    </BlockSection>
  );
}
