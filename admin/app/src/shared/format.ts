// Times as the business reads them: India time, "25 Nov 2026, 4:05 pm IST", whatever the browser's zone.
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const IST_OFFSET_MS = 5.5 * 3_600_000;

export function istDateTime(at: number | string | Date): string {
  // India has one zone and no daylight saving: UTC+05:30 all year.
  const t = new Date(new Date(at).getTime() + IST_OFFSET_MS);
  const hour = t.getUTCHours();
  const minute = String(t.getUTCMinutes()).padStart(2, '0');
  return `${t.getUTCDate()} ${MONTHS[t.getUTCMonth()]} ${t.getUTCFullYear()}, ${hour % 12 || 12}:${minute} ${hour < 12 ? 'am' : 'pm'} IST`;
}

/** The ISO form of an instant, for <time dateTime>. */
export const isoOf = (at: number | string) => new Date(at).toISOString();

/** "1 lead", "3 leads". */
export const plural = (n: number, one: string, many = `${one}s`) => `${n.toLocaleString('en-IN')} ${n === 1 ? one : many}`;
