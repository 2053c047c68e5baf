// The application factory: every option of the Fastify instance lives here, so the tests and
// `main/start.ts` build exactly the same app. The process concerns (listening, signals, opening
// the lead store) stay in start.ts; the store is passed in.
//
// Every error answer has one JSON shape, { "error": "<code>", "message": "<plain words>" } (plus
// "fields" for validation), including the ones Node's HTTP parser gives before Fastify sees a request.
import type { Socket } from 'node:net';
import { STATUS_CODES } from 'node:http';
import Fastify, { LogController, type FastifyInstance, type FastifyError, type FastifyReply, type FastifyRequest } from 'fastify';
import type { ServerConfig } from './config.ts';
import { StoreUnavailableError, type LeadStore } from './db/store.ts';
import { FORMS } from '../engine/forms.ts';
import { registerStaticSite, sendStaticFile } from './static-site.ts';
import { LiveSite, loadRelease, pinRelease, type Release } from './live-site.ts';
import { registerSecurityHeaders } from './security-headers.ts';
import { registerFormApi } from './form-api.ts';
import { registerCalendar } from './calendar.ts';
import { registerSearch } from './search.ts';
import { unfoundSearchesFor } from './db/unfound-searches.ts';
import { registerFormPosts } from './form-posts.ts';
import { ENGLISH_ONLY } from './form-language.ts';
import { quoteCompletion, registerQuote } from './quote/routes.ts';
import type { Mailer } from './mail.ts';
import { startLeadDeliveries } from './deliveries.ts';
import { backOfficeFor, contentStoreFor } from './db/open-store.ts';
import { adminBadAddress, adminNotFound, registerAdmin } from '../admin/server/plugin.ts';

/** Largest accepted request body; a form is a few hundred bytes. */
export const BODY_LIMIT = 16 * 1024;

export interface AppServices {
  store: LeadStore;
  /** Where logs go (tests capture them); standard output by default. */
  logStream?: { write(line: string): void };
  /** The clock for date-dependent answers (the compliance calendar, sessions); tests fix it. */
  now?: () => Date;
  /** Sends e-mail (new leads, password links); made from SMTP_URL when not given. */
  mailer?: Mailer;
  /** The first retry delay of new-lead e-mail (1 s, doubling); tests shorten it. */
  mailRetryBaseMs?: number;
  /** The build to serve first (default: DIST_DIR); the back office's publishing replaces it while the server runs. */
  release?: Release;
}

export async function buildApp(config: ServerConfig, services: AppServices): Promise<FastifyInstance> {
  const live = new LiveSite(services.release ?? (await loadRelease(config.distDir)));
  const releaseOf = (request: FastifyRequest) => request.release ?? live.current;

  const app = Fastify({
    bodyLimit: BODY_LIMIT,
    // The back office's route schemas are outer limits without types where the route's own Reader words a
    // field's type (admin/server/route-schemas.ts); Ajv would log each as a "missing type" at start.
    ajv: { customOptions: { strictTypes: false } },
    // A hop count n trusts the n closest proxies (Fastify's typings only describe the function form).
    trustProxy: typeof config.trustProxy === 'number' ? trustHops(config.trustProxy) : config.trustProxy,
    // A whole-request deadline (headers and body), so a client trickling its body cannot hold a
    // connection; Node checks the deadlines every connectionsCheckingInterval.
    requestTimeout: config.requestTimeoutMs,
    http: { headersTimeout: config.headersTimeoutMs, connectionsCheckingInterval: Math.min(1000, config.headersTimeoutMs) },
    clientErrorHandler: answerClientError,
    // An address Fastify cannot read (a part that is no UTF-8 text: /admin/api/users/%FF): the back office
    // answers it in words (admin/server/plugin.ts); elsewhere as before.
    frameworkErrors: (error, request, reply) => {
      if (config.admin && adminBadAddress(request as FastifyRequest, reply as FastifyReply)) return;
      (reply as FastifyReply).code(400).send(error);
    },
    return503OnClosing: true,
    logController: new OneLinePerRequest(),
    logger: {
      level: config.logLevel,
      stream: services.logStream,
      // Logs carry what a request was, never what a person typed: no bodies, headers, query strings
      // or client addresses. Form handlers add only the form name and the lead id.
      serializers: {
        req: (req) => ({ method: req.method, url: req.url.split('?')[0] }),
        res: (res) => ({ statusCode: res.statusCode }),
      },
    },
  });

  app.decorateRequest('logFields', null);
  app.decorate('liveSite', live);
  pinRelease(app, live);

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof StoreUnavailableError) {
      // Nothing was stored (or it went into a file that is no longer the store): say so, never 201.
      request.log.error({ store: services.store.kind, reason: error.reason, detail: error.message }, 'lead store unavailable');
      reply.header('retry-after', String(error.retryAfter));
      return reply.code(503).send(STORE_UNAVAILABLE);
    }
    const answer = describeError(error);
    if (answer.status >= 500) request.log.error({ err: error }, 'request failed');
    if (answer.status === 429 && !reply.hasHeader('retry-after')) reply.header('retry-after', '60');
    return reply.code(answer.status).send(answer.body);
  });

  // Wrong method on a known path: 405 with Allow (RFC 9110 §15.5.6), not 404.
  const allowed = new Map<string, string>([['/healthz', 'GET, HEAD'], ['/readyz', 'GET, HEAD'], ...Object.values(FORMS).map((f): [string, string] => [f.endpoint, 'POST'])]);
  const notFound = (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0]!;
    const allow = allowed.get(path);
    // OPTIONS is left to CORS: a preflight from an origin that is not allowed stays a plain 404.
    if (allow && request.method !== 'OPTIONS') {
      return reply
        .code(405)
        .header('allow', allow)
        .send({ error: 'method_not_allowed', message: `${path} accepts only ${allow.replace(', ', ' and ')} requests.` });
    }
    if (path.startsWith('/api/')) {
      return reply.code(404).send({ error: 'not_found', message: 'There is no API endpoint at this address.' });
    }
    if (config.admin && adminNotFound(request, reply)) return reply;
    return sendStaticFile(request, reply, releaseOf(request).site.notFound, 404);
  };
  app.setNotFoundHandler(notFound);

  // Liveness (the process answers) and readiness (a lead could be stored now) for load balancers.
  app.get('/healthz', async (_request, reply) => reply.header('cache-control', 'no-store').send({ status: 'ok' }));
  let lastCheck: { at: number; error: StoreUnavailableError | undefined } | undefined;
  app.get('/readyz', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    // A real write, at most once a second however often probes come.
    if (!lastCheck || Date.now() - lastCheck.at >= 1000) {
      let failure: StoreUnavailableError | undefined;
      try {
        await services.store.checkWritable();
      } catch (error) {
        failure = error instanceof StoreUnavailableError ? error : new StoreUnavailableError('unreachable', error instanceof Error ? error.message : String(error));
        app.log.error({ store: services.store.kind, reason: failure.reason, detail: failure.message }, 'readiness check failed: lead store unavailable');
      }
      lastCheck = { at: Date.now(), error: failure };
    }
    if (lastCheck.error) return reply.code(503).header('retry-after', String(lastCheck.error.retryAfter)).send(STORE_UNAVAILABLE);
    return reply.send({ status: 'ready' });
  });

  // The build records where its forms post; that origin is allowed for connect-src automatically,
  // so the CSP can never block the site's own forms (CSP_CONNECT_SRC adds any others). It comes from
  // the deployment (SITE_API_HOST or site.json), so the first release's is every release's.
  const site = live.current.site;
  const connectSrc = [...new Set([...config.cspConnectSrc, ...(site.apiHost ? [site.apiHost] : [])])];
  await registerSecurityHeaders(app, { connectSrc, formAction: site.apiHost ? [site.apiHost] : [] });
  // Forms sent without JavaScript (form-encoded) and their result pages; before the API so its routes inherit the parser and hooks.
  const wordsOf = (request: FastifyRequest) => releaseOf(request).formWords ?? ENGLISH_ONLY;
  const formPagesOf = async (request: FastifyRequest) => releaseOf(request).formPages?.();
  registerFormPosts(app, formPagesOf, { allowedOrigins: config.corsOrigins, wordsOf });
  if (!live.current.formPages) app.log.warn('dist/.server/form-pages.js is missing (built before forms worked without JavaScript): form-encoded posts get 415');
  // What runs for a new lead (the webhook, the team's e-mail) and the mail server every e-mail goes through: deliveries.ts.
  const { mail, wake } = await startLeadDeliveries(app, config, services);
  // The visitor's quote (server/quote/): its page, its items, the send's completion and the UPI payment's UTR.
  await registerQuote(app, {
    pagesOf: formPagesOf,
    store: services.store,
    rateLimit: { max: config.rateLimitMax, timeWindow: config.rateLimitWindowMs },
    get mailer() {
      return mail.current && mail;
    },
    publicUrl: config.publicUrl,
    wordsOf,
  });
  await app.register(registerFormApi, {
    prefix: '/api',
    config,
    store: services.store,
    onLead: wake,
    completions: { 'quote-request': quoteCompletion(formPagesOf) },
    wordsOf,
  });
  // The back office (admin/): sign-in, the leads inbox, users, audit log, settings.
  if (config.admin) {
    const now = services.now;
    await registerAdmin(app, {
      config,
      store: services.store,
      office: await backOfficeFor(services.store),
      content: await contentStoreFor(services.store),
      mail,
      now: now ? () => now().getTime() : undefined,
      live,
    });
  }
  // Before the static routes: its hook answers /compliance-calendar?… and it adds the .ics feeds.
  registerCalendar(app, releaseOf, { now: services.now });
  // /search?q=…: the site search, from the release's own index.
  registerSearch(app, releaseOf, {
    now: services.now,
    notFound,
    counter: 'db' in services.store || 'pool' in services.store ? await unfoundSearchesFor(services.store) : undefined,
  });
  registerStaticSite(app, (request) => releaseOf(request).site, notFound);
  return app;
}

function trustHops(hops: number) {
  return (_address: string, hop: number) => hop < hops;
}

/** One log line per request, when it completes: method, path, status, time, plus `request.logFields`. */
class OneLinePerRequest extends LogController {
  override incomingRequest() {}
  override routeNotFound() {} // its message would carry the query string; the completion line says 404
  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    const line = { req: request, res: reply, responseTime: reply.elapsedTime, ...request.logFields };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The site being served (server/live-site.ts); publishing replaces its release. */
    liveSite: LiveSite;
  }
  interface FastifyRequest {
    /** Extra, non-personal facts for this request's log line (form name, lead id). */
    logFields: Record<string, string | number | boolean> | null;
  }
}

export const STORE_UNAVAILABLE = {
  error: 'store_unavailable',
  message: 'We cannot save forms right now and nothing was saved. Please try again in a few minutes.',
} as const;

/**
 * Errors Node's HTTP parser meets before there is a request (malformed request line or headers, too
 * large headers, the header or whole-request deadline): the same JSON shape as every other error.
 */
function answerClientError(this: FastifyInstance, error: Error & { code?: string }, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, code, message] =
    error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? [408, 'request_timeout', 'The request took too long to arrive; send it again.']
      : error.code === 'HPE_HEADER_OVERFLOW'
        ? [431, 'headers_too_large', 'The request headers are too large.']
        : [400, 'bad_request', 'The request is not valid HTTP.'];
  this.log.info({ code: error.code, status }, 'client error');
  if (socket.writable) {
    const body = JSON.stringify({ error: code, message });
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy();
}

interface ErrorAnswer {
  status: number;
  body: { error: string; message: string; fields?: Record<string, string> };
}

/** The body parser's refusals, by error code: [status, error, message]. */
const BODY_ERRORS: Record<string, [number, string, string]> = {
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'payload_too_large', `The request body is larger than the ${BODY_LIMIT / 1024} KB limit.`],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'unsupported_media_type', 'Send the form as JSON with the header Content-Type: application/json.'],
  UNSUPPORTED_CHARSET: [415, 'unsupported_media_type', 'Send the form as UTF-8 text (Content-Type: application/json; charset=utf-8).'],
  INVALID_UTF8: [400, 'bad_request', 'The request body is not valid UTF-8 text.'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'bad_request', 'The request body is empty; send the form as a JSON object.'],
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'bad_request', 'The request body is not valid JSON.'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, 'bad_request', 'The Content-Length header does not match the body.'],
};

/** Turns any thrown error into a clean JSON answer; unexpected errors never reveal details. */
function describeError(error: FastifyError): ErrorAnswer {
  const refused = Object.hasOwn(BODY_ERRORS, error.code) ? BODY_ERRORS[error.code] : undefined;
  if (refused) return { status: refused[0], body: { error: refused[1], message: refused[2] } };
  const status = error.statusCode ?? 500;
  if (status === 429) {
    return { status, body: { error: 'rate_limited', message: 'Too many requests from your network. Please wait a minute and try again.' } };
  }
  if (status === 400 && error instanceof SyntaxError) {
    // The JSON parser's own complaints (e.g. a "__proto__" key); its text may quote the body, so it is not echoed.
    return { status, body: { error: 'bad_request', message: 'The request body is not valid JSON.' } };
  }
  if (status === 408) return { status, body: { error: 'request_timeout', message: 'The request took too long to arrive; send it again.' } };
  if (status >= 400 && status < 500) {
    return { status, body: { error: 'bad_request', message: 'The request could not be understood.' } };
  }
  return { status: 500, body: { error: 'internal', message: 'Something went wrong on our side and nothing was saved. Please try again.' } };
}
