import { chakra } from '@chakra-ui/react/styled-system';
import type { EntryListBlockItem } from '../../engine/generated/config.ts';
import { cardBox, SectionHeading, type HeadingLevel } from './Section.tsx';
import { CategoryBadge } from './category.tsx';
import { formatDayMonYear } from './dates.ts';
import { useWords } from '../../engine/block-api.tsx';

/** Entries of a collection as cards: date, category, title linking to the entry's page, summary. */
export function EntryCards({ items, titleTag, columns = 1 }: { items: EntryListBlockItem[]; titleTag: 'h2' | 'h3' | 'h4'; columns?: 1 | 2 }) {
  const { locale } = useWords();
  return (
    <chakra.ul listStyle="none" display="grid" gap="5" gridTemplateColumns={columns === 2 ? { base: '1fr', md: 'repeat(2, minmax(0, 1fr))' } : '1fr'}>
      {items.map((item) => (
        <chakra.li key={item.href} data-entry="" {...cardBox} minW="0">
          <chakra.div display="flex" flexWrap="wrap" alignItems="center" gap="2" fontSize="sm" color="fg.muted">
            {item.date && (
              <chakra.time dateTime={item.date} fontWeight="semibold">
                {formatDayMonYear(item.date, locale)}
              </chakra.time>
            )}
            {item.category && <CategoryBadge name={item.category} label={item.categoryLabel} color={item.color} />}
            {/* "4 min read": the card's frame, left out of the search's snippets (engine/search/extract.ts). */}
            {item.meta && <span data-nosnippet="">{item.meta}</span>}
          </chakra.div>
          <chakra.h2 as={titleTag} fontSize="xl" fontWeight="bold" lineHeight="1.35">
            <chakra.a href={item.href} color="brand.800" textDecoration="underline" textUnderlineOffset="3px" _hover={{ color: 'brand.900' }}>
              {item.title}
            </chakra.a>
          </chakra.h2>
          <chakra.p color="fg.muted">{item.summary}</chakra.p>
        </chakra.li>
      ))}
    </chakra.ul>
  );
}

/** A titled list of links (related services, tools, read next, sources). `external` marks links to other sites. */
export function LinkList({
  title,
  links,
  titleTag,
  external = false,
}: {
  title: string;
  links: { label: string; href: string }[] | undefined;
  titleTag: 'h2' | 'h3' | 'h4';
  external?: boolean;
}) {
  if (!links?.length) return null;
  return (
    <chakra.div mt="10" data-link-list={title}>
      <chakra.h2 as={titleTag} fontSize="xl" fontWeight="bold" mb="3">
        {title}
      </chakra.h2>
      <chakra.ul listStyle="disc" ps="6" display="flex" flexDirection="column" gap="2">
        {links.map((link) => (
          <li key={link.href}>
            <chakra.a href={link.href} color="brand.800" textDecoration="underline" textUnderlineOffset="3px" {...(external ? { rel: 'noopener' } : {})}>
              {link.label}
            </chakra.a>
          </li>
        ))}
      </chakra.ul>
    </chakra.div>
  );
}

/** A link to an Atom feed, for people who follow the site in a feed reader. */
export function FeedLink({ feed }: { feed: { href: string; title: string } | undefined }) {
  const { words } = useWords();
  if (!feed) return null;
  return (
    <chakra.a
      href={feed.href}
      type="application/atom+xml"
      display="inline-flex"
      alignItems="center"
      gap="2"
      color="brand.800"
      fontWeight="semibold"
      textDecoration="underline"
      textUnderlineOffset="3px"
    >
      <chakra.svg viewBox="0 0 24 24" w="4" h="4" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
        <path d="M4 11a9 9 0 0 1 9 9M4 4a16 16 0 0 1 16 16" />
        <circle cx="5" cy="19" r="1" fill="currentColor" />
      </chakra.svg>
      {words.cards.followFeed}
    </chakra.a>
  );
}

/** The foot of an article page (guide, update): the way back to its list and the feed that follows it. */
export function ArticleFoot({ backLink, feed }: { backLink: { href: string; label: string }; feed: { href: string; title: string } | undefined }) {
  return (
    <chakra.div display="flex" flexWrap="wrap" gap="6" alignItems="center" mt="10" pt="6" borderTopWidth="1px" borderColor="border">
      <chakra.a href={backLink.href} color="brand.800" fontWeight="semibold" textDecoration="underline" textUnderlineOffset="3px">
        {backLink.label}
      </chakra.a>
      <FeedLink feed={feed} />
    </chakra.div>
  );
}

/** An article's title (the page's heading) and the summary under it: a guide's, an update's. */
export function ArticleTitle({ id, level, title, summary, mb }: { id: string; level: HeadingLevel; title: string; summary: string; mb: string }) {
  return (
    <>
      <SectionHeading id={id} level={level} align="left">
        {title}
      </SectionHeading>
      <chakra.p fontSize="xl" color="gray.700" mb={mb} data-summary="">
        {summary}
      </chakra.p>
    </>
  );
}
