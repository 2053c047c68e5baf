// "What visitors looked for and did not find" (sales, publishers, administrators): the site search's
// searches that found nothing, most often searched first, over a period chosen in the address. Each row
// links to the search as visitors see it and to the enquiry a visitor would send from it. The server
// keeps the words, the day and the count — nothing about who searched.
import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Box } from '@chakra-ui/react/box';
import { Flex } from '@chakra-ui/react/flex';
import { Link } from '@chakra-ui/react/link';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { Notice, PageHeading, SelectField } from '../../shared/ui.tsx';
import { FilterForm, ListSection, useListing } from '../listing.tsx';
import type { Column } from '../parts.tsx';

/** As admin/server/routes/searches.ts answers. */
interface UnfoundSearch {
  query: string;
  count: number;
  firstDay: string;
  lastDay: string;
  searchLink: string;
  enquiryLink: string;
}
interface UnfoundList {
  since: string;
  today: string;
  days: number;
  total: number;
  searches: UnfoundSearch[];
}

const PERIODS = [
  { value: '7', label: 'The last 7 days' },
  { value: '30', label: 'The last 30 days' },
  { value: '90', label: 'The last 90 days' },
  { value: '180', label: 'The last 180 days' },
];

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** "2026-11-28" → "28-Nov-2026", the site's way of writing a day. */
const day = (iso: string) => `${iso.slice(8, 10)}-${MONTHS[Number(iso.slice(5, 7)) - 1]}-${iso.slice(0, 4)}`;

export function UnfoundSearchesPage() {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const days = search.get('days') ?? '30';
  const [draft, setDraft] = useState(days);
  const { data, error, notice } = useListing<UnfoundList>(`/admin/api/searches/unfound?days=${encodeURIComponent(days)}`, 'days');

  useEffect(() => {
    setDraft(days);
  }, [days]);

  function apply(event: FormEvent) {
    event.preventDefault();
    navigate(`/admin/searches?days=${encodeURIComponent(draft)}`);
  }

  const title: Column<UnfoundSearch> = {
    header: 'Searched for',
    cell: (s) => (
      <Text as="span" fontWeight="semibold">
        “{s.query}”
      </Text>
    ),
  };
  const columns: Column<UnfoundSearch>[] = [
    { header: 'Times', cell: (s) => s.count.toLocaleString('en-IN') },
    { header: 'Last searched', cell: (s) => <time dateTime={s.lastDay}>{day(s.lastDay)}</time> },
    { header: 'First searched', cell: (s) => <time dateTime={s.firstDay}>{day(s.firstDay)}</time> },
    {
      header: 'See it',
      cell: (s) => (
        <Flex gap="3" wrap="wrap">
          <Link href={s.searchLink} target="_blank" color="brand.700" textDecoration="underline">
            The search
            <Box as="span" srOnly>
              {' '}
              for “{s.query}”
            </Box>
          </Link>
          <Link href={s.enquiryLink} target="_blank" color="brand.700" textDecoration="underline">
            Its enquiry form
            <Box as="span" srOnly>
              {' '}
              for “{s.query}”
            </Box>
          </Link>
        </Flex>
      ),
    },
  ];

  return (
    <Stack gap="5">
      <PageHeading>What visitors looked for and did not find</PageHeading>
      <Text color="fg.muted">
        Searches on the site that found nothing, most often searched first: services to offer, pages to write, or words to add to “Search: words people use” in Edit the site. Only
        the words, the day and how many times are kept — nothing about who searched.
      </Text>
      <FilterForm label="Period" onSubmit={apply} minW="14rem" maxW="18rem">
        <SelectField id="unfound-days" label="Period" name="days" value={draft} onChange={(e) => setDraft(e.target.value)} error={error} choices={PERIODS} />
      </FilterForm>
      <Notice notice={notice} />
      <ListSection
        id="unfound-results"
        heading="Searches"
        status={
          data
            ? data.total
              ? `${data.total.toLocaleString('en-IN')} different search${data.total === 1 ? '' : 'es'} from ${day(data.since)} to ${day(data.today)}${data.total > data.searches.length ? `, the ${data.searches.length} most frequent shown` : ''}`
              : `No search found nothing from ${day(data.since)} to ${day(data.today)}.`
            : 'Loading…'
        }
        rows={data?.searches}
        caption="Searches that found nothing, most often searched first"
        columns={columns}
        title={title}
        rowKey={(s) => s.query}
      />
    </Stack>
  );
}
