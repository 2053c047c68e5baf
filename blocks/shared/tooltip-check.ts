// Build-time check of a block's "tooltips", run through each block definition's `check`
// (`npm run validate`): every explanation must name a label the block really shows, or it would
// silently never appear.
import type { BlockProblem } from '../../engine/block-api.tsx';
import type { Tooltips } from '../../engine/generated/config.ts';

/** Edit distance, for a did-you-mean on a misspelt label. */
function distance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    let previous = row[0]!;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const current = row[j]!;
      row[j] = Math.min(row[j]! + 1, row[j - 1]! + 1, previous + (a[i - 1] === b[j - 1] ? 0 : 1));
      previous = current;
    }
  }
  return row[b.length]!;
}

function closest(input: string, labels: string[]): string | undefined {
  const needle = input.toLowerCase();
  let best: string | undefined;
  let bestDistance = Infinity;
  for (const label of labels) {
    const d = distance(needle, label.toLowerCase());
    if (d < bestDistance) [best, bestDistance] = [label, d];
  }
  return best !== undefined && bestDistance <= Math.max(2, Math.floor(needle.length / 3)) ? best : undefined;
}

/**
 * Problems with `tooltips` for a block whose explainable labels are `labels` (in the words shown).
 * `all`: every label can appear (deadline urgencies are worked out on the visitor's day), so each needs one.
 */
export function checkTooltips(tooltips: Tooltips | undefined, labels: (string | undefined)[], { all = false } = {}): BlockProblem[] {
  if (!tooltips) return [];
  const shown = [...new Set(labels.filter((l): l is string => !!l))];
  const problems: BlockProblem[] = [];
  for (const key of Object.keys(tooltips.texts)) {
    if (shown.includes(key)) continue;
    const meant = closest(key, shown);
    const fix = !shown.length
      ? 'this section has no badges or labels to explain, so remove "tooltips"'
      : meant
        ? `did you mean "${meant}"? Write the label exactly as shown`
        : `write the label exactly as shown (labels here: ${shown.map((l) => `"${l}"`).join(', ')})`;
    problems.push({
      severity: 'error',
      path: ['tooltips', 'texts', key],
      message: `no badge or label of this section reads "${key}", so this explanation would never show — ${fix}`,
    });
  }
  const missing = all ? shown.filter((l) => !(l in tooltips.texts)) : [];
  if (missing.length) {
    problems.push({
      severity: 'warning',
      path: ['tooltips', 'texts'],
      message: `explain every label, not only some: ${missing.map((l) => `"${l}"`).join(', ')} ${missing.length === 1 ? 'has' : 'have'} no explanation, so ${missing.length === 1 ? 'that label shows' : 'those labels show'} an (i) mark that opens nothing`,
    });
  }
  return problems;
}
