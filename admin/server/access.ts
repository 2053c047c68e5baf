// Who may do what: one table, role → permissions. Every admin route names what it needs in its
// route options (`config.access`), the plugin checks it on the server before the handler runs, and a
// route that names nothing is refused at start (admin/server/plugin.ts). The app hides what a role
// cannot use, but that is only convenience: this table decides.
import type { Role } from '../../server/db/back-office.ts';

export const PERMISSIONS = {
  /** See the leads inbox and a lead's details. */
  'leads.read': ['sales', 'admin'],
  /** Change a lead's status or assignee, add notes. */
  'leads.update': ['sales', 'admin'],
  /** Download the current filter as CSV or JSON. */
  'leads.export': ['sales', 'admin'],
  /** Erase a person's data (DPDP Act). */
  'leads.erase': ['sales', 'admin'],
  /** Invite people, change roles, disable accounts, send password links. */
  'users.manage': ['admin'],
  /** Read the audit log. */
  'audit.read': ['admin'],
  /** See and test the e-mail settings. */
  'settings.manage': ['admin'],
  /** Edit drafts of the site's content. */
  'content.edit': ['editor', 'publisher', 'admin'],
  /** Publish drafts and roll back to earlier versions. */
  'content.publish': ['publisher', 'admin'],
  /** See what visitors searched the site for and did not find (sales: what to offer; publishers: what to write). */
  'searches.read': ['sales', 'publisher', 'admin'],
} as const satisfies Record<string, readonly Role[]>;

export type Permission = keyof typeof PERMISSIONS;

/**
 * What a route needs:
 * - 'public': nobody signed in (sign-in, password links);
 * - 'pending': a session at any stage (the second factor, enrolment, sign out);
 * - 'signed-in': a fully signed-in session, any role (own account);
 * - a permission: a fully signed-in session whose role has it.
 */
export type Access = 'public' | 'pending' | 'signed-in' | Permission;

export function can(role: Role, permission: Permission): boolean {
  return (PERMISSIONS[permission] as readonly Role[]).includes(role);
}

export function permissionsOf(role: Role): Permission[] {
  return (Object.keys(PERMISSIONS) as Permission[]).filter((p) => can(role, p));
}

export const ROLE_LABELS: Record<Role, string> = {
  sales: 'Sales — the leads inbox',
  editor: 'Editor — edits drafts of the site',
  publisher: 'Publisher — edits and publishes the site',
  admin: 'Administrator — everything, and the people who use the back office',
};
