// A publisher's review of one draft: its changes to read — each field in the editor's words with the old
// and the new text side by side — a message (suggested from the changes, to be edited), "Publish now" or
// "Publish at" a date and time in India. A draft that cannot be published without another draft (a
// menu's link to a page that is itself a draft) says so in words and offers "Publish both together".
// Every refusal is shown in words: the problems the checks found, or who changed the file since the
// draft began (with the choice to publish over it), or why the publish failed with the live site unchanged.
import { useEffect, useState } from 'react';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Flex } from '@chakra-ui/react/flex';
import { Stack } from '@chakra-ui/react/stack';
import { Table } from '@chakra-ui/react/table';
import { Text } from '@chakra-ui/react/text';
import { ApiError, api, fieldsOf, messageOf } from '../../shared/api.ts';
import { istDateTime } from '../../shared/format.ts';
import { Notice, TextAreaField, TextField, type NoticeState } from '../../shared/ui.tsx';
import { Panel } from '../parts.tsx';
import type { ChangeLine, DraftRow, Published, Refusal, Summary, Together } from './types.ts';

/** A value as the change shows it: the editor's quotes dropped around a text, "—" for none. */
const shown = (value: string | undefined) => (value === undefined ? '—' : /^".*"$/s.test(value) ? value.slice(1, -1) : value);

/** One file's changes: each field named, then its text before and after, side by side. */
function ChangesTable({ title, lines, note }: { title: string; lines: ChangeLine[]; note?: string }) {
  return (
    <Box>
      <Table.Root size="sm" variant="outline" tableLayout="fixed" w="full">
        <Table.Caption captionSide="top" textAlign="start" fontWeight="semibold" fontSize="sm" mt="0" mb="2">
          Changes to {title}
        </Table.Caption>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader scope="col" w="50%">
              Before
            </Table.ColumnHeader>
            <Table.ColumnHeader scope="col" w="50%">
              After
            </Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        {lines.map((line, i) => (
          <Table.Body key={i}>
            <Table.Row>
              <Table.ColumnHeader scope="colgroup" colSpan={2} fontWeight="semibold" overflowWrap="anywhere" borderBottomWidth="0" pb="0">
                {line.field}
                {line.kind === 'added' ? ' (added)' : line.kind === 'removed' ? ' (removed)' : ''}
              </Table.ColumnHeader>
            </Table.Row>
            <Table.Row>
              <Table.Cell verticalAlign="top" whiteSpace="pre-wrap" overflowWrap="anywhere" color={line.kind === 'added' ? 'fg.muted' : undefined}>
                {shown(line.before)}
              </Table.Cell>
              <Table.Cell verticalAlign="top" whiteSpace="pre-wrap" overflowWrap="anywhere" color={line.kind === 'removed' ? 'fg.muted' : undefined}>
                {shown(line.after)}
              </Table.Cell>
            </Table.Row>
          </Table.Body>
        ))}
      </Table.Root>
      {note ? <Text mt="2">{note}</Text> : null}
    </Box>
  );
}

export function ReviewDraft({ draft, onDone }: { draft: DraftRow; onDone(text: string): void }) {
  const [summary, setSummary] = useState<Summary | null>(null);
  const [message, setMessage] = useState('');
  const [at, setAt] = useState('');
  const [fields, setFields] = useState<Record<string, string>>({});
  const [notice, setNotice] = useState<NoticeState | null>(null);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [busy, setBusy] = useState(false);
  const [together, setTogether] = useState<Together | null>(null);

  useEffect(() => {
    api<Summary>('GET', `/admin/api/publish/summary?files=${encodeURIComponent(draft.file)}`).then(
      (answer) => {
        setSummary(answer);
        setMessage(answer.message);
        setTogether(answer.together);
      },
      (failure: unknown) => setNotice({ tone: 'error', text: messageOf(failure) }),
    );
  }, [draft.file]);

  async function publish(overwrite = false, withOthers?: Together) {
    if (busy) return;
    setBusy(true);
    setNotice(null);
    setRefusal(null);
    setFields({});
    try {
      const files = [draft.file, ...(withOthers?.files.map((f) => f.file) ?? [])];
      const answer = await api<Published>('POST', '/admin/api/publish', {
        files,
        message: withOthers ? withOthers.message : message,
        ...(overwrite ? { overwrite: [draft.file] } : {}),
      });
      onDone(
        answer.commit
          ? `Published in ${answer.seconds} s: the live site shows it now (${answer.pages.slice(0, 5).join(', ')}${answer.pages.length > 5 ? '…' : ''}).`
          : answer.message,
      );
    } catch (failure) {
      setFields(fieldsOf(failure));
      setNotice({ tone: 'error', text: messageOf(failure) });
      if (failure instanceof ApiError) {
        const body = failure.body as Refusal;
        setRefusal(body);
        // Refused because it needs another draft: the offer to publish them together (its message suggested again).
        if (body.error === 'needs_drafts' && body.needs?.length) {
          api<Summary>('GET', `/admin/api/publish/summary?files=${encodeURIComponent(draft.file)}`).then(
            (answer) => setTogether(answer.together),
            () => {},
          );
        }
      }
    }
    setBusy(false);
  }

  const others = together?.files.map((f) => f.title) ?? [];
  const othersInWords = others.length > 1 ? `${others.slice(0, -1).join(', ')} and ${others.at(-1)}` : (others[0] ?? '');

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
          <ChangesTable key={change.file} title={change.title} lines={change.lines} note={change.note} />
        ))}
        {together ? (
          <Stack as="section" aria-label="Publish together" gap="2" p="3" borderWidth="1px" borderColor="orange.300" bg="orange.50" borderRadius="md">
            <Text fontWeight="semibold">
              {draft.title} needs {othersInWords}, which {others.length === 1 ? 'is' : 'are'} still a draft: published alone it would be refused.
            </Text>
            <Box as="ul" pl="5">
              {together.problems.map((p, i) => (
                <li key={i}>{p}</li>
              ))}
            </Box>
            <Text>Publish them together, in one version of the site.</Text>
            <Button alignSelf="flex-start" colorPalette="blue" onClick={() => publish(false, together)} aria-disabled={busy || undefined}>
              {others.length === 1 ? 'Publish both together' : `Publish all ${others.length + 1} together`}
            </Button>
          </Stack>
        ) : null}
        <TextAreaField label="Message for the site history" value={message} onChange={(e) => setMessage(e.target.value)} error={fields.message} required rows={3} />
        <Notice notice={notice} />
        {refusal?.problems?.length ? (
          <Box as="ul" pl="5">
            {refusal.problems.map((p, i) => (
              <li key={i}>
                {p.title ? `${p.title}, ` : p.place ? `${p.place}: ` : ''}
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
