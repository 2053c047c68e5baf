import { chakra } from '@chakra-ui/react/styled-system';
import type { GuideArticleBlock, GuideEntryContributor } from '../../engine/generated/config.ts';
import { fill, useWords, type BlockProps } from '../../engine/block-api.tsx';
import { Section, blockHeadings } from '../shared/Section.tsx';
import { CategoryBadge } from '../shared/category.tsx';
import { RichBody } from '../shared/RichBody.tsx';
import { ArticleFoot, ArticleTitle, LinkList } from '../shared/EntryCards.tsx';
import { type Fact, FactList } from '../shared/FactList.tsx';
import { formatLongDate } from '../shared/dates.ts';

/** "FilingBridge compliance team (Chartered accountants and company secretaries)", linked when it has a page. */
function Contributor({ who }: { who: GuideEntryContributor }) {
  const name = who.href ? (
    <chakra.a href={who.href} color="brand.800" textDecoration="underline" textUnderlineOffset="3px">
      {who.name}
    </chakra.a>
  ) : (
    who.name
  );
  return (
    <>
      {name}
      {who.qualification && <chakra.span color="fg.muted"> ({who.qualification})</chakra.span>}
    </>
  );
}

/**
 * One guide in full, as the main content of its own page (made by engine/collections/pages.ts): who
 * wrote and reviewed it and when, the reading time, a table of contents of its main headings (and of
 * its questions, which follow in their own section), the text, its sources and related pages.
 */
export function GuideArticle({ block, context }: BlockProps<GuideArticleBlock>) {
  const { words, locale } = useWords();
  const { guide } = block;
  const { level, headingId, sub } = blockHeadings(block, context);
  const facts: Fact[] = [
    { field: 'author', term: words.articles.writtenBy, value: <Contributor who={guide.author} /> },
    ...(guide.reviewer ? [{ field: 'reviewer', term: words.articles.reviewedBy, value: <Contributor who={guide.reviewer} /> }] : []),
    { field: 'published', term: words.articles.published, value: <time dateTime={guide.published}>{formatLongDate(guide.published, locale)}</time> },
    ...(guide.updated && guide.updated !== guide.published
      ? [{ field: 'updated', term: words.articles.lastReviewed, value: <time dateTime={guide.updated}>{formatLongDate(guide.updated, locale)}</time> }]
      : []),
    { field: 'reading-time', term: words.articles.readingTime, value: fill(words.articles.readingMinutes, { minutes: block.readingMinutes }) },
  ];
  return (
    <Section id={block.id} labelledBy={headingId}>
      <chakra.div maxW="prose" mx="auto" data-guide="">
        {guide.category && (
          <chakra.div mb="3">
            <CategoryBadge name={guide.category} label={block.categoryLabel} color={block.color} href={block.categoryHref} />
          </chakra.div>
        )}
        <ArticleTitle id={headingId} level={level} title={guide.title} summary={guide.summary} mb="6" />
        <FactList facts={facts} rowGap="1.5" mb="8" />
        {block.toc.length > 0 && (
          <chakra.nav aria-labelledby={`${headingId}-toc`} mb="8" p="5" borderLeftWidth="4px" borderColor="brand.700" bg="brand.50" borderRadius="md" data-toc="">
            <chakra.h2 as={sub} id={`${headingId}-toc`} fontSize="lg" fontWeight="bold" mb="2">
              {words.articles.contents}
            </chakra.h2>
            <chakra.ol listStyle="decimal" ps="6" display="flex" flexDirection="column" gap="1.5">
              {block.toc.map((item) => (
                <li key={item.href}>
                  <chakra.a href={item.href} color="brand.800" textDecoration="underline" textUnderlineOffset="3px">
                    {item.label}
                  </chakra.a>
                </li>
              ))}
            </chakra.ol>
          </chakra.nav>
        )}
        <RichBody body={guide.body} level={level === 1 ? 1 : 2} idPrefix={headingId} />
        <LinkList title={words.articles.sources} links={guide.sources} titleTag={sub} external />
        <LinkList title={words.articles.services} links={block.services} titleTag={sub} />
        <LinkList title={words.articles.tools} links={block.tools} titleTag={sub} />
        <LinkList title={words.articles.readNext} links={block.related} titleTag={sub} />
        <ArticleFoot backLink={block.backLink} feed={block.feed} />
      </chakra.div>
    </Section>
  );
}
