// How every tool here starts Chromium: Debian's build (test tools cannot download their own), with the
// flags a container needs and nothing that phones home. Used by playwright.config.ts (the browser
// tests), scripts/screenshots.ts and scripts/bench-lighthouse.ts.
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
