// The life of a form's submit, the same everywhere: one request at a time, the fields' messages from
// the server at the fields (focus on the first), a notice for what happened, nothing stale left over.
import { useState } from 'react';
import { failureNotice, fieldsOf } from './api.ts';
import { focusFirstInvalid, type NoticeState } from './ui.tsx';

export function useAction() {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [notice, setNotice] = useState<NoticeState | null>(null);
  const [busy, setBusy] = useState(false);

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
      focusFirstInvalid(form);
    } finally {
      setBusy(false);
    }
  }

  /** Problems found before asking the server: shown like the server's, nothing sent. */
  function refuse(form: HTMLFormElement | null, problems: Record<string, string>): boolean {
    if (Object.keys(problems).length === 0) return false;
    setErrors(problems);
    setNotice(null);
    focusFirstInvalid(form);
    return true;
  }

  return { errors, notice, setNotice, busy, run, refuse };
}
