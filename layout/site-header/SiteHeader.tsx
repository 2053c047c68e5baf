import { chakra } from '@chakra-ui/react/styled-system';
import { ButtonLink } from '../../blocks/shared/Button.tsx';
import { searchBoxProps } from '../../blocks/shared/control-style.ts';
import type { Site } from '../../engine/generated/config.ts';
import { behaviorAttributes, useWords } from '../../engine/block-api.tsx';
import type { Menus } from '../../engine/menus.ts';
import { SEARCH_PAGE_PATH } from '../../engine/search/page-slots.ts';

const chevron = (
  <chakra.svg
    viewBox="0 0 24 24"
    w="4"
    h="4"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
    aria-hidden="true"
    css={{ '[aria-expanded=true] > &': { transform: 'rotate(180deg)' } }}
  >
    <path d="m6 9 6 6 6-6" />
  </chakra.svg>
);

const searchIcon = (
  <chakra.svg viewBox="0 0 24 24" w="5" h="5" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
    <circle cx="11" cy="11" r="7" />
    <path d="m20 20-4-4" />
  </chakra.svg>
);

/** The look of what opens below the header's search: the as-you-type results and, on a phone, the search form. */
const dropdownPanel = { bg: 'bg', borderWidth: '1px', borderColor: 'border', borderRadius: 'md', boxShadow: 'lg', p: '3', zIndex: 'dropdown' } as const;

/** The site search in the header: a plain GET form to the search page of the page's language (the server renders the results, so it works without JavaScript). */
function SearchForm({ searchPath }: { searchPath: string }) {
  const id = 'site-search';
  const { words } = useWords();
  return (
    <chakra.form
      role="search"
      aria-label={words.header.searchLabel}
      action={searchPath}
      method="get"
      display="flex"
      alignItems="stretch"
      w="full"
      {...behaviorAttributes('header-search', 'interaction')}
      data-see-all={words.search.seeAll}
    >
      <chakra.label htmlFor={id} srOnly>
        {words.header.searchFieldLabel}
      </chakra.label>
      <chakra.input id={id} {...searchBoxProps} name="q" placeholder={words.header.searchPlaceholder} fontSize="sm" borderEndWidth="0" borderStartRadius="md" bg="bg" />
      <chakra.button
        type="submit"
        display="inline-flex"
        alignItems="center"
        justifyContent="center"
        minW="11"
        minH="11"
        borderWidth="1px"
        borderColor="brand.700"
        borderEndRadius="md"
        bg="brand.700"
        color="white"
        cursor="pointer"
        _hover={{ bg: 'brand.800' }}
      >
        {searchIcon}
        <chakra.span srOnly>{words.header.searchButton}</chakra.span>
      </chakra.button>
    </chakra.form>
  );
}

/** A search form with the panel its as-you-type results open in (layout/header-search/behavior.ts fills it). */
function SearchWithPanel({ searchPath }: { searchPath: string }) {
  return (
    <chakra.div position="relative">
      <SearchForm searchPath={searchPath} />
      <chakra.div
        id="site-search-panel"
        data-search-panel=""
        hidden
        position="absolute"
        top="calc(100% + 0.25rem)"
        right="0"
        w="full"
        maxH="70vh"
        overflowY="auto"
        {...dropdownPanel}
        css={searchPanelStyles}
      />
    </chakra.div>
  );
}

const navLinkStyle = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: '1',
  // 2, not 2.5: with the Search button beside them the six menus and About Us still fit one row at 1280 px.
  px: '2',
  minH: '11',
  borderRadius: 'md',
  fontSize: 'sm',
  fontWeight: 'medium',
  color: 'gray.800',
  bg: 'transparent',
  cursor: 'pointer',
  _hover: { bg: 'brand.50', color: 'brand.800' },
} as const;

// The server's results HTML (engine/search/results-html.ts) in the header's panel: the first five, compact.
const searchPanelStyles = {
  '& h2': { fontSize: 'sm', fontWeight: 'semibold', color: 'gray.700', mb: '2' },
  '& ol': { listStyle: 'none', display: 'flex', flexDirection: 'column', gap: '1' },
  '& li:nth-of-type(n+6), & [data-hit-snippet], & [data-popular], & [data-popular] ~ *': { display: 'none' },
  '& [data-hit] a': { display: 'block', px: '2', py: '1.5', borderRadius: 'sm', color: 'brand.800', fontWeight: 'medium', textDecoration: 'none', _hover: { bg: 'brand.50' } },
  '& [data-hit-meta]': { fontSize: 'xs', color: 'gray.700', px: '2' },
  '& mark': { bg: '#fef9c3', color: 'inherit' }, // a light yellow (the theme has no yellow scale)
  '& p': { fontSize: 'sm', mb: '1' },
  '& p a': { color: 'brand.800', textDecoration: 'underline' },
} as const;

const mobileLinkStyle = {
  display: 'flex',
  alignItems: 'center',
  minH: '11',
  px: '3',
  borderRadius: 'md',
  textDecoration: 'none',
  _hover: { bg: 'brand.50' },
} as const;

/**
 * A drop-down's links: its page first, then its items. The desktop panel and the phone menu render the
 * very same HTML, so the phone menu's copy costs next to nothing once compressed (the home page's first
 * view stays within 14 KB of Brotli).
 */
function GroupLinks({ group }: { group: Menus['header']['dropdowns'][number] }) {
  return (
    <>
      <chakra.li borderBottomWidth="1px" borderColor="border" mb="1" pb="1">
        <chakra.a
          href={group.href}
          data-group-page=""
          display="flex"
          alignItems="center"
          gap="1.5"
          px="4"
          py="2"
          color="brand.800"
          fontWeight="semibold"
          textDecoration="none"
          _hover={{ bg: 'brand.50' }}
          _focusVisible={{ outlineOffset: '-3px' }}
        >
          {group.overviewLabel}
          <chakra.svg viewBox="0 0 24 24" w="4" h="4" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
            <path d="M5 12h14m-6-6 6 6-6 6" />
          </chakra.svg>
        </chakra.a>
      </chakra.li>
      {group.items.map((item) => (
        <li key={item.label}>
          <chakra.a
            href={item.href}
            display="block"
            px="4"
            py="2"
            color="gray.800"
            textDecoration="none"
            _hover={{ bg: 'brand.50', color: 'brand.800' }}
            _focusVisible={{ outlineOffset: '-3px' }}
          >
            {item.label}
          </chakra.a>
        </li>
      ))}
    </>
  );
}

/** One link of the phone menu: a main link, or a link of a footer group. */
function MobileLink({ href, label, tone = 'main' }: { href: string; label: string; tone?: 'main' | 'item' }) {
  return (
    <li>
      <chakra.a href={href} {...mobileLinkStyle} color="gray.800" fontWeight={tone === 'item' ? 'normal' : 'medium'}>
        {label}
      </chakra.a>
    </li>
  );
}

/**
 * Sticky site header. Dropdowns follow the WAI-ARIA disclosure-navigation pattern: a button with
 * aria-expanded controls a list of links. behavior.ts adds hover, Escape and outside-click; before it
 * runs (or without JavaScript) CSS opens a panel on hover and keyboard focus, so every link is reachable.
 */
/** Where the header's brand link and search form go: the home and search page of the page's language (/hi, /hi/search). */
export interface HeaderPaths {
  home: string;
  search: string;
}

const ENGLISH_PATHS: HeaderPaths = { home: '/', search: SEARCH_PAGE_PATH };

export function SiteHeader({ site, menus, paths = ENGLISH_PATHS }: { site: Site; menus: Menus; paths?: HeaderPaths }) {
  const { words } = useWords();
  const { dropdowns, links } = menus.header;
  // The phone menu also lists the footer's groups, but not the links it already has.
  const inMenu = new Set([...links.map((l) => l.href)]);
  const footerGroups = menus.footer.groups.map((g) => ({ title: g.title, links: g.links.filter((l) => !inMenu.has(l.href)) })).filter((g) => g.links.length);
  return (
    <chakra.header {...behaviorAttributes('site-header', 'load')} position="sticky" top="0" zIndex="sticky" bg="bg" borderBottomWidth="1px" borderColor="border" boxShadow="sm">
      <chakra.div maxW="container" mx="auto" px={{ base: '4', md: '6' }} display="flex" alignItems="center" gap={{ base: '4', xl: '3' }} minH="16">
        <chakra.a href={paths.home} fontSize="xl" fontWeight="extrabold" color="brand.800" textDecoration="none" display="inline-flex" alignItems="center" minH="11" flexShrink={0}>
          {site.brand.name}
          <chakra.span srOnly>{` ${words.header.homeSuffix}`}</chakra.span>
        </chakra.a>
        <chakra.nav aria-label={words.header.mainNavLabel} display={{ base: 'none', xl: 'block' }} flex="1">
          <chakra.ul display="flex" alignItems="center" gap="0.5" listStyle="none" flexWrap="wrap">
            {dropdowns.map((group, i) => (
              <chakra.li
                key={group.label}
                data-dropdown=""
                position="relative"
                css={{
                  '& > [data-panel]': { display: 'none' },
                  '&[data-open=true] > [data-panel]': { display: 'block' },
                  // Until behavior.ts takes over, CSS alone opens the panel on hover and focus.
                  'header:not([data-enhanced]) &:hover > [data-panel], header:not([data-enhanced]) &:focus-within > [data-panel]': { display: 'block' },
                }}
              >
                <chakra.button type="button" aria-expanded="false" aria-controls={`nav-panel-${i}`} {...navLinkStyle}>
                  {group.label}
                  {chevron}
                </chakra.button>
                <chakra.div id={`nav-panel-${i}`} data-panel="" position="absolute" top="100%" left="0" zIndex="dropdown" pt="1">
                  <chakra.ul listStyle="none" bg="bg" borderWidth="1px" borderColor="border" borderRadius="md" boxShadow="lg" py="2" minW="280px" maxH="500px" overflowY="auto">
                    {/* The group name only opens this panel, so its page is the panel's first link. */}
                    <GroupLinks group={group} />
                  </chakra.ul>
                </chakra.div>
              </chakra.li>
            ))}
            {links.map((link) => (
              <li key={link.href}>
                <chakra.a href={link.href} {...navLinkStyle} textDecoration="none">
                  {link.label}
                </chakra.a>
              </li>
            ))}
          </chakra.ul>
        </chakra.nav>
        {/* The search: a field under a Search button at every width (a native disclosure, so it opens without
            JavaScript), over the page just below the bar. The header is its containing block. */}
        <chakra.details data-search-toggle="" ml="auto" flexShrink={0}>
          <chakra.summary {...navLinkStyle} listStyle="none" px="3" css={{ '&::-webkit-details-marker': { display: 'none' } }}>
            {searchIcon}
            <chakra.span srOnly>{words.header.searchButton}</chakra.span>
          </chakra.summary>
          <chakra.div
            position="absolute"
            top="calc(100% + 0.5rem)"
            left={{ base: '4', md: 'auto' }}
            right={{ base: '4', md: '6' }}
            w={{ base: 'auto', md: '28rem' }}
            {...dropdownPanel}
          >
            <SearchWithPanel searchPath={paths.search} />
          </chakra.div>
        </chakra.details>
        <ButtonLink variant="danger" size="sm" display={{ base: 'none', xl: 'inline-flex' }} flexShrink={0} href={site.billing.signInUrl}>
          {site.billing.signInLabel}
        </ButtonLink>
        {/* Small screens: a native disclosure (<details>), usable with no JavaScript at all. */}
        <chakra.details
          data-mobile-menu=""
          display={{ base: 'block', xl: 'none' }}
          css={{ '&[open] > summary [data-icon=open]': { display: 'none' }, '&:not([open]) > summary [data-icon=close]': { display: 'none' } }}
        >
          <chakra.summary {...navLinkStyle} listStyle="none" borderWidth="1px" borderColor="border" css={{ '&::-webkit-details-marker': { display: 'none' } }}>
            <chakra.svg data-icon="open" viewBox="0 0 24 24" w="5" h="5" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
              <path d="M3 6h18M3 12h18M3 18h18" />
            </chakra.svg>
            <chakra.svg data-icon="close" viewBox="0 0 24 24" w="5" h="5" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
              <path d="M18 6 6 18M6 6l12 12" />
            </chakra.svg>
            {words.header.menu}
          </chakra.summary>
          <chakra.div
            position="absolute"
            left="0"
            right="0"
            top="100%"
            bg="bg"
            borderBottomWidth="1px"
            borderColor="border"
            boxShadow="lg"
            maxH="calc(100vh - 4rem)"
            overflowY="auto"
            px="4"
            py="4"
          >
            {/* Every page the desktop menus reach: the main links, each drop-down (a native disclosure,
                no JavaScript) with its group page and every item at its section, and the footer's groups
                (tools, the compliance calendar, updates, guides, contact…). */}
            <chakra.nav aria-label={words.header.mobileNavLabel}>
              <chakra.ul listStyle="none" display="flex" flexDirection="column" gap="1">
                {links.map((link) => (
                  <MobileLink key={link.href} href={link.href} label={link.label} />
                ))}
                {dropdowns.map((group) => (
                  <li key={group.label}>
                    <chakra.details css={{ '&[open] > summary svg': { transform: 'rotate(180deg)' } }}>
                      <chakra.summary
                        {...mobileLinkStyle}
                        color="gray.800"
                        fontWeight="medium"
                        justifyContent="space-between"
                        cursor="pointer"
                        listStyle="none"
                        css={{ '&::-webkit-details-marker': { display: 'none' } }}
                      >
                        {group.label}
                        <chakra.svg viewBox="0 0 24 24" w="4" h="4" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
                          <path d="m6 9 6 6 6-6" />
                        </chakra.svg>
                      </chakra.summary>
                      <chakra.ul listStyle="none" pl="3" borderLeftWidth="2px" borderColor="brand.100" ml="3" mb="2">
                        <GroupLinks group={group} />
                      </chakra.ul>
                    </chakra.details>
                  </li>
                ))}
              </chakra.ul>
              {footerGroups.map((group) => (
                <chakra.div key={group.title} mt="4" pt="3" borderTopWidth="1px" borderColor="border">
                  <chakra.p px="3" pb="1" fontSize="sm" fontWeight="semibold" color="gray.700">
                    {group.title}
                  </chakra.p>
                  <chakra.ul listStyle="none" display="grid" gridTemplateColumns={{ base: '1fr', sm: '1fr 1fr' }} gap="1">
                    {group.links.map((link) => (
                      <MobileLink key={link.href} href={link.href} label={link.label} tone="item" />
                    ))}
                  </chakra.ul>
                </chakra.div>
              ))}
            </chakra.nav>
            <chakra.div display="grid" gridTemplateColumns="1fr 1fr" gap="3" mt="4">
              <ButtonLink variant="danger" href={site.billing.signInUrl}>
                {words.header.signIn}
              </ButtonLink>
              <ButtonLink variant="secondary" href={site.billing.signUpUrl}>
                {words.header.signUp}
              </ButtonLink>
            </chakra.div>
          </chakra.div>
        </chakra.details>
      </chakra.div>
    </chakra.header>
  );
}
