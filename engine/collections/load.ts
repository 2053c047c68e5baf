// Reads site-config/collections.json and each collection's folder of entries, checking every file
// against its schema with the validator's own reader and checker, so an entry's problems read like a
// page's: file:line:column, the place in words, what to do.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Collections } from '../generated/config.ts';
import type { SourceFile } from '../config/source.ts';
import type { Problem } from '../config/problems.ts';
import { at } from '../config/problems.ts';
import { placeInWords, type JsonPath } from '../config/places.ts';
import type { SchemaObject } from '../config/schema-files.ts';
import { compareEntries, toEntry, type Collection, type CollectionSettings, type Entry } from './entries.ts';

export const COLLECTIONS_FILE = 'collections.json';
export const COLLECTIONS_SCHEMA = 'collections.schema.json';

export function entrySchemaKey(kind: CollectionSettings['entries']): string {
  return `collections/${kind}.schema.json`;
}

export interface ConfigReader {
  /** The file at an absolute path, parsed with positions (cached by content by the validator). */
  read: (abs: string) => SourceFile;
  /** Checks a file against a schema, adding its problems; true when it passed. */
  check: (file: SourceFile, schemaKey: string, placeOf: (path: JsonPath) => string) => boolean;
  /** An absolute path as messages show it. */
  display: (abs: string) => string;
}

/** An entry with the file it came from, for messages at file:line. */
export interface EntrySource {
  entry: Entry;
  source: SourceFile;
}

export interface LoadedCollections {
  /** collections.json, when the site has one. */
  file?: SourceFile;
  /** Its content, when it passed its schema. */
  settings?: Collections;
  collections: Collection[];
  /** Every entry that passed its schema, with its file. */
  sources: EntrySource[];
  /** True when an entry file is not even valid JSON (its address is unknown: links to it would be false alarms). */
  entriesUnknown: boolean;
}

/** "update gst-rates" — how messages name an entry (its kind and file name). */
export function entryLabel(kind: string, source: SourceFile): string {
  return `${kind} ${source.path
    .split('/')
    .pop()!
    .replace(/\.json$/, '')}`;
}

export function loadCollections(configDir: string, reader: ConfigReader, schemas: Map<string, SchemaObject>, problems: Problem[]): LoadedCollections {
  const path = join(configDir, COLLECTIONS_FILE);
  if (!existsSync(path)) return { collections: [], sources: [], entriesUnknown: false };
  const file = reader.read(path);
  const ok = reader.check(file, COLLECTIONS_SCHEMA, (p) => placeInWords('collections', p, schemas, COLLECTIONS_SCHEMA, file.data));
  if (!ok) return { file, collections: [], sources: [], entriesUnknown: false };
  const settings = file.data as Collections;
  const collections: Collection[] = [];
  const sources: EntrySource[] = [];
  let entriesUnknown = false;
  const seenNames = new Set<string>();
  settings.collections.forEach((collection, index) => {
    /** A collection whose name cannot be used: the error points at its "name". */
    const badName = (message: string) => problems.push(at(file, ['collections', index, 'name'], 'error', `collections, collection ${index + 1}`, message));
    if (seenNames.has(collection.name)) {
      badName(`"${collection.name}" is named twice — each collection needs a name (and folder) of its own`);
      return;
    }
    seenNames.add(collection.name);
    const folder = join(configDir, collection.name);
    if (!existsSync(folder)) {
      badName(`there is no folder site-config/${collection.name}/ for the collection "${collection.name}" — create it (its entries go there, one file each) or correct the name`);
      return;
    }
    const schemaKey = entrySchemaKey(collection.entries);
    const entries: Entry[] = [];
    for (const name of readdirSync(folder).sort()) {
      const abs = join(folder, name);
      if (!name.endsWith('.json')) {
        if (!name.startsWith('.'))
          problems.push({ severity: 'warning', file: reader.display(abs), line: 1, column: 1, place: '', message: 'this file is ignored — entry files must end in .json' });
        continue;
      }
      const source = reader.read(abs);
      if (source.syntaxError) entriesUnknown = true;
      const label = entryLabel(collection.entries, source);
      if (!reader.check(source, schemaKey, (p) => placeInWords(label, p, schemas, schemaKey, source.data))) continue;
      const entry = toEntry(collection, collection.entries, source.path, source.data as never);
      entries.push(entry);
      sources.push({ entry, source });
    }
    collections.push({ settings: collection, entries: entries.sort(compareEntries) });
  });
  return { file, settings, collections, sources, entriesUnknown };
}

/** Where `path` inside `collections.json` is, in words ("collections, collection 1 (updates), list"). */
export function settingsPlace(settings: Collections, schemas: Map<string, SchemaObject>, path: JsonPath): string {
  return placeInWords('collections', path, schemas, COLLECTIONS_SCHEMA, settings);
}
