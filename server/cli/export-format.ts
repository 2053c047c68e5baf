// Formatting for `npm run leads -- export`.
import type { StoredLead } from '../db/leads.ts';

/** "2025-04-01" or an ISO date-time → the ISO UTC string stored in created_at. */
export function parseSince(value: string): string | undefined {
  if (!/^\d{4}-\d{2}-\d{2}([T ][\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/.test(value)) return undefined;
  const date = new Date(value.length === 10 ? `${value}T00:00:00Z` : value);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}

// Spreadsheet apps run cells starting with = + - @ as formulas; such text gets a leading quote.
// Phone numbers like "+91 98765 43210" are left alone.
function csvCell(value: unknown): string {
  let text = value === undefined || value === null ? '' : typeof value === 'string' ? value : JSON.stringify(value);
  if (/^[=@\t\r]/.test(text) || (/^[+-]/.test(text) && !/^[+-][\d ()-]*$/.test(text))) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(leads: StoredLead[]): string {
  const fieldNames = [...new Set(leads.flatMap((lead) => Object.keys(lead.payload)))];
  const header = ['id', 'created_at', 'form', 'suspected_spam', 'fill_ms', ...fieldNames];
  const rows = leads.map((lead) => [
    lead.id,
    lead.createdAt,
    lead.form,
    lead.suspectedSpam ? 'yes' : 'no',
    lead.fillMs ?? '',
    ...fieldNames.map((name) => lead.payload[name]),
  ]);
  return [header, ...rows].map((cells) => cells.map(csvCell).join(',')).join('\r\n') + '\r\n';
}
