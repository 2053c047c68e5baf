// The form block's side of server renders for a request (forms without JavaScript, the enquiry
// page's address): the state itself lives in the block API; these name a form on a page.
export { requestRenderState as renderState, type FormRenderState, type RequestRenderState as PageRenderState } from '../../engine/block-api.tsx';
export { NEWSLETTER_KEY, ORIGIN_FIELD } from '../../engine/forms.ts';

export type FormStatus = 'idle' | 'sending' | 'success' | 'failure';

/** `/about#0`: the page path and the form's key. */
export function formOrigin(path: string, key: string): string {
  return `${path}#${key}`;
}

/** The id of a form element (also the fragment the form's plain HTML post returns to). */
export function formDomId(key: string): string {
  return `form-${key}`;
}
