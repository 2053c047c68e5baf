import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadConfig, ConfigError } from '../../server/config.ts';
import { ROOT_DIR } from '../../engine/config/schema-files.ts';

describe('server configuration from the environment', () => {
  it('has working defaults', () => {
    expect(loadConfig({}, '/srv/site')).toEqual({
      port: 4173,
      host: '0.0.0.0',
      dataDir: '/srv/site/data',
      distDir: '/srv/site/dist',
      configDir: '/srv/site/site-config',
      buildCacheDir: '/srv/site/.cache/build',
      contentRemote: undefined,
      contentSyncMs: 30_000,
      contentSyncToken: undefined,
      rateLimitMax: 20,
      rateLimitWindowMs: 60_000,
      corsOrigins: [],
      cspConnectSrc: [],
      minFillMs: 1500,
      webhookUrl: undefined,
      webhookSecret: undefined,
      logLevel: 'info',
      trustProxy: false,
      databaseUrl: undefined,
      databaseSchema: 'public',
      databasePoolSize: 10,
      webhookTimeoutMs: 10_000,
      outboxPollMs: 30_000,
      retentionDays: undefined,
      requestTimeoutMs: 10_000,
      headersTimeoutMs: 5_000,
      shutdownGraceMs: 5_000,
      admin: true,
      adminDistDir: '/srv/site/dist-admin',
      pwnedPasswordsUrl: 'https://api.pwnedpasswords.com/',
      publicUrl: 'http://localhost:4173',
      mail: undefined,
    });
  });

  it('reads every variable', () => {
    const config = loadConfig(
      {
        PORT: '8080',
        HOST: '127.0.0.1',
        DATA_DIR: '/var/lib/leads',
        DIST_DIR: 'build',
        SITE_CONFIG_DIR: '/srv/content/site-config',
        SITE_BUILD_CACHE_DIR: '/var/cache/site-build',
        CONTENT_REMOTE: '/srv/git/site.git',
        CONTENT_SYNC_MS: '5000',
        CONTENT_SYNC_TOKEN: 's'.repeat(40),
        RATE_LIMIT_MAX: '5',
        RATE_LIMIT_WINDOW_MS: '30000',
        CORS_ORIGINS: 'https://www.filingbridge.in, https://Partner.example/',
        CSP_CONNECT_SRC: 'https://api.filingbridge.in',
        MIN_FILL_MS: '0',
        WEBHOOK_URL: 'https://hooks.example/leads?token=x',
        WEBHOOK_SECRET: 'a'.repeat(64),
        LOG_LEVEL: 'warn',
        TRUST_PROXY: '10.0.0.0/8, 127.0.0.1',
        DATABASE_URL: 'postgres://leads@db.internal:5432/leads?sslmode=require',
        DATABASE_SCHEMA: 'leads_eu',
        DATABASE_POOL_SIZE: '20',
        WEBHOOK_TIMEOUT_MS: '5000',
        OUTBOX_POLL_MS: '2000',
        LEAD_RETENTION_DAYS: '180',
        REQUEST_TIMEOUT_MS: '8000',
        HEADERS_TIMEOUT_MS: '3000',
        SHUTDOWN_GRACE_MS: '2000',
        ADMIN: 'off',
        ADMIN_DIST_DIR: 'admin-build',
        PWNED_PASSWORDS_URL: 'off',
        PUBLIC_URL: 'https://www.filingbridge.in/',
        SMTP_URL: 'smtps://leads:pw@smtp.example.com:465',
        MAIL_FROM: 'leads@filingbridge.in',
        LEAD_NOTIFY_TO: 'sales@filingbridge.in, owner@filingbridge.in',
      },
      '/srv/site',
    );
    expect(config).toEqual({
      port: 8080,
      host: '127.0.0.1',
      dataDir: '/var/lib/leads',
      distDir: '/srv/site/build',
      configDir: '/srv/content/site-config',
      buildCacheDir: '/var/cache/site-build',
      contentRemote: '/srv/git/site.git',
      contentSyncMs: 5000,
      contentSyncToken: 's'.repeat(40),
      rateLimitMax: 5,
      rateLimitWindowMs: 30_000,
      corsOrigins: ['https://www.filingbridge.in', 'https://partner.example'],
      cspConnectSrc: ['https://api.filingbridge.in'],
      minFillMs: 0,
      webhookUrl: 'https://hooks.example/leads?token=x',
      webhookSecret: 'a'.repeat(64),
      logLevel: 'warn',
      trustProxy: ['10.0.0.0/8', '127.0.0.1'],
      databaseUrl: 'postgres://leads@db.internal:5432/leads?sslmode=require',
      databaseSchema: 'leads_eu',
      databasePoolSize: 20,
      webhookTimeoutMs: 5000,
      outboxPollMs: 2000,
      retentionDays: 180,
      requestTimeoutMs: 8000,
      headersTimeoutMs: 3000,
      shutdownGraceMs: 2000,
      admin: false,
      adminDistDir: '/srv/site/admin-build',
      pwnedPasswordsUrl: undefined,
      publicUrl: 'https://www.filingbridge.in',
      mail: { smtpUrl: 'smtps://leads:pw@smtp.example.com:465', from: 'leads@filingbridge.in', notifyTo: ['sales@filingbridge.in', 'owner@filingbridge.in'] },
    });
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '::1, fd00::/8' }).trustProxy).toEqual(['::1', 'fd00::/8']);
  });

  it('lists one clear message per bad value', () => {
    let error: unknown;
    try {
      loadConfig({
        PORT: 'eighty',
        RATE_LIMIT_MAX: '0',
        RATE_LIMIT_WINDOW_MS: '10',
        CORS_ORIGINS: 'https://ok.example, www.example.com, https://x.example/path',
        MIN_FILL_MS: '-1',
        WEBHOOK_URL: 'ftp://files.example',
        LOG_LEVEL: 'loud',
        TRUST_PROXY: 'yes please, 10.0.0.0/33',
        DATABASE_URL: 'mysql://db',
        LEAD_RETENTION_DAYS: '-5',
      });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).problems).toEqual([
      'PORT must be a whole number from 0 to 65535 (got "eighty").',
      'RATE_LIMIT_MAX must be a whole number from 1 to 1000000000 (got "0").',
      'RATE_LIMIT_WINDOW_MS must be a whole number from 1000 to 86400000 (got "10").',
      'CORS_ORIGINS: "www.example.com" is not an origin; write it like https://www.example.com (scheme and host, no path).',
      'CORS_ORIGINS: "https://x.example/path" is not an origin; write it like https://www.example.com (scheme and host, no path).',
      'MIN_FILL_MS must be a whole number from 0 to 3600000 (got "-1").',
      'WEBHOOK_URL must be an http:// or https:// address.',
      'DATABASE_URL must be a postgres:// or postgresql:// URL (unset it to keep the leads in SQLite in DATA_DIR).',
      'LEAD_RETENTION_DAYS must be a whole number from 0 to 36500 (got "-5").',
      'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent (got "loud").',
      'TRUST_PROXY must be false, a number of proxy hops, or a comma list of proxy IP addresses/CIDR ranges (not valid: "yes please", "10.0.0.0/33").',
    ]);
    expect((error as Error).message).toMatch(/^The server cannot start because of its configuration:\n {2}- PORT must be/);
  });

  it('refuses TRUST_PROXY=true: any client could forge X-Forwarded-For', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(
      "TRUST_PROXY=true would let any client forge X-Forwarded-For and escape the rate limit. Give your proxy's addresses or CIDR ranges (127.0.0.1,10.0.0.0/8) or the number of proxy hops in front of the server (1).",
    );
  });

  it('refuses credentials in WEBHOOK_URL without echoing them, and needs a WEBHOOK_SECRET', () => {
    let error: unknown;
    try {
      loadConfig({ WEBHOOK_URL: 'https://user:hunter2@hooks.example/leads' });
    } catch (e) {
      error = e;
    }
    expect((error as ConfigError).problems).toEqual([
      'WEBHOOK_URL must not contain a user name or password (user:password@). Remove them: deliveries are authenticated with WEBHOOK_SECRET (see docs/server.md, "Webhook").',
    ]);
    expect((error as Error).message).not.toContain('hunter2');
    expect(() => loadConfig({ WEBHOOK_URL: 'https://hooks.example/leads', WEBHOOK_SECRET: 'short' })).toThrow(
      'WEBHOOK_SECRET must be set to at least 32 characters when WEBHOOK_URL is set',
    );
  });

  it('takes the new-lead e-mail only from an smtp:// or smtps:// address with a host', () => {
    const mail = { MAIL_FROM: 'leads@filingbridge.in', LEAD_NOTIFY_TO: 'team@filingbridge.in' };
    const problemsOf = (smtpUrl: string) => {
      try {
        loadConfig({ ...mail, SMTP_URL: smtpUrl });
      } catch (e) {
        return (e as ConfigError).problems;
      }
      return [];
    };
    const wrong = ['SMTP_URL must be an smtp:// or smtps:// address with a host, for example smtps://user:password@smtp.example.com:465.'];
    for (const smtpUrl of ['https://smtp.example.com', 'smtp.example.com:465', 'smtps://']) expect(problemsOf(smtpUrl), smtpUrl).toEqual(wrong);
    expect(loadConfig({ ...mail, SMTP_URL: 'smtps://leads:secret@smtp.example.com:465' }).mail).toEqual({
      smtpUrl: 'smtps://leads:secret@smtp.example.com:465',
      from: 'leads@filingbridge.in',
      notifyTo: ['team@filingbridge.in'],
    });
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ PORT: '', WEBHOOK_URL: ' ' }).port).toBe(4173);
  });
});

describe('.env.example', () => {
  it('documents every variable with its default value', () => {
    const text = readFileSync(join(ROOT_DIR, '.env.example'), 'utf8');
    const env = Object.fromEntries(
      text
        .split('\n')
        .filter((line) => /^[A-Z_]+=/.test(line))
        .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
    );
    const names = Object.keys(env).sort();
    expect(loadConfig(env, '/srv/site')).toEqual(loadConfig({}, '/srv/site'));
    // Every variable the loader reads is in the file.
    const source = readFileSync(join(ROOT_DIR, 'server/config.ts'), 'utf8');
    const read = [...source.matchAll(/(?:text|integer|origins)\('([A-Z_]+)'/g)].map((m) => m[1]!);
    expect([...new Set(read)].sort()).toEqual(names);
  });
});
