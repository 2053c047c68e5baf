// The visitor's quote: several services (each a plan of a price card, or a service of a service grid),
// its address, and what it costs in all. Pure — no React, no DOM, no Node: the build renders the
// quote page's empty state and the "Add to quote" buttons with it, the server reads the quote from its
// address or cookie, works the total out again when it is sent (whatever amount a request carries is
// ignored) and renders the quote page with the same figures. One computation: the all-in price of each
// plan is engine/rules/all-in.ts, as on the price cards.
import type { Page, PricingCardsBlock } from '../generated/config.ts';
import { allInPrice, type AllIn, type CostedPlan, type Range } from './all-in.ts';
import { entryOn, type RuleTables } from './tables.ts';
import { formatINR } from '../format.ts';

/** Where the quote page lives. */
export const QUOTE_PATH = '/quote';
/** Where "Add to quote", "Remove" and "Change state" post (form-encoded; a 303 back to the quote). */
export const QUOTE_ITEMS_PATH = '/quote/items';
/** Where the quote is sent from (one lead with every item). */
export const QUOTE_SEND_PATH = '/api/quote';
/** The first-party cookie that carries the quote from page to page (set by the server only). */
export const QUOTE_COOKIE = 'quote';
/** A quote holds at most this many items. */
export const MAX_QUOTE_ITEMS = 20;
/** At most this many of one item (classes of a trademark, returns…). */
export const MAX_QUANTITY = 99;

/** One line of a quote as its address carries it. */
export interface QuoteItem {
  /** The catalog id: "gst-registration.standard", or "apeda-registration" for a service without plans. */
  id: string;
  quantity: number;
  /** A GST state code ("33"), where the service's cost depends on the state. */
  state?: string;
  /** What the visitor typed on the screen it came from: a proposed name, an ITR type. */
  detail?: string;
}

/** A service the site offers for a quote: a plan of a price card (with its price, or quoted on request) or a service of a grid. */
export interface CatalogEntry {
  id: string;
  service: string;
  /** The plan's name, when the service has plans. */
  plan?: string;
  /** The page the service is offered on (its first address). */
  page: string;
  /** What it costs: our fee (undefined: quoted on request), GST on it, government fees, stamp duty. */
  cost: CostedPlan;
}

export type QuoteCatalog = Record<string, CatalogEntry>;

/** "GST Registration" → "gst-registration". */
export function slug(text: string): string {
  return text
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** The id of a service (and plan) in the catalog and in the quote's address. */
export function quoteItemId(service: string, plan?: string): string {
  return plan ? `${slug(service)}.${slug(plan)}` : slug(service);
}

type AnyBlock = Page['blocks'][number];

/** Every block of a page, nested ones (tabs) included, in document order. */
export function allBlocks(blocks: readonly unknown[], out: AnyBlock[] = []): AnyBlock[] {
  for (const block of blocks) {
    if (!block || typeof block !== 'object') continue;
    if (typeof (block as { type?: unknown }).type === 'string') out.push(block as AnyBlock);
    for (const value of Object.values(block)) {
      if (!Array.isArray(value)) continue;
      for (const item of value)
        if (item && typeof item === 'object' && Array.isArray((item as { blocks?: unknown }).blocks)) allBlocks((item as { blocks: unknown[] }).blocks, out);
    }
  }
  return out;
}

/** The id of a price card's plan: its button's service and plan. */
export function planItemId(plan: Pick<PricingCardsBlock['plans'][number], 'name' | 'action'>): string {
  return quoteItemId(plan.action.service, plan.action.plan ?? plan.name);
}

/**
 * Every service a visitor can add, from the pages' price cards (plans and services quoted on request)
 * and service grids with a button. A price card's entry (its price, GST and government fees) wins over a
 * grid card naming the same service and plan, wherever the pages stand; otherwise the first page offering
 * an id wins (pages are given in config order).
 */
export function quoteCatalog(pages: readonly { path: string; blocks: readonly unknown[] }[]): QuoteCatalog {
  const catalog: QuoteCatalog = {};
  const fromCards = new Set<string>();
  const put = (entry: CatalogEntry, card = false) => {
    if (catalog[entry.id] && (fromCards.has(entry.id) || !card)) return;
    catalog[entry.id] = entry;
    if (card) fromCards.add(entry.id);
  };
  for (const page of pages) {
    for (const block of allBlocks(page.blocks)) {
      if (block.type === 'pricing-cards') {
        const cards: (Pick<PricingCardsBlock['plans'][number], 'name' | 'action' | 'gst' | 'governmentFees' | 'stampDuty'> & { price?: number })[] = [
          ...block.plans,
          ...(block.quotes ?? []),
        ];
        for (const plan of cards) {
          const { name, gst, governmentFees, stampDuty, price } = plan;
          put(
            {
              id: planItemId(plan),
              service: plan.action.service,
              plan: plan.action.plan ?? plan.name,
              page: page.path,
              cost: {
                name,
                ...(gst ? { gst } : {}),
                ...(governmentFees ? { governmentFees } : {}),
                ...(stampDuty ? { stampDuty } : {}),
                ...(price !== undefined ? { price } : {}),
              },
            },
            true,
          );
        }
      } else if (block.type === 'service-grid') {
        for (const service of block.services) {
          const action = service.action ?? block.action;
          if (!action) continue;
          const name = action.service ?? service.title;
          put({ id: quoteItemId(name, action.plan), service: name, ...(action.plan ? { plan: action.plan } : {}), page: page.path, cost: { name: action.plan ?? name } });
        }
      }
    }
  }
  return catalog;
}

/** The states the rules know, by GST state code (gst-states.json, the entry in force). */
export function knownStates(rules: RuleTables, day: string): Map<string, string> {
  const entry = rules['gst-states'] ? entryOn(rules['gst-states'].entries, day) : undefined;
  return new Map((entry?.states ?? []).map((s) => [s.code, s.name]));
}

/** One item of the address: `gst-registration.standard`, then `~qty:2`, `~state:33`, `~name:Sunrise Foods`, each optional. */
export function formatItem(item: QuoteItem): string {
  let text = item.id;
  if (item.quantity !== 1) text += `~qty:${item.quantity}`;
  if (item.state) text += `~state:${item.state}`;
  if (item.detail) text += `~name:${item.detail.replace(/~/g, '-')}`;
  return text;
}

/** The quote's query string ("i=…&i=…"), the same for the address and the cookie; `~` and `:` stay readable. */
export function formatQuote(items: readonly QuoteItem[]): string {
  return items.map((item) => `i=${encodeURIComponent(formatItem(item)).replace(/%7E/gi, '~').replace(/%3A/gi, ':').replace(/%20/g, '+')}`).join('&');
}

/** The quote's shareable address, on the quote page of the visitor's language (`/hi/quote`; the main language's by default). */
export function quoteHref(items: readonly QuoteItem[], path: string = QUOTE_PATH): string {
  return items.length ? `${path}?${formatQuote(items)}` : path;
}

/**
 * What the server says about a quote, in English: site-config/form-messages.json "quote" holds the same
 * words and each language translates them (engine/form-words.ts; tests/unit/form-words.test.ts keeps them equal).
 */
export const QUOTE_MESSAGES = {
  unknownService: '“{id}” is not a service we offer (any more), so it was left out of your quote.',
  badQuantity: 'The number of “{service}” must be a whole number from 1 to {max} (it was “{value}”); it was left out.',
  unknownState: '“{value}” is not a state code we know, so no state is set for “{service}”. Choose the state from the list.',
  tooMany: 'A quote can hold at most {max} services; it had {count}. Only the first {max} are kept — send another quote for the rest.',
  addNumber: 'The number must be a whole number from 1 to {max}.',
  chooseAction: 'Choose Add to quote, Remove or Change state on the page and try again.',
  empty: 'Your quote has no services. Add a service, then send the quote.',
  chooseTime: 'Choose a time from the list: {times}.',
  notSent: 'The quote could not be sent. Please try again.',
  unavailable: 'Quotes cannot be sent from this version of the site. Please call us or use the contact form.',
  noReference: 'We cannot find a quote with this reference. Check it, or call us.',
  utr: 'A UTR is the 12 digits your UPI app shows after paying (for example 412345678901). Type only those digits.',
  added: 'Added.',
  viewQuote: 'View your quote ({count})',
  stateNotFound: 'We could not recognise “{value}” as a state or union territory of India. Choose yours from the list below; your other answers are kept.',
  stateList: 'Your state or union territory',
  statePlaceholder: 'Choose from the list',
  chooseOption: 'Choose one of: {options}.',
} as const;

export type QuoteMessageKey = keyof typeof QUOTE_MESSAGES;
export type QuoteMessages = Record<QuoteMessageKey, string>;

/** A quote message in `messages` (English by default), its {tokens} filled in. */
export function quoteMessage(messages: Partial<QuoteMessages> | undefined, key: QuoteMessageKey, values: Record<string, string | number> = {}): string {
  return (messages?.[key] ?? QUOTE_MESSAGES[key]).replace(/\{([^{}]+)\}/g, (token, name: string) => (name in values ? String(values[name]) : token));
}

export interface ReadQuote {
  items: QuoteItem[];
  /** What was left out or changed, in the visitor's words (an unknown service, an unknown state…). */
  notices: string[];
  /** Problems that make the quote unusable as sent (more than 20 items, a negative quantity…); empty when none. */
  problems: string[];
}

const DETAIL_MAX = 120;

/**
 * Reads the items of a quote address (`i=` values, repeatable). Unknown services are left out with a
 * notice; a bad quantity or an unknown state code is a problem (the item is left out, or the state
 * dropped); more than MAX_QUOTE_ITEMS items is a problem and only the first ones are kept.
 */
export function readQuote(values: readonly string[], catalog: QuoteCatalog, states: ReadonlyMap<string, string>, messages?: Partial<QuoteMessages>): ReadQuote {
  const say = (key: QuoteMessageKey, filled: Record<string, string | number>) => quoteMessage(messages, key, filled);
  const items: QuoteItem[] = [];
  const notices: string[] = [];
  const problems: string[] = [];
  for (const raw of values) {
    const [id = '', ...options] = raw.split('~');
    const entry = catalog[id];
    if (!entry) {
      notices.push(say('unknownService', { id: clip(id) }));
      continue;
    }
    const item: QuoteItem = { id, quantity: 1 };
    let keep = true;
    for (const option of options) {
      const colon = option.indexOf(':');
      const key = colon < 0 ? option : option.slice(0, colon);
      const value = colon < 0 ? '' : option.slice(colon + 1);
      if (key === 'qty') {
        if (!/^-?\d{1,6}$/.test(value) || Number(value) < 1 || Number(value) > MAX_QUANTITY) {
          problems.push(say('badQuantity', { service: describe(entry), max: MAX_QUANTITY, value: clip(value) }));
          keep = false;
        } else item.quantity = Number(value);
      } else if (key === 'state') {
        if (states.has(value)) item.state = value;
        else problems.push(say('unknownState', { value: clip(value), service: describe(entry) }));
      } else if (key === 'name') {
        const detail = value
          .replace(/[\p{Cc}\p{Cf}]/gu, '')
          .trim()
          .slice(0, DETAIL_MAX);
        if (detail) item.detail = detail;
      }
    }
    if (!keep) continue;
    const same = items.find((i) => i.id === item.id && i.state === item.state && i.detail === item.detail);
    if (same) same.quantity = Math.min(MAX_QUANTITY, same.quantity + item.quantity);
    else items.push(item);
  }
  if (items.length > MAX_QUOTE_ITEMS) {
    problems.push(say('tooMany', { max: MAX_QUOTE_ITEMS, count: items.length }));
    items.length = MAX_QUOTE_ITEMS;
  }
  return { items, notices, problems };
}

function clip(text: string): string {
  return text.length > 40 ? `${text.slice(0, 40)}…` : text;
}

/** "GST Registration — Standard". */
export function describe(entry: Pick<CatalogEntry, 'service' | 'plan'>): string {
  return entry.plan && entry.plan !== entry.service ? `${entry.service} — ${entry.plan}` : entry.service;
}

export interface QuoteLine {
  item: QuoteItem;
  entry: CatalogEntry;
  /** The state's name, when one is set. */
  stateName?: string;
  /** Whether the cost depends on the state (stamp duty): the quote page offers the state list. */
  needsState: boolean;
  allIn: AllIn;
  /** What this line costs in all, times its quantity; undefined when our fee is quoted on request. */
  total?: Range;
}

export interface QuoteTotal {
  lines: QuoteLine[];
  /** The sum of the lines with a price. */
  total: Range;
  /** Lines whose fee we quote on request (not in the total). */
  onRequest: QuoteLine[];
  /** The one amount to pay now: the total when it is one figure and no line is quoted on request; else undefined. */
  payable?: number;
}

const times = (r: Range, n: number): Range => ({ min: r.min * n, max: r.max * n });

/** What the quote costs on `day`: each line's all-in price (for its state) times its quantity, and the sum. */
export function priceQuote(items: readonly QuoteItem[], catalog: QuoteCatalog, rules: RuleTables, day: string): QuoteTotal {
  const states = knownStates(rules, day);
  const lines: QuoteLine[] = [];
  for (const item of items) {
    const entry = catalog[item.id];
    if (!entry) continue;
    const allIn = allInPrice(entry.cost, rules, day, item.state);
    lines.push({
      item,
      entry,
      ...(item.state ? { stateName: states.get(item.state) ?? item.state } : {}),
      needsState: entry.cost.stampDuty !== undefined,
      allIn,
      ...(allIn.total ? { total: times(allIn.total, item.quantity) } : {}),
    });
  }
  const total = lines.reduce<Range>((sum, l) => (l.total ? { min: sum.min + l.total.min, max: sum.max + l.total.max } : sum), { min: 0, max: 0 });
  const onRequest = lines.filter((l) => !l.total);
  const payable = lines.length > 0 && onRequest.length === 0 && total.min === total.max && total.min > 0 ? total.min : undefined;
  return { lines, total, onRequest, ...(payable !== undefined ? { payable } : {}) };
}

/** The quote page's request state (engine/block-api.tsx RequestRenderState `quote`): the items read from the address or cookie, priced, made by the server (server/quote/). */
export interface QuoteRenderState {
  items: QuoteItem[];
  priced: QuoteTotal;
  /** Things left out or changed, and problems, in the visitor's words. */
  notices: string[];
  problems: string[];
  /** The states the rules know ([GST state code, English name, names in the other languages]), for the state lists. */
  states: [string, string, Record<string, string | undefined>][];
  /** The send form after a plain post that failed: the visitor's values and the messages by field. */
  form?: { values: Record<string, string>; errors: Record<string, string> };
  /** After the quote was sent: its reference and, with a UPI ID in site.json, the payment request. */
  sent?: QuoteSentState;
}

export interface QuoteSentState {
  reference: string;
  /** The e-mail the confirmation went to, when the visitor gave one. */
  emailed: boolean;
  /** The `upi://pay` link and its QR code (a PNG data URI drawn on the server), when a payment can be asked for. */
  upi?: { link: string; qr: string; amount: number };
  /** The UTR the visitor gave, once claimed. */
  utr?: string;
  /** A problem with the UTR they typed. */
  utrError?: string;
  utrValue?: string;
}

/** NPCI's deep link for a UPI payment request: opens the visitor's UPI app with payee, amount and note filled in. */
export function upiLink(upi: { id: string; payee: string }, amount: number, reference: string): string {
  const query = new URLSearchParams({ pa: upi.id, pn: upi.payee, am: amount.toFixed(2), cu: 'INR', tn: reference });
  return `upi://pay?${query.toString().replace(/\+/g, '%20')}`;
}

/** WhatsApp's click-to-chat link: the number as digits only, and a prefilled message. */
export function whatsappLink(number: string, text: string): string {
  return `https://wa.me/${number.replace(/\D/g, '')}?text=${encodeURIComponent(text)}`;
}

/** A `tel:` link for a phone number as written ("+91 44 4000 1234" → "tel:+914440001234"). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/** A UPI transaction reference (UTR) as UPI apps show it: 12 digits. */
export const UTR_PATTERN = /^\d{12}$/;

/** The ways a visitor may ask to be reached about a quote. */
export const CONTACT_WAYS = [
  ['call', 'A phone call'],
  ['whatsapp', 'WhatsApp'],
  ['email', 'E-mail'],
] as const;

/**
 * The times a visitor may ask to be called back: two-hour slots within the stated support hours
 * (site.json "supportHours", India time), or, without stated hours, parts of the day.
 */
export function callSlots(hours: { opens: string; closes: string } | undefined): string[] {
  if (!hours) return ['Any time', 'Morning', 'Afternoon', 'Evening'];
  const opens = Number(hours.opens.slice(0, 2));
  const closes = Number(hours.closes.slice(0, 2));
  const slots = ['Any time'];
  for (let from = opens; from < closes; from += 2) {
    const to = Math.min(from + 2, closes);
    slots.push(`${String(from).padStart(2, '0')}:00–${String(to).padStart(2, '0')}:00`);
  }
  return slots;
}

/** "₹2,359". */
export const rupees = (amount: number) => `₹${formatINR(amount)}`;

/** "₹120" or "₹120 to ₹1,500". */
export const formatRange = ({ min, max }: Range) => (min === max ? rupees(min) : `${rupees(min)} to ${rupees(max)}`);

/** "GST Registration — Standard × 2": a line's service, plan and quantity. */
export function lineTitle(line: Pick<QuoteLine, 'entry' | 'item'>): string {
  return `${describe(line.entry)}${line.item.quantity > 1 ? ` × ${line.item.quantity}` : ''}`;
}

/** The words a total line is written in: the quote page's language (interface.json "quote"); the lead and the e-mails keep the English. */
export interface TotalWords {
  /** "{amount} in all". */
  inAll: string;
  dependsOnCase: string;
  /** "plus {rest}". */
  plus: string;
  /** "our fee for 2 services, quoted within 24 hours". */
  onRequest: (count: number) => string;
  /** "₹120" or "₹120 to ₹1,500". */
  range: (range: Range) => string;
}

export const ENGLISH_TOTAL_WORDS: TotalWords = {
  inAll: '{amount} in all',
  dependsOnCase: '(depends on your case)',
  plus: 'plus {rest}',
  onRequest: (n) => `our fee for ${n === 1 ? 'one service' : `${n} services`}, quoted within 24 hours`,
  range: (r) => formatRange(r),
};

/** The total in one line ("₹7,080 in all"), with what is not in it; the same words on the page, in the lead and in the e-mails. */
export function totalLine(priced: QuoteTotal, words: TotalWords = ENGLISH_TOTAL_WORDS): string {
  const parts: string[] = [];
  if (priced.lines.length > priced.onRequest.length) parts.push(words.inAll.replace('{amount}', words.range(priced.total)));
  if (priced.total.min !== priced.total.max) parts.push(words.dependsOnCase);
  if (priced.onRequest.length) {
    const onRequest = words.onRequest(priced.onRequest.length);
    parts.push(parts.length ? words.plus.replace('{rest}', onRequest) : onRequest);
  }
  return parts.join(' ');
}

/** Each line in words, one per line: "1. GST Registration — Standard (Tamil Nadu): ₹2,359 in all". */
export function itemsText(priced: QuoteTotal): string {
  return priced.lines
    .map((line, i) => {
      const extra = [line.stateName, line.item.detail ? `name: ${line.item.detail}` : ''].filter(Boolean).join(', ');
      return `${i + 1}. ${lineTitle(line)}${extra ? ` (${extra})` : ''}: ${line.total ? `${formatRange(line.total)} in all` : 'our fee quoted within 24 hours'}`;
    })
    .join('\n');
}
