// Quotes in the back office: a sent quote is a lead with its items, total and payment state; the inbox
// filters by payment (awaiting, claimed, received), the exports carry the items, total, payment and UTR,
// and marking a payment received is recorded in the lead's history and the audit log — once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminApp, call, seedUser, signIn, type AdminTestApp, type SignedIn } from './admin-helpers.ts';

let t: AdminTestApp & { cleanup(): Promise<void> };
let sales: SignedIn;
const ids: Record<string, string> = {};
const quote = (reference: string, payable?: number) => ({
  form: 'quote-request',
  payload: {
    quote: 'i=fssai-license.basic-registration',
    reference,
    subject: `Quote ${reference}: FSSAI License — Basic Registration — ₹3,099 in all`,
    items: '1. FSSAI License — Basic Registration: ₹3,099 in all',
    total: '₹3,099 in all',
    ...(payable ? { payable } : {}),
    name: 'Priya Sharma',
    phone: '+91 98765 43210',
  },
  ip: '127.0.0.1',
  suspectedSpam: false,
  fillMs: 9000,
  idempotencyKey: undefined,
});

beforeAll(async () => {
  t = await adminApp({ PUBLIC_URL: 'https://www.filingbridge.in' });
  const user = await seedUser(t.office, t.clock, { email: 'asha@filingbridge.in', name: 'Asha Menon', role: 'sales' });
  sales = await signIn(t.app, user.email);
  ids.awaiting = (await t.store.save(quote('Q-2222-AAAA', 3099))).id;
  ids.claimed = (await t.store.save(quote('Q-3333-BBBB', 3099))).id;
  await t.store.claimPayment(ids.claimed, '412345678901');
  ids.onRequest = (await t.store.save(quote('Q-4444-CCCC'))).id;
});
afterAll(() => t.cleanup());

describe('quotes in the inbox', () => {
  it('each quote shows its payment state; the filter lists each state', async () => {
    const list = (await call(t.app, sales, 'GET', '/admin/api/leads')).json();
    const byId = Object.fromEntries(list.leads.map((l: { id: string; payment: string | null; utr: string | null }) => [l.id, [l.payment, l.utr]]));
    expect(byId).toEqual({ [ids.awaiting!]: ['awaiting', null], [ids.claimed!]: ['claimed', '412345678901'], [ids.onRequest!]: [null, null] });
    const only = async (payment: string) => (await call(t.app, sales, 'GET', `/admin/api/leads?payment=${payment}`)).json().leads.map((l: { id: string }) => l.id);
    expect(await only('awaiting')).toEqual([ids.awaiting]);
    expect(await only('claimed')).toEqual([ids.claimed]);
    expect(await only('received')).toEqual([]);
    expect((await call(t.app, sales, 'GET', '/admin/api/leads?payment=paid')).json().fields).toEqual({ payment: 'Payment must be one of: awaiting, claimed, received.' });
    const detail = (await call(t.app, sales, 'GET', `/admin/api/leads/${ids.claimed}`)).json();
    expect(detail.lead).toMatchObject({ payment: 'claimed', utr: '412345678901' });
    expect(detail.lead.fields).toEqual(
      expect.arrayContaining([
        ['Services', '1. FSSAI License — Basic Registration: ₹3,099 in all'],
        ['Total', '₹3,099 in all'],
        ['Reference', 'Q-3333-BBBB'],
      ]),
    );
  });

  it('marking a payment received: audited, in the history, once; not for a quote without a payment', async () => {
    const res = await call(t.app, sales, 'POST', `/admin/api/leads/${ids.claimed}/payment-received`);
    expect(res.statusCode).toBe(200);
    expect(res.json().lead).toMatchObject({ payment: 'received', utr: '412345678901' });
    expect(res.json().events.at(-1)).toMatchObject({ kind: 'note', actorName: 'Asha Menon', to: 'Payment received: seen in the bank (UTR 412345678901, as the visitor gave it).' });
    const again = await call(t.app, sales, 'POST', `/admin/api/leads/${ids.claimed}/payment-received`);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This payment is already marked received.');
    const none = await call(t.app, sales, 'POST', `/admin/api/leads/${ids.onRequest}/payment-received`);
    expect(none.statusCode).toBe(409);
    expect(none.json().message).toBe('This lead is not a quote waiting for a payment.');
    const { entries } = await t.office.listAudit({ offset: 0, limit: 50, action: 'lead.payment-received' });
    expect(entries).toEqual([expect.objectContaining({ target: ids.claimed, actor: 'asha@filingbridge.in', detail: { utr: '412345678901' } })]);
    expect((await call(t.app, sales, 'GET', '/admin/api/leads?payment=received')).json().leads.map((l: { id: string }) => l.id)).toEqual([ids.claimed]);
  });

  it('the exports carry the items, the total, the payment and the UTR', async () => {
    const csv = (await call(t.app, sales, 'GET', '/admin/api/leads/export?format=csv&form=quote-request')).body;
    const [header, ...rows] = csv.slice(1).split('\r\n').filter(Boolean);
    const columns = header!.split('","');
    const cell = (row: string, name: string) => row.split('","')[columns.indexOf(name)];
    const received = rows.find((r) => r.includes('Q-3333-BBBB'))!;
    expect(cell(received, 'Payment')).toBe('Payment received');
    // Written as text (="…"), so a spreadsheet keeps all 12 digits instead of 4.12E+11.
    expect(cell(received, 'UTR')).toBe('=""412345678901""');
    expect(cell(received, 'Services')).toBe('1. FSSAI License — Basic Registration: ₹3,099 in all');
    expect(cell(received, 'Total')).toBe('₹3,099 in all');
    const json = (await call(t.app, sales, 'GET', '/admin/api/leads/export?format=json&payment=awaiting')).json();
    expect(json).toEqual([expect.objectContaining({ id: ids.awaiting, payment: 'awaiting', payload: expect.objectContaining({ total: '₹3,099 in all', payable: 3099 }) })]);
  });
});
