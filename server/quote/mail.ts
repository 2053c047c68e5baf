// The visitor's copy of a sent quote: the reference, every item with its cost in all, the total, what
// happens next and, when site.json names a UPI ID and the total is one figure, the payment request.
import { escapeHtml } from '../../engine/html.ts';
import type { OutgoingMail } from '../mail.ts';
import { oneLine } from '../mail.ts';
import { priceQuote } from '../../engine/rules/quote.ts';
import { siteToday } from '../../engine/calendar/dates.ts';
import { readQuoteQuery, sentHref, upiRequest, type QuoteData } from './quote.ts';
import { quoteMailText, type FormWords, type QuoteMailKey } from '../../engine/form-words.ts';
import { fallbackMarksToHtml, withoutFallbackMarks } from '../../engine/i18n/fallback-html.ts';

export function visitorQuoteMail(lead: Record<string, unknown>, data: QuoteData | undefined, publicUrl: string, from: string, words?: FormWords): OutgoingMail {
  const reference = String(lead.reference);
  const siteName = data?.site.name ?? 'us';
  const read = data ? readQuoteQuery(String(lead.quote ?? ''), data) : undefined;
  const priced = data && read ? priceQuote(read.items, data.catalog, data.rules, siteToday()) : undefined;
  const upi = data && priced ? upiRequest(data, priced, reference) : undefined;
  const link = `${publicUrl}${read ? sentHref(reference, read.items, false) : '/quote'}`;
  const steps = data?.nextSteps ?? [];
  // In the language the quote was sent in (engine/form-words.ts); a text not translated yet is English (lang="en" in the HTML).
  const say = (key: QuoteMailKey, values?: Record<string, string | number>) => quoteMailText(words, key, values);
  const plain = (text: string) => withoutFallbackMarks(text);
  const html = (text: string) => fallbackMarksToHtml(escapeHtml(text)).html;
  const name = typeof lead.name === 'string' && lead.name ? lead.name : undefined;
  const thanks = name ? say('thanksNamed', { name, site: siteName }) : say('thanks', { site: siteName });
  const text = [
    plain(thanks),
    '',
    `${plain(say('reference'))}: ${reference}`,
    '',
    String(lead.items ?? ''),
    '',
    `${plain(say('total'))}: ${String(lead.total ?? '')}`,
    '',
    ...(steps.length ? [plain(say('nextSteps')), ...steps.map((s, i) => `${i + 1}. ${s}`), ''] : []),
    ...(upi ? [plain(say('payByUpi', { amount: upi.amount, link: upi.link })), plain(say('scanQr', { link }))] : [plain(say('yourQuote', { link }))]),
  ].join('\n');
  const body = `<!doctype html><html lang="${escapeHtml(words?.language ?? 'en')}"><body style="font-family:Arial,sans-serif;color:#1a202c">
<p>${html(thanks)}</p>
<p>${html(say('reference'))}: <strong>${escapeHtml(reference)}</strong></p>
<p style="white-space:pre-wrap">${escapeHtml(String(lead.items ?? ''))}</p>
<p><strong>${html(say('total'))}: ${escapeHtml(String(lead.total ?? ''))}</strong></p>
${steps.length ? `<p>${html(say('nextSteps'))}</p><ol>${steps.map((s) => `<li>${escapeHtml(s)}</li>`).join('')}</ol>` : ''}
${upi ? `<p><a href="${escapeHtml(upi.link)}">${html(say('payLink', { amount: upi.amount }))}</a> ${html(say('payLinkNote'))}</p>` : ''}
<p><a href="${escapeHtml(link)}">${html(say('openQuote'))}</a></p>
</body></html>`;
  const host = new URL(publicUrl).hostname;
  return {
    to: [String(lead.email)],
    subject: oneLine(plain(say('subject', { reference, site: siteName }))),
    text,
    html: body,
    replyTo: from,
    messageId: `<quote-${reference}@${host}>`,
  };
}
