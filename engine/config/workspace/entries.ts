// The editor's view of the collections (site-config/collections.json): which folders hold entries the
// editor may open and save, and the new entry a "New update" / "New guide" / "New job opening" starts
// from. A new entry is not written until it is saved, and its empty texts are errors the validator
// names, so it cannot be saved half-written.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { slugify } from '../../slug.ts';
import { siteToday } from '../../calendar/dates.ts';
import type { Collections } from '../../generated/config.ts';

export type CollectionInfo = Collections['collections'][number];

/** The collections listed in collections.json (none when it is missing or not valid JSON: the validator says why). */
export function collectionsIn(root: string): CollectionInfo[] {
  try {
    const data = JSON.parse(readFileSync(join(root, 'collections.json'), 'utf8')) as Partial<Collections>;
    return (data.collections ?? []).filter((c) => typeof c?.name === 'string' && /^[a-z]+(-[a-z]+)*$/.test(c.name) && c.name !== 'pages' && c.name !== 'images');
  } catch {
    return [];
  }
}

/** The file and first content of a new entry of `collection` titled `title`. */
export function newEntryTemplate(root: string, collection: CollectionInfo, title: string, today = siteToday()): { file: string; data: Record<string, unknown> } {
  const slug = slugify(title);
  const file = `${collection.name}/${slug}.json`;
  const $schema = `../../schemas/collections/${collection.entries}.schema.json`;
  const category = collection.categories?.[0]?.name;
  if (collection.entries === 'update') {
    return {
      file,
      data: { $schema, title, slug, date: today, ...(category ? { category } : {}), summary: '', body: [{ type: 'paragraph', text: '' }] },
    };
  }
  if (collection.entries === 'guide') {
    let brand = '';
    try {
      brand = (JSON.parse(readFileSync(join(root, 'site.json'), 'utf8')) as { brand?: { name?: string } }).brand?.name ?? '';
    } catch {}
    return {
      file,
      data: {
        $schema,
        title,
        slug,
        ...(category ? { category } : {}),
        summary: '',
        published: today,
        // A named person only with their consent and real qualification; the team by default.
        author: { name: `${brand ? `${brand} ` : ''}compliance team`, kind: 'team' },
        body: [{ type: 'paragraph', text: '' }],
        sources: [{ label: '', href: 'https://' }],
      },
    };
  }
  const folder = join(root, collection.name);
  const count = existsSync(folder) ? readdirSync(folder).filter((n) => n.endsWith('.json')).length : 0;
  return { file, data: { $schema, order: count + 1, title, department: '', location: '', type: 'Full-time', experience: '', description: '' } };
}
