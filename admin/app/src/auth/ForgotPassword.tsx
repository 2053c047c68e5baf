// "Forgot your password?": the server gives the same answer whether or not the address has an
// account (nobody can find out who has one), and sends the link, if any, by e-mail.
import { useState, type FormEvent } from 'react';
import { Button } from '@chakra-ui/react/button';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { api } from '../shared/api.ts';
import { Form, Notice, PageHeading } from '../shared/ui.tsx';
import { useAction } from '../shared/useAction.ts';
import { useAddress } from './navigation.ts';
import { EmailField } from './EmailField.tsx';
import { ScreenLink } from './ScreenLink.tsx';

export function ForgotPassword() {
  const { state } = useAddress();
  const [email, setEmail] = useState(state.email ?? '');
  const { errors, notice, busy, run, refuse } = useAction();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    if (refuse(form, email.trim() ? {} : { email: 'Enter your e-mail address.' })) return;
    void run(form, async () => {
      const answer = await api<{ message: string }>('POST', '/admin/api/password-reset', { email: email.trim() });
      return { tone: 'success', text: answer.message };
    });
  }

  return (
    <Stack gap="5">
      <PageHeading>Forgot your password?</PageHeading>
      <Text>Enter the e-mail address you sign in with. If it has an account, we send it a link to choose a new password.</Text>
      <Text color="fg.muted" fontSize="sm">
        No e-mail arriving? An administrator of the back office can also give you a new link.
      </Text>
      <Notice notice={notice} />
      <Form display="flex" flexDirection="column" gap="4" onSubmit={submit} noValidate>
        <EmailField id="reset-email" value={email} onChange={setEmail} error={errors.email} />
        <Button type="submit" colorPalette="brand" size="lg" aria-disabled={busy || undefined}>
          {busy ? 'Sending…' : 'Send me a link'}
        </Button>
      </Form>
      <Text>
        <ScreenLink href="/admin/sign-in">Back to sign-in</ScreenLink>
      </Text>
    </Stack>
  );
}
