import { chakra } from '@chakra-ui/react/styled-system';
import type { Action } from '../../engine/generated/config.ts';
import { ButtonLink } from './Button.tsx';

/**
 * A row of config buttons (label, href, style). On a dark (brand) background 'primary' is drawn white
 * and 'secondary' as a white outline, so both keep AA contrast.
 */
export function Actions({
  actions,
  onDark = false,
  justify = 'center',
  mt = '8',
}: {
  actions: Action[] | undefined;
  onDark?: boolean;
  justify?: 'center' | 'flex-start';
  mt?: string;
}) {
  if (!actions?.length) return null;
  return (
    <chakra.div display="flex" flexWrap="wrap" gap="3" justifyContent={justify} mt={mt}>
      {actions.map((action) => {
        const secondary = action.style === 'secondary';
        const variant = onDark ? (secondary ? 'outlineLight' : 'light') : secondary ? 'secondary' : 'primary';
        return (
          <ButtonLink key={action.label} variant={variant} size="lg" href={action.href} whiteSpace="normal" textAlign="center">
            {action.label}
          </ButtonLink>
        );
      })}
    </chakra.div>
  );
}

/** The grey sentence under a section heading. */
export function Intro({
  text,
  align = 'center',
  size = 'lg',
  gap = '10',
  onDark = false,
}: {
  text: string | undefined;
  align?: 'center' | 'left';
  size?: 'md' | 'lg';
  gap?: '8' | '10';
  onDark?: boolean;
}) {
  if (!text) return null;
  return (
    <chakra.p
      textAlign={align}
      color={onDark ? 'whiteAlpha.800' : 'fg.muted'}
      maxW="prose"
      mx={align === 'center' ? 'auto' : undefined}
      mb={gap}
      fontSize={size === 'lg' ? 'lg' : undefined}
    >
      {text}
    </chakra.p>
  );
}

/** Ids for a block's heading: from its anchor when it has one, else from its position on the page. */
export function headingIdFor(block: { id?: string }, context: { key: string }): string {
  return block.id ? `${block.id}-heading` : `block-${context.key}-heading`;
}
