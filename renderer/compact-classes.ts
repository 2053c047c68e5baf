// Emotion names each style `css-<hash>` (`css-1qeqykv`): random letters Brotli cannot shorten, written
// once per element in the body and once per rule in the critical CSS — about 1 KB of every page's
// brotli, and the Hindi service pages need those bytes to stay inside the first round trip (14 KB).
// Each prerendered page renames its styles to the shortest names, the most used first (`a`, `b`, … `ba`).
//
// It is safe for the islands that hydrate later:
// - React does not compare attributes while hydrating in production, so an island keeps the short names
//   it was drawn with; an element whose style changes afterwards gets Emotion's own `css-<hash>` name,
//   and Emotion inserts that rule in the browser as usual.
// - The style tag no longer lists its hashes (`data-emotion="css"`): Emotion's browser cache adopts
//   only tags that list them, so it never believes a `css-<hash>` rule is present when only its short
//   copy is — it inserts the rule when an island first uses it.
// The theme's global styles (`css-global`) name no class and are left as they are.

const STYLE_TAG = /<style data-emotion="css ([a-z0-9 ]+)">([\s\S]*?)<\/style>/g;
const CLASS_ATTRIBUTE = /\sclass="([^"]*)"/g;

/** `a` … `z`, `ba` … `bz`, `ca` …: never a leading digit, and never `css-…`. */
export function shortName(index: number): string {
  let name = '';
  let n = index;
  do {
    name = String.fromCharCode(97 + (n % 26)) + name;
    n = Math.floor(n / 26);
  } while (n > 0);
  return name;
}

/** The page with its Emotion class names shortened; a page without Emotion styles comes back as it was. */
export function compactClassNames(html: string): string {
  const hashes = new Set<string>();
  for (const [, list] of html.matchAll(STYLE_TAG)) for (const hash of list!.split(' ')) if (hash) hashes.add(hash);
  if (hashes.size === 0) return html;

  // Count how often each style names an element; the most used get the one-letter names.
  const uses = new Map<string, number>();
  for (const [, classes] of html.matchAll(CLASS_ATTRIBUTE)) {
    for (const name of classes!.split(/\s+/)) {
      const hash = name.startsWith('css-') ? name.slice(4) : '';
      if (hashes.has(hash)) uses.set(hash, (uses.get(hash) ?? 0) + 1);
    }
  }
  const taken = new Set<string>();
  for (const [, classes] of html.matchAll(CLASS_ATTRIBUTE)) for (const name of classes!.split(/\s+/)) if (!name.startsWith('css-')) taken.add(name);
  const order = [...hashes].sort((a, b) => (uses.get(b) ?? 0) - (uses.get(a) ?? 0));
  const renamed = new Map<string, string>();
  let next = 0;
  for (const hash of order) {
    let name = shortName(next++);
    while (taken.has(name)) name = shortName(next++);
    renamed.set(hash, name);
  }

  const rename = (hash: string) => renamed.get(hash);
  return html
    .replace(STYLE_TAG, (_tag, _list: string, css: string) => {
      const body = css.replace(/\.css-([a-z0-9]+)(?![\w-])/g, (selector, hash: string) => {
        const name = rename(hash);
        return name ? `.${name}` : selector;
      });
      return `<style data-emotion="css">${body}</style>`;
    })
    .replace(CLASS_ATTRIBUTE, (_attribute, classes: string) => {
      const names = classes.split(/\s+/).map((name) => (name.startsWith('css-') ? (rename(name.slice(4)) ?? name) : name));
      return ` class="${names.join(' ')}"`;
    });
}
