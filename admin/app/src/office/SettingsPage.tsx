// Settings (administrators only): whether new-lead e-mail works — how it is set up (never the
// password), what waits in its queue, the last error and the last delivery — and "Send test e-mail".
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { Badge } from '@chakra-ui/react/badge';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { api, messageOf } from '../shared/api.ts';
import { istDateTime } from '../shared/format.ts';
import { Notice, PageHeading, type NoticeState } from '../shared/ui.tsx';
import { Panel } from './parts.tsx';

type MailStatus =
  | { configured: false }
  | { configured: true; server: string; from: string; to: string[]; waiting: number; lastError: string | null; lastDeliveredAt: number | null };

export function SettingsPage() {
  const [mail, setMail] = useState<MailStatus | null>(null);
  const [notice, setNotice] = useState<NoticeState | null>(null);
  const [busy, setBusy] = useState(false);

  const load = useCallback(() => api<MailStatus>('GET', '/admin/api/settings/mail').then(setMail), []);
  useEffect(() => {
    load().catch((failure: unknown) => setNotice({ tone: 'error', text: messageOf(failure) }));
  }, [load]);

  async function sendTest() {
    if (busy) return;
    setBusy(true);
    setNotice(null);
    try {
      const answer = await api<{ message: string }>('POST', '/admin/api/settings/mail/test');
      setNotice({ tone: 'success', text: answer.message });
    } catch (failure) {
      setNotice({ tone: 'error', text: messageOf(failure) });
    } finally {
      setBusy(false);
      await load().catch(() => {});
    }
  }

  const row = (label: string, value: ReactNode) => (
    <>
      <Text as="dt" fontWeight="semibold" color="fg.muted">
        {label}
      </Text>
      <Box as="dd" m="0" overflowWrap="anywhere">
        {value}
      </Box>
    </>
  );

  return (
    <Stack gap="5">
      <PageHeading>Settings</PageHeading>
      <Panel title="New-lead e-mail" id="mail" maxW="3xl">
        <Stack gap="4">
          <Text>Each new lead is e-mailed to the team, with a link to it here. Mail that cannot be delivered waits and is retried; it is never sent twice.</Text>
          {mail ? (
            <Box as="dl" display="grid" gridTemplateColumns={{ base: '1fr', sm: 'minmax(9rem, auto) 1fr' }} columnGap="4" rowGap="2">
              {row(
                'Status',
                mail.configured ? (
                  <Badge colorPalette="green" variant="subtle">
                    Set up
                  </Badge>
                ) : (
                  <Badge colorPalette="orange" variant="subtle">
                    Not set up
                  </Badge>
                ),
              )}
              {mail.configured ? (
                <>
                  {row('Mail server', mail.server)}
                  {row('From', mail.from)}
                  {row('To', mail.to.join(', '))}
                  {row('Waiting to be sent', mail.waiting === 0 ? 'Nothing' : `${mail.waiting} e-mail${mail.waiting === 1 ? '' : 's'}`)}
                  {row('Last delivered', mail.lastDeliveredAt ? istDateTime(mail.lastDeliveredAt) : 'Nothing delivered yet')}
                  {row('Last error', mail.lastError ?? 'None')}
                </>
              ) : null}
            </Box>
          ) : (
            <Text color="fg.muted">Loading…</Text>
          )}
          {mail && !mail.configured ? (
            <Text>
              To turn it on, set <code>SMTP_URL</code>, <code>MAIL_FROM</code> and <code>LEAD_NOTIFY_TO</code> on the server and restart it. Until then new leads are only in the
              inbox here.
            </Text>
          ) : null}
          <Button variant="outline" colorPalette="brand" alignSelf="flex-start" onClick={sendTest} aria-disabled={busy || undefined}>
            {busy ? 'Sending…' : 'Send test e-mail'}
          </Button>
          <Notice notice={notice} />
        </Stack>
      </Panel>
    </Stack>
  );
}
