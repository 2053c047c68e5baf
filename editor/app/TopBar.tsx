// The editor's top bar: its screens (pages, updates & guides, each site file, the tax tables), the live
// check's count, and in the back office the way back to it, who is signed in and "Publish…" (publishers).
import { Box, Button, Flex, Link, Text } from '@chakra-ui/react';
import type { CollectionInfo, Overlay } from './api.ts';
import { fileTitle, MoreMenu, NavLink, TOP_BAR } from './screens.tsx';
import { schemaFiles } from './schemas.ts';

/** The screen the address names. */
export type View = { kind: 'pages' } | { kind: 'page'; path: string } | { kind: 'file'; file: string } | { kind: 'collections' } | { kind: 'translations'; file?: string };

/** Files whose screens are opened rarely: under "More", not in the bar. */
const RARELY_USED = new Set(['collections.json', 'form-messages.json', 'interface.json', 'search-synonyms.json']);
/** The bar's screens in the order people use them (other files follow). */
const BAR_ORDER = ['site.json', 'navigation.json', 'compliance-calendar.json'];

export function readView(): View {
  const q = new URLSearchParams(location.search);
  const page = q.get('page');
  if (page) return { kind: 'page', path: page };
  const file = q.get('file');
  if (file) return { kind: 'file', file };
  if (q.has('collections')) return { kind: 'collections' };
  const translation = q.get('translation');
  if (translation || q.has('translations')) return { kind: 'translations', ...(translation ? { file: translation } : {}) };
  return { kind: 'pages' };
}

export function TopBar(props: {
  view: View;
  collections: CollectionInfo[];
  siteFiles: { file: string; schemaKey: string | undefined }[];
  drafts: Overlay;
  checking: boolean;
  errorCount: number;
  office?: { name: string; drafts: number; canPublish: boolean; onPublish: () => void };
}) {
  const { view, collections, siteFiles, drafts, errorCount, office } = props;
  const unsaved = Object.keys(drafts).length;
  // Which files hold unsaved changes, in the words of the screens (a page by its address): Publish… waits
  // for them, and one left in another screen (a new page never saved) is otherwise found only by hovering.
  const unsavedNames = Object.entries(drafts).map(([file, data]) => {
    const path = file.startsWith('pages/') ? (data as { paths?: unknown[] } | null)?.paths?.[0] : undefined;
    return typeof path === 'string' ? path : fileTitle(file, String(schemaFiles.get(siteFiles.find((f) => f.file === file)?.schemaKey ?? '')?.title ?? file));
  });
  return (
    // Wraps to more lines in a narrow window (a phone, or 400 % zoom) instead of running off the side (TOP_BAR).
    <Flex as="nav" aria-label="Editor" {...TOP_BAR}>
      {office && (
        <Link href="/admin" px="2" py="2" color="blue.700" textDecoration="underline">
          Back office
        </Link>
      )}
      <Text fontWeight="bold" mr="4" display={{ base: 'none', md: 'block' }}>
        Site editor
      </Text>
      <NavLink href="/" active={view.kind === 'pages'}>
        Pages
      </NavLink>
      {collections.length > 0 && (
        <NavLink href="/?collections" active={view.kind === 'collections' || (view.kind === 'file' && collections.some((c) => view.file.startsWith(`${c.name}/`)))}>
          Updates & guides
        </NavLink>
      )}
      {siteFiles
        .filter((f) => !f.file.startsWith('rules/') && !RARELY_USED.has(f.file))
        .sort((a, b) => (BAR_ORDER.indexOf(a.file) + 1 || 99) - (BAR_ORDER.indexOf(b.file) + 1 || 99))
        .map((f) => (
          <NavLink key={f.file} href={`/?file=${f.file}`} active={view.kind === 'file' && view.file === f.file}>
            {fileTitle(f.file, String(schemaFiles.get(f.schemaKey!)?.title ?? f.file))}
            {f.file in drafts ? ' •' : ''}
          </NavLink>
        ))}
      <NavLink href="/?translations" active={view.kind === 'translations'}>
        Translations
      </NavLink>
      {/* The screens opened rarely, and the tools' rate tables, behind one "More": the bar keeps one row at 1280 px. */}
      <MoreMenu
        entries={siteFiles
          .filter((f) => f.file.startsWith('rules/') || RARELY_USED.has(f.file))
          .map((f) => ({
            file: f.file,
            title: `${fileTitle(f.file, String(schemaFiles.get(f.schemaKey!)?.title ?? f.file))}${f.file in drafts ? ' •' : ''}`,
            taxTable: f.file.startsWith('rules/') || undefined,
          }))}
        open={view.kind === 'file' ? view.file : undefined}
      />
      <Box flex="1" />
      {/* A slot of its own size: the count's words change with each check ("No problems" → "1 problem in
          the site"); if they changed the bar's width, the bar would wrap to another line and move the field
          being typed in. On a phone the count, Publish… and the name share a line of their own; the count
          takes what the others leave and wraps within it. */}
      <Flex align="center" flexBasis={{ base: '100%', md: 'auto' }} minW="0">
        <Text fontSize="sm" color={errorCount ? 'red.700' : 'fg.muted'} aria-live="polite" flex={{ base: '1 1 0', md: '0 0 22rem' }} minW="0" textAlign={{ md: 'end' }}>
          {props.checking ? 'Checking…' : errorCount ? `${errorCount} problem${errorCount === 1 ? '' : 's'} in the site` : 'No problems'}
          {unsaved ? ` · ${unsaved} unsaved file${unsaved === 1 ? '' : 's'}` : ''}
          {unsaved && office?.canPublish ? ` (${unsavedNames.join(', ')}) — Publish… waits for ${unsaved === 1 ? 'it' : 'them'}` : ''}
          {office ? ` · ${office.drafts === 0 ? 'no drafts' : `${office.drafts} draft${office.drafts === 1 ? '' : 's'} waiting`}` : ''}
        </Text>
        {office?.canPublish && (
          <Button
            size="sm"
            ms="2"
            colorPalette="green"
            disabled={office.drafts === 0 || unsaved > 0}
            title={unsaved > 0 ? 'Save your changes as a draft first: only saved drafts are published.' : office.drafts === 0 ? 'There are no saved drafts to publish.' : undefined}
            onClick={office.onPublish}
          >
            Publish…
          </Button>
        )}
        {office?.name && (
          <Text fontSize="sm" color="fg.muted" ms="2" flexShrink={0}>
            {office.name}
          </Text>
        )}
      </Flex>
    </Flex>
  );
}
