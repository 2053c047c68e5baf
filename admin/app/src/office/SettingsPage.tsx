// Settings (administrators only): the new-lead e-mail — set up here (mail server, account, sender and
// the team's addresses; the password is kept sealed and never shown again: leave it empty to keep it)
// unless the server's own settings set it — whether it works (what waits in its queue, the last error
// and delivery), "Send test e-mail" and "Switch off".
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { Badge } from '@chakra-ui/react/badge';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { api, messageOf } from '../shared/api.ts';
import { istDateTime } from '../shared/format.ts';
import { Form, Notice, PageHeading, SelectField, TextAreaField, TextField, type NoticeState } from '../shared/ui.tsx';
import { useAction } from '../shared/useAction.ts';
import { Facts, fact, Panel } from './parts.tsx';
import { BackupPanel } from './BackupPanel.tsx';

interface Saved {
  host: string;
  port: number;
  security: 'tls' | 'starttls';
  user: string;
  from: string;
  notifyTo: string[];
  passwordSaved: boolean;
  savedBy: string;
  savedAt: number;
}

type MailStatus = { source: 'environment' | 'back office' | null; saved: Saved | null; problem: string | null } & (
  | { configured: false }
  | {
      configured: true;
      server: { host: string; port: number; secure: boolean; user: string | null };
      from: string;
      to: string[];
      waiting: number;
      lastError: string | null;
      lastDeliveredAt: number | null;
    }
);

const SECURITY = [
  { value: 'tls', label: 'Encrypted from the start (TLS, usually port 465)' },
  { value: 'starttls', label: 'Encrypted after connecting (STARTTLS, usually port 587)' },
];

export function SettingsPage() {
  const [mail, setMail] = useState<MailStatus | null>(null);
  const [notice, setNotice] = useState<NoticeState | null>(null);
  const [busy, setBusy] = useState(false);
  const form = useAction();
  // Bumped after a save, so the form starts again from what was saved (the password field empty).
  const [generation, setGeneration] = useState(0);

  const load = useCallback(() => api<MailStatus>('GET', '/admin/api/settings/mail').then(setMail), []);
  useEffect(() => {
    load().catch((failure: unknown) => setNotice({ tone: 'error', text: messageOf(failure) }));
  }, [load]);

  async function act(method: 'POST' | 'DELETE', path: string) {
    if (busy) return;
    setBusy(true);
    setNotice(null);
    form.setNotice(null); // one message at a time: the answer to what was pressed last
    try {
      const answer = await api<{ message: string }>(method, path);
      setNotice({ tone: 'success', text: answer.message });
    } catch (failure) {
      setNotice({ tone: 'error', text: messageOf(failure) });
    } finally {
      setBusy(false);
      await load().catch(() => {});
      setGeneration((g) => g + 1);
    }
  }

  function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const element = event.currentTarget;
    const data = Object.fromEntries(new FormData(element)) as Record<string, string>;
    void form.run(element, async () => {
      const answer = await api<MailStatus & { message: string }>('PUT', '/admin/api/settings/mail', data);
      setMail(answer);
      setNotice(null);
      setGeneration((g) => g + 1);
      return { tone: 'success', text: answer.message };
    });
  }

  const saved = mail?.saved;

  return (
    <Stack gap="5">
      <PageHeading>Settings</PageHeading>
      <Panel title="New-lead e-mail" id="mail" maxW="3xl">
        <Stack gap="4">
          <Text>Each new lead is e-mailed to the team, with a link to it here. Mail that cannot be delivered waits and is retried; it is never sent twice.</Text>
          {mail ? (
            <Facts>
              {fact(
                'Status',
                mail.configured ? (
                  <Badge colorPalette="green" variant="subtle">
                    Set up{mail.source === 'environment' ? ' by the server’s settings' : ''}
                  </Badge>
                ) : (
                  <Badge colorPalette="orange" variant="subtle">
                    Not set up
                  </Badge>
                ),
              )}
              {mail.configured ? (
                <>
                  {fact(
                    'Mail server',
                    `${mail.server.host}, port ${mail.server.port}${mail.server.secure ? ', encrypted from the start' : ''}${mail.server.user ? `, account ${mail.server.user}` : ''}`,
                  )}
                  {fact('From', mail.from)}
                  {fact('To', mail.to.join(', '))}
                  {fact('Waiting to be sent', mail.waiting === 0 ? 'Nothing' : `${mail.waiting} e-mail${mail.waiting === 1 ? '' : 's'}`)}
                  {fact('Last delivered', mail.lastDeliveredAt ? istDateTime(mail.lastDeliveredAt) : 'Nothing delivered yet')}
                  {fact('Last error', mail.lastError ?? 'None')}
                  {saved ? fact('Set by', `${saved.savedBy}, ${istDateTime(saved.savedAt)}`) : null}
                </>
              ) : null}
            </Facts>
          ) : (
            <Text color="fg.muted">Loading…</Text>
          )}
          {mail?.problem ? (
            <Box role="alert" bg="red.50" color="red.900" borderLeftWidth="4px" borderColor="red.600" px="4" py="3" borderRadius="md">
              {mail.problem}
            </Box>
          ) : null}
          {mail?.configured ? (
            <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
              <Button variant="outline" colorPalette="brand" onClick={() => void act('POST', '/admin/api/settings/mail/test')} aria-disabled={busy || undefined}>
                {busy ? 'Working…' : 'Send test e-mail'}
              </Button>
              {mail.source === 'back office' ? (
                <Button variant="ghost" colorPalette="red" onClick={() => void act('DELETE', '/admin/api/settings/mail')} aria-disabled={busy || undefined}>
                  Switch off
                </Button>
              ) : null}
            </Stack>
          ) : null}
          <Notice notice={notice} />
          {mail?.source === 'environment' ? (
            <Text>
              The server’s own settings (<code>SMTP_URL</code>, <code>MAIL_FROM</code>, <code>LEAD_NOTIFY_TO</code>) set this e-mail, so it is changed there, not here.
            </Text>
          ) : mail ? (
            <Form key={generation} onSubmit={save} noValidate display="grid" gap="4" aria-labelledby="mail-form-heading">
              <Text as="h3" id="mail-form-heading" fontWeight="semibold" fontSize="lg">
                {saved ? 'Change the mail server' : 'Set up the mail server'}
              </Text>
              <Text color="fg.muted">
                Your e-mail provider gives these (for example Zoho Mail: smtp.zoho.in, port 465; Google Workspace: smtp.gmail.com, port 465 with an app password).
              </Text>
              <TextField label="Mail server" name="host" required defaultValue={saved?.host ?? ''} error={form.errors.host} autoComplete="off" />
              <Box display="grid" gridTemplateColumns={{ base: '1fr', sm: '8rem 1fr' }} gap="4">
                <TextField label="Port" name="port" required inputMode="numeric" defaultValue={String(saved?.port ?? 465)} error={form.errors.port} />
                <SelectField label="Security" name="security" choices={SECURITY} defaultValue={saved?.security ?? 'tls'} error={form.errors.security} />
              </Box>
              <TextField
                label="User name"
                name="user"
                defaultValue={saved?.user ?? ''}
                error={form.errors.user}
                autoComplete="off"
                helper="The mail account that sends, often the same as Sent from."
              />
              <TextField
                label="Password"
                name="password"
                type="password"
                autoComplete="new-password"
                error={form.errors.password}
                helper={
                  saved?.passwordSaved
                    ? 'A password is saved (it is never shown again). Leave this empty to keep it, or write a new one.'
                    : 'Kept sealed on the server and never shown again.'
                }
              />
              <TextField label="Sent from" name="from" type="email" required defaultValue={saved?.from ?? ''} error={form.errors.from} />
              <TextAreaField
                label="Send new leads to"
                name="notifyTo"
                required
                rows={2}
                defaultValue={saved?.notifyTo.join(', ') ?? ''}
                error={form.errors.notifyTo}
                helper="One or more e-mail addresses, separated by commas."
              />
              <Button type="submit" colorPalette="brand" justifySelf="start" aria-disabled={form.busy || undefined}>
                {form.busy ? 'Saving…' : 'Save'}
              </Button>
              <Notice notice={form.notice} />
            </Form>
          ) : null}
        </Stack>
      </Panel>
      <BackupPanel />
    </Stack>
  );
}
