// The audit log (administrators only): who did what, when, from which address — newest first, 50 to
// a page, optionally one kind of action. The filter and page live in the address.
import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Flex } from '@chakra-ui/react/flex';
import { Heading } from '@chakra-ui/react/heading';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import type { AuditEntry } from '../../../../server/db/back-office.ts';
import { failureNotice, api, fieldsOf } from '../shared/api.ts';
import { istDateTime, isoOf } from '../shared/format.ts';
import { Form, Notice, PageHeading, SelectField, type NoticeState } from '../shared/ui.tsx';
import { AppLink, Pager, RowList, rangeText, type Column } from './parts.tsx';

/** The actions the server records (admin/server/routes/*, admin/cli/admin.ts), in words. */
export const ACTIONS: Record<string, string> = {
  'sign-in': 'Signed in',
  'sign-in.failed': 'Sign-in failed',
  'sign-out': 'Signed out',
  'sign-out.everywhere': 'Signed out everywhere',
  'password-reset.requested': 'Asked for a password link',
  'user.invited': 'Invited a user',
  'user.changed': 'Changed a user',
  'user.disabled': 'Disabled a user',
  'user.enabled': 'Enabled a user',
  'user.password-link': 'Made a password link',
  'user.password-set': 'Set a password from a link',
  'user.password-changed': 'Changed their password',
  'user.totp-on': 'Turned the second factor on',
  'user.totp-off': 'Turned the second factor off',
  'lead.viewed': 'Opened a lead',
  'lead.status': 'Changed a lead’s status',
  'lead.assigned': 'Assigned a lead',
  'lead.note': 'Added a note to a lead',
  'leads.exported': 'Exported leads',
  'leads.erased': 'Erased a person’s data',
  'settings.mail-test': 'Sent a test e-mail',
};

interface AuditList {
  entries: AuditEntry[];
  total: number;
  page: number;
  pageSize: number;
}

/** The entry's details as short "key: value" text (a lead's id links to the lead while it exists). */
function details(entry: AuditEntry): string {
  if (!entry.detail) return '';
  return Object.entries(entry.detail)
    .filter(([, v]) => v !== undefined && v !== null)
    .map(([k, v]) => `${k}: ${typeof v === 'object' ? JSON.stringify(v) : String(v)}`)
    .join('; ');
}

export function AuditPage() {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const query = search.toString();
  const action = search.get('action') ?? '';
  const [draft, setDraft] = useState(action);
  const [data, setData] = useState<AuditList | null>(null);
  const [error, setError] = useState<string | undefined>();
  const [notice, setNotice] = useState<NoticeState | null>(null);

  useEffect(() => {
    setDraft(new URLSearchParams(query).get('action') ?? '');
    let current = true;
    api<AuditList>('GET', `/admin/api/audit${query ? `?${query}` : ''}`).then(
      (answer) => {
        if (!current) return;
        setData(answer);
        setNotice(null);
        setError(undefined);
      },
      (failure: unknown) => {
        if (!current) return;
        setError(fieldsOf(failure).action);
        setNotice(failureNotice(failure));
      },
    );
    return () => {
      current = false;
    };
  }, [query]);

  function apply(event: FormEvent) {
    event.preventDefault();
    navigate(draft ? `/admin/audit?action=${encodeURIComponent(draft)}` : '/admin/audit');
  }
  const hrefOf = (page: number) => {
    const params = new URLSearchParams();
    if (action) params.set('action', action);
    if (page > 1) params.set('page', String(page));
    return `/admin/audit${params.size ? `?${params}` : ''}`;
  };

  const title: Column<AuditEntry> = { header: 'When', cell: (e) => <time dateTime={isoOf(e.at)}>{istDateTime(e.at)}</time> };
  const columns: Column<AuditEntry>[] = [
    { header: 'Who', cell: (e) => e.actor },
    { header: 'What', cell: (e) => ACTIONS[e.action] ?? e.action },
    {
      header: 'About',
      cell: (e) =>
        e.target && /^lead\.(viewed|status|assigned|note)$/.test(e.action) ? (
          <AppLink to={`/admin/leads/${encodeURIComponent(e.target)}`}>Lead {e.target.slice(0, 8)}</AppLink>
        ) : (
          (e.target ?? '—')
        ),
    },
    { header: 'Details', cell: (e) => details(e) || '—' },
    { header: 'From', cell: (e) => e.ip ?? '—' },
  ];

  return (
    <Stack gap="5">
      <PageHeading>Audit log</PageHeading>
      <Text color="fg.muted">Every sign-in, change to people, lead opened, changed, exported or erased — who, when and from which address. Nothing here can be changed.</Text>
      <Form role="search" aria-label="Audit log" onSubmit={apply} noValidate bg="bg" borderWidth="1px" borderColor="border" borderRadius="lg" p={{ base: '4', md: '5' }}>
        <Flex gap="3" align="flex-end" wrap="wrap">
          <Box minW="16rem" flex={{ base: '1', md: '0 1 22rem' }}>
            <SelectField
              id="audit-action"
              label="Action"
              name="action"
              value={draft}
              onChange={(e) => setDraft(e.target.value)}
              error={error}
              choices={[{ value: '', label: 'All actions' }, ...Object.entries(ACTIONS).map(([value, label]) => ({ value, label }))]}
            />
          </Box>
          <Button type="submit" colorPalette="brand">
            Show
          </Button>
        </Flex>
      </Form>
      <Notice notice={notice} />
      <Stack as="section" aria-labelledby="audit-results" gap="3">
        <Flex justify="space-between" align="baseline" wrap="wrap" gap="2">
          <Heading as="h2" id="audit-results" size="md">
            Entries
          </Heading>
          <Text role="status" color="fg.muted">
            {data ? `${rangeText(data.page, data.pageSize, data.total, 'entry', 'entries')}${data.total ? ', newest first' : ''}` : 'Loading…'}
          </Text>
        </Flex>
        {data && data.entries.length > 0 ? <RowList caption="Audit log, newest first" rows={data.entries} columns={columns} title={title} rowKey={(e) => String(e.id)} /> : null}
        {data ? <Pager label="Pages of the audit log" page={data.page} pageSize={data.pageSize} total={data.total} hrefOf={hrefOf} /> : null}
      </Stack>
    </Stack>
  );
}
