// Facts about the business are stated once, in site.json ("Site facts" in the editor). Page texts name
// them by reference — {phone}, {email}, {address}, as prices are named by {price:…} — and the facts fill
// them in when the config is loaded, so a new phone number changes the footer, the Contact page and the
// policies together. In a link, "tel:{phone}" becomes the number without spaces and "mailto:{email}" the
// address. A fact written out in a page's text is reported: it would keep the old value when the fact changes.
import type { Page, Site } from '../generated/config.ts';
import { formatAddress } from '../format.ts';
import { walkStrings, type JsonPath } from './page-walk.ts';

export interface SiteFacts {
  phone: string;
  email: string;
  address: string;
}

/** The tokens and what each stands for, in the editor's words. */
export const FACT_TOKENS = { phone: 'the phone number', email: 'the e-mail address', address: 'the address' } as const;
const FACT_TOKEN = /(tel:)?\{(phone|email|address)\}/g;

export function factsOf(site: Pick<Site, 'contact'>): SiteFacts {
  return { phone: site.contact.phone, email: site.contact.email, address: formatAddress(site.contact.address) };
}

/** `text` with its fact tokens replaced; "tel:{phone}" gets the number without spaces. */
export function resolveFactTokens(text: string, facts: SiteFacts): string {
  if (!text.includes('{')) return text;
  return text.replace(FACT_TOKEN, (_token, tel: string | undefined, name: keyof SiteFacts) => (tel ? `tel:${facts.phone.replace(/[^\d+]/g, '')}` : facts[name]));
}

const resolved = new WeakMap<object, { facts: string; value: unknown }>();

/**
 * A page as visitors see it: every fact token filled in; the same object when it has none. Kept per page
 * object and facts: the dev server and the editor check the same (unchanged) pages again after every
 * edit, and copying 1,000 pages took 30 ms of each check.
 */
export function withFactsResolved<T extends object>(page: T, facts: SiteFacts): T {
  const key = `${facts.phone}\0${facts.email}\0${facts.address}`;
  const known = resolved.get(page);
  if (known?.facts === key) return known.value as T;
  let hasToken = false;
  walkStrings(page, [], (text) => {
    hasToken ||= text.includes('{') && new RegExp(FACT_TOKEN.source).test(text);
  });
  const value = hasToken ? withFacts(page, facts) : page;
  resolved.set(page, { facts: key, value });
  return value;
}

/** `value` (a block, a page) with the fact tokens of all its texts replaced. */
export function withFacts<T>(value: T, facts: SiteFacts): T {
  if (typeof value === 'string') return resolveFactTokens(value, facts) as T;
  if (Array.isArray(value)) return value.map((v) => withFacts(v, facts)) as T;
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, withFacts(v, facts)])) as T;
  return value;
}

/** Texts that write out a fact instead of naming it: they would keep the old value when Site facts change. */
export function writtenOutFacts(page: Page, facts: SiteFacts): { path: JsonPath; message: string }[] {
  const found: { path: JsonPath; message: string }[] = [];
  const telOf = `tel:${facts.phone.replace(/[^\d+]/g, '')}`;
  const written = [
    ['phone', telOf],
    ['phone', facts.phone],
    ['email', facts.email],
    ['address', facts.address],
  ] as const;
  walkStrings(page, [], (text, path) => {
    if (path[0] === '$schema') return;
    for (const [name, value] of written) {
      if (!value || !text.includes(value)) continue;
      const token = value === telOf ? 'tel:{phone}' : `{${name}}`;
      found.push({ path: path.slice(), message: `writes out ${FACT_TOKENS[name]} of site.json ("${value}") — write ${token} instead, so it changes when site.json does` });
      break;
    }
  });
  return found;
}
