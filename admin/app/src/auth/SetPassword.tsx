// Choosing a password from a one-time link (an invitation or a reset): greets the person by name,
// asks for the password twice, shows the server's reason when it refuses one (too short, too common,
// the site's or the person's own name), then goes to sign-in with the e-mail address filled in.
import { useEffect, useState, type FormEvent } from 'react';
import { Button } from '@chakra-ui/react/button';
import { Checkbox } from '@chakra-ui/react/checkbox';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { api, messageOf } from '../shared/api.ts';
import { Form, Notice, PageHeading, TextField } from '../shared/ui.tsx';
import { useAction } from '../shared/useAction.ts';
import { newPasswordProblems, PASSWORD_ADVICE } from '../shared/passwords.ts';
import { go, useAddress } from './navigation.ts';
import { ScreenLink } from './ScreenLink.tsx';

interface Link {
  email: string;
  name: string;
  purpose: 'invite' | 'reset';
}

export function SetPassword() {
  const { query } = useAddress();
  const token = query.get('token') ?? '';
  const [link, setLink] = useState<Link | null>(null);
  const [gone, setGone] = useState<string | null>(null);
  const [password, setPassword] = useState('');
  const [again, setAgain] = useState('');
  const [show, setShow] = useState(false);
  const { errors, notice, busy, run, refuse } = useAction();

  useEffect(() => {
    api<Link>('GET', `/admin/api/password-link?token=${encodeURIComponent(token)}`).then(setLink, (failure: unknown) => setGone(messageOf(failure)));
  }, [token]);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    if (refuse(form, newPasswordProblems(password, again))) return;
    void run(form, async () => {
      const answer = await api<{ email: string; message: string }>('POST', '/admin/api/set-password', { token, password });
      go('/admin/sign-in', { email: answer.email, notice: answer.message });
      return null;
    });
  }

  if (gone) {
    return (
      <Stack gap="5">
        <PageHeading>This link no longer works</PageHeading>
        <Notice notice={{ tone: 'error', text: gone }} />
        <Text>
          <ScreenLink href="/admin/sign-in">Go to sign-in</ScreenLink>
        </Text>
      </Stack>
    );
  }
  if (!link) {
    return (
      <Stack gap="5">
        <PageHeading>Choose a password</PageHeading>
        <Text color="fg.muted">Checking your link…</Text>
      </Stack>
    );
  }
  return (
    <Stack gap="5">
      <PageHeading>{link.purpose === 'invite' ? `Welcome, ${link.name}` : `Hello ${link.name}, choose a new password`}</PageHeading>
      <Text>
        {link.purpose === 'invite' ? 'Choose the password you will sign in to the back office with.' : 'Choose a new password for the back office.'} Your e-mail address is{' '}
        <strong>{link.email}</strong>.
      </Text>
      <Notice notice={notice} />
      <Form display="flex" flexDirection="column" gap="4" onSubmit={submit} noValidate>
        {/* For password managers: the account this password belongs to. */}
        <input type="email" name="username" autoComplete="username" value={link.email} readOnly hidden />
        <TextField
          id="new-password"
          label="New password"
          type={show ? 'text' : 'password'}
          name="password"
          autoComplete="new-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={errors.password}
          helper={PASSWORD_ADVICE}
        />
        <TextField
          id="new-password-again"
          label="Confirm new password"
          type={show ? 'text' : 'password'}
          name="password-again"
          autoComplete="new-password"
          value={again}
          onChange={(e) => setAgain(e.target.value)}
          error={errors.again}
        />
        <Checkbox.Root checked={show} onCheckedChange={(e) => setShow(e.checked === true)}>
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>Show the passwords</Checkbox.Label>
        </Checkbox.Root>
        <Button type="submit" colorPalette="brand" size="lg" aria-disabled={busy || undefined}>
          {busy ? 'Saving…' : 'Set password'}
        </Button>
      </Form>
    </Stack>
  );
}
