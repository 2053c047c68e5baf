// The prerender's Emotion cache writes only the vendor prefixes the supported browsers (ES2022:
// Chrome 94, Firefox 93, Safari 15) need: Emotion's default 2012-era flexbox copies were ~10 % of
// every page's HTML.
import { renderToString } from 'react-dom/server';
import createEmotionServer from '@emotion/server/create-instance';
import { Box } from '@chakra-ui/react';
import { expect, it } from 'vitest';
import { createSiteCache } from '../../engine/render/emotion-cache.ts';
import { Providers } from '../../engine/render/providers.tsx';

function cssOf(element: React.ReactNode): string {
  const cache = createSiteCache();
  const emotion = createEmotionServer(cache);
  const html = renderToString(
    <Providers cache={cache} injectGlobals={false}>
      {element}
    </Providers>,
  );
  return emotion.extractCritical(html).css;
}

it('drops the prefixes no supported browser needs and keeps the ones Safari still reads', () => {
  const css = cssOf(
    <Box display="flex" alignItems="center" justifyContent="space-between" flexShrink={0} position="sticky" transition="opacity 0.2s" userSelect="none" textDecoration="none">
      <Box as="span" textDecoration="underline dotted" appearance="none" />
    </Box>,
  );
  for (const unprefixed of [
    'display:flex',
    'align-items:center',
    'justify-content:space-between',
    'flex-shrink:0',
    'position:sticky',
    'transition:opacity 0.2s',
    'user-select:none',
    'text-decoration:none',
  ]) {
    expect(css).toContain(unprefixed);
  }
  expect(css).not.toMatch(/-ms-|-moz-|display:-webkit-|position:-webkit-sticky|-webkit-(align-items|box-align|justify-content|box-pack|flex-shrink|transition)/);
  // Safari: user-select and the full text-decoration shorthand still need their -webkit- copies.
  expect(css).toContain('-webkit-user-select:none;user-select:none');
  expect(css).toContain('-webkit-text-decoration:underline dotted;text-decoration:underline dotted');
  expect(css).toContain('-webkit-appearance:none;appearance:none');
  expect(css).not.toContain('-webkit-text-decoration:none');
});
