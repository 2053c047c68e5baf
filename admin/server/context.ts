// What every admin route gets: the stores, the mailer, the clock, and the audit log writer.
import type { FastifyRequest } from 'fastify';
import type { ServerConfig } from '../../server/config.ts';
import type { BackOfficeStore, Session, User } from '../../server/db/back-office.ts';
import type { LeadStore } from '../../server/db/store.ts';
import type { Mailer } from '../../server/mail.ts';
import type { MailSwitch } from '../../server/mail-settings.ts';
import type { LiveSite } from '../../server/live-site.ts';
import type { ContentStore } from '../../server/db/content-store.ts';
import type { Publisher } from './publish/publisher.ts';
import type { PublishingService } from './publish/service.ts';
import type { Access } from './access.ts';

export interface AdminContext {
  config: ServerConfig;
  store: LeadStore;
  office: BackOfficeStore;
  /** The mail server in use, or undefined while none is set (follows the settings page). */
  readonly mailer: Mailer | undefined;
  /** The mail server's settings: the environment's, or those set on the settings page. */
  mail: MailSwitch;
  now(): number;
  /** The site being served (server/live-site.ts): publishing replaces its release. */
  live: LiveSite | undefined;
  /** Drafts, leases, the schedule (absent: editing and publishing answer 503). */
  content: ContentStore | undefined;
  /** Publishes to git and the served site (absent without a content store or a served site). */
  publisher: Publisher | undefined;
  /** Schedules, the remote, the other instances (admin/server/publish/service.ts). */
  publishing?: PublishingService;
  /** The site's name (site.json brand), for e-mails and the authenticator app. */
  siteName: string;
  /** Appends to the audit log: who (the signed-in user, or `actor`), what, from which address. */
  audit(
    request: FastifyRequest | null,
    entry: { action: string; target?: string | null; detail?: Record<string, unknown> | null; actor?: { id: string | null; name: string } },
  ): Promise<void>;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call this admin route (admin/server/access.ts); required on every admin route. */
    access?: Access;
    /** A field's own sentence when the route's JSON Schema refuses it (admin/server/input.ts `schemaFields`). */
    messages?: Record<string, string>;
  }
  interface FastifyRequest {
    /** The signed-in person of an admin request (set by the access check). */
    admin: { session: Session; user: User } | null;
  }
}

/** The signed-in user of a route that requires one (the access check has run). */
export function signedIn(request: FastifyRequest): { session: Session; user: User } {
  if (!request.admin) throw new Error('admin route without a session check');
  return request.admin;
}
