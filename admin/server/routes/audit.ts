// The audit log, for administrators: newest first, paged, optionally one kind of action. Each entry
// comes with what happened in words ("Published the site: Page gst", "Saved a draft of Menus"), who did
// it by name (as the person is called now) and, for a lead, which lead — the store keeps ids and
// e-mail addresses, which stay the record; these words are only how it reads.
import type { FastifyInstance } from 'fastify';
import type { AuditEntry, User } from '../../../server/db/back-office.ts';
import type { AdminContext } from '../context.ts';
import { Reader } from '../input.ts';
import { query, text } from '../route-schemas.ts';
import { fileNameInWords } from '../history/changes.ts';
import { formatIst } from '../publish/ist.ts';

export const AUDIT_PAGE_SIZE = 50;

/** Every action the server and `npm run admin` record (admin/server/routes/*, admin/cli/admin.ts), in words: the log's filter lists these. */
export const ACTION_WORDS: Record<string, string> = {
  'sign-in': 'Signed in',
  'sign-in.failed': 'Sign-in failed',
  'sign-in.recovery-code': 'Signed in with a recovery code',
  'sign-out': 'Signed out',
  'sign-out.everywhere': 'Signed out everywhere',
  'password-reset.requested': 'Asked for a password link',
  'current-password.failed': 'Typed a wrong current password',
  'current-code.failed': 'Typed a wrong second-factor code',
  'user.invited': 'Invited a user',
  'user.changed': 'Changed a user',
  'user.disabled': 'Disabled a user',
  'user.enabled': 'Enabled a user',
  'user.password-link': 'Made a password link',
  'user.password-set': 'Set a password from a link',
  'user.password-changed': 'Changed their password',
  'user.totp-on': 'Turned the second factor on',
  'user.totp-off': 'Turned the second factor off',
  'user.totp-reset': 'Reset a colleague’s second factor',
  'lead.viewed': 'Opened a lead',
  'lead.status': 'Changed a lead’s status',
  'lead.assigned': 'Assigned a lead',
  'lead.note': 'Added a note to a lead',
  'lead.not-spam': 'Marked a lead as not spam',
  'lead.payment-received': 'Marked a quote’s payment received',
  'leads.exported': 'Exported leads',
  'leads.erased': 'Erased a person’s data',
  'draft.save': 'Saved a draft',
  'draft.delete-page': 'Deleted a page in a draft',
  'draft.discard': 'Discarded a draft',
  'draft.review-requested': 'Asked for review',
  'draft.take-over': 'Took over a page someone else had open',
  'site.publish': 'Published the site',
  'site.restore': 'Restored an earlier version of the site',
  'site.undo': 'Undid the change of one version',
  'site.schedule': 'Scheduled a publish',
  'site.schedule.cancel': 'Cancelled a scheduled publish',
  'picture.upload': 'Uploaded a picture',
  'settings.mail-test': 'Sent a test e-mail',
  'settings.mail': 'Set up the new-lead e-mail',
  'settings.mail-off': 'Switched off the new-lead e-mail',
};

const STATUS_WORDS: Record<string, string> = { new: 'New', contacted: 'Contacted', qualified: 'Qualified', won: 'Won', lost: 'Lost' };
const ROLE_WORDS: Record<string, string> = { sales: 'Sales', editor: 'Editor', publisher: 'Publisher', admin: 'Administrator' };

/** An entry as the log shows it. */
export interface AuditLine extends AuditEntry {
  /** The person by name ("Asha Rao"), or what the store recorded when it is nobody's account ("command line", an address typed at sign-in). */
  who: string;
  /** What happened, in words. */
  what: string;
  /** The lead it was about: its name while it exists; null once erased. */
  lead?: { id: string; name: string } | null;
}

const listOf = (files: unknown): string => (Array.isArray(files) && files.length ? files.map((f) => fileNameInWords(String(f))).join(', ') : '');

/**
 * A lead's new assignee in words (`to`, `from`: e-mail addresses or null; `from` is absent in entries
 * written before it was kept): what someone did about themselves reads as that ("Took a lead"), others by name.
 */
export function assignedWords(to: unknown, from: unknown, actorEmail: string, person: (email: unknown) => string): string {
  const mine = (email: unknown) => typeof email === 'string' && email.toLowerCase() === actorEmail.toLowerCase();
  if (to) {
    if (mine(to)) return from && !mine(from) ? `Took a lead over from ${person(from)}` : 'Took a lead';
    if (mine(from)) return `Handed a lead on to ${person(to)}`;
    return `Assigned a lead to ${person(to)}`;
  }
  if (mine(from)) return 'Gave a lead up (now assigned to nobody)';
  if (from) return `Took a lead away from ${person(from)} (now assigned to nobody)`;
  return 'Took a lead away from everyone (assigned to nobody)';
}

export function registerAuditRoutes(app: FastifyInstance, ctx: AdminContext) {
  /** The lead's name as the inbox shows it, or null when it no longer exists. */
  async function leadName(id: string): Promise<string | null> {
    const lead = await ctx.office.inboxLead(id);
    if (!lead) return null;
    const text = (k: string) => (typeof lead.payload[k] === 'string' ? (lead.payload[k] as string) : '');
    return [text('firstName'), text('lastName')].filter(Boolean).join(' ') || text('name') || text('email') || text('company') || 'a lead without a name';
  }

  async function describe(entry: AuditEntry, byId: Map<string, User>, byEmail: Map<string, User>, leads: Map<string, Promise<string | null>>): Promise<AuditLine> {
    const who = (entry.actorId && byId.get(entry.actorId)?.name) || byEmail.get(entry.actor.toLowerCase())?.name || entry.actor;
    // A person named by e-mail address: their name while they have an account, else the address as typed.
    const person = (email: unknown) => (typeof email === 'string' ? (byEmail.get(email.toLowerCase())?.name ?? email) : 'someone');
    const d = entry.detail ?? {};
    const base = ACTION_WORDS[entry.action] ?? entry.action;
    const target = entry.target ?? '';
    let what = base;
    let lead: AuditLine['lead'];
    switch (entry.action) {
      case 'sign-in.failed':
        what = `Sign-in failed for ${person(target)}${d.step === 'code' ? ' (wrong second-factor code)' : ''}`;
        break;
      case 'password-reset.requested':
        what = `Asked for a password link for ${person(target)}`;
        break;
      case 'user.invited':
        what = `Invited ${person(target)}${typeof d.role === 'string' ? ` as ${ROLE_WORDS[d.role] ?? d.role}` : ''}`;
        break;
      case 'user.changed': {
        const role = d.role as { from?: string; to?: string } | undefined;
        const parts = [
          typeof d.name === 'string' ? `name to ${d.name}` : '',
          role?.to ? `role from ${ROLE_WORDS[role.from ?? ''] ?? role.from} to ${ROLE_WORDS[role.to] ?? role.to}` : '',
        ].filter(Boolean);
        what = `Changed ${person(target)}${parts.length ? `: ${parts.join(', ')}` : ''}`;
        break;
      }
      case 'user.disabled':
        what = `Disabled ${person(target)}`;
        break;
      case 'user.enabled':
        what = `Enabled ${person(target)}`;
        break;
      case 'user.password-link':
        what = `Made a password link for ${person(target)}`;
        break;
      case 'lead.status':
        what = `Changed a lead’s status from ${STATUS_WORDS[String(d.from)] ?? d.from} to ${STATUS_WORDS[String(d.to)] ?? d.to}`;
        break;
      case 'lead.assigned':
        what = assignedWords(d.to, d.from, (entry.actorId && byId.get(entry.actorId)?.email) || entry.actor.toLowerCase(), person);
        break;
      case 'leads.exported':
        what = `Exported ${Number(d.count ?? 0).toLocaleString('en-IN')} lead${d.count === 1 ? '' : 's'}${typeof d.format === 'string' ? ` as ${d.format.toUpperCase()}` : ''}`;
        break;
      case 'leads.erased':
        what = `Erased a person’s data (${Number(d.count ?? 0).toLocaleString('en-IN')} lead${d.count === 1 ? '' : 's'})`;
        break;
      case 'draft.save':
        what = `Saved a draft of ${listOf(target.split(', '))}`;
        break;
      case 'draft.delete-page':
        what = `Deleted ${listOf(target.split(', '))} in a draft`;
        break;
      case 'draft.discard':
        what = `Discarded the draft of ${listOf(target.split(', '))}`;
        break;
      case 'draft.review-requested':
        what = `Asked for review of ${listOf(target.split(', '))}`;
        break;
      case 'site.publish':
        what = `Published the site${listOf(d.files) ? `: ${listOf(d.files)}` : ''}`;
        break;
      case 'site.restore':
        what = `Restored an earlier version of the site${typeof d.version === 'string' ? ` (version ${d.version.slice(0, 7)})` : ''}`;
        break;
      case 'site.schedule':
        what = `Scheduled a publish${listOf(d.files) ? ` of ${listOf(d.files)}` : ''}${typeof d.at === 'number' ? ` for ${formatIst(d.at)}` : ''}`;
        break;
      case 'picture.upload':
        what = `Uploaded a picture${target ? `: ${target}` : ''}`;
        break;
      case 'settings.mail-test':
        what = d.ok === false ? 'Sent a test e-mail (it failed)' : 'Sent a test e-mail';
        break;
      case 'settings.mail':
        what = `Set up the new-lead e-mail: ${typeof d.host === 'string' ? d.host : 'a mail server'}${Array.isArray(d.to) && d.to.length ? `, sent to ${d.to.join(', ')}` : ''}${d.password === 'changed' ? ' (password changed)' : ''}`;
        break;
    }
    if (/^lead\.(viewed|status|assigned|note|not-spam)$/.test(entry.action) && target) {
      if (!leads.has(target)) leads.set(target, leadName(target));
      const name = await leads.get(target)!;
      lead = name === null ? null : { id: target, name };
      if (name === null) what += ' (since erased)';
    }
    return { ...entry, who, what, ...(lead !== undefined ? { lead } : {}) };
  }

  app.get('/admin/api/audit', { config: { access: 'audit.read' }, schema: { querystring: query({ page: text(12), action: text(120) }) } }, async (request) => {
    const input = new Reader(request.query);
    const page = input.wholeNumber('page', 'Page', 1, 1_000_000, 1);
    const action = input.text('action', 'Action', { max: 60 });
    input.done();
    const { entries, total } = await ctx.office.listAudit({ offset: (page - 1) * AUDIT_PAGE_SIZE, limit: AUDIT_PAGE_SIZE, action });
    const users = await ctx.office.listUsers();
    const byId = new Map(users.map((u) => [u.id, u]));
    const byEmail = new Map(users.map((u) => [u.email, u]));
    const leads = new Map<string, Promise<string | null>>();
    const lines = await Promise.all(entries.map((e) => describe(e, byId, byEmail, leads)));
    return { entries: lines, total, page, pageSize: AUDIT_PAGE_SIZE, actions: ACTION_WORDS };
  });
}
