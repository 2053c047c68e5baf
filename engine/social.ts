// The picture shown when a page is shared (Open Graph / X cards): either the page's own
// "socialImage" from config, or a card the build draws from the page's title, description and the
// brand (scripts/build/social.ts). Its address is a hash of everything drawn on it, so a changed
// title gets a new address (chat apps cache pictures by address) and the build can reuse a card by
// its name alone. The page renderer and the build phase both call socialImageFor, so they agree.
import { createHash } from 'node:crypto';
import type { Page, Site } from './generated/config.ts';

export const SOCIAL_IMAGE = { width: 1200, height: 630, type: 'image/jpeg', dir: 'social' } as const;

/**
 * Bump when the card's drawing (CARD_DRAWING_FILES) changes, so every card gets a new address and
 * chat apps fetch it again; CARD_DRAWING_SHA256 is those files' hash at this version
 * (tests/unit/social-cards.test.ts fails until both are updated).
 */
export const CARD_DRAWING_FILES = ['scripts/build/social-card.tsx', 'scripts/build/card-text.ts'];
export const CARD_DESIGN_VERSION = 6;
export const CARD_DRAWING_SHA256 = 'd5c57abfda0dcca6f67aa8b618ba18c060b186787c2416eace245ad2e47401f5';

export interface CardText {
  brand: string;
  /** The page title without the trailing " | Brand" (the card shows the brand on its own). */
  title: string;
  description: string;
  /** The site's host name, shown at the bottom of the card ("www.filingbridge.in"). */
  host: string;
}

export interface SocialImage {
  /** Path of the JPEG in the output folder and on the site: /social/<hash>.jpg. */
  path: string;
  alt: string;
  /** What the build draws: the page's own picture (a file in site-config/images/), or a card. */
  source: { kind: 'file'; src: string } | { kind: 'card'; text: CardText };
}

export function cardText(site: Site, page: Page): CardText {
  const brand = site.brand.name;
  const suffix = new RegExp(`\\s*[|–-]\\s*${brand.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*$`);
  return { brand, title: page.title.replace(suffix, '') || page.title, description: page.description, host: (site.siteUrl ?? '').replace(/^https?:\/\//, '') };
}

export function socialImageFor(site: Site, page: Page): SocialImage {
  if (page.socialImage) {
    const { src, alt } = page.socialImage;
    return { path: imagePath('file', src), alt, source: { kind: 'file', src } };
  }
  const text = cardText(site, page);
  return {
    path: imagePath('card', CARD_DESIGN_VERSION, text.brand, text.title, text.description, text.host),
    alt: `${text.title} — ${text.brand}`,
    source: { kind: 'card', text },
  };
}

function imagePath(...parts: (string | number)[]): string {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(String(part)).update('\0');
  return `/${SOCIAL_IMAGE.dir}/${hash.digest('hex').slice(0, 20)}.jpg`;
}
