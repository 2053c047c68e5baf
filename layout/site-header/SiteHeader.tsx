import { chakra } from '@chakra-ui/react/styled-system';
import { ButtonLink } from '../../blocks/shared/Button.tsx';
import type { Site } from '../../engine/generated/config.ts';
import { behaviorAttributes } from '../../engine/block-api.tsx';
import type { Menus } from '../../engine/menus.ts';

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

const navLinkStyle = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: '1',
  px: '2.5',
  minH: '11',
  borderRadius: 'md',
  fontSize: 'sm',
  fontWeight: 'medium',
  color: 'gray.800',
  bg: 'transparent',
  cursor: 'pointer',
  _hover: { bg: 'brand.50', color: 'brand.800' },
} as const;

/**
 * Sticky site header. Dropdowns follow the WAI-ARIA disclosure-navigation pattern: a button with
 * aria-expanded controls a list of links. behavior.ts adds hover, Escape and outside-click; before it
 * runs (or without JavaScript) CSS opens a panel on hover and keyboard focus, so every link is reachable.
 */
export function SiteHeader({ site, menus }: { site: Site; menus: Menus }) {
  const { dropdowns, links } = menus.header;
  return (
    <chakra.header {...behaviorAttributes('site-header', 'load')} position="sticky" top="0" zIndex="sticky" bg="bg" borderBottomWidth="1px" borderColor="border" boxShadow="sm">
      <chakra.div maxW="container" mx="auto" px={{ base: '4', md: '6' }} display="flex" alignItems="center" gap="4" minH="16">
        <chakra.a href="/" fontSize="xl" fontWeight="extrabold" color="brand.800" textDecoration="none" display="inline-flex" alignItems="center" minH="11" flexShrink={0}>
          {site.brand.name}
          <chakra.span srOnly> — home</chakra.span>
        </chakra.a>
        <chakra.nav aria-label="Main" display={{ base: 'none', xl: 'block' }} flex="1">
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
        <ButtonLink variant="danger" size="sm" display={{ base: 'none', xl: 'inline-flex' }} ml="auto" href={site.billing.signInUrl}>
          {site.billing.signInLabel}
        </ButtonLink>
        {/* Small screens: a native disclosure (<details>), usable with no JavaScript at all. */}
        <chakra.details
          data-mobile-menu=""
          display={{ base: 'block', xl: 'none' }}
          ml="auto"
          css={{ '&[open] > summary [data-icon=open]': { display: 'none' }, '&:not([open]) > summary [data-icon=close]': { display: 'none' } }}
        >
          <chakra.summary {...navLinkStyle} listStyle="none" borderWidth="1px" borderColor="border" css={{ '&::-webkit-details-marker': { display: 'none' } }}>
            <chakra.svg data-icon="open" viewBox="0 0 24 24" w="5" h="5" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
              <path d="M3 6h18M3 12h18M3 18h18" />
            </chakra.svg>
            <chakra.svg data-icon="close" viewBox="0 0 24 24" w="5" h="5" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
              <path d="M18 6 6 18M6 6l12 12" />
            </chakra.svg>
            Menu
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
            <chakra.nav aria-label="Mobile">
              <chakra.ul listStyle="none" display="flex" flexDirection="column" gap="1">
                {[...links, ...dropdowns.map(({ label, href }) => ({ label, href }))].map((link) => (
                  <li key={link.label}>
                    <chakra.a
                      href={link.href}
                      display="flex"
                      alignItems="center"
                      minH="11"
                      px="3"
                      borderRadius="md"
                      color="gray.800"
                      fontWeight="medium"
                      textDecoration="none"
                      _hover={{ bg: 'brand.50' }}
                    >
                      {link.label}
                    </chakra.a>
                  </li>
                ))}
              </chakra.ul>
            </chakra.nav>
            <chakra.div display="grid" gridTemplateColumns="1fr 1fr" gap="3" mt="4">
              <ButtonLink variant="danger" href={site.billing.signInUrl}>
                Sign In
              </ButtonLink>
              <ButtonLink variant="secondary" href={site.billing.signUpUrl}>
                Sign Up
              </ButtonLink>
            </chakra.div>
          </chakra.div>
        </chakra.details>
      </chakra.div>
    </chakra.header>
  );
}
