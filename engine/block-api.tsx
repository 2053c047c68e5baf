// The block API: everything a block may use from the engine. A block is one folder blocks/<type>/ —
// its component, a definition.ts (`export default defineBlock(...)`), optional behavior.ts / island.tsx
// and its tests — and imports from the engine only this module, the generated config types and the
// form contract (engine/forms.ts). The engine, in turn, never imports a particular block: it receives
// the generated registry (blocks/registry.ts) from the build.
import type { MessageWords } from './form-errors.ts';
import { createContext, useContext, type ComponentType } from 'react';
import type { ComplianceCalendar, Interface, Site } from './generated/config.ts';
import type { Block, BlockOf, BlockType } from './types.ts';
import type { RuleTableName, RuleTables } from './rules/tables.ts';
import type { QuoteRenderState } from './rules/quote.ts';
import type { FormPick } from './rules/quote-start.ts';

export type { Block, BlockOf, BlockType } from './types.ts';
export type { RuleEntry, RuleTableMap, RuleTableName, RuleTables } from './rules/tables.ts';
export type { QuoteRenderState, QuoteSentState } from './rules/quote.ts';
export { formatINR, formatAddress } from './format.ts';
export { applyHref, jobSlug, jobPagePath } from './collections/jobs.ts';
export { isSafeHref, parseInline, plainText, type InlineNode } from './markup/inline.ts';
export { ImageManifestContext } from './images/manifest.ts';
export { safeJson } from './safe-json.ts';
export { WordsContext, useWords } from './i18n/words-context.ts';
export { fill, isEnglish, plural, type PageWords, type InterfaceWords } from './i18n/words.ts';

/** When a block's browser code loads: as soon as possible, when the browser is idle, when it scrolls into view, or on the first pointer/keyboard/focus contact. */
export type HydrationTrigger = 'load' | 'idle' | 'visible' | 'interaction';

/** What a block may know besides its own config; small and serialisable, as islands receive it too. */
export interface BlockContext {
  site: Site;
  /** The path being rendered (an alias renders the same page under another path). */
  path: string;
  /** The page's first (canonical) path, when it differs from `path`. */
  canonicalPath?: string;
  /** Position among its sibling blocks, from 0. */
  index: number;
  /** Unique position on the page ("2", or "2-1-0" inside a container block); used for ids. */
  key: string;
  /** True inside a container block (such as tabs), where headings sit one level lower. */
  nested: boolean;
}

export interface BlockProps<B extends Block = Block> {
  block: B;
  context: BlockContext;
}

/**
 * How a block reaches the browser (the one way to attach browser code):
 * - no `client`: HTML and CSS only, no JavaScript at all;
 * - `behavior`: a small DOM script `blocks/<type>/behavior.ts` (no React) enhances the HTML;
 * - `island`: `blocks/<type>/island.tsx` hydrates the same component with React.
 * `hydrate` says when, and may depend on the block's config.
 */
export interface ClientSpec<B extends Block> {
  kind: 'behavior' | 'island';
  hydrate: HydrationTrigger | ((block: B) => HydrationTrigger);
  /**
   * Islands only: the site.json facts the component reads through `context.site`. Only these are
   * written into the page for hydration (every form would otherwise carry the whole site object).
   */
  siteFacts?: readonly (keyof Site)[];
  /**
   * Islands only: the groups of the interface words (site-config/interface.json) the component reads
   * through useWords() in the browser. Only these are written into the page, in the page's language.
   */
  words?: readonly (keyof Interface)[];
}

export interface StructuredDataContext {
  site: Site;
  /** Absolute URL of the page's canonical path. */
  url: string;
  /** Absolute URL of the picture shown when the page is shared (its card), for articles' "image". */
  image?: string;
}

/** What a block adds to its page's <head> besides JSON-LD. */
export interface BlockHead {
  /** News feeds to announce (<link rel="alternate" type="application/atom+xml">), by their site path. */
  feeds?: { title: string; href: string }[];
  /** The page is an article: Open Graph says so, with its dates (YYYY-MM-DD) and section. */
  article?: { published: string; modified?: string; section?: string };
}

/** A problem a block's build-time check found; `path` is inside the block, e.g. ['fields', 2, 'name']. */
export interface BlockProblem {
  severity: 'error' | 'warning';
  path: (string | number)[];
  message: string;
}

export interface BlockCheckContext {
  /** Every schema file keyed by its path under schemas/ ("forms/contact-message.schema.json"). */
  schemas: Map<string, Record<string, unknown>>;
  /** Today's date in India (YYYY-MM-DD), for checks of content that goes out of date. */
  today: string;
}

export interface BlockDefinition<B extends Block> {
  type: B['type'];
  component: ComponentType<BlockProps<B>>;
  client?: ClientSpec<B>;
  /** Schema.org objects this block contributes to the page's JSON-LD (FAQPage, Service + Offer, JobPosting…). */
  structuredData?: (block: B, page: StructuredDataContext) => Record<string, unknown>[];
  /** Feeds and article facts for the page's <head> (Open Graph, feed discovery). */
  head?: (block: B) => BlockHead;
  /** What the block's JSON Schema cannot say (run by `npm run validate`, also on blocks nested in containers). */
  check?: (block: B, context: BlockCheckContext) => BlockProblem[];
  /**
   * The rule tables (site-config/rules/<name>.json) the block computes with: validation refuses the
   * page when one is missing or has errors, and the block reads them with `useRuleTables()`.
   */
  ruleTables?: readonly RuleTableName[];
  /** How a form-encoded post from this block is read (forms without JavaScript; server render bundle). */
  /** `words`: the page language's messages (engine/form-words.ts), English without. */
  readPost?: (block: B, entries: [string, string][], words?: MessageWords) => ReadPost;
}

/** A form's result in a server render: after a plain HTML post (forms without JavaScript). */
export interface FormRenderState {
  status: 'idle' | 'sending' | 'success' | 'failure';
  /** The visitor's values, by field name. */
  values?: Record<string, string | boolean>;
  /** Messages by field name (`_form` for problems not tied to a visible field). */
  errors?: Record<string, string>;
  /** A list to choose from under the fields (the states, when a form starting a quote got one it did not recognise). */
  pick?: FormPick;
}

/** What a server render knows about the request beyond the config. */
export interface RequestRenderState {
  /** The page address's query string ("?service=…"), for blocks that fill themselves in from it. */
  query?: string;
  /** By form key: a block's `context.key`, or NEWSLETTER_KEY (engine/forms.ts) for the footer's sign-up. */
  forms?: Record<string, FormRenderState>;
  /** The visitor's quote, worked out by the server (server/quote/) for the quote page. */
  quote?: QuoteRenderState;
}

let requestState: () => RequestRenderState | undefined = () => undefined;

/** Installed by the server's render bundle (one state per request); at build time and in the browser there is none. */
export function setRequestStateSource(read: () => RequestRenderState | undefined) {
  requestState = read;
}

/** The current server render's request state, or undefined (prerendering, browser). */
export function requestRenderState(): RequestRenderState | undefined {
  return requestState();
}

/** A plain HTML post read by a block's definition: the JSON the browser would have sent, and the browser's own checks. */
export interface ReadPost {
  payload: Record<string, unknown>;
  /** What the visitor typed, to show again with the messages. */
  values: Record<string, string | boolean>;
  /** Values the form carried besides its fields, as an address query to show again ("" when none). */
  query: string;
  /** Problems in the browser's words, by field name; empty when none. */
  problems: Record<string, string>;
}

/** Every block type → its definition; generated as blocks/registry.ts by `npm run gen-types`. */
export type BlockRegistry = { [T in BlockType]: BlockDefinition<BlockOf<T>> };

/** Declares a block: `export default defineBlock('faq', { component: Faq, structuredData })` in blocks/faq/definition.ts. */
export function defineBlock<T extends BlockType>(type: T, definition: Omit<BlockDefinition<BlockOf<T>>, 'type'>): BlockDefinition<BlockOf<T>> {
  return { type, ...definition } as BlockDefinition<BlockOf<T>>;
}

/**
 * The attributes the client loader (engine/client/loader.ts) looks for: when `hydrate` fires it runs
 * `behavior.ts` of the block or layout folder called `name`. The engine adds them for blocks whose
 * definition has a `client`; layout parts and parts inside a block spread them on their own element.
 */
export function behaviorAttributes(name: string, hydrate: HydrationTrigger) {
  return { 'data-behavior': name, 'data-hydrate': hydrate };
}

/** The engine's renderer for a list of blocks; provided by the page renderer. */
export const ChildBlocksContext = /* @__PURE__ */ createContext<ComponentType<{ blocks: Block[]; parentKey: string }> | null>(null);

/** Renders a container block's child blocks (e.g. a tab panel's) like the page's own blocks. */
export function ChildBlocks({ blocks, parentKey }: { blocks: Block[]; parentKey: string }) {
  const List = useContext(ChildBlocksContext);
  if (!List) throw new Error('ChildBlocks must be rendered inside the page renderer.');
  return <List blocks={blocks} parentKey={parentKey} />;
}

/** The absolute URL of a path on this site (site.json "siteUrl" + path). */
export function absoluteUrl(site: Site, path: string): string {
  return (site.siteUrl ?? '') + path;
}

/** The business's logo as a PNG (made from public/favicon.svg by the build's "icons" phase), for JSON-LD. */
export const LOGO_PATH = '/logo.png';

/** The JSON-LD @id of the site's Organization, for blocks that refer to the business (offers, job postings). */
export function organizationId(site: Site): string {
  return absoluteUrl(site, '/#organization');
}

/** site-config/compliance-calendar.json while prerendering (blocks compute deadlines from it with engine/calendar/). */
export const CalendarContext = /* @__PURE__ */ createContext<ComplianceCalendar | undefined>(undefined);

/** The compliance calendar; validation guarantees it exists for blocks that need it. */
export function useCalendar(): ComplianceCalendar {
  const calendar = useContext(CalendarContext);
  if (!calendar) throw new Error('This block needs site-config/compliance-calendar.json.');
  return calendar;
}

/** site-config/rules/*.json while rendering (the tools compute with them). */
export const RuleTablesContext = /* @__PURE__ */ createContext<RuleTables>({});

/** The rule tables; validation guarantees the ones a block's definition names in `ruleTables`. */
export function useRuleTables(): RuleTables {
  return useContext(RuleTablesContext);
}
