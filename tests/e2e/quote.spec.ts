// The quote, start to end, in Chromium with JavaScript off and on, at 390 and 1280 px (issue 40): Add to
// quote on two service pages, the quote following the visitor (cookie) to its shareable address, the
// state changed, the quote sent in one go, the confirmation with its reference, items and total, the UPI
// link and its QR code (decoded here with jsqr: the same upi:// link), the UTR, and the lead as stored.
// Its own server over the build, with a UPI ID and a WhatsApp number in the release's site facts (the
// live site.json names none yet).
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { expect, test, type Page } from '@playwright/test';
import { E2E_PORT } from '../../playwright.config.ts';
import { startServerProcess, type ServerProcess } from '../../scripts/server-process.ts';
import { openSqliteStore } from '../../server/db/sqlite-store.ts';
import { priceQuote, quoteCatalog, totalLine, upiLink, whatsappLink } from '../../engine/rules/quote.ts';
import { siteToday } from '../../engine/calendar/dates.ts';
import { DIST_DIR } from './routes.ts';
import { config } from './site.ts';

const UPI = { id: 'filingbridge@okaxis', payee: 'FilingBridge Services Pvt Ltd' };
const WHATSAPP = '+91 98400 12345';
const COMPANY = 'company-registration.private-limited-company';
const FSSAI = 'fssai-license.basic-registration';
// Inside the checkout (.tmp/, ignored by git): the build's form renderer (dist/.server/form-pages.js)
// finds react in the project's node_modules from there, not from the system's temporary folder.
mkdirSync(join(import.meta.dirname, '..', '..', '.tmp'), { recursive: true });
const work = mkdtempSync(join(import.meta.dirname, '..', '..', '.tmp', 'e2e-quote-'));
const dataDir = join(work, 'data');
let server: ServerProcess;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(60_000);
  // A copy of the build (20 MB; the static server serves real files only) with a UPI ID in the release's site facts.
  const dist = join(work, 'dist');
  cpSync(DIST_DIR, dist, { recursive: true });
  const data = JSON.parse(readFileSync(join(DIST_DIR, '.server', 'site.json'), 'utf8'));
  data.config.site.payments = { upi: UPI };
  data.config.site.whatsapp = WHATSAPP;
  writeFileSync(join(dist, '.server', 'site.json'), JSON.stringify(data));
  server = await startServerProcess({ PORT: String(E2E_PORT + 11), DIST_DIR: dist, DATA_DIR: dataDir, RATE_LIMIT_MAX: '10000', SITE_TODAY: siteToday() }, 45_000);
});
test.afterAll(async () => {
  server?.child.kill('SIGTERM');
  await server?.exited;
  rmSync(work, { recursive: true, force: true });
});

const catalog = quoteCatalog(config.pages.map((f) => ({ path: f.page.paths[0]!, blocks: f.page.blocks })));
const items = [
  { id: FSSAI, quantity: 1 },
  { id: COMPANY, quantity: 1, state: '27' },
];
const priced = priceQuote(items, catalog, config.rules!, siteToday());

async function noSideScroll(page: Page, width: number) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

async function addToQuote(page: Page, path: string, plan: string, js: boolean, count: number) {
  await page.goto(`${server.url}${path}`);
  const card = page.locator(`li[data-plan="${plan}"]`);
  await card.getByRole('button', { name: /^Add to quote/ }).click();
  if (js) {
    // In the background: the page stays, a line under the button says so and links to the quote.
    await expect(card.locator('[data-quote-added]')).toHaveText(`Added. View your quote (${count})`);
    await expect(page).toHaveURL(`${server.url}${path}`);
  } else {
    await expect(page).toHaveURL(/\/quote\?i=/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your quote');
  }
}

for (const [js, width] of [
  [false, 390],
  [false, 1280],
  [true, 390],
  [true, 1280],
] as const) {
  test(`the whole quote, JavaScript ${js ? 'on' : 'off'}, ${width} px`, async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: js, viewport: { width, height: 900 } });
    const page = await context.newPage();
    try {
      await addToQuote(page, '/fssai-license', 'Basic Registration', js, 1);
      await addToQuote(page, '/company-registration', 'Private Limited Company', js, 2);
      // The cookie brings the quote to its shareable address.
      await page.goto(`${server.url}/quote`);
      await expect(page).toHaveURL(`${server.url}/quote?i=${FSSAI}&i=${COMPANY}`);
      const quote = page.locator('[data-quote]');
      await expect(quote.locator('[data-item]')).toHaveCount(2);
      await expect(quote.locator('[data-item] h2')).toHaveText(['FSSAI License — Basic Registration', 'Company Registration — Private Limited Company']);
      await noSideScroll(page, width);

      // The state of the company registration: its stamp duty becomes one figure.
      const company = quote.locator(`[data-item="${COMPANY}"]`);
      await company.getByRole('combobox', { name: /^State/ }).selectOption('27');
      await company.getByRole('button', { name: /^Change state/ }).click();
      await expect(page).toHaveURL(`${server.url}/quote?i=${FSSAI}&i=${COMPANY}~state:27`);
      await expect(page.locator(`[data-item="${COMPANY}"]`)).toContainText('Stamp duty (in Maharashtra)');
      await expect(page.locator('[data-quote] [data-quote-total]')).toHaveText(`Total: ${totalLine(priced)}`);
      await expect(page.locator('[data-quote-share]')).toHaveAttribute('href', `/quote?i=${FSSAI}&i=${COMPANY}~state:27`);
      await expect(page.locator('[data-quote] [data-whatsapp]')).toHaveAttribute(
        'href',
        whatsappLink(WHATSAPP, `Hello, I have a question about my quote: https://www.filingbridge.in/quote?i=${FSSAI}&i=${COMPANY}~state:27`),
      );

      // Sent in one go.
      const form = page.locator('form[data-quote-send]');
      await form.getByLabel('Your name').fill('Priya Sharma');
      await form.getByLabel('Phone', { exact: true }).fill('+91 98765 43210');
      await form.getByLabel('Language').selectOption('हिन्दी');
      await form.getByLabel('WhatsApp', { exact: true }).check();
      await form.getByLabel('Call me back').selectOption('17:00–19:00');
      await form.getByRole('button', { name: 'Send quote' }).click();
      await expect(page).toHaveURL(/\/quote\?sent=Q-[2-9A-Z]{4}-[2-9A-Z]{4}&/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your quote is sent');
      const reference = (await page.locator('[data-quote-reference]').textContent())!;
      const sent = page.locator('[data-quote-sent]');
      await expect(sent).toContainText('FSSAI License — Basic Registration');
      await expect(sent).toContainText('Company Registration — Private Limited Company (Maharashtra)');
      await expect(sent.locator('[data-quote-total]')).toHaveText(`Total: ${totalLine(priced)}`);
      await expect(sent).toContainText('What happens next');
      await noSideScroll(page, width);

      // The UPI payment request: the link, and its QR code drawn on the server, read back here.
      const link = upiLink(UPI, priced.payable!, reference);
      await expect(page.locator('[data-upi-link]')).toHaveAttribute('href', link);
      await expect(page.locator('[data-quote-payment] h2')).toHaveText(`Pay ₹${priced.payable!.toLocaleString('en-IN')} now by UPI`);
      const src = (await page.locator('[data-upi-qr]').getAttribute('src'))!;
      const png = PNG.sync.read(Buffer.from(src.replace(/^data:image\/png;base64,/, ''), 'base64'));
      expect(jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data).toBe(link);

      // The UTR: only 12 digits.
      await page.getByLabel('UTR (12 digits)').fill('12345');
      await page.getByRole('button', { name: 'I have paid' }).click();
      await expect(page.locator('#quote-utr-error')).toHaveText('A UTR is the 12 digits your UPI app shows after paying (for example 412345678901). Type only those digits.');
      await page.getByLabel('UTR (12 digits)').fill('412345678901');
      await page.getByRole('button', { name: 'I have paid' }).click();
      await expect(page.locator('[data-quote-claimed]')).toHaveText('Thank you. We have your UTR 412345678901; we confirm the payment once it reaches our bank.');

      // One lead with every item, the server's total, and the payment claimed.
      const store = openSqliteStore(dataDir, { outbox: false });
      try {
        const lead = await store.findQuote(reference);
        expect(lead).toMatchObject({ payment: 'claimed', utr: '412345678901' });
        expect(lead!.payload).toMatchObject({
          name: 'Priya Sharma',
          language: 'हिन्दी',
          contactBy: 'whatsapp',
          time: '17:00–19:00',
          total: totalLine(priced),
          payable: priced.payable,
        });
        expect(String(lead!.payload.items).split('\n')).toHaveLength(2);
      } finally {
        await store.close();
      }
    } finally {
      await context.close();
    }
  });
}

test('in Hindi with JavaScript: "Add to quote" says so in Hindi and links /hi/quote, and a removal is announced in Hindi', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 900 } });
  const page = await context.newPage();
  try {
    await page.goto(`${server.url}/hi/gst`);
    const add = page.locator('form[data-quote-add]').first();
    await add.locator('button[type="submit"]').click();
    await expect(add.locator('[data-quote-added]')).toHaveText('जोड़ दिया गया। अपना कोटेशन देखें (1)');
    await expect(add.locator('[data-quote-added] a')).toHaveAttribute('href', '/hi/quote?i=gst-registration.basic');
    await add.locator('[data-quote-added] a').click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('आपका कोटेशन');
    await page.locator('[data-quote] button[value="remove"]').click();
    await expect(page.locator('[data-quote-live]')).toHaveText('कोटेशन से हटा दिया गया।');
    await expect(page).toHaveURL(`${server.url}/hi/quote`);
  } finally {
    await context.close();
  }
});
