// The form endpoints (POST /api/<form>), one per entry of engine/forms.ts, each validating its body
// against schemas/forms/<form>.schema.json — the same file the browser's validators are built from.
//
// Contract:
//   request   Content-Type: application/json (UTF-8; another declared charset → 415), body ≤ 16 KB,
//             whole request within REQUEST_TIMEOUT_MS
//             Idempotency-Key (optional, ≤ 100 visible ASCII characters): a retry with the same key and
//               the same body answers the first lead's id and stores nothing new; the same key with a
//               different body answers 422 (IETF draft "The Idempotency-Key HTTP Header Field")
//             X-Form-Elapsed-Ms (optional): ms the form was open; below MIN_FILL_MS → stored, flagged as suspected spam
//   201       { "id": "<lead id>" } — only after the lead is committed to the store
//             _language (optional, in the body): the page's language, one of site.json "languages" (server/form-language.ts);
//               without it the language of the page the form came from. The messages are in that language, and the lead keeps it.
//   400       { "error": "validation", "message", "fields": { "<field>": "<plain message>" }, "language", "english"? (fields whose
//             message has no translation yet, so is English) } or { "error": "bad_request", "message" }
//   503       { "error": "store_unavailable", "message" } + Retry-After: the store cannot write; nothing was stored
//   405 / 408 / 413 / 415 / 422 / 429  { "error", "message" } (see app.ts)
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import { FORMS, FORM_NAMES, FORM_HEADERS, HONEYPOT_FIELD, LANGUAGE_FIELD, type FormName } from '../engine/forms.ts';
import { messageIn } from '../engine/form-errors.ts';
import { SERVER_MESSAGES, type FormWords } from '../engine/form-words.ts';
import { withoutFallbackMarks } from '../engine/i18n/fallback-html.ts';
import { ENGLISH_ONLY, englishFallbacks, formLanguage, plainMessages, type FormWordsOf } from './form-language.ts';
import type { ServerConfig } from './config.ts';
import type { LeadStore } from './db/store.ts';
import { validateFormBody } from './form-validation.ts';
import { pathOf } from './form-posts.ts';

export { loadFormSchema } from './form-validation.ts';

export const VALIDATION_MESSAGE: string = SERVER_MESSAGES.validation;
const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,100}$/;
/** A site path worth keeping with a lead ("/gst"): plain path characters only, no query. */
function sitePath(path: string | undefined): string | undefined {
  return path !== undefined && path.length <= 200 && /^\/[A-Za-z0-9\-._~/]*$/.test(path) ? path : undefined;
}
function codedError(code: string, statusCode: number) {
  return Object.assign(new Error(code), { code, statusCode });
}

const ERROR_ANSWER = {
  type: 'object',
  required: ['error', 'message'],
  properties: {
    error: { type: 'string' },
    message: { type: 'string' },
    fields: { type: 'object', additionalProperties: { type: 'string' } },
    language: { type: 'string' },
    english: { type: 'array', items: { type: 'string' } },
  },
} as const;

/** A 400 with one message per field, in the form's language; `request.formErrors` keeps the messages with their English marked (a page shows them lang="en"). */
function validationAnswer(request: FastifyRequest, words: FormWords, fields: Record<string, string>) {
  request.formErrors = fields;
  const english = englishFallbacks(fields);
  return {
    error: 'validation',
    message: withoutFallbackMarks(messageIn(words, 'validation')),
    fields: plainMessages(fields),
    language: words.language,
    ...(english.length ? { english } : {}),
  };
}
const RESPONSES = {
  201: { type: 'object', required: ['id'], properties: { id: { type: 'string' }, reference: { type: 'string' }, href: { type: 'string' } } },
  400: ERROR_ANSWER,
  422: ERROR_ANSWER,
  503: ERROR_ANSWER,
} as const;

/**
 * What a form's own server part adds to its leads (the quote: server/quote/). `strip` names fields the
 * server fills in itself: whatever the request carries in them is dropped before the checks; `complete`
 * runs after the checks and returns the payload to store (or field messages: a 400), and what the 201
 * answer carries besides the id.
 */
export interface FormCompletion {
  strip: readonly string[];
  complete(
    payload: Record<string, unknown>,
    request: FastifyRequest,
    idempotencyKey: string | undefined,
  ): Promise<{ ok: true; payload: Record<string, unknown>; answer?: Record<string, string> } | { ok: false; fields: Record<string, string> } | { ok: false; unavailable: string }>;
}

export const IDEMPOTENCY_CONFLICT = {
  error: 'idempotency_key_reused',
  message: 'This Idempotency-Key was already used for a different submission. Send a new key with a new submission.',
} as const;

export const registerFormApi: FastifyPluginAsync<{
  config: ServerConfig;
  store: LeadStore;
  /** A lead was stored: the deliveries (server/deliveries.ts) send it on. */
  onLead?: () => void;
  completions?: Partial<Record<FormName, FormCompletion>>;
  /** The site's languages and their words (the release's .server/form-words.json); English only without. */
  wordsOf?: FormWordsOf;
}> = async (api, { config, store, onLead, completions = {}, wordsOf = () => ENGLISH_ONLY }) => {
  // JSON only: anything else (text/plain, form posts from other sites…) is answered 415.
  api.removeContentTypeParser('text/plain');
  // JSON in UTF-8 only, decoded strictly: the default parser would turn bad bytes into U+FFFD and
  // store "Pr�ya"; here they are a 400, and a body declared in another charset a 415.
  const parseJson = api.getDefaultJsonParser('error', 'error');
  api.removeContentTypeParser('application/json');
  api.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    const charset = /;\s*charset\s*=\s*"?([^";\s]+)/i.exec(request.headers['content-type'] ?? '')?.[1]?.toLowerCase();
    if (charset !== undefined && charset !== 'utf-8' && charset !== 'utf8') return done(codedError('UNSUPPORTED_CHARSET', 415), undefined);
    let text: string;
    try {
      text = new TextDecoder('utf-8', { fatal: true }).decode(body as Buffer);
    } catch {
      return done(codedError('INVALID_UTF8', 400), undefined);
    }
    parseJson(request, text, done);
  });

  const allowed = new Set(config.corsOrigins);
  await api.register(cors, {
    // Only the configured origins get CORS headers; any other origin gets none (its preflight is a 404).
    origin: (origin, callback) => callback(null, origin !== undefined && allowed.has(origin) ? origin : false),
    methods: ['POST'],
    allowedHeaders: ['Content-Type', FORM_HEADERS.idempotencyKey, FORM_HEADERS.elapsedMs],
    maxAge: 600,
  });
  await api.register(rateLimit, {
    global: true,
    max: config.rateLimitMax,
    timeWindow: config.rateLimitWindowMs,
    // A client that resets its socket right after sending leaves no remote address; it still gets a
    // key (and its request fails quietly) instead of a 500 with a stack trace.
    keyGenerator: (request) => request.ip ?? 'unknown',
  });

  for (const form of FORM_NAMES) registerForm(api, form);

  function registerForm(app: FastifyInstance, form: FormName) {
    const path = FORMS[form].endpoint.replace(/^\/api/, '');
    app.post(
      path,
      {
        // Set before the body is read, so even a malformed request's log line names its form.
        onRequest: async (request) => {
          request.logFields = { form };
        },
        schema: { response: RESPONSES },
      },
      async (request, reply) => {
        const completion = completions[form];
        const object = request.body && typeof request.body === 'object' && !Array.isArray(request.body) ? (request.body as Record<string, unknown>) : undefined;
        const sentPage = request.formPost?.target.path ?? pathOf(request.headers.referer, request.headers.host);
        const language = formLanguage(wordsOf(request), object && LANGUAGE_FIELD in object ? object[LANGUAGE_FIELD] : request.formLanguageSent, sentPage);
        const words = language.words;
        request.formWords = words;
        if (!language.ok) return reply.code(400).send(validationAnswer(request, words, language.fields));
        const body = object ? Object.fromEntries(Object.entries(object).filter(([name]) => name !== LANGUAGE_FIELD && !completion?.strip.includes(name))) : request.body;
        const check = await validateFormBody(form, body, words);
        if (!check.ok) return reply.code(400).send(validationAnswer(request, words, check.fields));
        const key = request.headers['idempotency-key'];
        if (key !== undefined && (typeof key !== 'string' || !IDEMPOTENCY_KEY.test(key))) {
          return reply.code(400).send({
            error: 'bad_request',
            message: `The ${FORM_HEADERS.idempotencyKey} header must be 1 to 100 visible ASCII characters.`,
          });
        }

        const { [HONEYPOT_FIELD]: honeypot, ...checked } = check.payload;
        let payload = checked;
        let answer: Record<string, string> = {};
        if (completion) {
          const done = await completion.complete(checked, request, key);
          if (!done.ok && 'fields' in done) return reply.code(400).send(validationAnswer(request, words, done.fields));
          if (!done.ok) return reply.code(503).header('retry-after', '60').send({ error: 'unavailable', message: done.unavailable });
          payload = done.payload;
          answer = done.answer ?? {};
        }
        if (typeof honeypot === 'string' && honeypot.trim() !== '') {
          // Looks like success to the sender; nothing is stored.
          request.logFields = { form, honeypot: true };
          return reply.code(201).send({ id: randomUUID(), ...answer });
        }

        const elapsed = request.headers[FORM_HEADERS.elapsedMs.toLowerCase()];
        const fillMs = typeof elapsed === 'string' && /^\d{1,10}$/.test(elapsed) ? Number(elapsed) : undefined;
        // A missing header (an API client) is not suspicious; a garbled one or a too-fast fill is.
        const suspectedSpam = elapsed !== undefined && (fillMs === undefined || fillMs < config.minFillMs);

        const page = sitePath(sentPage);
        const saved = await store.save({ form, payload, ip: request.ip ?? '', suspectedSpam, fillMs, idempotencyKey: key, page, language: words.language });
        if (saved.created) {
          onLead?.();
        } else if (!saved.samePayload) {
          request.logFields = { form, idempotencyConflict: true };
          return reply.code(422).send(IDEMPOTENCY_CONFLICT);
        }
        request.logFields = { form, leadId: saved.id, suspectedSpam, replay: !saved.created };
        return reply.code(201).send({ id: saved.id, ...answer });
      },
    );
  }
};
