// Core types of a loaded site: what the validator produces and routes, menus and rendering consume.
// Kept apart from the validator so nothing that only reads a valid config depends on validation code.
import type { ComplianceCalendar, Navigation, Page, Site } from './generated/config.ts';
import type { RuleTables } from './rules/tables.ts';

export interface PageFile {
  /** The config file the page comes from (for messages). */
  file: string;
  page: Page;
  /**
   * Set on pages made from config rather than read from a file of their own (a job's page, see
   * engine/job-pages.ts): the address of the page they belong under, shown as their breadcrumb parent.
   * `file` is then the file they are made from.
   */
  parentPath?: string;
}

export interface SiteConfig {
  site: Site;
  navigation: Navigation;
  pages: PageFile[];
  /** site-config/compliance-calendar.json, when the site has one. */
  calendar?: ComplianceCalendar;
  /** site-config/rules/*.json that passed their checks, by name (the tools' rates and rules). */
  rules?: RuleTables;
}

export type Block = Page['blocks'][number];
export type BlockType = Block['type'];
export type BlockOf<T extends BlockType> = Extract<Block, { type: T }>;
