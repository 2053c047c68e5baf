// The quote's server part, without HTTP: reading a quote from its address or cookie, pricing it with the
// shared computation (engine/rules/quote.ts — the same the price cards use), the request state the quote
// page is rendered with, and completing a sent quote's lead (reference, items in words, the total worked
// out here; any amount in the request is ignored).
import { createHash, randomBytes } from 'node:crypto';
import type { RuleTables } from '../../engine/rules/tables.ts';
import { stateList } from '../../engine/rules/state-match.ts';
import {
  callSlots,
  formatQuote,
  itemsText,
  knownStates,
  lineTitle,
  priceQuote,
  quoteHref,
  quoteMessage,
  readQuote,
  totalLine,
  upiLink,
  type QuoteCatalog,
  type QuoteItem,
  type QuoteMessages,
  type QuoteRenderState,
  type QuoteTotal,
  type ReadQuote,
} from '../../engine/rules/quote.ts';
import { siteToday } from '../../engine/calendar/dates.ts';
import type { QuoteStartForm } from '../../engine/rules/quote-start.ts';

/** What the release's render bundle gives the server about quotes (scripts/ssr/form-pages.tsx). */
export interface QuoteData {
  catalog: QuoteCatalog;
  /** The quote page's "What happens next", for the visitor's e-mail. */
  nextSteps: string[];
  rules: RuleTables;
  site: {
    name: string;
    payments?: { upi: { id: string; payee: string } };
    whatsapp?: string;
    supportHours?: { days: string; opens: string; closes: string };
  };
  /** The quote page of each other language that has one, by language code ({ hi: "/hi/quote" }); absent in older bundles. */
  paths?: Record<string, string>;
  /** The forms that start a quote (/incorporation's Register), by origin ("/incorporation#1"); absent in older bundles. */
  starts?: Record<string, QuoteStartForm>;
}

/** The request state the quote block renders, made here. */
export type QuoteView = QuoteRenderState;

/** The quote's items in an address query or the cookie ("i=…&i=…"); what was left out, in `messages`' language. */
export function readQuoteQuery(query: string, data: QuoteData, messages?: Partial<QuoteMessages>): ReadQuote {
  const values = new URLSearchParams(query).getAll('i');
  return readQuote(values, data.catalog, knownStates(data.rules, siteToday()), messages);
}

export function viewOf(read: ReadQuote, data: QuoteData): QuoteView {
  const day = siteToday();
  return {
    items: read.items,
    priced: priceQuote(read.items, data.catalog, data.rules, day),
    notices: read.notices,
    problems: read.problems,
    // Places a company can be registered in: not GST's "Other Territory" (97) or "Centre Jurisdiction" (99).
    states: stateList(data.rules),
  };
}

// Crockford's base32 without the letters people misread (I, L, O, U) and without 0 and 1.
const ALPHABET = '23456789ABCDEFGHJKMNPQRSTVWXYZ';

/**
 * A short reference a visitor can read out on the phone: "Q-7K4M-2PXR" (40 bits). From the
 * Idempotency-Key when the request has one, so a retried submission stores the same lead.
 */
export function newReference(idempotencyKey?: string): string {
  const bytes = idempotencyKey ? createHash('sha256').update(`quote:${idempotencyKey}`).digest() : randomBytes(8);
  let text = '';
  for (let i = 0; i < 8; i++) text += ALPHABET[bytes[i]! % ALPHABET.length];
  return `Q-${text.slice(0, 4)}-${text.slice(4)}`;
}
export const REFERENCE_PATTERN = /^Q-[2-9A-HJKMNP-TV-Z]{4}-[2-9A-HJKMNP-TV-Z]{4}$/;

export type Completion =
  | { ok: true; payload: Record<string, unknown>; answer: Record<string, string> }
  | { ok: false; fields: Record<string, string> }
  | { ok: false; unavailable: string };

/** The confirmation's address (on the quote page of the visitor's language): the reference and the quote's items (the page shows them again, priced). */
export function sentHref(reference: string, items: readonly QuoteItem[], emailed: boolean, path?: string): string {
  return `${quoteHref([], path)}?sent=${encodeURIComponent(reference)}${emailed ? '&e=1' : ''}&${formatQuote(items)}`;
}

/**
 * A checked quote-request payload → the lead to store: its reference, items in words and total, worked
 * out here. The messages are in `messages`' language, the confirmation on the quote page at `path`; the
 * lead itself (subject, items, total) is in English, for the staff.
 */
export function completeQuoteLead(
  payload: Record<string, unknown>,
  data: QuoteData | undefined,
  idempotencyKey: string | undefined,
  messages?: Partial<QuoteMessages>,
  path?: string,
): Completion {
  if (!data) return { ok: false, unavailable: quoteMessage(messages, 'unavailable') };
  const read = readQuoteQuery(String(payload.quote ?? ''), data, messages);
  if (read.problems.length) return { ok: false, fields: { quote: read.problems.join(' ') } };
  const slots = callSlots(data.site.supportHours);
  if (payload.time !== undefined && payload.time !== '' && !slots.includes(String(payload.time))) {
    return { ok: false, fields: { time: quoteMessage(messages, 'chooseTime', { times: slots.join(', ') }) } };
  }
  if (!read.items.length) return { ok: false, fields: { quote: quoteMessage(messages, 'empty') } };
  const priced = priceQuote(read.items, data.catalog, data.rules, siteToday());
  const reference = newReference(idempotencyKey);
  const names = priced.lines.map(lineTitle);
  const summary = names.length > 3 ? `${names.slice(0, 3).join(', ')} and ${names.length - 3} more` : names.join(', ');
  const total = totalLine(priced);
  const completed: Record<string, unknown> = {
    ...payload,
    quote: formatQuote(read.items),
    reference,
    // "subject", not "service": the inbox lists services as a filter, and each quote's summary is its own.
    subject: `Quote ${reference}: ${summary} — ${total}`.slice(0, 300),
    items: itemsText(priced),
    total,
    ...(priced.payable !== undefined ? { payable: priced.payable } : {}),
  };
  const emailed = typeof payload.email === 'string' && payload.email !== '';
  return { ok: true, payload: completed, answer: { reference, href: sentHref(reference, read.items, emailed, path) } };
}

/** The UPI payment request of a sent quote, when site.json names a UPI ID and the total is one figure. */
export function upiRequest(data: QuoteData, priced: QuoteTotal, reference: string): { link: string; amount: number } | undefined {
  const upi = data.site.payments?.upi;
  if (!upi || priced.payable === undefined) return undefined;
  return { link: upiLink(upi, priced.payable, reference), amount: priced.payable };
}
