import type { ReactNode } from 'react';
import { chakra, type HTMLChakraProps } from '@chakra-ui/react/styled-system';
import type { Tooltips } from '../../engine/generated/config.ts';
import { behaviorAttributes } from '../../engine/block-api.tsx';

// Tooltips (WAI-ARIA APG tooltip pattern, spec: open delay 700 ms, skip delay 300 ms, offset 4).
// The label becomes a <button> whose aria-describedby names a role="tooltip" element, so screen readers
// read the explanation with the label even before (or without) any JavaScript. behavior.ts shows it on
// hover (after the delay), keyboard focus and tap, and hides it on Escape, blur, leaving or tapping
// elsewhere. The tooltip is rendered `hidden`; the behavior shows it in the top layer (popover) so no
// transformed or clipped ancestor (a card's badge) can cut it off. The behavior lives in
// blocks/tooltip/behavior.ts (the client loader finds behaviors by folder name); tooltip-check.ts has
// the build-time check that block definitions run.

/** The explanation configured for a label, if any. */
export function tipFor(tooltips: Tooltips | undefined, label: string | undefined): string | undefined {
  return label === undefined ? undefined : tooltips?.texts[label];
}

/** data-* attributes that carry a block's own timing to the behavior (defaults live in behavior.ts). */
export function timingAttributes(tooltips: Tooltips | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  if (tooltips?.openDelay !== undefined) out['data-open-delay'] = String(tooltips.openDelay);
  if (tooltips?.skipDelay !== undefined) out['data-skip-delay'] = String(tooltips.skipDelay);
  if (tooltips?.offset !== undefined) out['data-offset'] = String(tooltips.offset);
  return out;
}

const infoIcon = (
  <chakra.svg data-tip-icon="" viewBox="0 0 16 16" w="0.85em" h="0.85em" flexShrink={0} fill="none" stroke="currentColor" strokeWidth="1.6" aria-hidden="true">
    <circle cx="8" cy="8" r="6.5" />
    <path d="M8 7.2v4M8 4.6v.1" strokeLinecap="round" />
  </chakra.svg>
);

/** The bubble. Rendered once per explanation; several labels may point at the same one (deadline urgencies). */
export function TooltipBubble({ id, text }: { id: string; text: string }) {
  return (
    <chakra.span
      id={id}
      role="tooltip"
      hidden
      data-tooltip=""
      position="fixed"
      inset="auto"
      m="0"
      zIndex="toast"
      maxW="min(18rem, calc(100vw - 1rem))"
      w="max-content"
      px="3"
      py="2"
      borderRadius="md"
      borderWidth="0"
      bg="gray.900"
      color="white"
      fontSize="sm"
      fontWeight="normal"
      lineHeight="1.45"
      textAlign="left"
      textTransform="none"
      letterSpacing="normal"
      whiteSpace="normal"
      boxShadow="lg"
      overflow="visible"
    >
      {text}
    </chakra.span>
  );
}

type TriggerProps = Omit<HTMLChakraProps<'button'>, 'children'> & {
  /** The id of the TooltipBubble this label explains. */
  tipId: string;
  tooltips: Tooltips | undefined;
  children: ReactNode;
};

/** A label that shows its explanation: a button (focusable, tappable) that looks like the label. */
export function TooltipTrigger({ tipId, tooltips, children, ...style }: TriggerProps) {
  return (
    <chakra.button
      type="button"
      {...behaviorAttributes('tooltip', 'visible')}
      aria-describedby={tipId || undefined}
      {...timingAttributes(tooltips)}
      display="inline-flex"
      alignItems="center"
      gap="1"
      font="inherit"
      color="inherit"
      bg="transparent"
      borderWidth="0"
      p="0"
      cursor="help"
      textAlign="inherit"
      _focusVisible={{ outline: '3px solid', outlineColor: 'focus', outlineOffset: '2px' }}
      {...style}
    >
      {children}
      {infoIcon}
    </chakra.button>
  );
}
