// The quote's HTTP side (see README.md in this folder):
//
//   GET  /quote                   with the cookie: 303 to the quote's shareable address; without: the prerendered empty quote
//   GET  /quote?i=…&i=…           the quote page for those items (rendered by the release's bundle; the cookie follows it)
//   GET  /quote?sent=Q-…&i=…      the confirmation: reference, items, total, next steps, the UPI payment request
//   POST /quote/items             add (add=<id>, state, name, qty), remove or change the state of an item (do=remove|state,
//                                 index, quote=<the items>); 303 to the new address, or JSON { count, href } for Accept: application/json
//   POST /api/quote               sends the quote (engine/forms.ts 'quote-request', server/form-api.ts): form-encoded posts get
//                                 303 to the confirmation, or the quote page again with the messages (400)
//   POST /quote/payment           the UTR the visitor got back from their UPI app (12 digits): the lead shows "payment claimed"
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import QRCode from 'qrcode';
import { MAX_QUANTITY, QUOTE_COOKIE, QUOTE_ITEMS_PATH, QUOTE_PATH, UTR_PATTERN, formatItem, formatQuote, quoteHref, type QuoteItem } from '../../engine/rules/quote.ts';
import type { FormCompletion } from '../form-api.ts';
import type { FormPages } from '../form-posts.ts';
import type { LeadStore } from '../db/store.ts';
import type { Mailer } from '../mail.ts';
import { completeQuoteLead, readQuoteQuery, REFERENCE_PATTERN, upiRequest, viewOf, type QuoteView } from './quote.ts';
import { visitorQuoteMail } from './mail.ts';

const FORM_CONTENT_TYPE = 'application/x-www-form-urlencoded';
/** The cookie lives 30 days; the shareable address lives for ever. */
const COOKIE_MAX_AGE = 30 * 24 * 3600;

export interface QuoteOptions {
  pagesOf: (request: FastifyRequest) => FormPages | undefined;
  store: LeadStore;
  rateLimit: { max: number; timeWindow: number };
  mailer?: Mailer;
  publicUrl: string;
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

async function renderQuote(pages: FormPages, view: QuoteView): Promise<string> {
  return pages.render(QUOTE_PATH, { quote: view });
}

function sendHtml(reply: FastifyReply, html: string) {
  return reply.header('cache-control', 'no-store').type('text/html; charset=utf-8').send(html);
}

/** The completion of the quote's lead, for the form API (server/form-api.ts). */
export function quoteCompletion(pagesOf: QuoteOptions['pagesOf']): FormCompletion {
  return {
    strip: ['reference', 'items', 'total', 'payable', 'subject'],
    complete(payload, request, key) {
      const done = completeQuoteLead(payload, pagesOf(request)?.quote, key);
      if (done.ok) request.quoteLead = done.payload;
      return done;
    },
  };
}

export async function registerQuote(app: FastifyInstance, options: QuoteOptions) {
  const { pagesOf } = options;
  app.decorateRequest('quoteLead', null);

  // The quote page for a visitor: from its address, or the cookie's quote at its address.
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return;
    const [path, search = ''] = request.url.split('?', 2) as [string, string?];
    if (path !== QUOTE_PATH) return;
    const pages = pagesOf(request);
    const data = pages?.quote;
    if (!pages || !data) return;
    const query = new URLSearchParams(search);
    if (!search) {
      const cookie = readQuoteQuery(cookieOf(request), data);
      if (!cookie.items.length) return; // the prerendered, empty quote
      return reply.code(303).header('cache-control', 'no-store').header('location', quoteHref(cookie.items)).send();
    }
    const read = readQuoteQuery(search, data);
    const view = viewOf(read, data);
    const sent = query.get('sent');
    if (sent !== null && REFERENCE_PATTERN.test(sent)) {
      const upi = upiRequest(data, view.priced, sent);
      const utr = query.get('utr');
      view.sent = {
        reference: sent,
        emailed: query.get('e') === '1',
        ...(upi ? { upi: { ...upi, qr: await QRCode.toDataURL(upi.link, { errorCorrectionLevel: 'M', margin: 2, width: 400 }) } } : {}),
        ...(utr && UTR_PATTERN.test(utr) ? { utr } : {}),
      };
      return sendHtml(reply, await renderQuote(pages, view));
    }
    // Opening a shared address makes it this browser's quote too.
    setQuoteCookie(request, reply, read.items);
    return sendHtml(reply, await renderQuote(pages, view));
  });

  // Plain HTML forms post here (and the quote's script, in the background): rate-limited like the forms.
  await app.register(async (scope) => {
    await scope.register(rateLimit, { max: options.rateLimit.max, timeWindow: options.rateLimit.timeWindow, keyGenerator: (request) => request.ip ?? 'unknown' });

    scope.post(QUOTE_ITEMS_PATH, async (request, reply) => {
      const pages = pagesOf(request);
      const data = pages?.quote;
      if (!pages || !data) return reply.code(404).send({ error: 'not_found', message: 'This site has no quote page.' });
      const body = (request.body && typeof request.body === 'object' ? request.body : {}) as Record<string, unknown>;
      const text = (name: string) => (typeof body[name] === 'string' ? (body[name] as string) : '');
      const base = typeof body.quote === 'string' ? text('quote') : cookieOf(request);
      const values = new URLSearchParams(base).getAll('i');
      const action = text('do') || (text('add') ? 'add' : '');
      const index = /^\d{1,2}$/.test(text('index')) ? Number(text('index')) : -1;
      let problem: string | undefined;
      if (action === 'add') {
        const qty = text('qty');
        if (qty !== '' && (!/^-?\d{1,6}$/.test(qty) || Number(qty) < 1 || Number(qty) > MAX_QUANTITY)) problem = `The number must be a whole number from 1 to ${MAX_QUANTITY}.`;
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
      } else problem = 'Choose Add to quote, Remove or Change state on the page and try again.';
      const read = readQuoteQuery(new URLSearchParams(values.map((v) => ['i', v])).toString(), data);
      const problems = problem ? [problem, ...read.problems] : read.problems;
      const wantsJson = (request.headers.accept ?? '').includes('application/json');
      if (problems.length) {
        // Nothing changes: the visitor sees why, on the quote as it was.
        const before = readQuoteQuery(base, data);
        if (wantsJson) return reply.code(400).send({ error: 'validation', message: problems.join(' ') });
        const view = viewOf(before, data);
        view.problems = problems;
        return sendHtml(reply.code(400), await renderQuote(pages, view));
      }
      setQuoteCookie(request, reply, read.items);
      const href = quoteHref(read.items);
      if (wantsJson) return reply.send({ count: read.items.length, href, notices: read.notices });
      return reply.code(303).header('location', href).send();
    });

    scope.post(`${QUOTE_PATH}/payment`, async (request, reply) => {
      const pages = pagesOf(request);
      const data = pages?.quote;
      if (!pages || !data) return reply.code(404).send({ error: 'not_found', message: 'This site has no quote page.' });
      const body = (request.body && typeof request.body === 'object' ? request.body : {}) as Record<string, unknown>;
      const reference = typeof body.reference === 'string' ? body.reference.trim().toUpperCase() : '';
      const utr = typeof body.utr === 'string' ? body.utr.replace(/\s/g, '') : '';
      const lead = REFERENCE_PATTERN.test(reference) ? await options.store.findQuote(reference) : undefined;
      const wantsJson = (request.headers.accept ?? '').includes('application/json');
      if (!lead) {
        const message = 'We cannot find a quote with this reference. Check it, or call us.';
        return wantsJson ? reply.code(404).send({ error: 'not_found', message }) : reply.code(404).type('text/plain; charset=utf-8').send(message);
      }
      const read = readQuoteQuery(String(lead.payload.quote ?? ''), data);
      const back = `${QUOTE_PATH}?sent=${encodeURIComponent(reference)}&${formatQuote(read.items)}`;
      if (!UTR_PATTERN.test(utr)) {
        const message = 'A UTR is the 12 digits your UPI app shows after paying (for example 412345678901). Type only those digits.';
        if (wantsJson) return reply.code(400).send({ error: 'validation', message, fields: { utr: message } });
        const view = viewOf(read, data);
        const upi = upiRequest(data, view.priced, reference);
        view.sent = {
          reference,
          emailed: false,
          ...(upi ? { upi: { ...upi, qr: await QRCode.toDataURL(upi.link, { errorCorrectionLevel: 'M', margin: 2, width: 400 }) } } : {}),
          utrError: message,
          utrValue: typeof body.utr === 'string' ? body.utr.slice(0, 40) : '',
        };
        return sendHtml(reply.code(400), await renderQuote(pages, view));
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
        const mail = visitorQuoteMail(lead, pagesOf(request)?.quote, options.publicUrl, options.mailer.from, request.formWords ?? undefined);
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
    const pages = pagesOf(request);
    const data = pages?.quote;
    if (!plain || !pages || !data) return payload;
    const body = (request.body && typeof request.body === 'object' ? request.body : {}) as Record<string, unknown>;
    const view = viewOf(readQuoteQuery(typeof body.quote === 'string' ? body.quote : '', data), data);
    const values = Object.fromEntries(Object.entries(body).filter((e): e is [string, string] => typeof e[1] === 'string' && e[0] !== 'quote' && e[0] !== 'website'));
    const fields = answer?.fields && typeof answer.fields === 'object' ? (answer.fields as Record<string, string>) : {};
    const errors: Record<string, string> =
      reply.statusCode === 400 && Object.keys(fields).length ? { ...fields } : { _form: String(answer?.message ?? 'The quote could not be sent. Please try again.') };
    if (errors.quote) {
      view.problems = [...view.problems, errors.quote];
      delete errors.quote;
    }
    view.form = { values, errors };
    reply.header('content-type', 'text/html; charset=utf-8').header('cache-control', 'no-store');
    return renderQuote(pages, view);
  });
}

function parseJson(payload: unknown): Record<string, unknown> | undefined {
  try {
    return typeof payload === 'string' ? (JSON.parse(payload) as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}
