import { availableParallelism } from 'node:os';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';

/**
 * Packages resolved to their production builds, as the build resolves them (emotion has a development build
 * under the "development" condition): Vitest resolves with Vite's server conditions, "development" whenever
 * NODE_ENV is not production in the process that starts it, and passes them to the workers (`--conditions`),
 * so this project's resolved conditions are replaced by the production ones.
 */
function productionConditions(): Plugin {
  return {
    name: 'production-conditions',
    configResolved(config) {
      const production = (conditions: string[] = []) => conditions.map((c) => (c === 'development|production' || c === 'development' ? 'production' : c));
      // What Vitest passes to the workers for packages Node loads (and what those require in turn)…
      config.ssr.resolve ??= {};
      (config.ssr.resolve as { conditions?: string[] }).conditions = production(config.ssr.resolve.conditions);
      // …and what Vite resolves an import of the project's own code with.
      const ssr = config.environments.ssr?.resolve as { conditions?: string[]; externalConditions?: string[] } | undefined;
      if (ssr) {
        ssr.conditions = production(ssr.conditions);
        ssr.externalConditions = production(ssr.externalConditions);
      }
    },
  };
}

export default defineConfig({
  test: {
    environment: 'node',
    testTimeout: 30_000,
    // Checks of content that goes out of date (a news timeline's staleAfterDays) count from this day in
    // every test and every command a test runs, so no test changes its result with the calendar.
    // PWNED_PASSWORDS_URL=off: nothing leaves the machine (the breach-list test answers from a server of its own).
    env: { SITE_TODAY: '2026-11-25', PWNED_PASSWORDS_URL: 'off' },
    // Then where the run's time went: the slowest files and tests (tests/reporters/).
    reporters: ['default', './tests/reporters/vitest-slowest.ts'],
    pool: 'forks',
    // Vitest's default for `run` is one worker fewer than the cores: a single worker on 2 cores. Many
    // files mostly wait on child processes (builds, servers), so one per core keeps both busy.
    maxWorkers: availableParallelism(),
    projects: [
      {
        extends: true,
        // Config, validation, rendering and the build's pieces, in process: one module graph per worker
        // instead of one per file (importing React, Chakra and the engine again for each file was a
        // third of the run). They leave no state behind: each passes alone and in any order
        // (`npx vitest run --project unit --sequence.shuffle.files`).
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}', 'blocks/**/*.test.{ts,tsx}'],
          exclude: ['tests/unit/untrusted-content*.test.ts', 'tests/unit/shared-layout.test.tsx', 'tests/unit/production-builds.test.ts'],
          isolate: false,
        },
      },
      // Whole sites rendered as the build renders them, with React's production build (the build forces
      // NODE_ENV=production; the development build took two to three times as long): XSS payloads through
      // every field, and every route of the site with and without the shared layout. The unit project
      // keeps the development build, whose warnings a test there asserts are absent (editor-form-validators).
      {
        extends: true,
        oxc: { jsx: { runtime: 'automatic', development: false } },
        plugins: [productionConditions()],
        test: {
          name: 'production',
          include: ['tests/unit/untrusted-content*.test.ts', 'tests/unit/shared-layout.test.tsx', 'tests/unit/production-builds.test.ts'],
          isolate: false,
          env: { SITE_TODAY: '2026-11-25', PWNED_PASSWORDS_URL: 'off', NODE_ENV: 'production' },
        },
      },
      // The server in process and as a process, the stores, backups: like `unit`, one module graph per worker
      // (importing the app again for each file was 40 s of CPU of a run). Every file makes its own data
      // folder, store and app, and puts back the clock and environment it changes (calendar, hardening,
      // backup-erasure-log, backup-schedule); each passes alone and in any order
      // (`npx vitest run --project server --sequence.shuffle.files`).
      { extends: true, test: { name: 'server', include: ['tests/server/**/*.test.ts'], isolate: false } },
    ],
  },
});
