// The site editor: pages (Puck), site facts and menus (schema forms), validation as you edit, Save,
// Preview, new and deleted pages. Addresses: /?page=/gst opens that page, /?file=site.json a file.
// One editor, two mounts: `npm run edit` (Save writes the file) and the back office at /admin/edit/
// (Save keeps a draft; who else is editing, drafts, review and Publish… in office/).
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Box, Button, Flex, Heading, HStack, Link, Text } from '@chakra-ui/react';
import { blockRegistry } from '../../blocks/registry.ts';
import type { Interface, Navigation, Page, Site } from '../../engine/generated/config.ts';
import { createPageAdapter } from '../shared/page-adapter.ts';
import { deepEqual } from '../../engine/config/workspace/json-write.ts';
import { api, ApiError, at, inOffice, type CollectionInfo, type DraftInfo, type ScheduledChange, type EditorProblem, type LoadedFile, type Overlay } from './api.ts';
import { schemaFiles, schemaKeyFor } from './schemas.ts';
import { canvasRules, createPuckConfig, ENGLISH_WORDS } from './puck-config.tsx';
import { PageEditor, safeMenus } from './PageEditor.tsx';
import { FileForm } from './FileForm.tsx';
import { fileTitle, go, PageList, savedName, StatusBar, type Notice } from './screens.tsx';
import { readView, TopBar, type View } from './TopBar.tsx';
import { OfficeBar, useLease, useOfficeSession } from './office/OfficeBar.tsx';
import { keptNotice, useAutosave, useKeptEdits, useLeaveWarning } from './saving.ts';
import { PublishDialog } from './office/PublishDialog.tsx';
import { DraftList } from './office/DraftList.tsx';
import { calendarChoices, servicesOf, type Choices } from './choices.ts';
import { shownProblems, useFreshItems } from './fresh-items.ts';
import { useLiveCheck } from './live-check.ts';
import { CollectionsScreen, entryDate, previewPathOf } from './Collections.tsx';
import { TranslationsScreen } from './translations/index.tsx';
import { editorWording } from '../../engine/config/field-words.ts';
import type { WordedProblem } from './field-messages.tsx';
import { inScreenWords } from './AddSection.tsx';
import { ConflictBar } from './save-conflicts.tsx';
import { useSaveFlow } from './save-flow.ts';

const adapter = createPageAdapter(schemaFiles);
const puckConfig = createPuckConfig(schemaFiles, adapter, blockRegistry);

export function App() {
  const [disk, setDisk] = useState<Map<string, LoadedFile> | null>(null);
  const [loadError, setLoadError] = useState('');
  const [drafts, setDrafts] = useState<Overlay>({});
  const [view, setView] = useState<View>(readView);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [collections, setCollections] = useState<CollectionInfo[]>([]);
  // The back office: the site's saved drafts, who is signed in, the publish dialog.
  const [{ drafts: draftInfos, scheduled }, setOfficeFiles] = useState<{ drafts: DraftInfo[]; scheduled: ScheduledChange[] }>({ drafts: [], scheduled: [] });
  const office = useOfficeSession(inOffice);
  const [publishing, setPublishing] = useState(false);
  // Bumped when drafts are discarded or published: the open editor starts again from what the server has.
  const [generation, setGeneration] = useState(0);
  const freshItems = useFreshItems();
  // The Translations screen's file while it has unsaved typing (it keeps its own edits): counted in the top bar.
  const [unsavedTranslation, setUnsavedTranslation] = useState<string | null>(null);

  const latestDisk = useRef(disk);
  latestDisk.current = disk;
  const reload = useCallback(async () => {
    // (The folder's name is for developers: no screen shows it.)
    const { files, collections, drafts, scheduled } = await api.files();
    setOfficeFiles({ drafts: drafts ?? [], scheduled: scheduled ?? [] });
    setCollections(collections ?? []);
    // A file whose text did not change keeps its content as loaded before: after a save of one page, what
    // shows the others (the canvas's header, footer and sections) is not drawn again (same-canvas.ts).
    const before = latestDisk.current;
    const loaded = new Map(
      files.map((f) => {
        const was = before?.get(f.file);
        return [f.file, was && was.version === f.version && was.text === f.text ? was : f];
      }),
    );
    setDisk(loaded);
    return loaded;
  }, []);
  const restart = useCallback(async () => {
    await reload();
    setGeneration((g) => g + 1);
  }, [reload]);
  useEffect(() => {
    reload().catch((e: unknown) => setLoadError(e instanceof Error ? e.message : String(e)));
  }, [reload]);
  useEffect(() => {
    const onPop = () => {
      setView(readView());
      setNotice(null);
    };
    addEventListener('popstate', onPop);
    return () => removeEventListener('popstate', onPop);
  }, []);

  // Another screen opens at its top: the one scrolling box would keep the last screen's position (the
  // calendar opened part-way down after Site facts had been scrolled).
  const mainBox = useRef<HTMLDivElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the view is what changes the screen.
  useEffect(() => {
    // (A block: Chromium's scrollTo returns a promise, which React would take for a clean-up.)
    mainBox.current?.scrollTo(0, 0);
  }, [view]);

  // Unsaved changes: the browser asks before the tab closes, and keeps them meanwhile (a closed tab, a
  // crash or a reload loses nothing); what an earlier tab kept comes back when the files have loaded.
  useLeaveWarning(Object.keys(drafts).length > 0);
  useKeptEdits(
    !disk ? undefined : inOffice ? (office.session ? `office:${office.session.user.id}` : undefined) : 'local',
    drafts,
    (file) => disk?.get(file)?.data,
    (kept, outdated) => {
      setDrafts((d) => ({ ...d, ...kept.files }));
      setGeneration((g) => g + 1); // the open editor starts again, from the kept edits
      setNotice({
        tone: outdated.length ? 'error' : 'info',
        text: keptNotice(kept, outdated, inOffice, (file) =>
          savedName(file, disk?.get(file)?.data, String(schemaFiles.get(schemaKeyFor(disk?.get(file)?.data) ?? '')?.title ?? '')),
        ),
      });
    },
  );

  // Validation as you edit (live-check.ts).
  const { problems, checking } = useLiveCheck(drafts, disk);

  // Puck keeps the header buttons it was first given, so Save and Preview read the latest edits from refs.
  const latest = useRef({ drafts, disk });
  latest.current = { drafts, disk };
  // Save, and a save refused because the file changed since its edits began (save-flow.ts).
  const { busy, conflict, save, copyIntoTheirs } = useSaveFlow({
    latest,
    disk,
    drafts,
    reload,
    setDrafts,
    setNotice,
    restartEditor: () => setGeneration((g) => g + 1),
    hasDraft: (file) => draftInfos.some((d) => d.file === file),
  });
  const current = (file: string) => (file in drafts ? drafts[file] : disk?.get(file)?.data);
  const setDraft = useCallback(
    (file: string, data: unknown) => {
      // A "Saved" notice is about the version saved; after a new edit it would stand beside new problems.
      // A refused Save's list is about the version refused; after an edit the live check's list replaces it.
      setNotice((n) => ((n?.tone === 'ok' && n.text.startsWith('Saved ')) || (n?.tone === 'error' && n.problems?.length) ? null : n));
      setDrafts((d) => {
        const onDisk = disk?.get(file);
        if (onDisk && deepEqual(onDisk.data, data) && JSON.stringify(onDisk.data) === JSON.stringify(data)) {
          if (!(file in d)) return d;
          const { [file]: _gone, ...rest } = d;
          return rest;
        }
        return { ...d, [file]: data };
      });
    },
    [disk],
  );

  const pages = useMemo(() => {
    const files = new Set([...(disk?.keys() ?? []), ...Object.keys(drafts)]);
    return [...files]
      .filter((f) => f.startsWith('pages/') && drafts[f] !== null)
      .map((file) => ({ file, page: (file in drafts ? drafts[file] : disk?.get(file)?.data) as Page | null }))
      .filter((p) => p.page)
      .sort((a, b) => (a.page!.paths?.[0] ?? '').localeCompare(b.page!.paths?.[0] ?? ''));
  }, [disk, drafts]);

  // The values offered by the fields that name a page, a footer group, a service or a calendar rule.
  const siteData = drafts['site.json'] ?? disk?.get('site.json')?.data;
  const calendarData = drafts['compliance-calendar.json'] ?? disk?.get('compliance-calendar.json')?.data;
  const siteChoices = useMemo<Omit<Choices, 'anchors' | 'plans'>>(
    () => ({
      pages: pages.map((p) => ({ path: p.page!.paths?.[0] ?? '', title: p.page!.title ?? '' })).filter((p) => p.path),
      footerGroups: ((siteData as Site | undefined)?.footer?.groups ?? []).map((g) => g.title),
      services: servicesOf(pages.map((p) => p.page)),
      ...calendarChoices(calendarData),
    }),
    [pages, siteData, calendarData],
  );

  const siteFiles = useMemo(
    () =>
      [...(disk?.values() ?? [])]
        // Pages and the entries of collections have screens of their own; the rest (rate tables too) are forms.
        .filter((f) => !f.file.startsWith('pages/') && !f.file.startsWith('translations/') && !collections.some((c) => f.file.startsWith(`${c.name}/`)))
        .map((f) => ({ file: f.file, schemaKey: schemaKeyFor(f.data) }))
        .filter((f) => f.schemaKey),
    [disk, collections],
  );

  async function preview(path: string) {
    // Opened at once (inside the click) so the browser does not block it as a pop-up.
    const tab = window.open('about:blank', '_blank');
    try {
      const { url } = await api.preview(latest.current.drafts, path);
      if (tab) tab.location.href = url;
      else location.href = url;
    } catch (e) {
      tab?.close();
      setNotice({ tone: 'error', text: e instanceof Error ? e.message : String(e), problems: e instanceof ApiError ? e.problems : undefined });
    }
  }

  // Each problem in the screen's words (the validator's lines stay in `text`, for developers).
  const wordOf = (p: EditorProblem): WordedProblem => {
    const data = current(p.configFile);
    const rootKey = p.configFile.startsWith('pages/') ? 'page.schema.json' : schemaKeyFor(data);
    return { ...p, ...editorWording(p, schemaFiles, rootKey, data) };
  };
  // The problems of a new list item wait until it is left or Save is pressed (fresh-items.ts): beside the
  // field, in the list and in the top bar's count alike, so the count never names problems no list shows.
  const visible = shownProblems(problems, freshItems);
  const worded = visible.map(wordOf);

  // The file on screen holds its lease in the back office (who else is editing it is named).
  const viewFile = view.kind === 'page' ? pages.find((p) => p.page!.paths?.includes(view.path))?.file : view.kind === 'file' ? view.file : undefined;
  const lease = useLease(viewFile, inOffice);
  // Someone else holds the file: saving would only be refused (the office bar says who holds it).
  const heldByOther = !!lease && !lease.mine;
  // Not while a refused save waits for the person's choice (it would only be refused again).
  useAutosave({ enabled: inOffice, file: viewFile, lease, drafts, problems, checking, busy: busy || (!!conflict && conflict.file === viewFile), save });

  if (loadError)
    return (
      <Box p="8" role="alert">
        The editor could not load the site files: {loadError}
      </Box>
    );
  if (!disk) return <Box p="8">Loading the site files…</Box>;

  const site = current('site.json') as Site;
  const ruleTables = canvasRules(disk?.keys() ?? [], current);
  const words = disk.has('interface.json') ? { words: current('interface.json') as Interface, locale: 'en-IN' } : ENGLISH_WORDS;
  const navigation = current('navigation.json') as Navigation;
  const errorCount = visible.filter((p) => p.severity === 'error').length;

  let body: ReactNode;
  let openFile: string | undefined;
  let title = 'Pages';
  if (view.kind === 'page') {
    const entry = pages.find((p) => p.page!.paths?.includes(view.path));
    if (!entry) {
      body = (
        <Box p="8">
          <Text>No page has the address {view.path}.</Text>
          <Link
            href={at('/')}
            onClick={(e) => {
              e.preventDefault();
              go('/');
            }}
          >
            All pages
          </Link>
        </Box>
      );
    } else {
      const file = entry.file;
      title = `Page ${view.path}`;
      const fileProblems = worded.filter((p) => p.configFile === file);
      const menus = safeMenus(
        site,
        navigation,
        pages.map((p) => ({ file: p.file, page: p.page! })),
      );
      openFile = file;
      // PageEditor fills the height left: Puck sizes itself to its box.
      body = (
        <Flex direction="column" h="100%">
          <PageEditor
            key={`${file}:${generation}`}
            file={file}
            page={entry.page as unknown as Record<string, unknown>}
            original={disk.get(file)?.data as Record<string, unknown> | undefined}
            adapter={adapter}
            config={puckConfig}
            environment={{ site, menus, rules: ruleTables, words }}
            problems={fileProblems}
            choices={siteChoices}
            onChange={(page) => setDraft(file, page)}
            actions={
              <Button size="sm" variant="outline" onClick={() => void preview(view.path)}>
                Preview
              </Button>
            }
            save={
              <Button size="sm" colorPalette="blue" loading={busy} disabled={heldByOther} onClick={() => void save(file)}>
                {inOffice ? 'Save draft' : 'Save'}
              </Button>
            }
          />
        </Flex>
      );
    }
  } else if (view.kind === 'translations') {
    title = 'Translations';
    body = (
      <TranslationsScreen
        file={view.file}
        onSaved={reload}
        onUnsaved={setUnsavedTranslation}
        office={inOffice ? { drafts: draftInfos, scheduled, canPublish: office.canPublish, onChanged: restart } : undefined}
      />
    );
  } else if (view.kind === 'collections') {
    title = 'Updates & guides';
    body = (
      <CollectionsScreen
        notice={notice?.tone === 'error' ? notice.text : undefined}
        collections={collections}
        entriesOf={(name) =>
          [...new Set([...(disk?.keys() ?? []), ...Object.keys(drafts)])]
            .filter((f) => f.startsWith(`${name}/`) && drafts[f] !== null)
            .map((file) => {
              const data = current(file) as { title?: unknown } | null;
              return { file, title: typeof data?.title === 'string' ? data.title : '', date: entryDate(data), unsaved: file in drafts };
            })
            .sort((a, b) => (b.date ?? '').localeCompare(a.date ?? '') || a.title.localeCompare(b.title))
        }
        onCreate={async (collection, entryTitle) => {
          try {
            const { file, data } = await api.newEntry(collection, entryTitle);
            if (file in drafts) throw new Error(`An entry titled “${entryTitle}” is already open with unsaved changes — open it under its title below`);
            setDrafts((d) => ({ ...d, [file]: data }));
            go(`/?file=${file}`);
            setNotice({ tone: 'info', text: `New entry — write its texts (the list below says which), then press ${inOffice ? 'Save draft' : 'Save'} to create it.` });
          } catch (e) {
            setNotice({ tone: 'error', text: e instanceof Error ? e.message : String(e) });
          }
        }}
      />
    );
  } else if (view.kind === 'file') {
    // A top-level file (site facts, menus, calendar, collections) or an entry of a collection, new ones included.
    const entryFile =
      view.file.includes('/') && !view.file.startsWith('pages/') && current(view.file) ? { file: view.file, schemaKey: schemaKeyFor(current(view.file)) } : undefined;
    const entry = siteFiles.find((f) => f.file === view.file) ?? (entryFile?.schemaKey ? entryFile : undefined);
    if (!entry) {
      body = (
        <Box p="8">
          {/* In the screens' words, never the file's name. */}
          <Text>
            {collections.some((c) => view.file.startsWith(`${c.name}/`))
              ? 'This entry is not among the saved ones, and this browser keeps no unsaved copy of it. The entries are listed under Updates & guides.'
              : 'The editor has no screen at this address.'}
          </Text>
        </Box>
      );
    } else {
      const schema = schemaFiles.get(entry.schemaKey!)!;
      title = String(schema.title ?? entry.file);
      const fileProblems = worded.filter((p) => p.configFile === entry.file);
      openFile = entry.file;
      body = (
        <Box maxW="56rem" mx="auto" p={{ base: '4', md: '6' }}>
          <Flex justify="space-between" align="center" mb="2" gap="4">
            <Heading as="h1" size="xl">
              {fileTitle(entry.file, String(schema.title ?? ''))}
            </Heading>
            <HStack gap="2">
              {/* An update, guide or opening on its own page; the calendar on its page; site facts and menus on every page. */}
              <Button variant="outline" onClick={() => void preview(previewPathOf(entry.file, current(entry.file), collections))}>
                Preview
              </Button>
              <Button colorPalette="blue" loading={busy} disabled={heldByOther} onClick={() => void save(entry.file)}>
                {inOffice ? 'Save draft' : 'Save'}
              </Button>
            </HStack>
          </Flex>
          <Text color="fg.muted" mb="4">
            {inScreenWords(String(schema.description ?? ''))}
          </Text>
          <FileForm
            key={`${entry.file}:${generation}`}
            file={entry.file}
            schemaKey={entry.schemaKey!}
            data={current(entry.file)}
            problems={fileProblems}
            choices={{ ...siteChoices, anchors: [], plans: [] }}
            onChange={(data) => setDraft(entry.file, data)}
          />
        </Box>
      );
    }
  } else {
    body = (
      <>
        {inOffice && <DraftList drafts={draftInfos} onDone={(text, tone) => setNotice({ tone, text })} onChanged={restart} />}
        <PageList
          pages={pages}
          drafts={drafts}
          savedDrafts={draftInfos.map((d) => d.file)}
          wordOf={(p) => {
            // A refusal lists places in several files: each says which screen it is on ("Menus: …").
            const w = wordOf(p);
            const data = current(p.configFile);
            const where = savedName(p.configFile, data, String(schemaFiles.get(schemaKeyFor(data) ?? '')?.title ?? ''));
            return { ...w, full: `${where.charAt(0).toUpperCase()}${where.slice(1)}: ${w.full}` };
          }}
          problems={visible}
          notice={notice}
          onDismiss={() => setNotice(null)}
          onCreate={async (path, pageTitle) => {
            try {
              const { file, data } = await api.newPage(path, pageTitle);
              if (pages.some((p) => p.file === file)) throw new Error(`The page ${path} is already open with unsaved changes`);
              setDrafts((d) => ({ ...d, [file]: data }));
              go(`/?page=${encodeURIComponent(path)}`);
              setNotice({
                tone: 'info',
                text: `New page ${path} — replace the sample texts (the list below says which), then press ${inOffice ? 'Save draft' : 'Save'} to create it.`,
              });
            } catch (e) {
              setNotice({ tone: 'error', text: e instanceof Error ? e.message : String(e) });
            }
          }}
          onDelete={async (file) => {
            if (!disk.has(file)) {
              setDrafts((d) => {
                const { [file]: _gone, ...rest } = d;
                return rest;
              });
              return;
            }
            const name = savedName(file, current(file), '');
            if (!confirm(inOffice ? `Delete ${name}? The deletion is a draft until it is published.` : `Delete ${name}? This cannot be undone in the editor.`)) return;
            try {
              const deleted = await api.deletePage(file);
              setDrafts((d) => {
                const { [file]: _gone, ...rest } = d;
                return rest;
              });
              await reload();
              setNotice({ tone: 'ok', text: deleted.message ?? `Deleted ${name}.` });
            } catch (e) {
              setNotice({ tone: 'error', text: e instanceof Error ? e.message : String(e), problems: e instanceof ApiError ? e.problems : undefined });
            }
          }}
        />
      </>
    );
  }

  return (
    <Flex direction="column" h="100vh">
      {/* Wraps to more lines in a narrow window (a phone, or 400 % zoom) instead of running off the side. */}
      <TopBar
        view={view}
        collections={collections}
        siteFiles={siteFiles}
        // Publish… waits for the Translations screen's typing to be saved too.
        drafts={unsavedTranslation && view.kind === 'translations' ? { ...drafts, [unsavedTranslation]: null } : drafts}
        checking={checking}
        errorCount={errorCount}
        office={inOffice ? { name: office.session?.user.name ?? '', drafts: draftInfos.length, canPublish: office.canPublish, onPublish: () => setPublishing(true) } : undefined}
      />
      {inOffice && openFile && (
        <OfficeBar
          draft={draftInfos.find((d) => d.file === openFile)}
          scheduled={scheduled.find((s) => s.file === openFile)}
          lease={lease}
          canPublish={office.canPublish}
          unsaved={openFile in drafts}
          isNew={!!disk && !disk.has(openFile)}
          onDone={(text, tone) => setNotice({ tone, text })}
          onChanged={restart}
        />
      )}
      {inOffice && (
        <PublishDialog
          open={publishing}
          drafts={draftInfos}
          onClose={() => setPublishing(false)}
          onChanged={async () => {
            // Published or discarded: the live files are what the editor starts from again.
            setDrafts({});
            await restart();
          }}
          wordOf={wordOf}
        />
      )}
      <title>{`${title} · Site editor`}</title>
      <Box as="main" ref={mainBox} flex="1" minH="0" overflowY={view.kind === 'page' ? 'hidden' : 'auto'}>
        {body}
      </Box>
      {/* The status line and the file's problems sit under the editor: a check runs after every edit, and a
          list that came and went above the form or the canvas would move what the person is pointing at. */}
      {openFile && conflict?.file === openFile && (
        <ConflictBar message={conflict.message} busy={busy} onReload={() => void copyIntoTheirs(openFile)} onOverwrite={() => void save(openFile, false, conflict.version)} />
      )}
      {openFile && (
        <StatusBar
          notice={notice}
          problems={worded.filter((p) => p.configFile === openFile)}
          otherErrors={visible.filter((p) => p.severity === 'error' && p.configFile !== openFile).length}
          checking={checking}
          dirty={openFile in drafts}
          // The back office saves a draft as the person works, but not while the file has an error: say so.
          held={inOffice && openFile in drafts && problems.some((p) => p.configFile === openFile && p.severity === 'error')}
          onDismiss={() => setNotice(null)}
          wordOf={wordOf}
        />
      )}
    </Flex>
  );
}
