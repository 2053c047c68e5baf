// Vitest reporter: the table of tests/reporters/table.ts at the end of every run (after the default
// reporter's summary). Listed in vitest.config.ts.
import type { Reporter, TestModule } from 'vitest/node';
import { slowestTable, type Timed } from './table.ts';

export default class Slowest implements Reporter {
  private readonly started = Date.now();

  onTestRunEnd(modules: ReadonlyArray<TestModule>) {
    if (modules.length < 2) return;
    const items: Timed[] = [];
    for (const module of modules) {
      const diagnostic = module.diagnostic();
      let inTests = 0;
      for (const test of module.children.allTests()) {
        const ms = test.diagnostic()?.duration ?? 0;
        inTests += ms;
        items.push({ file: module.moduleId, title: test.fullName, ms });
      }
      // The rest of the file's time: importing it, setting it up, its hooks (beforeAll, afterAll).
      const own = diagnostic.collectDuration + diagnostic.setupDuration + diagnostic.prepareDuration + diagnostic.duration - inTests;
      items.push({ file: module.moduleId, ms: Math.max(0, own) });
    }
    process.stdout.write(slowestTable('Vitest', items, Date.now() - this.started));
  }
}
