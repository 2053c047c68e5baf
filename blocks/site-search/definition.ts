import { defineBlock } from '../../engine/block-api.tsx';
import { SiteSearch } from './SiteSearch.tsx';

// The page works as HTML alone (a GET form; the server writes the results in). behavior.ts makes the
// results follow the typing, loaded when the visitor first touches the form.
export default defineBlock('site-search', {
  component: SiteSearch,
  client: { kind: 'behavior', hydrate: 'interaction' },
});
