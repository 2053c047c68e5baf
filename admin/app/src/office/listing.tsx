// One piece for the back office's list pages (the audit log, the site history, the unfound searches): the list
// loaded for the address, a filter of one choice with its Show button, and the list's section — heading, the
// line that says what is shown, the rows and the pager.
import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Flex } from '@chakra-ui/react/flex';
import { Heading } from '@chakra-ui/react/heading';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { api, failureNotice, fieldsOf } from '../shared/api.ts';
import { Form, type NoticeState } from '../shared/ui.tsx';
import { RowList, type Column } from './parts.tsx';

export interface Listing<T> {
  /** The last list the server answered, or null until the first. */
  data: T | null;
  /** The server's message for the filter's field, when it refused the filter. */
  error: string | undefined;
  notice: NoticeState | null;
}

/**
 * Loads `path` (GET) whenever it changes; an answer that comes after the next path was asked for is
 * dropped. A refusal keeps the last list and gives the notice, and the message for `field` when named.
 */
export function useListing<T>(path: string, field?: string): Listing<T> {
  const [listing, setListing] = useState<Listing<T>>({ data: null, error: undefined, notice: null });
  useEffect(() => {
    let current = true;
    api<T>('GET', path).then(
      (answer) => {
        if (current) setListing({ data: answer, error: undefined, notice: null });
      },
      (failure: unknown) => {
        if (current) setListing((was) => ({ ...was, error: field ? fieldsOf(failure)[field] : undefined, notice: failureNotice(failure) }));
      },
    );
    return () => {
      current = false;
    };
  }, [path, field]);
  return listing;
}

/** A filter of one field and its Show button; the page puts the choice into the address on submit. */
export function FilterForm({ label, onSubmit, minW, maxW, children }: { label: string; onSubmit(event: FormEvent): void; minW: string; maxW: string; children: ReactNode }) {
  return (
    <Form role="search" aria-label={label} onSubmit={onSubmit} noValidate bg="bg" borderWidth="1px" borderColor="border" borderRadius="lg" p={{ base: '4', md: '5' }}>
      <Flex gap="3" align="flex-end" wrap="wrap">
        <Box minW={minW} flex={{ base: '1', md: `0 1 ${maxW}` }}>
          {children}
        </Box>
        <Button type="submit" colorPalette="brand">
          Show
        </Button>
      </Flex>
    </Form>
  );
}

/** The list's section: its heading (h2, which names the section), what is shown, the rows when there are any, then `children` (a pager). */
export function ListSection<Row>({
  id,
  heading,
  status,
  rows,
  caption,
  columns,
  title,
  rowKey,
  children,
}: {
  id: string;
  heading: string;
  status: string;
  rows: Row[] | undefined;
  caption: string;
  columns: Column<Row>[];
  title: Column<Row>;
  rowKey(row: Row): string;
  children?: ReactNode;
}) {
  return (
    <Stack as="section" aria-labelledby={id} gap="3">
      <Flex justify="space-between" align="baseline" wrap="wrap" gap="2">
        <Heading as="h2" id={id} size="md">
          {heading}
        </Heading>
        <Text role="status" color="fg.muted">
          {status}
        </Text>
      </Flex>
      {rows && rows.length > 0 ? <RowList caption={caption} rows={rows} columns={columns} title={title} rowKey={rowKey} /> : null}
      {children}
    </Stack>
  );
}
