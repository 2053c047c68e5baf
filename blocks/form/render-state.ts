// What a server render knows beyond the config: the page address's query (the enquiry summary) and,
// after a form post without JavaScript, each form's result (values typed, per-field messages,
// success or failure). The server's render bundle installs a source (AsyncLocalStorage, one state per
// request); in the browser and at build time there is none, so every form renders its start state.
import type { FormValues } from './values.ts';

export type FormStatus = 'idle' | 'sending' | 'success' | 'failure';

export interface FormRenderState {
  status: FormStatus;
  /** The visitor's values, by field name (also the page-address choices a form carries). */
  values?: FormValues;
  /** Messages by field name (`_form` for problems not tied to a visible field). */
  errors?: Record<string, string>;
}

export interface PageRenderState {
  /** The page address's query string ("?service=…"), for forms that fill in from it. */
  query?: string;
  /** By form key: a block's `context.key`, or "newsletter" for the footer's sign-up. */
  forms?: Record<string, FormRenderState>;
}

let source: () => PageRenderState | undefined = () => undefined;

export function setRenderStateSource(read: () => PageRenderState | undefined) {
  source = read;
}

export function renderState(): PageRenderState | undefined {
  return source();
}

/** The key the footer's newsletter form has in a PageRenderState. */
export const NEWSLETTER_KEY = 'newsletter';

/** The hidden field that tells the server which form on which page a plain HTML post came from. */
export const ORIGIN_FIELD = '_origin';

/** `/about#0`: the page path and the form's key. */
export function formOrigin(path: string, key: string): string {
  return `${path}#${key}`;
}

/** The id of a form element (also the fragment the form's plain HTML post returns to). */
export function formDomId(key: string): string {
  return `form-${key}`;
}
