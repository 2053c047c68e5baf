// A small, safe inline markup for text written in site-config: **bold**, *italic* and [links](/gst).
// Parsed into a tree at build time and rendered as React elements, so nothing typed by an editor is
// ever inserted as HTML (a <b> stays visible text, and the validator warns about it).

export type InlineNode =
  | { kind: 'text'; text: string }
  | { kind: 'strong'; children: InlineNode[] }
  | { kind: 'em'; children: InlineNode[] }
  | { kind: 'link'; href: string; children: InlineNode[] };

const LINK = /^\[([^\]]+)\]\(([^)\s]+)\)/;

/** Parses `text`; anything that is not complete markup (a lone * or [) stays as typed. */
export function parseInline(text: string): InlineNode[] {
  const nodes: InlineNode[] = [];
  let plain = '';
  const flush = () => {
    if (plain) nodes.push({ kind: 'text', text: plain });
    plain = '';
  };
  let i = 0;
  while (i < text.length) {
    const rest = text.slice(i);
    const char = text[i]!;
    if (char === '\\' && /^[\\*_[\]()]/.test(text[i + 1] ?? '')) {
      plain += text[i + 1];
      i += 2;
      continue;
    }
    const link = char === '[' ? LINK.exec(rest) : null;
    if (link) {
      flush();
      nodes.push({ kind: 'link', href: link[2]!, children: parseInline(link[1]!).filter((n) => n.kind !== 'link') });
      i += link[0].length;
      continue;
    }
    const delimiter = rest.startsWith('**') ? '**' : char === '*' || char === '_' ? char : '';
    // An emphasis opens only before a non-space and closes only after one ("2 * 3 * 4" stays as typed);
    // "_" only counts at word edges, so snake_case names and e-mail addresses stay as typed.
    if (delimiter && /\S/.test(text[i + delimiter.length] ?? '') && (delimiter !== '_' || !/\w/.test(text[i - 1] ?? ''))) {
      const close = findClose(text, i + delimiter.length, delimiter);
      if (close > 0) {
        flush();
        const children = parseInline(text.slice(i + delimiter.length, close));
        nodes.push(delimiter === '**' ? { kind: 'strong', children } : { kind: 'em', children });
        i = close + delimiter.length;
        continue;
      }
    }
    plain += char;
    i++;
  }
  flush();
  return nodes;
}

function findClose(text: string, from: number, delimiter: string): number {
  for (let j = from + 1; j <= text.length - delimiter.length; j++) {
    if (text[j] === '\\') {
      j++;
      continue;
    }
    if (!text.startsWith(delimiter, j) || /\s/.test(text[j - 1]!)) continue;
    if (delimiter === '*' && text[j + 1] === '*') {
      j++; // part of a ** pair
      continue;
    }
    if (delimiter === '_' && /\w/.test(text[j + 1] ?? '')) continue;
    return j;
  }
  return -1;
}

/** The text without markup (for <meta>, JSON-LD and anything that is not HTML). */
export function plainText(text: string): string {
  const flatten = (nodes: InlineNode[]): string => nodes.map((n) => (n.kind === 'text' ? n.text : flatten(n.children))).join('');
  return flatten(parseInline(text));
}

/** Every link target written in `text`, in order. */
export function linksIn(text: string): string[] {
  const found: string[] = [];
  const visit = (nodes: InlineNode[]) => {
    for (const n of nodes) {
      if (n.kind === 'link') found.push(n.href);
      if (n.kind !== 'text') visit(n.children);
    }
  };
  visit(parseInline(text));
  return found;
}

/** HTML tags typed into a text (<b>, </a>, <br/>): they would show as typed. */
export function htmlTagsIn(text: string): string[] {
  return [...text.matchAll(/<\/?[a-z][a-z0-9]*\b[^<>]*>/gi)].map((m) => m[0]);
}

/** Link targets the site accepts in text: the same kinds as a button's href. */
export const LINK_TARGET = /^(\/|https?:\/\/|mailto:|tel:|#)/;

/** Whether a link written in text may become a link: never a javascript:, data: or other script address, even if validation was skipped. */
export function isSafeHref(href: string): boolean {
  return LINK_TARGET.test(href);
}
