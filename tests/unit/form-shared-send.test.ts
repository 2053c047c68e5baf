// The shared selection kept for the tab (sessionStorage) and the single-request sending of a form
// (idempotency key per submission attempt, headers, answers mapped to sent / invalid / failed).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SHARED_EVENT, readShared, sharedStartValue, sharedValueFor, writeShared } from '../../blocks/form/shared-selection.ts';
import { createAttemptKeys, endpointUrl, newIdempotencyKey, sendForm } from '../../blocks/form/send.ts';
import { resolveApiHost } from '../../engine/api-host.ts';

function memoryStorage() {
  const data = new Map<string, string>();
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v), data };
}

describe('shared selection', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('starts at Company and empty, and returns what was chosen in this tab', () => {
    const storage = memoryStorage();
    expect(readShared('selectedEntity', storage)).toBeNull();
    expect(sharedStartValue({ shared: 'selectedEntity' })).toBe('Company');
    expect(sharedStartValue({ shared: 'selectedState' })).toBe('');
    writeShared('selectedEntity', 'LLP', undefined, storage);
    writeShared('selectedState', 'Kerala', undefined, storage);
    expect(readShared('selectedEntity', storage)).toBe('LLP');
    expect(readShared('selectedState', storage)).toBe('Kerala');
    expect(storage.data.get('shared:selectedEntity')).toBe('LLP');
  });

  it('tells the other forms on the page', () => {
    const target = new EventTarget();
    vi.stubGlobal('window', target);
    vi.stubGlobal(
      'CustomEvent',
      class<T> extends Event {
        detail: T;
        constructor(type: string, init: { detail: T }) {
          super(type);
          this.detail = init.detail;
        }
      },
    );
    const seen: unknown[] = [];
    target.addEventListener(SHARED_EVENT, (e) => seen.push((e as CustomEvent).detail));
    writeShared('selectedState', 'Goa', undefined, memoryStorage());
    expect(seen).toEqual([{ key: 'selectedState', value: 'Goa', source: undefined }]);
  });

  it('shows a stored value only where the field offers it', () => {
    const entity = { shared: 'selectedEntity' as const, options: ['Company', 'LLP', 'OPC'] };
    expect(sharedValueFor(entity, 'OPC')).toBe('OPC');
    expect(sharedValueFor(entity, 'Trust')).toBe('Company');
    expect(sharedValueFor(entity, null)).toBe('Company');
    expect(sharedValueFor({ shared: 'selectedEntity', options: ['LLP', 'OPC'], default: 'LLP' }, null)).toBe('LLP');
    expect(sharedValueFor({ shared: 'selectedState' }, 'Tamil Nadu')).toBe('Tamil Nadu');
  });

  it('survives storage that throws (blocked cookies)', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    };
    expect(readShared('selectedEntity', broken)).toBeNull();
    expect(() => writeShared('selectedEntity', 'LLP', undefined, broken)).not.toThrow();
  });
});

describe('sending', () => {
  it('posts to the API host plus the form path', () => {
    expect(endpointUrl('', 'partnership-request')).toBe('/api/partnership');
    expect(endpointUrl('https://api.example.in/', 'newsletter-signup')).toBe('https://api.example.in/api/newsletter');
  });

  it('takes SITE_API_HOST over site.json and refuses a value with a path', () => {
    expect(resolveApiHost('', undefined)).toBe('');
    expect(resolveApiHost('', 'https://api.example.in/')).toBe('https://api.example.in');
    expect(resolveApiHost('https://a.example', '')).toBe('');
    expect(() => resolveApiHost('', 'https://api.example.in/v1')).toThrow('SITE_API_HOST must be empty');
  });

  it('reuses the idempotency key only for the same answers until a success', () => {
    let n = 0;
    const keys = createAttemptKeys(() => `key-${++n}`);
    expect(keys.keyFor('{"a":1}')).toBe('key-1');
    expect(keys.keyFor('{"a":1}')).toBe('key-1');
    expect(keys.keyFor('{"a":2}')).toBe('key-2');
    keys.succeeded();
    expect(keys.keyFor('{"a":2}')).toBe('key-3');
    expect(newIdempotencyKey()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it('sends JSON once with the idempotency and elapsed-time headers', async () => {
    const fetchImpl = vi.fn(
      async (..._args: Parameters<typeof fetch>) => new Response(JSON.stringify({ id: 'lead-1' }), { status: 201, headers: { 'content-type': 'application/json' } }),
    );
    const result = await sendForm('/api/partnership', '{"email":"a@b.in"}', { idempotencyKey: 'k-1', elapsedMs: 4321.6, fetchImpl });
    expect(result).toEqual({ kind: 'sent', id: 'lead-1' });
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    const [url, init] = fetchImpl.mock.calls[0]!;
    expect(url).toBe('/api/partnership');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{"email":"a@b.in"}');
    expect(init?.headers).toEqual({ 'Content-Type': 'application/json', Accept: 'application/json', 'Idempotency-Key': 'k-1', 'X-Form-Elapsed-Ms': '4322' });
  });

  it('maps 400 to field messages, other answers and network errors to a failure — never retrying', async () => {
    const answer = (status: number, body: unknown) => vi.fn(async () => new Response(JSON.stringify(body), { status }));
    const invalid = answer(400, { error: 'validation', message: 'Some fields…', fields: { email: 'Enter a valid e-mail address, like name@example.com' } });
    expect(await sendForm('/x', '{}', { idempotencyKey: 'k', elapsedMs: 0, fetchImpl: invalid })).toEqual({
      kind: 'invalid',
      fields: { email: 'Enter a valid e-mail address, like name@example.com' },
    });
    for (const status of [413, 415, 429, 500, 503]) {
      const fetchImpl = answer(status, { error: 'x' });
      expect(await sendForm('/x', '{}', { idempotencyKey: 'k', elapsedMs: 0, fetchImpl })).toEqual({ kind: 'failed', status });
      expect(fetchImpl).toHaveBeenCalledTimes(1);
    }
    const offline = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(await sendForm('/x', '{}', { idempotencyKey: 'k', elapsedMs: 0, fetchImpl: offline })).toEqual({ kind: 'failed' });
    expect(offline).toHaveBeenCalledTimes(1);
    const htmlError = vi.fn(async () => new Response('<h1>Bad gateway</h1>', { status: 502 }));
    expect(await sendForm('/x', '{}', { idempotencyKey: 'k', elapsedMs: 0, fetchImpl: htmlError })).toEqual({ kind: 'failed', status: 502 });
  });
});
