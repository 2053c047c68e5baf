// The site editor's entry: mounts the editor (App.tsx) with Chakra's default look; in the back office
// every style element carries the page's CSP nonce (office/csp.ts).
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ChakraProvider, createSystem, defaultConfig } from '@chakra-ui/react';
import { CacheProvider } from '@emotion/react';
import { App } from './App.tsx';
import { inOffice } from './api.ts';
import { emotionCache, stampStyleNonces } from './office/csp.ts';
import './editor.css';

// The editor's own UI uses Chakra's default look; its CSS variables get their own prefix so they
// cannot clash with the site theme's variables inside the canvas.
const editorSystem = createSystem(defaultConfig, { cssVarsPrefix: 'ed' });

// In the back office every style element needs the page's CSP nonce (office/csp.ts).
if (inOffice) stampStyleNonces(document);
const app = (
  <ChakraProvider value={editorSystem}>
    <App />
  </ChakraProvider>
);
createRoot(document.getElementById('root')!).render(<StrictMode>{inOffice ? <CacheProvider value={emotionCache('ed')}>{app}</CacheProvider> : app}</StrictMode>);
