// A publisher's review of one draft: its changes in words, a message (suggested from the changes, to be
// edited), "Publish now" or "Publish at" a date and time in India. Every refusal is shown in words: the
// problems the checks found, or who changed the file since the draft began (with the choice to publish
// over it), or why the publish failed with the live site unchanged.
import { useEffect, useState } from 'react';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Flex } from '@chakra-ui/react/flex';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { ApiError, api, fieldsOf, messageOf } from '../../shared/api.ts';
import { istDateTime } from '../../shared/format.ts';
import { Notice, TextAreaField, TextField, type NoticeState } from '../../shared/ui.tsx';
import { Panel } from '../parts.tsx';
import type { DraftRow, Published, Refusal, Summary } from './types.ts';

export function ReviewDraft({ draft, onDone }: { draft: DraftRow; onDone(text: string): void }) {
  const [summary, setSummary] = useState<Summary | null>(null);
  const [message, setMessage] = useState('');
  const [at, setAt] = useState('');
  const [fields, setFields] = useState<Record<string, string>>({});
  const [notice, setNotice] = useState<NoticeState | null>(null);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    api<Summary>('GET', `/admin/api/publish/summary?files=${encodeURIComponent(draft.file)}`).then(
      (answer) => {
        setSummary(answer);
        setMessage(answer.message);
      },
      (failure: unknown) => setNotice({ tone: 'error', text: messageOf(failure) }),
    );
  }, [draft.file]);

  async function publish(overwrite = false) {
    if (busy) return;
    setBusy(true);
    setNotice(null);
    setRefusal(null);
    setFields({});
    try {
      const answer = await api<Published>('POST', '/admin/api/publish', { files: [draft.file], message, ...(overwrite ? { overwrite: [draft.file] } : {}) });
      onDone(
        answer.commit
          ? `Published in ${answer.seconds} s: the live site shows it now (${answer.pages.slice(0, 5).join(', ')}${answer.pages.length > 5 ? '…' : ''}).`
          : answer.message,
      );
    } catch (failure) {
      setFields(fieldsOf(failure));
      setNotice({ tone: 'error', text: messageOf(failure) });
      if (failure instanceof ApiError) setRefusal(failure.body as Refusal);
    }
    setBusy(false);
  }

  async function schedule() {
    if (busy) return;
    if (!at) {
      setFields({ at: 'Choose the date and time to publish at (India time).' });
      return;
    }
    setBusy(true);
    setNotice(null);
    setFields({});
    try {
      const answer = await api<{ scheduled: { publishAtIst: string } }>('POST', '/admin/api/publish/schedule', { files: [draft.file], message, at });
      onDone(`Scheduled for ${answer.scheduled.publishAtIst} (India time).`);
    } catch (failure) {
      setFields(fieldsOf(failure));
      setNotice({ tone: 'error', text: messageOf(failure) });
    }
    setBusy(false);
  }

  return (
    <Panel title={`Review: ${draft.title}`} id="review">
      <Stack gap="4">
        {summary?.changes.map((change) => (
          <Box key={change.file} as="ul" listStyleType="none" m="0" p="0">
            {change.lines.map((line, i) => (
              <Box as="li" key={i} py="1" overflowWrap="anywhere">
                <Text as="span" fontWeight="semibold">
                  {line.field}
                </Text>
                {line.kind === 'changed' ? `: ${line.before} → ${line.after}` : line.kind === 'added' ? `: added ${line.after}` : `: removed ${line.before}`}
              </Box>
            ))}
          </Box>
        ))}
        <TextAreaField label="Message for the site history" value={message} onChange={(e) => setMessage(e.target.value)} error={fields.message} required rows={3} />
        <Notice notice={notice} />
        {refusal?.problems?.length ? (
          <Box as="ul" pl="5">
            {refusal.problems.map((p, i) => (
              <li key={i}>
                {p.place ? `${p.place}: ` : ''}
                {p.message}
              </li>
            ))}
          </Box>
        ) : null}
        {refusal?.conflicts?.map((c) => (
          <Stack key={c.file} gap="2">
            <Text>
              {c.title} was changed by {c.changedBy} on {istDateTime(c.changedAt)} after this draft began.
            </Text>
            <Flex gap="3" wrap="wrap">
              {[
                ['Live now', c.live],
                ['This draft', c.draft],
              ].map(([label, text]) => (
                <Box key={label} flex="1 1 16rem" minW="0">
                  <Text fontWeight="semibold">{label}</Text>
                  <Box as="pre" fontSize="xs" maxH="20rem" overflow="auto" bg="gray.50" p="2" borderRadius="md" tabIndex={0}>
                    {text}
                  </Box>
                </Box>
              ))}
            </Flex>
            <Button alignSelf="flex-start" colorPalette="red" variant="outline" onClick={() => publish(true)}>
              Publish this draft anyway
            </Button>
          </Stack>
        ))}
        <Flex gap="3" wrap="wrap" align="flex-end">
          <Button colorPalette="blue" onClick={() => publish()} aria-disabled={busy || undefined}>
            {busy ? 'Publishing…' : 'Publish now'}
          </Button>
          <TextField label="Or publish at (India time)" type="datetime-local" value={at} onChange={(e) => setAt(e.target.value)} error={fields.at} w="auto" />
          <Button variant="outline" onClick={schedule} aria-disabled={busy || undefined}>
            Schedule
          </Button>
        </Flex>
      </Stack>
    </Panel>
  );
}
