// Drafts that depend on each other (a menu linking to a page that is itself still a draft): publishing
// one alone would be refused by the validator, publishing them together would not. Found from the
// validator's errors of the chosen drafts alone against those with one more draft added — so the
// publisher is offered "Publish both together" in words instead of a developer's refusal.
import type { Drafts, StaffProblem } from '../drafts/drafts.ts';

export interface Together {
  /** The errors of publishing the chosen drafts alone, in staff's words. */
  problems: StaffProblem[];
  /** The other drafts that take some of those errors away (empty: none helps). */
  needs: string[];
}

const key = (p: StaffProblem) => `${p.configFile}\n${p.text}`;

/** What publishing `files` alone would be refused for, and which other drafts it needs. */
export async function draftsNeeded(drafts: Drafts, files: string[]): Promise<Together> {
  const problems = await drafts.errorsWithOnly(files);
  if (problems.length === 0) return { problems, needs: [] };
  const others = (await drafts.content.listDrafts()).map((d) => d.file).filter((f) => !files.includes(f));
  const needs: string[] = [];
  let left = new Set(problems.map(key));
  // Each round adds the drafts that take errors away (a new page may in turn need its picture's draft).
  for (let round = 0; round < 3 && left.size > 0; round++) {
    const found: string[] = [];
    for (const other of others.filter((f) => !needs.includes(f))) {
      const errors = await drafts.errorsWithOnly([...files, ...needs, other]);
      if ([...left].some((k) => !errors.some((e) => key(e) === k)) && errors.length <= left.size) found.push(other);
    }
    if (found.length === 0) break;
    needs.push(...found);
    left = new Set((await drafts.errorsWithOnly([...files, ...needs])).map(key));
  }
  return { problems, needs };
}
