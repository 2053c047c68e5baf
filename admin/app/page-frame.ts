// The frame every back-office page shares — the back office's two (auth.html, index.html) and the site
// editor's (editor/app/admin.html): language, viewport, no indexing, the CSP nonce's placeholder
// (admin/server/pages.ts fills it per answer), the icon, the root the app mounts in and what shows
// without JavaScript. A page names only what differs — its title, its script and, if it says something
// else without JavaScript, its own <noscript> — and this plugin writes the rest around them before Vite
// bundles the script.
import type { Plugin } from 'vite';

const NOSCRIPT = '<noscript>The back office needs JavaScript. Turn it on for this site, then reload the page.</noscript>';

/** The whole page around what `html` names; throws, naming the file, when it names no title or script. */
export function framePage(html: string, filename: string): string {
  const title = /<title>[^<]*<\/title>/.exec(html)?.[0];
  const script = /<script type="module" src="[^"]+"><\/script>/.exec(html)?.[0];
  if (!title || !script) throw new Error(`${filename}: a back-office page names its <title> and its <script type="module" src="…">`);
  const noscript = /<noscript>[^<]*<\/noscript>/.exec(html)?.[0] ?? NOSCRIPT;
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
    ${noscript}
    ${script}
  </body>
</html>
`;
}

export function pageFrame(): Plugin {
  return {
    name: 'back-office-page-frame',
    transformIndexHtml: { order: 'pre', handler: (html, { filename }) => framePage(html, filename) },
  };
}
