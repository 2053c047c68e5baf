// Core types of a loaded site: what the validator produces and routes, menus and rendering consume.
// Kept apart from the validator so nothing that only reads a valid config depends on validation code.
import type { ComplianceCalendar, FormMessages, Interface, Navigation, Page, SearchSynonyms, Site } from './generated/config.ts';
import type { Collection } from './collections/entries.ts';
import type { RuleTables } from './rules/tables.ts';

export interface PageFile {
  /** The config file the page comes from (for messages). */
  file: string;
  page: Page;
  /**
   * Set on pages made from config rather than read from a file of their own (a job's page, see
   * engine/collections/jobs.ts): the address of the page they belong under, shown as their breadcrumb parent.
   * `file` is then the file they are made from.
   */
  parentPath?: string;
  /**
   * Pages a collection makes (engine/collections/): which kind of page it is ("updates:entry",
   * "guides:list"), so checks that prove the same thing for every page of a kind run on one of each.
   */
  template?: string;
  /** When its content last changed (YYYY-MM-DD), for the sitemap: an entry's own date; else the file's. */
  lastmod?: string;
  /**
   * A page made for one choice (a state's page, engine/config/state-variants.ts): the page it is a
   * variant of (its canonical link; it stays out of the sitemap) and the query that leads to it.
   */
  canonicalPath?: string;
  choice?: { param: string; value: string };
}

export interface SiteConfig {
  site: Site;
  navigation: Navigation;
  pages: PageFile[];
  /** site-config/compliance-calendar.json, when the site has one. */
  calendar?: ComplianceCalendar;
  /**
   * The collections of site-config/collections.json with their entries (engine/collections/), for the
   * news feeds. Pages read their entries from their own blocks (filled in at validation), never from here.
   */
  collections?: Collection[];
  /** site-config/rules/*.json that passed their checks, by name (the tools' rates and rules). */
  rules?: RuleTables;
  /** site-config/search-synonyms.json, when the site has one: the words people use (engine/search/). */
  searchSynonyms?: SearchSynonyms;
  /** site-config/form-messages.json, when the site has one: the forms' messages (engine/form-words.ts); a language's site has them translated. */
  formMessages?: FormMessages;
  /**
   * site-config/interface.json: the words the components write (engine/i18n/words.ts); a language's
   * site has them translated. Without it the renderer uses the project's (engine/i18n/interface-words.ts).
   */
  interface?: Interface;
}

export type Block = Page['blocks'][number];
export type BlockType = Block['type'];
export type BlockOf<T extends BlockType> = Extract<Block, { type: T }>;
