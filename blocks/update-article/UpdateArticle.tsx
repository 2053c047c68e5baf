import { chakra } from '@chakra-ui/react/styled-system';
import type { UpdateArticleBlock } from '../../engine/generated/config.ts';
import { useWords, type BlockProps } from '../../engine/block-api.tsx';
import { Section, blockHeadings } from '../shared/Section.tsx';
import { CategoryBadge } from '../shared/category.tsx';
import { RichBody } from '../shared/RichBody.tsx';
import { ArticleFoot, ArticleTitle, LinkList } from '../shared/EntryCards.tsx';
import { InlineText } from '../shared/InlineText.tsx';
import { formatDayMonYear } from '../shared/dates.ts';

/** One compliance update in full, as the main content of its own page (made by engine/collections/pages.ts). */
export function UpdateArticle({ block, context }: BlockProps<UpdateArticleBlock>) {
  const { words, locale } = useWords();
  const { update } = block;
  const { level, headingId, sub } = blockHeadings(block, context);
  return (
    <Section id={block.id} labelledBy={headingId}>
      <chakra.div maxW="prose" mx="auto" data-update="">
        <chakra.div display="flex" flexWrap="wrap" alignItems="center" gap="2" mb="3" fontSize="sm" color="fg.muted">
          <chakra.time dateTime={update.date} fontWeight="semibold">
            {formatDayMonYear(update.date, locale)}
          </chakra.time>
          <CategoryBadge name={update.category} label={block.categoryLabel} color={block.color} href={block.categoryHref} />
          {update.updated && update.updated !== update.date && (
            <span>
              {words.articles.updated} <time dateTime={update.updated}>{formatDayMonYear(update.updated, locale)}</time>
            </span>
          )}
        </chakra.div>
        <ArticleTitle id={headingId} level={level} title={update.title} summary={update.summary} mb="8" />
        <RichBody body={update.body} level={level === 1 ? 1 : 2} idPrefix={headingId} />
        {update.whatToDo && (
          <chakra.div mt="10" p="6" bg="brand.50" borderRadius="lg" data-what-to-do="">
            <chakra.h2 as={sub} fontSize="xl" fontWeight="bold" mb="3">
              {words.articles.whatToDo}
            </chakra.h2>
            <chakra.ol listStyle="decimal" ps="6" display="flex" flexDirection="column" gap="2">
              {update.whatToDo.map((step) => (
                <li key={step}>
                  <InlineText text={step} />
                </li>
              ))}
            </chakra.ol>
          </chakra.div>
        )}
        <LinkList title={words.articles.source} links={update.source ? [update.source] : undefined} titleTag={sub} external />
        <LinkList title={words.articles.services} links={block.services} titleTag={sub} />
        <LinkList title={words.articles.readNext} links={block.related} titleTag={sub} />
        <ArticleFoot backLink={block.backLink} feed={block.feed} />
      </chakra.div>
    </Section>
  );
}
