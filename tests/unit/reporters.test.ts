// The end of each runner's output (tests/reporters/): a CI log cut to its last lines still names what
// failed and why.
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { failuresAtEnd } from '../reporters/table.ts';

describe('failuresAtEnd', () => {
  it('prints nothing when nothing failed', () => {
    expect(failuresAtEnd('Playwright', [])).toBe('');
  });

  it('names each failure by file, line and title, with its first lines: colours stripped, blank lines dropped, long lines cut', () => {
    const message = `\u001b[31mError: expect(received).toEqual(expected)\u001b[39m\n\n- Expected  - 0\n+ Received  + 1\n${'x'.repeat(250)}`;
    const text = failuresAtEnd('Playwright', [{ file: join(process.cwd(), 'tests/e2e/admin.spec.ts:289'), title: 'an administrator › settings', message }], 4);
    expect(text.split('\n')).toEqual([
      'Playwright: 1 failed — the first lines of each:',
      '  ✗ tests/e2e/admin.spec.ts:289 › an administrator › settings',
      '      Error: expect(received).toEqual(expected)',
      '      - Expected  - 0',
      '      + Received  + 1',
      `      ${'x'.repeat(199)}…`,
      '',
    ]);
  });

  it('shows the first five of many, says so, and names a file that failed as a whole', () => {
    const failed = Array.from({ length: 7 }, (_, i) => ({ file: `/elsewhere/f${i}.test.ts`, message: `Error ${i}\nline two` }));
    const lines = failuresAtEnd('Vitest', failed, 1).split('\n');
    expect(lines[0]).toBe('Vitest: 7 failed (the first 5) — the first lines of each:');
    expect(lines.filter((line) => line.startsWith('  ✗'))).toEqual([0, 1, 2, 3, 4].map((i) => `  ✗ ${relative(process.cwd(), `/elsewhere/f${i}.test.ts`)}`));
    expect(lines.filter((line) => line.startsWith('      '))).toEqual(['      Error 0', '      Error 1', '      Error 2', '      Error 3', '      Error 4']);
  });
});
