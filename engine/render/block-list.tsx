// Renders a list of blocks (a page's, or a container block's children) through the registry.
// Behavior blocks get a wrapper the client loader finds; island blocks are rendered here as their
// own React root (same identifierPrefix as hydrateRoot uses in the browser) with their props beside.
import { createContext, useContext, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import type { EmotionCache } from '@emotion/react';
import type { Block, BlockContext, BlockProps, BlockRegistry, HydrationTrigger } from '../blocks.ts';
import type { ComplianceCalendar, Site } from '../generated/config.ts';
import { safeJson } from './head.ts';
import { Providers } from './providers.tsx';

export interface RenderEnvironment {
  registry: BlockRegistry;
  site: Site;
  /** The URL path being rendered. */
  path: string;
  cache: EmotionCache;
  /** site-config/compliance-calendar.json, for blocks that compute deadlines from it. */
  calendar?: ComplianceCalendar;
}

export const RenderEnvironmentContext = createContext<RenderEnvironment | null>(null);

/** The compliance calendar while prerendering; validation guarantees it exists for blocks that need it. */
export function useCalendar(): ComplianceCalendar {
  const calendar = useContext(RenderEnvironmentContext)?.calendar;
  if (!calendar) throw new Error('This block needs site-config/compliance-calendar.json.');
  return calendar;
}

export function islandPrefix(key: string) {
  return `b${key}-`;
}

/** Use inside container blocks (e.g. tabs) to render their child blocks. */
export function BlockList({ blocks, parentKey }: { blocks: Block[]; parentKey?: string }) {
  const env = useContext(RenderEnvironmentContext);
  if (!env) throw new Error('BlockList must be rendered inside the page renderer.');
  return (
    <>
      {blocks.map((block, index) => {
        const context: BlockContext = { site: env.site, path: env.path, index, key: parentKey ? `${parentKey}-${index}` : String(index), nested: !!parentKey };
        return <BlockSlot key={context.key} block={block} context={context} env={env} />;
      })}
    </>
  );
}

function BlockSlot({ block, context, env }: { block: Block; context: BlockContext; env: RenderEnvironment }) {
  const definition = env.registry[block.type];
  const Component = definition.component as ComponentType<BlockProps>;
  const client = definition.client;
  // The registry entry belongs to this block's type, so its hydrate function accepts this block.
  const hydrate = typeof client?.hydrate === 'function' ? (client.hydrate as (b: Block) => HydrationTrigger)(block) : client?.hydrate;
  if (client?.kind === 'island') {
    const props: BlockProps = { block, context };
    const prefix = islandPrefix(context.key);
    const html = renderToString(
      <Providers cache={env.cache} injectGlobals={false}>
        <Component {...props} />
      </Providers>,
      { identifierPrefix: prefix },
    );
    return (
      <div data-island={block.type} data-hydrate={hydrate} data-island-id={prefix}>
        <div data-island-root="" dangerouslySetInnerHTML={{ __html: html }} />
        <script type="application/json" data-island-props="" dangerouslySetInnerHTML={{ __html: safeJson(props) }} />
      </div>
    );
  }
  const rendered = <Component block={block} context={context} />;
  if (client?.kind === 'behavior') {
    return (
      <div data-behavior={block.type} data-hydrate={hydrate}>
        {rendered}
      </div>
    );
  }
  return rendered;
}
