// The rendered page of a language: each text left in English (marked by apply.ts) becomes
// <span lang="en">…</span>, so screen readers speak it in English and search engines know it is not
// the page's language. Where an element cannot be put (inside a tag's attribute, <title>, <script>,
// <style>, <textarea>, <option>) the marks are simply removed.
import { FALLBACK_CLOSE, FALLBACK_OPEN } from './apply.ts';

const TAG = /<\/?([a-zA-Z][\w-]*)[^>]*>|<!--[\s\S]*?-->/g;
const RAW = new Set(['script', 'style', 'title', 'textarea', 'option']);
const MARKS = new RegExp(`[${FALLBACK_OPEN}${FALLBACK_CLOSE}]`, 'g');

// A text left in English may hold paragraphs or list items (rich text): its span is closed before each
// such tag and opened again after it, so the HTML stays well nested.
const BLOCK = /^(p|div|ul|ol|li|h[1-6]|table|thead|tbody|tr|td|th|section|blockquote|dl|dt|dd|figure|figcaption|br)$/;

export function fallbackMarksToHtml(html: string): { html: string; fallbacks: number } {
  let out = '';
  let last = 0;
  let raw: string | undefined;
  let open = false;
  let fallbacks = 0;
  const text = (chunk: string) => {
    if (raw) return chunk.replace(MARKS, '');
    return chunk.replace(MARKS, (mark) => {
      if (mark === FALLBACK_OPEN) {
        fallbacks++;
        open = true;
        return '<span lang="en">';
      }
      open = false;
      return '</span>';
    });
  };
  for (const match of html.matchAll(TAG)) {
    out += text(html.slice(last, match.index));
    const name = match[1]?.toLowerCase();
    const tag = match[0].replace(MARKS, '');
    out += open && name && BLOCK.test(name) ? `</span>${tag}<span lang="en">` : tag;
    if (name && RAW.has(name)) raw = match[0].startsWith('</') ? undefined : name;
    last = match.index + match[0].length;
  }
  out += text(html.slice(last));
  return { html: out.replaceAll('<span lang="en"></span>', ''), fallbacks };
}

/** A value (the head's texts, JSON-LD) without the marks. */
export function withoutFallbackMarks(text: string): string {
  return text.replace(MARKS, '');
}
