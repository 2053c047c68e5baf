// The back office (index.html), served by the server to signed-in people only: the leads inbox,
// users, the audit log, settings and one's own account, each shown to the roles that may use it.
// An answer 401 from the API (the session ended) goes to sign-in and back here afterwards.
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { Box } from '@chakra-ui/react/box';
import { Text } from '@chakra-ui/react/text';
import type { Permission } from '../../../server/access.ts';
import { api, ApiError, messageOf, setCsrfToken, whenSignedOut } from '../shared/api.ts';
import { sessionEnded } from '../shared/handoff.ts';
import { mount } from '../shared/Provider.tsx';
import { Notice } from '../shared/ui.tsx';
import { Layout, NotForYourRole } from './Layout.tsx';
import { SessionContext, sectionsFor, type SessionContextValue, type SessionInfo, type Section } from './session.tsx';
import { LeadsPage } from './leads/LeadsPage.tsx';
import { LeadPage } from './leads/LeadPage.tsx';
import { UsersPage } from './users/UsersPage.tsx';
import { AuditPage } from './AuditPage.tsx';
import { UnfoundSearchesPage } from './searches/UnfoundSearchesPage.tsx';
import { HistoryPage } from './history/HistoryPage.tsx';
import { PublishingPage } from './publishing/PublishingPage.tsx';
import { VersionPage } from './history/VersionPage.tsx';
import { SettingsPage } from './SettingsPage.tsx';
import { AccountPage } from './AccountPage.tsx';

whenSignedOut(() => sessionEnded('Your session has ended. Sign in again to carry on.', location.pathname + location.search));

async function readSession(): Promise<SessionInfo> {
  const session = await api<SessionInfo>('GET', '/admin/api/session');
  if (session.stage !== 'active') {
    location.replace(`/admin/second-factor?next=${encodeURIComponent(location.pathname + location.search)}`);
    return new Promise<SessionInfo>(() => {});
  }
  setCsrfToken(session.csrfToken);
  return session;
}

function Allowed({ section, children }: { section: Section | undefined; children: ReactNode }) {
  return section ? children : <NotForYourRole />;
}

function Office() {
  const [session, setSession] = useState<SessionInfo | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const refresh = useCallback(async () => setSession(await readSession()), []);
  useEffect(() => {
    refresh().catch((error: unknown) => setFailure(error instanceof ApiError ? messageOf(error) : String(error)));
  }, [refresh]);
  const value = useMemo<SessionContextValue | null>(
    () => (session ? { session, refresh, can: (permission: Permission) => session.permissions.includes(permission) } : null),
    [session, refresh],
  );

  if (!value) {
    return (
      <Box as="main" p="6">
        {failure ? <Notice notice={{ tone: 'error', text: failure }} /> : <Text color="fg.muted">Opening the back office…</Text>}
      </Box>
    );
  }
  const sections = sectionsFor(value.session);
  const section = (path: string) => sections.find((s) => s.path === path);
  return (
    <SessionContext.Provider value={value}>
      <BrowserRouter>
        <Routes>
          <Route element={<Layout sections={sections} />}>
            <Route path="/admin" element={<Navigate to={sections.find((s) => !s.external)!.path} replace />} />
            <Route
              path="/admin/leads"
              element={
                <Allowed section={section('/admin/leads')}>
                  <LeadsPage />
                </Allowed>
              }
            />
            <Route
              path="/admin/leads/:id"
              element={
                <Allowed section={section('/admin/leads')}>
                  <LeadPage />
                </Allowed>
              }
            />
            <Route
              path="/admin/publishing"
              element={
                <Allowed section={section('/admin/publishing')}>
                  <PublishingPage />
                </Allowed>
              }
            />
            <Route
              path="/admin/history"
              element={
                <Allowed section={section('/admin/history')}>
                  <HistoryPage />
                </Allowed>
              }
            />
            <Route
              path="/admin/history/:id"
              element={
                <Allowed section={section('/admin/history')}>
                  <VersionPage />
                </Allowed>
              }
            />
            <Route
              path="/admin/users"
              element={
                <Allowed section={section('/admin/users')}>
                  <UsersPage />
                </Allowed>
              }
            />
            <Route
              path="/admin/searches"
              element={
                <Allowed section={section('/admin/searches')}>
                  <UnfoundSearchesPage />
                </Allowed>
              }
            />
            <Route
              path="/admin/audit"
              element={
                <Allowed section={section('/admin/audit')}>
                  <AuditPage />
                </Allowed>
              }
            />
            <Route
              path="/admin/settings"
              element={
                <Allowed section={section('/admin/settings')}>
                  <SettingsPage />
                </Allowed>
              }
            />
            <Route path="/admin/account" element={<AccountPage />} />
            <Route path="*" element={<NotForYourRole missing />} />
          </Route>
        </Routes>
      </BrowserRouter>
    </SessionContext.Provider>
  );
}

mount(<Office />);
