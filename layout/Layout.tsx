// The frame around every page, driven by site.json and navigation.json (through the menus): skip link,
// header, main, footer — and the not-found page. Layout is not a block: it has no schema of its own
// and is not listed in a page's "blocks"; the page renderer (engine/render/render-page.tsx) uses it.
import type { ReactNode } from 'react';
import { chakra } from '@chakra-ui/react/styled-system';
import type { Site } from '../engine/generated/config.ts';
import type { Menus } from '../engine/menus.ts';
import { SiteHeader } from './site-header/SiteHeader.tsx';
import { SiteFooter } from './site-footer/SiteFooter.tsx';

export { NotFound } from './not-found/NotFound.tsx';

export function Layout({ site, menus, children }: { site: Site; menus: Menus; children: ReactNode }) {
  return (
    <>
      <chakra.a
        href="#main"
        position="absolute"
        left="2"
        top="-20"
        zIndex="overlay"
        bg="brand.800"
        color="white"
        px="4"
        py="3"
        borderRadius="md"
        fontWeight="semibold"
        _focus={{ top: '2' }}
      >
        Skip to main content
      </chakra.a>
      <SiteHeader site={site} menus={menus} />
      <chakra.main id="main" tabIndex={-1} _focus={{ outline: 'none' }}>
        {children}
      </chakra.main>
      <SiteFooter site={site} menus={menus} />
    </>
  );
}
