// India Standard Time (UTC+05:30, no daylight saving) for what people type and read: "Publish at"
// is a wall time in India, whatever the server's time zone.
const IST_OFFSET_MS = 330 * 60_000;

/** "2027-04-01T09:00" (India time) → epoch ms; undefined when it is not such a date and time. */
export function istWallTime(raw: unknown): number | undefined {
  if (typeof raw !== 'string') return undefined;
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(raw);
  if (!match) return undefined;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [number, number, number, number, number];
  const utc = Date.UTC(year, month - 1, day, hour, minute);
  const check = new Date(utc);
  // 31 April or 24:00 would roll over into another day: refused rather than moved.
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day || check.getUTCHours() !== hour) return undefined;
  return utc - IST_OFFSET_MS;
}

/** "1 Apr 2027, 9:00 am" in India time: the one formatter, shared with the server's e-mails. */
export { formatIst } from '../../../engine/calendar/dates.ts';
