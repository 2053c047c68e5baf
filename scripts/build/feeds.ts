// Phase: the collections' Atom feeds (engine/collections/feeds.ts), e.g. /updates/feed.atom and one per
// category, and the same in each language (/hi/updates/feed.atom). Written from the validated config; small, so made on every build (the compress phase
// reuses their compressed copies when the bytes did not change).
import { collectionFeeds } from '../../engine/collections/feeds.ts';
import { siteToday } from '../../engine/calendar/dates.ts';
import type { BuildContext } from './context.ts';
import { feedLanguage } from '../../engine/i18n/collections.ts';

export function feedsPhase(ctx: BuildContext) {
  // "Today" only dates a feed that has no entry yet.
  const today = siteToday();
  for (const feed of collectionFeeds(ctx.config.collections ?? [], ctx.config.site, today)) ctx.outputs.set(feed.path.slice(1), Buffer.from(feed.xml));
  // Each language's feeds (/hi/updates/feed.atom): its translated entries, at its addresses.
  for (const { config, language } of ctx.languages)
    for (const feed of collectionFeeds(config.collections ?? [], config.site, today, feedLanguage(language))) ctx.outputs.set(feed.path.slice(1), Buffer.from(feed.xml));
}
