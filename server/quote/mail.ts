// The visitor's copy of a sent quote: the reference, every item with its cost in all, the total, what
// happens next and, when site.json names a UPI ID and the total is one figure, the payment request.
import { escapeHtml } from '../../engine/html.ts';
import type { OutgoingMail } from '../mail.ts';
import { oneLine } from '../mail.ts';
import { priceQuote } from '../../engine/rules/quote.ts';
import { siteToday } from '../../engine/calendar/dates.ts';
import { readQuoteQuery, sentHref, upiRequest, type QuoteData } from './quote.ts';

export function visitorQuoteMail(lead: Record<string, unknown>, data: QuoteData | undefined, publicUrl: string, from: string): OutgoingMail {
  const reference = String(lead.reference);
  const siteName = data?.site.name ?? 'us';
  const read = data ? readQuoteQuery(String(lead.quote ?? ''), data) : undefined;
  const priced = data && read ? priceQuote(read.items, data.catalog, data.rules, siteToday()) : undefined;
  const upi = data && priced ? upiRequest(data, priced, reference) : undefined;
  const link = `${publicUrl}${read ? sentHref(reference, read.items, false) : '/quote'}`;
  const steps = data?.nextSteps ?? [];
  const text = [
    `Thank you${typeof lead.name === 'string' ? `, ${lead.name}` : ''}. ${siteName} has your quote.`,
    '',
    `Reference: ${reference}`,
    '',
    String(lead.items ?? ''),
    '',
    `Total: ${String(lead.total ?? '')}`,
    '',
    ...(steps.length ? ['What happens next:', ...steps.map((s, i) => `${i + 1}. ${s}`), ''] : []),
    ...(upi ? [`Pay ₹${upi.amount} by UPI from your phone: ${upi.link}`, `Or open your quote to scan its QR code: ${link}`] : [`Your quote: ${link}`]),
  ].join('\n');
  const html = `<!doctype html><html lang="en"><body style="font-family:Arial,sans-serif;color:#1a202c">
<p>Thank you${typeof lead.name === 'string' ? `, ${escapeHtml(lead.name)}` : ''}. ${escapeHtml(siteName)} has your quote.</p>
<p>Reference: <strong>${escapeHtml(reference)}</strong></p>
<p style="white-space:pre-wrap">${escapeHtml(String(lead.items ?? ''))}</p>
<p><strong>Total: ${escapeHtml(String(lead.total ?? ''))}</strong></p>
${steps.length ? `<p>What happens next:</p><ol>${steps.map((s) => `<li>${escapeHtml(s)}</li>`).join('')}</ol>` : ''}
${upi ? `<p><a href="${escapeHtml(upi.link)}">Pay ₹${upi.amount} by UPI</a> (opens your UPI app on a phone)</p>` : ''}
<p><a href="${escapeHtml(link)}">Open your quote</a></p>
</body></html>`;
  const host = new URL(publicUrl).hostname;
  return { to: [String(lead.email)], subject: oneLine(`Your quote ${reference} from ${siteName}`), text, html, replyTo: from, messageId: `<quote-${reference}@${host}>` };
}
