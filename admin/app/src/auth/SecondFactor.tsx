// The second step of signing in: the code from the authenticator app — or, for an administrator
// who has no second factor yet, setting it up first (the server allows nothing else until then).
import { useEffect, useState, type FormEvent } from 'react';
import { Button } from '@chakra-ui/react/button';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { failureNotice, api, ApiError, fieldsOf, messageOf, safeNext, setCsrfToken } from '../shared/api.ts';
import { CodeField } from '../shared/CodeField.tsx';
import { Enrolment } from '../shared/Enrolment.tsx';
import { Form, Notice, PageHeading, type NoticeState } from '../shared/ui.tsx';
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
      finished(await api<{ csrfToken: string }>('POST', '/admin/api/sign-in/code', { code }));
    } catch (failure) {
      if (failure instanceof ApiError && failure.status === 401) return backToSignIn(next);
      setError(fieldsOf(failure).code);
      setNotice(failureNotice(failure));
      setCode('');
      document.getElementById('sign-in-code')?.focus();
      setBusy(false);
    }
  }

  if (stage === 'enrol') {
    return (
      <Stack gap="4">
        <PageHeading>Set up your second factor</PageHeading>
        <Text>Administrators sign in with a password and a code from an authenticator app. Set it up once now; from then on you enter a code after your password.</Text>
        <Enrolment onDone={finished} />
      </Stack>
    );
  }
  return (
    <Stack gap="5">
      <PageHeading>Enter your code</PageHeading>
      <Notice notice={notice} />
      {stage === 'second-factor' ? (
        <Form display="flex" flexDirection="column" gap="4" onSubmit={submit} noValidate>
          {/* The one thing to do here: the field has focus when the screen opens. */}
          <CodeField id="sign-in-code" value={code} onChange={setCode} error={error} autoFocus />
          <Button type="submit" colorPalette="brand" size="lg" aria-disabled={busy || undefined}>
            {busy ? 'Checking…' : 'Continue'}
          </Button>
        </Form>
      ) : notice ? null : (
        <Text color="fg.muted">Checking your sign-in…</Text>
      )}
      <Text>
        <ScreenLink href={withNext('/admin/sign-in', next)}>Sign in as someone else</ScreenLink>
      </Text>
    </Stack>
  );
}
