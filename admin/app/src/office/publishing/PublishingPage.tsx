// Publishing (editors, publishers, administrators): what the live site shows, the drafts waiting to be
// published (those sent for review first), and what is scheduled. A publisher reviews a draft here —
// its changes in words, a message to edit — and publishes it, or cancels a scheduled publish. Anyone who
// edits can discard a draft here, an uploaded picture's too.
import { useCallback, useEffect, useState } from 'react';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Heading } from '@chakra-ui/react/heading';
import { Link } from '@chakra-ui/react/link';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { api, failureNotice, messageOf } from '../../shared/api.ts';
import { isoOf, istDateTime } from '../../shared/format.ts';
import { Notice, PageHeading, type NoticeState } from '../../shared/ui.tsx';
import { useSession } from '../session.tsx';
import { Panel, RowList, type Column } from '../parts.tsx';
import { DiscardDraft } from './DiscardDraft.tsx';
import { ReviewDraft } from './ReviewDraft.tsx';
import type { DraftRow, PublishStatus, ScheduledRow } from './types.ts';

const SCHEDULE_STATUS: Record<ScheduledRow['status'], string> = {
  waiting: 'Waiting',
  running: 'Publishing now',
  published: 'Published',
  failed: 'Not published',
  cancelled: 'Cancelled',
};

export function PublishingPage() {
  const { can } = useSession();
  const [status, setStatus] = useState<PublishStatus | null>(null);
  const [drafts, setDrafts] = useState<DraftRow[] | null>(null);
  const [scheduled, setScheduled] = useState<ScheduledRow[] | null>(null);
  const [notice, setNotice] = useState<NoticeState | null>(null);
  const [reviewing, setReviewing] = useState<string | null>(null);

  const load = useCallback(() => {
    Promise.all([
      api<PublishStatus>('GET', '/admin/api/publish/status'),
      api<{ drafts: DraftRow[] }>('GET', '/admin/api/publish/drafts'),
      api<{ scheduled: ScheduledRow[] }>('GET', '/admin/api/publish/schedule'),
    ]).then(
      ([s, d, sc]) => {
        setStatus(s);
        setDrafts(d.drafts);
        setScheduled(sc.scheduled);
      },
      (failure: unknown) => setNotice(failureNotice(failure)),
    );
  }, []);
  useEffect(load, [load]);

  async function cancel(entry: ScheduledRow) {
    try {
      await api('DELETE', `/admin/api/publish/schedule/${encodeURIComponent(entry.id)}`);
      setNotice({ tone: 'success', text: `Cancelled the publish of ${entry.publishAtIst}; its drafts are back in the list.` });
      load();
    } catch (failure) {
      setNotice({ tone: 'error', text: messageOf(failure) });
    }
  }

  const draftColumns: Column<DraftRow>[] = [
    { header: 'Change', cell: (d) => d.change },
    { header: 'Last edited', cell: (d) => `${d.updatedBy}, ${d.updatedAtIst}` },
    { header: 'Review', cell: (d) => (d.reviewRequestedBy ? `Asked by ${d.reviewRequestedBy}` : '—') },
    {
      header: 'Actions',
      cell: (d) => (
        <HStack gap="2" wrap="wrap">
          {can('content.publish') ? (
            <Button size="sm" variant="outline" onClick={() => setReviewing(reviewing === d.file ? null : d.file)} aria-expanded={reviewing === d.file}>
              {reviewing === d.file ? 'Close the review' : 'Review and publish'}
            </Button>
          ) : null}
          <DiscardDraft
            draft={d}
            onDone={(text) => {
              if (reviewing === d.file) setReviewing(null);
              setNotice({ tone: 'success', text });
              load();
            }}
          />
        </HStack>
      ),
    },
  ];
  const draftTitle: Column<DraftRow> = {
    header: 'Draft',
    cell: (d) =>
      d.editHref ? (
        <Link href={d.editHref} color="blue.700" textDecoration="underline">
          {d.title}
        </Link>
      ) : (
        d.title
      ),
  };
  const scheduleColumns: Column<ScheduledRow>[] = [
    { header: 'What', cell: (e) => <Text whiteSpace="pre-line">{e.message}</Text> },
    { header: 'By', cell: (e) => e.createdBy.name },
    { header: 'Status', cell: (e) => (e.result && e.status === 'failed' ? `${SCHEDULE_STATUS[e.status]}: ${e.result}` : SCHEDULE_STATUS[e.status]) },
    {
      header: 'Actions',
      cell: (e) =>
        e.status === 'waiting' && can('content.publish') ? (
          <Button size="sm" variant="outline" colorPalette="red" onClick={() => cancel(e)}>
            Cancel
          </Button>
        ) : (
          '—'
        ),
    },
  ];
  const scheduleTitle: Column<ScheduledRow> = { header: 'When (India time)', cell: (e) => <time dateTime={isoOf(e.publishAt)}>{e.publishAtIst}</time> };

  return (
    <Stack gap="5">
      <PageHeading>Publishing</PageHeading>
      <Text color="fg.muted">
        Edits are saved as drafts that visitors do not see. Publishers review them and publish them — at once or at a date and time — and every published version stays in the site
        history, where it can be restored.
      </Text>
      <Notice notice={notice} />
      {status ? (
        <Panel title="The live site">
          <Text>
            {status.published ? `Last published on ${istDateTime(status.published.at)}.` : 'Nothing has been published from the back office yet: the site shows its last build.'}
          </Text>
          {status.problem ? <Notice notice={{ tone: 'error', text: status.problem }} mt="3" /> : null}
        </Panel>
      ) : null}
      <Stack as="section" aria-labelledby="drafts-heading" gap="3">
        <Heading as="h2" id="drafts-heading" size="md">
          Drafts
        </Heading>
        {drafts && drafts.length === 0 ? <Text color="fg.muted">No drafts: the live site shows every saved change.</Text> : null}
        {drafts && drafts.length > 0 ? <RowList caption="Drafts waiting to be published" rows={drafts} columns={draftColumns} title={draftTitle} rowKey={(d) => d.file} /> : null}
        {reviewing && drafts?.some((d) => d.file === reviewing) ? (
          <Box>
            <ReviewDraft
              draft={drafts.find((d) => d.file === reviewing)!}
              onDone={(text) => {
                setReviewing(null);
                setNotice({ tone: 'success', text });
                load();
              }}
            />
          </Box>
        ) : null}
      </Stack>
      <Stack as="section" aria-labelledby="scheduled-heading" gap="3">
        <Heading as="h2" id="scheduled-heading" size="md">
          Scheduled
        </Heading>
        {scheduled && scheduled.length === 0 ? <Text color="fg.muted">Nothing is scheduled.</Text> : null}
        {scheduled && scheduled.length > 0 ? (
          <RowList caption="Scheduled publishes, soonest first" rows={scheduled} columns={scheduleColumns} title={scheduleTitle} rowKey={(e) => e.id} />
        ) : null}
      </Stack>
    </Stack>
  );
}
