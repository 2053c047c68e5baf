import { availableParallelism } from 'node:os';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, HEADLESS_SHELL_PATH } from './scripts/chromium.ts';

// Browser tests run against the production build (dist/) served by the production server.
// Debian's Chromium headless shell is used because test tools cannot download browsers here (scripts/chromium.ts).
// Nothing leaves the machine: no server a test starts looks up a test account's password in the breach
// list (the workers and every server they spawn inherit this).
process.env.PWNED_PASSWORDS_URL ??= 'off';
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4180);

const chromium = { ...devices['Desktop Chrome'], launchOptions: { executablePath: HEADLESS_SHELL_PATH, args: CHROMIUM_ARGS } };
// Every spec that starts the worker's editor (tests/e2e/editor.ts): in one project, so a worker starts one
// editor for all of them instead of another when a spec of the other project needs it.
const EDITOR_SPEC = /[\\/]editor(-screens|-words|-traps|-save-conflicts|-translations)?\.spec\.ts$/;

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  // One worker more than the cores: a test often waits (a server's answer, a timer, a fade), and a third
  // worker fills that time. Measured on 2 cores (29 Nov 2026, 331 tests): 2 workers 415–432 s, 3 workers
  // 378 s, 4 workers 422 s. (The a11y check of /trademark once lost a race under that load: two forms named
  // alike, checked before the tabs hid one; forms are named apart since — the page rule unique-form-names.)
  workers: availableParallelism() + 1,
  retries: 0,
  // Then where the run's time went: the slowest files and tests (tests/reporters/).
  reporter: [[process.env.CI ? 'line' : 'list'], ['./tests/reporters/playwright-slowest.ts']],
  timeout: 30_000,
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    browserName: 'chromium',
    launchOptions: { executablePath: HEADLESS_SHELL_PATH, args: CHROMIUM_ARGS },
  },
  // The editor's tests: one editor per worker over its own copy of site-config, put back as committed
  // before each test (tests/e2e/editor.ts), so they run on every worker in any order; their own project,
  // listed first, starts the editors early instead of at the end.
  projects: [
    { name: 'editor', testMatch: EDITOR_SPEC, use: chromium },
    { name: 'chromium', testIgnore: EDITOR_SPEC, use: chromium },
  ],
  webServer: {
    command: 'tsx main/start.ts',
    url: `http://127.0.0.1:${E2E_PORT}/`,
    reuseExistingServer: false,
    timeout: 60_000,
    // Nothing leaves the machine: no breach-list look-up of the test accounts' passwords.
    env: { PORT: String(E2E_PORT), HOST: '127.0.0.1', DATA_DIR: '.tmp/e2e-data', RATE_LIMIT_MAX: '10000', LOG_LEVEL: 'warn', PWNED_PASSWORDS_URL: 'off' },
  },
});
