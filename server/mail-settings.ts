// The new-lead e-mail's mail server: from the environment (SMTP_URL, MAIL_FROM, LEAD_NOTIFY_TO — a
// deployment's settings win) or set by an administrator on the back office's settings page and kept in
// the store (the `meta` table) with the password sealed (secrets.ts): it is never shown again, only
// replaced. `MailSwitch` is the one mailer everything sends through (new leads, the quote's copy to the
// visitor, password links, the test e-mail): it follows the saved settings, read again every 30 s so
// that settings saved on one instance reach them all, and tells the store whether new leads are to be
// e-mailed (no outbox rows pile up while no mail server is set).
import { EMAIL_ADDRESS } from './config.ts';
import type { LeadStore } from './db/store.ts';
import { createMailer, type Mailer, type OutgoingMail } from './mail.ts';
import { SecretUnreadableError, type SecretBox } from './secrets.ts';

/** What an administrator sets (the password apart: it is sent, sealed, and never returned). */
export interface MailServerSettings {
  host: string;
  port: number;
  /** "tls": encrypted from the start (usually port 465); "starttls": upgraded after connecting (587). */
  security: 'tls' | 'starttls';
  /** The mail account's user name ('' for a server that takes mail without signing in). */
  user: string;
  from: string;
  notifyTo: string[];
}

interface StoredSettings extends MailServerSettings {
  /** Sealed (secrets.ts), or null without a password. */
  password: string | null;
  savedBy: string;
  savedAt: number;
}

/** The saved settings as the settings page shows them: whether a password is kept, never the password. */
export type ShownSettings = MailServerSettings & { passwordSaved: boolean; savedBy: string; savedAt: number };

export type MailSource = 'environment' | 'back office';

export const MAIL_REFRESH_MS = 30_000;

/** Field → message for what an administrator typed, in the settings page's words; empty when all is well. */
export function mailSettingsProblems(input: MailServerSettings, password: string | undefined, passwordSaved: boolean): Record<string, string> {
  const problems: Record<string, string> = {};
  if (!/^(?=.{1,253}$)[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/i.test(input.host)) {
    problems.host = 'Mail server must be a host name like smtp.zoho.in (no https://, no spaces).';
  }
  if (!Number.isInteger(input.port) || input.port < 1 || input.port > 65535) problems.port = 'Port must be a number from 1 to 65535 (usually 465 or 587).';
  if (!EMAIL_ADDRESS.test(input.from)) problems.from = 'Sent from must be an e-mail address like leads@filingbridge.in.';
  const bad = input.notifyTo.filter((a) => !EMAIL_ADDRESS.test(a));
  if (input.notifyTo.length === 0) problems.notifyTo = 'Send new leads to must list at least one e-mail address.';
  else if (bad.length)
    problems.notifyTo = `Send new leads to: ${bad.map((a) => `"${a}"`).join(', ')} ${bad.length === 1 ? 'is not an e-mail address' : 'are not e-mail addresses'}.`;
  else if (input.notifyTo.length > 10) problems.notifyTo = 'Send new leads to may list at most 10 addresses.';
  if (input.user && !password && !passwordSaved) problems.password = 'Password is empty: write the mail account’s password (it is kept sealed and never shown again).';
  return problems;
}

export class MailSwitch implements Mailer {
  #stored: { mailer: Mailer; settings: StoredSettings } | undefined;
  #problem: string | null = null;
  /** The saved settings as last read (unchanged: nothing to do). */
  #text: string | null | undefined;
  #timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly env: Mailer | undefined,
    private readonly store: LeadStore,
    private readonly box: () => SecretBox,
    private readonly options: { timeoutMs?: number; onError?: (error: unknown) => void } = {},
  ) {}

  get source(): MailSource | null {
    return this.env ? 'environment' : this.#stored ? 'back office' : null;
  }

  /** The mailer in use, or undefined while no mail server is set. */
  get current(): Mailer | undefined {
    return this.env ?? this.#stored?.mailer;
  }

  /** Why the saved settings are not in use (their password cannot be read with this server's key), or null. */
  get problem(): string | null {
    return this.#problem;
  }

  async saved(): Promise<ShownSettings | null> {
    const stored = await this.read();
    if (!stored) return null;
    const { password, ...shown } = stored;
    return { ...shown, passwordSaved: password !== null };
  }

  /** Reads the saved settings again and follows them; every MAIL_REFRESH_MS with watch(). */
  async refresh(): Promise<void> {
    if (this.env) {
      this.store.queueMail(true);
      return;
    }
    const text = await this.store.setting('mail_settings');
    if (text === this.#text) return;
    this.#text = text;
    const stored = text ? (JSON.parse(text) as StoredSettings) : null;
    const previous = this.#stored;
    this.#stored = undefined;
    this.#problem = null;
    if (stored) {
      try {
        const password = stored.password === null ? '' : this.box().open(stored.password);
        const auth = stored.user ? `${encodeURIComponent(stored.user)}:${encodeURIComponent(password)}@` : '';
        const smtpUrl = `${stored.security === 'tls' ? 'smtps' : 'smtp'}://${auth}${stored.host}:${stored.port}`;
        this.#stored = { mailer: createMailer({ smtpUrl, from: stored.from, notifyTo: stored.notifyTo }, this.options), settings: stored };
      } catch (error) {
        if (!(error instanceof SecretUnreadableError)) throw error;
        this.#problem = `${error.message} Write the mail account’s password again and save.`;
      }
    }
    previous?.mailer.close();
    this.store.queueMail(this.#stored !== undefined);
  }

  /** Saves what an administrator set (a blank password keeps the saved one) and uses it at once. */
  async save(settings: MailServerSettings, password: string | undefined, savedBy: string, savedAt: number): Promise<void> {
    const before = await this.read();
    const sealed = password ? this.box().seal(password) : settings.user ? (before?.password ?? null) : null;
    const stored: StoredSettings = { ...settings, password: sealed, savedBy, savedAt };
    await this.store.saveSetting('mail_settings', JSON.stringify(stored));
    await this.refresh();
  }

  /** Forgets the saved settings: new leads are no longer e-mailed. */
  async switchOff(): Promise<void> {
    await this.store.saveSetting('mail_settings', null);
    await this.refresh();
  }

  /** Follows settings saved on other instances. */
  watch(): void {
    this.#timer ??= setInterval(() => this.refresh().catch((error: unknown) => this.options.onError?.(error)), MAIL_REFRESH_MS);
    this.#timer.unref();
  }

  private async read(): Promise<StoredSettings | null> {
    const text = await this.store.setting('mail_settings');
    return text ? (JSON.parse(text) as StoredSettings) : null;
  }

  // The Mailer contract, through whichever mailer is in use.
  get from(): string {
    return this.current?.from ?? '';
  }

  get notifyTo(): string[] {
    return this.current?.notifyTo ?? [];
  }

  describe() {
    const current = this.current;
    if (!current) throw new Error('E-mail is not set up.');
    return current.describe();
  }

  async send(mail: OutgoingMail, signal?: AbortSignal): Promise<void> {
    const current = this.current;
    if (!current) throw new Error('E-mail is not set up: an administrator sets the mail server on the back office’s settings page.');
    await current.send(mail, signal);
  }

  scrub(text: string): string {
    const once = this.env ? this.env.scrub(text) : text;
    return this.#stored ? this.#stored.mailer.scrub(once) : once;
  }

  close(): void {
    clearInterval(this.#timer);
    this.#stored?.mailer.close();
  }
}
