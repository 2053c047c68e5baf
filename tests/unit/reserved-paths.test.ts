// No page at an address the server answers itself (RESERVED_PATHS): an insider could otherwise publish a
// look-alike sign-in page at /admin/… or shadow /api/… and /assets/…. The validator and a new page refuse
// it with the same words.
import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { RESERVED_PATHS, newPageProblem, reservedPathProblem } from '../../engine/config/page-template.ts';
import { FORMS } from '../../engine/forms.ts';
import { IMAGE_URL_PREFIX } from '../../engine/images/manifest.ts';
import { CALENDAR_FEED_PATH } from '../../engine/calendar/public.ts';
import { tempConfigPerTest } from './helpers.ts';
import { problemMessages } from './problem-messages.ts';

const setup = tempConfigPerTest();

const messages = problemMessages;

describe('reserved addresses', () => {
  it('the validator refuses a page at /admin/sign-in, /api/x and /assets/x, with file, line and column', () => {
    const c = setup();
    const about = c.json('pages/about.json');
    about.paths = ['/about', '/admin/sign-in'];
    c.writeJson('pages/about.json', about);
    const gst = c.json('pages/gst.json');
    gst.paths = [...gst.paths, '/api/x', '/assets/x'];
    c.writeJson('pages/gst.json', gst);
    expect(messages(c.dir)).toEqual([
      '<cfg>/pages/about.json:5:5 error: page /about: the address /admin/sign-in belongs to the server (the back office lives under /admin) — choose another address',
      '<cfg>/pages/gst.json:6:5 error: page /gst: the address /api/x belongs to the server (the forms of the site send to /api) — choose another address',
      "<cfg>/pages/gst.json:7:5 error: page /gst: the address /assets/x belongs to the server (the site's scripts and styles are under /assets) — choose another address",
    ]);
  });

  it('refuses the reserved address itself and what is below it, not a longer name beside it', () => {
    expect(reservedPathProblem('/admin')).toBe('the address /admin belongs to the server (the back office lives under /admin) — choose another address');
    expect(reservedPathProblem('/images/team')).toMatch(/belongs to the server/);
    expect(reservedPathProblem('/healthz')).toMatch(/belongs to the server/);
    expect(reservedPathProblem('/administration')).toBeUndefined();
    expect(reservedPathProblem('/api-keys')).toBeUndefined();
    expect(reservedPathProblem('/gst/assets')).toBeUndefined();
  });

  it('a new page (npm run new-page, the editor) is refused with the same words', () => {
    const c = setup();
    const pages = join(c.dir, 'pages');
    expect(newPageProblem('/admin/sign-in', pages)).toBe('the address /admin/sign-in belongs to the server (the back office lives under /admin) — choose another address');
    expect(newPageProblem('/api/x', pages, 'editor')).toBe('The address /api/x belongs to the server (the forms of the site send to /api) — choose another address');
    expect(newPageProblem('/assets/x', pages)).toMatch(/^the address \/assets\/x belongs to the server/);
    expect(newPageProblem('/assets-guide', pages)).toBeUndefined();
  });

  it("covers what the code answers: the forms' endpoints, the pictures, the calendar feed, the server's checks", () => {
    const reserved = (path: string) => reservedPathProblem(path) !== undefined;
    for (const form of Object.values(FORMS)) expect(reserved(form.endpoint), form.endpoint).toBe(true);
    expect(reserved(`${IMAGE_URL_PREFIX}x`)).toBe(true);
    expect(reserved(CALENDAR_FEED_PATH)).toBe(true);
    for (const path of ['/healthz', '/readyz', '/admin/api/sign-in', '/admin/edit', '/social/x.jpg', '/sitemap.xml', '/robots.txt', '/.server/site.json'])
      expect(reserved(path), path).toBe(true);
    expect(new Set(RESERVED_PATHS.map((r) => r.path)).size).toBe(RESERVED_PATHS.length);
  });
});
