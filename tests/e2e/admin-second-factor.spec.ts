// The second factor in Chromium, against the production server and the built admin app: the set-up
// key survives a reload (a code from the entry first scanned still works), a phone can add it with
// the otpauth:// link, ten recovery codes are shown once and each signs in once instead of a code,
// and an administrator resets a colleague's lost second factor, who sets it up again at the next
// sign-in — with axe on the new screens at 390 px and 1280 px, and no CSP violation.
import { expect, test, type Page } from '@playwright/test';
import { addUser, axe, letters, TEST_PASSWORD, totpCode, watchCsp } from './admin.ts';

test.use({ viewport: { width: 390, height: 844 } });

/** An administrator from the command line's link, signed in up to the set-up of the second factor. */
async function toSetUp(page: Page, baseURL: string, name: string) {
  const email = `${name.split(' ')[0]!.toLowerCase()}.${letters()}@filingbridge.in`;
  await page.goto(await addUser(baseURL, { email, name, role: 'admin' }));
  await page.getByLabel('New password', { exact: true }).fill(TEST_PASSWORD);
  await page.getByLabel('Confirm new password').fill(TEST_PASSWORD);
  await page.getByRole('button', { name: 'Set password' }).click();
  await expect(page).toHaveURL(/\/admin\/sign-in$/, { timeout: 20_000 });
  await signInWithPassword(page, email);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Set up your second factor', { timeout: 20_000 });
  return email;
}

async function signInWithPassword(page: Page, email: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(TEST_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** The key as the page shows it (groups of four) and without the spaces. */
async function shownKey(page: Page) {
  const text = (await page.getByRole('main').locator('code').first().textContent())!;
  expect(text).toMatch(/^([A-Z2-7]{4} ){7}[A-Z2-7]{4}$/);
  return text.replace(/\s/g, '');
}

async function signOut(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/admin\/sign-in$/);
}

/** Turns it on with a code of `key`, then reads the ten recovery codes and goes on. */
async function turnOn(page: Page, key: string, check: (page: Page) => Promise<void> = async () => {}) {
  await page.getByRole('textbox', { name: 'Code' }).fill(totpCode(key));
  await page.getByRole('button', { name: 'Turn on the second factor' }).click();
  await expect(page.getByRole('heading', { name: 'Save your recovery codes' })).toBeFocused({ timeout: 15_000 });
  const codes = await page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem').allTextContents();
  expect(codes).toHaveLength(10);
  for (const code of codes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
  await check(page);
  await page.getByRole('button', { name: 'I have saved them — continue' }).click();
  await expect(page).toHaveURL(/\/admin\/leads$/, { timeout: 15_000 });
  return codes;
}

test('the key to type by hand breaks lines only between its groups of four, at 1280 and 390 px', async ({ page, baseURL }) => {
  test.setTimeout(60_000);
  await toSetUp(page, baseURL!, 'Farah Khan');
  const key = page.getByRole('main').locator('code').first();
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    // A group drawn on two lines ("F" at the end of one, "4JJ" on the next) is easy to mistype.
    const split = await key.evaluate((code) => {
      const text = code.firstChild as Text;
      const groups: string[] = [];
      for (let start = 0; start < text.length; start += 5) {
        const range = document.createRange();
        range.setStart(text, start);
        range.setEnd(text, Math.min(start + 4, text.length));
        if (new Set([...range.getClientRects()].map((box) => Math.round(box.top))).size > 1) groups.push(text.data.slice(start, start + 4));
      }
      return groups;
    });
    expect(split, `groups split across two lines at ${width} px`).toEqual([]);
    // The key still fits its box: nothing runs past the right edge.
    expect(await key.evaluate((code) => code.scrollWidth <= code.clientWidth)).toBe(true);
  }
});

test('the set-up key survives a reload; recovery codes are shown once and each signs in once', async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  const cspViolations = await watchCsp(page);
  const email = await toSetUp(page, baseURL!, 'Vikram Iyer');
  const key = await shownKey(page);
  // A phone cannot scan its own screen: the same key as a link its authenticator app opens.
  const open = page.getByRole('link', { name: 'Open in your authenticator app' });
  await expect(open).toHaveAttribute('href', new RegExp(`^otpauth://totp/.*[?&]secret=${key}(&|$)`));
  expect(await axe(page), 'set-up at 390 px').toEqual([]);
  await page.screenshot({ path: test.info().outputPath('set-up-390.png'), fullPage: true });

  // The page is reloaded after the phone scanned it: the same key, and the phone's code works.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Set up your second factor');
  expect(await shownKey(page)).toBe(key);
  const codes = await turnOn(page, key, async () => {
    expect(await axe(page), 'recovery codes at 390 px').toEqual([]);
    await page.screenshot({ path: test.info().outputPath('recovery-codes-390.png'), fullPage: true });
    await page.setViewportSize({ width: 1280, height: 900 });
    expect(await axe(page), 'recovery codes at 1280 px').toEqual([]);
    await page.screenshot({ path: test.info().outputPath('recovery-codes-1280.png'), fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
  });

  // The phone is lost: a recovery code instead of a code, once.
  await signOut(page);
  await signInWithPassword(page, email);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Enter your code');
  await page.getByRole('button', { name: 'Lost your phone? Use a recovery code' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Enter a recovery code');
  await expect(page.getByRole('textbox', { name: 'Recovery code' })).toBeFocused();
  expect(await axe(page), 'recovery code at 390 px').toEqual([]);
  await page.screenshot({ path: test.info().outputPath('recovery-sign-in-390.png'), fullPage: true });
  await page.getByRole('textbox', { name: 'Recovery code' }).fill(codes[0]!.toUpperCase());
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/admin\/leads$/, { timeout: 15_000 });
  // It is spent: nine are left (a second use is refused in tests/server/admin-auth.test.ts — a wrong
  // code here would count against 127.0.0.1, which every browser test of the back office shares).
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Your account' }).click();
  await expect(page.getByRole('region', { name: 'Second factor' })).toContainText('9 of your 10 recovery codes are unused.');

  await signOut(page);
  await signInWithPassword(page, email);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Enter your code');
  await page.getByRole('button', { name: 'Lost your phone? Use a recovery code' }).click();
  await page.getByRole('button', { name: 'Use a code from the app instead' }).click();
  await expect(page.getByRole('textbox', { name: 'Code' })).toBeFocused();
  await page.getByRole('textbox', { name: 'Code' }).fill(totpCode(key, Date.now() + 30_000));
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/admin\/leads$/, { timeout: 15_000 });
  expect(await cspViolations()).toEqual([]);
});

test('an administrator resets a colleague’s lost second factor; the colleague sets it up again at the next sign-in', async ({ browser, page, baseURL }) => {
  test.setTimeout(150_000);
  const cspViolations = await watchCsp(page);
  const adminName = `Asha ${letters()}`;
  await toSetUp(page, baseURL!, adminName);
  await turnOn(page, await shownKey(page));

  const colleagueTab = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
  const colleagueName = `Ravi ${letters()}`;
  const colleague = await toSetUp(colleagueTab, baseURL!, colleagueName);
  await turnOn(colleagueTab, await shownKey(colleagueTab));

  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Users' }).click();
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name: colleagueName }) });
  await card.getByRole('button', { name: `Reset second factor of ${colleagueName}` }).click();
  await expect(card.getByRole('group', { name: /second factor\?/ })).toContainText(`Reset ${colleagueName}’s second factor?`);
  expect(await axe(page), 'reset confirmation at 390 px').toEqual([]);
  await card.screenshot({ path: test.info().outputPath('reset-390.png') });
  await card.getByRole('button', { name: 'Yes, reset it' }).click();
  await expect(card.getByRole('status')).toHaveText(`${colleagueName}’s second factor is reset; 1 session ended. They set it up again when they next sign in.`);
  await expect(card).toContainText('Second factorOff');
  // Audited, by this administrator, in the log's words (admin/server/routes/audit.ts).
  // Its own kind of action only: other tests fill the log's first page at the same time.
  await page.goto('/admin/audit?action=user.totp-reset');
  const entries = page.getByRole('list', { name: 'Audit log, newest first' }).getByRole('listitem');
  await expect(entries.filter({ hasText: 'Reset a colleague’s second factor' }).filter({ hasText: adminName })).toHaveCount(1);

  // The colleague is signed out, and at the next sign-in sets it up again (nothing else first).
  await colleagueTab.reload();
  await expect(colleagueTab).toHaveURL(/\/admin\/sign-in/);
  await colleagueTab.goto('/admin/sign-in');
  await signInWithPassword(colleagueTab, colleague);
  await expect(colleagueTab.getByRole('heading', { level: 1 })).toHaveText('Set up your second factor', { timeout: 15_000 });
  await turnOn(colleagueTab, await shownKey(colleagueTab));
  expect(await cspViolations()).toEqual([]);
  await colleagueTab.context().close();
});
