// Previews of drafts, kept in memory for 10 minutes under an unguessable id (128 random bits): the editor
// opens one in a new tab with a plain GET. A preview is a small site, not one page: its links to the
// site's pages stay inside it (`/admin/preview/<id>/updates/new-rule`), each page rendered the first time
// it is opened from the same drafts — so a link to a page that exists only as a draft (a new update, a
// new service) opens that draft, never the live site's 404. At most 50 previews are kept (the oldest
// goes first), with the drafts they render from.
import { randomBytes } from 'node:crypto';

export const PREVIEW_TTL_MS = 10 * 60_000;
const MAX_PREVIEWS = 50;

export const PREVIEW_ID = /^[A-Za-z0-9_-]{22}$/;

/** Renders one page of the preview's drafts (its links already pointing into the preview), or undefined when no page has that address. */
export type PreviewRenderer = (path: string) => Promise<string | undefined>;

interface Preview {
  /** The page the editor previewed (`/admin/preview/<id>` shows it). */
  start: string;
  render: PreviewRenderer;
  pages: Map<string, Promise<string | undefined>>;
  expiresAt: number;
}

export class PreviewStore {
  readonly #previews = new Map<string, Preview>();

  constructor(private readonly now: () => number) {}

  /** A new preview starting at `start`; `render` is given the id (for the links inside the preview). */
  add(start: string, render: (id: string) => PreviewRenderer): string {
    const id = randomBytes(16).toString('base64url');
    this.#previews.set(id, { start, render: render(id), pages: new Map(), expiresAt: this.now() + PREVIEW_TTL_MS });
    for (const [key, preview] of this.#previews) if (preview.expiresAt <= this.now() || this.#previews.size > MAX_PREVIEWS) this.#previews.delete(key);
    return id;
  }

  /**
   * The page at `path` of preview `id` (its start page without a path), rendered once; `expired` when the
   * preview is gone, undefined when it has no such page.
   */
  async page(id: string, path?: string): Promise<string | 'expired' | undefined> {
    const preview = PREVIEW_ID.test(id) ? this.#previews.get(id) : undefined;
    if (!preview || preview.expiresAt <= this.now()) {
      this.#previews.delete(id);
      return 'expired';
    }
    const at = path ?? preview.start;
    let page = preview.pages.get(at);
    if (!page) {
      page = preview.render(at);
      preview.pages.set(at, page);
      // A failed render is not kept: the next visit tries again.
      page.catch(() => preview.pages.delete(at));
    }
    return page;
  }
}

/**
 * Points the links of a preview's page that go to one of `paths` (the preview's own pages) into the
 * preview (`href="/gst#plans"` → `href="/admin/preview/<id>/gst#plans"`); links elsewhere — files,
 * other sites, the server's own addresses — are left as they are.
 */
export function linksIntoPreview(html: string, paths: ReadonlySet<string>, base: string): string {
  return html.replace(/\shref="(\/[^"#?]*)([#?][^"]*)?"/g, (whole, path: string, rest = '') => (paths.has(path) ? ` href="${base}${path === '/' ? '/' : path}${rest}"` : whole));
}
