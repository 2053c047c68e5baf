// What a public page must never contain, whatever an editor typed: a script of its own, an event
// handler attribute, a script or data URL where a browser follows or loads one, JSON-LD that does not
// parse (a breakout) — checked on the HTML as a browser would tokenise it, not by searching for words.
import { XMLValidator } from 'fast-xml-parser';

/** The engine's own scripts: JSON-LD, island and tool data (JSON), and the loader. */
const OWN_SCRIPTS = [
  /^<script type="application\/ld\+json">$/,
  /^<script type="application\/json" data-island-props="">$/,
  /^<script type="application\/json" data-tool-data="">$/,
  /^<script type="module" src="\/assets\/loader\.js">$/,
];

const URL_ATTRIBUTES = new Set(['href', 'src', 'action', 'formaction', 'srcset', 'poster', 'xlink:href', 'background', 'ping', 'cite', 'data']);

const TAG = /<([a-zA-Z][a-zA-Z0-9:-]*)((?:\s+[^\s=>"'/]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'>]+))?)*)\s*\/?>/g;
const ATTRIBUTE = /\s+([^\s=>"'/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g;

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|amp|lt|gt|quot|apos|colon|tab|newline);?/gi, (_m, e: string) => {
    const lower = e.toLowerCase();
    if (lower.startsWith('#x')) return String.fromCodePoint(parseInt(lower.slice(2), 16));
    if (lower.startsWith('#')) return String.fromCodePoint(parseInt(lower.slice(1), 10));
    return ({ amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", colon: ':', tab: '\t', newline: '\n' } as Record<string, string>)[lower]!;
  });
}

/** A URL a browser would run or load as a document: javascript:, vbscript:, data: (after the browser strips controls and spaces). */
export function dangerousUrl(value: string): boolean {
  // Browsers drop spaces and control characters before the scheme, and tabs and newlines inside it.
  const url = [...decodeEntities(value)]
    .filter((ch) => ch.charCodeAt(0) > 0x20)
    .join('')
    .toLowerCase();
  // A srcset is a list: each candidate counts (a comma inside an ordinary address is flagged too, to be safe).
  return url.split(',').some((candidate) => /^(javascript|vbscript|data):/.test(candidate));
}

/** Every way `html` could run something an editor typed; empty when it is safe. */
export function unsafeHtml(html: string): string[] {
  const found: string[] = [];
  for (const tag of html.matchAll(TAG)) {
    const [whole, name = '', attributes = ''] = tag;
    if (name.toLowerCase() === 'script' && !OWN_SCRIPTS.some((re) => re.test(whole))) found.push(`a script of its own: ${whole}`);
    for (const a of attributes.matchAll(ATTRIBUTE)) {
      const attr = a[1]!.toLowerCase();
      const value = a[2] ?? a[3] ?? a[4] ?? '';
      if (attr.startsWith('on')) found.push(`an event handler: ${whole}`);
      if (URL_ATTRIBUTES.has(attr) && dangerousUrl(value)) found.push(`a script or data URL in ${attr}: ${whole}`);
      if (attr === 'http-equiv' && value.toLowerCase() === 'refresh') found.push(`a refresh: ${whole}`);
    }
  }
  // A raw "<script" the tag pattern did not take as a tag still starts one in a browser.
  const scripts = html.match(/<script\b/gi)?.length ?? 0;
  const known = [...html.matchAll(TAG)].filter((t) => t[1]!.toLowerCase() === 'script').length;
  if (scripts !== known) found.push(`${scripts - known} "<script" the page does not open as a tag of its own`);
  // Each JSON script must parse: text that closed it early (a breakout) leaves broken JSON behind.
  for (const m of html.matchAll(/<script type="application\/(?:ld\+)?json"[^>]*>([\s\S]*?)<\/script>/g)) {
    try {
      JSON.parse(m[1]!);
    } catch {
      found.push(`JSON in a script that does not parse: ${m[1]!.slice(0, 200)}`);
    }
  }
  return found;
}

/** An Atom feed: well-formed XML, and each entry's HTML content safe as a page. */
export function unsafeFeed(xml: string): string[] {
  const valid = XMLValidator.validate(xml);
  if (valid !== true) return [`the feed is not well-formed XML: ${valid.err.msg} (line ${valid.err.line})`];
  const found: string[] = [];
  for (const m of xml.matchAll(/<content type="html">([\s\S]*?)<\/content>/g)) found.push(...unsafeHtml(decodeEntities(m[1]!)));
  for (const m of xml.matchAll(/\shref="([^"]*)"/g)) if (dangerousUrl(m[1]!)) found.push(`a script or data URL in a feed link: ${m[0]}`);
  return found;
}
