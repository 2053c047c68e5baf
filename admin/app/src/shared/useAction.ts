// The life of a form's submit, the same everywhere: one request at a time, the fields' messages from
// the server at the fields (focus on the first), a notice for what happened, nothing stale left over.
import { useEffect, useState } from 'react';
import { failureNotice, fieldsOf } from './api.ts';
import { focusFirstInvalid, type NoticeState } from './ui.tsx';

export function useAction() {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [notice, setNotice] = useState<NoticeState | null>(null);
  const [busy, setBusy] = useState(false);
  // The form whose refused fields get focus once React has drawn them (aria-invalid set, fields enabled
  // again): focusing in the same tick, or in the next animation frame, can run before that render.
  const [focusPending, setFocusPending] = useState<HTMLFormElement | null>(null);
  useEffect(() => {
    if (busy || !focusPending) return;
    focusFirstInvalid(focusPending);
    setFocusPending(null);
  }, [focusPending, busy]);

  /** Runs `action` (its result, if any, becomes the notice); a failure shows the server's messages. */
  async function run(form: HTMLFormElement | null, action: () => Promise<NoticeState | null | undefined>) {
    if (busy) return;
    setBusy(true);
    setNotice(null);
    try {
      const result = await action();
      setErrors({});
      setNotice(result ?? null);
    } catch (failure) {
      setErrors(fieldsOf(failure));
      setNotice(failureNotice(failure));
      setFocusPending(form);
    } finally {
      setBusy(false);
    }
  }

  /** Problems found before asking the server: shown like the server's, nothing sent. */
  function refuse(form: HTMLFormElement | null, problems: Record<string, string>): boolean {
    if (Object.keys(problems).length === 0) return false;
    setErrors(problems);
    setNotice(null);
    setFocusPending(form);
    return true;
  }

  return { errors, notice, setNotice, busy, run, refuse };
}
