// Settings → Backups (administrators): the last backup and its size, the last failure, and how the
// server backs up (BACKUP_DIR, BACKUP_EVERY, BACKUP_KEY; backup/README.md). Read only: backups are set
// up on the server, and restored with `npm run restore`.
import { useEffect, useState } from 'react';
import { Badge } from '@chakra-ui/react/badge';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { api, messageOf } from '../shared/api.ts';
import { istDateTime } from '../shared/format.ts';
import { Facts, fact, Panel } from './parts.tsx';

interface BackupSettings {
  scheduled: boolean;
  everyMinutes: number | null;
  dir: string | null;
  encrypted: boolean;
  keepDaily: number;
  keepWeekly: number;
  last: { at: string; file: string; bytes: number } | null;
  failure: { at: string; message: string } | null;
}

/** "14.2 MB" */
export function fileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  if (bytes < 1024 ** 3) return `${(bytes / 1024 ** 2).toFixed(1)} MB`;
  return `${(bytes / 1024 ** 3).toFixed(2)} GB`;
}

/** "every 6 hours", "every day" */
function every(minutes: number): string {
  if (minutes % 1440 === 0) return minutes === 1440 ? 'every day' : `every ${minutes / 1440} days`;
  if (minutes % 60 === 0) return minutes === 60 ? 'every hour' : `every ${minutes / 60} hours`;
  return `every ${minutes} minutes`;
}

export function BackupPanel() {
  const [settings, setSettings] = useState<BackupSettings | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    api<BackupSettings>('GET', '/admin/api/settings/backup')
      .then(setSettings)
      .catch((failure: unknown) => setError(messageOf(failure)));
  }, []);

  const failedLast = settings?.failure && (!settings.last || settings.failure.at > settings.last.at);

  return (
    <Panel title="Backups" id="backups" maxW="3xl">
      <Stack gap="4">
        <Text>
          Leads, accounts, drafts, the site’s history and its pictures, in one archive sealed with the server’s backup key. A person erased here stays erased when a backup is
          restored.
        </Text>
        {error ? <Text color="fg.error">{error}</Text> : null}
        {settings ? (
          <Facts>
            {fact('Last backup', settings.last ? `${istDateTime(settings.last.at)} — ${fileSize(settings.last.bytes)}` : 'None made by the server yet')}
            {fact(
              'Status',
              failedLast ? (
                <Badge colorPalette="red" variant="subtle">
                  Last attempt failed
                </Badge>
              ) : settings.scheduled ? (
                <Badge colorPalette="green" variant="subtle">
                  Scheduled
                </Badge>
              ) : (
                <Badge colorPalette="orange" variant="subtle">
                  Not scheduled
                </Badge>
              ),
            )}
            {settings.failure && failedLast ? fact('Failure', `${istDateTime(settings.failure.at)}: ${settings.failure.message}`) : null}
            {settings.scheduled && settings.everyMinutes !== null
              ? fact(
                  'Schedule',
                  `${every(settings.everyMinutes)}, into ${settings.dir}; keeps the last ${settings.keepDaily} daily and ${settings.keepWeekly} weekly archives${settings.encrypted ? '' : ' — not encrypted'}`,
                )
              : null}
          </Facts>
        ) : error ? null : (
          <Text color="fg.muted">Loading…</Text>
        )}
        {settings && !settings.scheduled ? (
          <Text>
            To have the server back up by itself, set <code>BACKUP_DIR</code>, <code>BACKUP_EVERY</code> (such as <code>1d</code>) and <code>BACKUP_KEY</code> on the server and
            restart it.
          </Text>
        ) : null}
      </Stack>
    </Panel>
  );
}
