import type { ComponentType } from 'react';
import type { Page } from './generated/config.ts';
import type { SiteConfig } from './config/validate.ts';

export type Block = Page['blocks'][number];
export type BlockType = Block['type'];
export type BlockOf<T extends BlockType> = Extract<Block, { type: T }>;

/** When an island's JavaScript loads: as soon as possible, when the browser is idle, when it scrolls into view, or on the first pointer/keyboard/focus contact. */
export type HydrationTrigger = 'load' | 'idle' | 'visible' | 'interaction';

/** What a block may know besides its own config; small and serialisable, as islands receive it too. */
export interface BlockContext {
  site: SiteConfig['site'];
  /** The path being rendered (an alias renders the same page under another path). */
  path: string;
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
 * How a block reaches the browser:
 * - no `client`: HTML and CSS only, no JavaScript at all;
 * - `behavior`: a small DOM script `blocks/<type>/behavior.ts` (no React) enhances the HTML;
 * - `island`: `blocks/<type>/island.tsx` hydrates the same component with React.
 */
export interface BlockDefinition<B extends Block> {
  component: ComponentType<BlockProps<B>>;
  /** Schema.org objects this block contributes to the page's JSON-LD (FAQPage, Service + Offer, JobPosting…). */
  structuredData?: (block: B, page: StructuredDataContext) => Record<string, unknown>[];
  /** `hydrate` may depend on the block's config (a form whose page must show prefilled values at once loads on 'load'). */
  client?: { kind: 'behavior' | 'island'; hydrate: HydrationTrigger | ((block: B) => HydrationTrigger) };
}

export type BlockRegistry = { [T in BlockType]: BlockDefinition<BlockOf<T>> };

export interface StructuredDataContext {
  site: SiteConfig['site'];
  /** Absolute URL of the page's canonical path. */
  url: string;
}
