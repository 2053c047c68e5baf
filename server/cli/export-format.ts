// Formatting for `npm run leads -- export`.
import type { StoredLead } from '../db/leads.ts';
import type { QuotePayment } from '../db/store.ts';
import { escapeForTerminal } from '../../engine/text-rules.ts';

/** "2025-04-01" or an ISO date-time → the ISO UTC string stored in created_at. */
export function parseSince(value: string): string | undefined {
  if (!/^\d{4}-\d{2}-\d{2}([T ][\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/.test(value)) return undefined;
  const date = new Date(value.length === 10 ? `${value}T00:00:00Z` : value);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}

// OWASP CSV injection guidance: spreadsheet apps run a cell starting with = + - @ (or tab/CR) as a
// formula, also after leading spaces or line breaks ("\n=1+1"), so such a cell gets a leading single
// quote; and every cell is quoted, so no separator or line break inside a value can start a new cell.
export function csvCell(value: unknown): string {
  let text = printable(value);
  if (/^[\s\u00a0\u3000]*[=+\-@\t\r\uff1d\uff0b\uff0d\uff20]/.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

/**
 * A value as text. Line breaks and tabs are kept (a message may have them); other control and bidi
 * characters — only possible in leads stored before validation refused them — are written as visible
 * escapes, so printing the export cannot drive a terminal.
 */
function printable(value: unknown): string {
  const text = value === undefined || value === null ? '' : typeof value === 'string' ? value : JSON.stringify(value);
  return text.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]|\r(?!\n)|\p{Cs}/gu, (ch) => escapeForTerminal(ch));
}

/** A phone number as people type it: "+91 98765 43210", "080-4000 1234", "(080) 4000 1234" (seven digits or more, checked apart). */
const PHONE_LIKE = /^\+?\(?\d[\d ()-]*$/;

/** "+91 98765 43210" → the country code "91" and the rest "98765 43210" (a code of 1–3 digits set apart by a space or hyphen). */
const INTERNATIONAL = /^\+(\d{1,3})[ -]+(\d[\d ()-]*)$/;

/**
 * A cell of the back office's export, which staff open in a spreadsheet (Excel, LibreOffice, Google
 * Sheets). The formula guard of `csvCell` stays for every cell: anything starting with = + - @ (or
 * tab, CR) gets a leading quote and cannot run. A phone number is the one value people type with a
 * leading "+", and written as typed every spreadsheet reads "+91 98765 43210" as a formula (#NAME?,
 * #ERROR!); with the guard's quote it shows as '+91 98765 43210; and the text formula ="+91 …" that
 * Excel accepts shows as that formula in LibreOffice. So a phone number with a country code is written
 * so that it does not start a formula at all: "(+91) 98765 43210", the code in brackets as many
 * business cards print it — plain text in every spreadsheet, every digit kept, and dialled as typed by
 * a phone. A number without a "+" ("080-4000 1234", "98765 43210") is written as typed: it starts
 * with a digit, so it is no formula (digits alone are kept as text, below). A "+" number with its code not set apart ("+919876543210") keeps
 * the guard's quote.
 */
export function spreadsheetCell(value: unknown): string {
  const text = printable(value);
  // Digits alone, 7 or more (a payment's UTR, a phone typed without spaces): written as the text formula
  // ="…", so Excel and Google Sheets keep every digit and a leading 0 (not 4.12346E+11, not 9876543210
  // for 09876543210). One string constant of digits: it can do nothing else.
  if (/^\d{7,}$/.test(text)) return `"=""${text}"""`;
  const international = PHONE_LIKE.test(text) && (text.match(/\d/g)?.length ?? 0) >= 7 ? INTERNATIONAL.exec(text) : null;
  return csvCell(international ? `(+${international[1]}) ${international[2]}` : text);
}

/** Rows of cells as a CSV file a spreadsheet opens cleanly: UTF-8 byte order mark, every cell quoted, CRLF line ends. */
export function toSpreadsheetCsv(rows: unknown[][]): string {
  return `\ufeff${rows.map((cells) => cells.map(spreadsheetCell).join(',')).join('\r\n')}\r\n`;
}

/** `extra`: more columns after the standard ones (the back office adds status, assignee and page). */
export function toCsv<T extends StoredLead>(leads: T[], extra: { name: string; value(lead: T): unknown }[] = []): string {
  const fieldNames = [...new Set(leads.flatMap((lead) => Object.keys(lead.payload)))];
  const header = ['id', 'created_at', 'form', 'suspected_spam', 'fill_ms', 'language', ...extra.map((e) => e.name), ...fieldNames];
  const rows = leads.map((lead) => [
    lead.id,
    lead.createdAt,
    lead.form,
    lead.suspectedSpam ? 'yes' : 'no',
    lead.fillMs ?? '',
    lead.language ?? '',
    ...extra.map((e) => e.value(lead)),
    ...fieldNames.map((name) => lead.payload[name]),
  ]);
  return [header, ...rows].map((cells) => cells.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

/** Pretty JSON in which bidi controls and C1 characters are written as \u escapes (still the same strings), so the file is safe to print. */
export function toJson(leads: StoredLead[]): string {
  return (
    JSON.stringify(leads, null, 2).replace(/[\u0080-\u009f\u200e\u200f\u202a-\u202e\u2028\u2029\u2066-\u2069]/g, (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`) +
    '\n'
  );
}

/** A quote's payment in an export: the amount quoted (₹, when the quote came to one figure), paid or not, its state, the UTR and when sales marked it received. */
export interface ExportPayment {
  amountQuoted: number | null;
  paid: boolean;
  state: QuotePayment['payment'];
  utr: string | null;
  /** ISO UTC, or null while not received. */
  paidAt: string | null;
}

/** The payment of a lead, when it is a quote with an amount to pay (server/quote/); null for every other lead. */
export function exportPayment(lead: StoredLead, payments: ReadonlyMap<string, QuotePayment>): ExportPayment | null {
  const payment = payments.get(lead.id);
  if (!payment) return null;
  const amount = lead.payload.payable;
  return {
    amountQuoted: typeof amount === 'number' ? amount : null,
    paid: payment.payment === 'received',
    state: payment.payment,
    utr: payment.utr,
    paidAt: payment.paidAt === null ? null : new Date(payment.paidAt).toISOString(),
  };
}

/** The payment columns of a CSV export (empty for leads that are not quotes with an amount to pay). */
export function paymentColumns(payments: ReadonlyMap<string, QuotePayment>): { name: string; value(lead: StoredLead): unknown }[] {
  const of = (lead: StoredLead) => exportPayment(lead, payments);
  return [
    { name: 'amount_quoted_inr', value: (lead) => of(lead)?.amountQuoted ?? '' },
    { name: 'paid', value: (lead) => (of(lead) ? (of(lead)!.paid ? 'yes' : 'no') : '') },
    { name: 'payment', value: (lead) => of(lead)?.state ?? '' },
    { name: 'utr', value: (lead) => of(lead)?.utr ?? '' },
    { name: 'paid_at', value: (lead) => of(lead)?.paidAt ?? '' },
  ];
}
