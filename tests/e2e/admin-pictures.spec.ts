// Uploading a picture from the site editor in the back office (/admin/edit/): "Upload a picture…" beside a
// picture's file name sends the chosen file (POST /admin/api/pictures, kept as a draft), the field then
// names it and the page's draft is saved with it — the editor's checks see the drafted picture before it
// is published. An SVG is refused with the server's words beside the field. The picture's draft is then
// discarded from Publishing's list. Axe on the field at 390 px and on the question, screenshots at 390
// and 1280 px. Nothing is published here.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { expect, test } from '@playwright/test';
import { addUser, axe, letters, setPasswordAndSignIn, watchCsp } from './admin.ts';

const SHOTS = join(import.meta.dirname, '..', '..', 'test-results', 'admin-pictures');

test('an editor uploads a picture for the page’s shared links; an SVG is refused in words', async ({ browser, baseURL }) => {
  test.setTimeout(240_000);
  mkdirSync(SHOTS, { recursive: true });
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const csp = await watchCsp(page);
  page.on('pageerror', (error) => {
    throw new Error(`The editor's page failed: ${error.message}`);
  });
  const name = `Asha ${letters()}`;
  await setPasswordAndSignIn(page, await addUser(baseURL!, { email: `asha.${letters()}@filingbridge.in`, name, role: 'editor' }));

  await page.goto('/admin/edit/?page=/about');
  await expect(page.frameLocator('#preview-frame').locator('main')).toBeVisible({ timeout: 90_000 });
  await expect(page.getByRole('navigation', { name: 'Editor' })).not.toContainText('Checking…', { timeout: 30_000 });

  // The page's own fields (nothing selected): the picture for shared links.
  const field = page
    .locator('.editor-field')
    .filter({ has: page.locator('[data-picture-upload]') })
    .filter({ visible: true })
    .first();
  const upload = field.getByLabel('Upload a picture…');
  await expect(upload).toHaveAttribute('type', 'file');
  await expect(upload).toHaveAttribute('accept', 'image/png,image/jpeg,image/webp');
  const fileName = field.getByRole('textbox').first();
  await expect(fileName).toHaveValue('');
  await field.screenshot({ path: join(SHOTS, 'field-1280.png') });

  // An SVG: refused with the server's words, the field unchanged.
  await upload.setInputFiles({ name: 'Logo.svg', mimeType: 'image/svg+xml', buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>') });
  await expect(field.locator('[data-upload-status]')).toHaveText('✗ SVG pictures are not accepted (they can carry scripts). Upload a PNG, JPEG or WebP picture.');
  await expect(fileName).toHaveValue('');
  await field.screenshot({ path: join(SHOTS, 'field-refused-1280.png') });

  // Over 5 MB: refused before it is sent.
  await upload.setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: Buffer.alloc(5 * 1024 * 1024 + 1, 1) });
  await expect(field.locator('[data-upload-status]')).toHaveText('✗ The picture is larger than 5 MB; it must be at most 5 MB.');
  await expect(fileName).toHaveValue('');

  // A PNG named as a person names a photo: uploaded, the field names it.
  const tag = letters();
  const png = await sharp({ create: { width: 1200, height: 630, channels: 3, background: { r: 20, g: 90, b: 160 } } })
    .png()
    .toBuffer();
  await upload.setInputFiles({ name: `Team Photo_${tag}!.PNG`, mimeType: 'image/png', buffer: png });
  await expect(fileName).toHaveValue(`team-photo-${tag}.png`, { timeout: 20_000 });
  await expect(field.locator('[data-upload-status]')).toHaveText('Uploaded as a draft: visitors see the picture once it is published.');
  await expect(field.getByText('Upload a picture…')).toBeVisible();

  // Its description, then the page's draft is saved with it: no problem about the picture.
  await page
    .getByRole('textbox', { name: /^What it shows/ })
    .filter({ visible: true })
    .first()
    .fill('The FilingBridge team in Chennai');
  await expect(page.getByRole('navigation', { name: 'Editor' })).not.toContainText('Checking…', { timeout: 30_000 });
  await expect(page.locator('[data-problem]')).toHaveCount(0);
  await page.getByRole('button', { name: 'Save draft', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved as a draft' })).toHaveText('Saved as a draft — visitors do not see it yet.', { timeout: 30_000 });

  // On a phone the fields are behind the "Fields" tab.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: 'Fields', exact: true }).click();
  await expect(field.getByText('Upload a picture…')).toBeVisible();
  await expect(fileName).toHaveValue(`team-photo-${tag}.png`);
  await fileName.scrollIntoViewIfNeeded();
  await field.screenshot({ path: join(SHOTS, 'field-390.png') });
  await page.screenshot({ path: join(SHOTS, 'editor-390.png') });
  await field.evaluate((el) => el.setAttribute('data-axe-target', ''));
  expect(await axe(page, '[data-axe-target]')).toEqual([]);
  expect(await csp()).toEqual([]);

  // Leave no draft behind: the page's (its Discard draft in the editor) and the picture's, which has no
  // screen of its own, from Publishing's list of drafts.
  await page.setViewportSize({ width: 1280, height: 900 });
  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('button', { name: 'Discard draft' }).click();
  await expect(page.getByText('No draft: this is what the live site shows.')).toBeVisible({ timeout: 20_000 });
  // Out of the editor (the back office's own screens), so the editor does not take the page again.
  await page.goto('/admin/publishing');
  const pictureTitle = `Picture team-photo-${tag}.png`;
  const row = page.getByRole('row').filter({ hasText: pictureTitle });
  await expect(row).toHaveCount(1);
  await expect(row.getByRole('link')).toHaveCount(0); // no editor screen to open
  await row.getByRole('button', { name: `Discard the draft of ${pictureTitle}` }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm.getByRole('heading')).toHaveText(`Discard the draft of ${pictureTitle}?`);
  await expect(confirm).toContainText('Its changes are lost. Visitors keep seeing the published version.');
  expect(await axe(page, '[role="alertdialog"]'), 'the discard question').toEqual([]);
  await page.screenshot({ path: join(SHOTS, 'discard-1280.png') });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: join(SHOTS, 'discard-390.png') });
  await confirm.getByRole('button', { name: 'Discard the draft' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Discarded' })).toHaveText(`Discarded the draft of ${pictureTitle}: the live site keeps what it shows.`);
  await expect(page.getByRole('row').filter({ hasText: pictureTitle })).toHaveCount(0);
  expect(await csp()).toEqual([]);
  // Leaving lets the page's lease go; released here too, so the next run does not find "Asha … is editing this page" for 90 s.
  const released = await page.evaluate(async (file) => {
    const { csrfToken } = (await (await fetch('/admin/api/session')).json()) as { csrfToken: string };
    return (
      await fetch('/admin/api/editor/lease/release', { method: 'POST', headers: { 'content-type': 'application/json', 'x-csrf-token': csrfToken }, body: JSON.stringify({ file }) })
    ).status;
  }, 'pages/about.json');
  expect(released).toBe(200);
  await context.close();
});
