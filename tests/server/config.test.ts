import { describe, expect, it } from 'vitest';
import { loadConfig, ConfigError } from '../../server/config.ts';

describe('server configuration from the environment', () => {
  it('has working defaults', () => {
    expect(loadConfig({}, '/srv/site')).toEqual({
      port: 4173,
      host: '0.0.0.0',
      dataDir: '/srv/site/data',
      distDir: '/srv/site/dist',
      rateLimitMax: 20,
      rateLimitWindowMs: 60_000,
      corsOrigins: [],
      cspConnectSrc: [],
      minFillMs: 1500,
      webhookUrl: undefined,
      logLevel: 'info',
      trustProxy: false,
    });
  });

  it('reads every variable', () => {
    const config = loadConfig(
      {
        PORT: '8080',
        HOST: '127.0.0.1',
        DATA_DIR: '/var/lib/leads',
        DIST_DIR: 'build',
        RATE_LIMIT_MAX: '5',
        RATE_LIMIT_WINDOW_MS: '30000',
        CORS_ORIGINS: 'https://www.filingbridge.in, https://Partner.example/',
        CSP_CONNECT_SRC: 'https://api.filingbridge.in',
        MIN_FILL_MS: '0',
        WEBHOOK_URL: 'https://hooks.example/leads?token=x',
        LOG_LEVEL: 'warn',
        TRUST_PROXY: '10.0.0.0/8, 127.0.0.1',
      },
      '/srv/site',
    );
    expect(config).toEqual({
      port: 8080,
      host: '127.0.0.1',
      dataDir: '/var/lib/leads',
      distDir: '/srv/site/build',
      rateLimitMax: 5,
      rateLimitWindowMs: 30_000,
      corsOrigins: ['https://www.filingbridge.in', 'https://partner.example'],
      cspConnectSrc: ['https://api.filingbridge.in'],
      minFillMs: 0,
      webhookUrl: 'https://hooks.example/leads?token=x',
      logLevel: 'warn',
      trustProxy: ['10.0.0.0/8', '127.0.0.1'],
    });
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
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
        TRUST_PROXY: 'yes please',
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
      'WEBHOOK_URL must be an http:// or https:// address (got "ftp://files.example").',
      'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent (got "loud").',
      'TRUST_PROXY must be true, false, a number of proxy hops, or a comma list of proxy IP addresses/CIDR ranges (got "yes please").',
    ]);
    expect((error as Error).message).toMatch(/^The server cannot start because of its configuration:\n {2}- PORT must be/);
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ PORT: '', WEBHOOK_URL: ' ' }).port).toBe(4173);
  });
});
