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
import { AppLink, Panel, PaymentBadge, StatusBadge, STATUS_LABELS } from '../parts.tsx';
import { EraseDialog } from './EraseDialog.tsx';
import { eventWords } from './history-words.ts';
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
          {detail.canUpdate ? <NotSpam detail={detail} onChange={setDetail} /> : null}
          {lead.payment ? <PaymentBadge payment={lead.payment} utr={lead.utr} /> : null}
          {detail.canUpdate ? <PaymentReceived detail={detail} onChange={setDetail} /> : null}
          <Text color="fg.muted">
            {lead.formTitle}, received <time dateTime={lead.createdAt}>{istDateTime(lead.createdAt)}</time>
          </Text>
        </Flex>
      </Stack>
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="5" alignItems="start">
        <Panel title="What they sent" id="fields">
          <Box as="dl" display="grid" gridTemplateColumns={{ base: '1fr', sm: 'minmax(8rem, auto) 1fr' }} columnGap="4" rowGap={{ base: '0', sm: '2' }}>
            {lead.fields.map(([label, value, href], index) => (
              <Box key={`${label}-${index}`} display="contents">
                <Text as="dt" fontWeight="semibold" color="fg.muted" mt={{ base: index ? '3' : '0', sm: '0' }}>
                  {label}
                </Text>
                <Box as="dd" m="0" whiteSpace="pre-wrap" overflowWrap="anywhere">
                  {href ? (
                    <Link href={href} color="brand.700" textDecoration="underline" target="_blank" rel="noopener">
                      {value} <VisuallyNew />
                    </Link>
                  ) : link(value) ? (
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
              Language
            </Text>
            <Box as="dd" m="0">
              {lead.languageName ? <span lang={lead.language ?? undefined}>{lead.languageName}</span> : 'Not known (sent before the site had languages)'}
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
          {detail.canUpdate ? <Editing key={lead.id} detail={detail} onChange={setDetail} /> : null}
          <History events={detail.events} assignees={detail.assignees} />
        </Stack>
      </SimpleGrid>
      {detail.canErase ? <EraseDialog lead={lead} count={detail.samePerson} /> : null}
    </Stack>
  );
}

type LeadChange = { lead: LeadDetail['lead']; events: LeadEvent[] };

/** One press that changes the lead: the server answers with the lead and its history, and `done` is said. While `offered`, the button shows; its notice stays after. */
function LeadButton({
  detail,
  onChange,
  offered,
  label,
  send,
  done,
}: {
  detail: LeadDetail;
  onChange: (detail: LeadDetail) => void;
  offered: boolean;
  label: string;
  send: () => Promise<LeadChange>;
  done: string;
}) {
  const action = useAction();
  if (!offered && !action.notice) return null;
  return (
    <>
      {offered ? (
        <Button
          size="sm"
          variant="outline"
          aria-disabled={action.busy || undefined}
          onClick={() =>
            void action.run(null, async () => {
              const answer = await send();
              onChange({ ...detail, lead: { ...detail.lead, ...answer.lead }, events: answer.events });
              return { tone: 'success', text: done };
            })
          }
        >
          {label}
        </Button>
      ) : null}
      <Notice notice={action.notice} />
    </>
  );
}

/** Clears "Suspected spam" when sales see a real person wrote it (sent faster than people usually type). */
function NotSpam({ detail, onChange }: { detail: LeadDetail; onChange: (detail: LeadDetail) => void }) {
  const { lead } = detail;
  return (
    <LeadButton
      detail={detail}
      onChange={onChange}
      offered={lead.suspectedSpam}
      label="Not spam"
      send={() => api<LeadChange>('PATCH', `/admin/api/leads/${encodeURIComponent(lead.id)}`, { notSpam: true })}
      done="Marked as not spam: this lead is counted with the others again."
    />
  );
}

/** Sales saw a quote's UPI payment in the bank (audited; the history says who and when). */
function PaymentReceived({ detail, onChange }: { detail: LeadDetail; onChange: (detail: LeadDetail) => void }) {
  const { lead } = detail;
  return (
    <LeadButton
      detail={detail}
      onChange={onChange}
      offered={lead.payment === 'awaiting' || lead.payment === 'claimed'}
      label="Mark payment received"
      send={() => api<LeadChange>('POST', `/admin/api/leads/${encodeURIComponent(lead.id)}/payment-received`)}
      done="Marked as received: the history and the audit log say who and when."
    />
  );
}

function VisuallyNew() {
  return (
    <Box as="span" srOnly>
      (opens in a new tab)
    </Box>
  );
}

type Change = { status?: LeadStatus; assignee?: string | null };
type Choice = { status: LeadStatus; assignee: string };

/** What the person chose and has not saved yet: only what differs from the stored lead. */
function changeOf(lead: LeadDetail['lead'], choice: Choice): Change {
  const change: Change = {};
  if (choice.status !== lead.status) change.status = choice.status;
  if (choice.assignee !== (lead.assignee ?? '')) change.assignee = choice.assignee || null;
  return change;
}

/** "status Contacted, assigned to Sana Rao". */
function changeWords(change: Change, assignees: Assignee[]): string {
  return [change.status ? `status ${STATUS_LABELS[change.status]}` : '', 'assignee' in change ? `assigned to ${nameOf(assignees, change.assignee ?? null)}` : '']
    .filter(Boolean)
    .join(', ');
}

/**
 * Status, assignee and notes. The status and person chosen are kept here, above both forms, so adding
 * a note before pressing Save neither drops nor hides them: the note saves them with it and says so.
 * Until then the panel says plainly that they are not saved, and leaving the page asks first.
 */
function Editing({ detail, onChange }: { detail: LeadDetail; onChange(detail: LeadDetail): void }) {
  const { lead } = detail;
  const [choice, setChoice] = useState<Choice>({ status: lead.status, assignee: lead.assignee ?? '' });
  const pending = changeOf(lead, choice);
  const unsaved = Object.keys(pending).length > 0;

  useEffect(() => {
    if (!unsaved) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [unsaved]);

  /** Saves the chosen status and person; the stored lead and its history come back. */
  async function saveChoice(change: Change) {
    const answer = await api<{ lead: LeadDetail['lead']; events: LeadEvent[] }>('PATCH', `/admin/api/leads/${encodeURIComponent(lead.id)}`, change);
    return { ...detail, lead: { ...lead, ...answer.lead }, events: answer.events };
  }

  return (
    <>
      <Handling detail={detail} choice={choice} onChoose={setChoice} unsaved={unsaved} pending={pending} save={saveChoice} onSaved={onChange} />
      <NoteForm
        id={lead.id}
        pending={unsaved ? pending : null}
        pendingWords={changeWords(pending, detail.assignees)}
        save={saveChoice}
        onAdded={(saved, events) => onChange({ ...saved, events })}
        current={detail}
      />
    </>
  );
}

function Handling({
  detail,
  choice,
  onChoose,
  unsaved,
  pending,
  save: saveChoice,
  onSaved,
}: {
  detail: LeadDetail;
  choice: Choice;
  onChoose(choice: Choice): void;
  unsaved: boolean;
  pending: Change;
  save(change: Change): Promise<LeadDetail>;
  onSaved(detail: LeadDetail): void;
}) {
  const { errors, notice, busy, run } = useAction();

  function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const change = pending;
    void run(event.currentTarget, async () => {
      if (Object.keys(change).length === 0) return { tone: 'info', text: 'Nothing changed: choose another status or person first.' };
      onSaved(await saveChoice(change));
      return { tone: 'success', text: `Saved: ${changeWords(change, detail.assignees)}.` };
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
            value={choice.status}
            onChange={(e) => onChoose({ ...choice, status: e.target.value as LeadStatus })}
            error={errors.status}
            choices={LEAD_STATUSES.map((s) => ({ value: s, label: STATUS_LABELS[s] }))}
          />
          <SelectField
            id="lead-assignee"
            label="Assigned to"
            name="assignee"
            value={choice.assignee}
            onChange={(e) => onChoose({ ...choice, assignee: e.target.value })}
            error={errors.assignee}
            choices={[{ value: '', label: 'Nobody' }, ...detail.assignees.map((a) => ({ value: a.id, label: a.name }))]}
          />
        </SimpleGrid>
        <Flex gap="3" align="center" wrap="wrap">
          <Button type="submit" colorPalette="brand" aria-disabled={busy || undefined}>
            {busy ? 'Saving…' : 'Save'}
          </Button>
          {unsaved ? (
            <Text color="fg.warning" fontWeight="semibold">
              Not saved yet: press Save (adding a note saves it too).
            </Text>
          ) : null}
        </Flex>
        <Notice notice={notice} />
      </Form>
    </Panel>
  );
}

function NoteForm({
  id,
  pending,
  pendingWords,
  save,
  onAdded,
  current,
}: {
  id: string;
  /** A status or person chosen above and not saved: saved first, with the note. */
  pending: Change | null;
  pendingWords: string;
  save(change: Change): Promise<LeadDetail>;
  onAdded(detail: LeadDetail, events: LeadEvent[]): void;
  current: LeadDetail;
}) {
  const [note, setNote] = useState('');
  const { errors, notice, busy, run, refuse } = useAction();

  function add(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    if (refuse(form, note.trim() ? {} : { note: 'Write the note first.' })) return;
    const change = pending;
    const words = pendingWords;
    void run(form, async () => {
      const saved = change ? await save(change) : current;
      // Shown at once: should the note then fail, the page does not claim the choice is still unsaved.
      if (change) onAdded(saved, saved.events);
      const answer = await api<{ events: LeadEvent[] }>('POST', `/admin/api/leads/${encodeURIComponent(id)}/notes`, { note });
      onAdded(saved, answer.events);
      setNote('');
      return { tone: 'success', text: change ? `Note added to the history. Saved with it: ${words}.` : 'Note added to the history.' };
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
          helper={pending ? `Colleagues see it in the history below. Adding it also saves what you chose above: ${pendingWords}.` : 'Colleagues see it in the history below.'}
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
  const what = (event: LeadEvent) => eventWords(event, (id) => nameOf(assignees, id), STATUS_LABELS);
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
