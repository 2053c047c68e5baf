// Keyboard alone reaches and operates the page furniture; focus stays visible and never hides under
// the sticky header (WCAG 2.4.7, 2.4.11); hover content can be dismissed (1.4.13); reduced motion is honoured.
import { expect, test } from '@playwright/test';
import { builtRoutes, oneOfEachShape } from './routes.ts';
import { menus } from './site.ts';

test('the skip link is the first stop and moves focus to <main>', async ({ page }) => {
  await page.goto('/');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.locator('main')).toBeFocused();
});

// Enter, Space, Tab into the panel and Escape on every dropdown: tests/e2e/shell.spec.ts.

test('a panel opened by hover closes with Escape while the pointer stays on it', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  const button = page.locator('header nav[aria-label="Main"] button', { hasText: menus.header.dropdowns.at(-2)!.label });
  await button.hover();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Escape');
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await expect(page.locator(`#${await button.getAttribute('aria-controls')}`)).toBeHidden();
});

for (const width of [390, 1280]) {
  test(`focus is always visible and never hidden under the sticky header (${width} px)`, async ({ page }) => {
    test.setTimeout(120_000); // every control of every route (38 with the tools)
    await page.setViewportSize({ width, height: 800 });
    // Instant scrolling, so each focused control is measured where focus leaves it, not mid-animation.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    // One page of each shape (routes.ts oneOfEachShape: one per collection kind, one per set of block kinds).
    for (const route of oneOfEachShape(builtRoutes().filter((r) => r.path === r.canonicalPath))) {
      await page.goto(route.path);
      await page.keyboard.press('Tab'); // keyboard modality, so :focus-visible applies as for a keyboard user
      // Focus every reachable control in tab order (focus() scrolls like Tab does) and check what shows.
      const problems = await page.evaluate(() => {
        const header = document.querySelector('header')!;
        const found: string[] = [];
        const controls = [...document.querySelectorAll<HTMLElement>('a[href], button:not([disabled]), input:not([type=hidden]), select, textarea, summary, [tabindex="0"]')].filter(
          (el) => el.offsetParent !== null || getComputedStyle(el).position === 'fixed',
        );
        for (const el of controls) {
          el.focus();
          if (document.activeElement !== el) continue;
          const rect0 = el.getBoundingClientRect();
          if (rect0.bottom < 0 || rect0.top > innerHeight) found.push(`${el.tagName} "${el.textContent?.trim().slice(0, 40)}" was focused but not scrolled into view`);
          const rect = el.getBoundingClientRect();
          const label = `${el.tagName} "${el.textContent?.trim().slice(0, 40)}"`;
          // Hidden under the header = the header, not the element, is what shows at the element's centre.
          const onTop = document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2);
          if (!header.contains(el) && onTop && header.contains(onTop)) found.push(`${label} is hidden under the header`);
          const style = getComputedStyle(el);
          if (el.matches(':focus-visible') && (style.outlineStyle === 'none' || parseFloat(style.outlineWidth) < 2)) found.push(`${label} has no visible focus outline`);
        }
        return found;
      });
      expect(problems, route.path).toEqual([]);
    }
  });
}

test('smooth scrolling is turned off when the visitor asks for reduced motion', async ({ browser }) => {
  const reduced = await browser.newPage({ reducedMotion: 'reduce' });
  await reduced.goto('/');
  expect(await reduced.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior)).toBe('auto');
  const normal = await browser.newPage({ reducedMotion: 'no-preference' });
  await normal.goto('/');
  expect(await normal.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior)).toBe('smooth');
});
