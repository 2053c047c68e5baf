// Times as the business reads them: India time, "25 Nov 2026, 4:05 pm IST", whatever the browser's zone,
// in the same words as the server's messages (one formatter: engine/calendar/dates.ts).
import { formatIst } from '../../../../engine/calendar/dates.ts';

export const istDateTime = (at: number | string | Date) => `${formatIst(at)} IST`;

/** The ISO form of an instant, for <time dateTime>. */
export const isoOf = (at: number | string) => new Date(at).toISOString();

/** "1 lead", "3 leads". */
export const plural = (n: number, one: string, many = `${one}s`) => `${n.toLocaleString('en-IN')} ${n === 1 ? one : many}`;
