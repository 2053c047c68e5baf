// The editor's screens besides the page editor and the forms: the top bar's links (and its "More"),
// the list of pages (with New page and Delete) and the bar under every editor with the save message and the
// file's problems.
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { chakra, Box, Button, Heading, HStack, Input, Link, Stack, Table, Text, Field } from '@chakra-ui/react';
import type { Page } from '../../engine/generated/config.ts';
import { plansOf, resolvePriceTokens } from '../../engine/config/price-tokens.ts';
import { at, inOffice, type EditorProblem, type Overlay } from './api.ts';
import type { WordedProblem } from './field-messages.tsx';

/** Moves to another screen of the editor (the address says which). */
export function go(href: string) {
  history.pushState(null, '', at(href));
  dispatchEvent(new PopStateEvent('popstate'));
}

export interface Notice {
  /** ok: done (green); info: what to do next; error: refused. */
  tone: 'ok' | 'info' | 'error';
  text: string;
  problems?: EditorProblem[];
}

/** A file's name on the editor's screens. */
export function fileTitle(file: string, schemaTitle: string) {
  if (file === 'site.json') return 'Site facts';
  if (file === 'navigation.json') return 'Menus';
  return schemaTitle || file;
}

/**
 * What a file is on the editor's screens, for messages ("Saved the page /gst."): a page by its address, a
 * top-level file by its name in the top bar, an entry by its kind and title. Never the file's name.
 */
export function savedName(file: string, data: unknown, schemaTitle: string) {
  const d = (data ?? {}) as { paths?: unknown; title?: unknown };
  if (file.startsWith('pages/')) {
    const path = Array.isArray(d.paths) && typeof d.paths[0] === 'string' ? d.paths[0] : '';
    return path === '/' ? 'the home page' : `the page ${path}`.trim();
  }
  if (file.includes('/') && !file.startsWith('rules/')) {
    const kind = schemaTitle ? schemaTitle.toLowerCase() : 'entry';
    return typeof d.title === 'string' && d.title ? `the ${kind} “${d.title}”` : `the ${kind}`;
  }
  return fileTitle(file, schemaTitle);
}

/** The top bar's box: it wraps; in a phone's width smaller links (and no title) take three short lines above the canvas instead of three tall ones. */
export const TOP_BAR = {
  align: 'center',
  wrap: 'wrap',
  gap: { base: '0', md: '1' },
  px: { base: '2', md: '4' },
  py: { base: '1', md: '2' },
  minH: { md: '57px' },
  fontSize: { base: 'sm', md: 'md' },
  borderBottomWidth: '1px',
  bg: 'gray.50',
  // The box of "More"'s list on a phone.
  position: 'relative',
  flexShrink: 0,
} as const;

/** A link of the editor's top bar. */
export function NavLink({ href, active, children }: { href: string; active: boolean; children: ReactNode }) {
  return (
    <Link
      href={at(href)}
      aria-current={active ? 'page' : undefined}
      px={{ base: '2', md: '3' }}
      py={{ base: '1', md: '2' }}
      borderRadius="md"
      fontWeight={active ? 'semibold' : 'normal'}
      bg={active ? 'white' : undefined}
      color="gray.900"
      onClick={(e) => {
        e.preventDefault();
        go(href);
      }}
    >
      {children}
    </Link>
  );
}

/** The screens of the top bar's "More": rarely used files (form messages, interface words, search words…), then the tools' rate tables. */
export interface MoreEntry {
  file: string;
  title: string;
  /** "Tax tables": the tools' rate tables (GST rates, income-tax slabs…), listed under their own heading. */
  taxTable?: boolean;
}

/**
 * "More": the screens people open rarely, behind one disclosure so that the bar keeps one row at 1280 px.
 * A <details> (Enter or Space on "More" opens it, Escape or a click elsewhere closes it); its list lies
 * over the screen instead of growing the bar. It says which of its screens is open ("More: Menus").
 */
export function MoreMenu({ entries, open: current }: { entries: MoreEntry[]; open?: string }) {
  const box = useRef<HTMLDetailsElement>(null);
  const [open, setOpen] = useState(false);
  // Another screen opened (from this list or elsewhere): the list closes — the element itself too: opened
  // from the keyboard, its toggle event may not have reached `open` yet, and React would then see no change
  // to make and leave the element open (the browser test saw the list stay open once).
  // biome-ignore lint/correctness/useExhaustiveDependencies: the open screen is what closes the list.
  useEffect(() => {
    setOpen(false);
    if (box.current) box.current.open = false;
  }, [current]);
  useEffect(() => {
    if (!open) return;
    const away = (e: PointerEvent) => {
      if (!box.current?.contains(e.target as Node)) setOpen(false);
    };
    addEventListener('pointerdown', away);
    return () => removeEventListener('pointerdown', away);
  }, [open]);
  if (!entries.length) return null;
  const shown = entries.find((e) => e.file === current);
  const link = (f: MoreEntry) => (
    <li key={f.file}>
      <Link
        href={at(`/?file=${f.file}`)}
        aria-current={f.file === current ? 'page' : undefined}
        display="block"
        px="3"
        py="1.5"
        fontWeight={f.file === current ? 'semibold' : 'normal'}
        color="gray.900"
        onClick={(e) => {
          e.preventDefault();
          go(`/?file=${f.file}`);
        }}
      >
        {f.title}
      </Link>
    </li>
  );
  const plain = entries.filter((e) => !e.taxTable);
  const tables = entries.filter((e) => e.taxTable);
  return (
    <chakra.details
      ref={box}
      open={open}
      // On a phone the list opens under the bar from its left edge (the bar is its box); wider, under "More", towards the left.
      position={{ base: 'static', md: 'relative' }}
      onToggle={(e) => setOpen(e.currentTarget.open)}
      onKeyDown={(e) => {
        // The element's own state: its toggle event (which sets `open`) may not have arrived yet.
        if (e.key !== 'Escape' || !e.currentTarget.open) return;
        e.currentTarget.open = false;
        setOpen(false);
        box.current?.querySelector('summary')?.focus();
      }}
    >
      <chakra.summary
        cursor="pointer"
        px={{ base: '2', md: '3' }}
        py={{ base: '1', md: '2' }}
        borderRadius="md"
        fontWeight={shown ? 'semibold' : 'normal'}
        bg={shown ? 'white' : undefined}
      >
        {shown ? `More: ${shown.taxTable ? 'Tax tables' : shown.title}` : 'More'}
      </chakra.summary>
      <Box
        position="absolute"
        insetInlineStart={{ base: '2', md: 'auto' }}
        insetInlineEnd={{ md: '0' }}
        zIndex="popover"
        mt="1"
        py="2"
        bg="white"
        borderWidth="1px"
        borderRadius="md"
        boxShadow="lg"
        minW="16rem"
        maxW="calc(100vw - 16px)"
        maxH="70vh"
        overflowY="auto"
      >
        <chakra.ul listStyleType="none" m="0" p="0">
          {plain.map(link)}
        </chakra.ul>
        {tables.length > 0 && (
          <>
            <Text px="3" pt="2" fontSize="sm" fontWeight="semibold" color="fg.muted" id="more-tax-tables">
              Tax tables
            </Text>
            <chakra.ul listStyleType="none" m="0" p="0" aria-labelledby="more-tax-tables">
              {tables.map(link)}
            </chakra.ul>
          </>
        )}
      </Box>
    </chakra.details>
  );
}

/** Asks the open screen (page editor or form) to show and focus the field of a problem. */
export function focusProblem(p: EditorProblem) {
  dispatchEvent(new CustomEvent('editor:focus-problem', { detail: { file: p.configFile, path: p.path } }));
}

/** Said while a problem keeps the automatic draft saving from saving the open file. */
export const HELD = 'Not saved as a draft until the problems below are fixed: this browser keeps your changes meanwhile.';

export function StatusBar({
  notice,
  problems,
  otherErrors,
  checking,
  dirty,
  held = false,
  onDismiss,
  wordOf,
}: {
  notice: Notice | null;
  problems: WordedProblem[];
  otherErrors: number;
  checking: boolean;
  dirty: boolean;
  /** Unsaved edits the automatic draft saving holds back because the file has an error. */
  held?: boolean;
  onDismiss: () => void;
  wordOf: (p: EditorProblem) => WordedProblem;
}) {
  const shown = notice?.problems?.length ? notice.problems.map(wordOf) : problems;
  return (
    <Box px="4" py="2" borderTopWidth="1px" bg={notice?.tone === 'error' ? 'red.50' : 'white'} fontSize="sm" maxH={{ base: '15vh', md: '30vh' }} overflowY="auto" flexShrink={0}>
      <HStack justify="space-between" gap="4">
        <Text
          role="status"
          fontWeight={notice ? 'semibold' : 'normal'}
          color={notice?.tone === 'error' ? 'red.800' : notice?.tone === 'ok' ? 'green.800' : notice ? 'gray.800' : 'fg.muted'}
        >
          {notice ? notice.text : dirty ? 'Unsaved changes.' : 'No unsaved changes.'}
          {!notice && held ? ` ${HELD}` : ''}
          {checking ? ' Checking…' : ''}
          {otherErrors > 0 ? ` Other files have ${otherErrors} problem${otherErrors === 1 ? '' : 's'}.` : ''}
        </Text>
        {notice && (
          <Button size="xs" variant="ghost" onClick={onDismiss}>
            Dismiss
          </Button>
        )}
      </HStack>
      {shown.length > 0 && (
        <Box as="ul" listStyleType="none" mt="1" data-testid="problems" aria-label="Problems">
          {shown.map((p, i) => (
            <Box as="li" key={i} py="0.5">
              {/* Each problem takes the person to its field; the validator's own line stays for developers, as a tooltip. */}
              <chakra.button
                type="button"
                textAlign="start"
                color={p.severity === 'error' ? 'red.800' : 'orange.800'}
                textDecoration="underline"
                textUnderlineOffset="2px"
                title={p.text}
                onClick={() => focusProblem(p)}
              >
                {p.severity === 'error' ? '✗ ' : '⚠ '}
                {p.full}
              </chakra.button>
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}

export function PageList(props: {
  pages: { file: string; page: Page | null }[];
  drafts: Overlay;
  /** Back office: the files with a saved draft. */
  savedDrafts?: string[];
  problems: EditorProblem[];
  notice: Notice | null;
  /** A problem of a refusal in the screens' words (the validator's line stays as its tooltip). */
  wordOf: (p: EditorProblem) => WordedProblem;
  onDismiss: () => void;
  onCreate: (path: string, title: string) => Promise<void>;
  onDelete: (file: string) => Promise<void>;
}) {
  const [path, setPath] = useState('/');
  const [title, setTitle] = useState('');
  /** A page's address (a link to its editor), title, status and Delete: one row of the table, or one block of lines on a phone. */
  const rowOf = (file: string, page: Page) => {
    const errors = props.problems.filter((p) => p.configFile === file && p.severity === 'error').length;
    const main = page.paths?.[0] ?? '';
    return {
      address: (
        <>
          <Link
            href={at(`/?page=${encodeURIComponent(main)}`)}
            color="blue.700"
            fontWeight="semibold"
            onClick={(e) => {
              e.preventDefault();
              go(`/?page=${encodeURIComponent(main)}`);
            }}
          >
            {main}
          </Link>
          {page.paths.length > 1 && (
            <Text fontSize="xs" color="fg.muted">
              also {page.paths.slice(1).join(', ')}
            </Text>
          )}
        </>
      ),
      // The title as the site shows it: a price by reference with its amount.
      title: resolvePriceTokens(page.title ?? '', plansOf(page)),
      status: `${file in props.drafts ? 'Unsaved changes' : inOffice ? (props.savedDrafts?.includes(file) ? 'Draft' : 'Live') : 'Saved'}${errors ? ` · ${errors} problem${errors === 1 ? '' : 's'}` : ''}`,
      remove: (
        <Button size="xs" variant="outline" colorPalette="red" flexShrink={0} onClick={() => void props.onDelete(file)} aria-label={`Delete ${main}`}>
          Delete
        </Button>
      ),
    };
  };
  return (
    <Box maxW="72rem" mx="auto" p={{ base: '4', md: '6' }}>
      <Heading as="h1" size="xl" mb="4">
        Pages
      </Heading>
      {props.notice && (
        <Box
          role="status"
          mb="4"
          p="3"
          borderRadius="md"
          bg={props.notice.tone === 'error' ? 'red.50' : 'green.50'}
          color={props.notice.tone === 'error' ? 'red.800' : 'green.800'}
        >
          <Text fontWeight="semibold">{props.notice.text}</Text>
          {props.notice.problems?.map((p, i) => (
            <Text key={i} fontSize="sm" title={p.text}>
              {props.wordOf(p).full}
            </Text>
          ))}
          <Button size="xs" variant="ghost" mt="1" onClick={props.onDismiss}>
            Dismiss
          </Button>
        </Box>
      )}
      <Box
        as="form"
        mb="6"
        p="4"
        borderWidth="1px"
        borderRadius="md"
        onSubmit={(e) => {
          e.preventDefault();
          void props.onCreate(path.trim(), title.trim());
        }}
      >
        <Heading as="h2" size="md" mb="3">
          New page
        </Heading>
        <Stack direction={{ base: 'column', md: 'row' }} gap="3" align={{ md: 'flex-end' }}>
          <Field.Root required>
            <Field.Label>Address</Field.Label>
            <Input value={path} onChange={(e) => setPath(e.target.value)} placeholder="/msme-registration" />
          </Field.Root>
          <Field.Root required>
            <Field.Label>Title</Field.Label>
            <Input value={title} onChange={(e) => setTitle(e.target.value)} placeholder="MSME Registration" />
          </Field.Root>
          <Button type="submit" colorPalette="blue" flexShrink={0}>
            Create page
          </Button>
        </Stack>
      </Box>
      {/* A phone's width has no room for four columns (the Delete buttons lay beyond the screen's edge): there
          each page is a short block of lines, with its Delete in reach; from a tablet's width on, the table. */}
      <chakra.ul listStyleType="none" m="0" p="0" borderTopWidth="1px" hideFrom="md" aria-label="Pages of the site">
        {props.pages.map(({ file, page }) => {
          const row = rowOf(file, page!);
          return (
            <chakra.li key={file} py="2" borderBottomWidth="1px" display="flex" gap="2" alignItems="start" justifyContent="space-between">
              <Box minW="0">
                {row.address}
                <Text fontSize="sm">{row.title}</Text>
                <Text fontSize="sm" color="fg.muted">
                  {row.status}
                </Text>
              </Box>
              {row.remove}
            </chakra.li>
          );
        })}
      </chakra.ul>
      <Table.ScrollArea position="relative" hideBelow="md">
        <Table.Root size="sm" interactive>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Address</Table.ColumnHeader>
              <Table.ColumnHeader>Title</Table.ColumnHeader>
              <Table.ColumnHeader>Status</Table.ColumnHeader>
              <Table.ColumnHeader>
                <span className="editor-visually-hidden">Actions</span>
              </Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {props.pages.map(({ file, page }) => {
              const row = rowOf(file, page!);
              return (
                <Table.Row key={file}>
                  <Table.Cell>{row.address}</Table.Cell>
                  <Table.Cell>{row.title}</Table.Cell>
                  <Table.Cell>{row.status}</Table.Cell>
                  <Table.Cell textAlign="end">{row.remove}</Table.Cell>
                </Table.Row>
              );
            })}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
    </Box>
  );
}
