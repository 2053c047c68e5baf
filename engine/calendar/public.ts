// Addresses and the data file shared by the build (writes it), the server (feeds, the no-JavaScript
// calendar page) and the browser behaviors (recompute for the visitor's day).
import type { ComplianceCalendar } from '../generated/config.ts';
import type { Profile } from './profile.ts';
import { profileQuery } from './profile.ts';
import type { CalendarWords } from './words.ts';

/** The calendar page, its feed, and the rules the build copies into dist/ for the server and the browser. */
export const CALENDAR_PAGE_PATH = '/compliance-calendar';
export const CALENDAR_FEED_PATH = '/compliance-calendar.ics';
export const CALENDAR_DATA_PATH = '/compliance-calendar.json';

/** The rules with a language's names (/hi/compliance-calendar.json); the main language's are CALENDAR_DATA_PATH. */
export const calendarDataPath = (languageCode?: string) => (languageCode ? `/${languageCode}${CALENDAR_DATA_PATH}` : CALENDAR_DATA_PATH);
/** The feed in a language (/hi/compliance-calendar.ics: its events' words in Hindi); the main language's is CALENDAR_FEED_PATH. */
export const calendarFeedPath = (languageCode?: string) => (languageCode ? `/${languageCode}${CALENDAR_FEED_PATH}` : CALENDAR_FEED_PATH);

/**
 * The data file for a page: a page of another language (<html lang="hi-IN"> at /hi/…) reads its
 * language's names; every other page the main file.
 */
export function calendarDataPathFor(htmlLang: string, pathname: string): string {
  const code = htmlLang.split('-')[0]!.toLowerCase();
  return /^[a-z]{2}$/.test(code) && (pathname === `/${code}` || pathname.startsWith(`/${code}/`)) ? calendarDataPath(code) : CALENDAR_DATA_PATH;
}

/** What dist/compliance-calendar.json holds. */
export interface CalendarData {
  calendar: ComplianceCalendar;
  /** Site name (calendar name) and canonical origin for links in feeds; empty siteUrl = the request's origin. */
  site: { name: string; siteUrl: string };
  /** The calendar's words in the file's language (site-config/interface.json "calendar") and its locale. */
  words: CalendarWords;
  /** The address of the feed in the file's language (/hi/compliance-calendar.ics). */
  feedPath: string;
}

export type FeedLinkKind = 'webcal' | 'google' | 'outlook' | 'download';

/** "Add to calendar" addresses for a profile: subscribe (Apple/Outlook desktop via webcal://, Google, Outlook.com) or download; `feedPath` is the feed of the page's language. */
export function feedLinks(origin: string, profile: Profile, calendarName: string, feedPath: string = CALENDAR_FEED_PATH): Record<FeedLinkKind, string> {
  const query = profileQuery(profile);
  const path = feedPath + (query ? `?${query}` : '');
  const https = origin + path;
  const webcal = https.replace(/^https?:/, 'webcal:');
  return {
    webcal,
    google: `https://calendar.google.com/calendar/render?cid=${encodeURIComponent(webcal)}`,
    outlook: `https://outlook.live.com/calendar/0/addfromweb?url=${encodeURIComponent(https)}&name=${encodeURIComponent(calendarName)}`,
    download: path,
  };
}
