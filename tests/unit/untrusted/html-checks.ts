// What a public page must never contain, whatever an editor typed: a script of its own, an event
// handler attribute, a frame, object, embed, base or refresh, a script or data URL where a browser
// follows or loads one, script in a style, JSON in a script that an editor's text closed early (a
// breakout) — checked on the tree a browser builds: parse5 is the WHATWG HTML parser (the tokeniser
// and tree builder of the standard, entities decoded as a browser decodes them).
import { XMLValidator } from 'fast-xml-parser';
import { parse, parseFragment, type DefaultTreeAdapterTypes as T } from 'parse5';

/** The engine's own scripts, by their exact attributes: JSON-LD, island and tool data (JSON), and the loader. */
const OWN_SCRIPTS = new Map<string, 'json' | 'loader'>([
  ['type=application/ld+json', 'json'],
  ['type=application/json data-island-props=', 'json'],
  ['type=application/json data-tool-data=', 'json'],
  ['type=module src=/assets/loader.js', 'loader'],
]);

/** Attributes whose value a browser follows, loads or submits to. */
const URL_ATTRIBUTES = new Set([
  'href',
  'src',
  'action',
  'formaction',
  'srcset',
  'imagesrcset',
  'poster',
  'background',
  'ping',
  'cite',
  'data',
  'codebase',
  'dynsrc',
  'lowsrc',
  'xlink:href',
]);

/** Elements that load or run another document or change how every address of the page resolves. */
const FORBIDDEN_ELEMENTS = new Set(['iframe', 'frame', 'frameset', 'object', 'embed', 'applet', 'base', 'portal']);

/** Entities as an XML feed's text holds them (the five named ones and numbers). */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|amp|lt|gt|quot|apos);/gi, (_m, e: string) => {
    const lower = e.toLowerCase();
    if (lower.startsWith('#x')) return String.fromCodePoint(parseInt(lower.slice(2), 16));
    if (lower.startsWith('#')) return String.fromCodePoint(parseInt(lower.slice(1), 10));
    return ({ amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" } as Record<string, string>)[lower]!;
  });
}

/** An HTML attribute value as a browser reads it (named and numeric character references decoded). */
function decodeAttribute(value: string): string {
  const fragment = parseFragment(`<a title="${value.replaceAll('"', '&quot;')}"></a>`);
  return ((fragment.childNodes[0] as T.Element).attrs[0]?.value ?? '') as string;
}

/**
 * A URL a browser would run, or load as a document: javascript:, vbscript:, data: — after the browser
 * strips leading and trailing spaces and control characters and removes tabs and newlines inside it.
 * `entities`: the value is still written as in HTML source (a config value an editor typed), so
 * character references are decoded first, as a browser decodes them in an attribute.
 */
export function dangerousUrl(value: string, { entities = true, imageData = false, list = false } = {}): boolean {
  const decoded = entities ? decodeAttribute(value) : value;
  // A srcset is a list: each candidate counts (a comma inside an ordinary address is flagged too, to be safe).
  return (list ? decoded.split(',') : [decoded]).some((candidate) => {
    let kept = '';
    for (const ch of candidate) if (ch.charCodeAt(0) > 0x20 && ch.charCodeAt(0) !== 0x7f) kept += ch;
    const url = kept.toLowerCase();
    if (imageData && /^data:image\/(png|jpeg|webp|avif|gif);/.test(url)) return false;
    return /^(javascript|vbscript|data|livescript|mocha):/.test(url);
  });
}

/** CSS that runs script (old browsers' expression() and bindings) or names a script address. */
function dangerousCss(css: string): boolean {
  const flat = css.replace(/\\|\/\*[\s\S]*?\*\//g, '').toLowerCase();
  return /expression\s*\(|-moz-binding|(?<![\w-])behavior\s*:|javascript:|vbscript:/.test(flat);
}

function startTag(el: T.Element): string {
  return `<${el.tagName}${el.attrs.map((a) => ` ${a.prefix ? `${a.prefix}:` : ''}${a.name}="${a.value}"`).join('')}>`;
}

function textOf(node: T.ParentNode): string {
  return node.childNodes.map((c) => ('value' in c && c.nodeName === '#text' ? c.value : 'childNodes' in c ? textOf(c) : '')).join('');
}

/** An attribute's name as the checks name it ("xlink:href"). */
const nameOf = (a: T.Element['attrs'][number]) => (a.prefix ? `${a.prefix}:` : '') + a.name.toLowerCase();

function checkTree(root: T.ParentNode, found: string[]) {
  const visit = (node: T.ParentNode) => {
    for (const child of node.childNodes) {
      if (!('tagName' in child)) continue;
      const el = child as T.Element;
      const tag = el.tagName.toLowerCase();
      if (tag === 'script') {
        const signature = el.attrs.map((a) => `${a.name}=${a.value}`).join(' ');
        const kind = OWN_SCRIPTS.get(signature);
        const text = textOf(el);
        if (!kind || (kind === 'loader' && text !== '')) found.push(`a script of its own: ${startTag(el)}${text.slice(0, 120)}`);
        else if (kind === 'json') {
          if (/<!--|<\/script/i.test(text)) found.push(`JSON in a script with "<!--" or "</script" in its text: ${text.slice(0, 200)}`);
          try {
            JSON.parse(text);
          } catch {
            found.push(`JSON in a script that does not parse (closed early?): ${text.slice(0, 200)}`);
          }
        }
      }
      if (FORBIDDEN_ELEMENTS.has(tag)) found.push(`a ${tag} element: ${startTag(el)}`);
      if (tag === 'meta' && (el.attrs.find((a) => nameOf(a) === 'http-equiv')?.value ?? '').trim().toLowerCase() === 'refresh') found.push(`a refresh: ${startTag(el)}`);
      if (tag === 'style' && dangerousCss(textOf(el))) found.push(`script in a style sheet: ${textOf(el).slice(0, 200)}`);
      // Each attribute (the parser keeps one of each name, the first, as a browser does).
      for (const a of el.attrs) {
        const name = nameOf(a);
        const value = a.value;
        if (name.startsWith('on')) found.push(`an event handler: ${startTag(el)}`);
        if (URL_ATTRIBUTES.has(name) && dangerousUrl(value, { entities: false, imageData: tag === 'img' && name === 'src', list: name.endsWith('srcset') }))
          found.push(`a script or data URL in ${name}: ${startTag(el)}`);
        if (name === 'style' && dangerousCss(value)) found.push(`script in a style attribute: ${startTag(el)}`);
      }
      visit(el);
      if (tag === 'template' && 'content' in el) visit((el as T.Template).content);
    }
  };
  visit(root);
}

/** Every way a whole page (`<!doctype html>…`) could run something an editor typed; empty when it is safe. */
export function unsafeHtml(html: string): string[] {
  const found: string[] = [];
  checkTree(parse(html), found);
  return found;
}

/** The same for a piece of HTML (a feed entry's content, one block's markup). */
export function unsafeFragment(html: string): string[] {
  const found: string[] = [];
  checkTree(parseFragment(html), found);
  return found;
}

/** An XML file (an Atom feed, the sitemap): well-formed, each HTML content safe as a page, no unsafe link. */
export function unsafeXml(xml: string): string[] {
  const valid = XMLValidator.validate(xml);
  if (valid !== true) return [`not well-formed XML: ${valid.err.msg} (line ${valid.err.line})`];
  const found: string[] = [];
  for (const m of xml.matchAll(/<content type="html">([\s\S]*?)<\/content>/g)) found.push(...unsafeFragment(decodeEntities(m[1]!)));
  for (const m of xml.matchAll(/\s(?:href|src)="([^"]*)"/g)) if (dangerousUrl(decodeEntities(m[1]!), { entities: false })) found.push(`a script or data URL in a link: ${m[0]}`);
  for (const m of xml.matchAll(/<(?:loc|id|uri|icon|logo)>([\s\S]*?)<\//g))
    if (dangerousUrl(decodeEntities(m[1]!), { entities: false })) found.push(`a script or data URL: ${m[0]}`);
  return found;
}
