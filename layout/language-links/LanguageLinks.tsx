// The top line of a page that exists in more than one language: a plain link to the same page in each
// other language (hreflang and lang, works without JavaScript; the site never redirects by the
// browser's language), and — on a page with passages still in English — the language's note saying so.
// Rendered with the page, not inside the shared header, because it differs from page to page.
// data-nosnippet: the site's frame, left out of the search's snippets (engine/search/extract.ts) and Google's.
import { chakra } from '@chakra-ui/react/styled-system';
import type { LanguageLink } from '../../engine/i18n/alternates.ts';

export function LanguageLinks({ links, note }: { links: LanguageLink[]; note?: string }) {
  if (!links.length && !note) return null;
  return (
    <chakra.div
      data-nosnippet=""
      maxW="container"
      mx="auto"
      px={{ base: '4', md: '6' }}
      pt="3"
      display="flex"
      flexWrap="wrap"
      alignItems="center"
      justifyContent="space-between"
      gap="2"
      fontSize="sm"
      color="fg.muted"
    >
      {note ? <chakra.p>{note}</chakra.p> : <span />}
      {links.length > 0 && (
        <chakra.ul listStyle="none" display="flex" gap="3">
          {links.map((link) => (
            <li key={link.href}>
              <chakra.a
                href={link.href}
                hrefLang={link.hreflang}
                lang={link.lang}
                display="inline-flex"
                alignItems="center"
                minH="6"
                color="brand.700"
                fontWeight="semibold"
                textDecoration="underline"
                _hover={{ color: 'brand.800' }}
              >
                {link.label}
              </chakra.a>
            </li>
          ))}
        </chakra.ul>
      )}
    </chakra.div>
  );
}
