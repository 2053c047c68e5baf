import { describe, expect, it } from 'vitest';
import { FORMS, FORM_NAMES, type FormName } from '../../engine/forms.ts';
import { EMAIL_MESSAGE } from '../../engine/form-errors.ts';
import { VALIDATION_MESSAGE } from '../../server/form-api.ts';
import { appPerFile, countLeads, makeApp, postJson, VALID_PARTNERSHIP } from './helpers.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const t = appPerFile();
const post = (url: string, payload: unknown, headers: Record<string, string> = {}, app = t.app) => postJson(app, url, payload, headers);
function row(id: string) {
  return t.db.prepare('SELECT * FROM leads WHERE id = ?').get(id) as
    | { id: string; form: string; payload: string; created_at: string; ip_hash: string; suspected_spam: number; fill_ms: number | null; idempotency_key: string | null }
    | undefined;
}

describe('POST /api/partnership', () => {
  it('stores the lead and answers 201 with its id', async () => {
    const res = await post('/api/partnership', VALID_PARTNERSHIP, { 'x-form-elapsed-ms': '9000' });
    expect(res.statusCode).toBe(201);
    const { id } = res.json<{ id: string }>();
    expect(res.json()).toEqual({ id });
    expect(id).toMatch(UUID);
    const stored = row(id)!;
    expect(stored.form).toBe('partnership-request');
    expect(JSON.parse(stored.payload)).toEqual(VALID_PARTNERSHIP);
    expect(stored.suspected_spam).toBe(0);
    expect(stored.fill_ms).toBe(9000);
    expect(Date.now() - Date.parse(stored.created_at)).toBeLessThan(5000);
    expect(stored.ip_hash).toMatch(/^[\w-]{16}$/);
    expect(stored.ip_hash).not.toContain('127.0.0.1');
  });

  it('accepts the optional fields as empty strings, as the form sends them', async () => {
    const res = await post('/api/partnership', { ...VALID_PARTNERSHIP, phone: '', industry: '', size: '', message: '' });
    expect(res.statusCode).toBe(201);
  });

  it('answers 400 with a plain message per missing required field', async () => {
    const before = countLeads(t.db);
    const res = await post('/api/partnership', { phone: '123' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: 'validation',
      message: VALIDATION_MESSAGE,
      language: 'en',
      fields: {
        firstName: 'First name is required',
        lastName: 'Last name is required',
        company: 'Company name is required',
        email: 'E-mail address is required',
        phone: 'Enter a phone number we can call, like +91 98765 43210 or 098765 43210',
      },
    });
    expect(VALIDATION_MESSAGE).toBe('Some fields are missing or not valid. Please check them and send the form again.');
    expect(countLeads(t.db)).toBe(before);
  });

  it('treats empty or blank required text as missing', async () => {
    const res = await post('/api/partnership', { ...VALID_PARTNERSHIP, firstName: '', lastName: '   ' });
    expect(res.json().fields).toEqual({ firstName: 'First name is required', lastName: 'Last name is required' });
  });

  it('names a malformed e-mail address', async () => {
    for (const email of ['asha', 'asha@', 'asha@example', 'a b@example.com']) {
      const res = await post('/api/partnership', { ...VALID_PARTNERSHIP, email });
      expect(res.statusCode).toBe(400);
      expect(res.json().fields).toEqual({ email: 'Enter a valid e-mail address, like name@example.com' });
    }
    expect(EMAIL_MESSAGE).toBe('Enter a valid e-mail address, like name@example.com');
  });

  it('limits lengths and types', async () => {
    const res = await post('/api/partnership', { ...VALID_PARTNERSHIP, message: 'x'.repeat(5001), firstName: 42, size: ['1'] });
    expect(res.json().fields).toEqual({
      message: 'Message must be at most 5000 characters',
      firstName: 'First name must be text',
      size: 'Company size must be text',
    });
  });

  it('rejects unknown properties instead of dropping them, and stores nothing', async () => {
    const before = countLeads(t.db);
    const res = await post('/api/partnership', { ...VALID_PARTNERSHIP, role: 'admin' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'validation', message: VALIDATION_MESSAGE, fields: { role: '“role” is not a field of this form' }, language: 'en' });
    expect(countLeads(t.db)).toBe(before);
  });

  it('rejects a body that is not an object', async () => {
    const res = await post('/api/partnership', [VALID_PARTNERSHIP]);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ _form: 'The form must be sent as a JSON object' });
  });

  it('answers 400 for malformed JSON without echoing it', async () => {
    const res = await post('/api/partnership', '{"email": "asha.raman@example.in",');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'bad_request', message: 'The request body is not valid JSON.' });
  });

  it('answers 400 for JSON that tries prototype pollution', async () => {
    const res = await post('/api/partnership', `{"__proto__": {"x": 1}, "firstName": "A"}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'bad_request', message: 'The request body is not valid JSON.' });
  });

  it('answers 400 for a request without a body', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/partnership' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ _form: 'The form must be sent as a JSON object' });
  });

  it('answers 400 for an empty JSON body', async () => {
    const res = await post('/api/partnership', '');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'bad_request', message: 'The request body is empty; send the form as a JSON object.' });
  });

  it('answers 413 over 16 KB', async () => {
    const res = await post('/api/partnership', { ...VALID_PARTNERSHIP, message: 'x'.repeat(17 * 1024) });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ error: 'payload_too_large', message: 'The request body is larger than the 16 KB limit.' });
  });

  it('answers 415 for anything but JSON', async () => {
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/xml', '']) {
      const res = await t.app.inject({ method: 'POST', url: '/api/partnership', payload: 'firstName=Asha', headers: { 'content-type': type } });
      expect(res.statusCode, type).toBe(415);
      expect(res.json()).toEqual({ error: 'unsupported_media_type', message: 'Send the form as JSON with the header Content-Type: application/json.' });
    }
  });

  it('accepts JSON with a charset', async () => {
    const res = await post('/api/partnership', JSON.stringify(VALID_PARTNERSHIP), { 'content-type': 'application/json; charset=utf-8' });
    expect(res.statusCode).toBe(201);
  });

  it('answers other methods with 405 and Allow: POST, and unknown API paths with a JSON 404', async () => {
    for (const method of ['GET', 'PUT', 'DELETE', 'PATCH'] as const) {
      const res = await t.app.inject({ method, url: '/api/partnership?x=1' });
      expect(res.statusCode).toBe(405);
      expect(res.headers.allow).toBe('POST');
      expect(res.json()).toEqual({ error: 'method_not_allowed', message: '/api/partnership accepts only POST requests.' });
    }
    const health = await t.app.inject({ method: 'POST', url: '/healthz' });
    expect(health.statusCode).toBe(405);
    expect(health.headers.allow).toBe('GET, HEAD');
    const unknown = await t.app.inject({ method: 'GET', url: '/api/nothing' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: 'not_found', message: 'There is no API endpoint at this address.' });
  });
});

describe('spam handling', () => {
  it('a filled honeypot gets a normal-looking 201 and nothing is stored', async () => {
    const before = countLeads(t.db);
    const res = await post('/api/partnership', { ...VALID_PARTNERSHIP, website: 'https://spam.example' });
    expect(res.statusCode).toBe(201);
    expect(res.json().id).toMatch(UUID);
    expect(row(res.json().id)).toBeUndefined();
    expect(countLeads(t.db)).toBe(before);
  });

  it('an empty honeypot is a normal lead, stored without the honeypot field', async () => {
    const res = await post('/api/partnership', { ...VALID_PARTNERSHIP, website: '' });
    expect(res.statusCode).toBe(201);
    expect(JSON.parse(row(res.json().id)!.payload)).toEqual(VALID_PARTNERSHIP);
  });

  it('a too-fast submission is stored but flagged; slow, missing or garbled timings as expected', async () => {
    const cases: [Record<string, string>, number, number | null][] = [
      [{ 'x-form-elapsed-ms': '300' }, 1, 300],
      [{ 'x-form-elapsed-ms': '1499' }, 1, 1499],
      [{ 'x-form-elapsed-ms': '1500' }, 0, 1500],
      [{ 'x-form-elapsed-ms': 'soon' }, 1, null],
      [{}, 0, null],
    ];
    for (const [headers, spam, fillMs] of cases) {
      const res = await post('/api/partnership', VALID_PARTNERSHIP, headers);
      expect(res.statusCode).toBe(201);
      const stored = row(res.json().id)!;
      expect([stored.suspected_spam, stored.fill_ms], JSON.stringify(headers)).toEqual([spam, fillMs]);
    }
  });
});

describe('idempotency', () => {
  it('the same key answers the same id and stores one row', async () => {
    const before = countLeads(t.db);
    const headers = { 'idempotency-key': 'c0ffee-0001' };
    const first = await post('/api/partnership', VALID_PARTNERSHIP, headers);
    const second = await post('/api/partnership', VALID_PARTNERSHIP, headers);
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(second.json().id).toBe(first.json().id);
    expect(countLeads(t.db)).toBe(before + 1);
    expect(row(first.json().id)!.idempotency_key).toBe('c0ffee-0001');
  });

  it('a double click (concurrent requests) stores one row', async () => {
    const before = countLeads(t.db);
    const headers = { 'idempotency-key': 'double-click-42' };
    const answers = await Promise.all(Array.from({ length: 5 }, () => post('/api/partnership', VALID_PARTNERSHIP, headers)));
    expect(new Set(answers.map((a) => a.statusCode))).toEqual(new Set([201]));
    expect(new Set(answers.map((a) => a.json().id)).size).toBe(1);
    expect(countLeads(t.db)).toBe(before + 1);
  });

  it('keys are per form', async () => {
    const headers = { 'idempotency-key': 'shared-key' };
    const a = await post('/api/partnership', VALID_PARTNERSHIP, headers);
    const b = await post('/api/newsletter', { email: 'asha.raman@example.in', consent: 'Yes' }, headers);
    expect(a.json().id).not.toBe(b.json().id);
  });

  it('rejects a key over 100 characters', async () => {
    const res = await post('/api/partnership', VALID_PARTNERSHIP, { 'idempotency-key': 'k'.repeat(101) });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'bad_request', message: 'The Idempotency-Key header must be 1 to 100 visible ASCII characters.' });
    expect((await post('/api/partnership', VALID_PARTNERSHIP, { 'idempotency-key': 'k'.repeat(100) })).statusCode).toBe(201);
  });
});

describe('every form endpoint', () => {
  // The quote's lead is completed by the server (reference, items, total): tests/server/quote.test.ts.
  const forms = FORM_NAMES.filter((form): form is Exclude<FormName, 'quote-request'> => form !== 'quote-request');
  const valid: Record<Exclude<FormName, 'quote-request'>, object> = {
    'partnership-request': VALID_PARTNERSHIP,
    'contact-message': { firstName: 'Ravi', lastName: '', email: 'ravi@example.in', phone: '', company: '', subject: 'GST notice', message: 'I got a notice.' },
    'careers-interest': { firstName: 'Meera', lastName: 'Iyer', email: 'meera@example.in', currentRole: 'Accountant', position: 'Tax Associate', message: 'Hello' },
    'newsletter-signup': { email: 'reader@example.in', consent: 'Yes' },
    'refund-request': { fullName: 'Kiran Das', email: 'kiran@example.in', orderId: 'ORD-2025-0042', service: 'GST Registration', reason: 'Service not started', details: '' },
    'service-enquiry': {
      service: 'Trademark Registration',
      plan: 'Standard',
      selections: { brandName: 'CHAIWALA', trademarkClass: '30', entityType: 'Company', dateOfBirth: '1990-04-01' },
      name: 'Sunil',
      phone: '+91 90000 00000',
      email: '',
    },
  };

  it.each(forms)('%s accepts a valid payload and stores it under its form name', async (form) => {
    const res = await post(FORMS[form].endpoint, valid[form]);
    expect(res.statusCode).toBe(201);
    const stored = row(res.json().id)!;
    expect(stored.form).toBe(form);
    expect(JSON.parse(stored.payload)).toEqual(valid[form]);
  });

  it('each form says which of its fields are required', async () => {
    const missing = async (form: FormName) => (await post(FORMS[form].endpoint, {})).json().fields;
    expect(await missing('contact-message')).toEqual({
      email: 'E-mail address is required',
      subject: 'Subject is required',
      message: 'Message is required',
    });
    expect(await missing('careers-interest')).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name is required',
      email: 'E-mail address is required',
    });
    expect(await missing('newsletter-signup')).toEqual({ email: 'E-mail address is required', consent: 'Consent to receive the newsletter is required' });
    expect(await missing('refund-request')).toEqual({
      fullName: 'Full name is required',
      email: 'E-mail address is required',
      orderId: 'Order ID is required',
      reason: 'Reason for the refund is required',
    });
    expect(await missing('service-enquiry')).toEqual({
      service: 'Service is required',
      email: 'Enter your e-mail address or phone number',
      phone: 'Enter your e-mail address or phone number',
    });
  });

  it('the enquiry needs an e-mail address or a phone number, and checks the e-mail when given', async () => {
    const base = { service: 'GST Registration' };
    expect((await post('/api/enquiry', { ...base, email: '', phone: ' ' })).json().fields).toEqual({
      email: 'Enter your e-mail address or phone number',
      phone: 'Enter your e-mail address or phone number',
    });
    expect((await post('/api/enquiry', { ...base, email: 'x@y' })).json().fields).toEqual({ email: EMAIL_MESSAGE });
    expect((await post('/api/enquiry', { ...base, email: 'x@example.in' })).statusCode).toBe(201);
    expect((await post('/api/enquiry', { ...base, phone: '044 4000 1234' })).statusCode).toBe(201);
  });

  it('the enquiry checks its page choices', async () => {
    const base = { service: 'GST Registration', phone: '9000000000' };
    expect((await post('/api/enquiry', { ...base, selections: { state: 'x'.repeat(501) } })).json().fields).toEqual({
      'selections.state': 'Choice must be at most 500 characters',
    });
    expect((await post('/api/enquiry', { ...base, selections: { 'bad name': 'x' } })).json().fields).toEqual({
      selections: 'Choices made on the page has a name that is not allowed (use letters and digits only)',
    });
    expect((await post('/api/enquiry', { ...base, selections: { pan: 5 } })).json().fields).toEqual({ 'selections.pan': 'Choice must be text' });
  });
});

describe('logs', () => {
  it('never contain what a person typed, only form name and lead id', async () => {
    const secret = {
      ...VALID_PARTNERSHIP,
      firstName: 'Zebulon',
      lastName: 'Quixotic',
      email: 'zebulon.q@secret.example',
      phone: '+91 77777 12345',
      message: 'Confidential merger plans',
    };
    const ok = await post('/api/partnership?email=zebulon.q@secret.example', secret, { 'x-form-elapsed-ms': '5000' });
    await post('/api/partnership', { ...secret, email: 'zebulon.q@secret' });
    await post('/api/partnership', `{"email":"zebulon.q@secret.example",`);
    const text = t.logs.join('\n');
    for (const value of ['Zebulon', 'Quixotic', 'zebulon.q', '77777', 'Confidential', '127.0.0.1']) expect(text).not.toContain(value);
    const lines = t.logs.map((l) => JSON.parse(l) as Record<string, unknown>);
    const stored = lines.find((l) => l.leadId === ok.json().id)!;
    expect(stored).toMatchObject({
      msg: 'request completed',
      req: { method: 'POST', url: '/api/partnership' },
      res: { statusCode: 201 },
      form: 'partnership-request',
      suspectedSpam: false,
      replay: false,
    });
    expect(Object.keys(stored).sort()).toEqual(['form', 'hostname', 'leadId', 'level', 'msg', 'pid', 'replay', 'req', 'reqId', 'res', 'responseTime', 'suspectedSpam', 'time']);
    const rejected = lines.at(-1)!;
    expect(rejected).toMatchObject({ msg: 'request completed', res: { statusCode: 400 }, form: 'partnership-request' });
    expect(Object.keys(rejected).sort()).toEqual(['form', 'hostname', 'level', 'msg', 'pid', 'req', 'reqId', 'res', 'responseTime', 'time']);
  });
});

describe('rate limit', () => {
  it('answers 429 past the configured number of submissions per IP address', async () => {
    const limited = await makeApp(t.dist, { RATE_LIMIT_MAX: '3', RATE_LIMIT_WINDOW_MS: '60000' });
    try {
      const send = (ip: string) => limited.app.inject({ method: 'POST', url: '/api/newsletter', payload: { email: 'a@example.in', consent: 'Yes' }, remoteAddress: ip });
      for (let i = 0; i < 3; i++) expect((await send('203.0.113.7')).statusCode).toBe(201);
      const res = await send('203.0.113.7');
      expect(res.statusCode).toBe(429);
      expect(res.json()).toEqual({ error: 'rate_limited', message: 'Too many requests from your network. Please wait a minute and try again.' });
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      expect(countLeads(limited.db)).toBe(3);
      // Another address is not affected, and pages are never rate limited.
      expect((await send('198.51.100.9')).statusCode).toBe(201);
      expect((await limited.app.inject({ method: 'GET', url: '/', remoteAddress: '203.0.113.7' })).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});

describe('CORS', () => {
  it('by default sends no CORS headers (same origin only)', async () => {
    const res = await post('/api/newsletter', { email: 'a@example.in', consent: 'Yes' }, { origin: 'https://elsewhere.example' });
    expect(res.statusCode).toBe(201);
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('allows only the configured origins', async () => {
    const withCors = await makeApp(t.dist, { CORS_ORIGINS: 'https://www.filingbridge.in, https://partner.example' });
    try {
      const allowed = await post('/api/newsletter', { email: 'a@example.in', consent: 'Yes' }, { origin: 'https://partner.example' }, withCors.app);
      expect(allowed.statusCode).toBe(201);
      expect(allowed.headers['access-control-allow-origin']).toBe('https://partner.example');
      expect(allowed.headers.vary).toContain('Origin');

      const preflight = await withCors.app.inject({
        method: 'OPTIONS',
        url: '/api/partnership',
        headers: { origin: 'https://www.filingbridge.in', 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type, idempotency-key' },
      });
      expect(preflight.statusCode).toBe(204);
      expect(preflight.headers['access-control-allow-origin']).toBe('https://www.filingbridge.in');
      expect(preflight.headers['access-control-allow-methods']).toBe('POST');
      expect(preflight.headers['access-control-allow-headers']).toBe('Content-Type, Idempotency-Key, X-Form-Elapsed-Ms');

      const denied = await post('/api/newsletter', { email: 'a@example.in', consent: 'Yes' }, { origin: 'https://evil.example' }, withCors.app);
      expect(denied.headers['access-control-allow-origin']).toBeUndefined();
      const deniedPreflight = await withCors.app.inject({
        method: 'OPTIONS',
        url: '/api/partnership',
        headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
      });
      expect(deniedPreflight.statusCode).toBe(404);
      expect(deniedPreflight.headers['access-control-allow-origin']).toBeUndefined();
    } finally {
      await withCors.close();
    }
  });
});

describe('unexpected failures', () => {
  it('answer a clean JSON 500 without details', async () => {
    const broken = await makeApp(t.dist);
    try {
      broken.db.close(); // the disk "goes away"
      const res = await post('/api/partnership', VALID_PARTNERSHIP, {}, broken.app);
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({ error: 'internal', message: 'Something went wrong on our side and nothing was saved. Please try again.' });
      expect(res.body).not.toContain('at ');
    } finally {
      await broken.close();
    }
  });
});
