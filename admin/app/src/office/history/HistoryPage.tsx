// The site's history (editors, publishers, administrators): every version of the site's content,
// newest first, 20 to a page — when, who, what it was (the author's words, or for a merge or a
// developer's commit what it changed), which pages and files it changed. The page number lives in the
// address; each version opens its changes in words.
import { useSearchParams } from 'react-router-dom';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { istDateTime, isoOf } from '../../shared/format.ts';
import { Notice, PageHeading } from '../../shared/ui.tsx';
import { ListSection, useListing } from '../listing.tsx';
import { AppLink, Pager, rangeText, type Column } from '../parts.tsx';
import { versionHref, whoMade, type HistoryList, type VersionSummary } from './types.ts';

export function HistoryPage() {
  const [search] = useSearchParams();
  const query = search.toString();
  const { data, notice } = useListing<HistoryList>(`/admin/api/history${query ? `?${query}` : ''}`);

  const title: Column<VersionSummary> = {
    header: 'When',
    cell: (v) => (
      <AppLink to={versionHref(v.id)} aria-label={`${istDateTime(v.at)}: ${v.title}`}>
        <time dateTime={isoOf(v.at)}>{istDateTime(v.at)}</time>
      </AppLink>
    ),
  };
  const columns: Column<VersionSummary>[] = [
    { header: 'Who', cell: (v) => whoMade(v) },
    // Messages and file lists wrap: a table that scrolls sideways hides the last column.
    {
      header: 'What',
      cell: (v) => (
        <Stack gap="0" minW="14rem">
          <Text whiteSpace="normal">{v.title}</Text>
          {v.described ? (
            <Text whiteSpace="normal" color="fg.muted" textStyle="sm">
              Developer’s note: {v.message}
            </Text>
          ) : null}
        </Stack>
      ),
    },
    {
      header: 'Changed',
      cell: (v) => (
        <Text whiteSpace="normal" minW="10rem">
          {v.changed.length > 4 ? `${v.changed.slice(0, 4).join(', ')} and ${v.changed.length - 4} more` : v.changed.join(', ')}
        </Text>
      ),
    },
  ];

  return (
    <Stack gap="5">
      <PageHeading>Site history</PageHeading>
      <Text color="fg.muted">
        Every version of the site’s content, newest first: who changed it, when, what they wrote about it and which pages it touched. Open a version to see each change in words.
      </Text>
      <Notice notice={notice} />
      <ListSection
        id="history-results"
        heading="Versions"
        status={data ? `${rangeText(data.page, data.pageSize, data.total, 'version')}${data.total ? ', newest first' : ''}` : notice ? '' : 'Loading…'}
        rows={data?.versions}
        caption="Versions of the site, newest first"
        columns={columns}
        title={title}
        rowKey={(v) => v.id}
      >
        {data ? (
          <Pager
            label="Pages of the site history"
            page={data.page}
            pageSize={data.pageSize}
            total={data.total}
            hrefOf={(p) => (p > 1 ? `/admin/history?page=${p}` : '/admin/history')}
          />
        ) : null}
      </ListSection>
    </Stack>
  );
}
