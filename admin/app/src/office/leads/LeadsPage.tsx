// The leads inbox: newest first, 25 to a page; search by name, e-mail, phone or company; filter by
// form, service, the language it was sent in, status, who it is assigned to, and dates (India time, both days included). The
// whole filter and the page live in the address, so a filtered view can be reloaded, bookmarked or
// sent to a colleague; Export CSV / JSON download exactly the current filter.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { Badge } from '@chakra-ui/react/badge';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Flex } from '@chakra-ui/react/flex';
import { Heading } from '@chakra-ui/react/heading';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { LEAD_STATUSES, PAYMENT_STATES } from '../../../../../server/db/back-office.ts';
import { failureNotice, api, fieldsOf } from '../../shared/api.ts';
import { istDateTime } from '../../shared/format.ts';
import { bindField, Form, Notice, PageHeading, SelectField, TextField, type NoticeState } from '../../shared/ui.tsx';
import { AppLink, PAYMENT_LABELS, Pager, PaymentBadge, RowList, StatusBadge, STATUS_LABELS, rangeText, type Column } from '../parts.tsx';
import { useSession } from '../session.tsx';
import { displayName, filterOf, filterQuery, rememberInbox, type Filter, type LeadList, type LeadSummary } from './types.ts';

const wide = () => matchMedia('(min-width: 48em)').matches;

export function LeadsPage() {
  const { can } = useSession();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const location = useLocation();
  const applied = filterOf(search);
  const query = search.toString();
  const [draft, setDraft] = useState<Filter>(applied);
  const [data, setData] = useState<LeadList | null>(null);
  const [loading, setLoading] = useState(true);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [notice, setNotice] = useState<NoticeState | null>(
    (location.state as { notice?: string } | null)?.notice ? { tone: 'success', text: (location.state as { notice: string }).notice } : null,
  );
  const moreActive = Boolean(applied.form || applied.service || applied.language || applied.status || applied.payment || applied.assignee || applied.from || applied.to);
  const [showFilters, setShowFilters] = useState(() => moreActive || wide());
  const detailsRef = useRef<HTMLDetailsElement>(null);

  useEffect(() => {
    rememberInbox(`/admin/leads${query ? `?${query}` : ''}`);
    setDraft(filterOf(new URLSearchParams(query)));
    let current = true;
    setLoading(true);
    api<LeadList>('GET', `/admin/api/leads${query ? `?${query}` : ''}`).then(
      (answer) => {
        if (!current) return;
        setData(answer);
        setErrors({});
        setLoading(false);
      },
      (failure: unknown) => {
        if (!current) return;
        const fields = fieldsOf(failure);
        setErrors(fields);
        setNotice(failureNotice(failure));
        // A refused filter is shown at its field: open the filters when it is one of them.
        if (Object.keys(fields).some((k) => k !== 'q')) setShowFilters(true);
        setLoading(false);
      },
    );
    return () => {
      current = false;
    };
  }, [query]);

  function apply(event: FormEvent) {
    event.preventDefault();
    setNotice(null);
    navigate(`/admin/leads${filterQuery(draft) ? `?${filterQuery(draft)}` : ''}`);
  }
  const set = (key: keyof Filter) => (event: { target: { value: string } }) => setDraft((d) => ({ ...d, [key]: event.target.value }));
  const field = bindField(draft, set, errors);

  const page = data?.page ?? 1;
  const assigneeName = (id: string | null) => (id ? (data?.assignees.find((a) => a.id === id)?.name ?? 'Someone no longer assignable') : 'Nobody');

  const title: Column<LeadSummary> = {
    header: 'Name',
    cell: (lead) => (
      <Stack gap="1" align="flex-start">
        <AppLink to={`/admin/leads/${encodeURIComponent(lead.id)}`}>{displayName(lead)}</AppLink>
        {lead.suspectedSpam ? (
          <Badge colorPalette="red" variant="subtle">
            Suspected spam
          </Badge>
        ) : null}
      </Stack>
    ),
  };
  const columns: Column<LeadSummary>[] = [
    { header: 'Received', cell: (lead) => <time dateTime={lead.createdAt}>{istDateTime(lead.createdAt)}</time> },
    { header: 'Company', cell: (lead) => lead.company || '—' },
    { header: 'Form', cell: (lead) => lead.formTitle },
    { header: 'Service', cell: (lead) => lead.service || '—' },
    { header: 'Language', cell: (lead) => (lead.languageName ? <span lang={lead.language ?? undefined}>{lead.languageName}</span> : '—') },
    { header: 'Status', cell: (lead) => <StatusBadge status={lead.status} /> },
    { header: 'Payment', cell: (lead) => (lead.payment ? <PaymentBadge payment={lead.payment} utr={lead.utr} /> : '—') },
    { header: 'Assigned to', cell: (lead) => assigneeName(lead.assignee) },
  ];

  return (
    <Stack gap="5">
      <Flex gap="3" wrap="wrap" align="center" justify="space-between">
        <PageHeading>Leads</PageHeading>
        {can('leads.export') ? (
          <Flex gap="2" wrap="wrap">
            <Button asChild variant="outline" size="sm">
              <a href={`/admin/api/leads/export?${filterQuery(applied, { format: 'csv' })}`} download>
                Export CSV
              </a>
            </Button>
            <Button asChild variant="outline" size="sm">
              <a href={`/admin/api/leads/export?${filterQuery(applied, { format: 'json' })}`} download>
                Export JSON
              </a>
            </Button>
          </Flex>
        ) : null}
      </Flex>
      <Notice notice={notice} />
      <Form role="search" aria-label="Leads" onSubmit={apply} noValidate bg="bg" borderWidth="1px" borderColor="border" borderRadius="lg" p={{ base: '4', md: '5' }}>
        <Flex gap="3" align="flex-end" wrap={{ base: 'wrap', sm: 'nowrap' }}>
          <Box flex="1" minW="12rem">
            <TextField id="lead-search" label="Search" type="search" {...field('q')} helper="Name, e-mail, phone number or company" />
          </Box>
          <Button type="submit" colorPalette="brand" mb={errors.q ? '7' : '6'}>
            Search
          </Button>
        </Flex>
        <details ref={detailsRef} open={showFilters} onToggle={() => setShowFilters(detailsRef.current?.open ?? false)}>
          <Box as="summary" cursor="pointer" fontWeight="semibold" color="brand.700" py="2" w="fit-content">
            Filters{moreActive ? ' (in use)' : ''}
          </Box>
          <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="4" mt="2">
            <SelectField
              id="filter-form"
              label="Form"
              {...field('form')}
              choices={[{ value: '', label: 'All forms' }, ...(data?.choices.forms ?? []).map((f) => ({ value: f.form, label: f.title }))]}
            />
            <SelectField
              id="filter-service"
              label="Service"
              {...field('service')}
              choices={[{ value: '', label: 'All services' }, ...(data?.choices.services ?? []).map((s) => ({ value: s, label: s }))]}
            />
            <SelectField
              id="filter-language"
              label="Language"
              {...field('language')}
              choices={[{ value: '', label: 'Any language' }, ...(data?.choices.languages ?? []).map((l) => ({ value: l.code, label: l.name }))]}
            />
            <SelectField
              id="filter-status"
              label="Status"
              {...field('status')}
              choices={[{ value: '', label: 'Any status' }, ...LEAD_STATUSES.map((s) => ({ value: s, label: STATUS_LABELS[s] }))]}
            />
            <SelectField
              id="filter-payment"
              label="Payment"
              {...field('payment')}
              choices={[{ value: '', label: 'Any payment' }, ...PAYMENT_STATES.map((p) => ({ value: p, label: PAYMENT_LABELS[p] }))]}
            />
            <SelectField
              id="filter-assignee"
              label="Assigned to"
              {...field('assignee')}
              choices={[{ value: '', label: 'Anyone' }, { value: 'none', label: 'Nobody' }, ...(data?.assignees ?? []).map((a) => ({ value: a.id, label: a.name }))]}
            />
            <TextField id="filter-from" label="From" type="date" {...field('from')} helper="Received on or after this day (India time)" />
            <TextField id="filter-to" label="To" type="date" {...field('to')} helper="Received on or before this day" />
          </SimpleGrid>
          <Flex gap="3" mt="4" wrap="wrap" align="center">
            <Button type="submit" colorPalette="brand">
              Apply filters
            </Button>
            {query ? <AppLink to="/admin/leads">Clear search and filters</AppLink> : null}
          </Flex>
        </details>
      </Form>
      <Stack as="section" aria-labelledby="results-heading" aria-busy={loading} gap="3">
        <Flex justify="space-between" align="baseline" wrap="wrap" gap="2">
          <Heading as="h2" id="results-heading" size="md">
            Results
          </Heading>
          <Text role="status" color="fg.muted">
            {data ? `${rangeText(page, data.pageSize, data.total, 'lead')}${data.total > 0 ? ', newest first' : ''}` : loading ? 'Loading the leads…' : ''}
          </Text>
        </Flex>
        {data && data.leads.length > 0 ? (
          <RowList caption="Leads, newest first" rows={data.leads} columns={columns} title={title} rowKey={(l) => l.id} />
        ) : data ? (
          <Text>{query ? 'No lead matches this search and these filters.' : 'No leads yet. Leads sent from the website’s forms appear here.'}</Text>
        ) : null}
        {data ? (
          <Pager
            label="Pages of leads"
            page={page}
            pageSize={data.pageSize}
            total={data.total}
            hrefOf={(p) => `/admin/leads?${filterQuery(applied, p > 1 ? { page: String(p) } : {})}`}
          />
        ) : null}
      </Stack>
    </Stack>
  );
}
