// The <head> of a page as data ({ tag, attrs }), unit-tested, then turned into HTML in one place.
import type { Site } from '../generated/config.ts';
import { escapeHtml } from '../html.ts';
import { safeJson } from '../safe-json.ts';
import { SOCIAL_IMAGE } from '../social.ts';

export interface HeadTag {
  tag: 'title' | 'meta' | 'link' | 'script';
  attrs: Record<string, string>;
  content?: string;
}

export interface HeadInput {
  site: Site;
  title: string;
  description: string;
  /** Canonical path of the page; undefined for the not-found screen, which must not be indexed. */
  canonicalPath?: string;
  jsonLd?: unknown[];
  /** The picture shown when the page is shared (engine/social.ts). */
  image?: { path: string; alt: string };
  /** News feeds the page announces (feed readers find them from the page). */
  feeds?: { title: string; href: string }[];
  /** An article's dates (YYYY-MM-DD) and section: Open Graph type "article" instead of "website". */
  article?: { published: string; modified?: string; section?: string };
  /** Open Graph locale of the page's language ("hi_IN"); en_IN without it. */
  locale?: string;
  /** The page in each language it exists in (hreflang, the page's own included, then x-default), engine/i18n/alternates.ts. */
  alternates?: { hreflang: string; path: string }[];
}

export function buildHead({ site, title, description, canonicalPath, jsonLd = [], image, feeds = [], article, locale = 'en_IN', alternates = [] }: HeadInput): HeadTag[] {
  const tags: HeadTag[] = [
    { tag: 'meta', attrs: { charset: 'utf-8' } },
    { tag: 'meta', attrs: { name: 'viewport', content: 'width=device-width, initial-scale=1' } },
    { tag: 'title', attrs: {}, content: title },
    { tag: 'meta', attrs: { name: 'description', content: description } },
    { tag: 'meta', attrs: { name: 'theme-color', content: '#1d43c9' } },
    // /favicon.ico for the browsers and tools that ask for it by that name (made by the build's "icons" phase).
    { tag: 'link', attrs: { rel: 'icon', href: '/favicon.ico', sizes: '32x32' } },
    { tag: 'link', attrs: { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' } },
  ];
  if (canonicalPath === undefined) {
    tags.push({ tag: 'meta', attrs: { name: 'robots', content: 'noindex' } });
    return tags;
  }
  const url = (site.siteUrl ?? '') + (canonicalPath === '/' ? '/' : canonicalPath);
  tags.push(
    { tag: 'link', attrs: { rel: 'canonical', href: url } },
    ...alternates.map((v): HeadTag => ({ tag: 'link', attrs: { rel: 'alternate', hreflang: v.hreflang, href: (site.siteUrl ?? '') + v.path } })),
    ...feeds.map((feed): HeadTag => ({ tag: 'link', attrs: { rel: 'alternate', type: 'application/atom+xml', title: feed.title, href: (site.siteUrl ?? '') + feed.href } })),
    { tag: 'meta', attrs: { property: 'og:type', content: article ? 'article' : 'website' } },
    { tag: 'meta', attrs: { property: 'og:site_name', content: site.brand.name } },
    { tag: 'meta', attrs: { property: 'og:title', content: title } },
    { tag: 'meta', attrs: { property: 'og:description', content: description } },
    { tag: 'meta', attrs: { property: 'og:url', content: url } },
    { tag: 'meta', attrs: { property: 'og:locale', content: locale } },
  );
  if (article) {
    // Open Graph's article properties want full date-times; the day starts in India.
    const time = (day: string) => `${day}T00:00:00+05:30`;
    tags.push({ tag: 'meta', attrs: { property: 'article:published_time', content: time(article.published) } });
    if (article.modified) tags.push({ tag: 'meta', attrs: { property: 'article:modified_time', content: time(article.modified) } });
    if (article.section) tags.push({ tag: 'meta', attrs: { property: 'article:section', content: article.section } });
  }
  if (image) {
    const imageUrl = (site.siteUrl ?? '') + image.path;
    tags.push(
      { tag: 'meta', attrs: { property: 'og:image', content: imageUrl } },
      { tag: 'meta', attrs: { property: 'og:image:type', content: SOCIAL_IMAGE.type } },
      { tag: 'meta', attrs: { property: 'og:image:width', content: String(SOCIAL_IMAGE.width) } },
      { tag: 'meta', attrs: { property: 'og:image:height', content: String(SOCIAL_IMAGE.height) } },
      { tag: 'meta', attrs: { property: 'og:image:alt', content: image.alt } },
    );
  }
  tags.push(
    { tag: 'meta', attrs: { name: 'twitter:card', content: image ? 'summary_large_image' : 'summary' } },
    { tag: 'meta', attrs: { name: 'twitter:title', content: title } },
    { tag: 'meta', attrs: { name: 'twitter:description', content: description } },
  );
  if (image) {
    tags.push(
      { tag: 'meta', attrs: { name: 'twitter:image', content: (site.siteUrl ?? '') + image.path } },
      { tag: 'meta', attrs: { name: 'twitter:image:alt', content: image.alt } },
    );
  }
  for (const data of jsonLd) tags.push({ tag: 'script', attrs: { type: 'application/ld+json' }, content: safeJson(data) });
  return tags;
}

export function headToHtml(tags: HeadTag[]): string {
  return tags
    .map(({ tag, attrs, content }) => {
      const attributes = Object.entries(attrs)
        .map(([k, v]) => ` ${k}="${escapeHtml(v)}"`)
        .join('');
      if (tag === 'meta' || tag === 'link') return `<${tag}${attributes}>`;
      const body = tag === 'script' ? (content ?? '') : escapeHtml(content ?? '');
      return `<${tag}${attributes}>${body}</${tag}>`;
    })
    .join('');
}
