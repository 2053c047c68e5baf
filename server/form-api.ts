// The form endpoints (POST /api/<form>), one per entry of engine/forms.ts, each validating its body
// against schemas/forms/<form>.schema.json — the same file the browser's validators are built from.
//
// Contract:
//   request   Content-Type: application/json, body ≤ 16 KB
//             Idempotency-Key (optional, ≤ 100 visible ASCII characters): a retry with the same key
//               answers the first lead's id and stores nothing new
//             X-Form-Elapsed-Ms (optional): ms the form was open; below MIN_FILL_MS → stored, flagged as suspected spam
//   201       { "id": "<lead id>" } — only after the lead is committed to disk
//   400       { "error": "validation", "message", "fields": { "<field>": "<plain message>" } } or { "error": "bad_request", "message" }
//   413 / 415 / 429 / 500  { "error", "message" } (see app.ts)
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { DatabaseSync } from 'node:sqlite';
import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import { createFormAjv, SCHEMAS_DIR } from '../engine/form-schemas.ts';
import { FORMS, FORM_NAMES, FORM_HEADERS, HONEYPOT_FIELD, formSchemaFile, type FormName } from '../engine/forms.ts';
import { fieldErrors, type SchemaError } from '../engine/form-errors.ts';
import type { ServerConfig } from './config.ts';
import { createLeadStore } from './db/leads.ts';
import { createGroupCommit } from './db/group-commit.ts';
import { startOutboxDelivery } from './outbox.ts';

export const VALIDATION_MESSAGE = 'Some fields are missing or not valid. Please check them and send the form again.';
const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,100}$/;
const RESPONSES = {
  201: { type: 'object', required: ['id'], properties: { id: { type: 'string' } } },
  400: {
    type: 'object',
    required: ['error', 'message'],
    properties: { error: { type: 'string' }, message: { type: 'string' }, fields: { type: 'object', additionalProperties: { type: 'string' } } },
  },
} as const;

export function loadFormSchema(form: FormName): Record<string, unknown> {
  return JSON.parse(readFileSync(join(SCHEMAS_DIR, formSchemaFile(form)), 'utf8')) as Record<string, unknown>;
}

export const registerFormApi: FastifyPluginAsync<{ config: ServerConfig; db: DatabaseSync }> = async (api, { config, db }) => {
  // Validation is strict on purpose: unknown properties are rejected (removeAdditional: false), values
  // are never coerced or defaulted, and every problem is reported so each field gets its message.
  const ajv = createFormAjv();
  api.setValidatorCompiler(({ schema }) => ajv.compile(schema));
  // JSON only: anything else (text/plain, form posts from other sites…) is answered 415.
  api.removeContentTypeParser('text/plain');

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
  });

  const leads = createGroupCommit(createLeadStore(db, { outbox: config.webhookUrl !== undefined }));
  const outbox = config.webhookUrl === undefined ? undefined : startOutboxDelivery(db, { url: config.webhookUrl, log: api.log });
  if (outbox) api.addHook('onClose', () => outbox.stop());

  for (const form of FORM_NAMES) registerForm(api, form, loadFormSchema(form));

  function registerForm(app: FastifyInstance, form: FormName, schema: Record<string, unknown>) {
    const path = FORMS[form].endpoint.replace(/^\/api/, '');
    app.post(
      path,
      {
        attachValidation: true,
        // Set before the body is read, so even a malformed request's log line names its form.
        onRequest: async (request) => {
          request.logFields = { form };
        },
        schema: { body: schema, response: RESPONSES },
      },
      async (request, reply) => {
        if (request.validationError) {
          const errors = (request.validationError.validation ?? []) as SchemaError[];
          return reply.code(400).send({ error: 'validation', message: VALIDATION_MESSAGE, fields: fieldErrors(schema, errors) });
        }
        const key = request.headers['idempotency-key'];
        if (key !== undefined && (typeof key !== 'string' || !IDEMPOTENCY_KEY.test(key))) {
          return reply.code(400).send({
            error: 'bad_request',
            message: `The ${FORM_HEADERS.idempotencyKey} header must be 1 to 100 visible ASCII characters.`,
          });
        }

        const { [HONEYPOT_FIELD]: honeypot, ...payload } = request.body as Record<string, unknown>;
        if (typeof honeypot === 'string' && honeypot.trim() !== '') {
          // Looks like success to the sender; nothing is stored.
          request.logFields = { form, honeypot: true };
          return reply.code(201).send({ id: randomUUID() });
        }

        const elapsed = request.headers[FORM_HEADERS.elapsedMs.toLowerCase()];
        const fillMs = typeof elapsed === 'string' && /^\d{1,10}$/.test(elapsed) ? Number(elapsed) : undefined;
        // A missing header (an API client) is not suspicious; a garbled one or a too-fast fill is.
        const suspectedSpam = elapsed !== undefined && (fillMs === undefined || fillMs < config.minFillMs);

        const { id, created } = await leads.save({ form, payload, ip: request.ip, suspectedSpam, fillMs, idempotencyKey: key });
        if (created) outbox?.wake();
        request.logFields = { form, leadId: id, suspectedSpam, replay: !created };
        return reply.code(201).send({ id });
      },
    );
  }
};
