// The texts of an English config file, each under a key that survives moving things around: a block
// or a list item is named by its id (or anchor, field name, link, or — for a block without an id — its
// kind), not by its place in the list, so a block moved up the page keeps its translation. A value is
// a text when its schema lets it be any words: a string with no pattern, format, list of choices or
// constant (addresses, ids, dates, codes all have one), and not one of the few free strings that name
// something the engine looks up (NOT_TEXT below).
import type { JsonPath } from '../config/places.ts';
import { resolveRef } from '../config/places.ts';
import type { SchemaObject } from '../config/schema-files.ts';

export interface SourceText {
  /** "blocks[apply].panels[new-registration].blocks[gst-new-form].fields[pan].label" */
  key: string;
  /** Where the text is in the English file. */
  path: JsonPath;
  english: string;
}

/**
 * Free strings that are names the engine or the server matches, not words a visitor reads as such:
 * the service an enquiry is filed under (the inbox groups leads by it), a page's footer group (matched
 * to site.json's group title), the footer's service names (made into addresses), the schema's address, a choice list's options
 * and default (the form sends them as typed); and the postal address, written as the post office knows it.
 */
const NOT_TEXT = new Set([
  '$schema',
  'service',
  'enquiryService',
  'enquiry',
  'group',
  'popularServices',
  'plan',
  'structure',
  'collection',
  'collections',
  'languages',
  'siteUrl',
  'apiHost',
  'phone',
  'email',
  'streetAddress',
  'addressLocality',
  'addressRegion',
  'options',
  'default',
  // A form's quote action names one of those options for each service.
  'option',
  // An entry's category (matched to collections.json's list); the calendar's form codes, state names
  // (but in the calendar itself, see below) and the law a rule cites, as the law is cited.
  'category',
  'form',
  'states',
  'source',
]);

/**
 * Per file kind: keys that are names there only. In collections.json a collection's and a category's
 * "name" is matched (the folder, an entry's "category", the category's address), and its top-level
 * "collections" list is the file's content (elsewhere "collections" names lists to show).
 */
const NOT_TEXT_IN: Record<string, { add: Set<string>; keep: Set<string> }> = {
  'collections.schema.json': { add: new Set(['name', 'area', 'color', 'entries', 'path']), keep: new Set(['collections']) },
  // A rule's "note" is for editors, never shown to visitors. The state names are translated for the
  // chooser; the language's calendar keeps the English ones to match (engine/i18n/site.ts, localCalendar).
  'compliance-calendar.schema.json': { add: new Set(['note']), keep: new Set(['states']) },
  // The rule tables: a structure's "filings" are the calendar's rule ids. A structure's and a government
  // fee's name are texts: the engine matches a structure by its "id" and a fee by its "fee", never by name.
  'rules/business-structures.schema.json': { add: new Set(['filings']), keep: new Set() },
  // The components' words are all words a visitor reads, whatever their key ("source", "form", "plan").
  'interface.schema.json': { add: new Set(), keep: new Set([...NOT_TEXT].filter((key) => key !== '$schema')) },
};

/** Words to translate: at least one letter outside {tokens} ("{address}", "99%" and "24/7" are not), and not an e-mail address. */
const hasWords = (text: string) => /\p{L}/u.test(text.replace(/\{[^{}]*\}/g, '')) && !/^[^\s@]+@[^\s@]+\.[a-z]+$/i.test(text.trim());

/** The name of an item in a list: its id, anchor, field name, slug or link, when it has one. */
function anyItemName(item: unknown): string | undefined {
  if (!item || typeof item !== 'object' || Array.isArray(item)) return undefined;
  const { id, anchor, name, slug, href } = item as Record<string, unknown>;
  for (const value of [id, anchor, name, slug, href]) if (typeof value === 'string' && value) return value;
  return undefined;
}

/**
 * Per file kind: how an item with no id is named. The stamp duty table's entries and the documents it
 * has no figure for are named by their state and documents ("27 partnershipDeed"; "11" when a note is
 * about every document), not by their place:
 * an entry added for another state, in state-code order, moves the others down the list and must not
 * take their translations (a text under a key that now names another entry would read as stale).
 */
const stateDocuments = (item: Record<string, unknown>) => {
  const documents = Array.isArray(item.documents) ? item.documents : ['memorandum', 'articles', 'partnershipDeed'].filter((d) => d in item);
  return typeof item.state === 'string' ? [item.state, ...(documents.length ? [documents.join('+')] : [])].join(' ') : undefined;
};
const ITEM_NAME_IN: Record<string, (item: Record<string, unknown>) => string | undefined> = {
  'rules/stamp-duty.schema.json': stateDocuments,
};

/** The segment naming item `index` of `list` in a key: its name (with its place among items of the same name), its kind when that is unique, else its place. */
export function itemSegment(list: unknown[], index: number, rootKey?: string): string {
  const item = list[index];
  const own = rootKey ? ITEM_NAME_IN[rootKey] : undefined;
  const itemName = (entry: unknown) =>
    (own && entry && typeof entry === 'object' && !Array.isArray(entry) ? own(entry as Record<string, unknown>) : undefined) ?? anyItemName(entry);
  const name = itemName(item);
  if (name) {
    // Items sharing a name (three company kinds linking one page) are told apart by their order among them.
    const same = list.filter((other) => itemName(other) === name);
    return same.length === 1 ? `[${name}]` : `[${name}~${same.indexOf(item) + 1}]`;
  }
  const kind = (item as { type?: unknown } | null)?.type;
  if (typeof kind === 'string') {
    const same = list.filter((other) => (other as { type?: unknown } | null)?.type === kind && !itemName(other));
    return same.length === 1 ? `[${kind}]` : `[${kind}~${same.indexOf(item) + 1}]`;
  }
  return `[${index}]`;
}

function notText(key: string | number | undefined, rootKey: string): boolean {
  if (typeof key !== 'string') return false;
  const own = NOT_TEXT_IN[rootKey];
  return own?.add.has(key) || (NOT_TEXT.has(key) && !own?.keep.has(key));
}

function isText(schema: SchemaObject | undefined, key: string | number | undefined, rootKey: string): boolean {
  if (notText(key, rootKey)) return false;
  if (!schema) return true;
  return !('pattern' in schema || 'format' in schema || 'enum' in schema || 'const' in schema);
}

function branchFor(schema: SchemaObject, fileKey: string, value: unknown, schemas: Map<string, SchemaObject>) {
  let resolved = resolveRef(schema, fileKey, schemas);
  for (let guard = 0; guard < 4; guard++) {
    const choices = (resolved.schema.oneOf ?? resolved.schema.anyOf) as SchemaObject[] | undefined;
    if (!Array.isArray(choices)) break;
    const kind = Array.isArray(value) ? 'array' : value === null ? 'null' : typeof value;
    const type = (value as { type?: unknown } | null)?.type;
    const options = choices.map((choice) => resolveRef(choice, resolved.fileKey, schemas));
    const branch =
      options.find((o) => (o.schema.properties as Record<string, SchemaObject> | undefined)?.type?.const === type && type !== undefined) ??
      options.find((o) => o.schema.type === kind || (Array.isArray(o.schema.type) && o.schema.type.includes(kind)));
    if (!branch) break;
    resolved = branch;
  }
  return resolved;
}

/** Every text of `data` (a config file) with its key, read with the schema file `rootKey` (e.g. "page.schema.json"). */
export function sourceTexts(data: unknown, schemas: Map<string, SchemaObject>, rootKey: string): SourceText[] {
  const texts: SourceText[] = [];
  const walk = (value: unknown, schema: SchemaObject | undefined, fileKey: string, path: JsonPath, key: string, prop: string | number | undefined) => {
    const resolved = schema ? branchFor(schema, fileKey, value, schemas) : undefined;
    const s = resolved?.schema;
    const file = resolved?.fileKey ?? fileKey;
    if (typeof value === 'string') {
      if (hasWords(value) && isText(s, prop, rootKey)) texts.push({ key, path, english: value });
      return;
    }
    if (Array.isArray(value)) {
      if (notText(prop, rootKey)) return;
      const items = s?.items as SchemaObject | undefined;
      value.forEach((item, i) => walk(item, items, file, [...path, i], `${key}${itemSegment(value, i, rootKey)}`, prop));
      return;
    }
    if (value && typeof value === 'object') {
      const props = (s?.properties ?? {}) as Record<string, SchemaObject>;
      const extra = s?.additionalProperties && typeof s.additionalProperties === 'object' ? (s.additionalProperties as SchemaObject) : undefined;
      for (const [name, child] of Object.entries(value)) {
        walk(child, props[name] ?? extra, file, [...path, name], key ? `${key}.${name}` : name, name);
      }
    }
  };
  walk(data, schemas.get(rootKey), rootKey, [], '', undefined);
  return texts;
}
