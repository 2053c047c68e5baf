// Calls to the back office's API (/admin/api/…) the way the server expects them: JSON bodies, the
// session's CSRF token in X-CSRF-Token on every request that changes something, the session cookie
// sent by the browser (same origin). Every failure becomes an ApiError holding the server's plain
// message and, for bad input, its message per field.

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields: Record<string, string> = {},
    /** The whole answer, for failures that carry more than a message (a refused publish's problems or conflicts). */
    readonly body: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const ROLE_REFUSED = 'Your role does not allow this.';
const UNREACHABLE = 'The back office cannot be reached. Check your connection and try again.';

let csrfToken = '';
/** The token of the current session (from sign-in, the session, or a step that started a new session). */
export function setCsrfToken(token: string) {
  csrfToken = token;
}

let onSignedOut: ((error: ApiError) => void) | undefined;
/** What happens when the API answers 401 (the back office goes to sign-in); without it the ApiError is thrown. */
export function whenSignedOut(handler: (error: ApiError) => void) {
  onSignedOut = handler;
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export async function api<T>(method: Method, path: string, body?: unknown): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (method !== 'GET') {
    headers['content-type'] = 'application/json';
    headers['x-csrf-token'] = csrfToken;
  }
  let response: Response;
  try {
    response = await fetch(path, { method, headers, body: method === 'GET' ? undefined : JSON.stringify(body ?? {}), credentials: 'same-origin', cache: 'no-store' });
  } catch {
    throw new ApiError(0, 'unreachable', UNREACHABLE);
  }
  const data = (await response.json().catch(() => undefined)) as (Record<string, unknown> & { message?: string; error?: string; fields?: Record<string, string> }) | undefined;
  if (response.ok) return (data ?? {}) as T;
  const error = new ApiError(
    response.status,
    data?.error ?? 'http',
    data?.message ?? (response.status === 403 ? ROLE_REFUSED : `The back office answered ${response.status}. Try again in a minute.`),
    data?.fields ?? {},
    data ?? {},
  );
  if (response.status === 401 && onSignedOut && error.code !== 'sign_in_failed') {
    onSignedOut(error);
    // The page is on its way to sign-in; nothing after this call should run.
    return new Promise<T>(() => {});
  }
  throw error;
}

/** The message to show for a failed call (anything thrown). */
export function messageOf(error: unknown): string {
  if (error instanceof ApiError) return error.status === 403 && error.code === 'forbidden' ? `${ROLE_REFUSED} Ask an administrator if you need it.` : error.message;
  return error instanceof Error ? error.message : String(error);
}

/** The per-field messages of a failed call (empty for other failures). */
export const fieldsOf = (error: unknown): Record<string, string> => (error instanceof ApiError ? error.fields : {});

/** Where to go after signing in: a back-office address only (never another site), else the back office's start. */
export function safeNext(next: string | null | undefined): string {
  const ours = next !== null && next !== undefined && /^\/admin([/?#]|$)/.test(next);
  return ours && !/^\/admin\/(sign-in|second-factor|set-password|forgot-password)\b/.test(next) ? next : '/admin';
}

/** The notice for a failed submit: the server's message — unless it named fields, whose messages are shown at the fields themselves. */
export function failureNotice(error: unknown): { tone: 'error'; text: string } | null {
  return Object.keys(fieldsOf(error)).length > 0 ? null : { tone: 'error', text: messageOf(error) };
}
