// "What visitors looked for and did not find" through the back office's API, fed by real searches on
// the site: sales and publishers read it (the access table in admin-access.test.ts covers every role),
// the words as typed in any case are one row, previews while typing and searches that found something
// are not counted, and a bad period is answered in words.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadRelease } from '../../server/live-site.ts';
import { TRADEMARK } from '../fixtures/search/pages.ts';
import { writeSearchSite } from '../fixtures/search/site.ts';
import { adminApp, call, seedUser, signIn, type AdminTestApp } from './admin-helpers.ts';

let t: AdminTestApp & { cleanup(): Promise<void> };
const DAY = 86_400_000;
const SALES = 'asha@filingbridge.in';
const PUBLISHER = 'ravi@filingbridge.in';

beforeAll(async () => {
  t = await adminApp();
  writeSearchSite(t.config.distDir, { '/trademark': TRADEMARK });
  t.app.liveSite.replace(await loadRelease(t.config.distDir));
  await seedUser(t.office, t.clock, { email: SALES, role: 'sales' });
  await seedUser(t.office, t.clock, { email: PUBLISHER, role: 'publisher' });
}, 60_000);
afterAll(() => t.cleanup());

const search = (q: string, part = '') => t.app.inject({ method: 'GET', url: `/search?q=${encodeURIComponent(q)}${part}` });
/** Signed in afresh each time: the test's clock moves on by days, past a session's idle time. */
const list = async (email: string, days = '') => call(t.app, await signIn(t.app, email), 'GET', `/admin/api/searches/unfound${days ? `?days=${days}` : ''}`);

describe('unfound searches in the back office', () => {
  it('lists the searches that found nothing, most often searched first, with the search and its enquiry to open', async () => {
    await search('Shop Act licence');
    await search('shop  act LICENCE');
    await search('udyam कब');
    t.clock.advance(DAY);
    await search('shop act licence');
    await search('trademark'); // found something
    await search('wombat', '&part=results'); // a preview while typing
    const answer = await list(SALES);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({
      since: '2026-10-28',
      today: '2026-11-26',
      days: 30,
      total: 2,
      searches: [
        {
          query: 'shop act licence',
          count: 3,
          firstDay: '2026-11-25',
          lastDay: '2026-11-26',
          searchLink: '/search?q=shop%20act%20licence',
          enquiryLink: '/enquiry?message=I%20searched%20the%20site%20for%20%22shop%20act%20licence%22%20and%20did%20not%20find%20it.',
        },
        {
          query: 'udyam कब',
          count: 1,
          firstDay: '2026-11-25',
          lastDay: '2026-11-25',
          searchLink: `/search?q=${encodeURIComponent('udyam कब')}`,
          enquiryLink: `/enquiry?message=${encodeURIComponent('I searched the site for "udyam कब" and did not find it.')}`,
        },
      ],
    });
    expect((await list(PUBLISHER)).json().total).toBe(2);
  });

  it('shows the chosen period only, and words a bad one', async () => {
    t.clock.advance(8 * DAY);
    expect((await list(SALES, '7')).json()).toMatchObject({ since: '2026-11-28', today: '2026-12-04', total: 0, searches: [] });
    expect((await list(SALES, '30')).json().total).toBe(2);
    const bad = await list(SALES, 'abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ error: 'validation', fields: { days: 'Period must be one of: 7, 30, 90, 180.' } });
  });
});
