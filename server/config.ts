// Server configuration from environment variables, checked once at start.
// Every bad value gets its own plain message, so an operator fixes them all in one go.
// `.env.example` documents each variable.
import { isIP } from 'node:net';
import { resolve } from 'node:path';

export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
const LOG_LEVELS: readonly LogLevel[] = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

export interface ServerConfig {
  port: number;
  host: string;
  /** Folder holding leads.db. */
  dataDir: string;
  /** The built site (output of `npm run build`). */
  distDir: string;
  /** The site's config folder (site-config/), whose git history the back office shows and publishes to. */
  configDir: string;
  /** The build's cache, shared by `npm run build` and the back office's publishing. */
  buildCacheDir: string;
  /** A git remote (URL or path) published commits are pushed to and developers' commits fetched from. */
  contentRemote: string | undefined;
  /** How often the remote (and the other instances' publishes) are checked, in ms. */
  contentSyncMs: number;
  /** The secret a push hook sends (Authorization: Bearer …) to POST /admin/api/sync; unset = no hook. */
  contentSyncToken: string | undefined;
  /** Form submissions allowed per client IP address within `rateLimitWindowMs`. */
  rateLimitMax: number;
  rateLimitWindowMs: number;
  /** Origins (scheme://host[:port]) allowed to call the API from other sites; empty = same origin only. */
  corsOrigins: string[];
  /** Extra origins the pages may connect to (CSP connect-src), e.g. an API on another host. */
  cspConnectSrc: string[];
  /** Submissions filled faster than this (per the X-Form-Elapsed-Ms header) are stored but flagged as suspected spam. */
  minFillMs: number;
  /** When set, every stored lead is also POSTed to this URL (with retries), signed with `webhookSecret`. */
  webhookUrl: string | undefined;
  webhookSecret: string | undefined;
  logLevel: LogLevel;
  /** Fastify `trustProxy`: false, a hop count, or a list of proxy addresses/CIDRs (never "trust everyone"). */
  trustProxy: false | number | string[];
  /** PostgreSQL connection URL; unset = SQLite in dataDir. */
  databaseUrl: string | undefined;
  /** PostgreSQL schema holding the tables. */
  databaseSchema: string;
  /** PostgreSQL connections per instance. */
  databasePoolSize: number;
  /** A webhook POST not answered within this many ms is a failed attempt (retried). */
  webhookTimeoutMs: number;
  /** How often an idle instance looks for due webhook deliveries (e.g. left by a crashed instance). */
  outboxPollMs: number;
  /** Leads older than this many days are deleted daily; undefined = kept until erased. */
  retentionDays: number | undefined;
  /** Whole-request deadline: headers and body must have arrived within this many ms. */
  requestTimeoutMs: number;
  /** Headers must have arrived within this many ms. */
  headersTimeoutMs: number;
  /** On SIGTERM, in-flight requests get this long before every connection is closed. */
  shutdownGraceMs: number;
  /** The back office at /admin (admin/); ADMIN=off leaves it out entirely. */
  admin: boolean;
  /** The built back-office app (output of `npm run build`). */
  adminDistDir: string;
  /**
   * Where a new back-office password is looked up in the breach list (Pwned Passwords' range API,
   * k-anonymity: 5 hex digits of a SHA-1 leave the server); undefined when PWNED_PASSWORDS_URL=off
   * (the tests: nothing may leave the machine — they answer from a server of their own).
   */
  pwnedPasswordsUrl: string | undefined;
  /** The address people open the site at ("https://www.filingbridge.in"), for links in e-mails and the admin CLI. */
  publicUrl: string;
  /** New-lead e-mail: SMTP server (smtp:// or smtps://, credentials in the URL), sender and team; undefined when off. */
  mail: MailConfig | undefined;
  /**
   * SECRETS_KEY (32 bytes, base64): seals the secrets the back office keeps in the store (the new-lead
   * e-mail's password); without it a key made on first use in DATA_DIR/secrets.key. Set the same on every
   * instance that shares a PostgreSQL store.
   */
  secretsKey: Buffer | undefined;
}

export interface MailConfig {
  /** Secret (it may hold a password): never logged or shown. */
  smtpUrl: string;
  from: string;
  notifyTo: string[];
}

/** A plain e-mail address (no display name, no comments), as the settings accept it. */
export const EMAIL_ADDRESS = /^[^\s@<>(),;:"]+@[^\s@<>(),;:"]+\.[^\s@<>(),;:"]+$/;

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`The server cannot start because of its configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

type Env = Record<string, string | undefined>;

/** Reads and checks the configuration; throws one ConfigError listing every bad value. */
/** loadConfig() for a command: a configuration problem goes to `fail` (which ends the command) in its own words. */
export function loadConfigOr(fail: (message: string) => never, env: Env = process.env): ServerConfig {
  try {
    return loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }
}

export function loadConfig(env: Env = process.env, cwd = process.cwd()): ServerConfig {
  const problems: string[] = [];
  const text = (name: string) => {
    const value = env[name]?.trim();
    return value === '' ? undefined : value;
  };
  const integer = (name: string, fallback: number, min: number, max: number): number => {
    const raw = text(name);
    if (raw === undefined) return fallback;
    const value = Number(raw);
    if (!/^\d+$/.test(raw) || value < min || value > max) {
      problems.push(`${name} must be a whole number from ${min} to ${max} (got "${raw}").`);
      return fallback;
    }
    return value;
  };
  const origins = (name: string): string[] => {
    const raw = text(name);
    if (raw === undefined) return [];
    const list: string[] = [];
    for (const item of raw
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean)) {
      const origin = parseOrigin(item);
      if (origin) list.push(origin);
      else problems.push(`${name}: "${item}" is not an origin; write it like https://www.example.com (scheme and host, no path).`);
    }
    return list;
  };

  const port = integer('PORT', 4173, 0, 65535);
  const host = text('HOST') ?? '0.0.0.0';
  const dataDir = resolve(cwd, text('DATA_DIR') ?? 'data');
  const distDir = resolve(cwd, text('DIST_DIR') ?? 'dist');
  // The same variable the build reads, so the history shown is of the config the site was built from.
  const configDir = resolve(cwd, text('SITE_CONFIG_DIR') ?? 'site-config');
  const buildCacheDir = resolve(cwd, text('SITE_BUILD_CACHE_DIR') ?? '.cache/build');
  const contentRemote = text('CONTENT_REMOTE');
  if (contentRemote !== undefined && (contentRemote.startsWith('-') || /[\0\n]/.test(contentRemote))) problems.push('CONTENT_REMOTE must be a git URL or a folder path.');
  const contentSyncMs = integer('CONTENT_SYNC_MS', 30_000, 1000, 86_400_000);
  const contentSyncToken = text('CONTENT_SYNC_TOKEN');
  if (contentSyncToken !== undefined && contentSyncToken.length < 32)
    problems.push('CONTENT_SYNC_TOKEN must be at least 32 characters (a random secret, e.g. `openssl rand -hex 32`).');
  const rateLimitMax = integer('RATE_LIMIT_MAX', 20, 1, 1_000_000_000);
  const rateLimitWindowMs = integer('RATE_LIMIT_WINDOW_MS', 60_000, 1000, 86_400_000);
  const corsOrigins = origins('CORS_ORIGINS');
  const cspConnectSrc = origins('CSP_CONNECT_SRC');
  const minFillMs = integer('MIN_FILL_MS', 1500, 0, 3_600_000);

  let webhookUrl: string | undefined = text('WEBHOOK_URL');
  if (webhookUrl !== undefined) {
    const url = urlWith(webhookUrl, ['https:', 'http:']);
    if (!url) {
      // The value itself is not echoed: it may carry a token.
      problems.push('WEBHOOK_URL must be an http:// or https:// address.');
      webhookUrl = undefined;
    } else if (url.username || url.password) {
      problems.push(
        'WEBHOOK_URL must not contain a user name or password (user:password@). Remove them: deliveries are authenticated with WEBHOOK_SECRET (see docs/server.md, "Webhook").',
      );
      webhookUrl = undefined;
    }
  }
  const webhookSecret = text('WEBHOOK_SECRET');
  if (webhookUrl !== undefined && (webhookSecret === undefined || webhookSecret.length < 32)) {
    problems.push(
      "WEBHOOK_SECRET must be set to at least 32 characters when WEBHOOK_URL is set (for example the output of `openssl rand -hex 32`); the receiver checks each delivery's signature with it.",
    );
  }

  let databaseUrl = text('DATABASE_URL');
  if (databaseUrl !== undefined && !urlWith(databaseUrl, ['postgres:', 'postgresql:'])) {
    problems.push('DATABASE_URL must be a postgres:// or postgresql:// URL (unset it to keep the leads in SQLite in DATA_DIR).');
    databaseUrl = undefined;
  }
  const databaseSchema = text('DATABASE_SCHEMA') ?? 'public';
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(databaseSchema)) {
    problems.push(`DATABASE_SCHEMA must be lower-case letters, digits and _, starting with a letter or _ (got "${databaseSchema}").`);
  }
  const databasePoolSize = integer('DATABASE_POOL_SIZE', 10, 1, 1000);
  const webhookTimeoutMs = integer('WEBHOOK_TIMEOUT_MS', 10_000, 100, 600_000);
  const outboxPollMs = integer('OUTBOX_POLL_MS', 30_000, 100, 3_600_000);
  const retention = integer('LEAD_RETENTION_DAYS', 0, 0, 36_500);
  const requestTimeoutMs = integer('REQUEST_TIMEOUT_MS', 10_000, 100, 600_000);
  const headersTimeoutMs = Math.min(integer('HEADERS_TIMEOUT_MS', 5_000, 100, 600_000), requestTimeoutMs);
  const shutdownGraceMs = integer('SHUTDOWN_GRACE_MS', 5_000, 0, 60_000);

  const rawAdmin = text('ADMIN') ?? 'on';
  if (rawAdmin !== 'on' && rawAdmin !== 'off') problems.push(`ADMIN must be on or off (got "${rawAdmin}").`);
  const adminDistDir = resolve(cwd, text('ADMIN_DIST_DIR') ?? 'dist-admin');
  const rawPwned = text('PWNED_PASSWORDS_URL') ?? 'https://api.pwnedpasswords.com/';
  if (rawPwned !== 'off' && !/^https?:\/\/[^\s/]+(\/[^\s]*)?$/.test(rawPwned))
    problems.push(`PWNED_PASSWORDS_URL must be off or the address of a Pwned Passwords range API, like https://api.pwnedpasswords.com/ (got "${rawPwned}").`);
  const pwnedPasswordsUrl = rawPwned === 'off' ? undefined : rawPwned.endsWith('/') ? rawPwned : `${rawPwned}/`;
  let publicUrl = `http://localhost:${port}`;
  const rawPublicUrl = text('PUBLIC_URL');
  if (rawPublicUrl !== undefined) {
    const origin = parseOrigin(rawPublicUrl.replace(/\/+$/, ''));
    if (origin) publicUrl = origin;
    else problems.push(`PUBLIC_URL must be the address people open the site at, like https://www.filingbridge.in (scheme and host, no path; got "${rawPublicUrl}").`);
  }
  const mail = mailSettings(text('SMTP_URL'), text('MAIL_FROM'), text('LEAD_NOTIFY_TO'), problems);
  const secretsKeyText = text('SECRETS_KEY');
  const secretsKey = secretsKeyText === undefined ? undefined : Buffer.from(secretsKeyText, 'base64');
  if (secretsKey && secretsKey.length !== 32) problems.push('SECRETS_KEY must be 32 random bytes in base64 (make one with: openssl rand -base64 32). It is not echoed.');

  let logLevel: LogLevel = 'info';
  const rawLevel = text('LOG_LEVEL');
  if (rawLevel !== undefined) {
    if ((LOG_LEVELS as readonly string[]).includes(rawLevel)) logLevel = rawLevel as LogLevel;
    else problems.push(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')} (got "${rawLevel}").`);
  }

  let trustProxy: ServerConfig['trustProxy'] = false;
  const rawProxy = text('TRUST_PROXY');
  if (rawProxy !== undefined && rawProxy !== 'false') {
    const list = rawProxy
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    if (rawProxy === 'true') {
      problems.push(
        "TRUST_PROXY=true would let any client forge X-Forwarded-For and escape the rate limit. Give your proxy's addresses or CIDR ranges (127.0.0.1,10.0.0.0/8) or the number of proxy hops in front of the server (1).",
      );
    } else if (/^\d+$/.test(rawProxy)) {
      if (Number(rawProxy) < 1 || Number(rawProxy) > 10) problems.push(`TRUST_PROXY hop count must be from 1 to 10 (got "${rawProxy}").`);
      else trustProxy = Number(rawProxy);
    } else {
      const bad = list.filter((item) => !isAddressOrCidr(item));
      if (bad.length > 0 || list.length === 0) {
        problems.push(
          `TRUST_PROXY must be false, a number of proxy hops, or a comma list of proxy IP addresses/CIDR ranges (not valid: ${bad.map((b) => `"${b}"`).join(', ') || `"${rawProxy}"`}).`,
        );
      } else trustProxy = list;
    }
  }

  if (problems.length > 0) throw new ConfigError(problems);
  return {
    port,
    host,
    dataDir,
    distDir,
    configDir,
    buildCacheDir,
    contentRemote,
    contentSyncMs,
    contentSyncToken,
    rateLimitMax,
    rateLimitWindowMs,
    corsOrigins,
    cspConnectSrc,
    minFillMs,
    webhookUrl,
    logLevel,
    trustProxy,
    webhookSecret: webhookUrl === undefined ? undefined : webhookSecret,
    databaseUrl,
    databaseSchema,
    databasePoolSize,
    webhookTimeoutMs,
    outboxPollMs,
    retentionDays: retention === 0 ? undefined : retention,
    requestTimeoutMs,
    headersTimeoutMs,
    shutdownGraceMs,
    admin: rawAdmin !== 'off',
    adminDistDir,
    pwnedPasswordsUrl,
    publicUrl,
    mail,
    secretsKey,
  };
}

/** SMTP_URL, MAIL_FROM and LEAD_NOTIFY_TO: all three or none. The URL is never echoed (it may hold a password). */
function mailSettings(smtpUrl: string | undefined, from: string | undefined, to: string | undefined, problems: string[]): MailConfig | undefined {
  if (smtpUrl === undefined && from === undefined && to === undefined) return undefined;
  const before = problems.length;
  if (smtpUrl === undefined) problems.push('SMTP_URL must be set when MAIL_FROM or LEAD_NOTIFY_TO is (for example smtps://user:password@smtp.example.com:465).');
  else {
    const url = urlWith(smtpUrl, ['smtp:', 'smtps:']);
    if (!url?.hostname) {
      problems.push('SMTP_URL must be an smtp:// or smtps:// address with a host, for example smtps://user:password@smtp.example.com:465.');
    }
  }
  if (from === undefined || !EMAIL_ADDRESS.test(from))
    problems.push(`MAIL_FROM must be the e-mail address new-lead e-mails are sent from, like leads@filingbridge.in${from ? ` (got "${from}")` : ''}.`);
  const notifyTo = (to ?? '')
    .split(',')
    .map((a) => a.trim())
    .filter(Boolean);
  const bad = notifyTo.filter((a) => !EMAIL_ADDRESS.test(a));
  if (notifyTo.length === 0) problems.push('LEAD_NOTIFY_TO must list the e-mail addresses that receive new leads, separated by commas.');
  else if (bad.length) problems.push(`LEAD_NOTIFY_TO: ${bad.map((a) => `"${a}"`).join(', ')} ${bad.length === 1 ? 'is not an e-mail address' : 'are not e-mail addresses'}.`);
  if (problems.length > before) return undefined;
  return { smtpUrl: smtpUrl!, from: from!, notifyTo };
}

/** The value as a URL with one of `protocols` ("https:"), or undefined (no URL, or another scheme). */
function urlWith(value: string, protocols: string[]): URL | undefined {
  try {
    const url = new URL(value);
    return protocols.includes(url.protocol) ? url : undefined;
  } catch {
    return undefined;
  }
}

/** "https://Example.com/" → "https://example.com"; anything with a path, query or other scheme → undefined. */
function parseOrigin(value: string): string | undefined {
  const url = urlWith(value, ['https:', 'http:']);
  if (!url) return undefined;
  return url.pathname !== '/' || url.search || url.hash || url.username || url.password ? undefined : url.origin;
}

/** "10.0.0.1", "::1", "10.0.0.0/8", "fd00::/8". */
function isAddressOrCidr(item: string): boolean {
  const [address, bits, ...rest] = item.split('/');
  const version = isIP(address ?? '');
  if (version === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (version === 4 ? 32 : 128);
}
