// New-lead e-mail: each stored lead is mailed to LEAD_NOTIFY_TO through the mail outbox (a row per
// lead, written with the lead), so a mail server that is down delays the message and loses nothing,
// a restart picks up where it stopped, and the visitor's 201 never waits for it. The message is made
// when it is sent, from the lead as stored: an erased lead is never mailed afterwards.
import type { LeadStore, StoredLead } from './db/store.ts';
import { leadFields, formLabels } from './form-labels.ts';
import { oneLine, type Mailer, type OutgoingMail } from './mail.ts';
import { startDeliveryLoop, type LoopOptions, type OutboxDelivery } from './outbox.ts';
import { EMAIL_ADDRESS } from './config.ts';
import { escapeHtml } from '../engine/html.ts';
import { formatIst } from '../engine/calendar/dates.ts';

/** The e-mail for one lead; `publicUrl` makes the links ("https://www.filingbridge.in"). */
export function leadMail(lead: StoredLead, publicUrl: string, to: string[], siteName = 'FilingBridge'): OutgoingMail {
  const labels = formLabels(lead.form);
  const fields = leadFields(lead.form, lead.payload, publicUrl);
  const p = lead.payload;
  const who =
    [p.firstName, p.lastName].filter((v) => typeof v === 'string' && v).join(' ') || (typeof p.name === 'string' && p.name) || (typeof p.email === 'string' && p.email) || '';
  const about = typeof p.service === 'string' ? p.service : typeof p.company === 'string' ? p.company : typeof p.subject === 'string' ? p.subject : '';
  const subject = oneLine(`New ${labels.title.toLowerCase()}${about ? `: ${about}` : ''}${who ? ` — ${who}` : ''}`);
  const link = `${publicUrl}/admin/leads/${lead.id}`;
  const when = `${formatIst(lead.createdAt)} IST`; // "25 Nov 2026, 4:05 pm IST"
  const from = lead.page ? `${publicUrl}${lead.page}` : 'not known';
  const spam = lead.suspectedSpam ? `Marked as possible spam: sent ${lead.fillMs === null ? 'by a program' : `${(lead.fillMs / 1000).toFixed(1)} s after the form appeared`}.` : '';

  const text = [
    `A new ${labels.title.toLowerCase()} arrived on ${siteName} at ${when}.`,
    `Sent from: ${from}`,
    spam,
    '',
    ...fields.map(([label, value, href]) => `${label}: ${href ?? value}`),
    '',
    `Open it in the back office: ${link}`,
  ]
    .filter((line, i, all) => line !== '' || all[i - 1] !== '')
    .join('\n');
  const rows = fields
    .map(
      ([label, value, href]) =>
        `<tr><th align="left" valign="top" style="padding:4px 12px 4px 0">${escapeHtml(label)}</th><td style="padding:4px 0;white-space:pre-wrap">${href ? `<a href="${escapeHtml(href)}">${escapeHtml(value)}</a>` : escapeHtml(value)}</td></tr>`,
    )
    .join('');
  const html = `<!doctype html><html lang="en"><body style="font-family:Arial,sans-serif;color:#1a202c">
<p>A new ${escapeHtml(labels.title.toLowerCase())} arrived on ${escapeHtml(siteName)} at ${escapeHtml(when)}.</p>
<p>Sent from: ${lead.page ? `<a href="${escapeHtml(from)}">${escapeHtml(from)}</a>` : 'not known'}</p>
${spam ? `<p><strong>${escapeHtml(spam)}</strong></p>` : ''}
<table role="presentation" style="border-collapse:collapse">${rows}</table>
<p><a href="${escapeHtml(link)}">Open it in the back office</a></p>
</body></html>`;
  const replyTo = typeof p.email === 'string' && EMAIL_ADDRESS.test(p.email) ? p.email : undefined;
  const host = new URL(publicUrl).hostname;
  return { to, subject, text, html, replyTo, messageId: `<lead-${lead.id}@${host}>` };
}

export function startLeadMail(store: LeadStore, mailer: Mailer, options: LoopOptions & { publicUrl: string; siteName?: string }): OutboxDelivery {
  return startDeliveryLoop(store, 'mail', options, {
    what: 'e-mail',
    // A message the SMTP server may already have taken is let finish on shutdown: never sent twice.
    abortInFlight: false,
    scrub: (text) => mailer.scrub(text),
    send: (lead, signal) => mailer.send(leadMail(lead, options.publicUrl, mailer.notifyTo, options.siteName), signal),
  });
}
