// The checks of one page (links, anchors, pictures, texts, the blocks' own checks…), which the
// `page-checks` rule of rules.ts runs page by page and keeps per page, so a page's problems stay together.
import type { Page } from '../generated/config.ts';
import type { Block, BlockCheckContext, BlockProblem } from '../block-api.tsx';
import type { SchemaObject } from './schema-files.ts';
import type { SourceFile } from './source.ts';
import { at, type Problem } from './problems.ts';
import { pageLabel, placeInWords, type JsonPath } from './places.ts';
import { contentRules, sampleTexts } from './content-rules.ts';
import { withPricesResolved } from './price-tokens.ts';
import { factsOf, writtenOutFacts } from './fact-tokens.ts';
import { blockSkeletons } from './skeletons.ts';
import { LINK_TARGET, linksIn } from '../markup/inline.ts';
import { anchorsIn, linksOf, walkObjects } from './page-links.ts';
import { didYouMean } from './suggest.ts';
import { formsOf } from './page-walk.ts';
import { checkCalendarUse } from '../calendar/check-use.ts';
import type { RuleContext, ValidPage } from './rule-context.ts';

export const TITLE_LIMIT = 60;
export const DESCRIPTION_LIMIT = 160;

/** A check of one page; the `page-checks` rule runs these page by page, so a page's problems stay together. */
export interface PageRule {
  name: string;
  check: (page: ValidPage, context: RuleContext) => Problem[];
}

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

/**
 * The forms of a page have names apart: a form is a landmark named by its heading, or by its button's words
 * when it has none, and a screen reader lists a page's landmarks by name — two forms named alike can't be
 * told apart (axe's landmark-unique). Tab panels count: without JavaScript every panel shows.
 */
const uniqueFormNames: PageRule = {
  name: 'unique-form-names',
  check: ({ source, page }, { schemas }) => {
    const problems: Problem[] = [];
    const seen = new Map<string, JsonPath>();
    for (const { name, path, namePath } of formsOf(page.blocks)) {
      const first = seen.get(name.toLowerCase());
      if (!first) {
        seen.set(name.toLowerCase(), path);
        continue;
      }
      const where = placeInWords('', first, schemas, 'page.schema.json', page).replace(/^, /, '');
      problems.push(
        at(
          source,
          namePath,
          'error',
          placeInWords(pageLabel(source), path, schemas, 'page.schema.json', page),
          `this form is named "${name}" like ${where} — a screen reader lists the forms of a page by name, so two alike can't be told apart; give each form a "heading" of its own (a form without a heading is named by its button's words)`,
        ),
      );
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

/**
 * The problems `find` reports for each block of a page, nested ones too (blocks inside tabs): each at
 * the block's place in the file (its path followed by the problem's) and in words.
 */
function problemsOfEachBlock({ source, page }: ValidPage, schemas: RuleContext['schemas'], find: (block: Record<string, unknown>, path: JsonPath) => BlockProblem[]): Problem[] {
  const problems: Problem[] = [];
  walkObjects(page.blocks, ['blocks'], (value, path) => {
    if (path[path.length - 2] !== 'blocks') return;
    const found = find(value, path);
    if (!found.length) return;
    const place = placeInWords(pageLabel(source), path, schemas, 'page.schema.json', page);
    for (const p of found) problems.push(at(source, [...path, ...p.path], p.severity, place, p.message));
  });
  return problems;
}

/** Each block definition's own `check` (also for blocks inside containers such as tabs). */
const blockChecks: PageRule = {
  name: 'block-checks',
  check: (valid, { blocks, schemas, today }) =>
    problemsOfEachBlock(valid, schemas, (value) => {
      if (typeof value.type !== 'string') return [];
      const check = blocks?.[value.type as Block['type']]?.check as ((b: Block, c: BlockCheckContext) => BlockProblem[]) | undefined;
      return check ? check(value as unknown as Block, { schemas, today }) : [];
    }),
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
  check: (valid, { schemas, calendar, calendarFileExists }) => problemsOfEachBlock(valid, schemas, (value) => checkCalendarUse(value, calendar?.data, !!calendarFileExists)),
};

/** A tool computes with rule tables (its definition's `ruleTables`): each must exist and be free of errors. */
const toolTables: PageRule = {
  name: 'tool-tables',
  check: (valid, { blocks, schemas, ruleTables }) =>
    problemsOfEachBlock(valid, schemas, (value) => {
      if (typeof value.type !== 'string') return [];
      const needed = blocks?.[value.type as Block['type']]?.ruleTables ?? [];
      const missing = needed.filter((name) => !ruleTables?.has(name));
      if (!missing.length) return [];
      const files = missing.map((name) => `site-config/rules/${name}.json`).join(' and ');
      const one = missing.length === 1;
      const message = `this tool computes with ${files}, which ${one ? 'is' : 'are'} missing or ${one ? 'has' : 'have'} errors — restore or fix ${one ? 'it' : 'them'}`;
      return [{ path: ['type'], severity: 'error', message }];
    }),
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

export const PAGE_RULES: PageRule[] = [
  pageLinks,
  markupLinks,
  uniqueAnchors,
  uniqueFormNames,
  footerMenuGroup,
  blockChecks,
  calendarUse,
  toolTables,
  pictures,
  searchSnippetLengths,
  content,
  factTexts,
];

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
  const refused = (message: string) => [at(source, path, 'error', place(), message)];
  if (href.startsWith('#')) {
    const anchor = href.slice(1);
    if (currentPage && anchor && !anchorsOf(currentPage).has(anchor)) {
      return refused(
        `the link "${href}" jumps to a section anchor that no block on this page has${didYouMean(anchor, anchorsOf(currentPage))} — set "id": "${anchor}" on the section it should jump to`,
      );
    }
    return [];
  }
  if (!href.startsWith('/') || pathsUnknown) return [];
  const [withoutHash = '', anchor] = href.split('#');
  const target = withoutHash.split('?')[0] || '/';
  const targetPage = pageByPath.get(target);
  if (!targetPage) {
    const hint = didYouMean(target, [...pageByPath.keys()]);
    return refused(`the link "${href}" goes to no page${hint || ' — check the address, or add a page with that address in site-config/pages/'}`);
  }
  const canonical = targetPage.page.paths[0]!;
  if (target !== canonical) {
    const fixed = canonical + href.slice(target.length);
    return refused(`the link "${href}" goes to ${target}, another address of the page ${canonical} — link "${fixed}" instead (search engines index the first address only)`);
  }
  if (anchor && !anchorsOf(targetPage.page).has(anchor)) {
    return refused(`the link "${href}" jumps to the anchor "#${anchor}", but no section of ${target} has that anchor${didYouMean(anchor, anchorsOf(targetPage.page))}`);
  }
  return [];
}
