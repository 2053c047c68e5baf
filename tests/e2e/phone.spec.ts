// Issue 18, "What a visitor on a phone still trips over": each item checked on the built site, mostly
// at 390 px. Tooltip delays use Playwright's fake clock (page.clock), so no test waits on real time.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { blockOf, menus, plainText } from './site.ts';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

/** Whether an element's box lies within the viewport's width (nothing cut off to the right or left). */
const withinWidth = async (page: Page, locator: Locator) => {
  const box = (await locator.boundingBox())!;
  return box.x >= 0 && box.x + box.width <= page.viewportSize()!.width + 0.5;
};

test.describe('1. the refund table at 390 px', () => {
  test.use({ viewport: PHONE });

  test('each row is a card showing amount and timeline under their headings, with no sideways scrolling', async ({ page }) => {
    await page.goto('/refund');
    const region = page.locator('#eligibility [role="region"]');
    const [scrollWidth, clientWidth] = await region.evaluate((el) => [el.scrollWidth, el.clientWidth]);
    expect(scrollWidth).toBe(clientWidth);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth)).toBe(true);

    // The caption wraps instead of being cut off.
    const caption = page.locator('#eligibility caption');
    const refund = blockOf('/refund', 'table', 'eligibility');
    await expect(caption).toHaveText(refund.caption!);
    expect(await withinWidth(page, caption)).toBe(true);
    expect(await caption.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);

    const rows = page.locator('#eligibility tbody tr');
    await expect(rows).toHaveCount(refund.rows.length);
    const cards = await rows.evaluateAll((trs) => trs.map((tr) => [...tr.children].map((c) => (c as HTMLElement).innerText.replace(/\s+/g, ' ').trim())));
    // The row header alone, then each cell under its column name (in capitals).
    expect(cards).toEqual(refund.rows.map((row) => row.map((cell, i) => (i === 0 ? plainText(cell) : `${refund.columns[i]!.toUpperCase()} ${plainText(cell)}`))));
    // Every amount and timeline is on screen horizontally.
    for (const cell of await page.locator('#eligibility tbody td').all()) expect(await withinWidth(page, cell)).toBe(true);

    // Screen readers still get a table: roles survive the card layout and the column headers name each cell.
    const table = page.getByRole('table', { name: refund.caption });
    await expect(table.getByRole('columnheader')).toHaveText(refund.columns);
    await expect(table.getByRole('rowheader')).toHaveCount(refund.rows.length);
    await expect(table.getByRole('cell', { name: refund.rows[0]!.at(-1) })).toHaveCount(1);
  });

  test('at 1280 px it is still an ordinary table with a header row and no per-cell labels', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto('/refund');
    await expect(page.locator('#eligibility thead th').first()).toBeVisible();
    await expect(page.locator('#eligibility [data-cell-label]').first()).toBeHidden();
    expect(
      await page
        .locator('#eligibility tbody tr')
        .first()
        .evaluate((tr) => getComputedStyle(tr).display),
    ).toBe('table-row');
  });
});

test.describe('2. actions say what happens', () => {
  test.use({ viewport: PHONE });

  test('/trademark-status asks us to check and links the official IP India website as a government site', async ({ page }) => {
    await page.goto('/trademark-status');
    const check = blockOf('/trademark-status', 'form', 'check');
    const yourself = blockOf('/trademark-status', 'rich-text', 'check-yourself');
    const form = page.locator('#check');
    await expect(form.getByRole('heading', { level: 2 })).toHaveText(check.heading!);
    await expect(form).toContainText(plainText(check.intro!));
    await expect(form.getByRole('button', { name: check.submit!.label })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Check Status', exact: true })).toHaveCount(0);
    const own = page.locator('#check-yourself');
    await expect(own).toContainText(plainText(yourself.paragraphs![0]!));
    await expect(own.getByRole('link', { name: yourself.actions![0]!.label })).toHaveAttribute('href', yourself.actions![0]!.href);
  });

  test('/pan-card-download and /income-tax request an expert, and name the Income Tax e-filing portal as a government site', async ({ page }) => {
    const download = blockOf('/pan-card-download', 'form', 'download');
    const [portalAction] = blockOf('/pan-card-download', 'rich-text', 'do-it-yourself').actions!;
    await page.goto('/pan-card-download');
    await expect(page.locator('#download').getByRole('button', { name: download.submit!.label })).toBeVisible();
    await expect(page.locator('#download')).toContainText(plainText(download.intro!));
    const portal = page.locator('#do-it-yourself').getByRole('link', { name: portalAction!.label });
    await expect(portal).toHaveAttribute('href', portalAction!.href);

    const itr = blockOf('/income-tax', 'form', 'file-itr');
    await page.goto('/income-tax');
    await expect(page.locator('#file-itr').getByRole('button', { name: itr.submit!.label })).toBeVisible();
    await expect(page.locator('#file-itr')).toContainText(plainText(itr.intro!));
    await expect(page.getByRole('button', { name: 'File ITR', exact: true })).toHaveCount(0);
  });

  test('/enquiry says what sending starts, and /contact calls the message form what it is', async ({ page }) => {
    await page.goto('/enquiry?service=Trademark+Status+Check&applicationNumber=5123456');
    await expect(page.locator('#enquiry')).toContainText(plainText(blockOf('/enquiry', 'form', 'enquiry').intro!));
    const written = blockOf('/contact', 'card-grid', 'contact-methods').cards.find((c) => c.link)!.link!;
    await page.goto('/contact');
    await expect(page.locator('#contact-methods')).not.toContainText('Live Chat');
    await expect(page.locator('#contact-methods').getByRole('link', { name: written.label })).toHaveAttribute('href', written.href);
  });
});

const GST_PRICING = blockOf('/gst', 'pricing-cards');
const GST_PANELS = blockOf('/gst', 'tabs').panels;
const BADGE_TIP = (GST_PRICING.tooltips!.texts as Record<string, string>)[GST_PRICING.plans.find((p) => p.badge)!.badge!]!;
const JOURNEY = blockOf('/about', 'timeline', 'journey');

test.describe('3. tooltips', () => {
  const gstBadge = (page: Page) => page.locator(`#pricing [data-plan="${GST_PRICING.plans.find((p) => p.badge)!.name}"] button[aria-describedby]`).first();
  const tipOf = async (trigger: Locator) => trigger.page().locator(`#${await trigger.getAttribute('aria-describedby')}`);
  /** Scrolls the label into view and waits until its behaviour is attached (it loads when visible). */
  const ready = async (trigger: Locator) => {
    // On the home page the calendar behaviour may replace the deadline cards (recomputed for the
    // visitor's day) while this scrolls: try again on the new card until its tooltip is attached.
    await expect(async () => {
      await trigger.scrollIntoViewIfNeeded({ timeout: 2_000 });
      await expect(trigger).toHaveAttribute('data-tooltip-ready', '', { timeout: 2_000 });
    }).toPass({ timeout: 20_000 });
  };
  /** The installed clock ticks on its own until paused; from here on only runFor moves it. */
  const pause = (page: Page) => page.clock.pauseAt(new Date('2025-10-20T06:50:00Z'));

  test.beforeEach(async ({ page }) => {
    await page.clock.install({ time: new Date('2025-10-20T06:30:00Z') });
  });

  test('hover: hidden until 700 ms, 4 px from the label, stays while the pointer is on it, and closes on leaving', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto('/gst');
    const badge = gstBadge(page);
    await ready(badge);
    const tip = await tipOf(badge);
    await expect(tip).toHaveRole('tooltip');
    await expect(badge).toHaveAccessibleDescription(BADGE_TIP);
    await expect(tip).toBeHidden();

    await pause(page);
    await badge.hover();
    await page.clock.runFor(699);
    await expect(tip).toBeHidden();
    await page.clock.runFor(1);
    await expect(tip).toBeVisible();
    await expect(tip).toHaveText(BADGE_TIP);
    const [label, bubble] = [(await badge.boundingBox())!, (await tip.boundingBox())!];
    const gap = (await tip.getAttribute('data-side')) === 'top' ? label.y - (bubble.y + bubble.height) : bubble.y - (label.y + label.height);
    expect(Math.abs(gap - 4)).toBeLessThanOrEqual(1);

    // WCAG 1.4.13: the pointer can move onto the tooltip without it disappearing.
    await page.mouse.move(bubble.x + bubble.width / 2, bubble.y + bubble.height / 2, { steps: 3 });
    await page.clock.runFor(500);
    await expect(tip).toBeVisible();
    await page.mouse.move(5, 850);
    await page.clock.runFor(100);
    await expect(tip).toBeHidden();
  });

  test('skip delay: within 300 ms of a close the next label shows at once; later it waits 700 ms again', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    // Two labels with explanations of their own: the home page's deadline cards of two urgencies (here for
    // 20 Oct 2025, India; the prices' cards no longer carry tax notes with explanations).
    await page.goto('/');
    const labels = page.locator('#deadlines [data-deadline] [data-urgency-label]');
    await ready(labels.first());
    const tips = await labels.evaluateAll((els) => els.map((el) => el.getAttribute('aria-describedby')));
    const second = tips.findIndex((tip) => tip !== tips[0]);
    expect(second, `two urgencies among ${tips.join(', ')}`).toBeGreaterThan(0);
    const [first, other] = [labels.first(), labels.nth(second)];
    await ready(other);
    const [firstTip, otherTip] = [await tipOf(first), await tipOf(other)];
    await pause(page);

    await first.hover();
    await page.clock.runFor(700);
    await expect(firstTip).toBeVisible();
    // Straight from one open tooltip to the next label: no delay (a millisecond of the page's clock for the
    // pointer's events to be handled, not the 700 ms of a first opening), and only one tooltip is open.
    await other.hover();
    await page.clock.runFor(1);
    await expect(otherTip).toBeVisible();
    await expect(firstTip).toBeHidden();

    // Leave; 100 ms later it closes; 150 ms after that (within 300 ms) the next one opens at once.
    await page.mouse.move(5, 850);
    await page.clock.runFor(100);
    await expect(otherTip).toBeHidden();
    await page.clock.runFor(150);
    await first.hover();
    await expect(firstTip).toBeVisible();

    // Past the skip delay the open delay applies again.
    await page.mouse.move(5, 850);
    await page.clock.runFor(100 + 301);
    await expect(firstTip).toBeHidden();
    await other.hover();
    await page.clock.runFor(699);
    await expect(otherTip).toBeHidden();
    await page.clock.runFor(1);
    await expect(otherTip).toBeVisible();
  });

  test('keyboard: focus shows it at once, Escape closes it, and leaving the label hides it', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto('/gst');
    const badge = gstBadge(page);
    await ready(badge);
    const tip = await tipOf(badge);
    // The badge follows the Basic plan's button ("Add to quote") in the Tab order.
    await page.locator(`#pricing [data-plan="${GST_PRICING.plans[0]!.name}"] button`).last().focus();
    await page.keyboard.press('Tab');
    await expect(badge).toBeFocused();
    await expect(tip).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(tip).toBeHidden();
    await expect(badge).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    await expect(tip).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(tip).toBeHidden();
  });

  test('at 390 px a tap shows the explanation inside the screen, a second tap or a tap elsewhere hides it', async ({ browser }) => {
    const context = await browser.newContext({ viewport: PHONE, hasTouch: true, isMobile: true });
    const page = await context.newPage();
    await page.clock.install({ time: new Date('2025-10-20T06:30:00Z') });
    await page.goto('/');
    // Deadline urgency labels (here for 20 Oct 2025, India): the first deadline, 22 Oct, is Urgent.
    const urgent = page.locator('#deadlines [data-deadline]').first().locator('[data-urgency-label]');
    await expect(urgent).toHaveText('Urgent');
    await ready(urgent);
    const tip = await tipOf(urgent);
    await urgent.tap();
    await expect(tip).toBeVisible();
    const urgencyTips = blockOf('/', 'deadline-grid').tooltips!.texts as Record<string, string>;
    await expect(tip).toHaveText(urgencyTips.Urgent!);
    expect(await withinWidth(page, tip)).toBe(true);
    await urgent.tap();
    await expect(tip).toBeHidden();
    await urgent.tap();
    await expect(tip).toBeVisible();
    await page.locator('#deadlines h2').tap();
    await expect(tip).toBeHidden();

    // A label whose urgency differs points at its own explanation.
    const labels = page.locator('#deadlines [data-urgency-label]');
    const described = await labels.evaluateAll((els) => els.map((el) => [el.textContent, document.getElementById(el.getAttribute('aria-describedby') ?? '')?.textContent]));
    for (const [word, text] of described) {
      expect(text, `${word}`).toBe(urgencyTips[word!]);
    }
    await context.close();
  });
});

test.describe('4. /about timeline', () => {
  test.use({ viewport: PHONE });

  test('expanded, the show-fewer toggle comes after the last milestone; collapsed, the see-all toggle follows the last one shown', async ({ page }) => {
    await page.goto('/about');
    const journey = page.locator('#journey');
    const toggle = journey.locator('summary');
    const entries = journey.locator('[data-timeline-entry]');
    const bottomOf = async (l: Locator) => {
      const b = (await l.boundingBox())!;
      return b.y + b.height;
    };
    expect((await toggle.boundingBox())!.y).toBeGreaterThan(await bottomOf(entries.nth(2)));
    await toggle.click();
    await expect(toggle).toHaveAccessibleName(JOURNEY.showLessLabel!);
    await expect(entries.nth(4)).toBeVisible();
    expect((await toggle.boundingBox())!.y).toBeGreaterThan(await bottomOf(entries.nth(4)));
    await toggle.click();
    await expect(entries.nth(3)).toBeHidden();
    await expect(toggle).toHaveAccessibleName(JOURNEY.showAllLabel!.replaceAll('{count}', String(JOURNEY.items!.length)));
  });
});

test.describe('5. placeholders do not look like values', () => {
  test.use({ viewport: PHONE });

  test('the PAN example is in the hint, and placeholders use the lighter theme colour (slate 500, 4.76:1)', async ({ page }) => {
    await page.goto('/pan-card-download');
    const panField = blockOf('/pan-card-download', 'form', 'download').fields!.find((f) => f.name === 'pan')!;
    const pan = page.locator('#download form').getByLabel(panField.label);
    await expect(pan).not.toHaveAttribute('placeholder');
    await expect(pan).toHaveAccessibleDescription(panField.hint!);
    await page.goto('/enquiry');
    const enquiryEmail = blockOf('/enquiry', 'form', 'enquiry').fields!.find((f) => f.name === 'email')!;
    const email = page.locator('#enquiry form').getByLabel(enquiryEmail.label);
    await expect(email).toHaveAttribute('placeholder', enquiryEmail.placeholder!);
    expect(await email.evaluate((el) => getComputedStyle(el, '::placeholder').color)).toBe('rgb(100, 116, 139)');
    expect(await email.evaluate((el) => getComputedStyle(el).color)).toBe('rgb(15, 23, 42)');
  });
});

test.describe('6. dates for people', () => {
  test.use({ viewport: PHONE });

  test('the enquiry summary shows a date of birth as "1 May 1990", with the ISO date in <time datetime>', async ({ page }) => {
    await page.goto('/enquiry?service=e-PAN+Download&pan=fghij4321z&dateOfBirth=1990-05-01');
    const dob = page.locator('[data-summary-item="dateOfBirth"]');
    await expect(dob.locator('dt')).toHaveText(blockOf('/enquiry', 'form', 'enquiry').summary!.labels!.dateOfBirth!);
    await expect(dob.locator('dd')).toHaveText('1 May 1990');
    await expect(dob.locator('dd time')).toHaveAttribute('datetime', '1990-05-01');
    await expect(page.locator('[data-summary-item="pan"] dd')).toHaveText('FGHIJ4321Z');
  });
});

test.describe('7. GST tabs at 390 px', () => {
  test.use({ viewport: PHONE });

  test('the tabs use their phone names, each on one line, and the whole row fits without scrolling', async ({ page }) => {
    await page.goto('/gst');
    const tabs = page.getByRole('tab');
    await expect(page.getByRole('tablist')).toBeVisible();
    expect(await tabs.allInnerTexts()).toEqual(GST_PANELS.map((p) => p.shortLabel ?? p.label));
    await expect(tabs.first()).toHaveAccessibleName(GST_PANELS[0]!.shortLabel!);
    const [scrollWidth, clientWidth] = await page.getByRole('tablist').evaluate((el) => [el.scrollWidth, el.clientWidth]);
    expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
    for (const tab of await tabs.all()) {
      const lineHeight = await tab.evaluate((el) => parseFloat(getComputedStyle(el).lineHeight));
      const textHeight = await tab.evaluate((el) => {
        const range = document.createRange();
        range.selectNodeContents(el);
        return range.getBoundingClientRect().height;
      });
      expect(textHeight, await tab.innerText()).toBeLessThan(lineHeight * 1.5);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth)).toBe(true);
    await tabs.last().click();
    await expect(tabs.last()).toHaveAttribute('aria-selected', 'true');
    expect(await withinWidth(page, tabs.last())).toBe(true);

    // From 768 px the full names return.
    await page.setViewportSize(DESKTOP);
    expect(await tabs.allInnerTexts()).toEqual(GST_PANELS.map((p) => p.label));
  });

  test('a tab row too long for the screen scrolls inside itself, and the selected tab is scrolled into view', async ({ page }) => {
    await page.goto('/gst');
    // Without the phone name the first label is too long for one row of three at 390 px.
    await page
      .getByRole('tab')
      .first()
      .evaluate((tab) => {
        tab.textContent = 'New Registration for a Business';
      });
    const tablist = page.getByRole('tablist');
    const [scrollWidth, clientWidth] = await tablist.evaluate((el) => [el.scrollWidth, el.clientWidth]);
    expect(scrollWidth).toBeGreaterThan(clientWidth);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth)).toBe(true);
    await page.getByRole('tab').first().focus();
    await page.keyboard.press('End');
    await expect(page.getByRole('tab').last()).toBeFocused();
    expect(await withinWidth(page, page.getByRole('tab').last())).toBe(true);
    expect(await tablist.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
  });
});

test.describe('8. header group pages', () => {
  test.use({ viewport: DESKTOP });

  test('an open panel leads to its group page first, by mouse and by keyboard', async ({ page }) => {
    await page.goto('/');
    const nav = page.locator('header nav[aria-label="Main"]');
    const [firstGroup, ...others] = menus.header.dropdowns;
    const lastGroup = others.at(-1)!;
    await nav.getByRole('button', { name: firstGroup!.label, exact: true }).click();
    const first = nav.locator('#nav-panel-0').getByRole('link').first();
    await expect(first).toHaveText(firstGroup!.overviewLabel);
    await first.click();
    await expect(page).toHaveURL(firstGroup!.href);

    const group = nav.getByRole('button', { name: lastGroup.label, exact: true });
    await group.focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await expect(page.locator(':focus')).toHaveText(lastGroup.overviewLabel);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(lastGroup.href);
  });
});
