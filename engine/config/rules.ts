// The checks that span files, as a list of small named rules. They run on the files that passed their
// schema, so they can trust the shapes. A check about one block type's own config belongs to that
// block's definition (`check`); the `block-checks` page rule runs those. The page rules, run page by
// page by the `page-checks` rule here, are in page-rules.ts.
import type { Page } from '../generated/config.ts';
import type { SourceFile } from './source.ts';
import { at, type Problem } from './problems.ts';
import { pageLabel, placeInWords, type JsonPath } from './places.ts';
import { anchorsIn, hrefsIn, linksOf } from './page-links.ts';
import { closest, didYouMean } from './suggest.ts';
import { slugFromName, slugify } from '../slug.ts';
import { menuSizeWarnings } from './menu-size.ts';
import { menuItemSections } from '../menu-sections.ts';
import { checkCalendar } from '../calendar/check.ts';
import { PAGE_RULES, checkLink } from './page-rules.ts';
import { reservedPathProblem } from './page-template.ts';
import { linkedPlans } from './linked-plans.ts';
import { unpricedServices } from './unpriced-services.ts';

export type { PageProblemStore, Rule, RuleContext, ValidPage } from './rule-context.ts';
import type { Rule, RuleContext } from './rule-context.ts';

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

/** No page at an address the server answers itself (/admin/…, /api/…, /assets/…: RESERVED_PATHS in page-template.ts). */
const reservedPaths: Rule = {
  name: 'reserved-paths',
  check: ({ pages }) =>
    pages.flatMap((entry) =>
      entry.page.paths.flatMap((path, i) => {
        const problem = reservedPathProblem(path);
        return problem ? [at(entry.source, ['paths', i], 'error', pageLabel(entry.source), problem)] : [];
      }),
    ),
};

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

/**
 * A drop-down item named alone opens its group's page at the section that covers it (/trademark#objection,
 * engine/menu-sections.ts); an item no section covers opens the top of the page (warning). A page with no
 * section anchors at all (a page of one piece) is not asked for one per item.
 */
const menuSections: Rule = {
  name: 'menu-sections',
  check: ({ navigation, pageByPath }) => {
    if (!navigation) return [];
    return menuItemSections(navigation.data, (path) => pageByPath.get(path)?.page)
      .filter((m) => !m.section && m.sectioned)
      .map((m) =>
        at(
          navigation.source,
          ['dropdowns', m.dropdown, 'items', m.item],
          'warning',
          `navigation, drop-down menu ${m.dropdown + 1} (${navigation.data.dropdowns[m.dropdown]!.label}), item ${m.item + 1}`,
          `no section of ${m.pagePath} covers "${m.label}", so the item opens the top of that page — give the section about it the id "${slugify(m.label)}", name "${m.label}" in that section, or link the item to a page of its own ({ "label": …, "href": … })`,
        ),
      );
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
      if (page.blocks.some((b) => b.type === 'site-search')) linked.add(page.paths[0]!); // the header's search field opens it
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

export const RULES: Rule[] = [
  uniquePaths,
  reservedPaths,
  pageChecks,
  navigationLinks,
  siteLinks,
  popularServices,
  menuSizes,
  menuSections,
  reachablePages,
  calendarFile,
  linkedPlans,
  unpricedServices,
];

export function runRules(context: RuleContext, rules: Rule[] = RULES): Problem[] {
  return rules.flatMap((rule) => rule.check(context));
}
