// The one confirmation dialog of the back office (Restore, Undo, Erase, Discard): a button opens an
// alert dialog that says what will happen, shows what the caller adds (a list of changes, a box to tick)
// and what the server answered, and offers Cancel and the action. While the action runs its button says
// so ("Erasing…") and is aria-disabled, not disabled, so it keeps focus and a second click does nothing.
// Focus stays inside while open and goes back to the button that opened it; Escape, Cancel and the ×
// (named "Close without …") close it. The caller keeps the state: whether it is open, and busy and the
// server's answer from useAction (shared/useAction.ts), as Restore, Undo and Discard do.
import type { ReactElement, ReactNode } from 'react';
import { Button, CloseButton } from '@chakra-ui/react/button';
import { Dialog } from '@chakra-ui/react/dialog';
import { Portal } from '@chakra-ui/react/portal';
import { Stack } from '@chakra-ui/react/stack';
import { Notice, type NoticeState } from './ui.tsx';

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opens the dialog (it gets focus back when the dialog closes). */
  trigger: ReactElement;
  title: ReactNode;
  /** What will happen, read out as the dialog's description. */
  description: ReactNode;
  /** What the caller shows under the description: the changes, a box to tick. */
  children?: ReactNode;
  /** The server's answer (a refusal, a failure), under everything else. */
  notice: NoticeState | null;
  /** "Erase 2 leads", "Restore and publish" … and while busy "Erasing…". */
  confirmLabel: string;
  busyLabel: string;
  busy: boolean;
  /** Also not ready (e.g. before what it would change is known): the button says so by aria-disabled. */
  notReady?: boolean;
  onConfirm: () => void;
  cancelLabel?: string;
  /** The × button's name, such as "Close without erasing". */
  closeLabel: string;
  /** red for what cannot be brought back, blue for what publishes. */
  colorPalette: 'red' | 'blue';
  /** A long body scrolls inside the dialog (and can be reached by keyboard to scroll). */
  long?: boolean;
  size?: 'md' | 'lg';
  initialFocusEl?: () => HTMLElement | null;
}

export function ConfirmDialog(props: ConfirmDialogProps) {
  const { open, onOpenChange, trigger, title, description, children, notice, confirmLabel, busyLabel, busy, notReady, onConfirm, closeLabel, colorPalette, long, size } = props;
  return (
    <Dialog.Root
      role="alertdialog"
      open={open}
      onOpenChange={(e) => onOpenChange(e.open)}
      initialFocusEl={props.initialFocusEl}
      placement="center"
      scrollBehavior={long ? 'inside' : undefined}
      size={size}
    >
      <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body tabIndex={long ? 0 : undefined}>
              <Stack gap="4">
                <Dialog.Description>{description}</Dialog.Description>
                {children}
                <Notice notice={notice} />
              </Stack>
            </Dialog.Body>
            <Dialog.Footer flexWrap="wrap">
              <Dialog.ActionTrigger asChild>
                <Button variant="outline">{props.cancelLabel ?? 'Cancel'}</Button>
              </Dialog.ActionTrigger>
              <Button colorPalette={colorPalette} onClick={onConfirm} aria-disabled={busy || notReady || undefined}>
                {busy ? busyLabel : confirmLabel}
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={closeLabel} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
