// The checks that span files, as a list of small named rules. They run on the files that passed their
// schema, so they can trust the shapes. A check about one block type's own config belongs to that
// block's definition (`check`); the `block-checks` rule runs those.
import type { ComplianceCalendar, Navigation, Page, Site } from '../generated/config.ts';
import type { Block, BlockCheckContext, BlockProblem, BlockRegistry } from '../block-api.tsx';
import type { SchemaObject } from './schema-files.ts';
import type { SourceFile } from './source.ts';
import { at, type Problem } from './problems.ts';
import { pageLabel, placeInWords, type JsonPath } from './places.ts';
import { contentRules, sampleTexts } from './content-rules.ts';
import { withPricesResolved } from './price-tokens.ts';
import { factsOf, writtenOutFacts } from './fact-tokens.ts';
import { blockSkeletons } from './skeletons.ts';
import { LINK_TARGET, linksIn } from '../markup/inline.ts';
import { anchorsIn, hrefsIn, linksOf, walkObjects } from './page-links.ts';
import { closest, didYouMean } from './suggest.ts';
import { slugFromName } from '../slug.ts';
import { menuSizeWarnings } from './menu-size.ts';
import { checkCalendar } from '../calendar/check.ts';
import { checkCalendarUse } from '../calendar/check-use.ts';
import type { RuleTableName } from '../rules/tables.ts';

export const TITLE_LIMIT = 60;
export const DESCRIPTION_LIMIT = 160;

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

/** A check of one page; the `page-checks` rule runs these page by page, so a page's problems stay together. */
interface PageRule {
  name: string;
  check: (page: ValidPage, context: RuleContext) => Problem[];
}

// ---- rules ----

/** Each address belongs to one page. */
const uniquePaths: Rule = {
  name: 'unique-paths',
  check: ({ pages, pageByPath }) =>
    pages.flatMap((entry) =>
      entry.page.paths.flatMap((path, i) => {
        const owner = pageByPath.get(path);
        return owner && owner.source !== entry.source
          ? [
              at(
                entry.source,
                ['paths', i],
                'error',
                pageLabel(entry.source),
                `the address "${path}" is already used by ${owner.source.path} — each address may belong to one page only; change or remove one of them`,
              ),
            ]
          : [];
      }),
    ),
};

/** Every internal link and section anchor on the page resolves. */
const pageLinks: PageRule = {
  name: 'page-links',
  check: ({ source, page }, context) =>
    linksOf(page, context.schemas).hrefs.flatMap(({ path, href }) =>
      checkLink(context, source, path, href, () => placeInWords(pageLabel(source), path.slice(0, -1), context.schemas, 'page.schema.json', page), page),
    ),
};

/** Links written inside text ([label](/gst)) are checked like every other link. */
const markupLinks: PageRule = {
  name: 'markup-links',
  check: ({ source, page }, context) =>
    linksOf(page, context.schemas).markup.flatMap(({ path, text }) => {
      const place = () => placeInWords(pageLabel(source), typeof path.at(-1) === 'string' ? path.slice(0, -1) : path, context.schemas, 'page.schema.json', page);
      return linksIn(text).flatMap((href) =>
        LINK_TARGET.test(href)
          ? checkLink(context, source, path, href, place, page)
          : [
              at(
                source,
                path,
                'error',
                place(),
                `the link "${href}" in this text goes nowhere — a page of this site starts with / (for example [GST](/gst)), another website with https://`,
              ),
            ],
      );
    }),
};

/** Anchors are unique on a page — also those of nested blocks and tab panels: they all become ids in one HTML page. */
const uniqueAnchors: PageRule = {
  name: 'unique-anchors',
  check: ({ source, page }, { schemas }) => {
    const problems: Problem[] = [];
    const seen = new Map<string, JsonPath>();
    for (const { id, path } of anchorsIn(page)) {
      const first = seen.get(id);
      if (first) {
        const where = placeInWords('', first, schemas, 'page.schema.json', page).replace(/^, /, '');
        problems.push(
          at(
            source,
            [...path, 'id'],
            'error',
            placeInWords(pageLabel(source), path, schemas, 'page.schema.json', page),
            `the anchor "${id}" is already used by ${where} — anchors must be unique on a page`,
          ),
        );
      } else seen.set(id, path);
    }
    return problems;
  },
};

/** A page's footer menu entry names a footer group of site.json. */
const footerMenuGroup: PageRule = {
  name: 'footer-menu-group',
  check: ({ source, page }, { site }) => {
    if (page.menu?.area !== 'footer' || !site) return [];
    const label = pageLabel(source);
    const groups = site.data.footer.groups.map((g) => g.title);
    if (!page.menu.group) return [at(source, ['menu'], 'error', `${label}, menu`, `"group" is missing — name the footer group to add the link to (one of: ${groups.join(', ')})`)];
    if (!groups.includes(page.menu.group)) {
      return [
        at(
          source,
          ['menu', 'group'],
          'error',
          `${label}, menu`,
          `there is no footer group "${page.menu.group}"${didYouMean(page.menu.group, groups) || ` — use one of: ${groups.join(', ')}`}`,
        ),
      ];
    }
    return [];
  },
};

/** Each block definition's own `check` (also for blocks inside containers such as tabs). */
const blockChecks: PageRule = {
  name: 'block-checks',
  check: ({ source, page }, { blocks, schemas, today }) => {
    const problems: Problem[] = [];
    walkObjects(page.blocks, ['blocks'], (value, path) => {
      if (path[path.length - 2] !== 'blocks' || typeof value.type !== 'string') return;
      const check = blocks?.[value.type as Block['type']]?.check as ((b: Block, c: BlockCheckContext) => BlockProblem[]) | undefined;
      if (!check) return;
      const found = check(value as unknown as Block, { schemas, today });
      if (!found.length) return;
      const place = placeInWords(pageLabel(source), path, schemas, 'page.schema.json', page);
      for (const p of found) problems.push(at(source, [...path, ...p.path], p.severity, place, p.message));
    });
    return problems;
  },
};

/** Pictures (and a page's own picture for shared links): the file is in site-config/images/, and each says what it shows or that it is decoration. */
const pictures: PageRule = {
  name: 'pictures',
  check: ({ source, page }, { schemas, imageFiles }) => {
    const problems: Problem[] = [];
    let priorityPictures = 0;
    walkObjects(page.blocks, ['blocks'], (value, path) => {
      if (path.at(-1) !== 'image' || typeof value.src !== 'string') return;
      const place = placeInWords(pageLabel(source), path, schemas, 'page.schema.json', page);
      if (!imageFiles.includes(value.src)) {
        const hint = didYouMean(value.src, imageFiles);
        problems.push(
          at(source, [...path, 'src'], 'error', place, `the picture "${value.src}" is not in site-config/images/${hint || ' — put the file there, or correct the name'}`),
        );
      }
      if (value.decorative === true && typeof value.alt === 'string') {
        problems.push(at(source, [...path, 'alt'], 'warning', place, `"alt" is not used when "decorative" is true (screen readers skip the picture) — remove one of them`));
      } else if (value.decorative !== true && typeof value.alt !== 'string') {
        problems.push(
          at(
            source,
            path,
            'error',
            place,
            `the picture "${value.src}" has no "alt" — describe what it shows for people who cannot see it, or add "decorative": true if it adds nothing to the text`,
          ),
        );
      }
      if (value.priority === true && ++priorityPictures === 2) {
        problems.push(
          at(
            source,
            [...path, 'priority'],
            'warning',
            place,
            `more than one picture on this page has "priority": true — keep it only on the big picture at the top, so that one loads first`,
          ),
        );
      }
    });
    const social = page.socialImage;
    if (social && !imageFiles.includes(social.src)) {
      const hint = didYouMean(social.src, imageFiles);
      problems.push(
        at(
          source,
          ['socialImage', 'src'],
          'error',
          `${pageLabel(source)}, socialImage`,
          `the picture "${social.src}" is not in site-config/images/${hint || ' — put the file there, or correct the name'}`,
        ),
      );
    }
    return problems;
  },
};

/** Search results cut long titles and descriptions (warnings). */
const searchSnippetLengths: PageRule = {
  name: 'search-snippet-lengths',
  check: ({ source, page: raw }) => {
    const label = pageLabel(source);
    const problems: Problem[] = [];
    // Measured as search results show them, with the prices filled in.
    const page = withPricesResolved(raw);
    if (page.title.length > TITLE_LIMIT) {
      problems.push(at(source, ['title'], 'warning', label, `the title is ${page.title.length} characters; search results cut titles after about ${TITLE_LIMIT} — shorten it`));
    }
    if (page.description.length > DESCRIPTION_LIMIT) {
      problems.push(
        at(
          source,
          ['description'],
          'warning',
          label,
          `the description is ${page.description.length} characters; search results cut descriptions after about ${DESCRIPTION_LIMIT} — shorten it`,
        ),
      );
    }
    return problems;
  },
};

/** Sample texts of the block schemas' skeletons (defaultSnippets), read once per set of schemas. */
const samplesOf = new WeakMap<Map<string, SchemaObject>, ReturnType<typeof sampleTexts>>();
const contentOf = new WeakMap<Page, { schemas: Map<string, SchemaObject>; source: SourceFile; problems: Problem[] }>();

/**
 * The content rules of content-rules.ts (blank texts, placeholders, repeated questions, prices the plans
 * contradict, HTML tags) and sample texts of an inserted section that were never replaced.
 */
const content: PageRule = {
  name: 'content-rules',
  check: ({ source, page }, { schemas }) => {
    // These depend on the page alone: the dev server re-validates with the same page objects for
    // unchanged files, so their findings are kept per page (and per set of schemas).
    const known = contentOf.get(page);
    if (known?.schemas === schemas && known.source === source) return known.problems;
    if (!samplesOf.has(schemas)) samplesOf.set(schemas, sampleTexts(blockSkeletons(schemas).samples));
    const problems = [...contentRules, samplesOf.get(schemas)!].flatMap((rule) =>
      rule(page).map((f) =>
        at(
          source,
          f.path,
          f.severity,
          placeInWords(pageLabel(source), typeof f.path.at(-1) === 'string' ? f.path.slice(0, -1) : f.path, schemas, 'page.schema.json', page),
          f.message,
          f.what,
        ),
      ),
    );
    contentOf.set(page, { schemas, source, problems });
    return problems;
  },
};

/** Blocks that read the compliance calendar need the file; fixed items and the calendar exclude each other. */
const calendarUse: PageRule = {
  name: 'calendar-use',
  check: ({ source, page }, { schemas, calendar, calendarFileExists }) => {
    const problems: Problem[] = [];
    walkObjects(page.blocks, ['blocks'], (value, path) => {
      if (path[path.length - 2] !== 'blocks') return;
      for (const p of checkCalendarUse(value, calendar?.data, !!calendarFileExists)) {
        problems.push(at(source, [...path, ...p.path], p.severity, placeInWords(pageLabel(source), path, schemas, 'page.schema.json', page), p.message));
      }
    });
    return problems;
  },
};

/** A tool computes with rule tables (its definition's `ruleTables`): each must exist and be free of errors. */
const toolTables: PageRule = {
  name: 'tool-tables',
  check: ({ source, page }, { blocks, schemas, ruleTables }) => {
    const problems: Problem[] = [];
    walkObjects(page.blocks, ['blocks'], (value, path) => {
      if (path[path.length - 2] !== 'blocks' || typeof value.type !== 'string') return;
      const needed = blocks?.[value.type as Block['type']]?.ruleTables ?? [];
      const missing = needed.filter((name) => !ruleTables?.has(name));
      if (!missing.length) return;
      const files = missing.map((name) => `site-config/rules/${name}.json`).join(' and ');
      problems.push(
        at(
          source,
          [...path, 'type'],
          'error',
          placeInWords(pageLabel(source), path, schemas, 'page.schema.json', page),
          `this tool computes with ${files}, which ${missing.length === 1 ? 'is' : 'are'} missing or ${missing.length === 1 ? 'has' : 'have'} errors — restore or fix ${missing.length === 1 ? 'it' : 'them'}`,
        ),
      );
    });
    return problems;
  },
};

/** A fact of site.json written out in a page (fact-tokens.ts): it would not follow a change in site.json. */
const factTexts: PageRule = {
  name: 'fact-texts',
  check: ({ source, page }, { site, schemas }) =>
    site
      ? writtenOutFacts(page, factsOf(site.data)).map((f) =>
          at(
            source,
            f.path,
            'warning',
            placeInWords(pageLabel(source), typeof f.path.at(-1) === 'string' ? f.path.slice(0, -1) : f.path, schemas, 'page.schema.json', page),
            f.message,
          ),
        )
      : [],
};

const PAGE_RULES: PageRule[] = [pageLinks, markupLinks, uniqueAnchors, footerMenuGroup, blockChecks, calendarUse, toolTables, pictures, searchSnippetLengths, content, factTexts];

/**
 * A page's problems, kept per page object with what the page rules read besides the page: the dev
 * server re-validates with the same objects for unchanged files, so after an edit only the edited page
 * is checked again — unless something every page depends on changed (an address or an anchor another
 * page links to, the footer groups, the calendar, the pictures, the schemas, the blocks or the date).
 */
const pageProblemsOf = new WeakMap<Page, { source: SourceFile; around: string; problems: Problem[] }>();

// The last `around` string: an unchanged one is this same string, so each page compares it by identity
// (comparing a 50 KB string a thousand times took 15 ms of every check at 1,000 pages).
let lastAround = '';

const pageChecks: Rule = {
  name: 'page-checks',
  check: (context) => {
    const input = pageRulesInput(context);
    if (input !== lastAround) lastAround = input;
    const around = lastAround;
    const store = context.pageProblemStore;
    const stored = store ? pageRulesInput(context, false) : '';
    return context.pages.flatMap(({ source, page }) => {
      const known = pageProblemsOf.get(page);
      if (known?.source === source && known.around === around) return known.problems;
      const problems = store?.get(source, stored) ?? PAGE_RULES.flatMap((rule) => rule.check({ source, page }, context));
      store?.set(source, stored, problems);
      pageProblemsOf.set(page, { source, around, problems });
      return problems;
    });
  },
};

/**
 * Everything of `context` that a page rule reads, but the page itself, as one string. `withCode` false
 * leaves out which schemas and blocks (objects of this process): a store across processes keys those by
 * the code they come from.
 */
function pageRulesInput({ site, pageByPath, pathsUnknown, schemas, imageFiles, blocks, calendar, calendarFileExists, ruleTables, today }: RuleContext, withCode = true): string {
  const targets = [...pageByPath].map(([path, { page }]) => `${path} ${page.paths[0]} ${anchorsIn(page).map((a) => a.id)}`);
  return JSON.stringify([
    withCode ? identity(schemas) : 0,
    withCode ? identity(blocks) : 0,
    pathsUnknown,
    calendarFileExists,
    [...(ruleTables ?? [])],
    site?.data.footer.groups.map((g) => g.title),
    calendar?.data,
    imageFiles,
    targets,
    today,
  ]);
}

const identities = new WeakMap<object, number>();
let lastIdentity = 0;
/** A number naming an object for as long as it lives (schemas and the block registry are replaced, never changed). */
function identity(value: object | undefined): number {
  if (!value) return 0;
  if (!identities.has(value)) identities.set(value, ++lastIdentity);
  return identities.get(value)!;
}

/** Every link in navigation.json / site.json resolves; `words` names the file in messages. */
function fileLinks(name: string, file: 'navigation' | 'site', words: string, schema: string): Rule {
  return {
    name,
    check: (context) => {
      const config = context[file];
      if (!config) return [];
      return hrefsIn(config.data).flatMap(({ path, href }) =>
        checkLink(context, config.source, path, href, () => placeInWords(words, path.slice(0, -1), context.schemas, schema, config.data)),
      );
    },
  };
}
const navigationLinks = fileLinks('navigation-links', 'navigation', 'navigation', 'navigation.schema.json');
const siteLinks = fileLinks('site-links', 'site', 'site settings', 'site.schema.json');

/** The footer's popular services are names whose slug (/gst-registration) is some page's address. */
const popularServices: Rule = {
  name: 'popular-services',
  check: ({ site, pageByPath, pathsUnknown }) => {
    if (!site || pathsUnknown) return [];
    const allPaths = [...pageByPath.keys()];
    return site.data.footer.popularServices.flatMap((name, i) => {
      if (typeof name !== 'string') return []; // an explicit "href" is checked like every other link
      const slug = slugFromName(name);
      if (pageByPath.has(slug)) return [];
      const hint = didYouMean(slug, allPaths);
      const fix = hint
        ? `${hint} If so, correct the name; if not, add ${slug} to the "paths" of the page it should open`
        : ` — add that address to a page's "paths" or correct the name`;
      return [
        at(
          site.source,
          ['footer', 'popularServices', i],
          'error',
          `site settings, footer, popular service ${i + 1}`,
          `"${name}" links to ${slug}, but no page has that address${fix}`,
        ),
      ];
    });
  },
};

/** Menus and footer columns stay bounded: every page carries every link in them (warning). */
const menuSizes: Rule = {
  name: 'menu-sizes',
  check: ({ site, navigation, pages }) => {
    if (!site || !navigation) return [];
    return menuSizeWarnings(
      site.data,
      navigation.data,
      pages.map((p) => p.page),
    ).map((w) => at(w.file === 'site' ? site.source : navigation.source, w.path, 'warning', w.place, w.message));
  },
};

/** A page no menu or link reaches is probably forgotten (warning). */
const reachablePages: Rule = {
  name: 'reachable-pages',
  check: ({ site, navigation, pages, pageByPath, pathsUnknown, schemas }) => {
    if (!site || !navigation || pathsUnknown) return [];
    const allPaths = [...pageByPath.keys()];
    const linked = new Set<string>(['/']);
    const link = (href: string) => {
      if (!href.startsWith('/')) return;
      const target = href.split(/[#?]/)[0] || '/';
      linked.add(target);
      // The page a mistyped link was meant for is reached once the typo is fixed; the link rule reports the typo.
      if (!pageByPath.has(target)) {
        const meant = closest(target, allPaths);
        if (meant) linked.add(meant);
      }
    };
    for (const { page } of pages) {
      if (page.menu) linked.add(page.paths[0]!);
      const { hrefs, markupHrefs, enquires } = linksOf(page, schemas);
      for (const href of [...hrefs.map((h) => h.href), ...markupHrefs]) if (!page.paths.includes(href.split(/[#?]/)[0]!)) link(href);
      if (enquires) linked.add('/enquiry'); // enquiry actions open the /enquiry page
    }
    for (const { href } of [...hrefsIn(navigation.data), ...hrefsIn(site.data)]) link(href);
    for (const name of site.data.footer.popularServices) if (typeof name === 'string') linked.add(slugFromName(name));
    return pages
      .filter(({ page }) => !page.paths.some((p) => linked.has(p)))
      .map(({ source }) =>
        at(
          source,
          ['paths', 0],
          'warning',
          pageLabel(source),
          `no menu or link reaches this page — add it to navigation.json or a footer group in site.json, give it a "menu" entry, or link to it from another page`,
        ),
      );
  },
};

/** Every cross-file rule, in the order their problems are listed. */
/** compliance-calendar.json: what its schema cannot say (engine/calendar/check.ts), and each rule's service link. */
const calendarFile: Rule = {
  name: 'compliance-calendar',
  check: (context) => {
    const { calendar, schemas } = context;
    if (!calendar) return [];
    const place = (path: JsonPath) => placeInWords('compliance calendar', path, schemas, 'compliance-calendar.schema.json', calendar.data);
    return [
      ...checkCalendar(calendar.data).map((p) => at(calendar.source, p.path, p.severity, place(p.path.slice(0, -1)), p.message, p.what)),
      ...calendar.data.rules.flatMap((rule, i) => checkLink(context, calendar.source, ['rules', i, 'service', 'href'], rule.service.href, place(['rules', i]))),
      // The site's update about a date (an update's page, engine/collections/): a link like any other.
      ...calendar.data.rules.flatMap((rule, i) => (rule.update ? checkLink(context, calendar.source, ['rules', i, 'update', 'href'], rule.update.href, place(['rules', i])) : [])),
      ...calendar.data.extensions.flatMap((ext, i) =>
        ext.update ? checkLink(context, calendar.source, ['extensions', i, 'update', 'href'], ext.update.href, place(['extensions', i])) : [],
      ),
    ];
  },
};

export const RULES: Rule[] = [uniquePaths, pageChecks, navigationLinks, siteLinks, popularServices, menuSizes, reachablePages, calendarFile];

export function runRules(context: RuleContext, rules: Rule[] = RULES): Problem[] {
  return rules.flatMap((rule) => rule.check(context));
}

// ---- helpers ----

/** A link inside the site ("/gst#plans", "#faq") goes to a page, and its anchor to a section of that page. */
export function checkLink(
  { pageByPath, pathsUnknown }: Pick<RuleContext, 'pageByPath' | 'pathsUnknown'>,
  source: SourceFile,
  path: JsonPath,
  href: string,
  placeOf: string | (() => string),
  currentPage?: Page,
): Problem[] {
  // Putting a place into words walks the schemas: only done for a problem (this runs for every link).
  const place = () => (typeof placeOf === 'string' ? placeOf : placeOf());
  const anchorsOf = (page: Page) => new Set(anchorsIn(page).map((a) => a.id));
  if (href.startsWith('#')) {
    const anchor = href.slice(1);
    if (currentPage && anchor && !anchorsOf(currentPage).has(anchor)) {
      return [
        at(
          source,
          path,
          'error',
          place(),
          `the link "${href}" jumps to a section anchor that no block on this page has${didYouMean(anchor, anchorsOf(currentPage))} — set "id": "${anchor}" on the section it should jump to`,
        ),
      ];
    }
    return [];
  }
  if (!href.startsWith('/') || pathsUnknown) return [];
  const [withoutHash = '', anchor] = href.split('#');
  const target = withoutHash.split('?')[0] || '/';
  const targetPage = pageByPath.get(target);
  if (!targetPage) {
    const hint = didYouMean(target, [...pageByPath.keys()]);
    return [at(source, path, 'error', place(), `the link "${href}" goes to no page${hint || ' — check the address, or add a page with that address in site-config/pages/'}`)];
  }
  const canonical = targetPage.page.paths[0]!;
  if (target !== canonical) {
    const fixed = canonical + href.slice(target.length);
    return [
      at(
        source,
        path,
        'error',
        place(),
        `the link "${href}" goes to ${target}, another address of the page ${canonical} — link "${fixed}" instead (search engines index the first address only)`,
      ),
    ];
  }
  if (anchor && !anchorsOf(targetPage.page).has(anchor)) {
    return [
      at(
        source,
        path,
        'error',
        place(),
        `the link "${href}" jumps to the anchor "#${anchor}", but no section of ${target} has that anchor${didYouMean(anchor, anchorsOf(targetPage.page))}`,
      ),
    ];
  }
  return [];
}
