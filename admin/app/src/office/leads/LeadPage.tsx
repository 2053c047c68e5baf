// One lead: every field the person sent (with the form's own labels), the page it came from and
// when; its status and who handles it; notes; the history of all of it with who and when; and
// erasing everything held about the person (DPDP Act), after a confirmation that says how much.
import { useEffect, useState, type FormEvent } from 'react';
import { useParams } from 'react-router-dom';
import { Badge } from '@chakra-ui/react/badge';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Flex } from '@chakra-ui/react/flex';
import { Link } from '@chakra-ui/react/link';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { LEAD_STATUSES, type LeadEvent, type LeadStatus } from '../../../../../server/db/back-office.ts';
import { api, messageOf } from '../../shared/api.ts';
import { istDateTime, isoOf } from '../../shared/format.ts';
import { Form, Notice, PageHeading, SelectField, TextAreaField } from '../../shared/ui.tsx';
import { useAction } from '../../shared/useAction.ts';
import { AppLink, Panel, StatusBadge, STATUS_LABELS } from '../parts.tsx';
import { EraseDialog } from './EraseDialog.tsx';
import { displayName, inboxHref, type Assignee, type LeadDetail } from './types.ts';

export function LeadPage() {
  const { id = '' } = useParams();
  const [detail, setDetail] = useState<LeadDetail | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    setDetail(null);
    setFailure(null);
    api<LeadDetail>('GET', `/admin/api/leads/${encodeURIComponent(id)}`).then(setDetail, (error: unknown) => setFailure(messageOf(error)));
  }, [id]);

  if (!detail) {
    return (
      <Stack gap="4">
        <AppLink to={inboxHref()}>← Back to the leads</AppLink>
        <PageHeading>{failure ? 'This lead cannot be shown' : 'Lead'}</PageHeading>
        {failure ? <Notice notice={{ tone: 'error', text: failure }} /> : <Text color="fg.muted">Loading the lead…</Text>}
      </Stack>
    );
  }
  const { lead } = detail;
  const seconds = lead.fillMs !== null ? Math.round(lead.fillMs / 1000) : null;
  const link = (value: string) => (value === lead.email ? `mailto:${value}` : value === lead.phone ? `tel:${value.replace(/[^\d+]/g, '')}` : undefined);

  return (
    <Stack gap="5">
      <AppLink to={inboxHref()} w="fit-content">
        ← Back to the leads
      </AppLink>
      <Stack gap="2">
        <PageHeading>{displayName(lead)}</PageHeading>
        <Flex gap="2" wrap="wrap" align="center">
          <StatusBadge status={lead.status} />
          {lead.suspectedSpam ? (
            <Badge colorPalette="red" variant="subtle">
              Suspected spam
            </Badge>
          ) : null}
          <Text color="fg.muted">
            {lead.formTitle}, received <time dateTime={lead.createdAt}>{istDateTime(lead.createdAt)}</time>
          </Text>
        </Flex>
      </Stack>
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="5" alignItems="start">
        <Panel title="What they sent" id="fields">
          <Box as="dl" display="grid" gridTemplateColumns={{ base: '1fr', sm: 'minmax(8rem, auto) 1fr' }} columnGap="4" rowGap={{ base: '0', sm: '2' }}>
            {lead.fields.map(([label, value], index) => (
              <Box key={`${label}-${index}`} display="contents">
                <Text as="dt" fontWeight="semibold" color="fg.muted" mt={{ base: index ? '3' : '0', sm: '0' }}>
                  {label}
                </Text>
                <Box as="dd" m="0" whiteSpace="pre-wrap" overflowWrap="anywhere">
                  {link(value) ? (
                    <Link href={link(value)} color="brand.700" textDecoration="underline">
                      {value}
                    </Link>
                  ) : (
                    value
                  )}
                </Box>
              </Box>
            ))}
            <Text as="dt" fontWeight="semibold" color="fg.muted" mt={{ base: '3', sm: '0' }}>
              Sent from
            </Text>
            <Box as="dd" m="0" overflowWrap="anywhere">
              {lead.pageUrl ? (
                <Link href={lead.pageUrl} color="brand.700" textDecoration="underline" target="_blank" rel="noopener">
                  {lead.page} <VisuallyNew />
                </Link>
              ) : (
                'Unknown page (sent without a page, for example by another program)'
              )}
            </Box>
            <Text as="dt" fontWeight="semibold" color="fg.muted" mt={{ base: '3', sm: '0' }}>
              Received
            </Text>
            <Box as="dd" m="0">
              <time dateTime={lead.createdAt}>{istDateTime(lead.createdAt)}</time>
            </Box>
            {seconds !== null ? (
              <>
                <Text as="dt" fontWeight="semibold" color="fg.muted" mt={{ base: '3', sm: '0' }}>
                  Time taken to fill in
                </Text>
                <Box as="dd" m="0">
                  {seconds < 120 ? `${seconds} seconds` : `${Math.round(seconds / 60)} minutes`}
                </Box>
              </>
            ) : null}
          </Box>
        </Panel>
        <Stack gap="5">
          {detail.canUpdate ? <Handling detail={detail} onChange={setDetail} /> : null}
          {detail.canUpdate ? <NoteForm id={lead.id} onAdded={(events) => setDetail({ ...detail, events })} /> : null}
          <History events={detail.events} assignees={detail.assignees} />
        </Stack>
      </SimpleGrid>
      {detail.canErase ? <EraseDialog lead={lead} count={detail.samePerson} /> : null}
    </Stack>
  );
}

function VisuallyNew() {
  return (
    <Box as="span" srOnly>
      (opens in a new tab)
    </Box>
  );
}

function Handling({ detail, onChange }: { detail: LeadDetail; onChange(detail: LeadDetail): void }) {
  const { lead } = detail;
  const [status, setStatus] = useState<string>(lead.status);
  const [assignee, setAssignee] = useState(lead.assignee ?? '');
  const { errors, notice, busy, run } = useAction();

  function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const change: { status?: string; assignee?: string | null } = {};
    if (status !== lead.status) change.status = status;
    if (assignee !== (lead.assignee ?? '')) change.assignee = assignee || null;
    void run(event.currentTarget, async () => {
      if (Object.keys(change).length === 0) return { tone: 'info', text: 'Nothing changed: choose another status or person first.' };
      const answer = await api<{ lead: LeadDetail['lead']; events: LeadEvent[] }>('PATCH', `/admin/api/leads/${encodeURIComponent(lead.id)}`, change);
      onChange({ ...detail, lead: { ...lead, ...answer.lead }, events: answer.events });
      const parts = [
        change.status ? `status ${STATUS_LABELS[change.status as LeadStatus]}` : '',
        'assignee' in change ? `assigned to ${nameOf(detail.assignees, change.assignee ?? null)}` : '',
      ];
      return { tone: 'success', text: `Saved: ${parts.filter(Boolean).join(', ')}.` };
    });
  }

  return (
    <Panel title="Status and who handles it" id="handling">
      <Form display="flex" flexDirection="column" gap="4" onSubmit={save} noValidate>
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <SelectField
            id="lead-status"
            label="Status"
            name="status"
            value={status}
            onChange={(e) => setStatus(e.target.value)}
            error={errors.status}
            choices={LEAD_STATUSES.map((s) => ({ value: s, label: STATUS_LABELS[s] }))}
          />
          <SelectField
            id="lead-assignee"
            label="Assigned to"
            name="assignee"
            value={assignee}
            onChange={(e) => setAssignee(e.target.value)}
            error={errors.assignee}
            choices={[{ value: '', label: 'Nobody' }, ...detail.assignees.map((a) => ({ value: a.id, label: a.name }))]}
          />
        </SimpleGrid>
        <Flex gap="3" align="center" wrap="wrap">
          <Button type="submit" colorPalette="brand" aria-disabled={busy || undefined}>
            {busy ? 'Saving…' : 'Save'}
          </Button>
        </Flex>
        <Notice notice={notice} />
      </Form>
    </Panel>
  );
}

function NoteForm({ id, onAdded }: { id: string; onAdded(events: LeadEvent[]): void }) {
  const [note, setNote] = useState('');
  const { errors, notice, busy, run, refuse } = useAction();

  function add(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    if (refuse(form, note.trim() ? {} : { note: 'Write the note first.' })) return;
    void run(form, async () => {
      const answer = await api<{ events: LeadEvent[] }>('POST', `/admin/api/leads/${encodeURIComponent(id)}/notes`, { note });
      onAdded(answer.events);
      setNote('');
      return { tone: 'success', text: 'Note added to the history.' };
    });
  }

  return (
    <Panel title="Add a note" id="note">
      <Form display="flex" flexDirection="column" gap="4" onSubmit={add} noValidate>
        <TextAreaField
          id="lead-note"
          label="Note"
          name="note"
          rows={3}
          value={note}
          onChange={(e) => setNote(e.target.value)}
          error={errors.note}
          helper="Colleagues see it in the history below."
        />
        <Button type="submit" colorPalette="brand" variant="outline" alignSelf="flex-start" aria-disabled={busy || undefined}>
          {busy ? 'Adding…' : 'Add note'}
        </Button>
        <Notice notice={notice} />
      </Form>
    </Panel>
  );
}

const nameOf = (assignees: Assignee[], id: string | null) => (id ? (assignees.find((a) => a.id === id)?.name ?? 'someone no longer in the list') : 'nobody');

function History({ events, assignees }: { events: LeadEvent[]; assignees: Assignee[] }) {
  const what = (event: LeadEvent) => {
    if (event.kind === 'status') return `changed the status from ${STATUS_LABELS[event.from as LeadStatus] ?? event.from} to ${STATUS_LABELS[event.to as LeadStatus] ?? event.to}`;
    if (event.kind === 'assignee') return event.to ? `assigned it to ${nameOf(assignees, event.to)}` : 'took it away from everyone (assigned to nobody)';
    return 'added a note';
  };
  const newestFirst = [...events].sort((a, b) => b.at - a.at || b.id - a.id);
  return (
    <Panel title="History" id="history">
      {newestFirst.length === 0 ? (
        <Text color="fg.muted">Nothing has been done with this lead yet.</Text>
      ) : (
        <Stack as="ol" gap="3" listStyleType="none" m="0" p="0">
          {newestFirst.map((event) => (
            <Box as="li" key={event.id} borderLeftWidth="3px" borderColor="brand.200" ps="3">
              <Text>
                <strong>{event.actorName}</strong> {what(event)}
              </Text>
              {event.kind === 'note' && event.to ? (
                <Text whiteSpace="pre-wrap" bg="bg.muted" borderRadius="md" px="3" py="2" my="1">
                  {event.to}
                </Text>
              ) : null}
              <Text fontSize="sm" color="fg.muted">
                <time dateTime={isoOf(event.at)}>{istDateTime(event.at)}</time>
              </Text>
            </Box>
          ))}
        </Stack>
      )}
    </Panel>
  );
}
