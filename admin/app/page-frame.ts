// The frame both back-office pages share: language, viewport, no indexing, the CSP nonce's placeholder
// (admin/server/pages.ts fills it per answer), the icon, the root the app mounts in and what shows
// without JavaScript. auth.html and index.html name only what differs — their title and their script —
// and this plugin writes the rest around them before Vite bundles the script.
import type { Plugin } from 'vite';

export function pageFrame(): Plugin {
  return {
    name: 'back-office-page-frame',
    transformIndexHtml: {
      order: 'pre',
      handler(html, { filename }) {
        const title = /<title>[^<]*<\/title>/.exec(html)?.[0];
        const script = /<script type="module" src="[^"]+"><\/script>/.exec(html)?.[0];
        if (!title || !script) throw new Error(`${filename}: a back-office page names its <title> and its <script type="module" src="…">`);
        return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex, nofollow" />
    <meta name="csp-nonce" content="__CSP_NONCE__" />
    <link rel="icon" href="/favicon.ico" />
    ${title}
  </head>
  <body>
    <div id="root"></div>
    <noscript>The back office needs JavaScript. Turn it on for this site, then reload the page.</noscript>
    ${script}
  </body>
</html>
`;
      },
    },
  };
}
