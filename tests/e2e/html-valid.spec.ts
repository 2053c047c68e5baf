// Valid HTML: the Nu HTML Checker (W3C's validator, the `vnu-jar` package; needs Java 11+, which
// .ci/run installs) over one built page of each shape (routes.ts oneOfEachShape: one per collection
// kind, one per set of block kinds — the markup is the blocks' own, whatever the words) and the 404, in
// one JVM: a thousand pages made from one template add nothing to it. Any error fails, and so does any
// warning (a section without a heading, a needless role…); the "info" notes that React's
// `<input … />` self-closing slash has no effect are not problems and are ignored.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { join, relative } from 'node:path';
import { expect, test } from '@playwright/test';
import { builtRoutes, DIST_DIR, oneOfEachShape } from './routes.ts';

const vnuJar = String(createRequire(import.meta.url)('vnu-jar'));

interface VnuMessage {
  type: 'error' | 'info' | 'non-document-error';
  subType?: string;
  url?: string;
  message: string;
  lastLine?: number;
  extract?: string;
}

test('the Nu HTML Checker reports no error and no warning in a built page of each shape and the 404', () => {
  test.setTimeout(180_000);
  const files = [...oneOfEachShape(builtRoutes()).map((route) => join(DIST_DIR, route.file)), join(DIST_DIR, '404.html')];
  expect(files.length, 'HTML files checked').toBeGreaterThan(20);
  const java = spawnSync('java', ['-version'], { encoding: 'utf8' });
  if (java.error) throw new Error('`java` was not found: the HTML check needs Java 11 or later (apt-get install default-jre-headless; .ci/run does it)');
  // -Xss: the checker's parser recurses deeply on long pages; one JVM for all files keeps it to seconds.
  // A short run: the quick compiler only and one garbage collector thread — the same report for a third of
  // the CPU (12 s → 4.5 s on 46 files; the optimising compiler's threads never paid for themselves).
  const run = spawnSync('java', ['-XX:TieredStopAtLevel=1', '-XX:+UseSerialGC', '-Xss8m', '-jar', vnuJar, '--format', 'json', ...files], {
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
  });
  const report = JSON.parse(run.stderr || run.stdout) as { messages: VnuMessage[] };
  const problems = report.messages
    .filter((m) => m.type !== 'info' || m.subType === 'warning')
    .map((m) => `${m.url ? relative(DIST_DIR, decodeURI(new URL(m.url).pathname)) : '?'}: ${m.subType ?? m.type}: ${m.message} — …${(m.extract ?? '').trim().slice(0, 120)}…`);
  expect(problems).toEqual([]);
  // The report covers every file (a file the checker could not read would be a non-document error above).
  expect(run.status, run.stderr.slice(0, 500)).toBe(0);
});
