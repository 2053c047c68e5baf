// What the collection schemas cannot say, as file:line problems: collections.json (a list for updates
// and guides, a careers page that lists the openings, addresses no page already has), each entry (one
// slug per collection, no date in the future, a known category, links that resolve — "related" to an
// entry —, no HTML typed into a text, tables with a cell per column, unique anchors, job dates and pay)
// and the page sections that show a collection (a known collection, items written by the site only,
// the home page's news no older than it promises).
import type { JobEntry, RichBody, Site } from '../generated/config.ts';
import type { Block } from '../types.ts';
import { at, type Problem } from '../config/problems.ts';
import { pageLabel, placeInWords, type JsonPath } from '../config/places.ts';
import type { SchemaObject } from '../config/schema-files.ts';
import type { ValidPage } from '../config/rules.ts';
import { checkLink } from '../config/page-rules.ts';
import { walkBlocks } from '../config/page-walk.ts';
import { didYouMean } from '../config/suggest.ts';
import { htmlTagsIn, LINK_TARGET, linksIn } from '../markup/inline.ts';
import { addDays, daysBetween, formatDayMonYear } from '../calendar/dates.ts';
import { bodyTexts, headingAnchor } from './body.ts';
import { RESERVED_SLUGS, type Collection, type Entry } from './entries.ts';
import { entryLabel, entrySchemaKey, type EntrySource, type LoadedCollections } from './load.ts';
import type { JobListing } from './jobs.ts';
import { servicesOf, staleAge } from './resolve.ts';

export interface CollectionRuleContext {
  loaded: LoadedCollections;
  /** The page files that passed their schema. */
  pages: ValidPage[];
  /** Every address → its page, the collections' pages included. */
  pageByPath: Map<string, ValidPage>;
  /** Addresses whose page comes from a collection. */
  generated: Set<string>;
  pathsUnknown: boolean;
  schemas: Map<string, SchemaObject>;
  site?: Site;
  jobListings: Map<string, JobListing>;
  today: string;
}

const DESCRIPTION_LIMIT = 160;
const TITLE_LIMIT = 60;
/** Ids the layout of every page already uses: a heading anchor may not take them. */
const LAYOUT_IDS = new Set(['main', 'faq', 'newsletter-heading', 'newsletter-email', 'newsletter-consent', 'newsletter-website', 'footer-popular', 'footer-contact']);

export function collectionProblems(context: CollectionRuleContext): Problem[] {
  return [...settingsProblems(context), ...context.loaded.sources.flatMap((s) => entryProblems(s, context)), ...duplicateSlugs(context), ...pageSectionProblems(context)];
}

// ---- collections.json ----

function settingsProblems({ loaded, schemas, site, pageByPath, generated, jobListings }: CollectionRuleContext): Problem[] {
  const { file, settings } = loaded;
  if (!file || !settings) return [];
  const problems: Problem[] = [];
  const place = (path: JsonPath) => placeInWords('collections', path, schemas, 'collections.schema.json', settings);
  settings.collections.forEach((collection, i) => {
    const here = ['collections', i];
    const where = `${place(here)} (${collection.name})`;
    /** An error in this collection's settings, at `path`. */
    const error = (path: JsonPath, message: string) => problems.push(at(file, path, 'error', where, message));
    if (collection.entries !== 'job' && !collection.list) {
      error(here, `"list" is missing — updates and guides need list pages (their entries link back to ${collection.path}); add "list" with a title, description and heading`);
    }
    if (collection.entries === 'job') {
      if (!jobListings.has(collection.name)) {
        const owner = pageByPath.get(collection.path);
        error(
          [...here, 'path'],
          owner && !generated.has(collection.path)
            ? `no job-openings section on ${collection.path} lists "${collection.name}" — add one with "collection": "${collection.name}" to ${owner.source.path}, where the openings' pages go`
            : `no page has the address ${collection.path} — the openings are listed by a job-openings section on the page at the collection's address; create that page or correct "path"`,
        );
      }
      if (collection.list || collection.categories || collection.feed) {
        error(here, `job openings are listed by the careers page's job-openings section — remove "list", "categories" and "feed"`);
      }
    }
    const group = collection.list?.menu;
    if (group?.area === 'footer' && site) {
      const groups = site.footer.groups.map((g) => g.title);
      if (!group.group || !groups.includes(group.group)) {
        error(
          [...here, 'list', 'menu', ...(group.group ? ['group'] : [])],
          group.group
            ? `there is no footer group "${group.group}"${didYouMean(group.group, groups) || ` — use one of: ${groups.join(', ')}`}`
            : `"group" is missing — name the footer group to add the link to (one of: ${groups.join(', ')})`,
        );
      }
    }
    // A list page or a category's page may not take an address a page file already has.
    const owner = pageByPath.get(collection.path);
    if (collection.list && owner && !generated.has(collection.path)) {
      error([...here, 'path'], `${owner.source.path} already has the address ${collection.path} — give the collection another "path", or change that page's "paths"`);
    }
    const names = new Set<string>();
    collection.categories?.forEach((category, c) => {
      if (names.has(category.name)) error([...here, 'categories', c, 'name'], `the category "${category.name}" is listed twice — remove one`);
      names.add(category.name);
    });
  });
  return problems;
}

// ---- entries ----

function entryProblems({ entry, source }: EntrySource, context: CollectionRuleContext): Problem[] {
  const { schemas, pageByPath, generated, today, loaded } = context;
  const schemaKey = entrySchemaKey(entry.kind);
  const label = entryLabel(entry.kind, source);
  const place = (path: JsonPath) => placeInWords(label, typeof path.at(-1) === 'string' ? path.slice(0, -1) : path, schemas, schemaKey, source.data);
  const problem = (path: JsonPath, severity: Problem['severity'], message: string) => at(source, path, severity, place(path), message);
  const problems: Problem[] = [];
  const settings = loaded.collections.find((c) => c.settings.name === entry.collection)!.settings;
  const slugField = (entry.data as { slug?: string }).slug !== undefined ? ['slug'] : ['title'];

  if (RESERVED_SLUGS.includes(entry.slug)) {
    problems.push(problem(slugField, 'error', `the address ${entry.path} is kept for the list's own pages — give the entry another "slug"`));
  }
  const owner = pageByPath.get(entry.path);
  if (owner && !generated.has(entry.path)) {
    problems.push(
      problem(
        slugField,
        'error',
        `this entry's page would be ${entry.path}, but ${owner.source.path} already uses that address — give the entry a "slug" of its own, or change that page's "paths"`,
      ),
    );
  }

  // Dates: none more than a day ahead (a day allows for time zones), and a change not before the first publication.
  const tomorrow = addDays(today, 1);
  for (const key of ['date', 'published', 'updated', 'datePosted'] as const) {
    const value = (entry.data as unknown as Record<string, unknown>)[key];
    if (typeof value !== 'string' || value <= tomorrow) continue;
    problems.push(
      problem(
        [key],
        'error',
        `the date ${formatDayMonYear(value)} is ${daysBetween(today, value)} days in the future — write the day it was (or will be) published; to publish later, add the file on that day`,
      ),
    );
  }
  const updated = (entry.data as { updated?: string }).updated;
  if (updated && entry.date && updated < entry.date) {
    problems.push(problem(['updated'], 'error', `"updated" (${updated}) is before the entry was published (${entry.date}) — correct one of them`));
  }

  // Category: one of the collection's.
  if (entry.category !== undefined) {
    const names = (settings.categories ?? []).map((c) => c.name);
    if (!names.includes(entry.category)) {
      problems.push(
        problem(
          ['category'],
          'error',
          names.length
            ? `"${entry.category}" is not a category of ${settings.name}${didYouMean(entry.category, names)} — use one of: ${names.join(', ')}, or add it to the collection's "categories" in site-config/collections.json`
            : `${settings.name} has no categories — remove "category", or list the categories in site-config/collections.json`,
        ),
      );
    }
  }

  // Texts: no HTML, links that resolve.
  for (const { path, text, inline } of entryTexts(entry)) {
    const tags = htmlTagsIn(text);
    if (tags.length || /javascript:/i.test(text)) {
      const what = tags.some((t) => /^<\/?script\b/i.test(t)) || /javascript:/i.test(text) ? 'a script' : 'HTML';
      problems.push(
        problem(
          path,
          'error',
          `${what} is not allowed in an entry (${tags.join(', ') || 'javascript:'}) — write the text alone; use **bold**, *italic* and [link text](/page) where formatting is needed`,
        ),
      );
    }
    if (!inline) continue;
    for (const href of linksIn(text)) {
      if (/^javascript:/i.test(href)) continue; // reported above, as a script
      if (!LINK_TARGET.test(href) || href.startsWith('#')) {
        if (href.startsWith('#')) continue;
        problems.push(
          problem(path, 'error', `the link "${href}" in this text goes nowhere — a page of this site starts with / (for example [GST](/gst)), another website with https://`),
        );
      } else problems.push(...checkLink(context, source, path, href, () => place(path)));
    }
  }
  const linkLists = ['services', 'tools', 'related'] as const;
  for (const key of linkLists) {
    const list = (entry.data as Partial<Record<(typeof linkLists)[number], string[]>>)[key];
    list?.forEach((href, i) => {
      const found = checkLink(context, source, [key, i], href, () => place([key, i]));
      problems.push(...found);
      if (!found.length && key === 'related' && !generated.has(href.split('#')[0]!)) {
        problems.push(problem([key, i], 'error', `"${href}" is not a guide or an update — "related" names entries to read next; link other pages in the text`));
      }
    });
  }
  if (entry.kind !== 'job' && (entry.data as { summary: string }).summary.length > DESCRIPTION_LIMIT) {
    const length = (entry.data as { summary: string }).summary.length;
    problems.push(
      problem(
        ['summary'],
        'warning',
        `the summary is ${length} characters and describes the entry's page in search results, which cut it after about ${DESCRIPTION_LIMIT} — shorten it`,
      ),
    );
  }

  // The text's own shape: a cell per column, anchors unique and not one the layout uses.
  const body = (entry.data as { body?: RichBody }).body ?? [];
  const anchors = new Map<string, number>();
  body.forEach((part, i) => {
    if (part.type === 'table') {
      part.rows.forEach((row, r) => {
        if (row.length !== part.columns.length) {
          problems.push(
            problem(['body', i, 'rows', r], 'error', `row ${r + 1} has ${row.length} cells, but the table has ${part.columns.length} columns — give every row one text per column`),
          );
        }
      });
    }
    if (part.type === 'heading') {
      const anchor = headingAnchor(part);
      const first = anchors.get(anchor);
      const field = part.id ? ['body', i, 'id'] : ['body', i, 'text'];
      if (first !== undefined) {
        problems.push(problem(field, 'error', `this heading's anchor "#${anchor}" is already taken by part ${first + 1} — give one of them an "id" of its own`));
      } else if (LAYOUT_IDS.has(anchor)) {
        problems.push(problem(field, 'error', `the anchor "#${anchor}" is used by every page already — give this heading another "id"`));
      } else anchors.set(anchor, i);
    }
  });
  if (entry.kind === 'job') problems.push(...jobProblems(entry as Entry<'job'>, context, problem));
  return problems;
}

interface EntryText {
  path: JsonPath;
  text: string;
  /** Whether it may hold markup (links). */
  inline: boolean;
}

/** Every text of an entry with its path. */
function entryTexts(entry: Entry): EntryText[] {
  const data = entry.data as unknown as Record<string, unknown>;
  const plain = (key: string): EntryText[] => (typeof data[key] === 'string' ? [{ path: [key], text: data[key] as string, inline: false }] : []);
  const texts: EntryText[] = [...plain('title'), ...plain('summary'), ...plain('description')];
  if (Array.isArray(data.body)) texts.push(...bodyTexts(data.body as RichBody, ['body']));
  (data.whatToDo as string[] | undefined)?.forEach((text, i) => texts.push({ path: ['whatToDo', i], text, inline: true }));
  (data.faq as { question: string; answer: string }[] | undefined)?.forEach((q, i) =>
    texts.push({ path: ['faq', i, 'question'], text: q.question, inline: false }, { path: ['faq', i, 'answer'], text: q.answer, inline: true }),
  );
  if (entry.kind === 'job') {
    const job = entry.data as JobEntry;
    for (const key of ['department', 'location', 'experience'] as const) texts.push({ path: [key], text: job[key], inline: false });
    for (const key of ['responsibilities', 'requirements'] as const) job[key]?.forEach((text, i) => texts.push({ path: [key, i], text, inline: false }));
  }
  return texts;
}

function jobProblems(
  entry: Entry<'job'>,
  { jobListings, site }: CollectionRuleContext,
  problem: (path: JsonPath, severity: Problem['severity'], message: string) => Problem,
): Problem[] {
  const job = entry.data;
  const problems: Problem[] = [];
  const listing = jobListings.get(entry.collection)?.block;
  const posted = job.datePosted ?? listing?.datePosted;
  const until = job.validThrough ?? listing?.validThrough;
  if ((job.validThrough || job.datePosted) && posted && until && until < posted) {
    problems.push(
      problem(
        [job.validThrough ? 'validThrough' : 'datePosted'],
        'error',
        `"validThrough" (${until}) is before the date published (${posted}) — the opening would close before it was published`,
      ),
    );
  }
  if (job.salary?.max !== undefined && job.salary.max < job.salary.min) {
    problems.push(problem(['salary', 'max'], 'error', `"max" (${job.salary.max}) is below "min" (${job.salary.min}) — write the lower amount in "min"`));
  }
  // The opening's page is titled "<title> – <location> | <brand>" and described by its description.
  const title = `${job.title} – ${job.location} | ${site?.brand.name ?? ''}`;
  if (title.length > TITLE_LIMIT) {
    problems.push(
      problem(
        ['title'],
        'warning',
        `its page's title "${title}" is ${title.length} characters; search results cut titles after about ${TITLE_LIMIT} — shorten the job title or the location`,
      ),
    );
  }
  if (job.description.length > DESCRIPTION_LIMIT) {
    problems.push(
      problem(
        ['description'],
        'warning',
        `the description is ${job.description.length} characters and describes the opening's page in search results, which cut it after about ${DESCRIPTION_LIMIT} — shorten it`,
      ),
    );
  }
  return problems;
}

/** Two entries of a collection may not share an address: reported at the later file, naming the first. */
function duplicateSlugs({ loaded, schemas }: CollectionRuleContext): Problem[] {
  const problems: Problem[] = [];
  const first = new Map<string, EntrySource>();
  for (const item of loaded.sources) {
    const earlier = first.get(item.entry.path);
    if (!earlier) {
      first.set(item.entry.path, item);
      continue;
    }
    const { entry, source } = item;
    const field = (entry.data as { slug?: string }).slug !== undefined ? ['slug'] : ['title'];
    problems.push(
      at(
        source,
        field,
        'error',
        placeInWords(entryLabel(entry.kind, source), [], schemas, entrySchemaKey(entry.kind), source.data),
        `${earlier.source.path} already has the address ${entry.path} (the slug "${entry.slug}") — give one of them another "slug"`,
      ),
    );
  }
  return problems;
}

// ---- page sections that show a collection ----

function pageSectionProblems(context: CollectionRuleContext): Problem[] {
  const { pages, schemas, loaded, today } = context;
  const byName = new Map(loaded.collections.map((c) => [c.settings.name, c]));
  const names = [...byName.keys()];
  const problems: Problem[] = [];
  const named = namedServices(loaded.collections);
  for (const { source, page } of pages) {
    const place = (path: JsonPath) => placeInWords(pageLabel(source), path, schemas, 'page.schema.json', page);
    const unknown = (path: JsonPath, name: string, kinds: string) =>
      at(
        source,
        path,
        'error',
        place(path.slice(0, -1)),
        loaded.settings || !loaded.file
          ? `there is no collection "${name}"${didYouMean(name, names) || (names.length ? ` — ${kinds}: ${names.join(', ')}` : ' — add it to site-config/collections.json')}`
          : `the collection "${name}" cannot be read while site-config/collections.json has errors`,
      );
    let listsEntries = false;
    walkBlocks(page.blocks, ['blocks'], (raw, path) => {
      const block = raw as unknown as Block;
      if (block.type === 'timeline') {
        if (block.collection === undefined) {
          if (!block.items)
            problems.push(
              at(source, path, 'error', place(path), `"items" is missing — write the entries, or name a collection to show its newest entries ("collection": "updates")`),
            );
          return;
        }
        const collection = byName.get(block.collection);
        if (!collection) problems.push(unknown([...path, 'collection'], block.collection, 'collections'));
        for (const key of ['items', 'categoryColors', 'stale', 'moreHref'] as const) {
          if (block[key] !== undefined) {
            problems.push(
              at(
                source,
                [...path, key],
                'error',
                place(path),
                `"${key}" is filled in by the site from the collection "${block.collection}" (its entries and its categories' colours) — remove it`,
              ),
            );
          }
        }
        const stale = collection && staleAge(block, collection, today);
        if (stale) {
          problems.push(
            at(
              source,
              [...path, 'staleAfterDays'],
              'warning',
              place(path),
              `the newest entry of ${block.collection} is dated ${formatDayMonYear(stale.newest.date!)}, ${stale.age} days ago (staleAfterDays is ${block.staleAfterDays}) — the page now says so; add a recent entry to site-config/${block.collection}/`,
            ),
          );
        }
      } else if (block.type === 'job-openings') {
        const collection = byName.get(block.collection);
        if (!collection) problems.push(unknown([...path, 'collection'], block.collection, 'collections'));
        else if (collection.settings.entries !== 'job') {
          problems.push(
            at(
              source,
              [...path, 'collection'],
              'error',
              place(path),
              `"${block.collection}" holds ${collection.settings.entries}s, not job openings — name a collection of "job" entries`,
            ),
          );
        }
        if (block.jobs !== undefined) {
          problems.push(
            at(
              source,
              [...path, 'jobs'],
              'error',
              place(path),
              `"jobs" is filled in by the site from site-config/${block.collection}/ — write each opening as a file there and remove "jobs"`,
            ),
          );
        }
        if (block.jobsPath !== undefined) problems.push(at(source, [...path, 'jobsPath'], 'error', place(path), `"jobsPath" is filled in by the site — remove it`));
      } else if (block.type === 'related-entries') {
        listsEntries = true;
        block.collections.forEach((name, i) => {
          if (!byName.has(name)) problems.push(unknown([...path, 'collections', i], name, 'collections'));
        });
        if (block.items !== undefined) problems.push(at(source, [...path, 'items'], 'error', place(path), `"items" is filled in by the site — remove it`));
      }
    });
    const naming = page.paths.flatMap((p) => named.get(p) ?? []);
    if (naming.length && !listsEntries) {
      problems.push(
        at(
          source,
          ['paths', 0],
          'warning',
          pageLabel(source),
          `${naming.length} ${naming.length === 1 ? 'entry names' : 'entries name'} this page among their services (${naming
            .slice(0, 3)
            .map((e) => e.path)
            .join(', ')}${naming.length > 3 ? ', …' : ''}), but the page lists none of them — add a "related-entries" section`,
        ),
      );
    }
  }
  return problems;
}

/** Service page address → the entries that name it. */
function namedServices(collections: Collection[]): Map<string, Entry[]> {
  const named = new Map<string, Entry[]>();
  for (const { entries } of collections) for (const entry of entries) for (const href of servicesOf(entry)) named.set(href, [...(named.get(href) ?? []), entry]);
  return named;
}
