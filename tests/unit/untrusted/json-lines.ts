// A config file written as the editor writes it (JSON.stringify(data, null, 2) and a newline), with the
// line each value of some paths is on, as the validator reports it: counted while the text is written
// (parsing the text again to find each value's line was a tenth of a payload's time).
import type { JsonPath } from '../../../engine/config/places.ts';

const keyOf = (path: JsonPath) => path.map((segment) => `\u0000${segment}`).join('');

/** The text, and the line (from 1) of the value at each of `paths` the data has. */
export function jsonWithLines(data: unknown, paths: JsonPath[]): { text: string; lineOf: (path: JsonPath) => number | undefined } {
  const wanted = new Set(paths.map(keyOf));
  const lines = new Map<string, number>();
  const parts: string[] = [];
  let line = 1;
  const walk = (value: unknown, indent: string, path: string) => {
    if (wanted.has(path)) lines.set(path, line);
    if (value === null || typeof value !== 'object') {
      // A string's line breaks are written \n: a value is on one line.
      parts.push(JSON.stringify(value));
      return;
    }
    const inner = `${indent}  `;
    const entries: [string | number, unknown][] = Array.isArray(value) ? value.map((v, i) => [i, v]) : Object.entries(value);
    const [open, close] = Array.isArray(value) ? ['[', ']'] : ['{', '}'];
    if (!entries.length) {
      parts.push(open + close);
      return;
    }
    parts.push(open);
    entries.forEach(([key, v], n) => {
      parts.push(n ? ',\n' : '\n', inner);
      line++;
      if (typeof key === 'string') parts.push(`${JSON.stringify(key)}: `);
      walk(v, inner, `${path}\u0000${key}`);
    });
    parts.push('\n', indent, close);
    line++;
  };
  walk(data, '', '');
  return { text: `${parts.join('')}\n`, lineOf: (path) => lines.get(keyOf(path)) };
}
