// The table both runners print at the end of a run: where the run's time went, by file (the sum of its
// tests' and hooks' time in the workers) and the slowest tests, so every CI log shows what a change costs
// without a separate timing run (issue 36: measure, then cut).
import { relative } from 'node:path';
import { stripVTControlCharacters } from 'node:util';

export interface Timed {
  file: string;
  /** A test's title, or undefined for a file's own time (its hooks, its import). */
  title?: string;
  ms: number;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
/** A file as the logs name it: relative to where the run started. */
const name = (file: string) => relative(process.cwd(), file) || file;

/** "Slowest files" and "slowest tests" as two small tables of plain text, `top` rows each. */
export function slowestTable(runner: string, items: Timed[], wallMs: number, top = 12): string {
  const byFile = new Map<string, number>();
  for (const item of items) byFile.set(item.file, (byFile.get(item.file) ?? 0) + item.ms);
  const files = [...byFile].sort((a, b) => b[1] - a[1]).slice(0, top);
  const tests = items
    .filter((item) => item.title)
    .sort((a, b) => b.ms - a.ms)
    .slice(0, top);
  const total = [...byFile.values()].reduce((a, b) => a + b, 0);
  const width = Math.max(...files.map(([file]) => name(file).length), 4);
  return [
    '',
    `${runner}: ${seconds(wallMs)} wall, ${seconds(total)} of worker time in ${byFile.size} files. Slowest files (worker time):`,
    ...files.map(([file, ms]) => `  ${name(file).padEnd(width)}  ${seconds(ms).padStart(8)}  ${((100 * ms) / total).toFixed(0).padStart(3)} %`),
    'Slowest tests:',
    ...tests.map((t) => `  ${seconds(t.ms).padStart(8)}  ${name(t.file)} › ${t.title!.length > 100 ? `${t.title!.slice(0, 99)}…` : t.title}`),
    '',
  ].join('\n');
}

export interface Failed {
  file: string;
  /** The test's title, or undefined when the file itself failed (an import, a hook). */
  title?: string;
  /** The first error's message (and the lines of its stack that name a test file). */
  message: string;
}

/**
 * The failures once more, after the tables, `lines` lines of each: a log cut to its last hundred lines (as
 * CI's summary is) still says which test failed and why, not only that one did.
 */
export function failuresAtEnd(runner: string, failed: Failed[], lines = 14, top = 5): string {
  if (!failed.length) return '';
  return [
    `${runner}: ${failed.length} failed${failed.length > top ? ` (the first ${top})` : ''} — the first lines of each:`,
    ...failed.slice(0, top).flatMap((f) => [
      `  ✗ ${name(f.file)}${f.title ? ` › ${f.title}` : ''}`,
      ...stripVTControlCharacters(f.message)
        .split('\n')
        .filter((line) => line.trim() !== '')
        .slice(0, lines)
        .map((line) => `      ${line.length > 200 ? `${line.slice(0, 199)}…` : line}`),
    ]),
    '',
  ].join('\n');
}
