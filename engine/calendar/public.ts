// Addresses and the data file shared by the build (writes it), the server (feeds, the no-JavaScript
// calendar page) and the browser behaviors (recompute for the visitor's day).
import type { ComplianceCalendar } from '../generated/config.ts';
import type { Profile } from './profile.ts';
import { profileQuery } from './profile.ts';

/** The calendar page, its feed, and the rules the build copies into dist/ for the server and the browser. */
export const CALENDAR_PAGE_PATH = '/compliance-calendar';
export const CALENDAR_FEED_PATH = '/compliance-calendar.ics';
export const CALENDAR_DATA_PATH = '/compliance-calendar.json';

/** The rules with a language's names (/hi/compliance-calendar.json); the main language's are CALENDAR_DATA_PATH. */
export const calendarDataPath = (languageCode?: string) => (languageCode ? `/${languageCode}${CALENDAR_DATA_PATH}` : CALENDAR_DATA_PATH);

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
}

export type FeedLinkKind = 'webcal' | 'google' | 'outlook' | 'download';

/** "Add to calendar" addresses for a profile: subscribe (Apple/Outlook desktop via webcal://, Google, Outlook.com) or download. */
export function feedLinks(origin: string, profile: Profile, calendarName: string): Record<FeedLinkKind, string> {
  const query = profileQuery(profile);
  const path = CALENDAR_FEED_PATH + (query ? `?${query}` : '');
  const https = origin + path;
  const webcal = https.replace(/^https?:/, 'webcal:');
  return {
    webcal,
    google: `https://calendar.google.com/calendar/render?cid=${encodeURIComponent(webcal)}`,
    outlook: `https://outlook.live.com/calendar/0/addfromweb?url=${encodeURIComponent(https)}&name=${encodeURIComponent(calendarName)}`,
    download: path,
  };
}
