// A one-time link to choose a password, shown once to the administrator who made it: to copy and
// give to the person privately (also e-mailed to them when e-mail is set up).
import { useState, type ComponentProps } from 'react';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Flex } from '@chakra-ui/react/flex';
import { Text } from '@chakra-ui/react/text';
import { TextField } from '../../shared/ui.tsx';

export function OneTimeLink({ id, name, link, mailed, ...rest }: { id: string; name: string; link: string; mailed: boolean } & ComponentProps<typeof Box>) {
  const [copied, setCopied] = useState('');
  async function copy() {
    try {
      await navigator.clipboard.writeText(link);
      setCopied('Copied.');
    } catch {
      (document.getElementById(id) as HTMLInputElement | null)?.select();
      setCopied('Copying is not allowed here: the link is selected, press Ctrl+C (⌘C on a Mac) to copy it.');
    }
  }
  return (
    <Box bg="bg.subtle" borderWidth="1px" borderColor="border" borderRadius="md" p="4" {...rest}>
      <Flex gap="2" align="flex-end" wrap={{ base: 'wrap', md: 'nowrap' }}>
        <Box flex="1" minW="0" w="full">
          <TextField
            id={id}
            label={`One-time link for ${name}`}
            value={link}
            readOnly
            fontFamily="mono"
            fontSize="sm"
            onFocus={(e) => e.currentTarget.select()}
            helper={`It works once, for 24 hours. ${mailed ? `It was also e-mailed to ${name}.` : `E-mail is not set up, so give it to ${name} yourself, privately.`}`}
          />
        </Box>
      </Flex>
      <Flex gap="3" align="center" mt="3" wrap="wrap">
        <Button variant="outline" size="sm" onClick={copy}>
          Copy link
        </Button>
        <Text role="status" fontSize="sm">
          {copied}
        </Text>
      </Flex>
    </Box>
  );
}
