// Home, About, Careers, Contact, Terms, Privacy and Refund on the built site (spec §1–4, §8, §9):
// exact figures, texts, counts and amounts; the hero's processing state and scroll to the partnership
// section; timeline colours; deadline urgency colours for a fixed clock; layout that
// never overflows at 390 px.
import { readFileSync } from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import type { ComplianceCalendar } from '../../engine/generated/config.ts';
import { upcoming } from '../../engine/calendar/engine.ts';
import { addDays, indiaToday } from '../../engine/calendar/dates.ts';

const calendar = JSON.parse(readFileSync('site-config/compliance-calendar.json', 'utf8')) as ComplianceCalendar;

const COMPANY_PAGES = ['/', '/about', '/careers', '/contact', '/terms', '/privacy', '/refund'];

/** Card titles of a section, in order. */
const titlesIn = (section: Locator) => section.locator('[data-card]').locator('h2, h3, h4').allInnerTexts();
/** [figure, caption] pairs of a stats section. */
const statsIn = (section: Locator) => section.locator('[data-stat]').evaluateAll((els) => els.map((el) => [el.querySelector('dd')!.textContent, el.querySelector('dt')!.textContent]));

async function deadlineDates(page: Page): Promise<string[]> {
  return page.locator('[data-deadline]').evaluateAll((els) => els.map((el) => (el as HTMLElement).dataset.date!));
}

test.describe('home', () => {
  test("'Get Started Today' shows 'Processing...' while disabled, then lands scrolled to /about#partnership", async ({ page }) => {
    await page.goto('/');
    await page.waitForLoadState('networkidle'); // the hero's behavior script has loaded
    const button = page.locator('a[data-hero-primary]');
    await expect(button).toHaveText('Get Started Today');
    // Playwright's click waits for the navigation it starts, so record the button's state the moment the
    // click has been handled (this listener runs after the hero's own) in storage that survives it.
    await button.evaluate((a) => a.addEventListener('click', () => sessionStorage.setItem('hero-state', JSON.stringify([a.textContent, a.getAttribute('aria-disabled')]))));
    await button.click();
    await page.waitForURL('**/about#partnership');
    expect(await page.evaluate(() => JSON.parse(sessionStorage.getItem('hero-state') ?? 'null'))).toEqual(['Processing...', 'true']);
    const section = page.locator('#partnership');
    await expect(section).toBeInViewport();
    await expect(section.getByRole('heading', { level: 2 }).first()).toHaveText('Enterprise Partnerships');
    // Not hidden under the sticky header.
    const headerBottom = (await page.locator('header').boundingBox())!.height;
    await expect.poll(async () => (await section.boundingBox())!.y).toBeGreaterThanOrEqual(headerBottom - 1);
  });

  test("the hero's result messages are defined in config but never shown", async ({ page }) => {
    await page.goto('/');
    const status = page.locator('[data-hero-message]');
    await expect(status).toHaveAttribute('data-success', "Thank you! We'll contact you soon.");
    await expect(status).toHaveAttribute('data-failure', 'Failed to submit. Please try again.');
    await expect(status).toBeEmpty();
    await expect(page.getByRole('link', { name: 'Learn More', exact: true })).toHaveAttribute('href', '#services');
  });

  test('six service cards with three Popular badges; the enterprise banner buttons go to real places', async ({ page }) => {
    await page.goto('/');
    const services = page.locator('#services li');
    expect(await services.locator('h2, h3').allInnerTexts()).toEqual(['Incorporation', 'Trademark', 'Accounting', 'Income Tax', 'GST Services', 'Payroll']);
    expect(await services.evaluateAll((lis) => lis.map((li) => li.textContent!.includes('Popular')))).toEqual([true, true, true, false, false, false]);
    const banner = page.locator('#enterprise');
    await expect(banner.getByRole('link', { name: 'Schedule Consultation' })).toHaveAttribute('href', '/contact');
    await expect(banner.getByRole('link', { name: 'View Enterprise Plans' })).toHaveAttribute('href', '/about#partnership');
    await banner.getByRole('link', { name: 'View Enterprise Plans' }).click();
    await page.waitForURL('**/about#partnership');
    await expect(page.locator('#partnership')).toBeInViewport();
  });

  test('compliance news: six dated items (DD-Mon-YYYY) with GST Update blue, MCA green, TDS purple', async ({ page }) => {
    await page.goto('/');
    const entries = page.locator('#compliance-updates [data-timeline-entry]');
    await expect(entries).toHaveCount(6);
    const dates = await entries.locator('time').allInnerTexts();
    expect(dates).toEqual(['21-Oct-2025', '16-Oct-2025', '10-Oct-2025', '06-Oct-2025', '01-Oct-2025', '29-Sep-2025']);
    const badges = page.locator('#compliance-updates [data-category]');
    const seen = await badges.evaluateAll((els) => els.map((el) => {
      const style = getComputedStyle(el);
      return [el.textContent, style.color, style.backgroundColor];
    }));
    const expected: Record<string, [string, string]> = {
      'GST Update': ['rgb(30, 64, 175)', 'rgb(219, 234, 254)'], // blue.800 on blue.100
      MCA: ['rgb(22, 101, 52)', 'rgb(220, 252, 231)'], // green.800 on green.100
      TDS: ['rgb(107, 33, 168)', 'rgb(243, 232, 255)'], // purple.800 on purple.100
    };
    expect(new Set(seen.map(([c]) => c))).toEqual(new Set(Object.keys(expected)));
    for (const [category, color, background] of seen) expect([color, background], category!).toEqual(expected[category!]);
  });

  // The cards come from the compliance calendar (tests/e2e/calendar.spec.ts checks the dates). Here:
  // the urgency colours, for a fixed day on which the next eight deadlines include all three urgencies.
  test('the cards follow the urgency rule with its colours: ≤ 7 Urgent red, 8–15 Soon orange, > 15 Upcoming green', async ({ page }) => {
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
    while (new Set(upcoming(calendar, day, 8).map((o) => labelFor(o.due, day))).size < 3) day = addDays(day, 1);
    await page.clock.setFixedTime(new Date(`${day}T06:30:00Z`));
    await page.goto('/');
    await expect(page.locator('[data-urgency-checked]')).toHaveCount(1);
    const expected = upcoming(calendar, day, 8);
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
  test('mission and vision, statistics, journey (3 of 5 with see all), portfolio, values, team', async ({ page }) => {
    await page.goto('/about');
    await expect(page.locator('h1')).toHaveText('About FilingBridge');
    expect(await titlesIn(page.locator('#mission'))).toEqual(['Our Mission', 'Our Vision']);
    expect(await statsIn(page.locator('section', { has: page.getByRole('heading', { name: 'Our Impact in Numbers' }) }))).toEqual([
      ['1L+', 'Happy Customers'],
      ['99%', 'Success Rate'],
      ['24/7', 'Support'],
      ['200+', 'Team Members'],
    ]);
    const journey = page.locator('#journey');
    const entries = journey.locator('[data-timeline-entry]');
    await expect(entries).toHaveCount(5);
    const visibleYears = () => entries.filter({ visible: true }).locator('time').allInnerTexts();
    expect(await visibleYears()).toEqual(['2015', '2018', '2021']);
    const more = journey.locator('summary');
    await expect(more).toHaveAccessibleName('See all 5 milestones');
    expect(await more.innerText()).toBe('See all 5 milestones');
    await more.click();
    expect(await visibleYears()).toEqual(['2015', '2018', '2021', '2023', '2025']);
    expect(await entries.locator('h3').allInnerTexts()).toEqual(['FilingBridge founded', '50,000+ clients served', 'Online platform launched', '1L+ happy customers', 'AI-powered compliance solutions']);
    await expect(more).toHaveAccessibleName('Show fewer milestones');
    expect(await more.innerText()).toBe('Show fewer milestones');
    await more.press('Enter');
    expect(await visibleYears()).toEqual(['2015', '2018', '2021']);

    const portfolio = page.locator('#portfolio');
    expect(await titlesIn(portfolio)).toHaveLength(10);
    await expect(portfolio.getByRole('link', { name: 'Explore All Services' })).toHaveAttribute('href', '/#services');
    await expect(page.locator('#who-we-are li')).toHaveCount(5);
    expect(await titlesIn(page.locator('#values'))).toEqual(['Mission-Driven', 'Customer-Centric', 'Innovation', 'Excellence']);
    expect(await titlesIn(page.locator('#team'))).toEqual(['Certified Professionals', 'Legal Experts', 'Technology Team']);
  });

  test("'Get Free Consultation' scrolls to the partnership section and 'Contact Our Team' opens /contact", async ({ page }) => {
    await page.goto('/about');
    await expect(page.getByRole('link', { name: 'Contact Our Team' })).toHaveAttribute('href', '/contact');
    await page.getByRole('link', { name: 'Get Free Consultation' }).click();
    await expect(page).toHaveURL(/\/about#partnership$/);
    await expect(page.locator('#partnership')).toBeInViewport();
    await page.getByRole('link', { name: 'Contact Our Team' }).click();
    await page.waitForURL('**/contact');
    await expect(page.locator('h1')).toHaveText('Contact Us');
  });

  test("the about hero's 'Get Started Today' shows 'Processing...' and scrolls smoothly to the partnership section", async ({ page }) => {
    await page.goto('/about');
    const button = page.locator('a[data-hero-primary]');
    await page.waitForLoadState('networkidle');
    await button.click();
    await expect(button).toHaveText('Processing...');
    await expect(page.locator('#partnership')).toBeInViewport();
    await expect(page).toHaveURL(/#partnership$/);
    await expect(button).toHaveText('Get Started Today');
    // Keyboard users continue from the section they were taken to.
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('partnership');
  });

  test("after Back from /about, the home hero's button is usable again (not stuck on 'Processing...')", async ({ page }) => {
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    const button = page.locator('a[data-hero-primary]');
    await button.click();
    await page.waitForURL('**/about#partnership');
    await page.goBack();
    await expect(button).toHaveText('Get Started Today');
    await expect(button).not.toHaveAttribute('aria-disabled', 'true');
    await button.click();
    await page.waitForURL('**/about#partnership');
  });
});

test.describe('careers', () => {
  test('statistics, six openings with every field and Apply Now, benefits and culture', async ({ page }) => {
    await page.goto('/careers');
    expect(await statsIn(page.locator('#life-at-filingbridge'))).toEqual([
      ['200+', 'Team Members'],
      ['8+', 'Office Locations'],
      ['95%', 'Employee Satisfaction'],
      ['1L+', 'Businesses Served'],
    ]);
    const jobs = page.locator('#openings [data-job]');
    const rows = await jobs.evaluateAll((els) => els.map((el) => [
      el.querySelector('h2, h3, h4')!.textContent,
      ...['Department', 'Location', 'Job type', 'Experience'].map((f) => el.querySelector(`[data-field="${f}"] dd`)!.textContent),
    ]));
    expect(rows).toEqual([
      ['Senior Business Consultant', 'Consulting', 'Mumbai', 'Full-time', '3-5 years'],
      ['Full Stack Developer', 'Technology', 'Bangalore', 'Full-time', '2-4 years'],
      ['Customer Success Manager', 'Customer Success', 'Delhi', 'Full-time', '1-3 years'],
      ['Legal Associate', 'Legal', 'Chennai', 'Full-time', '2-4 years'],
      ['Digital Marketing Specialist', 'Marketing', 'Remote', 'Full-time', '1-3 years'],
      ['Business Development Executive', 'Sales', 'Pune', 'Full-time', '1-2 years'],
    ]);
    for (const job of await jobs.all()) await expect(job.locator('p').first()).not.toBeEmpty();
    const apply = jobs.getByRole('link', { name: /^Apply Now/ });
    await expect(apply).toHaveCount(6);
    await expect(apply.nth(3)).toHaveAttribute('href', '/careers?position=Legal%20Associate#apply');
    expect(await titlesIn(page.locator('#benefits'))).toEqual(['Health & Wellness', 'Career Growth', 'Work-Life Balance', 'Recognition']);
    expect(await titlesIn(page.locator('#culture'))).toEqual(['Innovation', 'Collaboration', 'Learning', 'Impact']);
  });

  test('Apply Now lands on the application section with the position in the address', async ({ page }) => {
    await page.goto('/careers');
    await page.getByRole('link', { name: 'Apply Now for Full Stack Developer' }).click();
    await expect(page).toHaveURL(/\/careers\?position=Full%20Stack%20Developer#apply$/);
    await expect(page.locator('#apply')).toBeInViewport();
  });
});

test.describe('contact', () => {
  test('three contact methods, six department e-mails, four offices, three FAQs', async ({ page }) => {
    await page.goto('/contact');
    const methods = page.locator('#contact-methods');
    expect(await titlesIn(methods)).toEqual(['Phone', 'Email', 'Written Message']);
    await expect(methods.getByRole('link', { name: '+91 44 4000 1234' })).toHaveAttribute('href', 'tel:+914440001234');
    await expect(methods.getByRole('link', { name: 'support@filingbridge.in' })).toHaveAttribute('href', 'mailto:support@filingbridge.in');
    // The spec's 'live chat' is a written message through the form on this page, and is labelled as such.
    const chat = methods.getByRole('link', { name: 'Write us a message' });
    await expect(chat).toHaveAttribute('href', '#message');
    await chat.click();
    await expect(page.locator('#message')).toBeInViewport();

    const departments = page.locator('#departments [data-card]');
    const pairs = await departments.evaluateAll((els) => els.map((el) => [el.querySelector('h2, h3, h4')!.textContent, el.querySelector('a[href^="mailto:"]')!.getAttribute('href')]));
    expect(pairs).toEqual([
      ['General Enquiries', 'mailto:info@filingbridge.in'],
      ['Technical Support', 'mailto:tech@filingbridge.in'],
      ['Sales & Partnerships', 'mailto:sales@filingbridge.in'],
      ['Customer Success', 'mailto:success@filingbridge.in'],
      ['Media & Press', 'mailto:press@filingbridge.in'],
      ['Careers', 'mailto:careers@filingbridge.in'],
    ]);

    const offices = page.locator('#offices [data-card]');
    expect(await titlesIn(page.locator('#offices'))).toEqual(['Mumbai', 'Delhi', 'Bangalore', 'Chennai']);
    for (const office of await offices.all()) {
      await expect(office).toContainText('Address:');
      await expect(office.locator('a[href^="tel:"]')).toHaveCount(1);
      await expect(office.locator('a[href^="mailto:"]')).toHaveCount(1);
    }
    await expect(offices.last()).toContainText('Anna Salai, Teynampet, Chennai');

    const faqs = page.locator('#faq details');
    await expect(faqs).toHaveCount(3);
    await faqs.nth(1).locator('summary').click();
    await expect(faqs.nth(1)).toContainText('Hindi, English, Tamil, Telugu, Kannada and Bengali');
  });
});

test.describe('legal pages', () => {
  test('terms: twelve numbered sections, last updated January 1, 2025, Indian law and Mumbai', async ({ page }) => {
    await page.goto('/terms');
    await expect(page.locator('h1')).toHaveText('Terms and Conditions');
    // Dates are written the Indian way (issue 18 item 6); the machine-readable date stays ISO.
    await expect(page.locator('[data-last-updated]')).toHaveText('Last updated: 1 January 2025');
    await expect(page.locator('[data-last-updated] time')).toHaveAttribute('datetime', '2025-01-01');
    const headings = await page.locator('[data-policy-section] > h2').allInnerTexts();
    expect(headings).toHaveLength(12);
    headings.forEach((h, i) => expect(h).toMatch(new RegExp(`^${i + 1}\\. \\S`)));
    const body = page.locator('#terms');
    await expect(body).toContainText('These Terms are governed by the laws of India.');
    await expect(body).toContainText('arbitration in Mumbai');
    await expect(body).toContainText('the courts at Mumbai have exclusive jurisdiction');
    await expect(body).toContainText('limited to the fees you paid us');
    await expect(body).toContainText('inclusive of taxes unless stated otherwise');
    await expect(body).toContainText('Payment must be completed before delivery of the service.');
    await page.locator('nav', { hasText: 'Contents' }).getByRole('link', { name: '11. Governing Law and Disputes' }).click();
    await expect(page.locator('#terms-11')).toBeInViewport();
  });

  test('privacy: collection, use, protection, third parties, retention (7 years / 3 years / 30 days), rights', async ({ page }) => {
    await page.goto('/privacy');
    await expect(page.locator('h1')).toHaveText('Privacy Policy');
    expect(await page.locator('[data-policy-section] > h2').allInnerTexts()).toEqual([
      '1. Information We Collect',
      '2. How We Use Your Information',
      '3. How We Protect Your Information',
      '4. Sharing With Third Parties',
      '5. Data Retention',
      '6. Forms, Enquiries and the Newsletter',
      '7. Your Rights Over Your Data',
      '8. Contact and Support',
      '9. Changes to This Policy',
    ]);
    const retention = page.locator('#privacy-5');
    await expect(retention).toContainText('up to 7 years after your service is completed');
    await expect(retention).toContainText('inactive for more than 3 years are archived and anonymized');
    await expect(retention).toContainText("30 days' notice");
  });

  test('refund: the eligibility table, five steps, notes, special circumstances and Start Refund Request', async ({ page }) => {
    await page.goto('/refund');
    const table = page.locator('#eligibility table');
    await expect(table.locator('caption')).toHaveText('Refund amount and timeline for each situation');
    expect(await table.locator('thead th').allInnerTexts()).toEqual(['Situation', 'Description', 'Refund Amount', 'Timeline']);
    const rows = await table.locator('tbody tr').evaluateAll((trs) => trs.map((tr) => [...tr.children].map((c) => (c as HTMLElement).innerText)));
    expect(rows.map((r) => [r[0], r[2], r[3]])).toEqual([
      ['Service not delivered', '100%', '7-14 days'],
      ['Duplicate or technical payment error', '100%', '3-5 days'],
      ['Service downgrade', 'Price difference', '7-10 days'],
      ['Government rejection', '0%', 'Not applicable'],
      ['Cancellation after work has started', '0%', 'Not applicable'],
      ['Cancellation before work starts', '80-90% minus processing fees', '5-7 days'],
    ]);
    await expect(table.locator('tbody th[scope="row"]')).toHaveCount(6);
    await expect(page.locator('#process ol > li')).toHaveCount(5);
    const notes = page.locator('#notes');
    for (const note of ['reviewed within 24-48 hours', '3-14 business days', 'refund e-mails within 24-48 hours', 'Government fees and third-party costs (such as courier and notarization charges) are non-refundable']) {
      await expect(notes).toContainText(note);
    }
    await expect(page.locator('#special-circumstances h2')).toHaveText('Special Circumstances');
    const start = page.getByRole('link', { name: 'Start Refund Request' });
    await expect(start).toHaveAttribute('href', '#refund-request');
    await start.click();
    await expect(page.locator('#refund-request')).toBeInViewport();
  });
});

test.describe('titles and layout', () => {
  test('each page has a unique title (≤ 60 characters) and description (≤ 160)', async ({ request }) => {
    const seen = new Map<string, string>();
    for (const path of COMPANY_PAGES) {
      const html = await (await request.get(path)).text();
      const title = /<title>([^<]+)<\/title>/.exec(html)![1]!;
      const description = /<meta name="description" content="([^"]+)"/.exec(html)![1]!;
      expect(title.length, `${path} title`).toBeLessThanOrEqual(60);
      expect(description.length, `${path} description`).toBeLessThanOrEqual(160);
      expect(seen.get(title), `${path} title is unique`).toBeUndefined();
      seen.set(title, path);
    }
  });

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
