// What runs for a new lead, decided in one place: which queues a stored lead joins (the store writes
// the queue rows in the lead's own transaction, so nothing is lost if the process stops) and the
// workers that empty them.
// - The webhook (WEBHOOK_URL): every lead is posted, signed, to the firm's own system (outbox.ts).
// - New-lead e-mail: to the team, through the mail server of the environment (SMTP_URL) or the one an
//   administrator sets in the back office (mail-settings.ts switches the queue on and off with it).
// `main/start.ts` opens the store with `leadQueues`, `buildApp` starts the workers with
// `startLeadDeliveries`, and the form API only says that a lead was stored (`wake`).
import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from './config.ts';
import type { LeadStore, QueueOptions } from './db/store.ts';
import { startOutboxDelivery } from './outbox.ts';
import { createMailer, type Mailer } from './mail.ts';
import { startLeadMail } from './lead-mail.ts';
import { MailSwitch } from './mail-settings.ts';
import { secretBoxFor } from './secrets.ts';

/** The queues a new lead joins from the start: the webhook's when one is set, the e-mail's when the environment names a mail server. */
export function leadQueues(config: Pick<ServerConfig, 'webhookUrl' | 'mail'>): QueueOptions {
  return { outbox: config.webhookUrl !== undefined, mail: config.mail !== undefined };
}

export interface LeadDeliveries {
  /** The mail server in use (the environment's, or the back office's), for every e-mail the app sends. */
  mail: MailSwitch;
  /** A lead was stored: deliver it now rather than at the next idle check. */
  wake(): void;
}

/** Starts the workers of every queue a lead joins; they stop when the app closes. */
export async function startLeadDeliveries(
  app: FastifyInstance,
  config: ServerConfig,
  services: { store: LeadStore; mailer?: Mailer; mailRetryBaseMs?: number },
): Promise<LeadDeliveries> {
  const { store } = services;
  const webhook =
    config.webhookUrl === undefined
      ? undefined
      : startOutboxDelivery(store, {
          url: config.webhookUrl,
          secret: config.webhookSecret ?? '',
          log: app.log,
          timeoutMs: config.webhookTimeoutMs,
          idleCheckMs: config.outboxPollMs,
        });
  const envMailer = config.mail ? (services.mailer ?? createMailer(config.mail)) : undefined;
  const mail = new MailSwitch(envMailer, store, () => secretBoxFor(config), { onError: (err) => app.log.warn({ err }, 'reading the mail settings failed') });
  await mail.refresh().catch((err: unknown) => app.log.warn({ err }, 'reading the mail settings failed'));
  mail.watch();
  const leadMail = startLeadMail(store, mail, { log: app.log, idleCheckMs: config.outboxPollMs, publicUrl: config.publicUrl, baseDelayMs: services.mailRetryBaseMs });
  app.addHook('onClose', async () => {
    await Promise.all([webhook?.stop(), leadMail.stop()]);
    mail.close();
    if (!services.mailer) envMailer?.close();
  });
  return {
    mail,
    wake: () => {
      webhook?.wake();
      leadMail.wake();
    },
  };
}
