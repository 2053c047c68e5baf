// JSON mistakes that used to give a misleading message: each is read by the validator's JSON reader and
// the printed line (file:line:column + words) is pinned exactly.
import { describe, expect, it } from 'vitest';
import { lineColumn, readJsonSource } from '../../engine/config/source.ts';

/** What the validator prints for a file with this text: "line:column message", or the parsed value. */
function read(text: string): string | unknown {
  const file = readJsonSource('x.json', text);
  if (!file.syntaxError) return file.data;
  const { line, column } = lineColumn(file.text, file.syntaxError.offset);
  return `${line}:${column} ${file.syntaxError.message}`;
}

describe('JSON mistakes are named for what they are', () => {
  it('curly quotes around a value name the curly quotes, not single quotes', () => {
    expect(read('{\n  "title": “GST Registration”\n}')).toBe('2:12 curly quotes — replace “ ” with " (straight double quotes)');
  });

  it('curly quotes around a property name', () => {
    expect(read('{\n  ”title”: "GST"\n}')).toBe('2:3 curly quotes — replace “ ” with " (straight double quotes)');
  });

  it('single quotes are still explained as single quotes', () => {
    expect(read('{\n  \'title\': "GST"\n}')).toBe('2:3 single quotes — text is written between double quotes, "like this", not \'like this\'');
  });

  it('an invisible byte-order mark at the start is accepted and dropped', () => {
    const file = readJsonSource('x.json', '\uFEFF{\n  "title": "GST"\n}');
    expect(file.syntaxError).toBeUndefined();
    expect(file.data).toEqual({ title: 'GST' });
    expect(file.text.startsWith('{')).toBe(true);
  });

  it('a missing } between two list items names the { that is not closed', () => {
    const text = ['{', '  "items": [', '    { "question": "A?", "answer": "Yes." ,', '    { "question": "B?", "answer": "No." }', '  ]', '}'].join('\n');
    // The } belongs right after "Yes." (line 3, column 41), the open { is at line 3, column 5.
    expect(read(text)).toBe('3:41 a } is missing — the { at line 3, column 5 is not closed; add } after its last item');
  });

  it('a file that ends before its last } is closed names that {', () => {
    expect(read('{\n  "hero": {\n    "title": "GST"\n  }\n')).toBe('4:4 a } is missing — the { at line 1, column 1 is not closed; add } after its last item');
  });

  it('a missing ] at the end names the [', () => {
    expect(read('{\n  "items": [\n    "a",\n    "b"\n}')).toBe('4:8 a ] is missing — the [ at line 2, column 12 is not closed; add ] after its last item');
  });
});

describe('npm run validate', () => {
  it('reports errors without claiming a build it never ran', async () => {
    const { execFileSync } = await import('node:child_process');
    const { mkdtempSync, cpSync, writeFileSync, rmSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const { join } = await import('node:path');
    const root = join(import.meta.dirname, '..', '..');
    const dir = mkdtempSync(join(tmpdir(), 'validate-'));
    try {
      cpSync(join(root, 'site-config'), dir, { recursive: true });
      writeFileSync(join(dir, 'navigation.json'), '{\n  "links": [\n');
      let output = '';
      try {
        execFileSync(process.execPath, [join(root, 'node_modules/.bin/tsx'), join(root, 'scripts/validate.ts'), dir], { encoding: 'utf8' });
      } catch (error) {
        output = (error as { stdout: string }).stdout;
      }
      expect(output).not.toContain('not built');
      // (Warnings of the rule tables' not-yet-checked entries may be counted beside the error.)
      expect(output.trim().split('\n').at(-1)).toMatch(
        /^✗ 1 error(, \d+ warnings)? in site-config\. Fix the lines above and run npm run validate again \(the build refuses config with errors\)\.$/,
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
