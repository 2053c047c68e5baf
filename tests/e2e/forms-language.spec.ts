// Forms in the page's language (issue 42): the contact form on /hi/contact, with JavaScript and
// without, gets the server's message about a phone number in Hindi, and a sent message is stored with
// its language.
import { DatabaseSync } from 'node:sqlite';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { DATA_DIR, unique, withoutJavaScript } from './forms.ts';

const HINDI_PHONE = 'ऐसा फ़ोन नंबर लिखें जिस पर हम कॉल कर सकें, जैसे +91 98765 43210 या 098765 43210';

async function fill(page: Page, email: string, phone: string) {
  const form = page.locator('#message form');
  await form.locator('[name="email"]').fill(email);
  await form.locator('[name="phone"]').fill(phone);
  await form.locator('[name="subject"]').fill('जीएसटी');
  await form.locator('[name="message"]').fill('मुझे जीएसटी रजिस्ट्रेशन चाहिए');
  await form.locator('button[type="submit"]').click();
  return form;
}

function languageOf(email: string): string | undefined {
  const db = new DatabaseSync(join(DATA_DIR, 'leads.db'), { readOnly: true });
  try {
    return (db.prepare("SELECT language FROM leads WHERE json_extract(payload, '$.email') = ?").get(email) as { language: string } | undefined)?.language;
  } finally {
    db.close();
  }
}

test('with JavaScript: the Hindi page gets the server’s message in Hindi beside the phone field, then sends, stored as hi', async ({ page }) => {
  await page.goto('/hi/contact');
  const email = unique('hi-js');
  const form = await fill(page, email, '123');
  await expect(form).toContainText(HINDI_PHONE);
  await form.locator('[name="phone"]').fill('+91 98765 43210');
  await form.locator('button[type="submit"]').click();
  await expect(form.locator('[data-result="success"]')).toBeVisible();
  // The toast that says so is in Hindi: its region and its close button (the island's own words).
  const toast = page.locator('section[aria-label="सूचनाएँ (Alt+T)"] li[data-kind="success"]');
  await expect(toast).toBeVisible();
  await expect(toast.getByRole('button', { name: 'सूचना बंद करें' })).toBeVisible();
  await expect.poll(() => languageOf(email)).toBe('hi');
});

test('without JavaScript: the Hindi page comes back with the Hindi message', async ({ browser }) => {
  await withoutJavaScript(browser, async (page) => {
    await page.goto('/hi/contact');
    const form = await fill(page, unique('hi-nojs'), '123');
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
    await expect(form).toContainText(HINDI_PHONE);
  });
});

test("with JavaScript: the browser's own check on the Hindi page is in Hindi (a required field left empty)", async ({ page }) => {
  await page.goto('/hi/contact');
  const words = page.waitForResponse((answer) => answer.url().endsWith('/form-words/hi.json') && answer.ok());
  const form = page.locator('#message form');
  await form.locator('[name="email"]').fill(unique('hi-empty'));
  await words;
  await form.locator('[name="message"]').fill('नमस्ते');
  await form.locator('button[type="submit"]').click();
  await expect(form).toContainText('विषय भरना ज़रूरी है');
  await expect(form).not.toContainText('Subject is required');
});
