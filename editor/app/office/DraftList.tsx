// The Pages screen in the back office starts with every saved draft of the site — pages, entries, site
// files, deleted pages too (they have no page of their own to open) — with who saved it, when, whether a
// review was asked for, and Discard.
import { useState } from 'react';
import { Box, Button, Heading, Text } from '@chakra-ui/react';
import { istDateTime } from '../../../admin/app/src/shared/format.ts';
import { api, type DraftInfo } from '../api.ts';

export function DraftList(props: { drafts: DraftInfo[]; onDone: (text: string, tone: 'ok' | 'error') => void; onChanged: () => Promise<void> }) {
  const [busy, setBusy] = useState('');
  if (props.drafts.length === 0) return null;
  async function discard(draft: DraftInfo) {
    if (!confirm(`Discard the draft of ${draft.title}? Its changes are lost and the live version is shown again.`)) return;
    setBusy(draft.file);
    try {
      const { message } = await api.discard([draft.file]);
      await props.onChanged();
      props.onDone(message, 'ok');
    } catch (e) {
      props.onDone(e instanceof Error ? e.message : String(e), 'error');
    } finally {
      setBusy('');
    }
  }
  return (
    <Box as="section" aria-labelledby="drafts-heading" maxW="72rem" mx="auto" px={{ base: '4', md: '6' }} pt={{ base: '4', md: '6' }}>
      <Heading as="h2" size="md" id="drafts-heading" mb="2">
        Drafts not yet published
      </Heading>
      <Box as="ul" listStyleType="none" borderWidth="1px" borderRadius="md">
        {props.drafts.map((d) => (
          <Box as="li" key={d.file} display="flex" gap="3" flexWrap="wrap" alignItems="center" px="3" py="2" borderBottomWidth="1px" _last={{ borderBottomWidth: '0' }}>
            <Text flex="1" minW="14rem">
              <Text as="span" fontWeight="semibold">
                {d.title}
              </Text>
              {d.deleted ? ' — to be deleted' : d.added ? ' — new' : ''} · saved by {d.updatedBy}, {istDateTime(d.updatedAt)}
              {d.reviewRequestedBy ? ` · review asked by ${d.reviewRequestedBy}` : ''}
            </Text>
            <Button size="xs" variant="outline" colorPalette="red" loading={busy === d.file} onClick={() => void discard(d)} aria-label={`Discard the draft of ${d.title}`}>
              Discard
            </Button>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
