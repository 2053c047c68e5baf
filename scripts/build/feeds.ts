// Phase: the collections' Atom feeds (engine/collections/feeds.ts), e.g. /updates/feed.atom and one per
// category. Written from the validated config; small, so made on every build (the compress phase
// reuses their compressed copies when the bytes did not change).
import { collectionFeeds } from '../../engine/collections/feeds.ts';
import { siteToday } from '../../engine/calendar/dates.ts';
import type { BuildContext } from './context.ts';

export function feedsPhase(ctx: BuildContext) {
  // "Today" only dates a feed that has no entry yet.
  const today = siteToday();
  for (const feed of collectionFeeds(ctx.config.collections ?? [], ctx.config.site, today)) ctx.outputs.set(feed.path.slice(1), Buffer.from(feed.xml));
}
