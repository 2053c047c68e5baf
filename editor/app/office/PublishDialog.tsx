// "Publish…" in the back office's editor (publishers and administrators): the drafts to publish in
// screen words, what each changes, a message prefilled by the server, then "Publish now" or "Publish at"
// a date and time in India. Every answer of the publish endpoints is shown in words: published (with
// links to the changed pages), problems (as the editor lists them), someone else's change since the
// draft began (both versions side by side, publish anyway or discard the draft), or a failed publish.
import { useEffect, useRef, useState } from 'react';
import { Box, Button, Checkbox, Dialog, Field, Flex, Heading, Input, Link, Portal, Stack, Text, Textarea } from '@chakra-ui/react';
import { istDateTime } from '../../../admin/app/src/shared/format.ts';
import { ApiError, request, type DraftInfo, type EditorProblem } from '../api.ts';
import type { WordedProblem } from '../field-messages.tsx';
import type { ChangeLine, FileInWords } from '../../../admin/server/history/types.ts';

type Change = Pick<FileInWords, 'file' | 'title' | 'lines' | 'note'>;

/** One change in words: "Price plans, plan 1 'Basic': Price in rupees: 1,999 → 2,499". */
function lineInWords(line: ChangeLine): string {
  if (line.kind === 'changed') return `${line.field}: ${line.before ?? ''} → ${line.after ?? ''}`;
  return `${line.field}: ${line.kind === 'added' ? `added ${line.after ?? ''}` : `removed ${line.before ?? ''}`}`;
}
interface Conflict {
  file: string;
  title: string;
  changedBy: string;
  changedAt: number | string;
  live: string;
  draft: string;
}
type Outcome =
  | { kind: 'published'; pages: string[]; seconds: number; titles: string[] }
  | { kind: 'unchanged'; message: string }
  | { kind: 'scheduled'; at: string }
  | { kind: 'problems'; message: string; problems: EditorProblem[] }
  | { kind: 'stale'; message: string; conflicts: Conflict[] }
  | { kind: 'failed'; message: string };

/** "2026-11-26T18:00" (India's wall time) → "26 Nov 2026, 6:00 pm IST". */
const istWallTime = (at: string) => istDateTime(Date.parse(`${at}:00+05:30`));

export function PublishDialog(props: {
  open: boolean;
  drafts: DraftInfo[];
  onClose: () => void;
  /** After a publish, a schedule or a discarded draft: the editor reads the files again. */
  onChanged: () => Promise<void>;
  wordOf: (p: EditorProblem) => WordedProblem;
}) {
  const [selected, setSelected] = useState<string[]>([]);
  const [changes, setChanges] = useState<Change[]>([]);
  const [message, setMessage] = useState('');
  const [summaryError, setSummaryError] = useState('');
  const [date, setDate] = useState('');
  const [time, setTime] = useState('');
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const typed = useRef(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new dialog starts with the person's own drafts and those asked for review chosen.
  useEffect(() => {
    if (!props.open) return;
    // Someone else's draft nobody asked to review is work in progress: shown, not chosen (the publisher ticks it to publish it).
    setSelected(props.drafts.filter((d) => d.mine || d.reviewRequestedBy).map((d) => d.file));
    setOutcome(null);
    setFieldErrors({});
    typed.current = false;
  }, [props.open]);

  // What the chosen drafts change, and a message to start from (unless the person has written their own).
  useEffect(() => {
    if (!props.open || selected.length === 0) return;
    let current = true;
    request<{ message: string; changes: Change[] }>(`/admin/api/publish/summary?files=${selected.map(encodeURIComponent).join(',')}`)
      .then((summary) => {
        if (!current) return;
        setChanges(summary.changes);
        setSummaryError('');
        if (!typed.current) setMessage(summary.message);
      })
      .catch((e: unknown) => current && setSummaryError(e instanceof Error ? e.message : String(e)));
    return () => {
      current = false;
    };
  }, [props.open, selected]);

  const titleOf = (file: string) => props.drafts.find((d) => d.file === file)?.title ?? changes.find((c) => c.file === file)?.title ?? file;

  async function publish(overwrite?: string[]) {
    if (!check()) return;
    setBusy(true);
    try {
      const done = await request<{ commit: string | null; message: string; pages: string[]; seconds: number }>('/admin/api/publish', {
        files: selected,
        message: message.trim(),
        ...(overwrite ? { overwrite } : {}),
      });
      // No commit: the drafts were equal to the live files, so there was nothing to publish.
      setOutcome(done.commit ? { kind: 'published', pages: done.pages, seconds: done.seconds, titles: selected.map(titleOf) } : { kind: 'unchanged', message: done.message });
      await props.onChanged();
    } catch (e) {
      setOutcome(outcomeOf(e));
    } finally {
      setBusy(false);
    }
  }

  async function schedule() {
    const errors: Record<string, string> = {};
    if (!date) errors.date = 'Choose the day to publish.';
    if (!time) errors.time = 'Choose the time to publish (India time).';
    setFieldErrors(errors);
    if (Object.keys(errors).length || !check()) return;
    setBusy(true);
    try {
      await request('/admin/api/publish/schedule', { files: selected, message: message.trim(), at: `${date}T${time}` });
      setOutcome({ kind: 'scheduled', at: `${date}T${time}` });
      await props.onChanged();
    } catch (e) {
      if (e instanceof ApiError && e.status === 400 && e.body.fields) setFieldErrors(e.body.fields as Record<string, string>);
      setOutcome(outcomeOf(e));
    } finally {
      setBusy(false);
    }
  }

  function check(): boolean {
    const errors: Record<string, string> = {};
    if (selected.length === 0) errors.files = 'Choose at least one draft to publish.';
    if (!message.trim()) errors.message = 'Write what this version changes (it is kept in the site’s history).';
    // This check's two messages are worked out again each time: one fixed since is not left on screen.
    setFieldErrors(({ files: _files, message: _message, ...others }) => ({ ...others, ...errors }));
    return Object.keys(errors).length === 0;
  }

  async function discard(files: string[]) {
    setBusy(true);
    try {
      await request('/admin/api/editor/discard', { files });
      setSelected((s) => s.filter((f) => !files.includes(f)));
      setOutcome(null);
      await props.onChanged();
    } catch (e) {
      setOutcome({ kind: 'failed', message: e instanceof Error ? e.message : String(e) });
    } finally {
      setBusy(false);
    }
  }

  const done = outcome?.kind === 'published' || outcome?.kind === 'scheduled' || outcome?.kind === 'unchanged';
  return (
    <Dialog.Root open={props.open} onOpenChange={(e) => !e.open && props.onClose()} size={{ base: 'full', md: 'xl' }} scrollBehavior="inside">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>Publish to the live site</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {outcome && (
                <OutcomeView
                  outcome={outcome}
                  titleOf={titleOf}
                  wordOf={props.wordOf}
                  busy={busy}
                  onOverwrite={(files) => void publish(files)}
                  onDiscard={(files) => void discard(files)}
                />
              )}
              {!done && (
                <Stack gap="4">
                  <Box as="fieldset">
                    <Text as="legend" fontWeight="semibold" mb="1">
                      Drafts to publish
                    </Text>
                    {props.drafts.length === 0 && <Text>There are no saved drafts.</Text>}
                    {props.drafts.map((d) => (
                      <Box key={d.file} py="1">
                        <Checkbox.Root
                          checked={selected.includes(d.file)}
                          onCheckedChange={(e) => setSelected((s) => (e.checked ? [...s, d.file] : s.filter((f) => f !== d.file)))}
                        >
                          <Checkbox.HiddenInput />
                          <Checkbox.Control />
                          <Checkbox.Label>
                            {d.title}
                            {d.deleted ? ' (deleted)' : d.added ? ' (new)' : ''} — saved by {d.updatedBy}, {istDateTime(d.updatedAt)}
                            {d.reviewRequestedBy ? ` · review asked by ${d.reviewRequestedBy}` : d.mine ? '' : ' · still being written (no review asked)'}
                          </Checkbox.Label>
                        </Checkbox.Root>
                        {changes
                          .filter((c) => c.file === d.file && selected.includes(d.file))
                          .flatMap((c) => [...c.lines.map(lineInWords), ...(c.note ? [c.note] : [])])
                          .map((line, i) => (
                            <Text key={i} fontSize="sm" color="fg.muted" ms="7">
                              {line}
                            </Text>
                          ))}
                      </Box>
                    ))}
                    {fieldErrors.files && <Text color="red.700">{fieldErrors.files}</Text>}
                  </Box>
                  {summaryError && <Text color="red.700">What the drafts change could not be read: {summaryError}</Text>}
                  {/* A message asked for while the suggested one was still on its way goes once there is a message. */}
                  <Field.Root invalid={!!fieldErrors.message && !message.trim()} required>
                    <Field.Label>What this version changes</Field.Label>
                    <Textarea
                      value={message}
                      rows={3}
                      onChange={(e) => {
                        typed.current = true;
                        setMessage(e.target.value);
                      }}
                    />
                    <Field.HelperText>Kept in the site’s history with your name.</Field.HelperText>
                    {fieldErrors.message && !message.trim() && <Field.ErrorText>{fieldErrors.message}</Field.ErrorText>}
                  </Field.Root>
                  <Box borderWidth="1px" borderRadius="md" p="3">
                    <Heading as="h3" size="sm" mb="2">
                      Or publish later
                    </Heading>
                    <Flex gap="3" wrap="wrap" align="flex-end">
                      <Field.Root invalid={!!fieldErrors.date} w="auto">
                        <Field.Label>Day</Field.Label>
                        <Input type="date" value={date} onChange={(e) => setDate(e.target.value)} />
                        {fieldErrors.date && <Field.ErrorText>{fieldErrors.date}</Field.ErrorText>}
                      </Field.Root>
                      <Field.Root invalid={!!fieldErrors.time || !!fieldErrors.at} w="auto">
                        <Field.Label>Time (India, IST)</Field.Label>
                        <Input type="time" value={time} onChange={(e) => setTime(e.target.value)} />
                        {(fieldErrors.time || fieldErrors.at) && <Field.ErrorText>{fieldErrors.time ?? fieldErrors.at}</Field.ErrorText>}
                      </Field.Root>
                      <Button variant="outline" loading={busy} onClick={() => void schedule()}>
                        Publish at this time
                      </Button>
                    </Flex>
                  </Box>
                </Stack>
              )}
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="ghost" onClick={props.onClose}>
                {done ? 'Close' : 'Cancel'}
              </Button>
              {!done && (
                <Button colorPalette="blue" loading={busy} onClick={() => void publish()}>
                  Publish now
                </Button>
              )}
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

function outcomeOf(e: unknown): Outcome {
  if (!(e instanceof ApiError)) return { kind: 'failed', message: e instanceof Error ? e.message : String(e) };
  if (e.status === 422 && e.problems.length) return { kind: 'problems', message: e.message, problems: e.problems };
  if (e.status === 409 && Array.isArray(e.body.conflicts)) return { kind: 'stale', message: e.message, conflicts: e.body.conflicts as Conflict[] };
  if (e.status === 503 && e.body.error === 'publish_failed')
    return { kind: 'failed', message: /previous version/i.test(e.message) ? e.message : `${e.message} The live site still shows the previous version.` };
  return { kind: 'failed', message: e.message };
}

/** At most this many changed pages are listed open; more (a menu or a site fact changes every page) are folded. */
const PAGES_SHOWN = 6;

/**
 * The pages a publish changed, as links: all of them when they are few; else the published drafts' own
 * pages (named in their titles, "Page /professional-tax") and the rest folded under "N more pages
 * changed with it" — a new page with a menu entry changes every page, and its own address was lost in
 * a list of a hundred.
 */
function PublishedPages({ pages, titles }: { pages: string[]; titles: string[] }) {
  const link = (page: string) => (
    <li key={page}>
      <Link href={page} target="_blank" rel="noopener" color="blue.700" textDecoration="underline">
        {page}
      </Link>
    </li>
  );
  if (pages.length <= PAGES_SHOWN)
    return pages.length ? (
      <Box as="ul" ms="5" mt="1">
        {pages.map(link)}
      </Box>
    ) : null;
  const own = pages.filter((page) => titles.some((title) => title.split(' ').includes(page)));
  const rest = pages.filter((page) => !own.includes(page));
  return (
    <>
      {own.length > 0 && (
        <Box as="ul" ms="5" mt="1">
          {own.map(link)}
        </Box>
      )}
      <details>
        <summary>
          {rest.length} {own.length ? 'more ' : ''}page{rest.length === 1 ? '' : 's'} changed with it
        </summary>
        <Box as="ul" ms="5" mt="1">
          {rest.map(link)}
        </Box>
      </details>
    </>
  );
}

function OutcomeView(props: {
  outcome: Outcome;
  titleOf: (file: string) => string;
  wordOf: (p: EditorProblem) => WordedProblem;
  busy: boolean;
  onOverwrite: (files: string[]) => void;
  onDiscard: (files: string[]) => void;
}) {
  const { outcome } = props;
  if (outcome.kind === 'published')
    return (
      <Box role="status" p="3" mb="4" borderRadius="md" bg="green.50" color="green.900">
        <Text fontWeight="semibold">Published. The live site shows it now.</Text>
        <PublishedPages pages={outcome.pages} titles={outcome.titles} />
        <Text fontSize="sm">It took {Math.round(outcome.seconds)} s.</Text>
      </Box>
    );
  if (outcome.kind === 'unchanged')
    return (
      <Box role="status" p="3" mb="4" borderRadius="md" bg="blue.50" color="blue.900">
        <Text fontWeight="semibold">{outcome.message}</Text>
      </Box>
    );
  if (outcome.kind === 'scheduled')
    return (
      <Box role="status" p="3" mb="4" borderRadius="md" bg="green.50" color="green.900">
        <Text fontWeight="semibold">Scheduled: it will be published on {istWallTime(outcome.at)}. Until then the drafts wait and visitors see the current version.</Text>
      </Box>
    );
  if (outcome.kind === 'problems')
    return (
      <Box role="alert" p="3" mb="4" borderRadius="md" bg="red.50" color="red.900">
        <Text fontWeight="semibold">{outcome.message}</Text>
        <Box as="ul" ms="5">
          {outcome.problems.map((p, i) => (
            <li key={i} title={p.text}>
              {props.titleOf(p.configFile)}: {props.wordOf(p).full}
            </li>
          ))}
        </Box>
      </Box>
    );
  if (outcome.kind === 'stale')
    return (
      <Box role="alert" p="3" mb="4" borderRadius="md" bg="orange.50" color="orange.950">
        <Text fontWeight="semibold" mb="2">
          {outcome.message}
        </Text>
        {outcome.conflicts.map((c) => (
          <Box key={c.file} mb="3">
            <Text fontWeight="semibold">{c.title || props.titleOf(c.file)}</Text>
            <Text>
              Changed by {c.changedBy} on {istDateTime(c.changedAt)} after your draft began.
            </Text>
            <Flex gap="2" direction={{ base: 'column', md: 'row' }} mt="1">
              {[
                ['On the live site now', c.live],
                ['Your draft', c.draft],
              ].map(([label, text]) => (
                <Box key={label} flex="1" minW="0">
                  <Text fontSize="sm" fontWeight="semibold">
                    {label}
                  </Text>
                  <Box as="pre" fontSize="xs" whiteSpace="pre-wrap" maxH="12rem" overflowY="auto" bg="white" p="2" borderWidth="1px" borderRadius="sm">
                    {text}
                  </Box>
                </Box>
              ))}
            </Flex>
          </Box>
        ))}
        <Flex gap="2" wrap="wrap">
          <Button size="sm" colorPalette="red" loading={props.busy} onClick={() => props.onOverwrite(outcome.conflicts.map((c) => c.file))}>
            Publish mine anyway
          </Button>
          <Button size="sm" variant="outline" loading={props.busy} onClick={() => props.onDiscard(outcome.conflicts.map((c) => c.file))}>
            Discard my draft
          </Button>
        </Flex>
      </Box>
    );
  return (
    <Box role="alert" p="3" mb="4" borderRadius="md" bg="red.50" color="red.900">
      <Text fontWeight="semibold">{outcome.message}</Text>
    </Box>
  );
}
