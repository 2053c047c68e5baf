import type { EnquiryAction } from '../../engine/generated/config.ts';

/** The page that shows the enquiry form, prefilled from its query string. */
export const ENQUIRY_PATH = '/enquiry';

/**
 * The address that starts an enquiry prefilled with a service (and plan): a plain link, so it works
 * without JavaScript. `{ service: 'GST Registration', plan: 'Basic' }` → `/enquiry?service=GST+Registration&plan=Basic`.
 */
export function enquiryHref(action: Pick<EnquiryAction, 'service' | 'plan'>): string {
  const query = new URLSearchParams({ service: action.service });
  if (action.plan) query.set('plan', action.plan);
  return `${ENQUIRY_PATH}?${query.toString()}`;
}
