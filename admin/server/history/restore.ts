// What restoring a version would do, said before it is done: a restore makes the whole content what it
// was then, so it also takes back every later version. The answer names the pages that would be gone
// (visitors get "not found") and those that would come back, every text and price that would change (in
// the editor's words, changes.ts), and who made the changes of the later versions it takes back (the
// authors of the drafts they published, by name, not who pressed Publish).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { SchemaFiles } from '../../../engine/config/schema-model.ts';
import { fileInWords, pageOf } from './changes.ts';
import type { ContentRepository } from './repository.ts';
import type { PageRef, RestorePreview } from './types.ts';
import { nameVersion, nameVersions } from './words.ts';

/** Undefined when `id` is not a version of the site. */
export async function restorePreview(repository: ContentRepository, configDir: string, id: string, schemas: SchemaFiles): Promise<RestorePreview | undefined> {
  const found = await repository.version(id);
  if (!found) return undefined;
  const [statuses, later] = await Promise.all([repository.restoring(id), repository.laterThan(id)]);
  const pagesRemoved: PageRef[] = [];
  const pagesBack: PageRef[] = [];
  const files = [];
  for (const { file, status } of statuses) {
    const json = file.endsWith('.json');
    // From the live site (the folder as it is now) to the content at `id`.
    const before = json && status !== 'added' ? liveText(configDir, file) : undefined;
    const after = json && status !== 'removed' ? await repository.textAt(id, file) : undefined;
    files.push(fileInWords({ file, status, before, after }, schemas));
    const page = status === 'removed' ? pageOf(file, parse(before)) : status === 'added' ? pageOf(file, parse(after)) : undefined;
    if (page) (status === 'removed' ? pagesRemoved : pagesBack).push(page);
  }
  const laterNamed = await nameVersions(repository, later);
  // Who made the changes it takes back (the drafts' authors), not who published them.
  const authors = [...new Set(laterNamed.flatMap((v) => v.changedBy))];
  return { version: await nameVersion(repository, found.version), later: laterNamed, authors, pagesRemoved, pagesBack, files };
}

function liveText(configDir: string, file: string): string | undefined {
  try {
    return readFileSync(join(configDir, file), 'utf8');
  } catch {
    return undefined;
  }
}

function parse(text: string | undefined): unknown {
  try {
    return text === undefined ? undefined : JSON.parse(text);
  } catch {
    return undefined;
  }
}
