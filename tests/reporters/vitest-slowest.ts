// Vitest reporter: the table of tests/reporters/table.ts at the end of every run (after the default
// reporter's summary), then the failures' first lines. Listed in vitest.config.ts.
import type { Reporter, TestModule } from 'vitest/node';
import { failuresAtEnd, slowestTable, type Failed, type Timed } from './table.ts';

export default class Slowest implements Reporter {
  private readonly started = Date.now();

  onTestRunEnd(modules: ReadonlyArray<TestModule>) {
    const failed: Failed[] = [];
    for (const module of modules) {
      for (const error of module.errors()) failed.push({ file: module.moduleId, message: error.message ?? String(error) });
      for (const test of module.children.allTests()) {
        const result = test.result();
        if (result.state !== 'failed') continue;
        const error = result.errors[0];
        // Where it failed: the first frame of the stack in the test's own file, then the message and its diff.
        const at = error?.stacks?.find((frame) => frame.file === module.moduleId);
        failed.push({
          file: at ? `${module.moduleId}:${at.line}` : module.moduleId,
          title: test.fullName,
          message: error ? [error.message, error.diff].filter(Boolean).join('\n') : 'failed (no error message)',
        });
      }
    }
    if (modules.length >= 2) this.printSlowest(modules);
    process.stdout.write(failuresAtEnd('Vitest', failed));
  }

  private printSlowest(modules: ReadonlyArray<TestModule>) {
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
