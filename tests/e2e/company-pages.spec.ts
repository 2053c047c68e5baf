// Home, About, Careers, Contact, Terms, Privacy and Refund on the built site (spec §1–4, §8, §9):
// every figure, text, count and amount the config gives is shown, in order; the hero's processing state
// and scroll to the partnership section; timeline colours; deadline urgency colours for a fixed clock;
// layout that never overflows at 390 px. Expected texts come from site-config/ (./site.ts); the spec's
// facts themselves (the amounts, names, counts) are checked in tests/unit/content-facts.test.ts.
import { readFileSync } from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { upcoming } from '../../engine/calendar/engine.ts';
import { addDays, indiaToday } from '../../engine/calendar/dates.ts';
import { formatYearOrDate } from '../../blocks/shared/dates.ts';
import { blockById, blockOf, calendar as siteCalendar, h1Of, plainText } from './site.ts';

const calendar = siteCalendar!;
// The hero's busy label when the config gives none: the schema's default, which the component applies.
const DEFAULT_BUSY_LABEL = (
  JSON.parse(readFileSync('schemas/blocks/hero.schema.json', 'utf8')) as { properties: { primaryAction: { properties: { busyLabel: { default: string } } } } }
).properties.primaryAction.properties.busyLabel.default;
const heroOf = (path: string) => {
  const hero = blockOf(path, 'hero');
  return { ...hero, primary: hero.primaryAction!, busy: hero.primaryAction!.busyLabel ?? DEFAULT_BUSY_LABEL };
};
const cardTitles = (path: string, id: string) => blockOf(path, 'card-grid', id).cards.map((c) => plainText(c.title));
const statPairs = (block: { items: { value: string; label: string }[] }) => block.items.map((i) => [i.value, i.label]);

const COMPANY_PAGES = ['/', '/about', '/careers', '/contact', '/terms', '/privacy', '/refund'];

/** Card titles of a section, in order. */
const titlesIn = (section: Locator) => section.locator('[data-card]').locator('h2, h3, h4').allInnerTexts();
/** [figure, caption] pairs of a stats section. */
const statsIn = (section: Locator) =>
  section.locator('[data-stat]').evaluateAll((els) => els.map((el) => [el.querySelector('dd')!.textContent, el.querySelector('dt')!.textContent]));

async function deadlineDates(page: Page): Promise<string[]> {
  return page.locator('[data-deadline]').evaluateAll((els) => els.map((el) => (el as HTMLElement).dataset.date!));
}

test.describe('home', () => {
  const hero = heroOf('/');
  test("the hero's main button shows its busy label while disabled, then lands scrolled to the partnership section", async ({ page }) => {
    await page.goto('/');
    await page.waitForLoadState('networkidle'); // the hero's behavior script has loaded
    const button = page.locator('a[data-hero-primary]');
    await expect(button).toHaveText(hero.primary.label);
    // Playwright's click waits for the navigation it starts, so record the button's state the moment the
    // click has been handled (this listener runs after the hero's own) in storage that survives it.
    await button.evaluate((a) => a.addEventListener('click', () => sessionStorage.setItem('hero-state', JSON.stringify([a.textContent, a.getAttribute('aria-disabled')]))));
    await button.click();
    await page.waitForURL(`**${hero.primary.href}`);
    expect(await page.evaluate(() => JSON.parse(sessionStorage.getItem('hero-state') ?? 'null'))).toEqual([hero.busy, 'true']);
    const [path, id] = hero.primary.href.split('#') as [string, string];
    const section = page.locator(`#${id}`);
    await expect(section).toBeInViewport();
    await expect(section.getByRole('heading', { level: 2 }).first()).toHaveText(plainText((blockById(path, id) as { heading: string }).heading));
    // Not hidden under the sticky header.
    const headerBottom = (await page.locator('header').boundingBox())!.height;
    await expect.poll(async () => (await section.boundingBox())!.y).toBeGreaterThanOrEqual(headerBottom - 1);
  });

  test("the hero's result messages are defined in config but never shown", async ({ page }) => {
    await page.goto('/');
    const status = page.locator('[data-hero-message]');
    await expect(status).toHaveAttribute('data-success', hero.messages!.success!);
    await expect(status).toHaveAttribute('data-failure', hero.messages!.failure!);
    await expect(status).toBeEmpty();
    await expect(page.getByRole('link', { name: hero.secondaryAction!.label, exact: true })).toHaveAttribute('href', hero.secondaryAction!.href);
  });

  test('the service cards with their badges; the enterprise banner buttons go to real places', async ({ page }) => {
    const grid = blockOf('/', 'service-grid', 'services');
    const banner = blockOf('/', 'cta-banner', 'enterprise');
    await page.goto('/');
    const services = page.locator('#services li');
    expect(await services.locator('h2, h3').allInnerTexts()).toEqual(grid.services.map((s) => plainText(s.title)));
    for (const [i, service] of grid.services.entries()) {
      if (service.badge) await expect(services.nth(i)).toContainText(service.badge);
      else for (const badge of new Set(grid.services.map((s) => s.badge).filter(Boolean))) await expect(services.nth(i)).not.toContainText(badge!);
    }
    const section = page.locator('#enterprise');
    for (const action of banner.actions!) await expect(section.getByRole('link', { name: action.label })).toHaveAttribute('href', action.href);
    const inPage = banner.actions!.find((a) => a.href.includes('#'))!;
    await section.getByRole('link', { name: inPage.label }).click();
    await page.waitForURL(`**${inPage.href}`);
    await expect(page.locator(`#${inPage.href.split('#')[1]}`)).toBeInViewport();
  });

  test('compliance news: every dated item (DD-Mon-YYYY) with its category colour', async ({ page }) => {
    const news = blockOf('/', 'timeline', 'compliance-updates');
    await page.goto('/');
    const entries = page.locator('#compliance-updates [data-timeline-entry]');
    await expect(entries).toHaveCount(news.items!.length);
    const dates = await entries.locator('time').allInnerTexts();
    expect(dates).toEqual(news.items!.map((i) => formatYearOrDate(i.date)));
    expect(dates[0]).toMatch(/^\d\d-[A-Z][a-z]{2}-\d{4}$/);
    const badges = page.locator('#compliance-updates [data-category]');
    const seen = await badges.evaluateAll((els) =>
      els.map((el) => {
        const style = getComputedStyle(el);
        return [el.textContent, style.color, style.backgroundColor];
      }),
    );
    // Chakra's 800 shade on its 100 shade, for the colour the config gives each category.
    const palette: Record<string, [string, string]> = {
      blue: ['rgb(30, 64, 175)', 'rgb(219, 234, 254)'],
      green: ['rgb(22, 101, 52)', 'rgb(220, 252, 231)'],
      purple: ['rgb(107, 33, 168)', 'rgb(243, 232, 255)'],
      brand: ['rgb(28, 56, 163)', 'rgb(219, 230, 254)'],
    };
    expect(seen.map(([c]) => c)).toEqual(news.items!.map((i) => i.category));
    for (const [category, color, background] of seen) expect([color, background], category!).toEqual(palette[news.categoryColors![category!]!]);
  });

  // The cards come from the compliance calendar (tests/e2e/calendar.spec.ts checks the dates). Here:
  // the urgency colours, for a fixed day on which the next deadlines include all three urgencies.
  test('the cards follow the urgency rule with its colours: ≤ 7 Urgent red, 8–15 Soon orange, > 15 Upcoming green', async ({ page }) => {
    const count = blockOf('/', 'deadline-grid').calendar!.count!;
    const colours: Record<string, [string, string]> = {
      Urgent: ['rgb(153, 27, 27)', 'rgb(254, 226, 226)'],
      Soon: ['rgb(154, 52, 18)', 'rgb(255, 237, 213)'],
      Upcoming: ['rgb(22, 101, 52)', 'rgb(220, 252, 231)'],
    };
    const labelFor = (due: string, day: string) => {
      const days = Math.round((Date.parse(due) - Date.parse(day)) / 86_400_000);
      return days <= 7 ? 'Urgent' : days <= 15 ? 'Soon' : 'Upcoming';
    };
    let day = addDays(indiaToday(new Date()), 30);
    while (new Set(upcoming(calendar, day, count).map((o) => labelFor(o.due, day))).size < 3) day = addDays(day, 1);
    await page.clock.setFixedTime(new Date(`${day}T06:30:00Z`));
    await page.goto('/');
    await expect(page.locator('[data-urgency-checked]')).toHaveCount(1);
    const expected = upcoming(calendar, day, count);
    await expect.poll(() => deadlineDates(page)).toEqual(expected.map((o) => o.due));
    const badges = page.locator('[data-deadline] [data-urgency-label]');
    expect(await badges.allInnerTexts()).toEqual(expected.map((o) => labelFor(o.due, day)));
    for (let i = 0; i < expected.length; i++) {
      const [color, background] = colours[labelFor(expected[i]!.due, day)]!;
      await expect(badges.nth(i)).toHaveCSS('color', color);
      await expect(badges.nth(i)).toHaveCSS('background-color', background);
    }
  });
});

test.describe('about', () => {
  test('mission and vision, statistics, journey (the first few with see all), portfolio, values, team', async ({ page }) => {
    const journeyBlock = blockOf('/about', 'timeline', 'journey');
    const stats = blockOf('/about', 'stats');
    const shown = journeyBlock.initiallyShown!;
    const years = journeyBlock.items!.map((i) => formatYearOrDate(i.date));
    await page.goto('/about');
    await expect(page.locator('h1')).toHaveText(h1Of('/about'));
    expect(await titlesIn(page.locator('#mission'))).toEqual(cardTitles('/about', 'mission'));
    expect(await statsIn(page.locator('section', { has: page.getByRole('heading', { name: stats.heading! }) }))).toEqual(statPairs(stats));
    const journey = page.locator('#journey');
    const entries = journey.locator('[data-timeline-entry]');
    await expect(entries).toHaveCount(years.length);
    expect(shown).toBeLessThan(years.length);
    const visibleYears = () => entries.filter({ visible: true }).locator('time').allInnerTexts();
    expect(await visibleYears()).toEqual(years.slice(0, shown));
    const more = journey.locator('summary');
    const showAll = journeyBlock.showAllLabel!.replaceAll('{count}', String(years.length));
    await expect(more).toHaveAccessibleName(showAll);
    expect(await more.innerText()).toBe(showAll);
    await more.click();
    expect(await visibleYears()).toEqual(years);
    expect(await entries.locator('h3').allInnerTexts()).toEqual(journeyBlock.items!.map((i) => plainText(i.title)));
    await expect(more).toHaveAccessibleName(journeyBlock.showLessLabel!);
    expect(await more.innerText()).toBe(journeyBlock.showLessLabel);
    await more.press('Enter');
    expect(await visibleYears()).toEqual(years.slice(0, shown));

    const portfolio = page.locator('#portfolio');
    expect(await titlesIn(portfolio)).toEqual(cardTitles('/about', 'portfolio'));
    const [explore] = blockOf('/about', 'card-grid', 'portfolio').actions!;
    await expect(portfolio.getByRole('link', { name: explore!.label })).toHaveAttribute('href', explore!.href);
    await expect(page.locator('#who-we-are li')).toHaveCount(blockOf('/about', 'rich-text', 'who-we-are').bullets!.length);
    expect(await titlesIn(page.locator('#values'))).toEqual(cardTitles('/about', 'values'));
    expect(await titlesIn(page.locator('#team'))).toEqual(cardTitles('/about', 'team'));
  });

  test("the banner's first button scrolls to the partnership section and the second opens /contact", async ({ page }) => {
    const [free, contact] = blockOf('/about', 'cta-banner').actions!;
    await page.goto('/about');
    await expect(page.getByRole('link', { name: contact!.label })).toHaveAttribute('href', contact!.href);
    await page.getByRole('link', { name: free!.label }).click();
    await expect(page).toHaveURL(new RegExp(`/about${free!.href}$`));
    await expect(page.locator(free!.href)).toBeInViewport();
    await page.getByRole('link', { name: contact!.label }).click();
    await page.waitForURL(`**${contact!.href}`);
    await expect(page.locator('h1')).toHaveText(h1Of(contact!.href));
  });

  test("the about hero's main button shows its busy label, scrolls smoothly to the partnership section and is usable again after 600 ms", async ({ page }) => {
    const hero = heroOf('/about');
    // The hero keeps its busy label for 600 ms (a timer): the page's clock is driven by the test, so the
    // busy label is seen for certain however loaded the machine is, and then the timer runs out.
    await page.clock.install();
    await page.goto('/about');
    const button = page.locator('a[data-hero-primary]');
    await page.waitForLoadState('networkidle');
    await page.clock.pauseAt(Date.now() + 60_000);
    await button.click();
    await expect(button).toHaveText(hero.busy);
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(page.locator(hero.primary.href)).toBeInViewport();
    await expect(page).toHaveURL(new RegExp(`${hero.primary.href}$`));
    await page.clock.runFor(599);
    await expect(button).toHaveText(hero.busy);
    await page.clock.runFor(1);
    await expect(button).toHaveText(hero.primary.label);
    await expect(button).not.toHaveAttribute('aria-disabled');
    // Keyboard users continue from the section they were taken to.
    expect(await page.evaluate(() => document.activeElement?.id)).toBe(hero.primary.href.slice(1));
  });

  test("after Back from /about, the home hero's button is usable again (not stuck on its busy label)", async ({ page }) => {
    const hero = heroOf('/');
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    const button = page.locator('a[data-hero-primary]');
    await button.click();
    await page.waitForURL(`**${hero.primary.href}`);
    await page.goBack();
    await expect(button).toHaveText(hero.primary.label);
    await expect(button).not.toHaveAttribute('aria-disabled', 'true');
    await button.click();
    await page.waitForURL(`**${hero.primary.href}`);
  });
});

test.describe('careers', () => {
  const openings = blockOf('/careers', 'job-openings', 'openings');
  test('an apply link lands on the application section with the position in the address', async ({ page }) => {
    const job = openings.jobs![1]!;
    await page.goto('/careers');
    await page.getByRole('link', { name: `${openings.apply!.label} for ${job.title}` }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('position')).toBe(job.title);
    await expect(page.locator('#apply')).toBeInViewport();
  });
});

test.describe('contact', () => {
  test('the contact methods, department e-mails, offices and FAQs from the config', async ({ page }) => {
    const methodsBlock = blockOf('/contact', 'card-grid', 'contact-methods');
    const departmentsBlock = blockOf('/contact', 'card-grid', 'departments');
    const officesBlock = blockOf('/contact', 'card-grid', 'offices');
    const faq = blockOf('/contact', 'faq');
    await page.goto('/contact');
    const methods = page.locator('#contact-methods');
    expect(await titlesIn(methods)).toEqual(cardTitles('/contact', 'contact-methods'));
    for (const detail of methodsBlock.cards.flatMap((c) => c.details ?? []).filter((d) => d.href)) {
      await expect(methods.getByRole('link', { name: detail.text })).toHaveAttribute('href', detail.href!);
    }
    // The spec's 'live chat' is a written message through the form on this page, and is labelled as such.
    const written = methodsBlock.cards.find((c) => c.link)!.link!;
    const chat = methods.getByRole('link', { name: written.label });
    await expect(chat).toHaveAttribute('href', written.href);
    await chat.click();
    await expect(page.locator(written.href)).toBeInViewport();

    const departments = page.locator('#departments [data-card]');
    const pairs = await departments.evaluateAll((els) =>
      els.map((el) => [el.querySelector('h2, h3, h4')!.textContent, el.querySelector('a[href^="mailto:"]')!.getAttribute('href')]),
    );
    expect(pairs).toEqual(departmentsBlock.cards.map((c) => [c.title, c.details!.find((d) => d.href?.startsWith('mailto:'))!.href]));

    const offices = page.locator('#offices [data-card]');
    expect(await titlesIn(page.locator('#offices'))).toEqual(cardTitles('/contact', 'offices'));
    for (const [i, office] of officesBlock.cards.entries()) {
      for (const detail of office.details!) await expect(offices.nth(i)).toContainText(detail.label ? `${detail.label}:` : detail.text);
      await expect(offices.nth(i)).toContainText(office.details![0]!.text);
      await expect(offices.nth(i).locator('a[href^="tel:"]')).toHaveCount(1);
      await expect(offices.nth(i).locator('a[href^="mailto:"]')).toHaveCount(1);
    }

    const faqs = page.locator('#faq details');
    await expect(faqs).toHaveCount(faq.items.length);
    await faqs.nth(1).locator('summary').click();
    await expect(faqs.nth(1)).toContainText(plainText(faq.items[1]!.answer));
  });
});

test.describe('legal pages', () => {
  // Every numbered section with its text, and the last-updated date: tests/unit/dist-company-pages.test.ts.
  test('terms: the contents links land on their sections', async ({ page }) => {
    const policy = blockOf('/terms', 'policy-sections');
    await page.goto('/terms');
    const last = policy.sections.length - 1;
    await page
      .locator('nav', { hasText: policy.contentsLabel ?? 'Contents' })
      .getByRole('link', { name: `${last}. ${plainText(policy.sections[last - 1]!.heading)}` })
      .click();
    await expect(page.locator(`#${policy.id}-${last}`)).toBeInViewport();
  });

  test('refund: the eligibility table, the steps, notes, special circumstances and the request button', async ({ page }) => {
    const tableBlock = blockOf('/refund', 'table', 'eligibility');
    const [start] = blockOf('/refund', 'cta-banner').actions!;
    await page.goto('/refund');
    const table = page.locator('#eligibility table');
    await expect(table.locator('caption')).toHaveText(tableBlock.caption!);
    expect(await table.locator('thead th').allInnerTexts()).toEqual(tableBlock.columns);
    const rows = await table.locator('tbody tr').evaluateAll((trs) => trs.map((tr) => [...tr.children].map((c) => (c as HTMLElement).innerText)));
    expect(rows).toEqual(tableBlock.rows.map((r) => r.map(plainText)));
    await expect(table.locator('tbody th[scope="row"]')).toHaveCount(tableBlock.rows.length);
    await expect(page.locator('#process ol > li')).toHaveCount(blockOf('/refund', 'steps', 'process').steps.length);
    const notes = page.locator('#notes');
    for (const note of blockOf('/refund', 'rich-text', 'notes').bullets!) await expect(notes).toContainText(plainText(note));
    await expect(page.locator('#special-circumstances h2')).toHaveText(blockOf('/refund', 'rich-text', 'special-circumstances').heading!);
    const link = page.getByRole('link', { name: start!.label });
    await expect(link).toHaveAttribute('href', start!.href);
    await link.click();
    await expect(page.locator(start!.href)).toBeInViewport();
  });
});

test.describe('titles and layout', () => {
  // Each page's unique title (≤ 60 characters) and description (≤ 160): tests/unit/dist-company-pages.test.ts.
  for (const width of [390, 1280]) {
    test(`nothing is wider than the screen at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      for (const path of COMPANY_PAGES) {
        await page.goto(path);
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth), path).toBe(true);
      }
      // The refund table fits without sideways scrolling: on phones its rows are cards (tests/e2e/phone.spec.ts).
      await page.goto('/refund');
      const region = page.locator('#eligibility [role="region"]');
      const [scrollWidth, clientWidth] = await region.evaluate((el) => [el.scrollWidth, el.clientWidth]);
      expect(scrollWidth).toBe(clientWidth);
    });
  }
});
