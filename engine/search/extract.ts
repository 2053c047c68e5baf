// A built page's HTML → its search documents (documents.ts). Read from the HTML rather than the config
// so the search holds exactly what a visitor reads: prices and facts filled in, collections' lists,
// the calendar's dates, the tools' labels.
//
// Inside <main>: an element with an id (a section of the page, a tab panel, a form) starts a section;
// the first heading inside it names it. A section without a heading of its own (a tab panel) belongs
// to the section around it. Each <details> with a <summary> (the FAQ) is also a question of its own.
// Left out: scripts, styles, templates, pictures' drawings, the choices of a <select>, navigation
// inside main (breadcrumbs), anything hidden from everyone (hidden, aria-hidden) and the interface's
// chrome marked data-nosnippet (the language links, "parts of this page are in English", a card's
// "4 min read"): words of the site's frame, not of the page, which would fill the snippets.
import { parse, type DefaultTreeAdapterTypes as T } from 'parse5';
import type { SearchDocument, SearchKind } from './documents.ts';

const SKIP = new Set(['script', 'style', 'template', 'svg', 'noscript', 'select', 'option', 'textarea', 'nav', 'head']);
// Elements that sit inside a word or a sentence; every other element (span, a and time too: the cards
// set a date, a category and a reading time side by side in spans) is a boundary between words.
const INLINE = new Set(['abbr', 'b', 'bdi', 'bdo', 'cite', 'code', 'em', 'i', 'kbd', 'mark', 'q', 's', 'strong', 'sub', 'sup', 'u', 'wbr']);
const SECTION_TAGS = new Set(['section', 'div', 'article', 'aside', 'form', 'details']);
const HEADING = /^h[1-4]$/;

interface Section {
  id: string;
  heading: string;
  headings: string[];
  text: string[];
  parent: Section | undefined;
}

const attr = (el: T.Element, name: string) => el.attrs.find((a) => a.name === name)?.value;
const isElement = (node: T.ChildNode | T.Document | T.DocumentFragment): node is T.Element => 'tagName' in node;
const clean = (text: string) => text.normalize('NFC').replace(/\s+/g, ' ').trim();

/** The visible text of an element, with spaces where block elements meet. */
export function textOf(node: T.ParentNode): string {
  const parts: string[] = [];
  collectText(node, parts);
  return clean(parts.join(''));
}

function collectText(node: T.ParentNode, parts: string[]) {
  for (const child of node.childNodes) {
    if (child.nodeName === '#text') parts.push((child as T.TextNode).value);
    else if (isElement(child)) {
      if (hidden(child)) continue;
      const block = !INLINE.has(child.tagName);
      if (block) parts.push(' ');
      collectText(child, parts);
      if (block) parts.push(' ');
    }
  }
}

function hidden(el: T.Element): boolean {
  return SKIP.has(el.tagName) || attr(el, 'hidden') !== undefined || attr(el, 'aria-hidden') === 'true' || attr(el, 'data-nosnippet') !== undefined;
}

function find(node: T.ParentNode, test: (el: T.Element) => boolean): T.Element | undefined {
  for (const child of node.childNodes) {
    if (!isElement(child)) continue;
    if (test(child)) return child;
    const inner = find(child, test);
    if (inner) return inner;
  }
  return undefined;
}

export interface PageForSearch {
  /** The page's address (its canonical path). */
  path: string;
  html: string;
  kind: SearchKind;
}

/** The documents of one built page: the page, its sections and its questions. */
export function documentsOfPage({ path, html, kind }: PageForSearch): SearchDocument[] {
  const document = parse(html);
  const main = find(document, (el) => el.tagName === 'main');
  if (!main) return [];
  const h1 = find(main, (el) => el.tagName === 'h1');
  const titleEl = find(document, (el) => el.tagName === 'title');
  const pageTitle = h1 ? textOf(h1) : clean(titleEl ? textOf(titleEl) : '').replace(/\s*\|[^|]*$/, '');
  const description = attr(find(document, (el) => el.tagName === 'meta' && attr(el, 'name') === 'description') ?? ({ attrs: [] } as unknown as T.Element), 'content') ?? '';

  const top: Section = { id: '', heading: pageTitle, headings: [], text: [], parent: undefined };
  const sections: Section[] = [];
  const questions: { section: Section; question: string; answer: string }[] = [];

  const walk = (node: T.ParentNode, current: Section) => {
    for (const child of node.childNodes) {
      if (child.nodeName === '#text') {
        current.text.push((child as T.TextNode).value);
        continue;
      }
      if (!isElement(child) || hidden(child)) continue;
      const id = attr(child, 'id');
      if (HEADING.test(child.tagName)) {
        const text = textOf(child);
        if (child.tagName === 'h1') {
          current.text.push(' ');
          continue;
        }
        if (!current.heading && current !== top) current.heading = text;
        else current.headings.push(text);
        current.text.push(' ');
        continue;
      }
      if (child.tagName === 'details') {
        const summary = find(child, (el) => el.tagName === 'summary');
        if (summary) {
          const question = textOf(summary);
          const answerParts: string[] = [];
          for (const part of child.childNodes)
            if (part !== summary && (part.nodeName === '#text' || (isElement(part) && !hidden(part)))) collectText({ childNodes: [part] } as T.ParentNode, answerParts);
          questions.push({ section: current, question, answer: clean(answerParts.join(' ')) });
        }
      }
      let inner = current;
      if (id && SECTION_TAGS.has(child.tagName)) {
        inner = { id, heading: '', headings: [], text: [], parent: current };
        sections.push(inner);
      }
      const block = !INLINE.has(child.tagName);
      if (block) inner.text.push(' ');
      walk(child, inner);
      if (block) inner.text.push(' ');
    }
  };
  walk(main, top);

  // A section without a heading (a tab panel, a form) is part of the section around it.
  const named = (s: Section): Section => (s.heading || !s.parent ? s : named(s.parent));
  const text = new Map<Section, string[]>();
  const headings = new Map<Section, string[]>();
  for (const s of [top, ...sections]) {
    const owner = named(s);
    if (!text.has(owner)) text.set(owner, []);
    if (!headings.has(owner)) headings.set(owner, []);
    text.get(owner)!.push(s.text.join(''));
    headings.get(owner)!.push(...s.headings);
  }
  const urlOf = (s: Section) => (s.id && s.parent ? `${path}#${s.id}` : path);

  const docs: SearchDocument[] = [
    { url: path, kind, title: pageTitle, page: '', headings: clean(headings.get(top)!.join(' · ')), body: clean([description, ...text.get(top)!].join(' ')) },
  ];
  for (const s of sections) {
    if (!s.heading) continue;
    docs.push({ url: urlOf(s), kind: 'section', title: s.heading, page: pageTitle, headings: clean(headings.get(s)!.join(' · ')), body: clean(text.get(s)!.join(' ')) });
  }
  for (const q of questions) {
    docs.push({ url: urlOf(named(q.section)), kind: 'question', title: q.question, page: pageTitle, headings: '', body: q.answer });
  }
  return docs;
}
