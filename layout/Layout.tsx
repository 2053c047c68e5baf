// The frame around every page, driven by site.json and navigation.json (through the menus): skip link,
// header, main, footer — and the not-found page. Layout is not a block: it has no schema of its own
// and is not listed in a page's "blocks"; the page renderer (renderer/render-page.tsx) uses it.
import { createContext, useContext, type ReactNode } from 'react';
import { chakra } from '@chakra-ui/react/styled-system';
import type { Site } from '../engine/generated/config.ts';
import type { Menus } from '../engine/menus.ts';
import { SiteHeader, type HeaderPaths } from './site-header/SiteHeader.tsx';
import { SiteFooter } from './site-footer/SiteFooter.tsx';
import { useWords } from '../engine/block-api.tsx';

export { NotFound } from './not-found/NotFound.tsx';

/**
 * Set by a page render whose header and footer were rendered once for the whole build
 * (renderer/shared-layout.tsx): the layout then writes a marker where each goes, and calls this
 * as it reaches the header (the CSS inserted before that point precedes the header's).
 */
export const SharedLayoutContext = createContext<((slot: LayoutSlot) => void) | undefined>(undefined);
export type LayoutSlot = 'header' | 'footer';
export const layoutSlotMarker = (slot: LayoutSlot) => `<template data-layout-slot="${slot}"></template>`;

function Slot({ name, children }: { name: LayoutSlot; children: ReactNode }) {
  const reached = useContext(SharedLayoutContext);
  if (!reached) return children;
  reached(name);
  return <template data-layout-slot={name} />;
}

export function Layout({ site, menus, paths, children }: { site: Site; menus: Menus; paths?: HeaderPaths; children: ReactNode }) {
  const { words } = useWords();
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
        {words.layout.skipLink}
      </chakra.a>
      <Slot name="header">
        <SiteHeader site={site} menus={menus} paths={paths} />
      </Slot>
      <chakra.main id="main" tabIndex={-1} _focus={{ outline: 'none' }}>
        {children}
      </chakra.main>
      <Slot name="footer">
        <SiteFooter site={site} menus={menus} />
      </Slot>
    </>
  );
}
