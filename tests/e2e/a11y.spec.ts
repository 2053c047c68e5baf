// WCAG 2.2 AA on every route at phone and desktop widths, and with each menu open.
// target-size (2.5.8) only runs when 'wcag22aa' is named, so the tags list it explicitly.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { builtRoutes, oneOfEachKind } from './routes.ts';
import { blockKindsAt, menus } from './site.ts';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
// An alias renders the same screen as its main path (service-pages.spec.ts compares them), so each screen is
// checked once; of the pages a collection makes (entries, lists, categories), one of each kind.
const routes = oneOfEachKind(builtRoutes().filter((r) => r.path === r.canonicalPath));

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

async function violations(page: Page, include?: string) {
  if (!include) await settleLayout(page);
  let builder = new AxeBuilder({ page }).withTags(TAGS);
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  return violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help} — ${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 3)
        .join(' | ')}`,
  );
}

// At 390 px (most visitors) every screen. At 1280 px the screens that together show every kind of section
// (and every form): a kind looks the same on every page that has it, and axe at two widths on every page was
// a third of the browser suite's time.
const seenKinds = new Set<string>();
const desktopRoutes = routes.filter((route) => {
  if (route.template) return true;
  const kinds = blockKindsAt(route.canonicalPath).filter((kind) => !seenKinds.has(kind));
  for (const kind of kinds) seenKinds.add(kind);
  return kinds.length > 0;
});

for (const [width, widthRoutes] of [
  [390, routes],
  [1280, desktopRoutes],
] as const) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });
    for (const route of widthRoutes) {
      test(`${route.path} has no axe violations`, async ({ page }) => {
        test.setTimeout(90_000); // axe on the longest page (the 12-month calendar) takes ~15 s on a busy machine
        await page.goto(route.path);
        expect(await violations(page)).toEqual([]);
      });
    }
  });
}

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
