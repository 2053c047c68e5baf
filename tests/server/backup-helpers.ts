// Shared set-up for the backup tests (the restore drill, erasures across instances): a site started as
// the server starts it (the production config loader, the store, buildApp), a content repository, and
// leads posted as visitors post them.
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { buildApp } from '../../server/app.ts';
import { loadConfig, type ServerConfig } from '../../server/config.ts';
import { openStore } from '../../server/db/open-store.ts';
import type { LeadStore } from '../../server/db/store.ts';

export const PICTURE = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

export interface Site {
  app: FastifyInstance;
  store: LeadStore;
  config: ServerConfig;
  close(): Promise<void>;
}

/** Starts sites over the built site `dist` and the back office's bundle: `env` is read by the production config loader. */
export function siteStarter(dist: string, bundle: string): (env: Record<string, string>) => Promise<Site> {
  return async (env) => {
    const config = loadConfig({ DIST_DIR: dist, ADMIN_DIST_DIR: bundle, LOG_LEVEL: 'silent', RATE_LIMIT_MAX: '100000', ...env });
    const store = await openStore(config, { outbox: false });
    const app = await buildApp(config, { store });
    await app.ready();
    return {
      app,
      store,
      config,
      async close() {
        await app.close();
        await store.close();
      },
    };
  };
}

export const git = (cwd: string, ...args: string[]) => execFileSync('git', args, { cwd, encoding: 'utf8' }).trim();

/** A content repository: site-config/ with a page and a picture, two commits, a tag and a second branch. */
export function makeContent(root: string): { configDir: string; published: string } {
  const configDir = join(root, 'site-config');
  mkdirSync(join(configDir, 'images/team'), { recursive: true });
  git(root, 'init', '-q', '-b', 'main');
  writeFileSync(join(configDir, 'site.json'), '{"name":"FilingBridge"}\n');
  git(root, 'add', '-A');
  git(root, '-c', 'user.name=Dev Team', '-c', 'user.email=dev@filingbridge.in', 'commit', '-q', '-m', 'The site');
  git(root, 'tag', 'v1');
  writeFileSync(join(configDir, 'images/team/priya-sharma.png'), PICTURE);
  git(root, 'add', '-A');
  git(root, '-c', 'user.name=Priya Shah', '-c', 'user.email=priya@filingbridge.in', 'commit', '-q', '-m', 'Picture team/priya-sharma.png');
  git(root, 'branch', 'drafts-archive', 'v1');
  return { configDir, published: git(root, 'rev-parse', 'HEAD') };
}

export const refsOf = (root: string) => git(root, 'for-each-ref', '--format=%(refname) %(objectname)');

export const newsletter = (app: FastifyInstance, email: string) =>
  app.inject({ method: 'POST', url: '/api/newsletter', payload: { email, consent: 'Yes' }, headers: { 'content-type': 'application/json', 'x-form-elapsed-ms': '9000' } });

/** A newsletter sign-up, as a visitor sends it; its lead's id. */
export async function postLead(app: FastifyInstance, email: string): Promise<string> {
  const res = await newsletter(app, email);
  expect(res.statusCode).toBe(201);
  return res.json<{ id: string }>().id;
}
