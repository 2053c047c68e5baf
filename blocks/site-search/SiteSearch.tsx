import { chakra } from '@chakra-ui/react/styled-system';
import type { SiteSearchBlock } from '../../engine/generated/config.ts';
import type { BlockProps } from '../../engine/block-api.tsx';
import { SEARCH_END_ATTR, SEARCH_INPUT_ATTR, SEARCH_PAGE_PATH, SEARCH_PARAM, SEARCH_RESULTS_ATTR } from '../../engine/search/page-slots.ts';
import { languageOfPath, pathIn } from '../../engine/i18n/languages.ts';
import { headingIdFor } from '../shared/Actions.tsx';
import { ActionButton } from '../shared/Button.tsx';
import { searchBoxProps } from '../shared/control-style.ts';
import { Section, SectionHeading, headingLevel } from '../shared/Section.tsx';

// The results are HTML the server writes (engine/search/results-html.ts) between the container's
// opening tag and the end marker; their look is given here, on the container, so it is in the page's CSS.
const resultStyles = {
  '& h2': { fontSize: 'xl', fontWeight: 'bold', mb: '3', mt: '2' },
  '& ol, & ul': { listStyle: 'none', display: 'flex', flexDirection: 'column', gap: '3' },
  '& [data-hit]': { borderWidth: '1px', borderColor: 'border', borderRadius: 'md', p: '4', bg: 'bg' },
  '& [data-hit] a': { fontWeight: 'semibold', fontSize: 'lg', color: 'brand.800', textDecoration: 'underline', textUnderlineOffset: '3px' },
  '& [data-hit-meta]': { fontSize: 'sm', color: 'gray.700', mt: '1' },
  '& [data-hit-snippet]': { color: 'gray.800', mt: '1', overflowWrap: 'anywhere' },
  '& mark': { bg: '#fef9c3', color: 'inherit', fontWeight: 'semibold', px: '0.5', borderRadius: 'sm' }, // a light yellow (the theme has no yellow scale)
  '& p': { mb: '2' },
  '& p a, & li > a[data-suggestion]': { color: 'brand.800', textDecoration: 'underline', display: 'inline-block', minH: '6', py: '1' },
  '& [data-popular]': { flexDirection: 'row', flexWrap: 'wrap', gap: '2' },
  '& [data-popular] a': {
    display: 'inline-flex',
    alignItems: 'center',
    minH: '11',
    px: '4',
    borderWidth: '1px',
    borderColor: 'border',
    borderRadius: 'full',
    color: 'brand.800',
    textDecoration: 'none',
    _hover: { bg: 'brand.50' },
  },
} as const;

/** The search page: a GET form to this page and the results the server (or, as you type, the behavior) fills in. */
export function SiteSearch({ block, context }: BlockProps<SiteSearchBlock>) {
  const headingId = headingIdFor(block, context);
  const inputId = `${block.id ?? 'site-search'}-q`;
  // The search page of the page's language (/hi/search): its results are written in that language.
  const action = pathIn(context.site, languageOfPath(context.site, context.path).code, SEARCH_PAGE_PATH);
  return (
    <Section id={block.id} labelledBy={headingId}>
      <chakra.div maxW="48rem" mx="auto">
        <SectionHeading id={headingId} level={headingLevel(context)} align="left">
          {block.heading}
        </SectionHeading>
        {block.intro && (
          <chakra.p color="gray.700" mb="4">
            {block.intro}
          </chakra.p>
        )}
        <chakra.form role="search" action={action} method="get" mb="6">
          <chakra.label htmlFor={inputId} display="block" fontWeight="semibold" mb="2">
            {block.label}
          </chakra.label>
          <chakra.div display="flex" gap="2">
            <chakra.input
              id={inputId}
              {...searchBoxProps}
              name={SEARCH_PARAM}
              {...{ [SEARCH_INPUT_ATTR]: '' }}
              placeholder={block.placeholder}
              borderRadius="md"
              bg="bg"
              fontSize="md"
            />
            <ActionButton type="submit" variant="primary">
              {block.button}
            </ActionButton>
          </chakra.div>
        </chakra.form>
        <chakra.div {...{ [SEARCH_RESULTS_ATTR]: '' }} css={resultStyles}>
          {block.popular && (
            <>
              <h2>{block.popular.heading}</h2>
              <ul data-popular="">
                {block.popular.searches.map((words) => (
                  <li key={words}>
                    <a href={`${action}?${SEARCH_PARAM}=${encodeURIComponent(words)}`}>{words}</a>
                  </li>
                ))}
              </ul>
            </>
          )}
        </chakra.div>
        <template {...{ [SEARCH_END_ATTR]: '' }} />
      </chakra.div>
    </Section>
  );
}
