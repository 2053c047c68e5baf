// WCAG 2.2 AA in two passes. Every rule (target-size, 2.5.8, only runs when 'wcag22aa' is named, so the
// tags list it explicitly) runs once per kind of block, on the block gallery (tests/gallery/gallery.ts:
// every kind and variant, rendered by the build's renderer with the built scripts) at phone and desktop
// widths: a kind looks the same on every page that has it. Every real route then gets the rules about
// how blocks combine into a page (landmarks, heading order, ids), which need no layout, so no scroll pass.
// Tool results and form errors are checked with every rule where they appear (tools.spec.ts, forms.spec.ts).
import { expect, test, type Page } from '@playwright/test';
import { axeViolations, type Violation } from './axe.ts';
import { builtRoutes, DIST_DIR, oneOfEachShape } from './routes.ts';
import { menus } from './site.ts';
import { GALLERY_PATH, renderGallery } from '../gallery/gallery.ts';

/** The rules about a page as a whole: what blocks can get wrong only together. */
const PAGE_RULES = [
  'region',
  'landmark-banner-is-top-level',
  'landmark-complementary-is-top-level',
  'landmark-contentinfo-is-top-level',
  'landmark-main-is-top-level',
  'landmark-no-duplicate-banner',
  'landmark-no-duplicate-contentinfo',
  'landmark-no-duplicate-main',
  'landmark-one-main',
  'landmark-unique',
  'heading-order',
  'page-has-heading-one',
  'duplicate-id',
  'duplicate-id-aria',
  'duplicate-id-active',
  'bypass',
  'skip-link',
  'document-title',
  'html-has-lang',
  'html-lang-valid',
  'html-xml-lang-mismatch',
  'meta-viewport',
];
// An alias renders the same screen as its main path (service-pages.spec.ts compares them), so each screen is
// checked once; one page of each shape (routes.ts oneOfEachShape: one per collection kind, one per set of block kinds).
const routes = oneOfEachShape(builtRoutes().filter((r) => r.path === r.canonicalPath));

// Long pages skip laying out what is off screen (content-visibility: auto, the calendar's months) and use
// an estimated height until it has been seen once. axe maps every element's box first and then looks up
// what lies behind each text; with estimates in that map, a link low on the page "lies on" the footer.
// Scrolling through once (as a reader does) makes every box real before axe looks.
async function settleLayout(page: Page) {
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    for (let y = 0; y < document.documentElement.scrollHeight; y += innerHeight) {
      scrollTo({ top: y, behavior: 'instant' });
      await frame();
    }
    scrollTo({ top: 0, behavior: 'instant' });
    await frame();
  });
}

function described(violations: Violation[]) {
  return violations.map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.targets.slice(0, 3).join(' | ')}`);
}

async function violations(page: Page, include?: string) {
  if (!include) await settleLayout(page);
  return described(await axeViolations(page, { include }));
}

// Rendered once per worker; served at GALLERY_PATH on the production server's origin, so its scripts,
// pictures and data come from the built site.
let gallery: Promise<string> | undefined;

for (const width of [390, 1280]) {
  test(`the block gallery has no axe violations at ${width} px`, async ({ page }) => {
    test.setTimeout(120_000); // the gallery holds the 12-month calendar and every other kind
    gallery ??= renderGallery(DIST_DIR);
    const html = await gallery;
    await page.route(`**${GALLERY_PATH}`, (route) => route.fulfill({ contentType: 'text/html; charset=utf-8', body: html }));
    await page.setViewportSize({ width, height: 900 });
    await page.goto(GALLERY_PATH);
    // As Lighthouse reads a page: before any scrolling, so the calendar's months below the fold are not
    // laid out yet (content-visibility) and must not overlap what lies below them.
    expect(described(await axeViolations(page))).toEqual([]);
  });
}

test.describe('every screen, as blocks combine', () => {
  // One page per worker for all of them: each test loads its route afresh, and these rules read only the
  // document's structure, so a new browser context per route (0.5 s each under load) would prove nothing more.
  let page: Page;
  test.beforeAll(async ({ browser }) => {
    page = await browser.newPage({ viewport: { width: 390, height: 900 } });
  });
  test.afterAll(async () => {
    await page.close();
  });
  for (const route of routes) {
    test(`${route.path} has no landmark, heading or id violations`, async () => {
      await page.goto(route.path);
      expect(described(await axeViolations(page, { rules: PAGE_RULES }))).toEqual([]);
    });
  }
});

test.describe('with menus open', () => {
  test('each header dropdown, open, has no violations', async ({ page }) => {
    test.setTimeout(90_000); // six axe runs
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/');
    const buttons = page.locator('header nav[aria-label="Main"] button[aria-expanded]');
    const count = await buttons.count();
    expect(count).toBe(menus.header.dropdowns.length);
    for (let i = 0; i < count; i++) {
      await buttons.nth(i).click();
      await expect(buttons.nth(i)).toHaveAttribute('aria-expanded', 'true');
      expect(await violations(page, 'header'), `dropdown ${i + 1}`).toEqual([]);
      await page.keyboard.press('Escape');
    }
  });

  test('the mobile menu, open, has no violations', async ({ page }) => {
    test.setTimeout(90_000); // axe on the whole home page
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    await page.locator('header summary', { hasText: 'Menu' }).click();
    await expect(page.locator('header details[data-mobile-menu]')).toHaveAttribute('open', '');
    expect(await violations(page)).toEqual([]);
  });
});
