// Forms sent without JavaScript (progressive enhancement, as Remix/React Router forms do): every
// form is a real HTML form posting application/x-www-form-urlencoded to its usual endpoint.
//
//   POST /api/<form> (form-encoded)  the body is read exactly as the browser would send it as JSON,
//       checked the same way (the browser's checks, then the endpoint's schema), and stored by the
//       same route; then
//         stored           → 303 See Other to `<page>?sent=<form key>` (the page showing the success text)
//         invalid (400)    → 400 with the page again: the visitor's values and the per-field messages
//         other failure    → the page again with the values and the form's failure text (same status)
//   GET <page>?sent=<key>               the page with that form's success message
//   GET <enquiry page>?service=…        the page with the choices already in its summary
//   GET <tool page>?amount=…            the tool's page with its result (or the messages beside its fields)
//
// Pages are rendered by the render bundle the build wrote to dist/.server/ (the same components as
// the prerendered pages); without that bundle (an old build) form-encoded posts stay unsupported (415).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LANGUAGE_FIELD, ORIGIN_FIELD } from '../engine/forms.ts';
import type { MessageWords } from '../engine/form-errors.ts';
import { ENGLISH_ONLY, formLanguage, type FormWordsOf } from './form-language.ts';
import type { QuoteData } from './quote/quote.ts';

type FormValues = Record<string, string | boolean>;
type PageRenderState = {
  query?: string;
  quote?: unknown;
  forms?: Record<string, { status: 'idle' | 'success' | 'failure'; values?: FormValues; errors?: Record<string, string>; pick?: unknown }>;
};
interface FormTarget {
  path: string;
  key: string;
  form: string;
}
interface ReadPost {
  payload: Record<string, unknown>;
  values: FormValues;
  query: string;
  problems: Record<string, string>;
}

/** The shape of dist/.server/form-pages.js (scripts/ssr/form-pages.tsx). */
export interface FormPages {
  render(path: string, state: PageRenderState): Promise<string>;
  target(origin: string | undefined, fromPath: string | undefined): FormTarget | undefined;
  /** `words`: the messages' language (older bundles ignore it and answer in English). */
  readPost(target: FormTarget, entries: [string, string][], words?: MessageWords): ReadPost;
  prefillPaths: string[];
  /** Pages with a tool; absent in bundles built before the tools. */
  toolPaths?: string[];
  hasForm(path: string, key: string): boolean;
  /** The quote's catalog, rule tables and site facts (server/quote/); absent without a quote page or in older bundles. */
  quote?: QuoteData;
}

interface FormPost {
  pages: FormPages;
  target: FormTarget;
  read: ReadPost;
  /** Set once this request's answer is a rendered page (so onSend leaves it alone). */
  answered?: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** A form-encoded post from one of the site's forms. */
    formPost: FormPost | null;
  }
}

const FORM_CONTENT_TYPE = 'application/x-www-form-urlencoded';

/** A build's form pages, loaded by the first request that needs them; undefined for a build without them. */
export type FormPagesLoader = () => Promise<FormPages>;

/**
 * The form pages of the build in `distDir`, loaded on first use: the render bundle (React and every block)
 * is a quarter of a server's start (CPU), and most requests never need it. The site's data is read
 * now, so the pages answer for the build that was loaded. A bundle that fails to load fails each request
 * that needs it; a publish loads it at once (loadWholeRelease, live-site.ts).
 */
export function formPagesLoader(distDir: string): FormPagesLoader | undefined {
  const dir = join(distDir, '.server');
  if (!existsSync(join(dir, 'form-pages.js'))) return undefined;
  const data: unknown = JSON.parse(readFileSync(join(dir, 'site.json'), 'utf8'));
  let pages: Promise<FormPages> | undefined;
  return () => (pages ??= import(pathToFileURL(join(dir, 'form-pages.js')).href).then((mod: { createFormPages(data: unknown): FormPages }) => mod.createFormPages(data)));
}

/** Pages rendered for this release's form answers, kept while the release is live. */
interface RenderedPages {
  sent: Map<string, Promise<string>>;
  recentPrefills: Map<string, Promise<string>>;
  /** Pages rendered for an address with a query: the enquiry page (prefilled) and the tools (results). */
  prefill: Set<string>;
}

/** Registers the form-post parser and hooks on the root instance, before the API routes. Each request
 *  uses the form pages of its release; a release without them answers form-encoded posts 415. */
export function registerFormPosts(
  app: FastifyInstance,
  pagesOf: (request: FastifyRequest) => Promise<FormPages | undefined>,
  options: { allowedOrigins: string[]; wordsOf?: FormWordsOf },
) {
  app.decorateRequest('formPost', null);
  app.decorateRequest('formLanguageSent', undefined);
  app.decorateRequest('formWords', null);
  app.decorateRequest('formErrors', null);
  const wordsOf = options.wordsOf ?? (() => ENGLISH_ONLY);
  const rendered = new WeakMap<FormPages, RenderedPages>();
  const renderedOf = (pages: FormPages) => {
    let hit = rendered.get(pages);
    if (!hit) {
      hit = { sent: new Map(), recentPrefills: new Map(), prefill: new Set([...pages.prefillPaths, ...(pages.toolPaths ?? [])]) };
      rendered.set(pages, hit);
    }
    return hit;
  };

  app.addContentTypeParser(FORM_CONTENT_TYPE, { parseAs: 'string' }, async (request: FastifyRequest, body: string) => {
    const pages = await pagesOf(request);
    if (!pages) {
      throw Object.assign(new Error('form-encoded posts need the form pages of a newer build'), { statusCode: 415, code: 'FST_ERR_CTP_INVALID_MEDIA_TYPE' });
    }
    const entries = [...new URLSearchParams(body)];
    const origin = entries.find(([name]) => name === ORIGIN_FIELD)?.[1];
    request.formLanguageSent = entries.find(([name]) => name === LANGUAGE_FIELD)?.[1];
    const target = pages.target(origin, pathOf(request.headers.referer, request.headers.host));
    if (!target) {
      // Not from one of the site's forms (a script, say): the fields as sent, checked by the schema.
      return Object.fromEntries(entries.filter(([name, value]) => name !== ORIGIN_FIELD && name !== LANGUAGE_FIELD && value !== ''));
    }
    // The browser's checks in the page's language (a code the site does not have is the API's 400, in the page's).
    const read = pages.readPost(
      target,
      entries.filter(([name]) => name !== LANGUAGE_FIELD),
      formLanguage(wordsOf(request), request.formLanguageSent, target.path).words,
    );
    request.formPost = { pages, target, read };
    return read.payload;
  });

  // Another site's page posting into ours: refused (browsers say where a form post comes from).
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'POST' || !request.headers['content-type']?.startsWith(FORM_CONTENT_TYPE)) return;
    const origin = request.headers.origin;
    if (request.headers['sec-fetch-site'] === 'cross-site' && !(origin && options.allowedOrigins.includes(origin))) {
      return reply.code(403).type('text/plain; charset=utf-8').send('Forms can be sent only from this website.');
    }
  });

  // The browser's own checks (required fields marked in the block, e-mail format…) before the schema's.
  app.addHook('preValidation', async (request, reply) => {
    const post = request.formPost;
    if (!post || Object.keys(post.read.problems).length === 0) return;
    post.answered = true;
    return sendPage(reply.code(400), await failurePage(post, post.read.problems));
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const post = request.formPost;
    if (!post || post.answered) return payload;
    post.answered = true;
    if (reply.statusCode === 201) {
      reply
        .code(303)
        .header('location', `${post.target.path}?sent=${encodeURIComponent(post.target.key)}`)
        .header('content-type', 'text/plain; charset=utf-8');
      return '';
    }
    const answer = parseJson(payload);
    const sent = request.formErrors ?? (answer?.fields && typeof answer.fields === 'object' ? (answer.fields as Record<string, string>) : {});
    const fields = reply.statusCode === 400 ? sent : {};
    reply.header('content-type', 'text/html; charset=utf-8').header('cache-control', 'no-store');
    return failurePage(post, fields);
  });

  // The result page after a plain post, and the enquiry page for the address it was opened with.
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET') return;
    const [path, search = ''] = request.url.split('?', 2) as [string, string?];
    if (!search) return;
    const pages = await pagesOf(request);
    if (!pages) return;
    const { sent: sentPages, recentPrefills, prefill } = renderedOf(pages);
    const sent = new URLSearchParams(search).get('sent');
    if (sent !== null && pages.hasForm(path, sent)) {
      const id = `${path}#${sent}`;
      if (!sentPages.has(id)) sentPages.set(id, pages.render(path, { forms: { [sent]: { status: 'success' } } }));
      return sendPage(reply.header('cache-control', 'no-cache'), await sentPages.get(id)!);
    }
    if (prefill.has(path)) {
      // The address carries what the visitor chose or typed; no shared cache should keep it. The same
      // few addresses (one per service page form, shared tool results) come again, so recent renders are kept.
      const id = `${path}?${search}`;
      let page = recentPrefills.get(id);
      if (!page) {
        page = pages.render(path, { query: `?${search}` });
        recentPrefills.set(id, page);
        if (recentPrefills.size > 200) recentPrefills.delete(recentPrefills.keys().next().value!);
      }
      return sendPage(reply.header('cache-control', 'no-store'), await page);
    }
  });

  async function failurePage(post: FormPost, errors: Record<string, string>): Promise<string> {
    const { pages, target, read } = post;
    return pages.render(target.path, { query: read.query, forms: { [target.key]: { status: 'failure', values: read.values, errors } } });
  }
}

function sendPage(reply: FastifyReply, html: string) {
  return reply.type('text/html; charset=utf-8').send(html);
}

function parseJson(payload: unknown): Record<string, unknown> | undefined {
  try {
    return typeof payload === 'string' ? (JSON.parse(payload) as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

/** The path of a same-site Referer ("/gst"), or undefined. */
export function pathOf(referer: string | undefined, host: string | undefined): string | undefined {
  if (!referer || !host) return undefined;
  try {
    const url = new URL(referer);
    return url.host === host ? url.pathname : undefined;
  } catch {
    return undefined;
  }
}
