import type { ReactNode } from 'react';
import { chakra } from '@chakra-ui/react/styled-system';
import { Intro, headingIdFor } from './Actions.tsx';

/**
 * The page-width wrapper every block uses, so spacing and widths stay consistent. A block with a
 * heading is a <section> named by it; one without (a row of figures, a form inside a tab panel) is a
 * plain <div>: an unnamed section means nothing more to assistive technology, and the HTML checker
 * flags a section without a heading.
 */
export function Section({ id, children, tone = 'plain', labelledBy }: { id?: string; children: ReactNode; tone?: 'plain' | 'subtle' | 'brand'; labelledBy?: string }) {
  const bg = tone === 'subtle' ? 'bg.subtle' : tone === 'brand' ? 'brand.900' : 'bg';
  const Tag = labelledBy ? chakra.section : chakra.div;
  return (
    <Tag id={id} aria-labelledby={labelledBy} bg={bg} color={tone === 'brand' ? 'white' : undefined} py={{ base: '12', md: '16' }}>
      <chakra.div maxW="container" mx="auto" px={{ base: '4', md: '6' }}>
        {children}
      </chakra.div>
    </Tag>
  );
}

/** A section heading: the first block of a page carries the page's only <h1>, the others <h2>. */
export function SectionHeading({ id, children, level = 2, align = 'center' }: { id?: string; children: ReactNode; level?: HeadingLevel; align?: 'center' | 'left' }) {
  const Tag = level === 1 ? chakra.h1 : level === 2 ? chakra.h2 : chakra.h3;
  return (
    <Tag
      id={id}
      fontSize={level === 1 ? { base: '3xl', md: '5xl' } : level === 2 ? { base: '2xl', md: '3xl' } : { base: 'xl', md: '2xl' }}
      fontWeight="bold"
      lineHeight="1.2"
      textAlign={align}
      mb="4"
      textWrap="balance"
    >
      {children}
    </Tag>
  );
}

export type HeadingLevel = 1 | 2 | 3;

/**
 * The opening most blocks share: a <Section> named by the block's heading when it has one (a plain
 * <div> when not), the heading at the block's level, the centred intro, then the block's own content.
 */
export function BlockSection({
  block,
  context,
  tone,
  introSize,
  introGap,
  introOnDark,
  children,
}: {
  block: { id?: string; heading?: string; intro?: string };
  context: { index: number; nested: boolean; key: string };
  tone?: 'plain' | 'subtle' | 'brand';
  introSize?: 'md' | 'lg';
  introGap?: '8' | '10';
  /** The intro on a dark (brand) background: light grey instead of muted. */
  introOnDark?: boolean;
  children: ReactNode;
}) {
  const headingId = headingIdFor(block, context);
  return (
    <Section id={block.id} tone={tone} labelledBy={block.heading ? headingId : undefined}>
      {block.heading && (
        <SectionHeading id={headingId} level={headingLevel(context)}>
          {block.heading}
        </SectionHeading>
      )}
      <Intro text={block.intro} size={introSize} gap={introGap} onDark={introOnDark} />
      {children}
    </Section>
  );
}

/** The page's first top-level block carries its only <h1>; other blocks <h2>; blocks inside containers <h3>. */
export function headingLevel(context: { index: number; nested: boolean }): HeadingLevel {
  if (context.nested) return 3;
  return context.index === 0 ? 1 : 2;
}

/** The heading one level below a block's own heading (for card titles). */
export function subLevel(level: HeadingLevel): 'h2' | 'h3' | 'h4' {
  return level === 1 ? 'h2' : level === 2 ? 'h3' : 'h4';
}

/** A block's headings: its own level on the page (h1 for the first block), its heading's id (what the
 * section is labelled by) and the tag of the headings inside it. */
export function blockHeadings(block: { id?: string }, context: { index: number; nested: boolean; key: string }) {
  const level = headingLevel(context);
  return { level, headingId: headingIdFor(block, context), sub: subLevel(level) };
}

/** The bordered card of the site's grids (service, card and job lists): one look everywhere. */
export const cardBox = {
  bg: 'bg',
  borderWidth: '1px',
  borderColor: 'border',
  borderRadius: 'lg',
  p: '6',
  boxShadow: 'sm',
  display: 'flex',
  flexDirection: 'column',
  gap: '3',
} as const;
