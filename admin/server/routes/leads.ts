// The leads inbox: newest first, paged; search and filters; a lead's every field, where it came
// from and when; status, assignee and notes, each recorded with who and when; export of the current
// filter (the CLI's safe CSV, or JSON); erasing a person's data (DPDP Act). Views, exports, changes
// and erasures go into the audit log.
import { ENGLISH_ONLY } from '../../../server/form-language.ts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { LEAD_STATUSES, PAYMENT_STATES, type InboxFilter, type InboxLead, type LeadEvent, type LeadStatus, type PaymentState } from '../../../server/db/back-office.ts';
import { formLabels, leadFields } from '../../../server/form-labels.ts';
import { FORM_NAMES } from '../../../engine/forms.ts';
import { toJson, toSpreadsheetCsv } from '../../../server/cli/export-format.ts';
import type { AdminContext } from '../context.ts';
import { signedIn } from '../context.ts';
import { Reader } from '../input.ts';
import { body, flag, noBody, params, query, text, typed } from '../route-schemas.ts';
import { can } from '../access.ts';
import { erasuresFor } from '../../../server/erasures.ts';

export const PAGE_SIZE = 25;
/** The most rows one export holds. */
export const EXPORT_LIMIT = 100_000;
const IST_OFFSET_MS = 5.5 * 3_600_000;
/** The status as the inbox shows it (admin/app/src/office/parts.tsx STATUS_LABELS). */
const STATUS_WORDS: Record<LeadStatus, string> = { new: 'New', contacted: 'Contacted', qualified: 'Qualified', won: 'Won', lost: 'Lost' };
/** A quote's payment as the inbox shows it (admin/app/src/office/parts.tsx PAYMENT_LABELS). */
export const PAYMENT_WORDS: Record<PaymentState, string> = { awaiting: 'Awaiting payment', claimed: 'Payment claimed', received: 'Payment received' };

/** An instant in India time to the minute, as spreadsheets read a date and time: "2026-11-28 09:24". */
export function istMinute(at: number): string {
  const t = new Date(at + IST_OFFSET_MS).toISOString();
  return `${t.slice(0, 10)} ${t.slice(11, 16)}`;
}

/** A calendar day in India → the UTC instant it starts. */
function istDayStart(day: string, plusDays = 0): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) - IST_OFFSET_MS + plusDays * 86_400_000).toISOString();
}

/**
 * The filter of a query string: ?q=&form=&service=&language=&status=&payment=&assignee=&from=YYYY-MM-DD&to=YYYY-MM-DD (days in
 * IST, both inclusive). `languages`: the site's language codes (a lead's language is one of them).
 */
export function readFilter(query: unknown, languages: readonly string[] = ['en']): { filter: InboxFilter; page: number } {
  const input = new Reader(query);
  const q = input.text('q', 'Search', { max: 200 });
  const form = input.text('form', 'Form', { max: 100 });
  const service = input.text('service', 'Service', { max: 200 });
  const language = input.oneOf('language', 'Language', languages);
  const status = input.oneOf('status', 'Status', LEAD_STATUSES);
  const payment = input.oneOf('payment', 'Payment', PAYMENT_STATES);
  const assignee = input.text('assignee', 'Assigned to', { max: 100 });
  const from = input.date('from', 'From');
  const to = input.date('to', 'To');
  const page = input.wholeNumber('page', 'Page', 1, 100_000, 1);
  if (from && to && from > to) input.problem('to', 'To must be on or after From.');
  input.done();
  return {
    filter: { q, form, service, language, status, payment, assignee, from: from ? istDayStart(from) : undefined, to: to ? istDayStart(to, 1) : undefined },
    page,
  };
}

/** The inbox's filter in the address (each field worded by readFilter). */
const FILTER = query({
  q: text(400),
  form: text(200),
  service: text(400),
  language: { ...text(3), pattern: '^[a-z]{2,3}$' },
  status: text(40),
  payment: text(40),
  assignee: text(200),
  from: text(20),
  to: text(20),
  page: text(12),
});

/** The export's query: the inbox's filter without its page (an export is every page; Fastify drops the field), and the format. */
const { page: _page, ...FILTER_FIELDS } = FILTER.properties;
const EXPORT_QUERY = query({ ...FILTER_FIELDS, format: text(10) });

export function registerLeadRoutes(server: FastifyInstance, ctx: AdminContext) {
  const app = typed(server);
  /** The site's languages as the live build has them (site.json "languages"): codes and names. */
  const siteLanguages = () => (ctx.live?.current.formWords ?? ENGLISH_ONLY).languages;
  const languageName = (code: string | null) => (code ? (siteLanguages().find((l) => l.code === code)?.name ?? code) : null);
  // The services leads name, for the filter list: read at most every 30 seconds (a distinct over every lead).
  let serviceList: { at: number; list: Promise<string[]> } | undefined;
  function services() {
    if (!serviceList || Date.now() - serviceList.at > 30_000) serviceList = { at: Date.now(), list: ctx.office.inboxChoices().then((c) => c.services) };
    return serviceList.list.catch((error: unknown) => {
      serviceList = undefined;
      throw error;
    });
  }
  async function assignees() {
    return (await ctx.office.listUsers()).filter((u) => u.status === 'active' && can(u.role, 'leads.read')).map((u) => ({ id: u.id, name: u.name, email: u.email }));
  }
  function summary(lead: InboxLead) {
    const p = lead.payload;
    const text = (k: string) => (typeof p[k] === 'string' ? (p[k] as string) : '');
    return {
      id: lead.id,
      createdAt: lead.createdAt,
      form: lead.form,
      formTitle: formLabels(lead.form).title,
      name: [text('firstName'), text('lastName')].filter(Boolean).join(' ') || text('name'),
      email: text('email'),
      phone: text('phone'),
      company: text('company'),
      service: text('service'),
      /** The language the form was sent in ("hi") and its name ("हिन्दी"); null for leads from before languages. */
      language: lead.language,
      languageName: languageName(lead.language),
      status: lead.status,
      assignee: lead.assignee,
      suspectedSpam: lead.suspectedSpam,
      payment: lead.payment,
      utr: lead.utr,
    };
  }
  /** The history with each colleague by their name as it is now (events keep the name they were written with, an e-mail address in older ones). */
  async function eventsOf(id: string): Promise<LeadEvent[]> {
    const events = await ctx.office.leadEvents(id);
    const names = new Map((await ctx.office.listUsers()).map((u) => [u.id, u.name]));
    return events.map((e) => ({ ...e, actorName: (e.actorId && names.get(e.actorId)) || e.actorName }));
  }
  /**
   * The CSV export in the inbox's words, for a spreadsheet: when in India time ("2026-11-28 09:24", the
   * header says IST), the form's title, status and the colleague by name, the page, then every field
   * under the label the lead view gives it (the union over the exported forms, in the order met), the
   * notes with who and when, and the lead's id last (to find it again).
   */
  async function inboxRows(leads: InboxLead[]): Promise<unknown[][]> {
    const names = new Map((await ctx.office.listUsers()).map((u) => [u.id, u.name]));
    const labelled = leads.map((l) => new Map(leadFields(l.form, l.payload, ctx.config.publicUrl).map(([label, text, href]) => [label, href ?? text])));
    const labels = [...new Set(labelled.flatMap((fields) => [...fields.keys()]))];
    // The notes, a few leads at a time (one query per lead; an export is rare and at most EXPORT_LIMIT leads).
    const notes: string[] = [];
    for (let i = 0; i < leads.length; i += 16) {
      const batch = await Promise.all(leads.slice(i, i + 16).map((l) => ctx.office.leadEvents(l.id)));
      for (const events of batch) {
        notes.push(
          events
            .filter((e) => e.kind === 'note' && e.to)
            .map((e) => `${istMinute(e.at)} ${(e.actorId && names.get(e.actorId)) || e.actorName}: ${e.to}`)
            .join('\n\n'),
        );
      }
    }
    const header = ['Received (IST)', 'Form', 'Status', 'Assigned to', 'Sent from', 'Language', 'Suspected spam', 'Payment', 'UTR', ...labels, 'Notes', 'Lead id'];
    const rows = leads.map((l, i) => [
      istMinute(Date.parse(l.createdAt)),
      formLabels(l.form).title,
      STATUS_WORDS[l.status],
      l.assignee ? (names.get(l.assignee) ?? 'someone no longer in the list') : '',
      l.page ?? '',
      l.language ? `${languageName(l.language)} (${l.language})` : '',
      l.suspectedSpam ? 'Yes' : 'No',
      l.payment ? PAYMENT_WORDS[l.payment] : '',
      l.utr ?? '',
      ...labels.map((label) => labelled[i]!.get(label) ?? ''),
      notes[i],
      l.id,
    ]);
    return [header, ...rows];
  }
  async function leadOr404(id: string, reply: FastifyReply): Promise<InboxLead | undefined> {
    const lead = await ctx.office.inboxLead(id);
    if (!lead) reply.code(404).send({ error: 'not_found', message: 'This lead does not exist (it may have been erased).' });
    return lead ?? undefined;
  }

  app.get('/admin/api/leads', { config: { access: 'leads.read' }, schema: { querystring: FILTER } }, async (request) => {
    const { filter, page } = readFilter(
      request.query,
      siteLanguages().map((l) => l.code),
    );
    const { leads, total } = await ctx.office.listInbox(filter, { offset: (page - 1) * PAGE_SIZE, limit: PAGE_SIZE });
    return {
      leads: leads.map(summary),
      total,
      page,
      pageSize: PAGE_SIZE,
      choices: { forms: FORM_NAMES.map((form) => ({ form, title: formLabels(form).title })), services: await services(), languages: siteLanguages() },
      assignees: await assignees(),
    };
  });

  app.get('/admin/api/leads/export', { config: { access: 'leads.export' }, schema: { querystring: EXPORT_QUERY } }, async (request, reply) => {
    const { filter } = readFilter(
      request.query,
      siteLanguages().map((l) => l.code),
    );
    const input = new Reader(request.query);
    const format = input.oneOf('format', 'Format', ['csv', 'json'] as const, { required: true });
    input.done();
    const { leads } = await ctx.office.listInbox(filter, { offset: 0, limit: EXPORT_LIMIT });
    const names = new Map((await ctx.office.listUsers()).map((u) => [u.id, u.email]));
    const day = new Date(ctx.now()).toISOString().slice(0, 10);
    await ctx.audit(request, { action: 'leads.exported', detail: { format, count: leads.length, filter: { ...filter, q: filter.q ? '(search)' : undefined } } });
    reply.header('content-disposition', `attachment; filename="leads-${day}.${format}"`);
    if (format === 'json') {
      return reply.type('application/json; charset=utf-8').send(toJson(leads.map((l) => ({ ...l, assignee: l.assignee ? (names.get(l.assignee) ?? l.assignee) : null }))));
    }
    const csv = toSpreadsheetCsv(await inboxRows(leads));
    return reply.type('text/csv; charset=utf-8').send(csv);
  });

  app.get('/admin/api/leads/:id', { config: { access: 'leads.read' }, schema: { params: params('id'), querystring: query({}) } }, async (request, reply) => {
    const lead = await leadOr404(request.params.id, reply);
    if (!lead) return reply;
    await ctx.audit(request, { action: 'lead.viewed', target: lead.id });
    return {
      lead: {
        ...summary(lead),
        page: lead.page,
        pageUrl: lead.page ? `${ctx.config.publicUrl}${lead.page}` : null,
        fillMs: lead.fillMs,
        fields: leadFields(lead.form, lead.payload, ctx.config.publicUrl),
      },
      events: await eventsOf(lead.id),
      assignees: await assignees(),
      canUpdate: can(signedIn(request).user.role, 'leads.update'),
      canErase: can(signedIn(request).user.role, 'leads.erase'),
      samePerson: summary(lead).email ? (await ctx.store.findByEmail(summary(lead).email)).length : 1,
    };
  });

  app.patch(
    '/admin/api/leads/:id',
    { config: { access: 'leads.update' }, schema: { params: params('id'), body: body({ status: text(40), assignee: text(200), notSpam: flag }) } },
    async (request, reply) => {
      const input = new Reader(request.body);
      const status = input.oneOf('status', 'Status', LEAD_STATUSES);
      const body = (request.body ?? {}) as Record<string, unknown>;
      const assignee = body.assignee === null ? null : input.text('assignee', 'Assigned to', { max: 100 });
      // Only the JSON value true clears the mark (no text, no coercion).
      if (body.notSpam !== undefined && body.notSpam !== true) input.problem('notSpam', 'Send notSpam: true to clear the "Suspected spam" mark.');
      const notSpam = body.notSpam === true ? (true as const) : undefined;
      if (status === undefined && assignee === undefined && body.notSpam === undefined) input.problem('status', 'Send a new status or a new assignee.');
      if (assignee && !(await assignees()).some((a) => a.id === assignee))
        input.problem('assignee', 'Choose someone from the list: only active sales staff and administrators can be assigned leads.');
      input.done();
      const lead = await leadOr404(request.params.id, reply);
      if (!lead) return reply;
      const { user } = signedIn(request);
      await ctx.office.updateLead(lead.id, { status, assignee, notSpam }, { id: user.id, name: user.name }, ctx.now());
      if (notSpam && lead.suspectedSpam) await ctx.audit(request, { action: 'lead.not-spam', target: lead.id });
      if (status !== undefined && status !== lead.status) await ctx.audit(request, { action: 'lead.status', target: lead.id, detail: { from: lead.status, to: status } });
      if (assignee !== undefined && assignee !== lead.assignee) {
        const emailOf = async (id: string | null) => (id === null ? null : ((await ctx.office.userById(id))?.email ?? id));
        await ctx.audit(request, { action: 'lead.assigned', target: lead.id, detail: { to: await emailOf(assignee), from: await emailOf(lead.assignee) } });
      }
      return { lead: summary((await ctx.office.inboxLead(lead.id))!), events: await eventsOf(lead.id) };
    },
  );

  app.post('/admin/api/leads/:id/notes', { config: { access: 'leads.update' }, schema: { params: params('id'), body: body({ note: text(10_000) }) } }, async (request, reply) => {
    const input = new Reader(request.body);
    const note = input.text('note', 'Note', { required: true, max: 5000, multiline: true });
    input.done();
    const lead = await leadOr404(request.params.id, reply);
    if (!lead) return reply;
    const { user } = signedIn(request);
    await ctx.office.addLeadNote(lead.id, note!, { id: user.id, name: user.name }, ctx.now());
    await ctx.audit(request, { action: 'lead.note', target: lead.id });
    return reply.code(201).send({ events: await eventsOf(lead.id) });
  });

  // Sales saw a quote's UPI payment in the bank: the lead's payment becomes "received" (its history and the audit log say who and when).
  app.post('/admin/api/leads/:id/payment-received', { config: { access: 'leads.update' }, schema: { params: params('id'), body: noBody } }, async (request, reply) => {
    const lead = await leadOr404(request.params.id, reply);
    if (!lead) return reply;
    const { user } = signedIn(request);
    if (!(await ctx.office.markPaymentReceived(lead.id, { id: user.id, name: user.name }, ctx.now()))) {
      return reply.code(409).send({
        error: 'no_payment',
        message: lead.payment === 'received' ? 'This payment is already marked received.' : 'This lead is not a quote waiting for a payment.',
      });
    }
    await ctx.audit(request, { action: 'lead.payment-received', target: lead.id, detail: { utr: lead.utr } });
    return { lead: summary((await ctx.office.inboxLead(lead.id))!), events: await eventsOf(lead.id) };
  });

  app.post('/admin/api/leads/:id/erase', { config: { access: 'leads.erase' }, schema: { params: params('id'), body: body({ confirm: flag }) } }, async (request, reply) => {
    const body = (request.body ?? {}) as Record<string, unknown>;
    if (body.confirm !== true)
      return reply.code(400).send({ error: 'validation', message: 'Confirm the erasure.', fields: { confirm: 'Tick the box to confirm: erased data cannot be brought back.' } });
    const lead = await leadOr404(request.params.id, reply);
    if (!lead) return reply;
    const email = summary(lead).email;
    // First into the erasure log (outside the store and every backup), so a restore erases them again.
    try {
      await erasuresFor(ctx.store, ctx.config.dataDir).record({ email, leadIds: email ? (await ctx.store.findByEmail(email)).map((l) => l.id) : [lead.id] });
    } catch (error) {
      request.log.error({ err: error }, 'the erasure log could not be written');
      return reply.code(503).send({
        error: 'erasure_log_unavailable',
        message: 'Nothing was erased: the erasure log, which keeps erased people out of restored backups, could not be written. Tell the administrator.',
      });
    }
    // Everything held about the person: every lead with this e-mail address (or this lead alone when it has none).
    let ids: string[];
    if (email) {
      const erased = await ctx.store.eraseByEmail(email);
      ids = erased.leads.map((l) => l.id);
    } else {
      await ctx.office.eraseLeads([lead.id]);
      ids = [lead.id];
    }
    await ctx.audit(request, { action: 'leads.erased', target: lead.id, detail: { count: ids.length, ids } });
    return { erased: ids.length, message: `Erased ${ids.length} lead${ids.length === 1 ? '' : 's'} and their history.` };
  });

  app.get('/admin/api/assignees', { config: { access: 'leads.read' }, schema: { querystring: query({}) } }, async () => ({ assignees: await assignees() }));
}
