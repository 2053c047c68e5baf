// A price is stated once, in its plan. Texts name it by reference — "{price:basic}" (a plan of the page,
// by name) or "{lowest-price}" — and the page's plans fill it in ("₹1,999") when the config is loaded, so
// changing a plan's price changes every sentence that quotes it (title, description, any block text).
import type { Page } from '../generated/config.ts';
import { formatINR } from '../format.ts';
import { walkBlocks, walkStrings, type JsonPath } from './page-walk.ts';

export interface Plan {
  name: string;
  price: number;
}

/** `{lowest-price}` or `{price:<plan name>}`; other words in braces ("{count}") are not price tokens. */
const PRICE_TOKEN = /\{(?:lowest-price|price:([^{}]+))\}/g;

/** A plan name as a token may write it: "With Virtual Office", "with-virtual-office", "with virtual office". */
const key = (name: string) =>
  name
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-|-$/g, '');

/** Every plan on the page, also in tab panels, in page order. */
export function plansOf(page: Pick<Page, 'blocks'>): Plan[] {
  const plans: Plan[] = [];
  walkBlocks(page.blocks, ['blocks'], (block) => {
    if (block.type === 'pricing-cards' && Array.isArray(block.plans)) for (const plan of block.plans as Plan[]) plans.push({ name: plan.name, price: plan.price });
  });
  return plans;
}

/** The amount a token stands for, or a sentence saying why there is none. */
function amountOf(token: string, name: string | undefined, plans: Plan[]): number | { problem: string } {
  if (!plans.length) return { problem: `${token} needs the page's price plans, and this page has none — write the amount, or add a "pricing-cards" section` };
  // A price being typed in the editor may not be a number yet (letters, an empty field): no amount, not ₹0.
  const readable = (p: Plan) => typeof p.price === 'number' && Number.isFinite(p.price);
  if (name === undefined) return plans.every(readable) ? Math.min(...plans.map((p) => p.price)) : Number.NaN;
  const matches = plans.filter((p) => key(p.name) === key(name));
  const names = plans.map((p) => `{price:${key(p.name)}}`);
  if (!matches.length) return { problem: `${token} names no plan of this page — use one of ${names.join(', ')}` };
  if (new Set(matches.map((p) => p.price)).size > 1) return { problem: `${token} fits ${matches.length} plans with different prices — rename one of the plans` };
  return readable(matches[0]!) ? matches[0]!.price : Number.NaN;
}

/**
 * `text` with its price tokens replaced by "₹1,999"; a token that fits no plan stays as typed (the validator
 * reports it); one whose plan's price is not a number yet (being typed in the editor) shows "₹—", as its card does.
 */
export function resolvePriceTokens(text: string, plans: Plan[]): string {
  if (!text.includes('{')) return text;
  return text.replace(PRICE_TOKEN, (token, name: string | undefined) => {
    const amount = amountOf(token, name, plans);
    return typeof amount === 'number' ? (Number.isNaN(amount) ? '₹—' : `₹${formatINR(amount)}`) : token;
  });
}

/** Price tokens that fit no plan of the page, by JSON path. */
export function priceTokenProblems(page: Page): { path: JsonPath; message: string }[] {
  const plans = plansOf(page);
  const found: { path: JsonPath; message: string }[] = [];
  walkStrings(page, [], (text, path) => {
    for (const m of text.matchAll(PRICE_TOKEN)) {
      const amount = amountOf(m[0], m[1], plans);
      if (typeof amount !== 'number') found.push({ path: path.slice(), message: amount.problem });
    }
  });
  return found;
}

/** `value` (a block, a page) with the price tokens of all its texts replaced by the plans' prices. */
export function withPrices<T>(value: T, plans: Plan[]): T {
  if (typeof value === 'string') return resolvePriceTokens(value, plans) as T;
  if (Array.isArray(value)) return value.map((v) => withPrices(v, plans)) as T;
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, withPrices(v, plans)])) as T;
  return value;
}

const resolved = new WeakMap<Page, Page>();

/** The page as visitors see it: every price token replaced. The same object when it has none. */
export function withPricesResolved(page: Page): Page {
  let result = resolved.get(page);
  if (result) return result;
  let hasToken = false;
  walkStrings(page, [], (text) => {
    hasToken ||= new RegExp(PRICE_TOKEN.source).test(text);
  });
  result = hasToken ? withPrices(page, plansOf(page)) : page;
  resolved.set(page, result);
  return result;
}
