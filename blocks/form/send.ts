// Posting a form to the site's server, shared by the form island and the footer's newsletter behavior
// (so it stays free of React). One request per submit: a mutation is never retried automatically.
// Contract (server/form-api.ts): JSON body; `Idempotency-Key` (one per submission attempt, the same
// again when the same answers are re-sent, a new one after a success); `X-Form-Elapsed-Ms`.
import { FORMS, FORM_HEADERS, type FormName } from '../../engine/forms.ts';

export type SendResult =
  | { kind: 'sent'; id?: string }
  /** 400 with the server's plain-words message per field. */
  | { kind: 'invalid'; fields: Record<string, string> }
  /** Any other answer (413, 415, 429, 5xx…), a network error or a timeout. */
  | { kind: 'failed'; status?: number };

/** Where a form posts: the API host from site.json (or SITE_API_HOST at build time; "" = this site) plus the form's path. */
export function endpointUrl(apiHost: string, form: FormName): string {
  return apiHost.replace(/\/+$/, '') + FORMS[form].endpoint;
}

/** A random UUID; crypto.randomUUID exists only on https and localhost, so plain http gets the same from getRandomValues. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const hex = [...b].map((x) => x.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * Idempotency keys for one form: sending the same answers again after a failure reuses the key (the
 * first attempt may have reached the server before the connection dropped), changed answers or a
 * success start a new one.
 */
export function createAttemptKeys(newKey: () => string = newIdempotencyKey) {
  let last: { body: string; key: string } | null = null;
  return {
    keyFor(body: string): string {
      if (last?.body !== body) last = { body, key: newKey() };
      return last.key;
    },
    succeeded() {
      last = null;
    },
  };
}

export interface SendOptions {
  idempotencyKey: string;
  /** Milliseconds since the form was shown. */
  elapsedMs: number;
  fetchImpl?: typeof fetch;
  timeoutMs?: number;
}

export async function sendForm(url: string, body: string, { idempotencyKey, elapsedMs, fetchImpl = fetch, timeoutMs = 30_000 }: SendOptions): Promise<SendResult> {
  let response: Response;
  try {
    response = await fetchImpl(url, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Accept: 'application/json',
        [FORM_HEADERS.idempotencyKey]: idempotencyKey,
        [FORM_HEADERS.elapsedMs]: String(Math.max(0, Math.round(elapsedMs))),
      },
      body,
      signal: typeof AbortSignal.timeout === 'function' ? AbortSignal.timeout(timeoutMs) : undefined,
    });
  } catch {
    return { kind: 'failed' };
  }
  const answer = (await response.json().catch(() => undefined)) as { id?: unknown; error?: unknown; fields?: unknown } | undefined;
  if (response.ok) return { kind: 'sent', id: typeof answer?.id === 'string' ? answer.id : undefined };
  if (response.status === 400 && answer?.error === 'validation' && answer.fields && typeof answer.fields === 'object') {
    const fields = Object.fromEntries(Object.entries(answer.fields).filter((e): e is [string, string] => typeof e[1] === 'string'));
    return { kind: 'invalid', fields };
  }
  return { kind: 'failed', status: response.status };
}

/** Milliseconds since the page (and so the form) was shown. */
export function elapsedSinceShown(): number {
  return typeof performance === 'undefined' ? 0 : performance.now();
}
