// One version of the site: who, when, what it was (the author's words, or what it changed when git's or
// a developer's message says nothing to people), and each file it changed with every change in the
// editor's words ("Price plans, plan 1 'Basic': Price in rupees 1,999 → 2,099"). Publishers can undo
// just this version's edits, or restore the whole site as it was then (which says first what it takes back).
import { useEffect, useState } from 'react';
import { useParams } from 'react-router-dom';
import { Badge } from '@chakra-ui/react/badge';
import { Box } from '@chakra-ui/react/box';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { api, messageOf } from '../../shared/api.ts';
import { istDateTime, isoOf } from '../../shared/format.ts';
import { Notice, PageHeading } from '../../shared/ui.tsx';
import { AppLink, Panel } from '../parts.tsx';
import { useSession } from '../session.tsx';
import { RestoreVersion } from './RestoreVersion.tsx';
import { UndoVersion } from './UndoVersion.tsx';
import { whoMade, type ChangeLine, type FileInWords, type VersionDetail } from './types.ts';

const STATUS: Record<FileInWords['status'], { label: string; colour: string }> = {
  added: { label: 'New', colour: 'green' },
  changed: { label: 'Changed', colour: 'blue' },
  removed: { label: 'Deleted', colour: 'red' },
};

function Line({ line }: { line: ChangeLine }) {
  return (
    <Box as="li" py="2" borderTopWidth="1px" borderColor="border" _first={{ borderTopWidth: '0' }} overflowWrap="anywhere">
      <Text fontWeight="semibold">{line.field}</Text>
      {line.kind === 'changed' ? (
        <Text>
          <Box as="del" color="red.800" bg="red.50" px="1" borderRadius="sm">
            {line.before}
          </Box>{' '}
          <span aria-hidden="true">→</span>
          <Box as="span" srOnly>
            changed to
          </Box>{' '}
          <Box as="ins" color="green.800" bg="green.50" px="1" borderRadius="sm" textDecoration="none">
            {line.after}
          </Box>
        </Text>
      ) : (
        <Text>
          {line.kind === 'added' ? 'Added: ' : 'Removed: '}
          <Box as={line.kind === 'added' ? 'ins' : 'del'} color={line.kind === 'added' ? 'green.800' : 'red.800'} textDecoration={line.kind === 'added' ? 'none' : undefined}>
            {line.kind === 'added' ? line.after : line.before}
          </Box>
        </Text>
      )}
    </Box>
  );
}

export function VersionPage() {
  const { id = '' } = useParams();
  const { can } = useSession();
  const [detail, setDetail] = useState<VersionDetail | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    setDetail(null);
    setFailure(null);
    api<VersionDetail>('GET', `/admin/api/history/${encodeURIComponent(id)}`).then(setDetail, (error: unknown) => setFailure(messageOf(error)));
  }, [id]);

  const back = (
    <AppLink to="/admin/history" w="fit-content">
      ← All versions
    </AppLink>
  );
  if (!detail) {
    return (
      <Stack gap="4">
        {back}
        <PageHeading>{failure ? 'This version cannot be shown' : 'Version'}</PageHeading>
        {failure ? <Notice notice={{ tone: 'error', text: failure }} /> : <Text color="fg.muted">Loading the version…</Text>}
      </Stack>
    );
  }
  const { version, files } = detail;
  return (
    <Stack gap="5">
      {back}
      <Stack gap="1">
        <PageHeading>{version.title}</PageHeading>
        <Text color="fg.muted">
          By {whoMade(version)} on <time dateTime={isoOf(version.at)}>{istDateTime(version.at)}</time>
        </Text>
        {version.described ? <Text color="fg.muted">Developer’s note: {version.message}</Text> : null}
      </Stack>
      {can('content.publish') ? detail.nothingToUndo ? <Text>{detail.nothingToUndo}</Text> : <UndoVersion key={version.id} version={version} files={files} /> : null}
      {files.map((file, i) => (
        <Panel key={file.file} id={`file-${i}`} title={file.title}>
          <Badge colorPalette={STATUS[file.status].colour} variant="subtle" mb="2">
            {STATUS[file.status].label}
          </Badge>
          {file.lines.length ? (
            <Box as="ul" listStyleType="none" m="0" p="0">
              {file.lines.map((line, j) => (
                <Line key={j} line={line} />
              ))}
            </Box>
          ) : null}
          {file.note ? <Text color="fg.muted">{file.note}</Text> : null}
        </Panel>
      ))}
      {can('content.publish') ? <RestoreVersion key={version.id} id={version.id} when={istDateTime(version.at)} /> : null}
    </Stack>
  );
}
