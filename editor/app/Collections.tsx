// "Updates & guides": the collections of site-config/collections.json with their entries (one file
// each), newest first, and a "New update" / "New guide" / "New job opening" action per collection. An
// entry opens in the form of its kind (the text with its own editor of parts, RichBodyField.tsx).
import { useState } from 'react';
import { Box, Button, Field, Flex, Heading, Input, Link, Stack, Text } from '@chakra-ui/react';
import { at, type CollectionInfo } from './api.ts';
import { go } from './screens.tsx';
import { entrySlug } from '../../engine/collections/entries.ts';

export interface EntryRow {
  file: string;
  title: string;
  date?: string;
  unsaved: boolean;
}

const NEW_LABEL: Record<CollectionInfo['entries'], string> = { update: 'New update', guide: 'New guide', job: 'New job opening' };

/** An entry's date for lists: an update's date, a guide's first publication. */
export function entryDate(data: unknown): string | undefined {
  const d = (data ?? {}) as { date?: unknown; published?: unknown; datePosted?: unknown };
  const date = d.date ?? d.published ?? d.datePosted;
  return typeof date === 'string' ? date : undefined;
}

export function CollectionsScreen({
  notice,
  collections,
  entriesOf,
  onCreate,
}: {
  /** A refusal to show (a title whose file exists, an unknown collection). */
  notice?: string;
  collections: CollectionInfo[];
  entriesOf: (collection: string) => EntryRow[];
  onCreate: (collection: string, title: string) => void;
}) {
  return (
    <Box maxW="56rem" mx="auto" p={{ base: '4', md: '6' }}>
      <Heading as="h1" size="xl" mb="2">
        Updates, guides and job openings
      </Heading>
      <Text color="fg.muted" mb="6">
        Each entry is a file of its own; the site makes its page, lists it and puts it in the news feed by itself. Click an entry to edit it.
      </Text>
      {notice && (
        <Text role="alert" bg="red.50" color="red.800" fontWeight="semibold" p="3" borderRadius="md" mb="4">
          {notice}
        </Text>
      )}
      <Stack gap="8">
        {collections.map((c) => (
          <CollectionSection key={c.name} collection={c} entries={entriesOf(c.name)} onCreate={(title) => onCreate(c.name, title)} />
        ))}
      </Stack>
    </Box>
  );
}

function CollectionSection({ collection, entries, onCreate }: { collection: CollectionInfo; entries: EntryRow[]; onCreate: (title: string) => void }) {
  const [title, setTitle] = useState('');
  const label = NEW_LABEL[collection.entries];
  const inputId = `new-${collection.name}-title`;
  return (
    <Box as="section" aria-labelledby={`collection-${collection.name}`} data-collection={collection.name}>
      <Heading as="h2" size="lg" id={`collection-${collection.name}`} mb="1">
        {collection.list?.heading ?? collection.name}
      </Heading>
      <Text color="fg.muted" fontSize="sm" mb="3">
        {entries.length === 1 ? '1 entry' : `${entries.length} entries`}, each on its own page at {collection.path}/…
      </Text>
      <Box
        as="form"
        mb="3"
        onSubmit={(e) => {
          e.preventDefault();
          if (title.trim()) onCreate(title.trim());
        }}
      >
        <Flex gap="2" align="end" wrap="wrap">
          <Field.Root flex="1 1 18rem">
            <Field.Label htmlFor={inputId}>Title of the new entry</Field.Label>
            <Input id={inputId} value={title} onChange={(e) => setTitle(e.target.value)} placeholder="What changed, in one line" />
          </Field.Root>
          <Button type="submit" colorPalette="blue" disabled={!title.trim()}>
            {label}
          </Button>
        </Flex>
      </Box>
      <Box as="ul" listStyleType="none" borderTopWidth="1px">
        {entries.map((e) => (
          <Box as="li" key={e.file} borderBottomWidth="1px" py="2" display="flex" gap="3" flexWrap="wrap" alignItems="baseline">
            {e.date && (
              <Text as="span" fontSize="sm" color="fg.muted" minW="6.5rem">
                {e.date}
              </Text>
            )}
            {/* Opened inside the editor: a new entry not saved yet lives only in this editor's memory (a reload lost it). */}
            <Link
              href={at(`/?file=${e.file}`)}
              color="blue.700"
              textDecoration="underline"
              onClick={(event) => {
                event.preventDefault();
                go(`/?file=${e.file}`);
              }}
            >
              {e.title || e.file}
            </Link>
            {e.unsaved && (
              <Text as="span" fontSize="sm" color="orange.700">
                unsaved
              </Text>
            )}
          </Box>
        ))}
      </Box>
    </Box>
  );
}

/** The page a file's Preview opens: an entry's own page (the collection's address + its slug), the calendar's page, else the home page. */
export function previewPathOf(file: string, data: unknown, collections: CollectionInfo[]): string {
  if (file === 'compliance-calendar.json') return '/compliance-calendar';
  const collection = collections.find((c) => file.startsWith(`${c.name}/`));
  const entry = data as { slug?: string; title?: string } | undefined;
  if (collection && entry && typeof entry.title === 'string' && entry.title.trim()) return `${collection.path}/${entrySlug({ slug: entry.slug, title: entry.title })}`;
  return collection ? collection.path : '/';
}
