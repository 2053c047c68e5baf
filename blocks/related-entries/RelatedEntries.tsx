import type { RelatedEntriesBlock } from '../../engine/generated/config.ts';
import { useWords, type BlockProps } from '../../engine/block-api.tsx';
import { Section, SectionHeading, headingLevel, subLevel } from '../shared/Section.tsx';
import { Intro, headingIdFor } from '../shared/Actions.tsx';
import { EntryCards } from '../shared/EntryCards.tsx';

/** The guides and updates that name this page among their services (filled in by the site); nothing when there are none. */
export function RelatedEntries({ block, context }: BlockProps<RelatedEntriesBlock>) {
  const { words } = useWords();
  if (!block.items?.length) return null;
  const level = headingLevel(context);
  const headingId = headingIdFor(block, context);
  return (
    <Section id={block.id} labelledBy={headingId} tone="subtle">
      <SectionHeading id={headingId} level={level}>
        {block.heading ?? words.articles.related}
      </SectionHeading>
      <Intro text={block.intro} />
      <EntryCards items={block.items} titleTag={subLevel(level)} columns={2} />
    </Section>
  );
}
