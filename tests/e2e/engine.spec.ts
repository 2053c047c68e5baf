import { expect, test, type ConsoleMessage } from '@playwright/test';
import { builtRoutes, builtHtml, oneOfEachShape } from './routes.ts';
import { site } from './site.ts';

const routes = builtRoutes();
// Browser visits take seconds each: one page of each shape (routes.ts oneOfEachShape: one per collection kind, one per set of block kinds).
const visited = oneOfEachShape(routes);

test('every configured route answers 200 with its <h1> and title in the HTML itself', async ({ request }) => {
  expect(routes.length).toBeGreaterThan(0);
  for (const route of routes) {
    const response = await request.get(route.path);
    expect(response.status(), route.path).toBe(200);
    const html = await response.text();
    expect(html.match(/<h1[\s>]/g) ?? [], `${route.path} has exactly one <h1>`).toHaveLength(1);
    expect(html, route.path).toMatch(/<title>[^<]+<\/title>/);
    expect(html, route.path).toContain(`rel="canonical" href="`);
    expect(html, `${route.path} canonical`).toMatch(new RegExp(`rel="canonical" href="[^"]*${route.canonicalPath === '/' ? '/' : route.canonicalPath}"`));
  }
});

test.describe('with JavaScript disabled', () => {
  test.use({ javaScriptEnabled: false });
  test('each page shows its heading and content', async ({ page }) => {
    test.setTimeout(90_000); // one visit per route (38 with the tools), ~0.1 s each on a quiet machine, several on a busy one
    for (const route of visited) {
      await page.goto(route.path);
      const h1 = page.locator('h1');
      await expect(h1, route.path).toHaveCount(1);
      await expect(h1, route.path).toBeVisible();
      await expect(page.locator('main'), route.path).not.toBeEmpty();
      await expect(page.locator('footer'), route.path).toBeVisible();
    }
  });
});

test('an unknown path answers 404 with the not-found screen and logs the path', async ({ page }) => {
  const messages: string[] = [];
  page.on('console', (m) => messages.push(m.text()));
  const response = await page.goto('/this/does-not-exist?x=1');
  expect(response?.status()).toBe(404);
  const notFound = site.notFound!;
  await expect(page.locator('h1')).toHaveText(notFound.code!);
  await expect(page.getByText(notFound.message!)).toBeVisible();
  await expect(page.getByRole('link', { name: notFound.homeLabel })).toHaveAttribute('href', '/');
  await expect.poll(() => messages.join('\n')).toContain('404 Error: User attempted to access non-existent route: /this/does-not-exist');
});

test('client blocks load and islands hydrate with no console errors or hydration warnings', async ({ page }) => {
  test.setTimeout(180_000); // every route, each island triggered
  const problems: string[] = [];
  const onConsole = (m: ConsoleMessage) => {
    if (m.type() === 'error' || m.type() === 'warning') problems.push(`${m.type()}: ${m.text()}`);
  };
  page.on('console', onConsole);
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  const withIslands = routes.filter((r) => builtHtml(r).includes('data-island='));
  for (const route of visited) {
    await page.goto(route.path);
    const islands = page.locator('[data-island]');
    const count = await islands.count();
    for (let i = 0; i < count; i++) {
      const island = islands.nth(i);
      // An island inside a closed tab panel hydrates when its panel opens; open that panel first.
      const panelId = await island.evaluate((el) => el.closest('[role=tabpanel][hidden]')?.id);
      if (panelId) await page.locator(`[role=tab][aria-controls="${panelId}"]`).click();
      await island.scrollIntoViewIfNeeded();
      // Trigger 'interaction' islands the way a visitor would: pointer over them and focus inside.
      await island.hover({ position: { x: 5, y: 5 } }).catch(() => undefined);
      await island.dispatchEvent('focusin');
      await expect(island, `${route.path} island ${i} hydrated`).toHaveAttribute('data-hydrated', '');
    }
  }
  expect(problems, `console problems on ${withIslands.length} island pages`).toEqual([]);
});
