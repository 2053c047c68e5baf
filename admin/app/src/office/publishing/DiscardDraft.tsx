// "Discard" on a row of Publishing's drafts: throws a draft away — a page's, a menu's, or an uploaded
// picture's, which the editor's own Discard (the open file only) cannot reach. Asks first; the server
// refuses while someone else is editing the file, and says so here.
import { useState } from 'react';
import { Button, CloseButton } from '@chakra-ui/react/button';
import { Dialog } from '@chakra-ui/react/dialog';
import { Portal } from '@chakra-ui/react/portal';
import { Stack } from '@chakra-ui/react/stack';
import { api, failureNotice } from '../../shared/api.ts';
import { Notice, type NoticeState } from '../../shared/ui.tsx';
import type { DraftRow } from './types.ts';

export function DiscardDraft({ draft, onDone }: { draft: DraftRow; onDone: (text: string) => void }) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<NoticeState | null>(null);

  async function discard() {
    if (busy) return;
    setBusy(true);
    setNotice(null);
    try {
      await api('POST', '/admin/api/editor/discard', { files: [draft.file] });
      setOpen(false);
      onDone(`Discarded the draft of ${draft.title}: the live site keeps what it shows.`);
    } catch (failure) {
      setNotice(failureNotice(failure));
    }
    setBusy(false);
  }

  return (
    <Dialog.Root
      role="alertdialog"
      open={open}
      onOpenChange={(e) => {
        setOpen(e.open);
        setNotice(null);
      }}
      placement="center"
    >
      <Dialog.Trigger asChild>
        <Button size="sm" variant="outline" colorPalette="red" aria-label={`Discard the draft of ${draft.title}`}>
          Discard
        </Button>
      </Dialog.Trigger>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>Discard the draft of {draft.title}?</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="4">
                <Dialog.Description>Its changes are lost. Visitors keep seeing the published version.</Dialog.Description>
                <Notice notice={notice} />
              </Stack>
            </Dialog.Body>
            <Dialog.Footer flexWrap="wrap">
              <Dialog.ActionTrigger asChild>
                <Button variant="outline">Keep the draft</Button>
              </Dialog.ActionTrigger>
              <Button colorPalette="red" onClick={discard} aria-disabled={busy || undefined}>
                {busy ? 'Discarding…' : 'Discard the draft'}
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close without discarding" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
