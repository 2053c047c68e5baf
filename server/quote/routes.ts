// The quote's HTTP side (see README.md in this folder):
//
//   GET  /quote                   with the cookie: 303 to the quote's shareable address; without: the prerendered empty quote
//   GET  /quote?i=…&i=…           the quote page for those items (rendered by the release's bundle; the cookie follows it)
//   GET  /quote?sent=Q-…&i=…      the confirmation: reference, items, total, next steps, the UPI payment request
//   POST /quote/items             add (add=<id>, state, name, qty), remove or change the state of an item (do=remove|state,
//                                 index, quote=<the items>); 303 to the new address, or JSON { count, href } for Accept: application/json;
//                                 do=start: a form that starts a quote (from=<its origin>, its choice, typed state and name —
//                                 engine/rules/quote-start.ts); a state not recognised gets that form again with the list (400)
//   POST /api/quote               sends the quote (engine/forms.ts 'quote-request', server/form-api.ts): form-encoded posts get
//                                 303 to the confirmation, or the quote page again with the messages (400)
//   POST /quote/payment           the UTR the visitor got back from their UPI app (12 digits): the lead shows "payment claimed"
//
// In another language the quote page has its own address (/hi/quote, when that language has the page): a
// post says its language in _language (or comes from a page of it, the Referer), and the answers, their
// messages (form-messages.json "quote") and the addresses they send to are in it.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import {
  MAX_QUANTITY,
  QUOTE_COOKIE,
  QUOTE_ITEMS_PATH,
  QUOTE_PATH,
  UTR_PATTERN,
  formatItem,
  formatQuote,
  quoteHref,
  quoteMessage,
  type QuoteItem,
  type QuoteMessages,
} from '../../engine/rules/quote.ts';
import { LANGUAGE_FIELD } from '../../engine/forms.ts';
import { withoutFallbackMarks } from '../../engine/i18n/fallback-html.ts';
import type { FormWordsData } from '../../engine/form-words.ts';
import { ENGLISH_ONLY, formLanguage, type FormWordsOf } from '../form-language.ts';
import type { FormCompletion } from '../form-api.ts';
import type { FormPages } from '../form-posts.ts';
import type { LeadStore } from '../db/store.ts';
import type { Mailer } from '../mail.ts';
import { completeQuoteLead, readQuoteQuery, REFERENCE_PATTERN, upiRequest, viewOf, type QuoteData, type QuoteView } from './quote.ts';
import { visitorQuoteMail } from './mail.ts';
import { QUOTE_FORM_FIELD, QUOTE_START, startQuoteItem, type FormPick, type QuoteStartForm } from '../../engine/rules/quote-start.ts';
import { stateNames } from '../../engine/rules/state-match.ts';

const FORM_CONTENT_TYPE = 'application/x-www-form-urlencoded';
/** The cookie lives 30 days; the shareable address lives for ever. */
const COOKIE_MAX_AGE = 30 * 24 * 3600;

export interface QuoteOptions {
  pagesOf: (request: FastifyRequest) => Promise<FormPages | undefined>;
  store: LeadStore;
  rateLimit: { max: number; timeWindow: number };
  mailer?: Mailer;
  publicUrl: string;
  /** The site's languages and their form words (the quote's messages); English only when absent. */
  wordsOf?: FormWordsOf;
}

/** The language a quote request is answered in: its messages, and the quote page's address in it. */
interface QuoteLanguage {
  messages: QuoteMessages;
  /** /quote, or /hi/quote when the language has its own quote page. */
  path: string;
}

/**
 * The language of `sent` (a post's _language) or else of the page at `pagePath` (the address, or the
 * page a post came from); a code the site does not have is the page's language. Its quote page when it
 * has one, else the main language's (with the messages still in the visitor's language).
 */
function quoteLanguage(data: FormWordsData, quote: QuoteData, sent: unknown, pagePath: string | undefined): QuoteLanguage {
  const { words } = formLanguage(data, typeof sent === 'string' && sent !== '' ? sent : undefined, pagePath);
  return { messages: (words.quote ?? {}) as QuoteMessages, path: quote.paths?.[words.language] ?? QUOTE_PATH };
}

/** The path of the page a post was sent from (its Referer), if any. */
function refererPath(request: FastifyRequest): string | undefined {
  try {
    return new URL(request.headers.referer ?? '').pathname;
  } catch {
    return undefined;
  }
}

declare module 'fastify' {
  interface FastifyRequest {
    /** A quote lead completed by this request (for the visitor's e-mail once it is stored). */
    quoteLead: Record<string, unknown> | null;
  }
}

function cookieOf(request: FastifyRequest): string {
  const header = request.headers.cookie ?? '';
  for (const part of header.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === QUOTE_COOKIE) {
      try {
        return decodeURIComponent(rest.join('='));
      } catch {
        return '';
      }
    }
  }
  return '';
}

/** First-party, HttpOnly, Lax: the quote follows the visitor from page to page, never to other sites. */
function setQuoteCookie(request: FastifyRequest, reply: FastifyReply, items: readonly QuoteItem[]) {
  const secure = request.protocol === 'https' ? '; Secure' : '';
  const value = items.length ? encodeURIComponent(formatQuote(items)) : '';
  reply.header('set-cookie', `${QUOTE_COOKIE}=${value}; Path=/; Max-Age=${items.length ? COOKIE_MAX_AGE : 0}; SameSite=Lax; HttpOnly${secure}`);
}

async function renderQuote(pages: FormPages, view: QuoteView, path: string): Promise<string> {
  return pages.render(path, { quote: view });
}

function sendHtml(reply: FastifyReply, html: string) {
  return reply.header('cache-control', 'no-store').type('text/html; charset=utf-8').send(html);
}

/** The completion of the quote's lead, for the form API (server/form-api.ts), in the language the form was sent in (request.formWords). */
export function quoteCompletion(pagesOf: QuoteOptions['pagesOf']): FormCompletion {
  return {
    strip: ['reference', 'items', 'total', 'payable', 'subject'],
    async complete(payload, request, key) {
      const data = (await pagesOf(request))?.quote;
      const language = request.formWords?.language;
      const messages = request.formWords?.quote as QuoteMessages | undefined;
      const done = completeQuoteLead(payload, data, key, messages, (language && data?.paths?.[language]) || QUOTE_PATH);
      if (done.ok) request.quoteLead = done.payload;
      return done;
    },
  };
}

export async function registerQuote(app: FastifyInstance, options: QuoteOptions) {
  const { pagesOf } = options;
  const wordsOf = options.wordsOf ?? (() => ENGLISH_ONLY);
  app.decorateRequest('quoteLead', null);

  // The quote page for a visitor: from its address, or the cookie's quote at its address.
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return;
    const [path, search = ''] = request.url.split('?', 2) as [string, string?];
    if (!path.endsWith(QUOTE_PATH)) return;
    const pages = await pagesOf(request);
    const data = pages?.quote;
    if (!pages || !data) return;
    // /quote, or another language's own quote page (/hi/quote).
    if (path !== QUOTE_PATH && !Object.values(data.paths ?? {}).includes(path)) return;
    const { messages } = quoteLanguage(wordsOf(request), data, undefined, path);
    const query = new URLSearchParams(search);
    if (!search) {
      const cookie = readQuoteQuery(cookieOf(request), data, messages);
      if (!cookie.items.length) return; // the prerendered, empty quote
      return reply.code(303).header('cache-control', 'no-store').header('location', quoteHref(cookie.items, path)).send();
    }
    const read = readQuoteQuery(search, data, messages);
    const view = viewOf(read, data);
    const sent = query.get('sent');
    if (sent !== null && REFERENCE_PATTERN.test(sent)) {
      const upi = upiRequest(data, view.priced, sent);
      const utr = query.get('utr');
      view.sent = {
        reference: sent,
        emailed: query.get('e') === '1',
        ...(upi ? { upi: { ...upi, qr: await upiQrCode(upi.link) } } : {}),
        ...(utr && UTR_PATTERN.test(utr) ? { utr } : {}),
      };
      return sendHtml(reply, await renderQuote(pages, view, path));
    }
    // Opening a shared address makes it this browser's quote too.
    setQuoteCookie(request, reply, read.items);
    return sendHtml(reply, await renderQuote(pages, view, path));
  });

  // Plain HTML forms post here (and the quote's script, in the background): rate-limited like the forms.
  await app.register(async (scope) => {
    await scope.register(rateLimit, { max: options.rateLimit.max, timeWindow: options.rateLimit.timeWindow, keyGenerator: (request) => request.ip ?? 'unknown' });

    scope.post(QUOTE_ITEMS_PATH, async (request, reply) => {
      const pages = await pagesOf(request);
      const data = pages?.quote;
      if (!pages || !data) return reply.code(404).send({ error: 'not_found', message: 'This site has no quote page.' });
      const body = (request.body && typeof request.body === 'object' ? request.body : {}) as Record<string, unknown>;
      const text = (name: string) => (typeof body[name] === 'string' ? (body[name] as string) : '');
      const { messages, path } = quoteLanguage(wordsOf(request), data, request.formLanguageSent ?? body[LANGUAGE_FIELD], refererPath(request));
      const base = typeof body.quote === 'string' ? text('quote') : cookieOf(request);
      const values = new URLSearchParams(base).getAll('i');
      const action = text('do') || (text('add') ? 'add' : '');
      const wantsJson = (request.headers.accept ?? '').includes('application/json');
      const index = /^\d{1,2}$/.test(text('index')) ? Number(text('index')) : -1;
      let problem: string | undefined;
      if (action === QUOTE_START) {
        const started = startFrom(request, body, data, messages);
        if (!started.ok) {
          const { form, result } = started;
          const fields = result.errors;
          if (wantsJson || !form)
            return reply
              .code(400)
              .send({ error: 'validation', message: withoutFallbackMarks(Object.values(fields).join(' ')), fields, ...(result.pick ? { pick: result.pick } : {}) });
          return sendHtml(
            reply.code(400),
            await pages.render(form.path, { forms: { [form.key]: { status: 'failure', values: result.values, errors: fields, ...(result.pick ? { pick: result.pick } : {}) } } }),
          );
        }
        values.push(formatItem(started.item));
      } else if (action === 'add') {
        const qty = text('qty');
        if (qty !== '' && (!/^-?\d{1,6}$/.test(qty) || Number(qty) < 1 || Number(qty) > MAX_QUANTITY)) problem = quoteMessage(messages, 'addNumber', { max: MAX_QUANTITY });
        else
          values.push(
            formatItem({ id: text('add'), quantity: qty ? Number(qty) : 1, ...(text('state') ? { state: text('state') } : {}), ...(text('name') ? { detail: text('name') } : {}) }),
          );
      } else if ((action === 'remove' || action === 'state') && index >= 0 && index < values.length) {
        if (action === 'remove') values.splice(index, 1);
        else {
          const [id = '', ...rest] = values[index]!.split('~');
          const keep = rest.filter((o) => !o.startsWith('state:'));
          values[index] = [id, ...keep, ...(text('state') ? [`state:${text('state')}`] : [])].join('~');
        }
      } else problem = quoteMessage(messages, 'chooseAction');
      const read = readQuoteQuery(new URLSearchParams(values.map((v) => ['i', v])).toString(), data, messages);
      const problems = problem ? [problem, ...read.problems] : read.problems;
      if (problems.length) {
        // Nothing changes: the visitor sees why, on the quote as it was.
        const before = readQuoteQuery(base, data, messages);
        if (wantsJson) return reply.code(400).send({ error: 'validation', message: withoutFallbackMarks(problems.join(' ')) });
        const view = viewOf(before, data);
        view.problems = problems;
        return sendHtml(reply.code(400), await renderQuote(pages, view, path));
      }
      setQuoteCookie(request, reply, read.items);
      const href = quoteHref(read.items, path);
      // The line under the button, in the visitor's language (blocks/shared/quote-add.ts shows it).
      const added = withoutFallbackMarks(quoteMessage(messages, 'added'));
      const view = withoutFallbackMarks(quoteMessage(messages, 'viewQuote', { count: read.items.length }));
      if (wantsJson) return reply.send({ count: read.items.length, href, notices: read.notices.map(withoutFallbackMarks), added, view });
      return reply.code(303).header('location', href).send();
    });

    scope.post(`${QUOTE_PATH}/payment`, async (request, reply) => {
      const pages = await pagesOf(request);
      const data = pages?.quote;
      if (!pages || !data) return reply.code(404).send({ error: 'not_found', message: 'This site has no quote page.' });
      const body = (request.body && typeof request.body === 'object' ? request.body : {}) as Record<string, unknown>;
      const { messages, path } = quoteLanguage(wordsOf(request), data, request.formLanguageSent ?? body[LANGUAGE_FIELD], refererPath(request));
      const reference = typeof body.reference === 'string' ? body.reference.trim().toUpperCase() : '';
      const utr = typeof body.utr === 'string' ? body.utr.replace(/\s/g, '') : '';
      const lead = REFERENCE_PATTERN.test(reference) ? await options.store.findQuote(reference) : undefined;
      const wantsJson = (request.headers.accept ?? '').includes('application/json');
      if (!lead) {
        const message = withoutFallbackMarks(quoteMessage(messages, 'noReference'));
        return wantsJson ? reply.code(404).send({ error: 'not_found', message }) : reply.code(404).type('text/plain; charset=utf-8').send(message);
      }
      const read = readQuoteQuery(String(lead.payload.quote ?? ''), data, messages);
      const back = `${path}?sent=${encodeURIComponent(reference)}&${formatQuote(read.items)}`;
      if (!UTR_PATTERN.test(utr)) {
        const message = quoteMessage(messages, 'utr');
        const plain = withoutFallbackMarks(message);
        if (wantsJson) return reply.code(400).send({ error: 'validation', message: plain, fields: { utr: plain } });
        const view = viewOf(read, data);
        const upi = upiRequest(data, view.priced, reference);
        view.sent = {
          reference,
          emailed: false,
          ...(upi ? { upi: { ...upi, qr: await upiQrCode(upi.link) } } : {}),
          utrError: message,
          utrValue: typeof body.utr === 'string' ? body.utr.slice(0, 40) : '',
        };
        return sendHtml(reply.code(400), await renderQuote(pages, view, path));
      }
      await options.store.claimPayment(lead.id, utr);
      if (wantsJson) return reply.send({ reference, utr, payment: 'claimed' });
      return reply.code(303).header('location', `${back}&utr=${utr}`).send();
    });
  });

  // The send form posted without JavaScript: 303 to the confirmation, or the quote again with the messages.
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method !== 'POST' || request.url.split('?')[0] !== '/api/quote') return payload;
    const plain = (request.headers['content-type'] ?? '').startsWith(FORM_CONTENT_TYPE);
    const answer = parseJson(payload);
    if (reply.statusCode === 201) {
      setQuoteCookie(request, reply, []);
      const lead = request.quoteLead;
      if (lead && options.mailer && typeof lead.email === 'string' && lead.email) {
        const mail = visitorQuoteMail(lead, (await pagesOf(request))?.quote, options.publicUrl, options.mailer.from, request.formWords ?? undefined);
        options.mailer.send(mail).catch((error: unknown) => request.log.warn({ detail: options.mailer!.scrub(String(error)) }, 'quote e-mail to the visitor failed'));
      }
      if (!plain) return payload;
      // "We have sent the same to your e-mail" only when there is a mail server to send it.
      const href = String(answer?.href ?? QUOTE_PATH);
      reply
        .code(303)
        .header('location', options.mailer ? href : href.replace('&e=1&', '&'))
        .header('content-type', 'text/plain; charset=utf-8');
      return '';
    }
    const pages = await pagesOf(request);
    const data = pages?.quote;
    if (!plain || !pages || !data) return payload;
    const body = (request.body && typeof request.body === 'object' ? request.body : {}) as Record<string, unknown>;
    // The form API read the language the form was sent in (request.formWords); the page is that language's quote page.
    const language = request.formWords?.language;
    const messages = request.formWords?.quote as QuoteMessages | undefined;
    const path = (language && data.paths?.[language]) || QUOTE_PATH;
    const view = viewOf(readQuoteQuery(typeof body.quote === 'string' ? body.quote : '', data, messages), data);
    const values = Object.fromEntries(
      Object.entries(body).filter((e): e is [string, string] => typeof e[1] === 'string' && e[0] !== 'quote' && e[0] !== 'website' && e[0] !== LANGUAGE_FIELD),
    );
    const fields = answer?.fields && typeof answer.fields === 'object' ? (answer.fields as Record<string, string>) : {};
    const errors: Record<string, string> =
      reply.statusCode === 400 && Object.keys(fields).length ? { ...fields } : { _form: String(answer?.message ?? quoteMessage(messages, 'notSent')) };
    if (errors.quote) {
      view.problems = [...view.problems, errors.quote];
      delete errors.quote;
    }
    view.form = { values, errors };
    reply.header('content-type', 'text/html; charset=utf-8').header('cache-control', 'no-store');
    return renderQuote(pages, view, path);
  });
}

/** A start post's item, or why not: the form it came from (data.starts by its origin) answered in the visitor's language. */
function startFrom(
  request: FastifyRequest,
  body: Record<string, unknown>,
  data: QuoteData,
  messages: QuoteMessages,
): { ok: true; item: QuoteItem } | { ok: false; form?: QuoteStartForm; result: { values: Record<string, string>; errors: Record<string, string>; pick?: FormPick } } {
  const post = Object.fromEntries(Object.entries(body).filter((e): e is [string, string] => typeof e[1] === 'string'));
  const form = data.starts?.[post[QUOTE_FORM_FIELD] ?? ''];
  if (!form) return { ok: false, result: { values: {}, errors: { _form: quoteMessage(messages, 'chooseAction') } } };
  const sent = request.formLanguageSent ?? post[LANGUAGE_FIELD];
  const language = sent && Object.keys(data.paths ?? {}).includes(sent) ? sent : (form.path.split('/')[1] ?? '');
  const result = startQuoteItem(post, form, stateNames(data.rules), language in (data.paths ?? {}) ? language : 'en', messages);
  return result.ok ? result : { ok: false, form, result };
}

function parseJson(payload: unknown): Record<string, unknown> | undefined {
  try {
    return typeof payload === 'string' ? (JSON.parse(payload) as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

/** The UPI payment's QR code as a data: URL. qrcode is loaded with the first one, not at every server start. */
async function upiQrCode(link: string): Promise<string> {
  const { default: QRCode } = await import('qrcode');
  return QRCode.toDataURL(link, { errorCorrectionLevel: 'M', margin: 2, width: 400 });
}
