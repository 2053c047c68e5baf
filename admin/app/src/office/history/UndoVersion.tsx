// "Undo this change": takes back only what this version changed, as a new version by the person, and
// leaves every later version as it is. Asks first and lists what will go back; a refusal says in words
// which text was changed again since, by whom and when ("…undo that change first or edit it by hand").
// Once undone, the button goes: the notice and a link to the new version stay.
import { useState } from 'react';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { api } from '../../shared/api.ts';
import { istDateTime } from '../../shared/format.ts';
import { ConfirmDialog } from '../../shared/ConfirmDialog.tsx';
import { Notice } from '../../shared/ui.tsx';
import { useAction } from '../../shared/useAction.ts';
import { AppLink } from '../parts.tsx';
import { joinNames, type FileInWords, type UndoDone, type Version } from './types.ts';

const SHOWN = 12;

/** What undoing does to each file, in words: the version's changes the other way round. */
function undoLines(files: FileInWords[]): string[] {
  return files.flatMap((file) => {
    if (file.status === 'added') return [`${file.title}: deleted again`];
    if (file.status === 'removed') return [`${file.title}: comes back`];
    if (!file.lines.length) return [`${file.title}: ${file.note === 'Picture replaced' ? 'the earlier picture comes back' : 'back as it was'}`];
    return file.lines.map((line) =>
      line.kind === 'changed'
        ? `${file.title}, ${line.field}: ${line.after} → ${line.before}`
        : line.kind === 'added'
          ? `${file.title}, ${line.field}: removed again`
          : `${file.title}, ${line.field}: comes back`,
    );
  });
}

export function UndoVersion({ version, files }: { version: Version; files: FileInWords[] }) {
  const [open, setOpen] = useState(false);
  const { notice, setNotice, busy, run } = useAction();
  const [done, setDone] = useState<UndoDone | null>(null);
  const when = istDateTime(version.at);
  const lines = undoLines(files);

  const undo = () =>
    run(null, async () => {
      setDone(await api<UndoDone>('POST', `/admin/api/history/${encodeURIComponent(version.id)}/undo`));
      setOpen(false);
      return null;
    });

  return (
    <Stack gap="3" align="flex-start">
      {done ? (
        <Notice
          notice={{
            tone: 'success',
            text: done.commit
              ? `Undone in ${done.seconds} s: the live site no longer has this change; later changes are kept (${done.pages.length} ${done.pages.length === 1 ? 'page' : 'pages'} changed).`
              : done.message,
          }}
        />
      ) : null}
      {done?.commit ? <AppLink to={`/admin/history/${done.commit}`}>See the new version</AppLink> : null}
      {done ? null : (
        <ConfirmDialog
          open={open}
          onOpenChange={(isOpen) => {
            setOpen(isOpen);
            if (isOpen) setNotice(null);
          }}
          long
          trigger={
            <Button colorPalette="blue" variant="outline">
              Undo this change
            </Button>
          }
          title={`Undo the change of ${when}?`}
          description={`Takes back only what ${joinNames(version.changedBy)} changed in this version and publishes it at once as a new version by you. Changes made after it stay as they are.`}
          notice={notice}
          confirmLabel="Undo and publish"
          busyLabel="Undoing…"
          busy={busy}
          onConfirm={undo}
          closeLabel="Close without undoing"
          colorPalette="blue"
        >
          <Box as="ul" ps="5" listStyleType="disc" aria-label="What goes back">
            {lines.slice(0, SHOWN).map((line, i) => (
              <Box as="li" key={i} overflowWrap="anywhere">
                {line}
              </Box>
            ))}
          </Box>
          {lines.length > SHOWN ? <Text color="fg.muted">and {lines.length - SHOWN} more changes, listed above on this page.</Text> : null}
        </ConfirmDialog>
      )}
    </Stack>
  );
}
