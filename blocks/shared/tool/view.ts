// What a tool shows as its result, as plain data: the server renders it with React (ResultView.tsx)
// and the browser with the DOM (result-dom.ts) into the same elements, styled by the block's CSS.
import { ENQUIRY_PATH } from '../enquiry.ts';
import { reader, type FieldErrors, type Parsed } from './inputs.ts';
import type { RuleTables } from '../../../engine/rules/tables.ts';
import type { Interface } from '../../../engine/generated/config.ts';
import { fill } from '../../../engine/i18n/words.ts';

/** Every tool's words in the page's language (site-config/interface.json "tools"). */
export type AllToolWords = Interface['tools'];
/** A tool's own group of words ("gst", "lateFee" …). */
export type ToolWordsKey = Exclude<keyof AllToolWords, 'common'>;

/**
 * What a tool writes with: the words every tool shares, its own, and the page's locale. The component
 * puts them in the tool's data block, so the browser writes the same words as the server.
 */
export interface ToolWords<K extends ToolWordsKey = ToolWordsKey> {
  common: AllToolWords['common'];
  own: AllToolWords[K];
  locale: string;
}

export interface ResultTable {
  caption: string;
  /** Column headings; the first names the row headings' column. */
  head: string[];
  rows: { cells: string[]; strong?: boolean }[];
  /** Columns of words rather than amounts (aligned left). */
  text?: boolean;
}

export interface ResultLink {
  href: string;
  text: string;
  primary?: boolean;
}

/**
 * The links a result may show: to this site, another website, e-mail or phone (the kinds the schema's
 * links allow). Anything else (a javascript: or data: address in config) is left out, not linked.
 */
export function shownLinks(view: ResultView): ResultLink[] {
  return view.links.filter((link) => /^(\/|https?:\/\/|mailto:|tel:|#)/.test(link.href));
}

export interface ResultView {
  tone: 'good' | 'bad' | 'warn' | 'info';
  headline: string;
  summary?: string;
  facts?: [label: string, value: string][];
  tables?: ResultTable[];
  notes?: string[];
  links: ResultLink[];
}

/** The service a tool leads to (from the block's config). */
export interface ToolService {
  label: string;
  href: string;
  enquiryService: string;
}

/** Where the result is shown: the page's path and the query that reproduces it. */
export interface ViewContext {
  path: string;
  query: string;
}

/** Every tool's moving parts, pure and shared by the server render and the browser behaviour. */
export interface ToolSpec<B, I, R, K extends ToolWordsKey = ToolWordsKey> {
  /** The field names the tool reads from the address. */
  names: readonly string[];
  /** The tool's own group of interface words. */
  words: K;
  parse(params: URLSearchParams, block: B, rules: RuleTables, today: string, words: ToolWords<K>): Parsed<I>;
  compute(inputs: I, rules: RuleTables, today: string, words: ToolWords<K>): R;
  view(result: R, inputs: I, block: B, where: ViewContext, words: ToolWords<K>): ResultView;
}

/** What a tool's parse reads with: the address's reader in the page's words, the tool's own words and the block's field labels. */
export interface Reading<B extends { fields: object }, K extends ToolWordsKey> {
  r: ReturnType<typeof reader>;
  w: AllToolWords[K];
  f: B['fields'];
  block: B;
  rules: RuleTables;
  today: string;
  words: ToolWords<K>;
}

/** A tool's parse, written from what it reads with: every tool opens the address the same way. */
export function parseWith<B extends { fields: object }, I, K extends ToolWordsKey>(read: (reading: Reading<B, K>) => Parsed<I>): ToolSpec<B, I, unknown, K>['parse'] {
  return (params, block, rules, today, words) => read({ r: reader(params, words.common), w: words.own, f: block.fields, block, rules, today, words });
}

export type { FieldErrors };

/**
 * The two ways on from a result: the service's page and an enquiry whose lead carries the tool, what
 * the visitor entered, the result and the address that shows it again
 * (/enquiry?service=…&fromTool=…&toolInputs=…&toolResult=…&toolLink=…).
 */
export function serviceLinks(service: ToolService, tool: string, inputs: string, result: string, where: ViewContext, words: ToolWords): ResultLink[] {
  const query = new URLSearchParams({
    service: service.enquiryService,
    fromTool: tool,
    toolInputs: inputs.slice(0, 500),
    toolResult: result.slice(0, 500),
    toolLink: `${where.path}${where.query ? `?${where.query}` : ''}`.slice(0, 500),
  });
  return [
    { href: `${ENQUIRY_PATH}?${query.toString()}`, text: fill(words.common.askExpert, { service: service.label }), primary: true },
    { href: service.href, text: fill(words.common.seeService, { service: service.label }) },
  ];
}
