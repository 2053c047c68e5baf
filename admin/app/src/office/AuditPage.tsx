// The audit log (administrators only): who did what, when, from which address — newest first, 50 to
// a page, optionally one kind of action. The filter and page live in the address.
import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import type { AuditEntry } from '../../../../server/db/back-office.ts';
import { istDateTime, isoOf } from '../shared/format.ts';
import { Notice, PageHeading, SelectField } from '../shared/ui.tsx';
import { FilterForm, ListSection, useListing } from './listing.tsx';
import { AppLink, Pager, rangeText, type Column } from './parts.tsx';

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
  const { data, error, notice } = useListing<AuditList>(`/admin/api/audit${query ? `?${query}` : ''}`, 'action');

  useEffect(() => {
    setDraft(new URLSearchParams(query).get('action') ?? '');
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
      <FilterForm label="Audit log" onSubmit={apply} minW="16rem" maxW="22rem">
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
      </FilterForm>
      <Notice notice={notice} />
      <ListSection
        id="audit-results"
        heading="Entries"
        status={data ? `${rangeText(data.page, data.pageSize, data.total, 'entry', 'entries')}${data.total ? ', newest first' : ''}` : 'Loading…'}
        rows={data?.entries}
        caption="Audit log, newest first"
        columns={columns}
        title={title}
        rowKey={(e) => String(e.id)}
      >
        {data ? <Pager label="Pages of the audit log" page={data.page} pageSize={data.pageSize} total={data.total} hrefOf={hrefOf} /> : null}
      </ListSection>
    </Stack>
  );
}
