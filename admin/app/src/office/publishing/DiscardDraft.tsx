// "Discard" on a row of Publishing's drafts: throws a draft away — a page's, a menu's, or an uploaded
// picture's, which the editor's own Discard (the open file only) cannot reach. Asks first; the server
// refuses while someone else is editing the file, and says so here.
import { useState } from 'react';
import { Button } from '@chakra-ui/react/button';
import { api } from '../../shared/api.ts';
import { ConfirmDialog } from '../../shared/ConfirmDialog.tsx';
import { useAction } from '../../shared/useAction.ts';
import type { DraftRow } from './types.ts';

export function DiscardDraft({ draft, onDone }: { draft: DraftRow; onDone: (text: string) => void }) {
  const [open, setOpen] = useState(false);
  const { notice, setNotice, busy, run } = useAction();

  const discard = () =>
    run(null, async () => {
      await api('POST', '/admin/api/editor/discard', { files: [draft.file] });
      setOpen(false);
      onDone(`Discarded the draft of ${draft.title}: the live site keeps what it shows.`);
      return null;
    });

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(isOpen) => {
        setOpen(isOpen);
        setNotice(null);
      }}
      trigger={
        <Button size="sm" variant="outline" colorPalette="red" aria-label={`Discard the draft of ${draft.title}`}>
          Discard
        </Button>
      }
      title={`Discard the draft of ${draft.title}?`}
      description="Its changes are lost. Visitors keep seeing the published version."
      notice={notice}
      cancelLabel="Keep the draft"
      confirmLabel="Discard the draft"
      busyLabel="Discarding…"
      busy={busy}
      onConfirm={discard}
      closeLabel="Close without discarding"
      colorPalette="red"
    />
  );
}
