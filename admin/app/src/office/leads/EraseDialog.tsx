// "Erase this person's data": everything held about the person who sent this lead — every lead with
// their e-mail address, with notes and history — as the DPDP Act requires on request. The dialog
// says how many leads go, asks for a ticked box (the server refuses the erasure without it), keeps
// focus inside while open and gives it back to the button that opened it.
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Checkbox } from '@chakra-ui/react/checkbox';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { failureNotice, api, fieldsOf } from '../../shared/api.ts';
import { plural } from '../../shared/format.ts';
import { ConfirmDialog } from '../../shared/ConfirmDialog.tsx';
import type { NoticeState } from '../../shared/ui.tsx';
import { Panel } from '../parts.tsx';
import { inboxHref, type LeadSummary } from './types.ts';

export function EraseDialog({ lead, count }: { lead: LeadSummary; count: number }) {
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [confirmed, setConfirmed] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const [notice, setNotice] = useState<NoticeState | null>(null);
  const [busy, setBusy] = useState(false);
  const checkboxRef = useRef<HTMLInputElement>(null);
  const leads = plural(count, 'lead');
  const whose = lead.email ? `sent with the e-mail address ${lead.email}` : 'this lead (it has no e-mail address, so only this one)';

  function openChange(next: boolean) {
    setOpen(next);
    if (!next) {
      setConfirmed(false);
      setError(undefined);
      setNotice(null);
    }
  }

  async function erase() {
    if (busy) return;
    if (!confirmed) {
      setError('Tick the box to confirm: erased data cannot be brought back.');
      checkboxRef.current?.focus();
      return;
    }
    setBusy(true);
    setNotice(null);
    try {
      const answer = await api<{ erased: number; message: string }>('POST', `/admin/api/leads/${encodeURIComponent(lead.id)}/erase`, { confirm: true });
      setOpen(false);
      navigate(inboxHref(), { state: { notice: answer.message } });
    } catch (failure) {
      setError(fieldsOf(failure).confirm);
      setNotice(failureNotice(failure));
      setBusy(false);
    }
  }

  return (
    <Panel title="Erase this person’s data" id="erase" borderColor="red.300">
      <Stack gap="4">
        <Text>
          When someone asks for their data to be deleted, erase every lead {whose}: {leads}, with their notes and history. This cannot be undone. Earlier exports and backups are
          not changed.
        </Text>
        <ConfirmDialog
          open={open}
          onOpenChange={openChange}
          initialFocusEl={() => checkboxRef.current}
          trigger={
            <Button colorPalette="red" variant="solid" alignSelf="flex-start">
              Erase this person’s data
            </Button>
          }
          title={`Erase ${leads}?`}
          description={`This erases ${count === 1 ? 'the one lead' : `all ${leads}`} ${whose}, with their notes and history. It cannot be undone.`}
          notice={notice}
          confirmLabel={`Erase ${leads}`}
          busyLabel="Erasing…"
          busy={busy}
          onConfirm={erase}
          closeLabel="Close without erasing"
          colorPalette="red"
        >
          <Box>
            <Checkbox.Root checked={confirmed} invalid={Boolean(error)} onCheckedChange={(e) => setConfirmed(e.checked === true)} alignItems="flex-start">
              <Checkbox.HiddenInput ref={checkboxRef} aria-describedby={error ? 'erase-confirm-error' : undefined} />
              <Checkbox.Control mt="0.5" />
              <Checkbox.Label>I understand that the erased data cannot be brought back</Checkbox.Label>
            </Checkbox.Root>
            {error ? (
              <Text id="erase-confirm-error" color="fg.error" fontSize="sm" mt="1">
                {error}
              </Text>
            ) : null}
          </Box>
        </ConfirmDialog>
      </Stack>
    </Panel>
  );
}
