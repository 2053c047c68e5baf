// A page per job (engine/collections/jobs.ts; the openings are the files of site-config/jobs/): /careers
// lists the openings and links each to its own page,
// which shows the whole opening, a visible breadcrumb trail and an Apply link that opens the careers
// form with the position filled in — without JavaScript too (the server renders the prefilled form).
import { expect, test } from '@playwright/test';
import { blockOf } from './site.ts';

// The openings as the careers page lists them: the files of site-config/jobs/, in their "order".
const jobs = blockOf('/careers', 'job-openings').jobs!;
const slug = (title: string) => title.toLowerCase().replace(/[^a-z0-9]+/g, '-');

test.use({ javaScriptEnabled: false });

test('/careers links every opening to its own page', async ({ page }) => {
  await page.goto('/careers');
  const titles = page.locator('[data-job] h3 a');
  expect(await titles.allInnerTexts()).toEqual(jobs.map((j) => j.title));
  expect(await titles.evaluateAll((as) => as.map((a) => a.getAttribute('href')))).toEqual(jobs.map((j) => `/careers/${slug(j.title)}`));
});

for (const job of jobs) {
  test(`/careers/${slug(job.title)} shows the whole opening and applies for it`, async ({ page }) => {
    await page.goto(`/careers/${slug(job.title)}`);
    await expect(page).toHaveTitle(`${job.title} – ${job.location} | FilingBridge`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(job.title);
    const fact = (name: string) => page.locator(`[data-field="${name}"] dd`);
    await expect(fact('Department')).toHaveText(job.department);
    await expect(fact('Job type')).toHaveText(job.type);
    await expect(fact('Experience')).toHaveText(job.experience);
    await expect(fact('Location')).toContainText(job.location);
    if (job.address) await expect(fact('Location')).toContainText(`${job.address.addressLocality}, ${job.address.addressRegion}`);
    await expect(fact('Posted on')).toHaveText('21 November 2026');
    await expect(fact('Apply by')).toHaveText('28 February 2027');
    await expect(page.getByText(job.description, { exact: true })).toBeVisible();
    for (const [heading, items] of [
      ['Responsibilities', job.responsibilities],
      ['Requirements', job.requirements],
    ] as const) {
      const list = page.getByRole('heading', { level: 2, name: heading }).locator('xpath=following-sibling::ul[1]').getByRole('listitem');
      expect(await list.allInnerTexts()).toEqual(items);
    }
    // Home › Careers › the job, the current page marked.
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link');
    expect(await crumbs.allInnerTexts()).toEqual(['Home', 'Careers', job.title]);
    await expect(crumbs.last()).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('link', { name: 'All openings' })).toHaveAttribute('href', '/careers#openings');

    await page.getByRole('link', { name: `Apply Now for ${job.title}` }).click();
    await expect(page).toHaveURL(`/careers?position=${encodeURIComponent(job.title)}#apply`);
    await expect(page.getByLabel('Position Applied For')).toHaveValue(job.title.slice(0, 150));
  });
}
