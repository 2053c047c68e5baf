// What a form says after a submit (the message under the button, kept in a live region) and the
// privacy notice at the point of collection (site.json "privacy"), shared by every form on the site.
import { chakra } from '@chakra-ui/react/styled-system';
import type { Site } from '../../engine/generated/config.ts';

export function ResultMessage({ kind, text, tone = 'light' }: { kind: 'success' | 'failure'; text: string; tone?: 'light' | 'dark' }) {
  const success = kind === 'success';
  const colors =
    tone === 'dark'
      ? { bg: 'transparent', color: success ? 'green.100' : 'red.100', borderColor: success ? 'green.100' : 'red.100' }
      : { bg: success ? 'green.50' : 'red.50', color: success ? 'green.800' : 'red.800', borderColor: success ? 'green.100' : 'red.100' };
  return (
    <chakra.p data-result={kind} display="flex" gap="2" alignItems="flex-start" p="3" borderRadius="md" borderWidth="1px" fontWeight="medium" {...colors}>
      <chakra.svg
        viewBox="0 0 24 24"
        w="5"
        h="5"
        mt="0.5"
        flexShrink={0}
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
      >
        <path d={success ? 'M20 6 9 17l-5-5' : 'M12 8v5M12 16.5h.01M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20z'} />
      </chakra.svg>
      {text}
    </chakra.p>
  );
}

/** The short notice under a form's button (DPDP Act 2023: notice at the point of collection), linking to the policy. */
export function PrivacyNotice({ privacy, tone = 'light' }: { privacy: Site['privacy']; tone?: 'light' | 'dark' }) {
  if (!privacy) return null;
  return (
    <chakra.p data-privacy-notice="" fontSize="sm" color={tone === 'dark' ? 'gray.300' : 'fg.muted'}>
      {privacy.notice}{' '}
      <chakra.a href={privacy.policyHref} color={tone === 'dark' ? 'white' : 'brand.700'} textDecoration="underline" fontWeight="medium">
        {privacy.linkLabel}
      </chakra.a>
    </chakra.p>
  );
}
