// The editor inside the back office runs under the admin's CSP: scripts from our files only, and only
// <style> elements carrying this answer's nonce (admin/server/pages.ts writes it into
// <meta name="csp-nonce">). Emotion (Chakra, react-select) gets caches that stamp the nonce; Puck inserts
// a few style elements of its own (its canvas interaction styles, the drag preview) through
// document.createElement, in this page and in its canvas iframe (a srcdoc frame, which inherits the
// policy), so every <style> created in either document gets the nonce too. Puck also copies the page's
// <html> and <body> attributes onto the canvas's with setAttribute — a `style` attribute among them
// while a dialog locks the page's scrolling — and a style attribute set from markup is refused; set
// through the CSSOM (style.cssText) it is allowed, so `setAttribute('style', …)` goes that way here.
// Scripts stay restricted: this only lets this page's own code style its own screens.
import createCache, { type EmotionCache } from '@emotion/cache';

export function cspNonce(): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const content = document.querySelector<HTMLMetaElement>('meta[name="csp-nonce"]')?.content;
  return content && content !== '__CSP_NONCE__' ? content : undefined;
}

const patched = new WeakSet<object>();

/** Gives every <style> element created through `doc` (and documents of its realm) the page's nonce. */
export function stampStyleNonces(doc: Document | undefined) {
  const nonce = cspNonce();
  const view = doc?.defaultView as (Window & typeof globalThis) | null | undefined;
  if (!nonce || !view || patched.has(view.Document.prototype)) return;
  const proto = view.Document.prototype;
  patched.add(proto);
  const create = proto.createElement;
  proto.createElement = function createElement(this: Document, tagName: string, options?: ElementCreationOptions) {
    const element = create.call(this, tagName, options);
    if (tagName.toLowerCase() === 'style') element.setAttribute('nonce', nonce);
    return element;
  } as typeof proto.createElement;
  const elementProto = view.Element.prototype;
  const setAttribute = elementProto.setAttribute;
  elementProto.setAttribute = function setAttributeThroughCssom(this: Element, name: string, value: string) {
    if (name.toLowerCase() === 'style' && 'style' in this) (this as HTMLElement).style.cssText = String(value);
    else setAttribute.call(this, name, value);
  };
}

/** An Emotion cache inserting into `container` (the canvas iframe's head, or this page's), with the nonce when there is one. */
export function emotionCache(key: string, container?: HTMLElement): EmotionCache {
  const nonce = cspNonce();
  return createCache({ key, ...(container ? { container } : {}), ...(nonce ? { nonce } : {}) });
}
