// Chakra for the back office under its strict CSP: the server writes a fresh nonce into
// <meta name="csp-nonce"> of every page (admin/server/pages.ts) and allows only <style> elements
// carrying it, so Emotion gets a cache that stamps that nonce on every style element it inserts.
import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { ChakraProvider } from '@chakra-ui/react/styled-system';
import { adminSystem } from './theme.ts';

function cspNonce(): string | undefined {
  const content = document.querySelector<HTMLMetaElement>('meta[name="csp-nonce"]')?.content;
  return content && content !== '__CSP_NONCE__' ? content : undefined;
}

const cache = createCache({ key: 'adm', nonce: cspNonce() });

export function mount(app: ReactNode) {
  const root = document.getElementById('root');
  if (!root) throw new Error('The page has no #root element.');
  createRoot(root).render(
    <StrictMode>
      <CacheProvider value={cache}>
        <ChakraProvider value={adminSystem}>{app}</ChakraProvider>
      </CacheProvider>
    </StrictMode>,
  );
}
