// The Translations screen's list: per language of site.json (not the main one), every file that can be
// translated — translated or not, reviewed by a person or not, texts missing and stale — the ones no
// person has reviewed first (issue 42: the back office lists the unreviewed ones).
import { useEffect, useState } from 'react';
import { Box, Heading, Link, Stack, Table, Text } from '@chakra-ui/react';
import { at } from '../api.ts';
import { go } from '../screens.tsx';
import { translationsApi, type LanguageList, type TranslationStatus } from './api.ts';
import { count, englishName } from './words.ts';

export function TranslationList() {
  const [languages, setLanguages] = useState<LanguageList[] | null>(null);
  const [error, setError] = useState('');
  useEffect(() => {
    translationsApi
      .list()
      .then((a) => setLanguages(a.languages))
      .catch((e: unknown) => setError(e instanceof Error ? e.message : String(e)));
  }, []);
  if (error)
    return (
      <Text p="6" color="red.700">
        The translations could not be read: {error}
      </Text>
    );
  if (!languages) return <Text p="6">Reading the translations…</Text>;
  return (
    <Stack gap="8" p={{ base: '3', md: '6' }} maxW="72rem">
      <Heading as="h1" size="lg">
        Translations
      </Heading>
      {languages.length === 0 && <Text>The site has one language: Site facts list no other.</Text>}
      {languages.map((language) => (
        <LanguageFiles key={language.code} language={language} />
      ))}
    </Stack>
  );
}

function LanguageFiles({ language }: { language: LanguageList }) {
  const name = <span lang={language.code}>{language.name}</span>;
  const translated = language.files.filter((f) => f.translated);
  const unreviewed = translated.filter((f) => !f.reviewed);
  const headingId = `language-${language.code}`;
  return (
    <Stack as="section" aria-labelledby={headingId} gap="3">
      <Heading as="h2" size="md" id={headingId}>
        {name} ({language.code})
      </Heading>
      <Text>
        {count(translated.length, 'file')} of {language.files.length} translated;{' '}
        {unreviewed.length ? (
          <>
            {count(unreviewed.length, 'translation')} not yet reviewed by a person who reads {name} (listed first).
          </>
        ) : (
          <>every translation reviewed by a person who reads {name}.</>
        )}
      </Text>
      {/* The table scrolls inside its own box on a phone; the box can be focused to scroll it by keyboard. */}
      <Box overflowX="auto" tabIndex={0} role="region" aria-label={`Files to translate into ${language.code}`} borderWidth="1px" borderRadius="md">
        <Table.Root size="sm">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>English</Table.ColumnHeader>
              <Table.ColumnHeader>Translation</Table.ColumnHeader>
              <Table.ColumnHeader>Reviewed by a person</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Not translated</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">English changed</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {language.files.map((f) => (
              <FileRow key={f.file} f={f} />
            ))}
          </Table.Body>
        </Table.Root>
      </Box>
    </Stack>
  );
}

function FileRow({ f }: { f: TranslationStatus }) {
  const href = `/?translation=${f.file}`;
  return (
    <Table.Row>
      <Table.Cell>
        <Link
          href={at(href)}
          color="blue.700"
          textDecoration="underline"
          onClick={(e) => {
            e.preventDefault();
            go(href);
          }}
        >
          {englishName(f)}
        </Link>
      </Table.Cell>
      <Table.Cell>{f.translated ? 'Translated' : 'Not translated'}</Table.Cell>
      <Table.Cell>{f.translated ? (f.reviewed ? 'Yes' : 'Not yet') : '—'}</Table.Cell>
      <Table.Cell textAlign="end">{f.missing ? `${f.missing} of ${f.texts}` : 'none'}</Table.Cell>
      <Table.Cell textAlign="end" color={f.stale ? 'red.700' : undefined}>
        {f.stale || 'none'}
      </Table.Cell>
    </Table.Row>
  );
}
