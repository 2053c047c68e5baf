// What the cross-file rules (rules.ts) and the page rules (page-rules.ts) are given: the files that passed
// their schema and what the validator knows about the site. Apart from both, so neither imports the other's
// module for its types.
import type { ComplianceCalendar, Navigation, Page, Site } from '../generated/config.ts';
import type { BlockRegistry } from '../block-api.tsx';
import type { SchemaObject } from './schema-files.ts';
import type { SourceFile } from './source.ts';
import type { Problem } from './problems.ts';
import type { RuleTableName } from '../rules/tables.ts';

export interface ValidPage {
  source: SourceFile;
  page: Page;
}

export interface RuleContext {
  /** site.json, when it passed its schema. */
  site?: { source: SourceFile; data: Site };
  /** navigation.json, when it passed its schema. */
  navigation?: { source: SourceFile; data: Navigation };
  /** The pages that passed their schema, in file-name order. */
  pages: ValidPage[];
  /** Every address → the page that claimed it first (pages with other errors too, when their "paths" can be read; the collections' pages too). */
  pageByPath: Map<string, ValidPage>;
  /** True when a page file is not even valid JSON: its addresses are unknown, so "goes to no page" would be a false alarm. */
  pathsUnknown: boolean;
  schemas: Map<string, SchemaObject>;
  /** Files in site-config/images/, relative to it ("team/priya.jpg"). */
  imageFiles: string[];
  blocks?: BlockRegistry;
  /** compliance-calendar.json, when it passed its schema. */
  calendar?: { source: SourceFile; data: ComplianceCalendar };
  /** Whether compliance-calendar.json exists at all (blocks that read it need it). */
  calendarFileExists?: boolean;
  /** The rule tables (site-config/rules/) that passed their checks. */
  ruleTables?: Set<RuleTableName>;
  /** Today's date in India (YYYY-MM-DD), for checks of content that goes out of date. */
  today: string;
  /** Page problems kept between processes (the build's cache); see PageProblemStore. */
  pageProblemStore?: PageProblemStore;
}

/**
 * Where a new process finds the page problems an earlier one worked out (the build keeps them in its
 * cache). `key` is a page file's path and text with everything else its rules read, but for the schemas
 * and the blocks: the store adds the code those come from (the build's code hash).
 */
export interface PageProblemStore {
  get(source: SourceFile, context: string): Problem[] | undefined;
  set(source: SourceFile, context: string, problems: Problem[]): void;
}

export interface Rule {
  name: string;
  check: (context: RuleContext) => Problem[];
}
