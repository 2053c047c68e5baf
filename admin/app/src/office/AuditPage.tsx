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

/** An entry as the server words it (admin/server/routes/audit.ts): who by name, what in words, the lead by its name. */
interface AuditLine extends AuditEntry {
  who: string;
  what: string;
  lead?: { id: string; name: string } | null;
}

interface AuditList {
  entries: AuditLine[];
  total: number;
  page: number;
  pageSize: number;
  /** Every action, in words, for the filter. */
  actions: Record<string, string>;
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

  const title: Column<AuditLine> = { header: 'When', cell: (e) => <time dateTime={isoOf(e.at)}>{istDateTime(e.at)}</time> };
  const columns: Column<AuditLine>[] = [
    { header: 'Who', cell: (e) => e.who },
    { header: 'What', cell: (e) => e.what },
    {
      header: 'Lead',
      cell: (e) => (e.lead ? <AppLink to={`/admin/leads/${encodeURIComponent(e.lead.id)}`}>Lead from {e.lead.name}</AppLink> : '—'),
    },
    { header: 'From', cell: (e) => e.ip ?? '—' },
  ];
  const actions = data?.actions ?? {};

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
              choices={[
                { value: '', label: 'All actions' },
                ...Object.entries(actions).map(([value, label]) => ({ value, label })),
                ...(action && !actions[action] ? [{ value: action, label: action }] : []),
              ]}
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
