// Renders a list of blocks (a page's, or a container block's children) through the registry.
// Behavior blocks get a wrapper the client loader finds; island blocks are rendered here as their
// own React root (same identifierPrefix as hydrateRoot uses in the browser) with their props beside.
import { createContext, useContext, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import type { EmotionCache } from '@emotion/react';
import { behaviorAttributes, type Block, type BlockContext, type BlockProps, type BlockRegistry, type HydrationTrigger } from '../block-api.tsx';
import type { Site } from '../generated/config.ts';
import { safeJson } from '../safe-json.ts';
import { ISLAND_WORDS_PROP, WordsContext } from '../i18n/words-context.ts';
import type { PageWords } from '../i18n/words.ts';
import { withoutFallbackMarks } from '../i18n/fallback-html.ts';
import { Providers } from './providers.tsx';

export interface RenderEnvironment {
  registry: BlockRegistry;
  site: Site;
  /** The URL path being rendered. */
  path: string;
  /** The page's first path, when `path` is another of its addresses. */
  canonicalPath?: string;
  cache: EmotionCache;
}

export const RenderEnvironmentContext = createContext<RenderEnvironment | null>(null);

export function islandPrefix(key: string) {
  return `b${key}-`;
}

/** A page's blocks; container blocks reach it through the block API's ChildBlocks. */
export function BlockList({ blocks, parentKey }: { blocks: Block[]; parentKey?: string }) {
  const env = useContext(RenderEnvironmentContext);
  if (!env) throw new Error('BlockList must be rendered inside the page renderer.');
  return (
    <>
      {blocks.map((block, index) => {
        const context: BlockContext = {
          site: env.site,
          path: env.path,
          ...(env.canonicalPath ? { canonicalPath: env.canonicalPath } : {}),
          index,
          key: parentKey ? `${parentKey}-${index}` : String(index),
          nested: !!parentKey,
        };
        return <BlockSlot key={context.key} block={block} context={context} env={env} />;
      })}
    </>
  );
}

function BlockSlot({ block, context, env }: { block: Block; context: BlockContext; env: RenderEnvironment }) {
  const definition = env.registry[block.type];
  const Component = definition.component as ComponentType<BlockProps>;
  const client = definition.client;
  // An island is its own React root: it gets the page's words again (renderToString starts with no context).
  const words = useContext(WordsContext);
  if (!client) return <Component block={block} context={context} />;
  // The registry entry belongs to this block's type, so its hydrate function accepts this block.
  const hydrate = typeof client.hydrate === 'function' ? (client.hydrate as (b: Block) => HydrationTrigger)(block) : client.hydrate;
  if (client.kind === 'island') {
    const props: BlockProps = { block, context };
    // An island that declares its words renders with those only, the same on the server and in the browser.
    const ownWords = client.words && words ? islandWords(words, client.words) : words;
    // The browser gets only the site facts the island declares; the server render above used them all.
    const browserProps = {
      block,
      context: { ...context, site: pickSiteFacts(env.site, client.siteFacts ?? []) },
      ...(client.words && ownWords ? { [ISLAND_WORDS_PROP]: ownWords } : {}),
    };
    const prefix = islandPrefix(context.key);
    const html = renderToString(
      <Providers cache={env.cache} injectGlobals={false}>
        <WordsContext.Provider value={ownWords}>
          <Component {...props} />
        </WordsContext.Provider>
      </Providers>,
      { identifierPrefix: prefix },
    );
    return (
      <div data-island={block.type} data-hydrate={hydrate} data-island-id={prefix}>
        <div data-island-root="" dangerouslySetInnerHTML={{ __html: html }} />
        <script type="application/json" data-island-props="" dangerouslySetInnerHTML={{ __html: safeJson(browserProps) }} />
      </div>
    );
  }
  return (
    <div {...behaviorAttributes(block.type, hydrate)}>
      <Component block={block} context={context} />
    </div>
  );
}

/**
 * The named groups of the page's words (an island's `words`), with its locale. A word not translated yet
 * is its English without the marks that make it lang="en" elsewhere: the browser renders the island
 * again from these words, and its markup must be the server's.
 */
export function islandWords(words: PageWords, groups: readonly (keyof PageWords['words'])[]): PageWords {
  const plain = (value: unknown): unknown =>
    typeof value === 'string' ? withoutFallbackMarks(value) : value && typeof value === 'object' ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, plain(v)])) : value;
  return { locale: words.locale, words: Object.fromEntries(groups.map((group) => [group, plain(words.words[group])])) as unknown as PageWords['words'] };
}

/** The named top-level facts of site.json (an island's `siteFacts`). */
export function pickSiteFacts(site: Site, facts: readonly (keyof Site)[]): Partial<Site> {
  return Object.fromEntries(facts.filter((fact) => fact in site).map((fact) => [fact, site[fact]]));
}
