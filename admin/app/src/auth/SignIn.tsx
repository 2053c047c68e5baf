// Sign in: e-mail and password. A wrong address and a wrong password get the same answer from the
// server; after too many failures it answers 429 with how long to wait, shown as it is. Then the
// second factor when the account has one (or must set one up), else straight to where the person was going.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Button } from '@chakra-ui/react/button';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { api, failureNotice, fieldsOf, safeNext, setCsrfToken } from '../shared/api.ts';
import { takeSignInNotice } from '../shared/handoff.ts';
import { Form, Notice, PageHeading, TextField, type NoticeState } from '../shared/ui.tsx';
import { go, useAddress, withNext } from './navigation.ts';
import { EmailField } from './EmailField.tsx';
import { ScreenLink } from './ScreenLink.tsx';

export interface SessionAnswer {
  stage: 'second-factor' | 'enrol' | 'active';
  csrfToken: string;
}

export function SignIn() {
  const { query, state } = useAddress();
  const next = query.get('next');
  const [email, setEmail] = useState(state.email ?? '');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [notice, setNotice] = useState<NoticeState | null>(() => {
    const text = state.notice ?? takeSignInNotice();
    return text ? { tone: 'info', text } : null;
  });
  const [busy, setBusy] = useState(false);
  const passwordRef = useRef<HTMLInputElement>(null);

  // Already signed in (another tab, the back button): straight on.
  useEffect(() => {
    api<SessionAnswer>('GET', '/admin/api/session').then(
      (session) => session.stage === 'active' && location.replace(safeNext(next)),
      () => {},
    );
  }, [next]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const missing: Record<string, string> = {};
    if (!email.trim()) missing.email = 'Enter your e-mail address.';
    if (!password) missing.password = 'Enter your password.';
    setErrors(missing);
    if (Object.keys(missing).length > 0) {
      setNotice(null);
      document.getElementById(missing.email ? 'sign-in-email' : 'sign-in-password')?.focus();
      return;
    }
    setBusy(true);
    setNotice(null);
    try {
      const answer = await api<SessionAnswer>('POST', '/admin/api/sign-in', { email: email.trim(), password });
      setCsrfToken(answer.csrfToken);
      if (answer.stage === 'active') location.assign(safeNext(next));
      else go(withNext('/admin/second-factor', next));
    } catch (error) {
      setErrors(fieldsOf(error));
      setNotice(failureNotice(error));
      setPassword('');
      passwordRef.current?.focus();
      setBusy(false);
    }
  }

  return (
    <Stack gap="5">
      <PageHeading>Sign in</PageHeading>
      <Text color="fg.muted">The back office is for the people who run this website.</Text>
      <Notice notice={notice} />
      <Form display="flex" flexDirection="column" gap="4" onSubmit={submit} noValidate>
        <EmailField id="sign-in-email" value={email} onChange={setEmail} error={errors.email} />
        <TextField
          id="sign-in-password"
          ref={passwordRef}
          label="Password"
          type="password"
          name="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={errors.password}
        />
        <Button type="submit" colorPalette="brand" size="lg" aria-disabled={busy || undefined}>
          {busy ? 'Signing in…' : 'Sign in'}
        </Button>
      </Form>
      <Text>
        <ScreenLink href="/admin/forgot-password">Forgot your password?</ScreenLink>
      </Text>
    </Stack>
  );
}
