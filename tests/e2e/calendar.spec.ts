// The compliance calendar on the built site: only future dates on the home grid and the calendar page,
// each in <time datetime>; the chooser filters at once with JavaScript and through the server without
// it; a page built long ago is recomputed for the visitor's day; the feed parses and matches the page.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import ICAL from 'ical.js';
import { calendar as siteCalendar } from './site.ts';
import { occurrences, upcoming } from '../../engine/calendar/engine.ts';
import { addDays, addMonthsIso, formatDayMonYear, indiaToday } from '../../engine/calendar/dates.ts';
import type { CalendarData } from '../../engine/calendar/public.ts';
import { DIST_DIR } from './routes.ts';

const calendar = siteCalendar!;

/** Noon in India (06:30 UTC) on a calendar day. */
const indianNoon = (iso: string) => new Date(`${iso}T06:30:00Z`);

const homeCards = (page: Page) =>
  page.locator('#deadlines [data-deadline]').evaluateAll((els) =>
    els.map((el) => ({
      date: (el as HTMLElement).dataset.date!,
      datetime: el.querySelector('time')!.getAttribute('datetime'),
      time: el.querySelector('time')!.textContent,
      task: el.querySelector('h3')!.textContent,
      label: el.querySelector('[data-urgency-label]')!.textContent,
    })),
  );
const calendarRows = (page: Page) =>
  page
    .locator('[data-occ]:not([hidden])')
    .evaluateAll((els) => els.map((el) => `${el.querySelector('time')!.getAttribute('datetime')} ${el.querySelector('[data-field="summary"]')!.textContent}`));

test.describe('home: upcoming deadlines from the calendar', () => {
  test('eight cards, today or later, earliest first, each date in <time datetime>, matching the rules', async ({ page }) => {
    const today = indiaToday(new Date());
    await page.goto('/');
    await expect(page.locator('#deadlines [data-urgency-checked], #deadlines[data-urgency-checked], [data-urgency-checked]')).toHaveCount(1);
    const cards = await homeCards(page);
    expect(cards.map((c) => `${c.date} ${c.task}`)).toEqual(upcoming(calendar, today, 8).map((o) => `${o.due} ${o.summary}`));
    for (const c of cards) {
      expect(c.date >= today, `${c.date} is not past`).toBe(true);
      expect(c.datetime).toBe(c.date);
      expect(c.time).toBe(formatDayMonYear(c.date));
      expect(c.label).not.toBe('Passed');
    }
  });

  test("a page built months ago shows the deadlines of the visitor's day, with the right urgency", async ({ page }) => {
    // Three and a half months after any plausible build day: every prerendered card has passed by then.
    const day = addDays(addMonthsIso(indiaToday(new Date()), 3), 15);
    await page.clock.setFixedTime(indianNoon(day));
    await page.goto('/');
    await expect(page.locator('[data-urgency-checked]')).toHaveCount(1);
    const expected = upcoming(calendar, day, 8);
    await expect.poll(async () => (await homeCards(page)).map((c) => `${c.date} ${c.task}`)).toEqual(expected.map((o) => `${o.due} ${o.summary}`));
    const labels = (await homeCards(page)).map((c) => c.label);
    expect(labels).toEqual(
      expected.map((o) => {
        const days = Math.round((Date.parse(o.due) - Date.parse(day)) / 86_400_000);
        return days <= 7 ? 'Urgent' : days <= 15 ? 'Soon' : 'Upcoming';
      }),
    );
  });

  test('on a due date the card says "Due today" in red; the next day that deadline is gone', async ({ browser }) => {
    const due = upcoming(calendar, addDays(indiaToday(new Date()), 40), 1)[0]!;
    for (const [offset, present] of [
      [0, true],
      [1, false],
    ] as const) {
      const page = await browser.newPage();
      await page.clock.setFixedTime(indianNoon(addDays(due.due, offset)));
      await page.goto('/');
      await expect(page.locator('[data-urgency-checked]')).toHaveCount(1);
      const card = page.locator(`#deadlines [data-deadline][data-occurrence="${due.id}"]`);
      if (present) {
        await expect(card.locator('[data-urgency-label]')).toHaveText('Urgent');
        await expect(card.locator('[data-urgency-remaining]')).toHaveText('Due today');
        await expect(card.locator('[data-urgency-label]')).toHaveCSS('color', 'rgb(153, 27, 27)');
      } else {
        await expect(card).toHaveCount(0);
        const dates = (await homeCards(page)).map((c) => c.date);
        expect(dates.every((d) => d > due.due)).toBe(true);
      }
      await page.close();
    }
  });
});

test.describe('/compliance-calendar', () => {
  test('lists the next 12 months grouped by month, only future dates, each linking to its service and enquiry', async ({ page }) => {
    const today = indiaToday(new Date());
    const until = addDays(addMonthsIso(today, 12), -1);
    await page.goto('/compliance-calendar');
    await expect(page.locator('[data-calendar-ready]')).toHaveCount(1);
    const expected = occurrences(calendar, { from: today, to: until });
    expect(await calendarRows(page)).toEqual(expected.map((o) => `${o.due} ${o.summary}`));
    await expect(page.locator('[data-calendar-count]')).toHaveText(`${expected.length} deadlines from ${formatDayMonYear(today)} to ${formatDayMonYear(until)}.`);
    const months = await page.locator('[data-month]').evaluateAll((els) => els.map((el) => (el as HTMLElement).dataset.month));
    expect(months).toEqual([...new Set(expected.map((o) => o.due.slice(0, 7)))]);
    const gstr3b = page.locator('[data-occ][data-rule="gstr-3b-monthly"]').first();
    await expect(gstr3b.getByRole('link', { name: 'Get help with GSTR-3B' })).toHaveAttribute('href', '/gst');
    await expect(gstr3b.getByRole('link', { name: /^Enquire about GSTR-3B — monthly summary return/ })).toHaveAttribute('href', '/enquiry?service=GST+Return+Filing');
    await expect(page.locator('[data-occ][data-rule="itr-audit"] [data-field="service"]').first()).toHaveAttribute('href', '/income-tax');
    await expect(page.locator('[data-occ][data-rule="pf"] [data-field="service"]').first()).toHaveAttribute('href', '/payroll');
  });

  test("a page built months ago lists the 12 months from the visitor's day, with the profile from the address", async ({ page }) => {
    const day = addDays(addMonthsIso(indiaToday(new Date()), 4), 3);
    const until = addDays(addMonthsIso(day, 12), -1);
    await page.clock.setFixedTime(indianNoon(day));
    await page.goto('/compliance-calendar?gst=composition&entity=proprietorship');
    await expect(page.locator('[data-calendar-ready]')).toHaveCount(1);
    const expected = occurrences(calendar, { from: day, to: until, profile: { gst: 'composition', entity: 'proprietorship' } });
    expect(await calendarRows(page)).toEqual(expected.map((o) => `${o.due} ${o.summary}`));
    await expect(page.locator('[data-calendar-count]')).toHaveText(`${expected.length} deadlines from ${formatDayMonYear(day)} to ${formatDayMonYear(until)}.`);
    await expect(page.locator('[data-occ]:not([hidden]) [data-urgency-label]').first()).not.toHaveText('Passed');
  });

  test('with JavaScript the chooser filters at once, keeps the profile in the address and the feed links', async ({ page }) => {
    const today = indiaToday(new Date());
    await page.goto('/compliance-calendar');
    await expect(page.locator('[data-calendar-ready]')).toHaveCount(1);
    await page.getByLabel('GST registration', { exact: true }).selectOption('qrmp');
    await page.getByLabel('State', { exact: true }).selectOption({ label: 'Delhi' });
    await page.getByLabel('Employees', { exact: true }).selectOption('no');
    await page.getByLabel('Kind of business', { exact: true }).selectOption('llp');
    await expect(page).toHaveURL(/\/compliance-calendar\?entity=llp&gst=qrmp&state=delhi&employees=no$/);
    const expected = occurrences(calendar, { from: today, to: addDays(addMonthsIso(today, 12), -1), profile: { entity: 'llp', gst: 'qrmp', state: 'delhi', employees: false } });
    expect(await calendarRows(page)).toEqual(expected.map((o) => `${o.due} ${o.summary}`));
    expect((await calendarRows(page)).some((r) => / GSTR-3B — monthly| PF \(ECR\)| GSTR-3B .*22/.test(r))).toBe(false);
    await expect(page.locator('[data-feed-link="download"]')).toHaveAttribute('href', '/compliance-calendar.ics?entity=llp&gst=qrmp&state=delhi&employees=no');
    await expect(page.locator('[data-feed-link="webcal"]')).toHaveAttribute(
      'href',
      /^webcal:\/\/127\.0\.0\.1:\d+\/compliance-calendar\.ics\?entity=llp&gst=qrmp&state=delhi&employees=no$/,
    );
  });

  test('without JavaScript the chooser is a GET form the server answers with the same list', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const today = indiaToday(new Date());
    await page.goto('/compliance-calendar');
    await page.getByLabel('Kind of business', { exact: true }).selectOption('company');
    await page.getByLabel('Employees', { exact: true }).selectOption('yes');
    await page.getByLabel('GST registration', { exact: true }).selectOption('monthly');
    await page.getByRole('button', { name: 'Show my deadlines' }).click();
    await expect(page).toHaveURL(/\/compliance-calendar\?entity=company&gst=monthly&state=&employees=yes$/);
    await expect(page.getByLabel('Kind of business', { exact: true })).toHaveValue('company');
    await expect(page.getByLabel('Employees', { exact: true })).toHaveValue('yes');
    const expected = occurrences(calendar, { from: today, to: addDays(addMonthsIso(today, 12), -1), profile: { entity: 'company', gst: 'monthly', employees: true } });
    expect(await calendarRows(page)).toEqual(expected.map((o) => `${o.due} ${o.summary}`));
    await expect(page.locator('[data-calendar-count]')).toHaveText(new RegExp(`^${expected.length} deadlines from `));
    await context.close();
  });

  test("the feed parses as iCalendar and its events are the page's deadlines", async ({ page, request }) => {
    await page.goto('/compliance-calendar?entity=proprietorship&gst=composition');
    await expect(page.locator('[data-calendar-ready]')).toHaveCount(1);
    const rows = await calendarRows(page);
    const href = await page.locator('[data-feed-link="download"]').getAttribute('href');
    expect(href).toBe('/compliance-calendar.ics?entity=proprietorship&gst=composition');
    const res = await request.get(href!);
    expect(res.headers()['content-type']).toBe('text/calendar; charset=utf-8');
    const events = new ICAL.Component(ICAL.parse(await res.text())).getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
    expect(events.map((e) => `${e.startDate.toString()} ${e.summary}`)).toEqual(rows);
    expect(events.every((e) => e.startDate.isDate)).toBe(true);
  });
});

test.describe('the calendar in Hindi', () => {
  test('a Hindi page built months ago recomputes its deadline cards with the Hindi names (from /hi/compliance-calendar.json)', async ({ page }) => {
    const hindi = JSON.parse(readFileSync(join(DIST_DIR, 'hi/compliance-calendar.json'), 'utf8')) as CalendarData;
    const day = addDays(addMonthsIso(indiaToday(new Date()), 3), 15);
    await page.clock.setFixedTime(indianNoon(day));
    const fetched: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('compliance-calendar.json')) fetched.push(new URL(request.url()).pathname);
    });
    await page.goto('/hi');
    await expect(page.locator('[data-urgency-checked]')).toHaveCount(1);
    const expected = upcoming(hindi.calendar, day, 8, { language: hindi.words }).map((o) => `${o.due} ${o.summary}`);
    await expect.poll(async () => (await homeCards(page)).map((c) => `${c.date} ${c.task}`)).toEqual(expected);
    expect(expected.every((summary) => /[\u0900-\u097F]/.test(summary))).toBe(true);
    expect(fetched).toEqual(['/hi/compliance-calendar.json']);
  });

  test('the Hindi calendar page filters and recounts in Hindi, and redraws a later day with Hindi months and sentences', async ({ page }) => {
    const day = addDays(addMonthsIso(indiaToday(new Date()), 2), 3);
    await page.clock.setFixedTime(indianNoon(day));
    await page.goto('/hi/compliance-calendar');
    await expect(page.locator('[data-calendar-ready]')).toHaveCount(1);
    await page.locator('#calendar-gst').selectOption('qrmp');
    const shown = await calendarRows(page);
    const long = (iso: string) => new Intl.DateTimeFormat('hi-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`));
    await expect(page.locator('[data-calendar-count]')).toHaveText(`${long(day)} से ${long(addDays(addMonthsIso(day, 12), -1))} तक ${shown.length} अंतिम तारीख़ें।`);
    await expect(page.locator('[data-month]:not([hidden]) [data-month-title]').first()).toHaveText(/^(जनवरी|फ़रवरी|मार्च|अप्रैल|मई|जून|जुलाई|अगस्त|सितंबर|अक्टूबर|नवंबर|दिसंबर) 20\d\d$/);
    await expect(page.locator('[data-occ][data-rule="pmt-06"]:not([hidden]) [data-field="summary"]').first()).toHaveText(
      /^PMT-06 — .+ \((जनवरी|फ़रवरी|मार्च|अप्रैल|मई|जून|जुलाई|अगस्त|सितंबर|अक्टूबर|नवंबर|दिसंबर) 20\d\d\)$/,
    );
    await expect(page.locator('[data-occ] [data-field="summary"] span[lang="en"]').first()).toBeAttached();
    // The redrawn service link is Hindi around its form code, which is marked English (as the server writes it).
    const service = page.locator('[data-occ][data-rule="pmt-06"]:not([hidden]) [data-field="service"]').first();
    await expect(service).toHaveText('PMT-06 में हमारी मदद लें');
    await expect(service.locator('span[lang="en"]')).toHaveText('PMT-06');
    expect(await page.locator('[data-feed-link="download"]').getAttribute('href')).toBe('/hi/compliance-calendar.ics?gst=qrmp');
    // The redrawn rows ask on the Hindi enquiry page; the states are named in Hindi and chosen by their English slug.
    await expect(page.locator('[data-occ][data-rule="pmt-06"]:not([hidden]) [data-field="enquiry"]').first()).toHaveAttribute('href', '/hi/enquiry?service=GST+Return+Filing');
    await expect(page.locator('#calendar-state option[value="tamil-nadu"]')).toHaveText('तमिलनाडु');
    await page.locator('#calendar-state').selectOption('tamil-nadu');
    await expect(page).toHaveURL(/state=tamil-nadu/);
  });
});
