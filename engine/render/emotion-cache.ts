// The Emotion cache of the prerender and of the islands, with vendor prefixes for the browsers the
// site supports only. Emotion's default prefixer writes the 2012-era ones too (display:-webkit-box,
// -ms-flexbox, -webkit-align-items, position:-webkit-sticky, ::-moz-placeholder …): about 10 % of
// every page's HTML, which Brotli 11 pays for on every page of the build. The client bundle targets
// ES2022 (Chrome 94, Firefox 93, Safari 15), and every one of those reads the unprefixed properties
// dropped here. Class names do not change (Emotion hashes the styles before prefixing).
import createCache, { type EmotionCache, type StylisPlugin } from '@emotion/cache';

/** Properties those browsers still need a -webkit- copy of (Safari, mostly). */
const WEBKIT_PREFIXED = new Set([
  'appearance',
  'backdrop-filter',
  'background-clip',
  'box-decoration-break',
  'hyphens',
  'mask',
  'mask-clip',
  'mask-composite',
  'mask-image',
  'mask-mode',
  'mask-origin',
  'mask-position',
  'mask-repeat',
  'mask-size',
  'text-decoration',
  'text-size-adjust',
  'user-select',
]);

export const modernPrefixer: StylisPlugin = (element) => {
  if (element.type !== 'decl' || element.return || typeof element.props !== 'string') return;
  if (!WEBKIT_PREFIXED.has(element.props)) return;
  // Safari reads a one-keyword text-decoration (none, underline) unprefixed; only the full shorthand needs the copy.
  if (element.props === 'text-decoration' && !/\s/.test(element.children as string)) return;
  element.return = `-webkit-${element.value}${element.value}`;
};

const plugins = [modernPrefixer];

export function createSiteCache(): EmotionCache {
  return createCache({ key: 'css', stylisPlugins: plugins });
}
