import { chakra } from '@chakra-ui/react/styled-system';
import { headingIdFor, Intro } from '../shared/Actions.tsx';
import type { PricingCardsBlock } from '../../engine/generated/config.ts';
import { formatINR, type BlockProps } from '../../engine/block-api.tsx';
import { Section, SectionHeading, headingLevel, subLevel } from '../shared/Section.tsx';
import { ButtonLink } from '../shared/Button.tsx';
import { enquiryHref } from '../shared/enquiry.ts';
import { TooltipBubble, TooltipTrigger, tipFor } from '../shared/Tooltip.tsx';

/** "₹25,899": the rupee sign plus Indian digit grouping. */
export function formatPrice(amount: number): string {
  return `₹${formatINR(amount)}`;
}

// Plain HTML: each plan's button is a link to the prefilled enquiry form, so it needs no JavaScript.
export function PricingCards({ block, context }: BlockProps<PricingCardsBlock>) {
  const level = headingLevel(context);
  const headingId = headingIdFor(block, context);
  const planLevel = subLevel(level);
  const columns = Math.min(block.plans.length, 4);
  return (
    <Section id={block.id} labelledBy={block.heading ? headingId : undefined}>
      {block.heading && (
        <SectionHeading id={headingId} level={level}>
          {block.heading}
        </SectionHeading>
      )}
      <Intro text={block.intro} size="md" />
      <chakra.ul
        listStyle="none"
        display="grid"
        gridTemplateColumns={{ base: '1fr', md: `repeat(${Math.min(columns, 2)}, 1fr)`, lg: `repeat(${columns}, 1fr)` }}
        gap="6"
        alignItems="stretch"
        pt="3"
        // One plan is a card, not a band across the page: a card's width, centred.
        {...(columns === 1 ? { maxW: '28rem', mx: 'auto' } : {})}
      >
        {block.plans.map((plan, i) => {
          const highlighted = !!plan.badge;
          // Explanations of the badge and the tax note (block "tooltips"); the bubbles sit at the card's end.
          const badgeTip = tipFor(block.tooltips, plan.badge);
          const taxTip = tipFor(block.tooltips, plan.taxNote);
          const tipId = (what: string) => `tip-${context.key}-${i}-${what}`;
          return (
            <chakra.li
              key={plan.name}
              data-plan={plan.name}
              position="relative"
              display="flex"
              flexDirection="column"
              bg="bg"
              borderWidth={highlighted ? '2px' : '1px'}
              borderColor={highlighted ? 'brand.700' : 'border'}
              borderRadius="xl"
              boxShadow={highlighted ? 'lg' : 'sm'}
              p="6"
              pt={highlighted ? '8' : '6'}
            >
              {plan.badge && (
                <chakra.p
                  position="absolute"
                  top="0"
                  left="50%"
                  transform="translate(-50%, -50%)"
                  bg="brand.700"
                  color="white"
                  fontSize="sm"
                  fontWeight="bold"
                  px="3"
                  py="0.5"
                  borderRadius="full"
                  whiteSpace="nowrap"
                >
                  {badgeTip ? (
                    <TooltipTrigger tipId={tipId('badge')} tooltips={block.tooltips}>
                      {plan.badge}
                    </TooltipTrigger>
                  ) : (
                    plan.badge
                  )}
                </chakra.p>
              )}
              <chakra.h3 as={planLevel} fontSize="xl" fontWeight="bold">
                {plan.name}
              </chakra.h3>
              {plan.description && (
                <chakra.p mt="1" color="fg.muted">
                  {plan.description}
                </chakra.p>
              )}
              <chakra.p mt="4" display="flex" flexWrap="wrap" alignItems="baseline" columnGap="2">
                <chakra.span data-price="" fontSize="4xl" fontWeight="extrabold" lineHeight="1.1" color="fg">
                  {formatPrice(plan.price)}
                </chakra.span>
                {plan.taxNote && (
                  <chakra.span data-tax-note="" fontSize="sm" fontWeight="semibold" color="fg.muted">
                    {taxTip ? (
                      <TooltipTrigger tipId={tipId('tax')} tooltips={block.tooltips} textDecoration="underline dotted" textUnderlineOffset="3px">
                        {plan.taxNote}
                      </TooltipTrigger>
                    ) : (
                      plan.taxNote
                    )}
                  </chakra.span>
                )}
              </chakra.p>
              {plan.features.length > 0 && (
                <chakra.ul listStyle="none" mt="5" mb="6" display="flex" flexDirection="column" gap="2.5" flex="1">
                  {plan.features.map((feature) => (
                    <chakra.li key={feature} display="flex" gap="2.5" alignItems="flex-start">
                      <chakra.svg viewBox="0 0 24 24" w="5" h="5" mt="0.5" flexShrink={0} fill="none" stroke="currentColor" strokeWidth="2.5" color="green.700" aria-hidden="true">
                        <path d="M20 6 9 17l-5-5" />
                      </chakra.svg>
                      <chakra.span>{feature}</chakra.span>
                    </chakra.li>
                  ))}
                </chakra.ul>
              )}
              <ButtonLink href={enquiryHref(plan.action)} variant={highlighted ? 'primary' : 'secondary'} size="lg" mt="auto" w="full">
                {plan.buttonLabel ?? 'Get Started'}
                <chakra.span srOnly> with the {plan.name} plan</chakra.span>
              </ButtonLink>
              {badgeTip && <TooltipBubble id={tipId('badge')} text={badgeTip} />}
              {taxTip && <TooltipBubble id={tipId('tax')} text={taxTip} />}
            </chakra.li>
          );
        })}
      </chakra.ul>
      {block.footnote && (
        <chakra.p textAlign="center" color="fg.muted" fontSize="sm" mt="8" maxW="prose" mx="auto">
          {block.footnote}
        </chakra.p>
      )}
    </Section>
  );
}
