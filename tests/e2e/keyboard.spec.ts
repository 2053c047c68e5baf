// Keyboard alone reaches and operates the page furniture; focus stays visible and never hides under
// the sticky header (WCAG 2.4.7, 2.4.11); hover content can be dismissed (1.4.13); reduced motion is honoured.
import { expect, test } from '@playwright/test';
import { builtRoutes } from './routes.ts';

test('the skip link is the first stop and moves focus to <main>', async ({ page }) => {
  await page.goto('/');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.locator('main')).toBeFocused();
});

test('a dropdown opens with Enter and Space, its links are reachable by Tab, and Escape closes it and returns focus', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  const button = page.locator('header nav[aria-label="Main"] button', { hasText: 'Trademark' });
  await button.focus();
  await page.keyboard.press('Enter');
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Tab');
  await expect(page.locator(':focus')).toHaveText('Trademark Registration');
  await page.keyboard.press('Escape');
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await expect(button).toBeFocused();
  await page.keyboard.press('Space');
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Space');
  await expect(button).toHaveAttribute('aria-expanded', 'false');
});

test('a panel opened by hover closes with Escape while the pointer stays on it', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  const button = page.locator('header nav[aria-label="Main"] button', { hasText: 'GST Services' });
  await button.hover();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Escape');
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await expect(page.locator(`#${await button.getAttribute('aria-controls')}`)).toBeHidden();
});

for (const width of [390, 1280]) {
  test(`focus is always visible and never hidden under the sticky header (${width} px)`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    for (const route of builtRoutes().filter((r) => r.path === r.canonicalPath)) {
      await page.goto(route.path);
      const stops = await page.evaluate(() => document.querySelectorAll('a[href], button, input, select, textarea, summary, [tabindex="0"]').length);
      for (let i = 0; i < Math.min(stops, 120); i++) {
        await page.keyboard.press('Tab');
        const state = await page.evaluate(() => {
          const el = document.activeElement as HTMLElement | null;
          if (!el || el === document.body) return null;
          const header = document.querySelector('header')!;
          const rect = el.getBoundingClientRect();
          const headerBottom = header.getBoundingClientRect().bottom;
          const style = getComputedStyle(el);
          return {
            label: `${el.tagName} ${el.textContent?.trim().slice(0, 40)}`,
            inHeader: header.contains(el),
            hiddenUnderHeader: !header.contains(el) && rect.bottom <= headerBottom + 1,
            outline: style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2,
            inView: rect.bottom > 0 && rect.top < innerHeight,
          };
        });
        if (!state) continue;
        expect(state.hiddenUnderHeader, `${route.path}: ${state.label} is hidden under the header`).toBe(false);
        expect(state.outline, `${route.path}: ${state.label} has no visible focus outline`).toBe(true);
      }
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
