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
  /** What is wrong and what to do. */
  message: string;
}

export function formatProblem(p: Problem): string {
  const where = p.place ? `${p.place}: ` : '';
  return `${p.file}:${p.line}:${p.column} ${p.severity}: ${where}${p.message}`;
}

/** A problem at the value `path` points to in `file`. */
export function at(file: SourceFile, path: JsonPath, severity: Problem['severity'], place: string, message: string): Problem {
  const { line, column } = lineColumn(file.text, offsetOf(file, path));
  return { severity, file: file.path, line, column, place, message };
}
