// "Which structure suits me?": three answers → the structures that fit, the simplest first, each ruled-out
// one with the fact (and its Act) that rules it out. From the same table as the comparison
// (site-config/rules/business-structures.json). Pure: table entry + answers → answer.
import type { RuleEntry } from '../../engine/rules/tables.ts';
import type { InterfaceWords } from '../../engine/block-api.tsx';

type Facts = RuleEntry<'business-structures'>['structures'][number];

export interface Answers {
  owners: 'one' | 'several';
  limited: boolean;
  shares: boolean;
}

export interface Choice {
  /** "one-yes-no": owners, limited liability, shares. */
  id: string;
  answers: Answers;
  /** The structures that fit, in the table's order (simplest first). */
  fits: Facts[];
  /** Why each other structure does not fit, with its source. */
  ruledOut: { name: string; why: string }[];
}

/** Every combination of answers, in a fixed order. */
export const COMBINATIONS: Answers[] = (['one', 'several'] as const).flatMap((owners) =>
  [true, false].flatMap((limited) => [true, false].map((shares) => ({ owners, limited, shares }))),
);

export const choiceId = (a: Answers) => `${a.owners}-${a.limited ? 'yes' : 'no'}-${a.shares ? 'yes' : 'no'}`;

const cite = (f: { source: { act: string; section?: string } }) => [f.source.act, f.source.section].filter(Boolean).join(', ');

/** Why a structure does not fit the answers, or undefined when it fits. */
function mismatch(s: Facts, a: Answers): string | undefined {
  if (a.owners === 'one' && s.owners.min > 1) return `it needs at least ${s.owners.min} ${s.owners.label} (${cite(s.owners)})`;
  if (a.owners === 'several' && s.owners.max === 1) return `it has one owner only (${cite(s.owners)})`;
  if (a.limited && !s.liability.limited) return `${s.liability.words.replace(/^Unlimited: /, 'the liability is unlimited: ')} (${cite(s.liability)})`;
  if (a.shares && !s.investment.equity) return `${s.investment.words.charAt(0).toLowerCase()}${s.investment.words.slice(1)} (${cite(s.investment)})`;
  return undefined;
}

export function choose(structures: readonly Facts[], answers: Answers): Choice {
  const fits: Facts[] = [];
  const ruledOut: Choice['ruledOut'] = [];
  for (const s of structures) {
    const why = mismatch(s, answers);
    if (why) ruledOut.push({ name: s.name, why });
    else fits.push(s);
  }
  return { id: choiceId(answers), answers, fits, ruledOut };
}

/** The answers in the page's words: "One owner · own property kept safe · no shares sold". */
export function answersInWords(
  a: Answers,
  w: Pick<InterfaceWords['structures'], 'oneOwner' | 'severalOwners' | 'propertySafe' | 'unlimitedAccepted' | 'sharesSold' | 'noSharesSold'>,
): string {
  return [a.owners === 'one' ? w.oneOwner : w.severalOwners, a.limited ? w.propertySafe : w.unlimitedAccepted, a.shares ? w.sharesSold : w.noSharesSold].join(' · ');
}
