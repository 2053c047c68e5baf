// The real server process (main/start.ts): a store unusable at start ends it with one plain
// message; a database deleted under it gives 503 until a restart; request deadlines close slow
// clients with a JSON 408; SIGTERM closes slow connections within the grace period.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { spawn } from 'node:child_process';
import { chmodSync, chownSync, mkdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { dirname, join } from 'node:path';
import { startServerProcess, type ServerProcess } from '../../scripts/server-process.ts';
import { ROOT_DIR } from '../../engine/config/schema-files.ts';
import { makeDist, tempDir, VALID_PARTNERSHIP } from './helpers.ts';

// Real processes under load on a shared machine: slow is fine, wrong is not.
vi.setConfig({ testTimeout: 120_000 });
let dist: string;
const dirs: string[] = [];
const running: ServerProcess[] = [];
// Some tests run the server as an unprivileged user (uid 65534), which must be able to reach the
// project: a checkout inside a private folder (mktemp -d makes them 0700) gets search permission for
// "others" on each folder above it for the duration of this file, and its old mode back afterwards.
const opened: { dir: string; mode: number }[] = [];
beforeAll(() => {
  dist = makeDist();
  for (let dir = ROOT_DIR; dir !== dirname(dir); dir = dirname(dir)) {
    const mode = statSync(dir).mode & 0o7777;
    if (!(mode & 0o001)) {
      chmodSync(dir, mode | 0o001);
      opened.push({ dir, mode });
    }
  }
});
afterAll(() => {
  for (const server of running) if (server.child.exitCode === null) server.child.kill('SIGKILL');
  for (const dir of [dist, ...dirs]) rmSync(dir, { recursive: true, force: true });
  for (const { dir, mode } of opened) chmodSync(dir, mode);
});
function dataDir() {
  const dir = tempDir('process-data-');
  dirs.push(dir);
  return dir;
}
async function start(env: Record<string, string>) {
  const server = await startServerProcess({ DIST_DIR: dist, RATE_LIMIT_MAX: '1000', LOG_LEVEL: 'info', ...env }, 40_000);
  running.push(server);
  return server;
}

/** Runs main/start.ts expecting it to exit; resolves with its exit code and everything it wrote. */
function runToExit(env: Record<string, string>, options: { uid?: number; gid?: number } = {}) {
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    const child = spawn(join(ROOT_DIR, 'node_modules/.bin/node'), ['--import', 'tsx', 'main/start.ts'], {
      cwd: ROOT_DIR,
      env: { ...process.env, HOST: '127.0.0.1', PORT: '0', DIST_DIR: dist, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
      ...options,
    });
    let output = '';
    child.stdout.on('data', (c) => (output += c));
    child.stderr.on('data', (c) => (output += c));
    const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
    // A process that cannot even start (no permission to run node) must fail the test, not hang it.
    child.on('error', (error) => {
      clearTimeout(timer);
      resolve({ code: null, output: String(error) });
    });
  });
}

function post(url: string) {
  return fetch(url + '/api/partnership', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(VALID_PARTNERSHIP) });
}

describe('a lead store unusable at start', () => {
  it('a corrupted leads.db: exit 1 with one plain line, never "listening"', async () => {
    const dir = dataDir();
    writeFileSync(join(dir, 'leads.db'), 'this is not a database '.repeat(300));
    const { code, output } = await runToExit({ DATA_DIR: dir });
    expect(code).toBe(1);
    expect(output).toBe(`The lead store ${join(dir, 'leads.db')} is not usable: file is not a database. Restore leads.db from a backup or free the disk, then start again.\n`);
  });

  it('a data folder the server user cannot write: exit 1 with one plain line', async () => {
    const dir = dataDir();
    const data = join(dir, 'data');
    mkdirSync(data);
    chmodSync(dir, 0o755); // root's; the server runs as "nobody" (uid 65534)
    chmodSync(data, 0o755);
    const { code, output } = await runToExit({ DATA_DIR: data }, { uid: 65534, gid: 65534 });
    expect(code).toBe(1);
    expect(output).toBe(
      `Cannot open the lead store ${join(data, 'leads.db')}: EACCES: permission denied, open '${join(data, 'leads.db')}'. Check that DATA_DIR exists, is writable by this user, and holds a leads.db written by this server (or none).\n`,
    );
  });

  it('a leads.db the server can open but not write (read-only file in a read-only folder): exit 1', async () => {
    const dir = dataDir();
    const data = join(dir, 'data');
    await runToExit({ DATA_DIR: data, DIST_DIR: '/nonexistent' }); // creates and migrates leads.db, then stops (no site)
    chmodSync(dir, 0o755);
    chmodSync(data, 0o755);
    chmodSync(join(data, 'leads.db'), 0o644);
    chownSync(join(data, 'leads.db'), 0, 0);
    const { code, output } = await runToExit({ DATA_DIR: data }, { uid: 65534, gid: 65534 });
    expect(code).toBe(1);
    expect(output).toMatch(/^Cannot open the lead store .*leads\.db: EACCES: permission denied.*\n$/);
    expect(output.split('\n')).toHaveLength(2);
  });
});

describe('leads.db deleted under the running server', () => {
  it('answers 503 (never 201) until restarted; the restart creates leads.db and answers 201', async () => {
    const dir = dataDir();
    const first = await start({ DATA_DIR: dir });
    expect((await post(first.url)).status).toBe(201);
    for (const suffix of ['', '-wal', '-shm']) rmSync(join(dir, 'leads.db' + suffix), { force: true });
    const statuses = [];
    for (let i = 0; i < 5; i++) {
      const res = await post(first.url);
      statuses.push(res.status);
      expect(res.headers.get('retry-after')).toBe('60');
      expect(await res.json()).toEqual({ error: 'store_unavailable', message: 'We cannot save forms right now and nothing was saved. Please try again in a few minutes.' });
    }
    expect(statuses).toEqual([503, 503, 503, 503, 503]);
    expect((await fetch(first.url + '/readyz')).status).toBe(503);
    // The child's log reaches this process through a pipe, a moment after the answer: wait for it.
    await expect.poll(() => first.output()).toContain('"msg":"lead store unavailable"');
    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);

    const second = await start({ DATA_DIR: dir });
    expect((await fetch(second.url + '/readyz')).status).toBe(200);
    expect((await post(second.url)).status).toBe(201);
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);
  });
});

/** Opens a raw connection; resolves with everything the server sends until it closes the connection. */
function rawConnection(url: string) {
  const { port } = new URL(url);
  const socket: Socket = connect(Number(port), '127.0.0.1');
  let received = '';
  socket.on('data', (c) => (received += c));
  const closed = new Promise<{ received: string; at: number }>((resolve) => {
    socket.on('close', () => resolve({ received, at: Date.now() }));
    socket.on('error', () => {});
  });
  return { socket, closed };
}

describe('deadlines', () => {
  it('a body trickling in one byte at a time is cut off at REQUEST_TIMEOUT_MS with a JSON 408', async () => {
    const server = await start({ DATA_DIR: dataDir(), REQUEST_TIMEOUT_MS: '1500', HEADERS_TIMEOUT_MS: '1000' });
    try {
      const { socket, closed } = rawConnection(server.url);
      const started = Date.now();
      socket.write('POST /api/partnership HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 200\r\n\r\n{');
      const drip = setInterval(() => socket.writable && socket.write(' '), 200);
      const { received, at } = await closed;
      clearInterval(drip);
      expect(at - started).toBeGreaterThanOrEqual(1400);
      expect(at - started).toBeLessThan(8000);
      expect(received).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/);
      expect(received).toContain('Content-Type: application/json; charset=utf-8');
      expect(received.slice(received.indexOf('\r\n\r\n') + 4)).toBe('{"error":"request_timeout","message":"The request took too long to arrive; send it again."}');
    } finally {
      server.child.kill('SIGTERM');
      await server.exited;
    }
  });

  it('headers that never finish are cut off at HEADERS_TIMEOUT_MS', async () => {
    const server = await start({ DATA_DIR: dataDir(), REQUEST_TIMEOUT_MS: '5000', HEADERS_TIMEOUT_MS: '1000' });
    try {
      const { socket, closed } = rawConnection(server.url);
      const started = Date.now();
      socket.write('POST /api/partnership HTTP/1.1\r\nHost: x\r\n');
      const { received, at } = await closed;
      expect(at - started).toBeLessThan(4500);
      expect(received).toMatch(/^HTTP\/1\.1 408 /);
    } finally {
      server.child.kill('SIGTERM');
      await server.exited;
    }
  });

  it('malformed HTTP gets the same JSON error shape', async () => {
    const server = await start({ DATA_DIR: dataDir() });
    try {
      const { socket, closed } = rawConnection(server.url);
      socket.write('THIS IS NOT HTTP\r\n\r\n');
      const { received } = await closed;
      expect(received).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/);
      expect(received.slice(received.indexOf('\r\n\r\n') + 4)).toBe('{"error":"bad_request","message":"The request is not valid HTTP."}');
    } finally {
      server.child.kill('SIGTERM');
      await server.exited;
    }
  });

  it('SIGTERM with a slow client connected: exits 0 within SHUTDOWN_GRACE_MS, closing it', async () => {
    const server = await start({ DATA_DIR: dataDir(), REQUEST_TIMEOUT_MS: '60000', SHUTDOWN_GRACE_MS: '1000' });
    const { socket, closed } = rawConnection(server.url);
    socket.write('POST /api/partnership HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 200\r\n\r\n{');
    const idle = rawConnection(server.url); // an idle keep-alive connection is closed at once
    // The server has taken both connections in (and the slow request's headers) once it has answered a
    // request sent after them: connections are accepted, and their data read, in the order they came.
    await Promise.all([socket, idle.socket].map((s) => new Promise((r) => (s.connecting ? s.once('connect', r) : r(undefined)))));
    expect((await fetch(server.url + '/healthz')).status).toBe(200);
    const signalled = Date.now();
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    const took = Date.now() - signalled;
    expect(took).toBeGreaterThanOrEqual(900);
    expect(took).toBeLessThan(6000); // the grace period, plus a slow machine's margin — not the 10 s of before
    await closed;
    await idle.closed;
    expect(server.output()).toContain('shutdown grace period over: closing the remaining connections');
  });
});
