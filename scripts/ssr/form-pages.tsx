// Entry of the server-side render bundle the build writes to dist/.server/form-pages.js (see
// scripts/build-form-pages.ts). The production server loads it at run time to answer forms sent
// without JavaScript and the enquiry page's address, rendering with the very components, values,
// validators and messages the browser uses — the server itself imports nothing from blocks/ or scripts/.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { FormBlock, Page } from '../../engine/generated/config.ts';
import type { SiteConfig } from '../../engine/types.ts';
import { NEWSLETTER_KEY, type FormName } from '../../engine/forms.ts';
import { setRequestStateSource, type ReadPost, type RequestRenderState } from '../../engine/block-api.tsx';
import { createSiteRenderer } from '../../renderer/render-page.tsx';
import { blockRegistry } from '../../blocks/registry.ts';
import { newsletterForm } from '../../layout/site-footer/newsletter.ts';
import { QUOTE_PATH, quoteCatalog } from '../../engine/rules/quote.ts';
import { quoteStartForm, type QuoteStartForm } from '../../engine/rules/quote-start.ts';
import type { RenderLanguage } from '../../engine/i18n/alternates.ts';
import type { MessageWords } from '../../engine/form-errors.ts';

export interface FormPagesData {
  config: SiteConfig;
  loaderSrc: string;
  /** The site in its other languages (engine/i18n/): each one's site and what its renderer needs (absent in older builds). */
  languages?: { config: SiteConfig; language: RenderLanguage }[];
  /** The main language's renderer data (its language links and alternates). */
  mainLanguage?: RenderLanguage;
}

/** One form on one page: where a plain HTML post came from. */
export interface FormTarget {
  path: string;
  key: string;
  form: FormName;
  block: FormBlock;
}

export type { ReadPost };

type SendingForm = FormBlock & { form: FormName };

/** Sending form blocks of a page by their render key ("3", or "2-1-0" inside tabs), as BlockList numbers them. */
function sendingForms(blocks: Page['blocks'], parentKey?: string, found = new Map<string, SendingForm>()): Map<string, SendingForm> {
  blocks.forEach((block, index) => {
    const key = parentKey ? `${parentKey}-${index}` : String(index);
    if (block.type === 'form' && block.form) found.set(key, block as SendingForm);
    // Container blocks (tabs) render each item's "blocks" with the key `${key}-${item}`.
    for (const value of Object.values(block)) {
      if (!Array.isArray(value)) continue;
      value.forEach((item, i) => {
        if (item && typeof item === 'object' && Array.isArray((item as { blocks?: unknown }).blocks))
          sendingForms((item as { blocks: Page['blocks'] }).blocks, `${key}-${i}`, found);
      });
    }
  });
  return found;
}

/** The forms that start a quote (a form block's "quote" action) on every page of every language, by origin ("/hi/incorporation#1"). */
function quoteStarts(routes: readonly { path: string; page: Page }[]): Record<string, QuoteStartForm> {
  const starts: Record<string, QuoteStartForm> = {};
  for (const { path, page } of routes) {
    page.blocks.forEach((block, index) => {
      // Top-level forms only: a form inside tabs is keyed by its panel, which no quote form uses yet.
      if (block.type === 'form' && block.action?.type === 'quote') starts[`${path}#${index}`] = quoteStartForm({ fields: block.fields, action: block.action }, path, String(index));
    });
  }
  return starts;
}

export function createFormPages({ config, loaderSrc, languages = [], mainLanguage }: FormPagesData) {
  const store = new AsyncLocalStorage<RequestRenderState>();
  setRequestStateSource(() => store.getStore());
  // Every part rendered per request: the footer holds the newsletter, whose result (sent, or the field
  // messages) differs per request, so the layout rendered once for the build would show it empty.
  const renderer = createSiteRenderer(config, blockRegistry, { loaderSrc }, { sharedLayout: false, ...(mainLanguage ? { language: mainLanguage } : {}) });
  // Each other language's pages (/hi/contact) by their own renderer, as the build renders them.
  const others = languages.map((l) => createSiteRenderer(l.config, blockRegistry, { loaderSrc }, { sharedLayout: false, language: l.language }));
  const rendererOf = new Map<string, typeof renderer>([
    ...others.flatMap((r) => r.routes.map((e) => [e.path, r] as const)),
    ...renderer.routes.map((e) => [e.path, renderer] as const),
  ]);
  const forms = new Map([...renderer.routes, ...others.flatMap((r) => r.routes)].map((entry) => [entry.path, sendingForms(entry.page.blocks)]));
  const newsletter = newsletterForm(config.site.footer.newsletter);
  /** Pages whose form fills itself in from the address, in every language (/hi/enquiry?service=…): the server renders them for an address with a query. */
  const prefillPaths = [renderer, ...others].flatMap((r) =>
    r.routes.filter((entry) => JSON.stringify(entry.page.blocks).includes('"prefillFromQuery":true')).map((entry) => entry.path),
  );
  /** Pages with a tool (a block that computes with rule tables), in every language (/hi/tools/gst-calculator): a GET with the tool's inputs in the query is answered with the result. */
  const toolPaths = [renderer, ...others].flatMap((r) =>
    r.routes.filter((entry) => entry.page.blocks.some((block) => blockRegistry[block.type].ruleTables?.length)).map((entry) => entry.path),
  );

  /** The form a post came from: its hidden origin field (`/about#4`), or the footer's newsletter on the page it was sent from. */
  function target(origin: string | undefined, fromPath: string | undefined): FormTarget | undefined {
    if (origin === NEWSLETTER_KEY) {
      const path = fromPath && forms.has(fromPath) ? fromPath : '/';
      return { path, key: NEWSLETTER_KEY, form: newsletter.form, block: newsletter };
    }
    const hash = origin?.lastIndexOf('#') ?? -1;
    if (!origin || hash < 0) return undefined;
    const path = origin.slice(0, hash);
    const key = origin.slice(hash + 1);
    const block = forms.get(path)?.get(key);
    return block ? { path, key, form: block.form, block } : undefined;
  }

  /** Reads a form-encoded post exactly as the browser would have sent it as JSON (the form block's definition). */
  function readPost(target: FormTarget, entries: [string, string][], words?: MessageWords): ReadPost {
    return blockRegistry.form.readPost!(target.block, entries, words);
  }

  /** A page with the given request state (form results, address query) as a complete HTML document. */
  async function render(path: string, state: RequestRenderState): Promise<string> {
    const page = await store.run(state, () => (rendererOf.get(path) ?? renderer).render(path));
    return page.html;
  }

  /** What the server needs to read, price and send quotes (server/quote/): every service on offer, the rule tables and the site's payment and contact facts. */
  const quotePage = renderer.routes.find((entry) => entry.path === QUOTE_PATH);
  const quoteBlock = quotePage?.page.blocks.find((block) => block.type === 'quote');
  const quote = quoteBlock
    ? {
        nextSteps: quoteBlock.nextSteps,
        catalog: quoteCatalog(config.pages.map((file) => ({ path: file.page.paths[0]!, blocks: file.page.blocks }))),
        rules: config.rules ?? {},
        site: { name: config.site.brand.name, payments: config.site.payments, whatsapp: config.site.whatsapp, supportHours: config.site.supportHours },
        // The quote page of each other language that has one (/hi/quote): the server answers a visitor there.
        starts: quoteStarts([...renderer.routes, ...others.flatMap((r) => r.routes)]),
        paths: Object.fromEntries(
          languages.flatMap((l, i) => {
            const path = `/${l.language.language.code}${QUOTE_PATH}`;
            return others[i]!.routes.some((entry) => entry.path === path) ? [[l.language.language.code, path]] : [];
          }),
        ),
      }
    : undefined;

  return {
    render,
    quote,
    target,
    readPost,
    prefillPaths,
    toolPaths,
    /** Whether `key` names a form on the page at `path` (the footer's newsletter is on every page). */
    hasForm: (path: string, key: string) => forms.has(path) && (key === NEWSLETTER_KEY || forms.get(path)!.has(key)),
  };
}
