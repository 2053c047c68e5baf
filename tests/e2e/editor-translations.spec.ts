// The Translations screen of the local editor (`npm run edit`) in Chromium: the list of a language's files,
// the Hindi /gst beside its English with a changed English and a missing text marked, Copy from English,
// Hindi typed, Save writing the file with the fingerprint of the English each text translates now; axe,
// the keyboard and 390 px. tests/e2e/editor.ts starts the worker's editor; each test starts from the
// committed site (its copy).
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { test, type Page } from '@playwright/test';
import { fingerprint } from '../../engine/i18n/fingerprint.ts';
import { axeViolations } from './axe.ts';
import { expect, startEditor } from './editor.ts';

const run = startEditor();
const HI_GST = 'translations/hi/pages/gst.json';
const NEW_HEADING = 'GST Registration in any state';

/** The copy's English /gst with a new headline (its Hindi is then stale) and its Hindi without the label above the headline (missing). */
function changeEnglishAndDropAText() {
  const gst = JSON.parse(run.read('pages/gst.json'));
  gst.blocks.find((b: { type: string }) => b.type === 'hero').heading = NEW_HEADING;
  writeFileSync(join(run.configDir, 'pages/gst.json'), JSON.stringify(gst, null, 2));
  const hindi = JSON.parse(run.read(HI_GST));
  delete hindi.texts['blocks[hero].eyebrow'];
  writeFileSync(join(run.configDir, HI_GST), JSON.stringify(hindi, null, 2));
}

const row = (page: Page, field: string) => page.getByRole('listitem').filter({ has: page.getByText(field, { exact: true }) });

async function openHindiGst(page: Page) {
  await page.goto(`${run.base}/?translation=${HI_GST}`);
  await expect(page.getByRole('heading', { name: 'Page /gst in हिन्दी', level: 1 })).toBeVisible({ timeout: 90_000 });
}

test('the Hindi /gst beside its English: changed and missing texts marked, copied from English, typed, saved with the right fingerprints', async ({ page }) => {
  changeEnglishAndDropAText();
  await openHindiGst(page);
  await expect(page.getByText('1 text not translated, 1 text whose English changed since it was translated — the page shows the English for them.')).toBeVisible();

  const heading = row(page, 'Hero banner: Headline');
  await expect(heading).toHaveAttribute('data-state', 'stale');
  await expect(heading).toContainText('The English changed since this was translated — the page shows the English here until the translation is updated.');
  await expect(heading).toContainText(`English now${NEW_HEADING}`);
  const eyebrow = row(page, 'Hero banner: Small label above the headline');
  await expect(eyebrow).toHaveAttribute('data-state', 'missing');
  await expect(eyebrow).toContainText('Not translated yet — the page shows the English here.');

  // Copy from English, then the Hindi written over it.
  const eyebrowBox = page.getByRole('textbox', { name: 'Hero banner: Small label above the headline हिन्दी' });
  await expect(eyebrowBox).toHaveValue('');
  await expect(eyebrowBox).toHaveAttribute('lang', 'hi');
  await eyebrow.getByRole('button', { name: 'Copy from English' }).click();
  await expect(eyebrowBox).toHaveValue('GST Services');
  await eyebrowBox.fill('जीएसटी सेवाएँ');
  await expect(eyebrow).toHaveAttribute('data-state', 'translated');
  await page.getByRole('textbox', { name: 'Hero banner: Headline हिन्दी' }).fill('किसी भी राज्य में जीएसटी रजिस्ट्रेशन');
  await expect(page.getByText('Every text of the English is translated.')).toBeVisible();
  await page.getByRole('checkbox', { name: 'Reviewed by a person who reads हिन्दी' }).check();

  await page.getByRole('button', { name: 'Save', exact: true }).first().click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toHaveText('Saved the हिन्दी translation of Page /gst.');
  const saved = JSON.parse(readFileSync(join(run.configDir, HI_GST), 'utf8'));
  expect(saved.reviewed).toBe(true);
  expect(saved.texts['blocks[hero].eyebrow']).toEqual({ text: 'जीएसटी सेवाएँ', fingerprint: fingerprint('GST Services') });
  expect(saved.texts['blocks[hero].heading']).toEqual({ text: 'किसी भी राज्य में जीएसटी रजिस्ट्रेशन', fingerprint: fingerprint(NEW_HEADING) });
  // Reopened from the file: nothing left to do.
  await expect(row(page, 'Hero banner: Headline')).toHaveAttribute('data-state', 'translated');
});

test('an emptied box drops the text (the page shows the English); a figure retyped is refused with the validator’s words', async ({ page }) => {
  await openHindiGst(page);
  await page.getByRole('textbox', { name: 'Hero banner: Small label above the headline हिन्दी' }).fill('');
  await page.getByRole('textbox', { name: 'Page title हिन्दी' }).fill('जीएसटी रजिस्ट्रेशन 2026, {lowest-price} से | FilingBridge');
  await page.getByRole('button', { name: 'Save', exact: true }).first().click();
  await expect(page.getByRole('status')).toHaveText('Not saved: 1 problem to fix first');
  await expect(row(page, 'Page title')).toContainText('the figures must be those of the English ("none"), here "2026"');
  expect(JSON.parse(readFileSync(join(run.configDir, HI_GST), 'utf8')).texts['blocks[hero].eyebrow']).toBeDefined();

  await page.getByRole('textbox', { name: 'Page title हिन्दी' }).fill('जीएसटी रजिस्ट्रेशन ऑनलाइन, {lowest-price} से | FilingBridge');
  await page.getByRole('button', { name: 'Save', exact: true }).first().click();
  await expect(page.getByRole('status')).toHaveText('Saved the हिन्दी translation of Page /gst.');
  expect(JSON.parse(readFileSync(join(run.configDir, HI_GST), 'utf8')).texts['blocks[hero].eyebrow']).toBeUndefined();
  await expect(row(page, 'Hero banner: Small label above the headline')).toHaveAttribute('data-state', 'missing');
});

test('the list and a file: no axe violations, nothing wider than 390 px, Copy from English by keyboard', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${run.base}/?translations`);
  await expect(page.getByRole('heading', { name: 'Translations', level: 1 })).toBeVisible({ timeout: 90_000 });
  await expect(page.getByRole('heading', { name: 'हिन्दी (hi)', level: 2 })).toBeVisible();
  // Unreviewed first: every committed translation is still unreviewed, and the first row is one of them.
  const first = page.getByRole('region', { name: 'Files to translate into hi' }).getByRole('row').nth(1);
  await expect(first.getByRole('cell').nth(1)).toHaveText('Translated');
  await expect(first.getByRole('cell').nth(2)).toHaveText('Not yet');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  expect(await axeViolations(page)).toEqual([]);

  await page.getByRole('link', { name: 'Page /gst', exact: true }).first().click();
  await expect(page.getByRole('heading', { name: 'Page /gst in हिन्दी', level: 1 })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  expect(await axeViolations(page)).toEqual([]);

  const box = page.getByRole('textbox', { name: 'Page title हिन्दी' });
  await box.focus();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Copy from English' }).first()).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(box).toHaveValue('GST Registration Online from {lowest-price} | FilingBridge');
});
