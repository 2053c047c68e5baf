// One problem found in site-config: where (file:line:column and in words), how bad, what to do.
import { lineColumn, offsetOf, type SourceFile } from './source.ts';
import type { JsonPath } from './places.ts';

export interface Problem {
  severity: 'error' | 'warning';
  file: string;
  line: number;
  column: number;
  /** Where, in words: "page /gst, block 3 (pricing-cards), plan 2". */
  place: string;
  /** What is wrong and what to do (the developer's wording, printed by `npm run validate`). */
  message: string;
  /** The JSON path of the value at fault, when the problem points into the file: the editor finds the field by it and names it with the labels on its screen. */
  path?: JsonPath;
  /** What is wrong, as data, for checks whose editor wording differs from `message` (see field-words.ts). */
  what?: ProblemWhat;
}

/** A check's finding as a key and values: "type" (expected, value), "missing" (field), "freePlan". */
export interface ProblemWhat {
  key: 'type' | 'missing' | 'empty' | 'choice' | 'unknown' | 'freePlan';
  values?: Record<string, unknown>;
}

export function formatProblem(p: Problem): string {
  const where = p.place ? `${p.place}: ` : '';
  return `${p.file}:${p.line}:${p.column} ${p.severity}: ${where}${p.message}`;
}

/** A problem at the value `path` points to in `file`. */
export function at(file: SourceFile, path: JsonPath, severity: Problem['severity'], place: string, message: string, what?: ProblemWhat): Problem {
  const { line, column } = lineColumn(file.text, offsetOf(file, path));
  return { severity, file: file.path, line, column, place, message, path, ...(what ? { what } : {}) };
}
