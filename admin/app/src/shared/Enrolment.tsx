// Setting up the second factor (TOTP): the server makes a secret and its QR code; the person scans
// it (or types the key) into an authenticator app and proves it works with one code. Used while
// signing in (administrators must have it) and from the account page (anyone may turn it on).
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Code } from '@chakra-ui/react/code';
import { Heading } from '@chakra-ui/react/heading';
import { Image } from '@chakra-ui/react/image';
import { List } from '@chakra-ui/react/list';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { failureNotice, api, ApiError, fieldsOf, messageOf } from './api.ts';
import { CodeField } from './CodeField.tsx';
import { Form, Notice, type NoticeState } from './ui.tsx';

export interface Setup {
  secret: string;
  uri: string;
  qrSvg: string;
}

/** The key in groups of four, as authenticator apps show it: easier to type without losing one's place. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

/** `initial`: a set-up already started (the account page starts it with the current password and code). */
export function Enrolment({ onDone, headingLevel = 'h2', initial }: { onDone: (answer: { csrfToken: string }) => void; headingLevel?: 'h2' | 'h3'; initial?: Setup }) {
  const [setup, setSetup] = useState<Setup | null>(initial ?? null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [notice, setNotice] = useState<NoticeState | null>(null);
  const [busy, setBusy] = useState(false);
  const started = useRef(false);

  const start = useCallback(async () => {
    setNotice(null);
    try {
      setSetup(await api<Setup>('POST', '/admin/api/totp/start'));
    } catch (failure) {
      setNotice({ tone: 'error', text: messageOf(failure) });
    }
  }, []);
  useEffect(() => {
    // Once, also under StrictMode's double effects: each start makes a new secret.
    if (started.current || initial) return;
    started.current = true;
    void start();
  }, [start, initial]);

  async function confirm(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setNotice(null);
    try {
      onDone(await api<{ csrfToken: string }>('POST', '/admin/api/totp/confirm', { code }));
    } catch (failure) {
      if (failure instanceof ApiError && failure.code === 'no_setup' && !initial) {
        setCode('');
        await start();
      }
      setError(fieldsOf(failure).code);
      setNotice(failureNotice(failure));
      document.getElementById('enrol-code')?.focus();
    } finally {
      setBusy(false);
    }
  }

  return (
    <Stack gap="4">
      <Notice notice={notice} />
      {setup ? (
        <>
          <List.Root as="ol" gap="3" ps="5">
            <List.Item>Open an authenticator app on your phone (for example Google Authenticator, Microsoft Authenticator or 1Password).</List.Item>
            <List.Item>
              Scan this QR code with it:
              <Box mt="2" bg="white" borderWidth="1px" borderColor="border" borderRadius="md" p="2" w="fit-content">
                <Image
                  src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(setup.qrSvg)}`}
                  alt="QR code that adds this account to an authenticator app"
                  width="200px"
                  height="200px"
                />
              </Box>
            </List.Item>
            <List.Item>
              Or, if you cannot scan it, add the account by hand with this key:
              <Box mt="2">
                <Code fontSize="md" px="2" py="1" wordBreak="break-all">
                  {grouped(setup.secret)}
                </Code>
              </Box>
            </List.Item>
            <List.Item>Enter the 6-digit code the app then shows.</List.Item>
          </List.Root>
          <Form display="flex" flexDirection="column" gap="4" onSubmit={confirm} noValidate>
            <Heading as={headingLevel} size="md">
              Confirm with a code
            </Heading>
            <CodeField id="enrol-code" value={code} onChange={setCode} error={error} />
            <Button type="submit" colorPalette="brand" aria-disabled={busy || undefined}>
              {busy ? 'Checking…' : 'Turn on the second factor'}
            </Button>
          </Form>
        </>
      ) : notice ? null : (
        <Text color="fg.muted">Preparing your QR code…</Text>
      )}
    </Stack>
  );
}
