// Who is signed in, what their role may do (the server's `permissions`, from admin/server/access.ts),
// and the sections of the back office that follows from it. The server checks every request again:
// hiding a section is only a convenience.
import { createContext, useContext } from 'react';
import type { Permission } from '../../../server/access.ts';
import type { Role } from '../../../../server/db/back-office.ts';

export interface SessionInfo {
  stage: 'second-factor' | 'enrol' | 'active';
  csrfToken: string;
  user: { id: string; name: string; email: string; role: Role; totp: boolean };
  permissions: Permission[];
  siteName: string;
  mail: boolean;
}

export interface Section {
  path: string;
  label: string;
  /** What the role needs to use the section; null: everyone signed in. */
  permission: Permission | null;
  /** Another app of the back office (the site editor): opened with a whole page load, not the router. */
  external?: boolean;
}

export const SECTIONS: Section[] = [
  { path: '/admin/leads', label: 'Leads', permission: 'leads.read' },
  { path: '/admin/publishing', label: 'Publishing', permission: 'content.edit' },
  { path: '/admin/history', label: 'Site history', permission: 'content.edit' },
  { path: '/admin/edit/', label: 'Edit the site', permission: 'content.edit', external: true },
  { path: '/admin/searches', label: 'Unfound searches', permission: 'searches.read' },
  { path: '/admin/users', label: 'Users', permission: 'users.manage' },
  { path: '/admin/audit', label: 'Audit log', permission: 'audit.read' },
  { path: '/admin/settings', label: 'Settings', permission: 'settings.manage' },
  { path: '/admin/account', label: 'Your account', permission: null },
];

export const ROLE_NAMES: Record<Role, string> = { sales: 'Sales', editor: 'Editor', publisher: 'Publisher', admin: 'Administrator' };

export const sectionsFor = (session: SessionInfo) => SECTIONS.filter((s) => s.permission === null || session.permissions.includes(s.permission));

export interface SessionContextValue {
  session: SessionInfo;
  /** Reads the session again (after the second factor or the password changed). */
  refresh(): Promise<void>;
  can(permission: Permission): boolean;
}

export const SessionContext = createContext<SessionContextValue | null>(null);

export function useSession(): SessionContextValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession outside the signed-in app');
  return value;
}
