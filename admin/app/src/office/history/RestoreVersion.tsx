// "Restore this version": publishes a new version that makes the site's content again what it was at
// this one (the versions in between stay in the history, so a restore can itself be undone). A restore
// takes back every later version, so before it is done the dialog says exactly what it would do: the
// pages that would be gone (by name and address), those that come back, every text and price that
// changes, and whose later versions it takes back. Then it reports what the server answered: done
// (with the pages that changed), refused by the checks, or failed with the live site unchanged.
import { useState } from 'react';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Heading } from '@chakra-ui/react/heading';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { api, failureNotice } from '../../shared/api.ts';
import { istDateTime } from '../../shared/format.ts';
import { ConfirmDialog } from '../../shared/ConfirmDialog.tsx';
import { Notice, type NoticeState } from '../../shared/ui.tsx';
import { useAction } from '../../shared/useAction.ts';
import { AppLink, Panel } from '../parts.tsx';
import { joinNames, type PageRef, type RestorePreview, whoMade } from './types.ts';

/** How many changed texts the dialog lists before "and N more". */
const SHOWN = 25;

const pageText = (page: PageRef) => (page.address ? `${page.name} (${page.address})` : page.name);

function Part({ title, items }: { title: string; items: string[] }) {
  if (!items.length) return null;
  return (
    <Stack gap="1">
      <Heading as="h3" size="sm">
        {title}
      </Heading>
      <Box as="ul" ps="5" m="0" listStyleType="disc">
        {items.map((item, i) => (
          <Box as="li" key={i} overflowWrap="anywhere">
            {item}
          </Box>
        ))}
      </Box>
    </Stack>
  );
}

/** What the restore would do, in words (GET /admin/api/history/:id/restore). */
function WhatChanges({ preview, when }: { preview: RestorePreview; when: string }) {
  const texts = preview.files
    .filter((f) => f.status === 'changed')
    .flatMap((f) =>
      f.lines.length
        ? f.lines.map((l) =>
            l.kind === 'changed' ? `${f.title}, ${l.field}: ${l.before} → ${l.after}` : `${f.title}, ${l.field}: ${l.kind === 'added' ? 'comes back' : 'removed'}`,
          )
        : [`${f.title}: ${f.note ?? 'changed'}`],
    );
  const otherFiles = preview.files
    // Pages and entries are listed by name above; a picture or the menus file gone or back is said here.
    .filter((f) => f.status !== 'changed' && !/^(Page|Update|Guide|Job opening) /.test(f.title))
    .map((f) => `${f.title}: ${f.status === 'added' ? 'comes back' : 'removed'}`);
  if (!preview.later.length && !preview.files.length) return <Text>The live site already shows this version: restoring it changes nothing.</Text>;
  return (
    <Stack gap="4">
      <Text>
        This makes the whole site as it was on {when}. It also takes back {preview.later.length === 1 ? 'the 1 version' : `all ${preview.later.length} versions`} published since,
        with the changes {joinNames(preview.authors)} made.
      </Text>
      <Part title="Pages that will be removed (visitors will get “page not found”)" items={preview.pagesRemoved.map(pageText)} />
      <Part title="Pages that will come back" items={preview.pagesBack.map(pageText)} />
      <Part
        title="Texts and prices that will change"
        items={[...texts.slice(0, SHOWN), ...(texts.length > SHOWN ? [`and ${texts.length - SHOWN} more changes`] : []), ...otherFiles]}
      />
      <Part title="Later versions this takes back" items={preview.later.map((v) => `${istDateTime(v.at)}, ${whoMade(v)}: ${v.title}`)} />
      <Text color="fg.muted">To take back one change only, open that version and choose “Undo this change”.</Text>
    </Stack>
  );
}

interface Published {
  commit: string | null;
  message: string;
  pages: string[];
  seconds: number;
}

export function RestoreVersion({ id, when }: { id: string; when: string }) {
  const [open, setOpen] = useState(false);
  const { notice, setNotice, busy, run } = useAction();
  const [done, setDone] = useState<Published | null>(null);
  const [preview, setPreview] = useState<RestorePreview | null>(null);
  const [previewFailure, setPreviewFailure] = useState<NoticeState | null>(null);

  function opened(isOpen: boolean) {
    setOpen(isOpen);
    if (!isOpen) return;
    // Read afresh at each opening: someone may have published meanwhile.
    setPreview(null);
    setPreviewFailure(null);
    setNotice(null);
    api<RestorePreview>('GET', `/admin/api/history/${encodeURIComponent(id)}/restore`).then(setPreview, (failure: unknown) => setPreviewFailure(failureNotice(failure)));
  }

  function restore() {
    // Not before the person has been shown what it would take back.
    if (!preview) return;
    void run(null, async () => {
      setDone(await api<Published>('POST', `/admin/api/history/${encodeURIComponent(id)}/restore`));
      setOpen(false);
      return null;
    });
  }

  return (
    <Panel title="Restore this version" id="restore">
      <Stack gap="4">
        <Text>
          Makes the whole site’s content again what it was on {when}, taking back every version published since: published at once as a new version, after the same checks as any
          publish. The dialog lists what would change before anything is done. To take back just this version’s own change, use “Undo this change” above.
        </Text>
        {done ? (
          <Notice
            notice={{
              tone: 'success',
              text: done.commit
                ? `Restored in ${done.seconds} s: the live site shows this version again (${done.pages.length} ${done.pages.length === 1 ? 'page' : 'pages'} changed).`
                : done.message,
            }}
          />
        ) : null}
        {done?.commit ? (
          <AppLink to={`/admin/history/${done.commit}`} w="fit-content">
            See the new version
          </AppLink>
        ) : null}
        <ConfirmDialog
          open={open}
          onOpenChange={opened}
          long
          size="lg"
          trigger={
            <Button colorPalette="blue" variant="solid" alignSelf="flex-start">
              Restore this version
            </Button>
          }
          title={`Restore the version of ${when}?`}
          description="What restoring would change on the live site, within seconds of publishing. Drafts being edited are kept."
          notice={notice}
          confirmLabel="Restore and publish"
          busyLabel="Restoring…"
          busy={busy}
          notReady={!preview}
          onConfirm={restore}
          closeLabel="Close without restoring"
          colorPalette="blue"
        >
          {preview ? (
            <WhatChanges preview={preview} when={when} />
          ) : previewFailure ? (
            <Notice notice={previewFailure} />
          ) : (
            <Text color="fg.muted">Working out what would change…</Text>
          )}
        </ConfirmDialog>
      </Stack>
    </Panel>
  );
}
