// "Restore this version": publishes a new version that makes the site's content again what it was at
// this one (the versions in between stay in the history, so a restore can itself be undone). Asks
// first, says what happens, and reports what the server answered: done (with the pages that changed),
// refused by the checks, or failed with the live site unchanged.
import { useState } from 'react';
import { Button, CloseButton } from '@chakra-ui/react/button';
import { Dialog } from '@chakra-ui/react/dialog';
import { Portal } from '@chakra-ui/react/portal';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { api, failureNotice } from '../../shared/api.ts';
import { Notice, type NoticeState } from '../../shared/ui.tsx';
import { AppLink, Panel } from '../parts.tsx';

interface Published {
  commit: string | null;
  message: string;
  pages: string[];
  seconds: number;
}

export function RestoreVersion({ id, when }: { id: string; when: string }) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<NoticeState | null>(null);
  const [done, setDone] = useState<Published | null>(null);

  async function restore() {
    if (busy) return;
    setBusy(true);
    setNotice(null);
    try {
      const answer = await api<Published>('POST', `/admin/api/history/${encodeURIComponent(id)}/restore`);
      setDone(answer);
      setOpen(false);
    } catch (failure) {
      setNotice(failureNotice(failure));
    }
    setBusy(false);
  }

  return (
    <Panel title="Restore this version" id="restore">
      <Stack gap="4">
        <Text>
          Makes the site’s content again what it was on {when}: published at once as a new version, after the same checks as any publish. The versions since stay in the history.
        </Text>
        {done ? (
          <Notice
            notice={{
              tone: 'success',
              text: done.commit
                ? `Restored in ${done.seconds} s: the live site shows this version again (${done.pages.length} ${done.pages.length === 1 ? 'page' : 'pages'} changed).`
                : done.message,
            }}
          />
        ) : null}
        {done?.commit ? (
          <AppLink to={`/admin/history/${done.commit}`} w="fit-content">
            See the new version
          </AppLink>
        ) : null}
        <Dialog.Root role="alertdialog" open={open} onOpenChange={(e) => setOpen(e.open)} placement="center">
          <Dialog.Trigger asChild>
            <Button colorPalette="blue" variant="solid" alignSelf="flex-start">
              Restore this version
            </Button>
          </Dialog.Trigger>
          <Portal>
            <Dialog.Backdrop />
            <Dialog.Positioner px="4">
              <Dialog.Content>
                <Dialog.Header>
                  <Dialog.Title>Restore the version of {when}?</Dialog.Title>
                </Dialog.Header>
                <Dialog.Body>
                  <Stack gap="4">
                    <Dialog.Description>Visitors will see the site as it was then, within seconds. Drafts being edited are kept.</Dialog.Description>
                    <Notice notice={notice} />
                  </Stack>
                </Dialog.Body>
                <Dialog.Footer flexWrap="wrap">
                  <Dialog.ActionTrigger asChild>
                    <Button variant="outline">Cancel</Button>
                  </Dialog.ActionTrigger>
                  <Button colorPalette="blue" onClick={restore} aria-disabled={busy || undefined}>
                    {busy ? 'Restoring…' : 'Restore and publish'}
                  </Button>
                </Dialog.Footer>
                <Dialog.CloseTrigger asChild>
                  <CloseButton size="sm" aria-label="Close without restoring" />
                </Dialog.CloseTrigger>
              </Dialog.Content>
            </Dialog.Positioner>
          </Portal>
        </Dialog.Root>
      </Stack>
    </Panel>
  );
}
