// The visible trail of a page that belongs under another (Home › Careers › Legal Associate), the
// same trail its BreadcrumbList JSON-LD gives search engines (engine/breadcrumbs.ts). WAI-ARIA APG
// breadcrumb pattern: a labelled nav, an ordered list, the current page marked aria-current="page".
import { chakra } from '@chakra-ui/react/styled-system';
import type { Crumb } from '../../engine/breadcrumbs.ts';
import { useWords } from '../../engine/block-api.tsx';

export function Breadcrumbs({ trail }: { trail: Crumb[] }) {
  const { words } = useWords();
  return (
    <chakra.nav aria-label={words.layout.breadcrumbLabel} maxW="container" mx="auto" px={{ base: '4', md: '6' }} pt="4">
      <chakra.ol listStyle="none" display="flex" flexWrap="wrap" alignItems="center" gap="1" fontSize="sm" color="fg.muted">
        {trail.map((crumb, i) => {
          const current = i === trail.length - 1;
          return (
            <chakra.li key={crumb.path} display="inline-flex" alignItems="center" gap="1">
              {i > 0 && (
                <chakra.span aria-hidden="true" color="gray.500">
                  ›
                </chakra.span>
              )}
              <chakra.a
                href={crumb.path}
                aria-current={current ? 'page' : undefined}
                display="inline-flex"
                alignItems="center"
                minH="6"
                color={current ? 'fg' : 'brand.700'}
                fontWeight={current ? 'semibold' : undefined}
                textDecoration={current ? 'none' : 'underline'}
                _hover={{ textDecoration: current ? 'none' : 'underline', color: current ? 'fg' : 'brand.800' }}
              >
                {crumb.name}
              </chakra.a>
            </chakra.li>
          );
        })}
      </chakra.ol>
    </chakra.nav>
  );
}
