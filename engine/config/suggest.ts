/**
 * Edit distance counting a swap of two neighbouring letters as one edit ("fqa" → "faq" is 1), for did-you-mean suggestions.
 * Three rolling rows, not a table of arrays: a translation check compares each unknown key with every
 * key of its file (thousands of calls a build, 0.3–1 s of a small site's build with the table).
 */
export function editDistance(a: string, b: string): number {
  const width = b.length + 1;
  let before = new Int32Array(width);
  let previous = new Int32Array(width);
  let row = new Int32Array(width);
  for (let j = 0; j < width; j++) previous[j] = j;
  for (let i = 1; i <= a.length; i++) {
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(previous[j]! + 1, row[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, before[j - 2]! + 1);
      row[j] = d;
    }
    [before, previous, row] = [previous, row, before];
  }
  return previous[b.length]!;
}

/** The parts of two strings that differ, once their common start and end are removed. */
function differingParts(a: string, b: string): [string, string] {
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  let end = 0;
  while (end < a.length - start && end < b.length - start && a[a.length - 1 - end] === b[b.length - 1 - end]) end++;
  return [a.slice(start, a.length - end), b.slice(start, b.length - end)];
}

/** The closest candidate when it is close enough to be a likely typo, else undefined. */
export function closest(input: string, candidates: Iterable<string>): string | undefined {
  let best: string | undefined;
  let bestDistance = Infinity;
  const needle = input.toLowerCase();
  for (const candidate of candidates) {
    const lower = candidate.toLowerCase();
    // The distance is at least the difference in length: such a candidate cannot be closer than the best.
    if (Math.abs(lower.length - needle.length) >= bestDistance) continue;
    const d = editDistance(needle, lower);
    if (d < bestDistance) {
      best = candidate;
      bestDistance = d;
    }
  }
  if (best === undefined || bestDistance > Math.max(2, Math.floor(input.length / 3))) return undefined;
  // A typo changes a few letters of a word, not a whole word: "/iec-registration" is not a misspelt
  // "/gst-registration" although only three letters differ, because those three are all of "iec".
  const [mine, theirs] = differingParts(needle, best.toLowerCase());
  return editDistance(mine, theirs) <= Math.max(1, Math.floor(Math.max(mine.length, theirs.length) / 2)) ? best : undefined;
}

export function didYouMean(input: string, candidates: Iterable<string>): string {
  const match = closest(input, candidates);
  return match ? ` — did you mean "${match}"?` : '';
}
