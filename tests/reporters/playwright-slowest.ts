// Playwright reporter: the table of tests/reporters/table.ts at the end of every run (after the line or
// list reporter's own summary). Listed in playwright.config.ts.
import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';
import { slowestTable, type Timed } from './table.ts';

export default class Slowest implements Reporter {
  private readonly items: Timed[] = [];
  private readonly started = Date.now();

  printsToStdio() {
    return true;
  }

  onTestEnd(test: TestCase, result: TestResult) {
    this.items.push({ file: test.location.file, title: test.titlePath().slice(3).join(' › '), ms: result.duration });
  }

  onEnd(_result: FullResult) {
    if (this.items.length > 1) process.stdout.write(slowestTable('Playwright', this.items, Date.now() - this.started));
  }
}
