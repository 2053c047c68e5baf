// What the editor shows only inside the back office, above the open file: who else is editing it (the
// lease, renewed every 30 s while the file is open and released when it closes or the tab does), whether a draft of it
// is saved and by whom, whether a change of it waits in a scheduled publish (its draft left the list when it
// was scheduled: without a sign the person would edit the live version unaware), and its actions — Discard draft, and Ask for review for editors (publishers
// publish from the top bar's "Publish…"). A publisher can take a file over from someone whose tab keeps
// it (a tab left open renews its lease for ever): "Take over from Asha Rao", after a confirmation that
// her unsaved edits in that tab will not be saved; her tab is told on its next renewal.
import { useEffect, useState } from 'react';
import { Box, Button, Dialog, Flex, Link, Portal, Text } from '@chakra-ui/react';
import { istDateTime } from '../../../admin/app/src/shared/format.ts';
import { api, request, type DraftInfo, type LeaseInfo, type OfficeSession, type ScheduledChange } from '../api.ts';

/** Asks the open file's lease hook to renew at once (after a take-over), instead of at its next 30 s. */
const RENEW_EVENT = 'office-lease-renew';

export const LEASE_RENEW_MS = 30_000;

/** The signed-in person (and the CSRF token every change needs), read once when the editor opens. */
export function useOfficeSession(enabled: boolean) {
  const [session, setSession] = useState<OfficeSession | null>(null);
  const [error, setError] = useState('');
  useEffect(() => {
    if (!enabled) return;
    api
      .session()
      .then(setSession)
      .catch((e: unknown) => setError(e instanceof Error ? e.message : String(e)));
  }, [enabled]);
  return { session, error, canPublish: !!session?.permissions.includes('content.publish') };
}

/** Holds the open file's lease while it is open; answers who holds it. */
export function useLease(file: string | undefined, enabled: boolean): LeaseInfo | null {
  const [lease, setLease] = useState<LeaseInfo | null>(null);
  useEffect(() => {
    setLease(null);
    if (!file || !enabled) return;
    let open = true;
    const renew = () =>
      api
        .lease(file)
        .then((l) => open && setLease(l))
        .catch(() => {});
    void renew();
    const timer = setInterval(renew, LEASE_RENEW_MS);
    addEventListener(RENEW_EVENT, renew);
    // Closing the tab lets the file go at once, instead of 90 s later.
    const leave = () => api.releaseOnExit(file);
    addEventListener('pagehide', leave);
    return () => {
      open = false;
      clearInterval(timer);
      removeEventListener(RENEW_EVENT, renew);
      removeEventListener('pagehide', leave);
      void api.release(file).catch(() => {});
    };
  }, [file, enabled]);
  return lease;
}

export function OfficeBar(props: {
  draft: DraftInfo | undefined;
  /** A change of this file waiting in a scheduled publish. */
  scheduled: ScheduledChange | undefined;
  lease: LeaseInfo | null;
  canPublish: boolean;
  /** The file has edits not saved yet. */
  unsaved: boolean;
  /** The file is new: neither the live site nor a saved draft has it yet. */
  isNew?: boolean;
  onDone: (text: string, tone: 'ok' | 'error') => void;
  onChanged: () => Promise<void>;
}) {
  const { draft, lease } = props;
  const [busy, setBusy] = useState(false);
  const taken = !!lease && !lease.mine;
  const [asking, setAsking] = useState(false);
  const holder = lease?.holder ?? '';
  const takeOver = async () => {
    setAsking(false);
    await run(async () => {
      const answer = await request<{ message: string }>('/admin/api/publish/take-over', { file: lease!.file });
      dispatchEvent(new Event(RENEW_EVENT));
      return answer;
    });
  };
  const run = async (action: () => Promise<{ message: string }>) => {
    setBusy(true);
    try {
      const { message } = await action();
      await props.onChanged();
      props.onDone(message, 'ok');
    } catch (e) {
      props.onDone(e instanceof Error ? e.message : String(e), 'error');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Box borderBottomWidth="1px" flexShrink={0} fontSize="sm" data-testid="office-bar">
      {lease && !lease.mine && lease.message && (
        <Flex px="4" py="2" gap="3" align="center" wrap="wrap" bg="orange.100" color="orange.950">
          <Box role="status" flex="1" minW="14rem" fontWeight="semibold" data-testid="lease-banner">
            {lease.message}
          </Box>
          {props.canPublish && !lease.takenOver && (
            <Button size="xs" variant="outline" colorPalette="orange" bg="white" loading={busy} onClick={() => setAsking(true)}>
              Take over from {holder}
            </Button>
          )}
        </Flex>
      )}
      {props.scheduled && (
        <Box role="status" px="4" py="2" bg="purple.50" color="purple.950" data-testid="scheduled-banner">
          <Text as="span" fontWeight="semibold">
            A scheduled change is waiting: {props.scheduled.by} scheduled it to be published on {istDateTime(props.scheduled.at)}.
          </Text>{' '}
          What you see here is the live version without that change; edits you save now are a separate draft. To change the scheduled version first, a publisher cancels it on the{' '}
          <Link href="/admin/publishing" color="purple.900" textDecoration="underline">
            Publishing page
          </Link>{' '}
          (its changes then come back as a draft).
        </Box>
      )}
      <Dialog.Root role="alertdialog" open={asking} onOpenChange={(e) => setAsking(e.open)}>
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content mx="4">
              <Dialog.Header>
                <Dialog.Title>Take over from {holder}?</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Dialog.Description>
                  {holder} has this open in another tab. If you take over, {holder}’s unsaved edits in that tab will not be saved — only what is already saved as a draft is kept.
                  Their tab is told that you took over.
                </Dialog.Description>
              </Dialog.Body>
              <Dialog.Footer flexWrap="wrap">
                <Dialog.ActionTrigger asChild>
                  <Button variant="outline">Cancel</Button>
                </Dialog.ActionTrigger>
                <Button colorPalette="red" onClick={() => void takeOver()}>
                  Take over
                </Button>
              </Dialog.Footer>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
      <Flex px="4" py="1.5" gap="3" align="center" wrap="wrap" bg={draft ? 'blue.50' : 'white'}>
        <Text flex="1" minW="12rem">
          {draft
            ? `${draft.deleted ? 'Deleting this page is a draft' : 'Draft'} saved by ${draft.updatedBy}, ${istDateTime(draft.updatedAt)} — visitors do not see it yet.${
                draft.reviewRequestedBy ? ` Review asked by ${draft.reviewRequestedBy}.` : ''
              }`
            : props.isNew
              ? 'New, not saved yet: visitors do not see it, and nothing is kept until you save a draft.'
              : props.unsaved
                ? 'No draft yet: your changes are kept only once you save a draft; visitors do not see them.'
                : 'No draft: this is what the live site shows.'}
        </Text>
        {/* While someone else has the file open, its draft is theirs to change: no actions here. */}
        {draft && !taken && !props.canPublish && !draft.reviewRequestedBy && (
          <Button size="xs" variant="outline" colorPalette="blue" loading={busy} disabled={props.unsaved} onClick={() => void run(() => api.review([draft.file]))}>
            Ask for review
          </Button>
        )}
        {draft && !taken && (
          <Button
            size="xs"
            variant="ghost"
            colorPalette="red"
            loading={busy}
            onClick={() => {
              if (confirm('Discard this draft? Its changes are lost and the live version is shown again.')) void run(() => api.discard([draft.file]));
            }}
          >
            Discard draft
          </Button>
        )}
      </Flex>
    </Box>
  );
}
