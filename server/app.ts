// The application factory: every option of the Fastify instance lives here, so the tests and
// `server/start.ts` build exactly the same app. The process concerns (listening, signals, opening
// the database) stay in start.ts; the database is passed in.
import Fastify, { LogController, type FastifyInstance, type FastifyError, type FastifyReply, type FastifyRequest } from 'fastify';
import type { DatabaseSync } from 'node:sqlite';
import type { ServerConfig } from './config.ts';
import { loadStaticSite, registerStaticSite, sendStaticFile } from './static-site.ts';
import { registerSecurityHeaders } from './security-headers.ts';
import { registerFormApi } from './form-api.ts';
import { loadFormPages, registerFormPosts } from './form-posts.ts';

/** Largest accepted request body; a form is a few hundred bytes. */
export const BODY_LIMIT = 16 * 1024;

export interface AppServices {
  db: DatabaseSync;
  /** Where logs go (tests capture them); standard output by default. */
  logStream?: { write(line: string): void };
}

export async function buildApp(config: ServerConfig, services: AppServices): Promise<FastifyInstance> {
  const site = loadStaticSite(config.distDir);
  const formPages = await loadFormPages(config.distDir);

  const app = Fastify({
    bodyLimit: BODY_LIMIT,
    // A hop count n trusts the n closest proxies (Fastify's typings only describe the function form).
    trustProxy: typeof config.trustProxy === 'number' ? trustHops(config.trustProxy) : config.trustProxy,
    requestTimeout: 30_000,
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

  app.setErrorHandler((error: FastifyError, request, reply) => {
    const answer = describeError(error);
    if (answer.status >= 500) request.log.error({ err: error }, 'request failed');
    if (answer.status === 429 && !reply.hasHeader('retry-after')) reply.header('retry-after', '60');
    return reply.code(answer.status).send(answer.body);
  });

  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith('/api/')) {
      return reply.code(404).send({ error: 'not_found', message: 'There is no API endpoint at this address.' });
    }
    return sendStaticFile(request, reply, site.notFound, 404);
  });

  // The build records where its forms post; that origin is allowed for connect-src automatically,
  // so the CSP can never block the site's own forms (CSP_CONNECT_SRC adds any others).
  const connectSrc = [...new Set([...config.cspConnectSrc, ...(site.apiHost ? [site.apiHost] : [])])];
  await registerSecurityHeaders(app, { connectSrc, formAction: site.apiHost ? [site.apiHost] : [] });
  // Forms sent without JavaScript (form-encoded) and their result pages; before the API so its routes inherit the parser and hooks.
  if (formPages) registerFormPosts(app, formPages, { allowedOrigins: config.corsOrigins });
  else app.log.warn('dist/.server/form-pages.js is missing (built before forms worked without JavaScript): form-encoded posts get 415');
  await app.register(registerFormApi, { prefix: '/api', config, db: services.db });
  registerStaticSite(app, site);
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
  interface FastifyRequest {
    /** Extra, non-personal facts for this request's log line (form name, lead id). */
    logFields: Record<string, string | number | boolean> | null;
  }
}

interface ErrorAnswer {
  status: number;
  body: { error: string; message: string; fields?: Record<string, string> };
}

/** Turns any thrown error into a clean JSON answer; unexpected errors never reveal details. */
function describeError(error: FastifyError): ErrorAnswer {
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return { status: 413, body: { error: 'payload_too_large', message: `The request body is larger than the ${BODY_LIMIT / 1024} KB limit.` } };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return { status: 415, body: { error: 'unsupported_media_type', message: 'Send the form as JSON with the header Content-Type: application/json.' } };
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return { status: 400, body: { error: 'bad_request', message: 'The request body is empty; send the form as a JSON object.' } };
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return { status: 400, body: { error: 'bad_request', message: 'The request body is not valid JSON.' } };
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return { status: 400, body: { error: 'bad_request', message: 'The Content-Length header does not match the body.' } };
  }
  const status = error.statusCode ?? 500;
  if (status === 429) {
    return { status, body: { error: 'rate_limited', message: 'Too many requests from your network. Please wait a minute and try again.' } };
  }
  if (status === 400 && error instanceof SyntaxError) {
    // The JSON parser's own complaints (e.g. a "__proto__" key); its text may quote the body, so it is not echoed.
    return { status, body: { error: 'bad_request', message: 'The request body is not valid JSON.' } };
  }
  if (status >= 400 && status < 500) {
    return { status, body: { error: 'bad_request', message: 'The request could not be understood.' } };
  }
  return { status: 500, body: { error: 'internal', message: 'Something went wrong on our side and nothing was saved. Please try again.' } };
}
