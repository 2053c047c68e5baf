// "Which structure suits me?": three answers → the structures that fit, the simplest first, each ruled-out
// one with the fact (and its Act) that rules it out. From the same table as the comparison
// (site-config/rules/business-structures.json). Pure: table entry + answers + the page's words → answer:
// the reasons are interface words (interface.json "structures") around the table's texts, so a translated
// page writes them in its language.
import type { RuleEntry } from '../../engine/rules/tables.ts';
import { fill, type InterfaceWords } from '../../engine/block-api.tsx';
import { afterLabel, lowerFirst } from '../shared/rule-text.ts';

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
  /** Why each other structure does not fit, with its source (a table's text not translated yet between the fallback marks). */
  ruledOut: { name: string; why: string }[];
}

/** Every combination of answers, in a fixed order. */
export const COMBINATIONS: Answers[] = (['one', 'several'] as const).flatMap((owners) =>
  [true, false].flatMap((limited) => [true, false].map((shares) => ({ owners, limited, shares }))),
);

export const choiceId = (a: Answers) => `${a.owners}-${a.limited ? 'yes' : 'no'}-${a.shares ? 'yes' : 'no'}`;

const cite = (f: { source: { act: string; section?: string } }) => [f.source.act, f.source.section].filter(Boolean).join(', ');

type ReasonWords = Pick<InterfaceWords['structures'], 'needsAtLeast' | 'oneOwnerOnly' | 'liabilityUnlimited'>;

/** Why a structure does not fit the answers, or undefined when it fits. */
function mismatch(s: Facts, a: Answers, w: ReasonWords): string | undefined {
  if (a.owners === 'one' && s.owners.min > 1) return fill(w.needsAtLeast, { count: s.owners.min, label: s.owners.label, source: cite(s.owners) });
  if (a.owners === 'several' && s.owners.max === 1) return fill(w.oneOwnerOnly, { source: cite(s.owners) });
  if (a.limited && !s.liability.limited) return fill(w.liabilityUnlimited, { why: afterLabel(s.liability.words), source: cite(s.liability) });
  if (a.shares && !s.investment.equity) return `${lowerFirst(s.investment.words)} (${cite(s.investment)})`;
  return undefined;
}

export function choose(structures: readonly Facts[], answers: Answers, w: ReasonWords): Choice {
  const fits: Facts[] = [];
  const ruledOut: Choice['ruledOut'] = [];
  for (const s of structures) {
    const why = mismatch(s, answers, w);
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
