// The text of an update or a guide (schemas/rich-body.schema.json): its headings' anchors, its table of
// contents, its reading time, every text in it (for the checks) and the same text as escaped HTML for
// the news feeds — parts of the schema, never HTML typed by an editor.
import type { RichBody, RichBodyPart } from '../generated/config.ts';
import { isSafeHref, parseInline, plainText, type InlineNode } from '../markup/inline.ts';
import { escapeHtml } from '../html.ts';
import { slugify } from '../slug.ts';
import type { JsonPath } from '../config/places.ts';

/** A heading's anchor: its own "id", else made from its words ("Documents you need" → documents-you-need). */
export function headingAnchor(part: { text: string; id?: string }): string {
  return part.id ?? (slugify(part.text) || 'section');
}

/** The main (level 2) headings, as links to their anchors. */
export function tableOfContents(body: RichBody): { label: string; href: string }[] {
  return body.flatMap((part) => (part.type === 'heading' && (part.level ?? 2) === 2 ? [{ label: part.text, href: `#${headingAnchor(part)}` }] : []));
}

/** Every text of the body with its path inside it (["body", 3, "items", 0]), markup included. */
export function bodyTexts(body: RichBody, at: JsonPath): { path: JsonPath; text: string; inline: boolean }[] {
  return body.flatMap((part, i): { path: JsonPath; text: string; inline: boolean }[] => {
    const here = [...at, i];
    switch (part.type) {
      case 'paragraph':
        return [{ path: [...here, 'text'], text: part.text, inline: true }];
      case 'heading':
        return [{ path: [...here, 'text'], text: part.text, inline: false }];
      case 'list':
        return part.items.map((text, j) => ({ path: [...here, 'items', j], text, inline: true }));
      case 'table':
        return [
          { path: [...here, 'caption'], text: part.caption, inline: false },
          ...part.columns.map((text, j) => ({ path: [...here, 'columns', j], text, inline: false })),
          ...part.rows.flatMap((row, r) => row.map((text, c) => ({ path: [...here, 'rows', r, c], text, inline: true }))),
        ];
      case 'callout':
        return [...(part.title ? [{ path: [...here, 'title'], text: part.title, inline: false }] : []), { path: [...here, 'text'], text: part.text, inline: true }];
    }
  });
}

const WORDS_PER_MINUTE = 200;

/** Minutes to read some texts at about 200 words a minute (at least one). */
export function readingMinutes(texts: string[]): number {
  const words = texts.reduce((sum, text) => sum + (plainText(text).match(/\S+/g)?.length ?? 0), 0);
  return Math.max(1, Math.round(words / WORDS_PER_MINUTE));
}

/** Inline markup as HTML, with links to this site made absolute (a feed is read far from the site). */
export function inlineHtml(text: string, absolute: (href: string) => string): string {
  const render = (nodes: InlineNode[]): string =>
    nodes
      .map((n) => {
        if (n.kind === 'text') return escapeHtml(n.text);
        if (n.kind === 'strong') return `<strong>${render(n.children)}</strong>`;
        if (n.kind === 'em') return `<em>${render(n.children)}</em>`;
        if (!isSafeHref(n.href)) return render(n.children);
        return `<a href="${escapeHtml(absolute(n.href))}">${render(n.children)}</a>`;
      })
      .join('');
  return render(parseInline(text));
}

/** The body as HTML for a feed's <content type="html">. */
export function bodyHtml(body: RichBody, absolute: (href: string) => string): string {
  const inline = (text: string) => inlineHtml(text, absolute);
  const part = (p: RichBodyPart): string => {
    switch (p.type) {
      case 'paragraph':
        return `<p>${inline(p.text)}</p>`;
      case 'heading': {
        const tag = (p.level ?? 2) === 2 ? 'h2' : 'h3';
        return `<${tag}>${escapeHtml(p.text)}</${tag}>`;
      }
      case 'list': {
        const tag = p.numbered ? 'ol' : 'ul';
        return `<${tag}>${p.items.map((item) => `<li>${inline(item)}</li>`).join('')}</${tag}>`;
      }
      case 'table':
        return (
          `<table><caption>${escapeHtml(p.caption)}</caption><thead><tr>${p.columns.map((c) => `<th>${escapeHtml(c)}</th>`).join('')}</tr></thead>` +
          `<tbody>${p.rows.map((row) => `<tr>${row.map((cell) => `<td>${inline(cell)}</td>`).join('')}</tr>`).join('')}</tbody></table>`
        );
      case 'callout':
        return `<blockquote>${p.title ? `<p><strong>${escapeHtml(p.title)}</strong></p>` : ''}<p>${inline(p.text)}</p></blockquote>`;
    }
  };
  return body.map(part).join('');
}
