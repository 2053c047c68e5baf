// Versions named in people's words. A message written in the back office ("GST page: Basic plan price
// 1,999 → 2,099") is kept; git's "Merge branch 'editor-words'" or a developer's "fix(config): gst.json
// typo" says nothing to the people who run the site, so such a version is named from what it changed:
// "Changed 3 pages: GST Registration, Contact, Home".
import { fileNameInWords, pageOf } from './changes.ts';
import type { Commit, ContentRepository, FileStatus } from './repository.ts';
import type { Version } from './types.ts';

/** Messages that are git's or a developer's, not a sentence for the people who edit the site. */
const DEVELOPERS: RegExp[] = [
  /^Merge (branch|pull request|remote-tracking branch|tag|commit|changes|origin)\b/i,
  /^(feat|fix|chore|refactor|docs|style|test|tests|build|ci|perf|revert|wip|content|config)(\([^)]*\))?!?:/,
  /^(Revert|Reapply) "/,
  /\bnpm (run )?[a-z]/,
  /^(fixup|squash|amend)! /,
  /`/,
  /\b(site-config|pages|updates|guides|jobs|rules|images|schemas|src|engine|admin)\/\S/,
  /\.(json|ts|tsx|js|md|ya?ml)\b/i,
  /\b[a-z]{2,}[A-Z][A-Za-z]*\b/, // camelCase names from the code
  /\b[a-z]+_[a-z_]+\b/, // snake_case names
  /\b(?=[0-9a-f]*[a-f])(?=[0-9a-f]*[0-9])[0-9a-f]{7,40}\b/, // commit ids
  /^(wip|tmp|temp|update|updates|updated|changes|misc|fixes|fix|stuff|initial commit|test|\W*)$/i,
];

/** Whether a version's message can name it for the people who run the site. */
export function inPeoplesWords(message: string, merge: boolean): boolean {
  const text = message.trim();
  if (merge || !text) return false;
  return !DEVELOPERS.some((pattern) => pattern.test(text));
}

const WHOLE: Record<string, string> = {
  'site.json': 'the site facts',
  'navigation.json': 'the menus',
  'compliance-calendar.json': 'the compliance calendar',
  'collections.json': 'the updates & guides settings',
  'README.md': 'the editors’ guide',
};
const KINDS: Record<string, [string, string]> = {
  pages: ['page', 'pages'],
  updates: ['update', 'updates'],
  guides: ['guide', 'guides'],
  jobs: ['job opening', 'job openings'],
  rules: ['rate table', 'rate tables'],
  images: ['picture', 'pictures'],
};
const VERBS: Record<FileStatus['status'], string> = { changed: 'changed', added: 'added', removed: 'removed' };

/** A file with what happened to it and what people call it ("GST Registration"; undefined: by its name). */
export type NamedFile = FileStatus & { name?: string };

/** "Changed 3 pages: GST Registration, Contact, Home", "Changed 2 pages (Home, Contact) and the menus; added 1 update: New GST rates". */
export function describeChanges(files: NamedFile[], withNames = true): string {
  if (!files.length) return 'No changes to the content';
  const clauses: string[] = [];
  for (const status of ['changed', 'added', 'removed'] as const) {
    const these = files.filter((f) => f.status === status);
    if (!these.length) continue;
    const phrases: { text: string; names: string[] }[] = [];
    for (const file of these.filter((f) => WHOLE[f.file])) phrases.push({ text: WHOLE[file.file]!, names: [] });
    for (const [folder, [one, many]] of Object.entries(KINDS)) {
      const group = these.filter((f) => f.file.startsWith(`${folder}/`));
      if (group.length) phrases.push({ text: `${group.length} ${group.length === 1 ? one : many}`, names: withNames ? group.map((f) => f.name ?? nameOfFile(f.file)) : [] });
    }
    const others = these.filter((f) => !WHOLE[f.file] && !Object.keys(KINDS).some((folder) => f.file.startsWith(`${folder}/`)));
    if (others.length) phrases.push({ text: `${others.length} other ${others.length === 1 ? 'file' : 'files'}`, names: withNames ? others.map((f) => f.file) : [] });
    const listed = (names: string[]) => (names.length > NAMED ? `${names.slice(0, NAMED).join(', ')} and ${names.length - NAMED} more` : names.join(', '));
    const text =
      phrases.length === 1 && phrases[0]!.names.length
        ? `${phrases[0]!.text}: ${listed(phrases[0]!.names)}`
        : joinAnd(phrases.map((p) => (p.names.length ? `${p.text} (${listed(p.names)})` : p.text)));
    clauses.push(`${VERBS[status]} ${text}`);
  }
  const sentence = clauses.join('; ');
  return sentence[0]!.toUpperCase() + sentence.slice(1);
}

/** "A", "A and B", "A, B and C". */
export function joinAnd(parts: string[]): string {
  return parts.length > 1 ? `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}` : (parts[0] ?? '');
}

/** A file's name when its text is not read: "gst" of pages/gst.json, "office.png" of a picture. */
function nameOfFile(file: string): string {
  const words = fileNameInWords(file);
  return words.replace(/^(Page|Update|Guide|Job opening|Rate table|Picture) /, '');
}

/** How many names a description lists of one kind of file (the rest are counted: "and 4 more"). */
const NAMED = 3;
/** A description longer than this lists no names, only what kinds of files changed and how many. */
const LONGEST = 140;

/** The versions with their names in people's words; a described version's pages are read at it for their names. */
export async function nameVersions(repository: ContentRepository, commits: Commit[]): Promise<Version[]> {
  return Promise.all(commits.map((commit) => nameVersion(repository, commit)));
}

export async function nameVersion(repository: ContentRepository, commit: Commit): Promise<Version> {
  const { merge, statuses, ...version } = commit;
  if (inPeoplesWords(commit.message, merge)) return { ...version, title: commit.message, described: false };
  // Only the names a description shows are read: the first few of each kind, for each of changed, added, removed.
  const shown = new Map<string, number>();
  const named = await Promise.all(
    statuses.map(async (file): Promise<NamedFile> => {
      const group = `${file.status} ${file.file.split('/')[0]}`;
      const count = (shown.get(group) ?? 0) + 1;
      shown.set(group, count);
      if (!pageFolder(file.file) || count > NAMED) return file;
      // A removed page is named as it was before this version; the others as this version has them.
      const text = await repository.textAt(file.status === 'removed' ? `${commit.id}^` : commit.id, file.file);
      const page = pageOf(file.file, parse(text));
      return page ? { ...file, name: page.name } : file;
    }),
  );
  const title = describeChanges(named);
  return { ...version, title: title.length > LONGEST ? describeChanges(named, false) : title, described: true };
}

const pageFolder = (file: string) => /^(pages|updates|guides|jobs)\/.+\.json$/.test(file);

function parse(text: string | undefined): unknown {
  try {
    return text === undefined ? undefined : JSON.parse(text);
  } catch {
    return undefined;
  }
}
