// Content mistakes that pass the schemas but would reach visitors: blank text, a headline too long for a
// phone, the placeholder text `new-page` writes, a question asked twice, a price in the page's own words
// that its plans contradict. Each rule looks at one page and returns findings by JSON path; the validator
// turns them into file:line problems.
import type { Page } from '../generated/config.ts';
import { formatINR } from '../format.ts';
import { htmlTagsIn } from '../markup/inline.ts';
import { walkBlocks, walkStrings } from './page-walk.ts';
import { plansOf, priceTokenProblems } from './price-tokens.ts';
import type { ProblemWhat } from './problems.ts';

export interface ContentFinding {
  path: (string | number)[];
  severity: 'error' | 'warning';
  message: string;
  what?: ProblemWhat;
}

/** A hero headline longer than this wraps to six or more lines on a 390 px phone. */
export const HEADLINE_LIMIT = 90;

/** What `npm run new-page` writes into a new page; shipping it unchanged is a mistake. */
export const NEW_PAGE_PLACEHOLDERS = ['write one sentence (under 160 characters) that search results will show.', 'Write one or two sentences that explain this page.'];

/** Text that is there but shows nothing ("   "): a blank <title>, an empty heading. */
export function blankText(page: Page): ContentFinding[] {
  const found: ContentFinding[] = [];
  walkStrings(page, [], (text, path) => {
    if (path[0] === '$schema' || text.length === 0 || text.trim() !== '') return;
    const name = [...path].reverse().find((p) => typeof p === 'string') ?? 'this text';
    found.push({ path: path.slice(), severity: 'error', message: `${name} holds only spaces — write the text, or remove "${name}" if it is optional` });
  });
  return found;
}

export function longHeadline(page: Page): ContentFinding[] {
  const found: ContentFinding[] = [];
  walkBlocks(page.blocks, ['blocks'], (block, path) => {
    if (block.type !== 'hero' || typeof block.heading !== 'string' || block.heading.length <= HEADLINE_LIMIT) return;
    found.push({
      path: [...path, 'heading'],
      severity: 'warning',
      message: `the headline is ${block.heading.length} characters; on a phone it fills the screen — keep it under ${HEADLINE_LIMIT} and move the rest to "text"`,
    });
  });
  return found;
}

export function placeholderText(page: Page): ContentFinding[] {
  const found: ContentFinding[] = [];
  walkStrings(page, [], (text, path) => {
    if (!NEW_PAGE_PLACEHOLDERS.some((p) => text.endsWith(p))) return;
    const name = [...path].reverse().find((p) => typeof p === 'string');
    found.push({ path: path.slice(), severity: 'error', message: `${name} is still the placeholder written by new-page — replace it with this page's own words` });
  });
  return found;
}

export function duplicateQuestions(page: Page): ContentFinding[] {
  const found: ContentFinding[] = [];
  walkBlocks(page.blocks, ['blocks'], (block, path) => {
    if (block.type !== 'faq' || !Array.isArray(block.items)) return;
    const seen = new Map<string, number>();
    (block.items as { question: string }[]).forEach((item, i) => {
      const key = item.question.trim().toLowerCase().replace(/\s+/g, ' ');
      const first = seen.get(key);
      if (first === undefined) seen.set(key, i);
      else
        found.push({
          path: [...path, 'items', i, 'question'],
          severity: 'error',
          message: `question ${i + 1} repeats question ${first + 1} ("${item.question.trim()}") — remove one or merge their answers`,
        });
    });
  });
  return found;
}

const FROM_PRICE = /\b(?:from|starting at|starts at|starting from)\s+₹\s?(\d[\d,]*)/gi;

/**
 * "from ₹1,999" written as an amount in the title or description (what search results and shared links
 * show) must be the lowest plan price on the page: a plan's price changed and the sentence about it did
 * not. "from {lowest-price}" cannot disagree (price-tokens.ts), so the message suggests it.
 */
export function priceClaims(page: Page): ContentFinding[] {
  const prices = plansOf(page).map((p) => p.price);
  if (!prices.length) return [];
  const lowest = Math.min(...prices);
  const found: ContentFinding[] = [];
  for (const key of ['title', 'description'] as const) {
    for (const match of page[key].matchAll(FROM_PRICE)) {
      const claimed = Number(match[1]!.replace(/,/g, ''));
      if (claimed === lowest) continue;
      found.push({
        path: [key],
        severity: 'error',
        message: `the ${key} says "${match[0]}", but the lowest plan price on this page is ₹${formatINR(lowest)} — write "${match[0].replace(/₹.*/, '{lowest-price}')}" so the text follows the plans`,
      });
    }
  }
  return found;
}

/** A price token ("{price:basic}") that names no plan of the page would show as typed. */
export function priceTokens(page: Page): ContentFinding[] {
  return priceTokenProblems(page).map(({ path, message }) => ({ path, severity: 'error', message }));
}

/** A plan priced 0 shows "₹0" on its card: almost always a price that was cleared or mistyped, not a free plan. */
export function freePlans(page: Page): ContentFinding[] {
  const found: ContentFinding[] = [];
  walkBlocks(page.blocks, ['blocks'], (block, path) => {
    if (block.type !== 'pricing-cards') return;
    (block.plans as { price?: unknown }[]).forEach((plan, i) => {
      if (plan?.price !== 0) return;
      found.push({
        path: [...path, 'plans', i, 'price'],
        severity: 'warning',
        message: 'price is 0, so the card shows ₹0 — is this plan free? If not, write its price',
        what: { key: 'freePlan' },
      });
    });
  });
  return found;
}

/** HTML typed into a text shows as typed ("<b>"): say which markup to use instead. */
export function htmlTags(page: Page): ContentFinding[] {
  const found: ContentFinding[] = [];
  walkStrings(page.blocks, ['blocks'], (text, path) => {
    const tags = htmlTagsIn(text);
    if (!tags.length) return;
    found.push({
      path: path.slice(),
      severity: 'warning',
      message: `${tags.join(', ')} will show as typed — HTML is not used here; write **bold**, *italic* or [link text](/page) in the texts that allow it`,
    });
  });
  return found;
}

/** A sample text of an inserted section skeleton (schemas' defaultSnippets) that was never replaced. */
export function sampleTexts(samples: Set<string>) {
  return (page: Page): ContentFinding[] => {
    const found: ContentFinding[] = [];
    walkStrings(page.blocks, ['blocks'], (text, path) => {
      if (!samples.has(text)) return;
      found.push({ path: path.slice(), severity: 'error', message: `"${text}" is still the sample text of an inserted section — replace it with this page's own words` });
    });
    return found;
  };
}

export const contentRules = [blankText, longHeadline, placeholderText, duplicateQuestions, priceClaims, priceTokens, freePlans, htmlTags];
