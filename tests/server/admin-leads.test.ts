// The leads inbox through the API, as sales staff use it: a lead posted from a page shows with every
// field, its page and time; search and bad filters; status, assignee and notes recorded with who and
// when; export of the current filter (CSV safe for spreadsheets, JSON); erasure with confirmation;
// and the audit log holding every view, change, export and erasure.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminApp, call, HOST, seedUser, signIn, type AdminTestApp, type SignedIn } from './admin-helpers.ts';
import { postJson, VALID_PARTNERSHIP } from './helpers.ts';
import { spreadsheetCell } from '../../server/cli/export-format.ts';

let t: AdminTestApp & { cleanup(): Promise<void> };
let sales: SignedIn;
let salesId: string;
let leadId: string;

beforeAll(async () => {
  t = await adminApp({ PUBLIC_URL: 'https://www.filingbridge.in' });
  const user = await seedUser(t.office, t.clock, { email: 'asha@filingbridge.in', name: 'Asha Menon', role: 'sales' });
  salesId = user.id;
  sales = await signIn(t.app, user.email);
  const res = await postJson(
    t.app,
    '/api/partnership',
    { ...VALID_PARTNERSHIP, company: '=HYPERLINK("http://evil.example","x")' },
    { referer: `http://${HOST}/about?utm=1`, host: HOST },
  );
  leadId = res.json().id;
  await postJson(t.app, '/api/enquiry', { service: 'GST Registration', plan: 'Assured', name: 'Vikram Iyer', phone: '+91 80 4000 1234', selections: { state: 'Karnataka' } });
});
afterAll(() => t.cleanup());

describe('the leads inbox', () => {
  it('shows a posted lead with every field in words, the page it came from and when', async () => {
    const list = await call(t.app, sales, 'GET', '/admin/api/leads');
    expect(list.json()).toMatchObject({ total: 2, page: 1, pageSize: 25 });
    expect(list.json().leads.map((l: { name: string }) => l.name)).toEqual(['Vikram Iyer', 'Asha Raman']);
    expect(list.json().choices).toEqual({
      forms: [
        { form: 'partnership-request', title: 'Partnership request' },
        { form: 'contact-message', title: 'Contact message' },
        { form: 'careers-interest', title: 'Careers interest' },
        { form: 'newsletter-signup', title: 'Newsletter sign-up' },
        { form: 'refund-request', title: 'Refund request' },
        { form: 'service-enquiry', title: 'Service enquiry' },
        { form: 'quote-request', title: 'Quote' },
      ],
      services: ['GST Registration'],
      // The site's languages (this test's build has no form-words.json: English only).
      languages: [{ code: 'en', name: 'English' }],
    });
    const detail = (await call(t.app, sales, 'GET', `/admin/api/leads/${leadId}`)).json();
    expect(detail.lead).toMatchObject({
      id: leadId,
      page: '/about',
      pageUrl: 'https://www.filingbridge.in/about',
      status: 'new',
      formTitle: 'Partnership request',
      email: VALID_PARTNERSHIP.email,
    });
    expect(detail.lead.fields).toEqual([
      ['First name', 'Asha'],
      ['Last name', 'Raman'],
      ['Company name', '=HYPERLINK("http://evil.example","x")'],
      ['E-mail address', VALID_PARTNERSHIP.email],
      ['Phone number', VALID_PARTNERSHIP.phone],
      ['Industry', VALID_PARTNERSHIP.industry],
      ['Company size', VALID_PARTNERSHIP.size],
      ['Message', VALID_PARTNERSHIP.message],
    ]);
    expect(detail.assignees).toEqual([{ id: salesId, name: 'Asha Menon', email: 'asha@filingbridge.in' }]);
    expect(detail.samePerson).toBe(1);
    const enquiry = (await call(t.app, sales, 'GET', '/admin/api/leads?service=GST%20Registration')).json().leads[0];
    expect((await call(t.app, sales, 'GET', `/admin/api/leads/${enquiry.id}`)).json().lead.fields).toContainEqual(['Choices made on the page: State', 'Karnataka']);
  });

  it('searches by name, e-mail, phone and company; answers bad filters with a message per field', async () => {
    for (const q of ['raman', 'ASHA.RAMAN@example', '98765 43210', 'hyperlink']) {
      expect(
        (await call(t.app, sales, 'GET', `/admin/api/leads?q=${encodeURIComponent(q)}`)).json().leads.map((l: { id: string }) => l.id),
        q,
      ).toEqual([leadId]);
    }
    const bad = await call(t.app, sales, 'GET', '/admin/api/leads?status=done&from=2026-13-01&to=yesterday&page=0');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({
      status: 'Status must be one of: new, contacted, qualified, won, lost.',
      from: 'From must be a date like 2026-04-01.',
      to: 'To must be a date like 2026-04-01.',
      page: 'Page must be a whole number from 1 to 100000.',
    });
    expect((await call(t.app, sales, 'GET', '/admin/api/leads?from=2026-05-02&to=2026-05-01')).json().fields).toEqual({ to: 'To must be on or after From.' });
    expect((await call(t.app, sales, 'GET', '/admin/api/leads/not-a-lead')).statusCode).toBe(404);
  });

  it('records status, assignee and notes with who and when', async () => {
    expect((await call(t.app, sales, 'PATCH', `/admin/api/leads/${leadId}`, { status: 'finished' })).json().fields).toEqual({
      status: 'Status must be one of: new, contacted, qualified, won, lost.',
    });
    expect((await call(t.app, sales, 'PATCH', `/admin/api/leads/${leadId}`, { assignee: 'someone-else' })).json().fields.assignee).toMatch(/^Choose someone from the list/);
    // "Not spam" takes only the JSON value true (no coercion of "true").
    expect((await call(t.app, sales, 'PATCH', `/admin/api/leads/${leadId}`, { notSpam: 'true' })).json().fields).toEqual({
      notSpam: 'Send notSpam: true to clear the "Suspected spam" mark.',
    });
    const changed = await call(t.app, sales, 'PATCH', `/admin/api/leads/${leadId}`, { status: 'contacted', assignee: salesId });
    expect(changed.json().lead).toMatchObject({ status: 'contacted', assignee: salesId });
    expect((await call(t.app, sales, 'POST', `/admin/api/leads/${leadId}/notes`, { note: '  ' })).json().fields).toEqual({ note: 'Note is required.' });
    const noted = await call(t.app, sales, 'POST', `/admin/api/leads/${leadId}/notes`, { note: 'Called at 4 pm.\nSends documents tomorrow.' });
    expect(noted.statusCode).toBe(201);
    expect(noted.json().events.map((e: { kind: string; from: string | null; to: string; actorName: string; at: number }) => [e.kind, e.from, e.to, e.actorName, e.at])).toEqual([
      ['status', 'new', 'contacted', 'Asha Menon', t.clock.now()],
      ['assignee', null, salesId, 'Asha Menon', t.clock.now()],
      ['note', null, 'Called at 4 pm.\nSends documents tomorrow.', 'Asha Menon', t.clock.now()],
    ]);
    // The history names the colleague as they are called now, also in events written before (with an e-mail address).
    await t.office.addLeadNote(leadId, 'Older note.', { id: salesId, name: 'asha@filingbridge.in' }, t.clock.now());
    await t.office.updateUser(salesId, { name: 'Asha M. Menon' }, t.clock.now());
    const events = (await call(t.app, sales, 'GET', `/admin/api/leads/${leadId}`)).json().events;
    expect(events.map((e: { actorName: string }) => e.actorName)).toEqual(['Asha M. Menon', 'Asha M. Menon', 'Asha M. Menon', 'Asha M. Menon']);
    await t.office.updateUser(salesId, { name: 'Asha Menon' }, t.clock.now());
  });

  it("exports the current filter: CSV in the inbox's words and India time, with the notes, safe for spreadsheets; and JSON", async () => {
    const csv = await call(t.app, sales, 'GET', '/admin/api/leads/export?format=csv&status=contacted');
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toMatch(/^attachment; filename="leads-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(csv.body.startsWith('\ufeff')).toBe(true);
    expect(csv.body.endsWith('\r\n')).toBe(true);
    // Records end in CRLF; a note's own line breaks are LF inside its quoted cell.
    const lines = csv.body.slice(1).split('\r\n').filter(Boolean);
    const { createdAt } = (await call(t.app, sales, 'GET', `/admin/api/leads/${leadId}`)).json().lead;
    const ist = (at: string) => new Date(Date.parse(at) + 5.5 * 3_600_000).toISOString().slice(0, 16).replace('T', ' ');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toBe(
      '"Received (IST)","Form","Status","Assigned to","Sent from","Language","Suspected spam","Payment","UTR","First name","Last name","Company name","E-mail address","Phone number","Industry","Company size","Message","Notes","Lead id"',
    );
    // When in India time (UTC+05:30). The company that looks like a formula keeps the guard's quote;
    // the phone number is text a spreadsheet shows as typed.
    expect(lines[1]).toContain(
      `"${ist(createdAt)}","Partnership request","Contacted","Asha Menon","/about","English (en)","No","","","Asha","Raman","'=HYPERLINK(""http://evil.example"",""x"")","${VALID_PARTNERSHIP.email}","(+91) 98765 43210",`,
    );
    expect(lines[1]).toContain(`"2026-11-25 15:30 Asha Menon: Called at 4 pm.\nSends documents tomorrow.\n\n2026-11-25 15:30 Asha Menon: Older note.","${leadId}"`);
    const json = await call(t.app, sales, 'GET', '/admin/api/leads/export?format=json');
    expect(json.json().map((l: { id: string }) => l.id)).toHaveLength(2);
    expect((await call(t.app, sales, 'GET', '/admin/api/leads/export?format=xlsx')).json().fields).toEqual({ format: 'Format must be one of: csv, json.' });
  });

  it('keeps the formula guard on every cell; a phone number with a country code is written so it starts no formula', () => {
    // Plain text in Excel, LibreOffice and Google Sheets alike: no leading + or =, no quote shown.
    expect(spreadsheetCell('+91 98765 43210')).toBe('"(+91) 98765 43210"');
    expect(spreadsheetCell('+1-415-555-0100')).toBe('"(+1) 415-555-0100"');
    expect(spreadsheetCell('080-4000 1234')).toBe('"080-4000 1234"');
    expect(spreadsheetCell('98765 43210')).toBe('"98765 43210"');
    // Digits alone — a payment's UTR, a phone typed without spaces — stay text with every digit and a leading 0.
    expect(spreadsheetCell('412345678901')).toBe('"=""412345678901"""');
    expect(spreadsheetCell('09876543210')).toBe('"=""09876543210"""');
    expect(spreadsheetCell('2026')).toBe('"2026"');
    // A + number whose code is not set apart, and anything that is not only a phone number, keep the guard's quote.
    expect(spreadsheetCell('+919876543210')).toBe(`"'+919876543210"`);
    expect(spreadsheetCell('+1')).toBe(`"'+1"`);
    for (const formula of ['=1+1', '=HYPERLINK("http://evil.example","x")', '+91 98765 43210+HYPERLINK("x")', '-2+3', '@SUM(A1)', '\t=1', ' =1', '+91"&A1&"', '+91 1234567=1'])
      expect(spreadsheetCell(formula), formula).toMatch(/^"'/);
    for (const cell of ['+91 98765 43210', '=HYPERLINK("x")', '+1-415-555-0100', '080-4000 1234']) expect(spreadsheetCell(cell), cell).not.toMatch(/^"[=+\-@]/);
    expect(spreadsheetCell('Rao Foods')).toBe('"Rao Foods"');
  });

  it('erases a person only when confirmed, with their history', async () => {
    expect((await call(t.app, sales, 'POST', `/admin/api/leads/${leadId}/erase`, {})).json().fields).toEqual({
      confirm: 'Tick the box to confirm: erased data cannot be brought back.',
    });
    const erased = await call(t.app, sales, 'POST', `/admin/api/leads/${leadId}/erase`, { confirm: true });
    expect(erased.json()).toEqual({ erased: 1, message: 'Erased 1 lead and their history.' });
    expect((await call(t.app, sales, 'GET', `/admin/api/leads/${leadId}`)).statusCode).toBe(404);
    expect(await t.office.leadEvents(leadId)).toEqual([]);
  });

  it('keeps every view, change, export and erasure in the audit log, with who and from where', async () => {
    const { entries } = await t.office.listAudit({ offset: 0, limit: 50 });
    const mine = entries.filter((e) => e.actor === 'asha@filingbridge.in').map((e) => e.action);
    expect(mine.reverse()).toEqual([
      'sign-in',
      'lead.viewed',
      'lead.viewed',
      'lead.status',
      'lead.assigned',
      'lead.note',
      'lead.viewed',
      'leads.exported',
      'lead.viewed',
      'leads.exported',
      'leads.erased',
    ]);
    const erasure = entries.find((e) => e.action === 'leads.erased')!;
    expect(erasure).toMatchObject({ target: leadId, detail: { count: 1, ids: [leadId] }, ip: '127.0.0.1', actorId: salesId });
    expect(JSON.stringify(entries)).not.toContain(VALID_PARTNERSHIP.email); // no personal data kept about the erased person
    // Asha assigned the lead to herself: the log says she took it (not "Assigned a lead to Asha Menon").
    const admin = await seedUser(t.office, t.clock, { email: 'lead-admin@filingbridge.in', name: 'Lead Admin', role: 'admin', totp: true });
    const adminSession = await signIn(t.app, admin.email, { totpSecret: admin.totpSecret, clock: t.clock });
    const lines = (await call(t.app, adminSession, 'GET', '/admin/api/audit?action=lead.assigned')).json().entries;
    expect(lines.map((l: { who: string; what: string }) => `${l.who}: ${l.what}`)).toEqual(['Asha Menon: Took a lead (since erased)']);
  });
});
