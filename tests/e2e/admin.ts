// Helpers for the back office's browser test (admin.spec.ts): accounts made the way an operator makes
// them (the admin CLI, against the test server's store), authenticator codes, axe, and every CSP
// violation a page reports.
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { expect, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { axeViolations } from './axe.ts';
import { DATA_DIR } from './forms.ts';

const run = promisify(execFile);

/**
 * `npm run admin -- add-user …` against the test server's store (or the store in `dataDir`, a spec's own
 * server); returns the one line it prints: the set-password link.
 */
export async function addUser(baseURL: string, user: { email: string; name: string; role: string }, dataDir = DATA_DIR): Promise<string> {
  const { stdout } = await run(join('node_modules', '.bin', 'tsx'), ['admin/cli/admin.ts', 'add-user', '--email', user.email, '--name', user.name, '--role', user.role], {
    env: { ...process.env, DATA_DIR: dataDir, PUBLIC_URL: baseURL, LOG_LEVEL: 'warn' },
  });
  const link = stdout.trim().split('\n').at(-1)!;
  expect(link).toMatch(new RegExp(`^${baseURL}/admin/set-password\\?token=[A-Za-z0-9_-]{43}$`));
  return link;
}

/** The password the browser tests give every account they make. */
export const TEST_PASSWORD = 'saffron kettle orbit meadow';

/** Opens a set-password link, sets TEST_PASSWORD and signs in with it; ends where the back office opens for the role (Publishing; Leads for sales). */
export async function setPasswordAndSignIn(page: Page, link: string, timeout = 20_000, landing = /\/admin\/publishing$/) {
  await page.goto(link);
  await page.getByLabel('New password', { exact: true }).fill(TEST_PASSWORD);
  await page.getByLabel('Confirm new password').fill(TEST_PASSWORD);
  await page.getByRole('button', { name: 'Set password' }).click();
  await expect(page).toHaveURL(/\/admin\/sign-in$/, { timeout });
  await page.getByLabel('Password').fill(TEST_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(landing, { timeout });
}

export type SignedIn = Awaited<ReturnType<BrowserContext['storageState']>>;

/**
 * A new account of `role` on the server at `baseURL` (its store in `dataDir`), its password set and signed
 * in once, with no CSP violation on the way: the session, for `browser.newContext({ storageState })`. A
 * spec's tests share it instead of each making an account and hashing its password twice (seconds a test
 * on a busy machine); a spec about signing in signs in within its tests.
 */
export async function signedInState(browser: Browser, baseURL: string, dataDir: string, user: { name: string; role: string }): Promise<SignedIn> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const csp = await watchCsp(page);
  const landing = user.role === 'sales' ? /\/admin\/leads$/ : undefined;
  await setPasswordAndSignIn(page, await addUser(baseURL, { ...user, email: `${letters()}@filingbridge.in` }, dataDir), undefined, landing);
  expect(await csp(), 'CSP violations while signing in').toEqual([]);
  const state = await context.storageState();
  await context.close();
  return state;
}

/** Six random letters: a name part no other test (or earlier run against the same store) uses. */
export const letters = () => Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');

/** The code an authenticator app shows for this key at `at` (RFC 6238: SHA-1, 6 digits, 30 s). */
export function totpCode(secret: string, at = Date.now()): string {
  return new TOTP({ secret: Secret.fromBase32(secret.replace(/\s/g, '')), algorithm: 'SHA1', digits: 6, period: 30 }).generate({ timestamp: at });
}

/** axe's WCAG 2.2 AA findings on the page (or inside `include`), one line each (tests/e2e/axe.ts). */
export async function axe(page: Page, include?: string): Promise<string[]> {
  return (await axeViolations(page, { include })).map((v) => `${v.id}: ${v.help} — ${v.targets.join(' | ')}`);
}

/**
 * Collects every Content-Security-Policy violation the pages of this tab report — the
 * securitypolicyviolation events (a listener added before any page script runs) and the console's
 * "Refused to …" errors; read it with `cspViolations()`.
 */
export async function watchCsp(page: Page): Promise<() => Promise<string[]>> {
  const seen: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) seen.push(message.text());
  });
  await page.exposeFunction('__reportCspViolation', (text: string) => seen.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { __reportCspViolation(text: string): void }).__reportCspViolation(
        `${event.violatedDirective}: ${event.blockedURI} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
  return async () => [...seen];
}

/** Whether the focused element shows a focus indicator (an outline or a box-shadow ring). */
export async function focusIsVisible(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return false;
    const style = getComputedStyle(element);
    return (style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) >= 2) || style.boxShadow !== 'none';
  });
}

/** In the editor open on /gst (the back office's Edit the site): the Basic plan's price typed into its field, not yet saved. */
export async function typeBasicPrice(page: Page, price: number) {
  await page.frameLocator('#preview-frame').getByRole('heading', { name: 'GST registration plans', exact: true }).click();
  await page
    .locator('[data-field-name="plans"]')
    .filter({ visible: true })
    .first()
    .getByRole('button', { name: /^Basic\b/ })
    .click();
  await page
    .getByRole('textbox', { name: /^Price in rupees(\s|$)/ })
    .filter({ visible: true })
    .first()
    .fill(String(price));
}
