import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { validateSiteConfig } from '../../engine/config/validate.ts';
import { createSiteRenderer } from '../../renderer/render-page.tsx';
import { buildRouteTable, createRouteObjects } from '../../engine/routes.tsx';
import { blockRegistry } from '../../blocks/registry.ts';
import { MINIMAL_SITE } from './helpers.ts';

const config = validateSiteConfig(MINIMAL_SITE).config!;
const renderer = createSiteRenderer(config, blockRegistry, { loaderSrc: '/assets/loader.js' });

describe('prerender', () => {
  it('renders a page with title, description, canonical link, one h1 and inline critical CSS', async () => {
    const { status, html } = await renderer.render('/gst-registration');
    expect(status).toBe(200);
    expect(html).toMatch(/^<!doctype html><html lang="en-IN">/);
    expect(html).toContain('<title>GST | Test</title>');
    expect(html).toContain('<meta name="description" content="GST.">');
    expect(html).toContain('<link rel="canonical" href="https://www.filingbridge.in/gst">');
    expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
    expect(html).toMatch(/<h1[^>]*>GST Registration<\/h1>/);
    expect(html).toMatch(/<style data-emotion="css[ -]/);
    expect(html).not.toContain('<link rel="stylesheet"');
  });

  it('renders unknown paths as the not-found screen with status 404', async () => {
    const { status, html } = await renderer.render('/no-such-page');
    expect(status).toBe(404);
    expect(html).toMatch(/<h1[^>]*>404<\/h1>/);
    expect(html).toContain('Oops! Page not found.');
    expect(html).toContain('href="/"');
    expect(html).toContain('data-behavior="not-found"');
  });

  it('loads the client loader only on pages with client blocks', async () => {
    const { html } = await renderer.render('/');
    expect(html).toContain('<script type="module" src="/assets/loader.js"></script>');
    // The FAQ is plain HTML (<details>), so it ships no JavaScript of its own.
    const about = await renderer.render('/about');
    expect(about.html).not.toContain('data-behavior="faq"');
    expect(about.html).toContain('<details');
  });

  it("keeps react-router's default fallback for an unhandled routing error", async () => {
    const routes = createRouteObjects(buildRouteTable(config), { layout: (outlet) => outlet, page: () => <p>page</p>, notFound: () => null });
    // A route that fails while routing (here: its loader throws) gets react-router's default error screen.
    routes[0]!.children![0]!.loader = () => {
      throw new Response('Gone', { status: 410, statusText: 'Gone' });
    };
    const handler = createStaticHandler(routes);
    const context = await handler.query(new Request('http://localhost/about'));
    if (context instanceof Response) throw new Error('unexpected redirect');
    const router = createStaticRouter(handler.dataRoutes, context);
    const html = renderToString(<StaticRouterProvider router={router} context={context} hydrate={false} />);
    expect(html).toContain('Unexpected Application Error!');
    expect(html).toContain('410 Gone');
  });
});
