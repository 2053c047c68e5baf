// Playwright reporter: the table of tests/reporters/table.ts at the end of every run (after the line or
// list reporter's own summary), then the failures' first lines. Listed in playwright.config.ts.
import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';
import { failuresAtEnd, slowestTable, type Timed } from './table.ts';

export default class Slowest implements Reporter {
  private readonly items: Timed[] = [];
  private readonly started = Date.now();
  /** Each test's last result: a test retried into passing is no failure. */
  private readonly last = new Map<TestCase, TestResult>();

  printsToStdio() {
    return true;
  }

  onTestEnd(test: TestCase, result: TestResult) {
    this.items.push({ file: test.location.file, title: test.titlePath().slice(3).join(' › '), ms: result.duration });
    this.last.set(test, result);
  }

  onEnd(_result: FullResult) {
    if (this.items.length > 1) process.stdout.write(slowestTable('Playwright', this.items, Date.now() - this.started));
    const failed = [...this.last]
      .filter(([test]) => test.outcome() === 'unexpected')
      .map(([test, result]) => ({
        // Where it failed: the failing line when the error has one, else where the test starts.
        file: result.errors[0]?.location ? `${result.errors[0].location.file}:${result.errors[0].location.line}` : `${test.location.file}:${test.location.line}`,
        title: test.titlePath().slice(3).join(' › '),
        message: result.errors[0]?.message ?? `${result.status} (no error message)`,
      }));
    process.stdout.write(failuresAtEnd('Playwright', failed));
  }
}
