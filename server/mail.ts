// Sending e-mail through the SMTP server of SMTP_URL (nodemailer). Used for new-lead e-mails
// (server/lead-mail.ts, through the outbox) and by the back office (password links, the test e-mail).
//
// The URL may carry a user name and password: it is parsed here once and never logged, stored or
// shown; error texts are scrubbed of it before anyone sees them.
import type { Transporter } from 'nodemailer';
import type { MailConfig } from './config.ts';

export interface OutgoingMail {
  to: string[];
  subject: string;
  text: string;
  html: string;
  /** A stable id (RFC 5322 Message-ID), so a message sent again after a crash is recognised as the same one. */
  messageId?: string;
  replyTo?: string;
}

export interface Mailer {
  readonly from: string;
  readonly notifyTo: string[];
  /** What the settings page may show: server, port, whether TLS is used from the start. Never the credentials. */
  describe(): { host: string; port: number; secure: boolean; user: string | null };
  send(mail: OutgoingMail, signal?: AbortSignal): Promise<void>;
  /** Error text without the SMTP URL, user name or password. */
  scrub(text: string): string;
  close(): void;
}

export function createMailer(config: MailConfig, options: { timeoutMs?: number } = {}): Mailer {
  const url = new URL(config.smtpUrl);
  const secure = url.protocol === 'smtps:';
  const port = url.port ? Number(url.port) : secure ? 465 : 587;
  const user = url.username ? decodeURIComponent(url.username) : '';
  const pass = url.password ? decodeURIComponent(url.password) : '';
  const timeout = options.timeoutMs ?? 20_000;
  // nodemailer is loaded with the first e-mail sent, not at start: a sixth of a second of every server
  // start (and every test file that builds the app), most of which never send one.
  let transport: Promise<Transporter> | undefined;
  const transporter = () =>
    (transport ??= import('nodemailer').then(({ createTransport }) =>
      createTransport({
        host: url.hostname,
        port,
        secure,
        auth: user ? { user, pass } : undefined,
        connectionTimeout: timeout,
        greetingTimeout: timeout,
        socketTimeout: timeout,
        logger: false,
        debug: false,
      }),
    ));
  const secrets = [config.smtpUrl, pass, encodeURIComponent(pass), url.password].filter((s) => s.length >= 3);

  return {
    from: config.from,
    notifyTo: config.notifyTo,
    describe: () => ({ host: url.hostname, port, secure, user: user || null }),
    async send(mail, signal) {
      if (signal?.aborted) throw new Error('stopped');
      await (await transporter()).sendMail({
        from: config.from,
        to: mail.to,
        subject: oneLine(mail.subject),
        text: mail.text,
        html: mail.html,
        messageId: mail.messageId,
        replyTo: mail.replyTo,
        // Only what we wrote: no attachments, no remote content, no data: URLs taken from input.
        disableFileAccess: true,
        disableUrlAccess: true,
      });
    },
    scrub(text) {
      let out = text;
      for (const secret of secrets) out = out.split(secret).join('[secret]');
      return out;
    },
    close: () => void transport?.then((t) => t.close()),
  };
}

/** A header value on one line, without control characters, at most 200 characters. */
export function oneLine(text: string): string {
  const line = text
    .replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return line.length > 200 ? `${line.slice(0, 199)}…` : line;
}
