// One's own account: who the back office knows you as, the second factor (turn it on with the same
// set-up as at sign-in; off for roles that may go without it; both after the password, and a code
// while it is on), a new password, and signing out on
// every device (after a lost phone or laptop).
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { api, messageOf, setCsrfToken } from '../shared/api.ts';
import { CodeField } from '../shared/CodeField.tsx';
import { Enrolment, type Setup } from '../shared/Enrolment.tsx';
import { signOutWith } from '../shared/handoff.ts';
import { Form, Notice, PageHeading, TextField, type NoticeState } from '../shared/ui.tsx';
import { useAction } from '../shared/useAction.ts';
import { newPasswordProblems, PASSWORD_ADVICE } from '../shared/passwords.ts';
import { Panel } from './parts.tsx';
import { ROLE_NAMES, useSession } from './session.tsx';

export function AccountPage() {
  const { session } = useSession();
  const { user } = session;
  return (
    <Stack gap="5">
      <PageHeading>Your account</PageHeading>
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="5" alignItems="start">
        <Panel title="Your details" id="details">
          <Box as="dl" display="grid" gridTemplateColumns="auto 1fr" columnGap="4" rowGap="2">
            <Text as="dt" fontWeight="semibold" color="fg.muted">
              Name
            </Text>
            <Box as="dd" m="0">
              {user.name}
            </Box>
            <Text as="dt" fontWeight="semibold" color="fg.muted">
              Email
            </Text>
            <Box as="dd" m="0" overflowWrap="anywhere">
              {user.email}
            </Box>
            <Text as="dt" fontWeight="semibold" color="fg.muted">
              Role
            </Text>
            <Box as="dd" m="0">
              {ROLE_NAMES[user.role]}
            </Box>
          </Box>
          <Text mt="3" fontSize="sm" color="fg.muted">
            An administrator can change your name or role.
          </Text>
        </Panel>
        <SecondFactorPanel />
        <PasswordPanel />
        <EverywherePanel />
      </SimpleGrid>
    </Stack>
  );
}

function SecondFactorPanel() {
  const { session, refresh } = useSession();
  const { user } = session;
  // Setting it up (or turning it off) first asks who is there: the password, and a code while it is on.
  const [asking, setAsking] = useState<'on' | 'off' | null>(null);
  const [setup, setSetup] = useState<Setup | null>(null);
  const [proof, setProof] = useState({ current: '', code: '' });
  const [notice, setNotice] = useState<NoticeState | null>(null);
  const action = useAction();
  // Unused recovery codes (the session's answer has them while the second factor is on).
  const [codesLeft, setCodesLeft] = useState<number | null>(null);
  const loadCodesLeft = useCallback(
    () =>
      api<{ recoveryCodesLeft?: number }>('GET', '/admin/api/session').then(
        (answer) => setCodesLeft(answer.recoveryCodesLeft ?? null),
        () => setCodesLeft(null),
      ),
    [],
  );
  useEffect(() => {
    if (user.totp) void loadCodesLeft();
    else setCodesLeft(null);
  }, [user.totp, loadCodesLeft]);

  function begin(kind: 'on' | 'off') {
    setProof({ current: '', code: '' });
    setNotice(null);
    setAsking(kind);
  }
  function prove(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const needsCode = user.totp;
    const problems = {
      ...(proof.current ? {} : { current: 'Enter your password.' }),
      ...(needsCode && !proof.code.trim() ? { code: 'Enter the 6-digit code from your authenticator app.' } : {}),
    };
    if (action.refuse(form, problems)) return;
    const body = { current: proof.current, ...(needsCode ? { code: proof.code } : {}) };
    void action.run(form, async () => {
      if (asking === 'on') {
        setSetup(await api<Setup>('POST', '/admin/api/totp/start', body));
        setAsking(null);
        return null;
      }
      const answer = await api<{ message: string }>('POST', '/admin/api/totp/off', body);
      setAsking(null);
      await refresh();
      setNotice({ tone: 'success', text: answer.message });
      return null;
    });
  }
  async function turnedOn(answer: { csrfToken: string }) {
    setCsrfToken(answer.csrfToken);
    setSetup(null);
    await refresh();
    void loadCodesLeft();
    setNotice({
      tone: 'success',
      text: 'The second factor is on. From now on you enter a code from your authenticator app after your password. Your other devices are signed out.',
    });
  }

  return (
    <Panel title="Second factor" id="second-factor">
      <Stack gap="4">
        {user.totp ? (
          <>
            <Text>
              <strong>On.</strong> After your password you enter a code from your authenticator app.
              {user.role === 'admin' ? ' Administrators must keep it on.' : ''}
            </Text>
            {codesLeft !== null ? (
              <Text>
                {codesLeft === 0
                  ? 'You have no unused recovery codes: set the second factor up again to get new ones.'
                  : `${codesLeft} of your 10 recovery codes ${codesLeft === 1 ? 'is' : 'are'} unused. Each signs in once if you lose your phone.`}
              </Text>
            ) : null}
          </>
        ) : (
          <Text>
            <strong>Off.</strong> Turn it on so that a stolen password alone is not enough to sign in as you: you then also enter a code from an app on your phone.
          </Text>
        )}
        {user.totp && user.role !== 'admin' && !asking ? (
          <Button variant="outline" alignSelf="flex-start" onClick={() => begin('off')}>
            Turn off the second factor
          </Button>
        ) : null}
        {!user.totp && !asking && !setup ? (
          <Button colorPalette="brand" alignSelf="flex-start" onClick={() => begin('on')}>
            Set up the second factor
          </Button>
        ) : null}
        {asking ? (
          <Form display="flex" flexDirection="column" gap="4" onSubmit={prove} noValidate>
            <Text>{user.totp ? 'To make sure it is you, enter your password and a code from your authenticator app.' : 'To make sure it is you, enter your password.'}</Text>
            <input type="email" name="username" autoComplete="username" value={user.email} readOnly hidden />
            <TextField
              id="second-factor-password"
              label="Your password"
              type="password"
              autoComplete="current-password"
              value={proof.current}
              onChange={(event) => setProof((p) => ({ ...p, current: event.target.value }))}
              error={action.errors.current}
            />
            {user.totp ? <CodeField id="second-factor-code" value={proof.code} onChange={(code) => setProof((p) => ({ ...p, code }))} error={action.errors.code} /> : null}
            <Stack direction="row" gap="3">
              <Button type="submit" colorPalette="brand" aria-disabled={action.busy || undefined}>
                {asking === 'on' ? 'Continue' : 'Turn off the second factor'}
              </Button>
              <Button variant="ghost" onClick={() => setAsking(null)}>
                Cancel
              </Button>
            </Stack>
            <Notice notice={action.notice} />
          </Form>
        ) : null}
        {setup ? <Enrolment onDone={turnedOn} headingLevel="h3" initial={setup} /> : null}
        <Notice notice={notice} />
      </Stack>
    </Panel>
  );
}

function PasswordPanel() {
  const { session } = useSession();
  const [values, setValues] = useState({ current: '', password: '', again: '' });
  const { errors, notice, busy, run, refuse } = useAction();
  const set = (key: keyof typeof values) => (event: { target: { value: string } }) => setValues((v) => ({ ...v, [key]: event.target.value }));

  function change(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    if (refuse(form, { ...(values.current ? {} : { current: 'Enter your current password.' }), ...newPasswordProblems(values.password, values.again) })) return;
    void run(form, async () => {
      const answer = await api<{ message: string; csrfToken: string }>('POST', '/admin/api/account/password', { current: values.current, password: values.password });
      setCsrfToken(answer.csrfToken);
      setValues({ current: '', password: '', again: '' });
      return { tone: 'success', text: answer.message };
    });
  }

  return (
    <Panel title="Change your password" id="password">
      <Form display="flex" flexDirection="column" gap="4" onSubmit={change} noValidate>
        <input type="email" name="username" autoComplete="username" value={session.user.email} readOnly hidden />
        <TextField
          id="current-password"
          label="Current password"
          type="password"
          autoComplete="current-password"
          value={values.current}
          onChange={set('current')}
          error={errors.current}
        />
        <TextField
          id="account-new-password"
          label="New password"
          type="password"
          autoComplete="new-password"
          value={values.password}
          onChange={set('password')}
          error={errors.password}
          helper={PASSWORD_ADVICE}
        />
        <TextField
          id="account-new-password-again"
          label="Confirm new password"
          type="password"
          autoComplete="new-password"
          value={values.again}
          onChange={set('again')}
          error={errors.again}
        />
        <Button type="submit" colorPalette="brand" alignSelf="flex-start" aria-disabled={busy || undefined}>
          {busy ? 'Changing…' : 'Change password'}
        </Button>
        <Notice notice={notice} />
      </Form>
    </Panel>
  );
}

function EverywherePanel() {
  const [notice, setNotice] = useState<NoticeState | null>(null);
  async function signOutEverywhere() {
    try {
      await signOutWith(() => api<{ message: string }>('POST', '/admin/api/sign-out-everywhere'), 'You are signed out on every device.');
    } catch (failure) {
      setNotice({ tone: 'error', text: messageOf(failure) });
    }
  }
  return (
    <Panel title="Sign out everywhere" id="everywhere">
      <Stack gap="4">
        <Text>Ends every session of yours — on this device and on every other one, for example a phone you lost or a computer you used elsewhere.</Text>
        <Button variant="outline" colorPalette="red" alignSelf="flex-start" onClick={signOutEverywhere}>
          Sign out everywhere
        </Button>
        <Notice notice={notice} />
      </Stack>
    </Panel>
  );
}
