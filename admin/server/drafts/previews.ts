// Rendered previews of drafts, kept in memory for 10 minutes under an unguessable id (128 random bits):
// the editor opens one in a new tab with a plain GET. At most 50 are kept (the oldest goes first).
import { randomBytes } from 'node:crypto';

export const PREVIEW_TTL_MS = 10 * 60_000;
const MAX_PREVIEWS = 50;

export const PREVIEW_ID = /^[A-Za-z0-9_-]{22}$/;

export class PreviewStore {
  readonly #pages = new Map<string, { html: string; expiresAt: number }>();

  constructor(private readonly now: () => number) {}

  add(html: string): string {
    const id = randomBytes(16).toString('base64url');
    this.#pages.set(id, { html, expiresAt: this.now() + PREVIEW_TTL_MS });
    for (const [key, page] of this.#pages) if (page.expiresAt <= this.now() || this.#pages.size > MAX_PREVIEWS) this.#pages.delete(key);
    return id;
  }

  get(id: string): string | undefined {
    if (!PREVIEW_ID.test(id)) return undefined;
    const page = this.#pages.get(id);
    if (!page) return undefined;
    if (page.expiresAt <= this.now()) {
      this.#pages.delete(id);
      return undefined;
    }
    return page.html;
  }
}
