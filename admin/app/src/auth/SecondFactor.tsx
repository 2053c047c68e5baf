// The second step of signing in: the code from the authenticator app, or one of the recovery codes
// (a lost phone) — or, for an administrator who has no second factor yet (or anyone whose second
// factor an administrator reset), setting it up first (the server allows nothing else until then).
import { useEffect, useState, type FormEvent } from 'react';
import { Button } from '@chakra-ui/react/button';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { failureNotice, api, ApiError, fieldsOf, messageOf, safeNext, setCsrfToken } from '../shared/api.ts';
import { CodeField } from '../shared/CodeField.tsx';
import { Enrolment } from '../shared/Enrolment.tsx';
import { Form, Notice, PageHeading, TextField, type NoticeState } from '../shared/ui.tsx';
import { go, useAddress, withNext } from './navigation.ts';
import { ScreenLink } from './ScreenLink.tsx';
import type { SessionAnswer } from './SignIn.tsx';

const EXPIRED = 'Your sign-in took too long and has ended. Sign in again.';
const backToSignIn = (next: string | null) => go(withNext('/admin/sign-in', next), { notice: EXPIRED }, true);

export function SecondFactor() {
  const { query } = useAddress();
  const next = query.get('next');
  const [stage, setStage] = useState<SessionAnswer['stage'] | null>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [notice, setNotice] = useState<NoticeState | null>(null);
  const [busy, setBusy] = useState(false);
  const [recovery, setRecovery] = useState(false);
  const [recoveryCode, setRecoveryCode] = useState('');

  const finished = (answer: { csrfToken: string }) => {
    setCsrfToken(answer.csrfToken);
    location.assign(safeNext(next));
  };

  useEffect(() => {
    api<SessionAnswer>('GET', '/admin/api/session').then(
      (session) => {
        setCsrfToken(session.csrfToken);
        if (session.stage === 'active') location.replace(safeNext(next));
        else setStage(session.stage);
      },
      (failure: unknown) => {
        if (failure instanceof ApiError && failure.status === 401) backToSignIn(next);
        else setNotice({ tone: 'error', text: messageOf(failure) });
      },
    );
  }, [next]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setNotice(null);
    try {
      if (recovery) finished(await api<{ csrfToken: string }>('POST', '/admin/api/sign-in/recovery-code', { recoveryCode }));
      else finished(await api<{ csrfToken: string }>('POST', '/admin/api/sign-in/code', { code }));
    } catch (failure) {
      if (failure instanceof ApiError && failure.status === 401) return backToSignIn(next);
      setError(recovery ? fieldsOf(failure).recoveryCode : fieldsOf(failure).code);
      setNotice(failureNotice(failure));
      if (!recovery) setCode('');
      document.getElementById(recovery ? 'sign-in-recovery-code' : 'sign-in-code')?.focus();
      setBusy(false);
    }
  }
  function switchTo(useRecovery: boolean) {
    setRecovery(useRecovery);
    setError(undefined);
    setNotice(null);
    // The field of the other form takes focus once it is shown.
    setTimeout(() => document.getElementById(useRecovery ? 'sign-in-recovery-code' : 'sign-in-code')?.focus(), 0);
  }

  if (stage === 'enrol') {
    return (
      <Stack gap="4">
        <PageHeading>Set up your second factor</PageHeading>
        <Text>
          Your account signs in with a password and a code from an authenticator app on your phone. Set it up once now; from then on you enter a code after your password.
        </Text>
        <Enrolment onDone={finished} />
      </Stack>
    );
  }
  return (
    <Stack gap="5">
      <PageHeading>{recovery ? 'Enter a recovery code' : 'Enter your code'}</PageHeading>
      <Notice notice={notice} />
      {stage === 'second-factor' && recovery ? (
        <Form display="flex" flexDirection="column" gap="4" onSubmit={submit} noValidate>
          <TextField
            id="sign-in-recovery-code"
            label="Recovery code"
            name="recoveryCode"
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            fontFamily="mono"
            value={recoveryCode}
            onChange={(e) => setRecoveryCode(e.target.value)}
            error={error}
            helper="One of the ten codes you saved when you set up the second factor, like abcde-fghij. Each works once."
          />
          <Button type="submit" colorPalette="brand" size="lg" aria-disabled={busy || undefined}>
            {busy ? 'Checking…' : 'Continue'}
          </Button>
          <Button variant="ghost" alignSelf="flex-start" onClick={() => switchTo(false)}>
            Use a code from the app instead
          </Button>
        </Form>
      ) : stage === 'second-factor' ? (
        <Form display="flex" flexDirection="column" gap="4" onSubmit={submit} noValidate>
          {/* The one thing to do here: the field has focus when the screen opens. */}
          <CodeField id="sign-in-code" value={code} onChange={setCode} error={error} autoFocus />
          <Button type="submit" colorPalette="brand" size="lg" aria-disabled={busy || undefined}>
            {busy ? 'Checking…' : 'Continue'}
          </Button>
          <Button variant="ghost" alignSelf="flex-start" onClick={() => switchTo(true)}>
            Lost your phone? Use a recovery code
          </Button>
        </Form>
      ) : notice ? null : (
        <Text color="fg.muted">Checking your sign-in…</Text>
      )}
      {stage === 'second-factor' ? (
        <Text color="fg.muted" fontSize="sm">
          No phone and no recovery code? An administrator can reset your second factor from the users screen; you then set it up again when you sign in.
        </Text>
      ) : null}
      <Text>
        <ScreenLink href={withNext('/admin/sign-in', next)}>Sign in as someone else</ScreenLink>
      </Text>
    </Stack>
  );
}
