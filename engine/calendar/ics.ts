// RFC 5545 iCalendar for a list of occurrences: one all-day event per due date, with a stable UID
// (rule id + period, so a re-generated feed updates events instead of duplicating them) and a reminder.
import type { Occurrence } from './engine.ts';
import { dueDateIn, fill, type CalendarWords } from './words.ts';

export interface FeedOptions {
  /** Calendar name shown by the calendar app. */
  name: string;
  /** Absolute origin for links and UIDs, e.g. https://www.example.in (no trailing slash). */
  baseUrl: string;
  /** When the feed is generated (DTSTAMP). */
  now: Date;
  /** Days before the due date the reminder fires. */
  reminderDays?: number;
  /** The events' words: the feed's language (the deadlines' sentences come with the occurrences). */
  words: CalendarWords;
  /** The enquiry page of the feed's language (/hi/enquiry); /enquiry without. */
  enquiryPage?: string;
}

export const REMINDER_DAYS = 3;

/** The enquiry page of the main language. */
export const ENQUIRY_PAGE = '/enquiry';

/** The enquiry page prefilled with a service (same address the site's enquiry buttons use); `page` is the language's enquiry page (/hi/enquiry). */
export function enquiryPath(service: string, page = ENQUIRY_PAGE): string {
  return `${page}?${new URLSearchParams({ service }).toString()}`;
}

export function buildIcs(items: Occurrence[], options: FeedOptions): string {
  const host = new URL(options.baseUrl).host;
  const stamp = options.now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
  const reminder = options.reminderDays ?? REMINDER_DAYS;
  const { words, locale } = options.words;
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${host}//Compliance calendar//EN`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(options.name)}`,
    // Ask subscribed calendars to fetch again twice a day, so extensions reach them quickly.
    'REFRESH-INTERVAL;VALUE=DURATION:PT12H',
    'X-PUBLISHED-TTL:PT12H',
  ];
  for (const o of items) {
    const serviceUrl = options.baseUrl + o.rule.service.href;
    const description = [
      o.rule.description,
      fill(words.whoMustFile, { who: o.rule.appliesTo.who }),
      ...(o.rule.appliesTo.turnover ? [fill(words.turnover, { turnover: o.rule.appliesTo.turnover })] : []),
      ...(o.extension ? [fill(words.extendedBy, { date: dueDateIn(o.computedDue, locale), reference: o.extension.reference })] : []),
      fill(words.getFiled, { url: serviceUrl }),
      fill(words.enquireAt, { url: options.baseUrl + enquiryPath(o.rule.service.enquiry, options.enquiryPage) }),
    ].join('\n');
    lines.push(
      'BEGIN:VEVENT',
      `UID:${o.id.replace('/', '-')}@${host}`,
      `DTSTAMP:${stamp}`,
      `DTSTART;VALUE=DATE:${o.due.replaceAll('-', '')}`,
      `DTEND;VALUE=DATE:${nextDay(o.due)}`,
      `SUMMARY:${escapeText(o.summary)}`,
      `DESCRIPTION:${escapeText(description)}`,
      `URL:${serviceUrl}`,
      `CATEGORIES:${escapeText(o.rule.authority)}`,
      'TRANSP:TRANSPARENT',
      'BEGIN:VALARM',
      'ACTION:DISPLAY',
      `DESCRIPTION:${escapeText(fill(words.reminder, { summary: o.summary, days: reminder }))}`,
      `TRIGGER:-P${reminder}D`,
      'END:VALARM',
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return lines.map(fold).join('\r\n') + '\r\n';
}

/** TEXT values escape backslash, semicolon, comma and newline (RFC 5545 §3.3.11). */
function escapeText(text: string): string {
  return text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
}

function nextDay(iso: string): string {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10).replaceAll('-', '');
}

/** Lines longer than 75 octets continue on the next line after a space (§3.1), never splitting a UTF-8 character. */
function fold(line: string): string {
  const encoder = new TextEncoder();
  if (encoder.encode(line).length <= 75) return line;
  const parts: string[] = [];
  let current = '';
  let size = 0;
  for (const ch of line) {
    const bytes = encoder.encode(ch).length;
    const limit = parts.length ? 74 : 75; // continuation lines start with a space
    if (size + bytes > limit) {
      parts.push(current);
      current = '';
      size = 0;
    }
    current += ch;
    size += bytes;
  }
  parts.push(current);
  return parts.join('\r\n ');
}
