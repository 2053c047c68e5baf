// How every tool here starts Chromium: Debian's builds (test tools cannot download their own), with the
// flags a container needs and nothing that phones home.
//
// The browser tests (playwright.config.ts) and scripts/screenshots.ts use Debian's **headless shell**
// (`apt-get install chromium-headless-shell`): the same Blink and V8 as the browser, without the browser's
// windows, tabs and toolbars — Playwright's own default for headless runs. The full browser in headless
// mode opens a window with its toolbar (drawn by a renderer of its own) for every test's context: the
// whole Playwright run took 713 s with it and 496 s with the shell on the same machine (29 Nov 2026,
// 331 tests, both green). Lighthouse (scripts/bench-lighthouse.ts) keeps the full browser, as a
// visitor's Chrome is what it scores.
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const HEADLESS_SHELL_PATH = process.env.CHROMIUM_HEADLESS_SHELL_PATH ?? '/usr/bin/chromium-headless-shell';
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
