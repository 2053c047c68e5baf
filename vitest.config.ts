import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/server/**/*.test.ts', 'blocks/**/*.test.{ts,tsx}'],
    environment: 'node',
    testTimeout: 30_000,
    pool: 'forks',
    // Vitest's default for `run` is one worker fewer than the cores: a single worker on 2 cores. Many
    // files mostly wait on child processes (builds, servers), so one per core keeps both busy.
    maxWorkers: availableParallelism(),
  },
});
