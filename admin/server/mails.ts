// The back office's own e-mails: an invitation and a password reset link.
import type { User } from '../../server/db/back-office.ts';
import { escapeHtml } from '../../engine/html.ts';
import type { OutgoingMail } from '../../server/mail.ts';

export function passwordLinkMail(user: User, link: string, purpose: 'invite' | 'reset', siteName: string): OutgoingMail {
  const intro =
    purpose === 'invite'
      ? `You have been invited to the ${siteName} back office. Choose your password with this link:`
      : `Someone (we hope you) asked to choose a new password for the ${siteName} back office. Use this link to do so:`;
  const after =
    purpose === 'invite'
      ? 'The link works once, for 24 hours. If it has expired, ask an administrator for a new one.'
      : 'The link works once, for 24 hours. If you did not ask for it, ignore this e-mail: your password stays as it is.';
  return {
    to: [user.email],
    subject: purpose === 'invite' ? `Your ${siteName} back-office account` : `Choose a new ${siteName} back-office password`,
    text: `Hello ${user.name},\n\n${intro}\n\n${link}\n\n${after}\n`,
    html: `<!doctype html><html lang="en"><body style="font-family:Arial,sans-serif"><p>Hello ${escapeHtml(user.name)},</p><p>${escapeHtml(intro)}</p><p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p><p>${escapeHtml(after)}</p></body></html>`,
  };
}
