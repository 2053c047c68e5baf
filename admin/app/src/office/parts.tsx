// Pieces several back-office screens share: a panel with its own heading, a panel's facts, lists that are a table
// on wide screens and a stack of cards on a phone, a pager whose pages are real addresses, and
// links that open screens of the app without reloading it.
import type { ComponentProps, ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Badge } from '@chakra-ui/react/badge';
import { Box } from '@chakra-ui/react/box';
import { Flex } from '@chakra-ui/react/flex';
import { Heading } from '@chakra-ui/react/heading';
import { Link } from '@chakra-ui/react/link';
import { Stack } from '@chakra-ui/react/stack';
import { Table } from '@chakra-ui/react/table';
import { Text } from '@chakra-ui/react/text';
import type { LeadStatus, PaymentState } from '../../../../server/db/back-office.ts';
import { plural } from '../shared/format.ts';

/** A link to a screen of the back office (no reload). */
export function AppLink({ to, children, ...rest }: { to: string; children: ReactNode } & Omit<ComponentProps<typeof Link>, 'href'>) {
  return (
    <Link asChild color="brand.700" textDecoration="underline" fontWeight="medium" {...rest}>
      <RouterLink to={to}>{children}</RouterLink>
    </Link>
  );
}

/** A part of a screen: a white panel with an h2. */
export function Panel({ title, children, id, ...rest }: { title: ReactNode; children: ReactNode; id?: string } & ComponentProps<typeof Box>) {
  const headingId = id ? `${id}-heading` : undefined;
  return (
    <Box as="section" aria-labelledby={headingId} bg="bg" borderWidth="1px" borderColor="border" borderRadius="lg" p={{ base: '4', md: '6' }} {...rest}>
      <Heading as="h2" id={headingId} size="lg" mb="4">
        {title}
      </Heading>
      {children}
    </Box>
  );
}

/** A panel's facts, label beside value from 480 px (one under the other on a phone): put `fact(…)` rows in it. */
export function Facts({ children }: { children: ReactNode }) {
  return (
    <Box as="dl" display="grid" gridTemplateColumns={{ base: '1fr', sm: 'minmax(9rem, auto) 1fr' }} columnGap="4" rowGap="2">
      {children}
    </Box>
  );
}

/** One row of <Facts>: its label and its value. */
export function fact(label: string, value: ReactNode) {
  return (
    <>
      <Text as="dt" fontWeight="semibold" color="fg.muted">
        {label}
      </Text>
      <Box as="dd" m="0" overflowWrap="anywhere">
        {value}
      </Box>
    </>
  );
}

const STATUS_COLOURS: Record<LeadStatus, string> = { new: 'blue', contacted: 'purple', qualified: 'orange', won: 'green', lost: 'gray' };
export const STATUS_LABELS: Record<LeadStatus, string> = { new: 'New', contacted: 'Contacted', qualified: 'Qualified', won: 'Won', lost: 'Lost' };
/** A quote's payment in words (admin/server/routes/leads.ts PAYMENT_WORDS, for the export). */
export const PAYMENT_LABELS: Record<PaymentState, string> = { awaiting: 'Awaiting payment', claimed: 'Payment claimed', received: 'Payment received' };

/** "Payment claimed: UTR 412345678901". */
export function PaymentBadge({ payment, utr }: { payment: PaymentState; utr: string | null }) {
  return (
    <Badge colorPalette={payment === 'received' ? 'green' : payment === 'claimed' ? 'blue' : 'orange'} variant="subtle" whiteSpace="normal">
      {PAYMENT_LABELS[payment]}
      {payment === 'claimed' && utr ? `: UTR ${utr}` : ''}
    </Badge>
  );
}

export function StatusBadge({ status }: { status: LeadStatus }) {
  return (
    <Badge colorPalette={STATUS_COLOURS[status]} variant="subtle" size="md">
      {STATUS_LABELS[status]}
    </Badge>
  );
}

export interface Column<Row> {
  header: string;
  cell(row: Row): ReactNode;
}

/**
 * Rows as a table from 768 px up, as cards below (a seven-column table does not fit a phone).
 * `title` is what each card starts with (usually the link to the row's page); only one of the two
 * is displayed, so screen readers and keyboards meet each row once.
 */
export function RowList<Row>({ caption, rows, columns, title, rowKey }: { caption: string; rows: Row[]; columns: Column<Row>[]; title: Column<Row>; rowKey(row: Row): string }) {
  return (
    <>
      <Table.ScrollArea display={{ base: 'none', md: 'block' }} borderWidth="1px" borderColor="border" borderRadius="md">
        <Table.Root size="sm" interactive>
          <Table.Caption srOnly>{caption}</Table.Caption>
          <Table.Header>
            <Table.Row bg="bg.muted">
              {[title, ...columns].map((c) => (
                <Table.ColumnHeader key={c.header} scope="col" color="fg" fontWeight="semibold">
                  {c.header}
                </Table.ColumnHeader>
              ))}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {rows.map((row) => (
              <Table.Row key={rowKey(row)}>
                {[title, ...columns].map((c) => (
                  <Table.Cell key={c.header} verticalAlign="top">
                    {c.cell(row)}
                  </Table.Cell>
                ))}
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
      <Stack as="ul" aria-label={caption} display={{ base: 'flex', md: 'none' }} gap="3" listStyleType="none" m="0" p="0">
        {rows.map((row) => (
          <Box as="li" key={rowKey(row)} bg="bg" borderWidth="1px" borderColor="border" borderRadius="md" p="4">
            <Box fontWeight="semibold" mb="2">
              {title.cell(row)}
            </Box>
            <Box as="dl" display="grid" gridTemplateColumns="auto 1fr" columnGap="3" rowGap="1" fontSize="sm">
              {columns.map((c) => (
                <Box key={c.header} display="contents">
                  <Text as="dt" color="fg.muted">
                    {c.header}
                  </Text>
                  <Box as="dd" m="0" minW="0" overflowWrap="anywhere">
                    {c.cell(row)}
                  </Box>
                </Box>
              ))}
            </Box>
          </Box>
        ))}
      </Stack>
    </>
  );
}

/** "Previous / Page 2 of 5 / Next", as links to the addresses of those pages. */
export function Pager({ page, pageSize, total, hrefOf, label }: { page: number; pageSize: number; total: number; hrefOf(page: number): string; label: string }) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  const link = (to: number, text: string) => (
    <AppLink to={hrefOf(to)} px="3" py="2" minH="10" display="inline-flex" alignItems="center">
      {text}
    </AppLink>
  );
  return (
    <Flex as="nav" aria-label={label} gap="3" align="center" wrap="wrap" justify="space-between">
      <Box minW="8rem">{page > 1 ? link(page - 1, '← Previous page') : null}</Box>
      <Text>
        Page {page} of {pages}
      </Text>
      <Box minW="8rem" textAlign="end">
        {page < pages ? link(page + 1, 'Next page →') : null}
      </Box>
    </Flex>
  );
}

/** "Showing 26–50 of 120 leads". */
export function rangeText(page: number, pageSize: number, total: number, noun: string, nouns = `${noun}s`) {
  if (total === 0) return `No ${nouns}`;
  const first = (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  return first === 1 && last === total ? plural(total, noun, nouns) : `Showing ${first.toLocaleString('en-IN')}–${last.toLocaleString('en-IN')} of ${plural(total, noun, nouns)}`;
}
