// Setting up the second factor (TOTP): the server makes a secret and its QR code; the person scans
// it (or types the key, or — on the phone itself — opens the otpauth:// link) into an authenticator
// app and proves it works with one code. The key stays the same when the page is reloaded (the server
// keeps it until it is confirmed). Then ten one-time recovery codes are shown, once, for a lost phone.
// Used while signing in (administrators must have it) and from the account page (anyone may turn it on).
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Code } from '@chakra-ui/react/code';
import { Flex } from '@chakra-ui/react/flex';
import { Heading } from '@chakra-ui/react/heading';
import { Image } from '@chakra-ui/react/image';
import { Link } from '@chakra-ui/react/link';
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

interface Confirmed {
  csrfToken: string;
  recoveryCodes?: string[];
}

/** `initial`: a set-up already started (the account page starts it with the current password and code). */
export function Enrolment({ onDone, headingLevel = 'h2', initial }: { onDone: (answer: { csrfToken: string }) => void; headingLevel?: 'h2' | 'h3'; initial?: Setup }) {
  const [setup, setSetup] = useState<Setup | null>(initial ?? null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [notice, setNotice] = useState<NoticeState | null>(null);
  const [busy, setBusy] = useState(false);
  const [confirmed, setConfirmed] = useState<Confirmed | null>(null);
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
    // Once, also under StrictMode's double effects (the server answers the same key again anyway).
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
      const answer = await api<Confirmed>('POST', '/admin/api/totp/confirm', { code });
      if (answer.recoveryCodes?.length) setConfirmed(answer);
      else onDone(answer);
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

  if (confirmed?.recoveryCodes) return <RecoveryCodes codes={confirmed.recoveryCodes} headingLevel={headingLevel} onDone={() => onDone(confirmed)} />;

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
                {/* Lines break between the groups, never inside one ("F" / "4JJ" is easy to mistype). */}
                <Code fontSize="md" px="2" py="1" whiteSpace="normal" overflowWrap="anywhere">
                  {grouped(setup.secret)}
                </Code>
              </Box>
            </List.Item>
            <List.Item>
              On this phone? You cannot scan your own screen:{' '}
              <Link href={setup.uri} color="blue.700" textDecoration="underline">
                Open in your authenticator app
              </Link>{' '}
              adds the account to it.
            </List.Item>
            <List.Item>Enter the 6-digit code the app then shows. (Reloading this page keeps the same key: a code from the entry you added still works.)</List.Item>
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

/** The ten recovery codes, shown once: each signs in once instead of a code, when the phone is lost. */
function RecoveryCodes({ codes, headingLevel, onDone }: { codes: string[]; headingLevel: 'h2' | 'h3'; onDone: () => void }) {
  const [copied, setCopied] = useState<NoticeState | null>(null);
  // The screen changed under the button just pressed: focus goes to its heading.
  useEffect(() => document.getElementById('recovery-heading')?.focus(), []);
  const copy = () =>
    navigator.clipboard.writeText(codes.join('\n')).then(
      () => setCopied({ tone: 'success', text: 'The codes are copied. Paste them into your password manager or a file you keep safe.' }),
      () => setCopied({ tone: 'error', text: 'They could not be copied here: select them and copy them, or write them down.' }),
    );
  return (
    <Stack gap="4" aria-labelledby="recovery-heading">
      <Heading as={headingLevel} size="md" id="recovery-heading" tabIndex={-1}>
        Save your recovery codes
      </Heading>
      <Text>
        The second factor is on. If you lose your phone, sign in with one of these codes instead of a code from the app. Each works once. They are shown only now: keep them in your
        password manager or on paper, away from your phone.
      </Text>
      <Box as="ol" listStyleType="none" m="0" p="0" display="grid" gridTemplateColumns="repeat(2, max-content)" columnGap="4" rowGap="2" aria-label="Recovery codes">
        {codes.map((code) => (
          <Box as="li" key={code}>
            <Code fontSize="md" px="2" py="1" whiteSpace="nowrap">
              {code}
            </Code>
          </Box>
        ))}
      </Box>
      <Notice notice={copied} />
      <Flex gap="3" wrap="wrap">
        <Button variant="outline" onClick={copy}>
          Copy the codes
        </Button>
        <Button colorPalette="brand" onClick={onDone}>
          I have saved them — continue
        </Button>
      </Flex>
    </Stack>
  );
}
