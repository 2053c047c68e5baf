// The toasts a form shows (split from forms.spec.ts): Escape, swipe, the close button and Alt+T, at most
// three stacked, how long each kind stays, light and dark. Time-dependent checks run on Playwright's
// fake clock (page.clock), never on sleeps.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { hydratedForm, partnership, partnershipAnswers, toasts, unique } from './forms.ts';

const { success: SUCCESS, failure: FAILURE } = partnership;
const label = partnership.label;
const fillPartnership = (form: Locator, email: string, extra = true) => partnership.fill(form, partnershipAnswers(email, extra));

test.describe('toasts', () => {
  /** Sends the partnership form against a stub that answers 201, `times` times. */
  async function sendOk(page: Page, times = 1) {
    await page.route('**/api/partnership', (route) => route.fulfill({ status: 201, contentType: 'application/json', body: '{"id":"stub"}' }));
    await page.goto('/about');
    const { form } = await hydratedForm(page, 'partnership');
    for (let i = 0; i < times; i++) {
      await fillPartnership(form, unique(`toast${i}`), false);
      await form.getByRole('button', { name: partnership.submit }).click();
      await expect(form.getByLabel(label('firstName'))).toHaveValue('');
    }
    return form;
  }

  test('Escape dismisses the toast while focus is on its form', async ({ page }) => {
    const form = await sendOk(page);
    await expect(toasts(page)).toHaveCount(1);
    await expect(form.getByRole('button', { name: partnership.submit })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(toasts(page)).toHaveCount(0);
    await expect(form.locator('[data-result="success"]')).toHaveText(SUCCESS);
  });

  test('a swipe to the right dismisses a toast; a short drag does not', async ({ page }) => {
    await sendOk(page);
    const toast = toasts(page).first();
    await expect(toast).toBeVisible();
    const box = (await toast.boundingBox())!;
    const y = box.y + box.height / 2;
    const x = box.x + 40;
    await page.mouse.move(x, y);
    await page.mouse.down();
    await page.mouse.move(x + 25, y, { steps: 5 });
    await page.mouse.up();
    await expect(toasts(page)).toHaveCount(1);
    await page.mouse.move(x, y);
    await page.mouse.down();
    await page.mouse.move(x + 160, y, { steps: 8 });
    await page.mouse.up();
    await expect(toasts(page)).toHaveCount(0);
  });

  test('the close button dismisses a toast; Alt+T moves focus to the toasts', async ({ page }) => {
    await sendOk(page, 2);
    await expect(toasts(page)).toHaveCount(2);
    await page.keyboard.press('Alt+T');
    const list = page.locator('section[aria-label="Notifications (Alt+T)"] ol');
    await expect(list).toBeFocused();
    await expect(list).toHaveAttribute('data-expanded', '');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Close notification' }).first()).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(toasts(page)).toHaveCount(1);
    // Focus stays with the toasts, so Escape dismisses the last one, and then returns to the form.
    await page.keyboard.press('Escape');
    await expect(toasts(page)).toHaveCount(0);
    await expect(page.locator('#partnership form').getByRole('button', { name: partnership.submit })).toBeFocused();
  });

  test('at most three at once, stacked, expanding on hover', async ({ page }) => {
    await sendOk(page, 4);
    await expect(toasts(page)).toHaveCount(3);
    const boxes = async () => Promise.all((await toasts(page).all()).map(async (t) => (await t.boundingBox())!));
    await page.mouse.move(10, 10);
    // The stack moves by CSS transitions: the geometry is checked until they have finished.
    await expect(async () => {
      const [newest, second] = await boxes();
      // Collapsed: the older toast peeks out just above the newest one.
      expect(newest!.y - second!.y).toBeGreaterThan(0);
      expect(newest!.y - second!.y).toBeLessThan(20);
    }).toPass();
    await toasts(page).first().hover();
    await expect(page.locator('section[aria-label="Notifications (Alt+T)"] ol')).toHaveAttribute('data-expanded', '');
    let expanded: Awaited<ReturnType<typeof boxes>> = [];
    await expect(async () => {
      expanded = await boxes();
      expect(expanded[1]!.y + expanded[1]!.height).toBeLessThanOrEqual(expanded[0]!.y);
      expect(expanded[2]!.y + expanded[2]!.height).toBeLessThanOrEqual(expanded[1]!.y);
    }).toPass();
    // Sits bottom-right.
    const viewport = page.viewportSize()!;
    expect(expanded[0]!.x + expanded[0]!.width).toBeGreaterThan(viewport.width - 40);
    expect(expanded[0]!.y + expanded[0]!.height).toBeGreaterThan(viewport.height - 40);
  });

  test('a success toast stays 4 seconds, an error toast 5', async ({ page }) => {
    await page.route('**/api/partnership', (route) => route.fulfill({ status: 201, contentType: 'application/json', body: '{"id":"stub"}' }));
    await page.clock.install();
    await page.goto('/about');
    const { form } = await hydratedForm(page, 'partnership');
    /** Sends with the page's clock stopped, so the toast's time is counted only by runFor. */
    const sendFrozen = async () => {
      await fillPartnership(form, unique('timed'), false);
      await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
      await form.getByRole('button', { name: partnership.submit }).click();
      await expect(toasts(page)).toHaveCount(1);
    };
    await sendFrozen();
    await page.clock.runFor(3_990);
    await expect(toasts(page)).toHaveCount(1);
    await page.clock.runFor(20);
    await expect(toasts(page)).toHaveCount(0);
    await page.clock.resume();

    await page.unroute('**/api/partnership');
    await page.route('**/api/partnership', (route) => route.fulfill({ status: 503, body: 'down' }));
    await sendFrozen();
    await expect(toasts(page)).toHaveText([FAILURE]);
    await page.clock.runFor(4_990);
    await expect(toasts(page)).toHaveCount(1);
    await page.clock.runFor(20);
    await expect(toasts(page)).toHaveCount(0);
  });

  test('follows the system light or dark setting', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await sendOk(page);
    await expect(toasts(page).first()).toHaveCSS('background-color', 'rgb(30, 41, 59)');
    await page.emulateMedia({ colorScheme: 'light' });
    await expect(toasts(page).first()).toHaveCSS('background-color', 'rgb(255, 255, 255)');
  });
});
