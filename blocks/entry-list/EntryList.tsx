import { chakra } from '@chakra-ui/react/styled-system';
import type { EntryListBlock } from '../../engine/generated/config.ts';
import { useWords, type BlockProps } from '../../engine/block-api.tsx';
import { Section, SectionHeading, headingLevel, subLevel } from '../shared/Section.tsx';
import { headingIdFor } from '../shared/Actions.tsx';
import { EntryCards, FeedLink } from '../shared/EntryCards.tsx';

const pill = {
  display: 'inline-flex',
  alignItems: 'center',
  minH: '11',
  px: '4',
  borderRadius: 'full',
  borderWidth: '1px',
  borderColor: 'border',
  fontWeight: 'semibold',
  color: 'brand.800',
  textDecoration: 'none',
  _hover: { bg: 'brand.50' },
} as const;

/**
 * One page of a collection's list (made by engine/collections/pages.ts): the category links, the
 * entries as cards, the pages of the list and the feed — plain links, no JavaScript.
 */
export function EntryList({ block, context }: BlockProps<EntryListBlock>) {
  const { words } = useWords();
  const level = headingLevel(context);
  const headingId = headingIdFor(block, context);
  const { pagination } = block;
  const page = pagination?.page ?? 1;
  const newer = pagination && page > 1 ? pagination.hrefs[page - 2] : undefined;
  const older = pagination && page < pagination.hrefs.length ? pagination.hrefs[page] : undefined;
  return (
    <Section id={block.id} labelledBy={headingId}>
      <chakra.div maxW="56rem" mx="auto">
        <SectionHeading id={headingId} level={level} align="left">
          {block.heading}
        </SectionHeading>
        {block.intro && (
          <chakra.p color="fg.muted" fontSize="lg" mb="6">
            {block.intro}
          </chakra.p>
        )}
        {block.categories && (
          <chakra.nav aria-label={words.articles.categories} mb="6">
            <chakra.ul listStyle="none" display="flex" flexWrap="wrap" gap="2">
              {block.categories.map((category) => (
                <li key={category.href}>
                  <chakra.a
                    href={category.href}
                    aria-current={category.current ? 'page' : undefined}
                    {...pill}
                    bg={category.current ? 'brand.700' : 'bg'}
                    color={category.current ? 'white' : 'brand.800'}
                    borderColor={category.current ? 'brand.700' : 'border'}
                    _hover={category.current ? {} : pill._hover}
                  >
                    {category.label}
                  </chakra.a>
                </li>
              ))}
            </chakra.ul>
          </chakra.nav>
        )}
        {block.items.length ? (
          <EntryCards items={block.items} titleTag={subLevel(level)} />
        ) : (
          <chakra.p data-entry-list-empty="" color="fg.muted">
            {block.emptyText ?? words.articles.empty}
          </chakra.p>
        )}
        {pagination && (
          <chakra.nav aria-label={words.articles.pages} mt="8">
            <chakra.ul listStyle="none" display="flex" flexWrap="wrap" gap="2" alignItems="center">
              {newer && (
                <li>
                  <chakra.a href={newer} rel="prev" {...pill}>
                    {words.articles.newer}
                  </chakra.a>
                </li>
              )}
              {pagination.hrefs.map((href, i) => (
                <li key={href}>
                  <chakra.a
                    href={href}
                    aria-current={i + 1 === page ? 'page' : undefined}
                    aria-label={`Page ${i + 1}`}
                    {...pill}
                    minW="11"
                    justifyContent="center"
                    bg={i + 1 === page ? 'brand.700' : 'bg'}
                    color={i + 1 === page ? 'white' : 'brand.800'}
                    borderColor={i + 1 === page ? 'brand.700' : 'border'}
                  >
                    {i + 1}
                  </chakra.a>
                </li>
              ))}
              {older && (
                <li>
                  <chakra.a href={older} rel="next" {...pill}>
                    {words.articles.older}
                  </chakra.a>
                </li>
              )}
            </chakra.ul>
          </chakra.nav>
        )}
        {block.feed && (
          <chakra.p mt="8">
            <FeedLink feed={block.feed} />
          </chakra.p>
        )}
      </chakra.div>
    </Section>
  );
}
