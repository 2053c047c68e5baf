// One translation file beside its English: a row per text of the English (named as the editor's screens
// name the field; the key only in a title, for translators), the translation in a text box, "Copy from
// English", texts not translated yet and texts whose English changed marked (with the English before and
// after the change when the English file's history knows it), "Reviewed by a person who reads …", and
// Save — a draft of this file alone in the back office, the file itself in `npm run edit`. In the back office
// the page editor's bar too (who else has the file open, its draft, Discard draft; office/OfficeBar.tsx). A
// save carries the version the screen was opened on; one refused because the file changed since keeps the
// typing and offers their version with it copied in, or saving over theirs (save-conflicts.tsx).
import { useCallback, useEffect, useState } from 'react';
import { chakra, Box, Button, Flex, Grid, Heading, HStack, Link, Stack, Text, Textarea } from '@chakra-ui/react';
import { api, ApiError, at, conflictOf, inOffice, type DraftInfo, type EditorProblem, type ScheduledChange } from '../api.ts';
import { OfficeBar, useLease } from '../office/OfficeBar.tsx';
import { ConflictBar, copiedNotice } from '../save-conflicts.tsx';
import { go } from '../screens.tsx';
import { translationsApi, type TranslationAnswer, type TranslationRow } from './api.ts';
import { count, englishName, stateOf, translationData, type Edit } from './words.ts';

interface Notice {
  tone: 'ok' | 'error' | 'info';
  text: string;
}

/** What the back office's bar shows for the file (App.tsx has the site's drafts and the session). */
export interface OfficeProps {
  draft: DraftInfo | undefined;
  scheduled: ScheduledChange | undefined;
  canPublish: boolean;
  /** A draft discarded (or the file taken over): the editor's files are read again. */
  onChanged: () => Promise<void>;
}

export function TranslationEditor({ file, onSaved, onUnsaved, office }: { file: string; onSaved: () => unknown; onUnsaved?: (file: string | null) => void; office?: OfficeProps }) {
  const [answer, setAnswer] = useState<TranslationAnswer | null>(null);
  const [error, setError] = useState('');
  const [edits, setEdits] = useState<Record<string, Edit>>({});
  const [reviewed, setReviewed] = useState(false);
  const [dirty, setDirty] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [problems, setProblems] = useState<EditorProblem[]>([]);
  const [busy, setBusy] = useState(false);
  const [onlyToDo, setOnlyToDo] = useState(false);
  // A save refused because the file changed since it was opened: its sentence and the version now.
  const [conflict, setConflict] = useState<{ message: string; version: string } | null>(null);
  // The back office: this file's lease while it is open (who else is editing it is named in the bar).
  const lease = useLease(file, inOffice && !!office);
  const heldByOther = !!lease && !lease.mine;

  /** The validator's problems of this file as it is now (the translator's checks run only for an edited translation: send it). */
  const check = useCallback(
    async (a: TranslationAnswer) => {
      if (!a.exists) return setProblems([]);
      const { problems } = await api.check({ [file]: translationData(a, {}, a.reviewed) });
      setProblems(problems.filter((p) => p.configFile === file));
    },
    [file],
  );
  const load = useCallback(async () => {
    const a = await translationsApi.open(file);
    setAnswer(a);
    setEdits({});
    setReviewed(a.reviewed);
    setDirty(false);
    setConflict(null);
    await check(a);
  }, [file, check]);
  useEffect(() => {
    load().catch((e: unknown) => setError(e instanceof Error ? e.message : String(e)));
  }, [load]);
  // The top bar counts this file as unsaved (and Publish… waits) while it has typing not saved.
  useEffect(() => {
    onUnsaved?.(dirty ? file : null);
    return () => onUnsaved?.(null);
  }, [dirty, file, onUnsaved]);
  useEffect(() => {
    if (!dirty) return;
    const warn = (e: BeforeUnloadEvent) => e.preventDefault();
    addEventListener('beforeunload', warn);
    return () => removeEventListener('beforeunload', warn);
  }, [dirty]);

  if (error) {
    return (
      <Stack p="6" gap="3">
        <Text color="red.700">{error}</Text>
        <BackLink dirty={false} />
      </Stack>
    );
  }
  if (!answer) return <Text p="6">Reading the translation…</Text>;

  const { language } = answer;
  const languageName = <span lang={language.code}>{language.name}</span>;
  const name = englishName(answer);
  const edit = (key: string, next: Edit) => {
    setEdits((e) => ({ ...e, [key]: next }));
    setDirty(true);
  };
  const states = answer.rows.map((row) => stateOf(row, edits[row.key]));
  const missing = states.filter((s) => s === 'missing').length;
  const stale = states.filter((s) => s === 'stale').length;
  // The validator's messages: those about one text go under its box; missing and changed texts are the rows' own marks.
  const aboutRow = (p: EditorProblem) => p.path[0] === 'texts' && typeof p.path[1] === 'string' && answer.rows.some((r) => r.key === p.path[1]);
  const fileProblems = problems.filter((p) => !aboutRow(p) && !(p.severity === 'warning' && p.path.length === 1 && p.path[0] === 'texts'));

  /** `over`: the newer version this save replaces ("Save yours over theirs"). */
  async function save(over?: string) {
    if (!answer) return;
    setBusy(true);
    try {
      const saved = await api.save(file, translationData(answer, edits, reviewed), over ?? answer.version);
      await load();
      setNotice({ tone: 'ok', text: saved.message ?? `Saved the ${language.name} translation of ${name}.` });
      await onSaved();
    } catch (e) {
      // Changed since it was opened: the typing stays in the boxes until the person chooses.
      const changed = conflictOf(e);
      if (changed) {
        setConflict({ message: (e as Error).message, version: changed.version });
        setNotice(null);
        return;
      }
      setNotice({ tone: 'error', text: e instanceof Error ? e.message : String(e) });
      if (e instanceof ApiError) setProblems(e.problems.filter((p) => p.configFile === file));
    } finally {
      setBusy(false);
    }
  }

  /** "Reload their version and copy yours in": their texts, with the ones typed here put back over them (nothing saved yet). */
  async function copyIntoTheirs() {
    if (!answer) return;
    setBusy(true);
    try {
      const theirs = await translationsApi.open(file);
      const was = new Map(answer.rows.map((r) => [r.key, r.text]));
      // Texts both changed: the one typed here stays in its box; theirs is named.
      const clashes = theirs.rows.filter((r) => edits[r.key] && r.text !== was.get(r.key) && r.text !== edits[r.key]!.text).map((r) => ({ place: r.field, theirs: r.text ?? '' }));
      setAnswer(theirs);
      if (reviewed === answer.reviewed) setReviewed(theirs.reviewed);
      setConflict(null);
      setNotice({ tone: clashes.length ? 'error' : 'info', text: copiedNotice(clashes, inOffice ? 'Save draft' : 'Save') });
      await check(theirs);
    } catch (e) {
      setNotice({ tone: 'error', text: e instanceof Error ? e.message : String(e) });
    } finally {
      setBusy(false);
    }
  }

  const rows = answer.rows.map((row, i) => ({ row, state: states[i]! })).filter((r) => !onlyToDo || r.state !== 'translated');
  return (
    <>
      {inOffice && office && (
        <Box position="sticky" top="0" zIndex="1" bg="white">
          <OfficeBar
            draft={office.draft}
            scheduled={office.scheduled}
            lease={lease}
            canPublish={office.canPublish}
            unsaved={dirty}
            onDone={(text, tone) => setNotice({ tone, text })}
            onChanged={async () => {
              await office.onChanged();
              await load();
            }}
          />
        </Box>
      )}
      <Stack gap="4" p={{ base: '3', md: '6' }} maxW="80rem">
        <BackLink dirty={dirty} />
        <Heading as="h1" size="lg">
          {name} in {languageName}
        </Heading>
        <Text>
          {answer.exists ? '' : `Not translated yet: the page shows the English. `}
          {missing || stale
            ? `${count(missing, 'text')} not translated, ${count(stale, 'text')} whose English changed since ${stale === 1 ? 'it was' : 'they were'} translated — the page shows the English for ${missing + stale === 1 ? 'it' : 'them'}.`
            : `Every text of the English is translated.`}
        </Text>
        <Flex gap="3" wrap="wrap" align="center">
          <chakra.label display="flex" gap="2" alignItems="center">
            <input
              type="checkbox"
              checked={reviewed}
              onChange={(e) => {
                setReviewed(e.target.checked);
                setDirty(true);
              }}
            />
            Reviewed by a person who reads {languageName}
          </chakra.label>
          <chakra.label display="flex" gap="2" alignItems="center">
            <input type="checkbox" checked={onlyToDo} onChange={(e) => setOnlyToDo(e.target.checked)} />
            Show only the texts to translate or update
          </chakra.label>
          <Box flex="1" />
          <PreviewButton answer={answer} data={() => translationData(answer, edits, reviewed)} onError={(text) => setNotice({ tone: 'error', text })} />
          {/* Someone else has the file open: a save would only be refused (the bar above says who). */}
          <Button colorPalette="blue" loading={busy} disabled={heldByOther} onClick={() => void save()}>
            {inOffice ? 'Save draft' : 'Save'}
          </Button>
        </Flex>
        {conflict && <ConflictBar message={conflict.message} busy={busy} onReload={() => void copyIntoTheirs()} onOverwrite={() => void save(conflict.version)} />}
        {notice && (
          <Text role="status" color={notice.tone === 'ok' ? 'green.800' : notice.tone === 'info' ? 'gray.800' : 'red.700'} fontWeight="semibold">
            {notice.text}
          </Text>
        )}
        {fileProblems.length > 0 && (
          <Box as="section" aria-label="Problems of this translation" borderWidth="1px" borderColor="red.300" borderRadius="md" p="3">
            <chakra.ul ps="5">
              {fileProblems.map((p) => (
                <li key={`${p.path.join('.')}:${p.message}`}>
                  {p.severity === 'error' ? 'Must be fixed: ' : 'Note: '}
                  {p.message}
                </li>
              ))}
            </chakra.ul>
          </Box>
        )}
        <chakra.ol listStyleType="none" display="flex" flexDirection="column" gap="3">
          {rows.map(({ row, state }) => (
            <TextRow
              key={row.key}
              row={row}
              state={state}
              language={language}
              value={edits[row.key]?.text ?? row.text ?? ''}
              problems={problems.filter((p) => p.path[1] === row.key && p.severity === 'error')}
              onChange={(text, current = true) => edit(row.key, { text, current })}
            />
          ))}
        </chakra.ol>
        <Flex justify="end">
          <Button colorPalette="blue" loading={busy} disabled={heldByOther} onClick={() => void save()}>
            {inOffice ? 'Save draft' : 'Save'}
          </Button>
        </Flex>
      </Stack>
    </>
  );
}

const MARKS: Record<TranslationRow['state'], { text: string; color: string } | undefined> = {
  translated: undefined,
  missing: { text: 'Not translated yet — the page shows the English here.', color: 'gray.500' },
  stale: { text: 'The English changed since this was translated — the page shows the English here until the translation is updated.', color: 'orange.500' },
};

function TextRow(props: {
  row: TranslationRow;
  state: TranslationRow['state'];
  language: TranslationAnswer['language'];
  value: string;
  problems: EditorProblem[];
  onChange: (text: string, current?: boolean) => void;
}) {
  const { row, state, language, value, problems, onChange } = props;
  const id = `text-${row.key.replace(/[^a-zA-Z0-9-]/g, '_')}`;
  const mark = MARKS[state];
  return (
    <Box as="li" borderWidth="1px" borderLeftWidth="6px" borderColor={mark?.color ?? 'gray.200'} borderRadius="md" p="3" data-state={state}>
      {/* The key is the translators' name for the text (npm run translate prints it): a tooltip, never the label. */}
      <Text id={`${id}-field`} fontWeight="semibold" title={row.key}>
        {row.field}
      </Text>
      {mark && (
        <Text id={`${id}-mark`} fontSize="sm" color={state === 'stale' ? 'orange.800' : 'fg.muted'}>
          {mark.text}
        </Text>
      )}
      <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="3" mt="2">
        <Box>
          <Text fontSize="sm" color="fg.muted">
            English{state === 'stale' ? ' now' : ''}
          </Text>
          <Text lang="en" whiteSpace="pre-wrap" bg="gray.50" borderRadius="sm" p="2">
            {row.english}
          </Text>
          {state === 'stale' && (
            <Text fontSize="sm" mt="1">
              {row.was ? (
                <>
                  Before the change: <chakra.span lang="en">“{row.was}”</chakra.span>
                </>
              ) : (
                'The English it was translated from is not known here (it is older than the history kept).'
              )}
            </Text>
          )}
        </Box>
        <Box>
          <chakra.label htmlFor={id} id={`${id}-label`} fontSize="sm" color="fg.muted" display="block">
            <span lang={language.code}>{language.name}</span>
          </chakra.label>
          <Textarea
            id={id}
            lang={language.code}
            dir="auto"
            rows={Math.min(8, Math.max(2, Math.ceil(row.english.length / 60)))}
            value={value}
            aria-labelledby={`${id}-field ${id}-label`}
            aria-describedby={[mark && `${id}-mark`, problems.length && `${id}-problems`].filter(Boolean).join(' ') || undefined}
            aria-invalid={problems.length > 0 || undefined}
            onChange={(e) => onChange(e.target.value)}
          />
          <HStack mt="1" gap="2" wrap="wrap">
            <Button size="sm" variant="outline" onClick={() => onChange(row.english)} aria-describedby={`${id}-field`}>
              Copy from English
            </Button>
            {state === 'stale' && value.trim() && (
              <Button size="sm" variant="outline" onClick={() => onChange(value, true)} aria-describedby={`${id}-field`}>
                Still right for the new English
              </Button>
            )}
          </HStack>
          {problems.length > 0 && (
            <Box id={`${id}-problems`} color="red.700" fontSize="sm" mt="1">
              {problems.map((p) => (
                <Text key={p.message}>{p.message}</Text>
              ))}
            </Box>
          )}
        </Box>
      </Grid>
    </Box>
  );
}

function BackLink({ dirty }: { dirty: boolean }) {
  return (
    <Link
      href={at('/?translations')}
      color="blue.700"
      textDecoration="underline"
      alignSelf="start"
      onClick={(e) => {
        e.preventDefault();
        if (dirty && !confirm('Leave without saving? Your changes to this translation will be lost.')) return;
        go('/?translations');
      }}
    >
      ← All translations
    </Link>
  );
}

/** The page in the language with this screen's edits (the editor's preview renders each language's site). */
function PreviewButton({ answer, data, onError }: { answer: TranslationAnswer; data: () => unknown; onError: (text: string) => void }) {
  if (!answer.address) return null;
  const path = `/${answer.language.code}${answer.address === '/' ? '' : answer.address}`;
  return (
    <Button
      variant="outline"
      onClick={async () => {
        // Opened at once (inside the click) so the browser does not block it as a pop-up.
        const tab = window.open('about:blank', '_blank');
        try {
          const { url } = await api.preview({ [answer.file]: data() }, path);
          if (tab) tab.location.href = url;
          else location.href = url;
        } catch (e) {
          tab?.close();
          onError(e instanceof Error ? e.message : String(e));
        }
      }}
    >
      Preview {path}
    </Button>
  );
}
