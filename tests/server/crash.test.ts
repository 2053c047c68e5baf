// The real server as a child process: kill -9 under load loses no acknowledged lead, and SIGTERM
// lets in-flight requests finish before the process exits.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rmSync } from 'node:fs';
import { openDatabase } from '../../server/db/database.ts';
import { startServerProcess, type ServerProcess } from '../../scripts/server-process.ts';
import { makeDist, tempDir, VALID_PARTNERSHIP } from './helpers.ts';

let dist: string;
let dataDir: string;
const running: ServerProcess[] = [];
beforeAll(() => {
  dist = makeDist();
  dataDir = tempDir('crash-data-');
});
afterAll(() => {
  for (const server of running) if (server.child.exitCode === null) server.child.kill('SIGKILL');
  rmSync(dist, { recursive: true, force: true });
  rmSync(dataDir, { recursive: true, force: true });
});

async function start() {
  const server = await startServerProcess({ DIST_DIR: dist, DATA_DIR: dataDir, RATE_LIMIT_MAX: '1000000' }, 40_000);
  running.push(server);
  return server;
}

/** Keeps `connections` POST loops running until `stop()`; records the id of every 201 with the marker it sent. */
function load(url: string, connections: number) {
  const acknowledged = new Map<string, string>();
  const statuses = new Map<number | string, number>();
  let stopped = false;
  let sequence = 0;
  const loops = Array.from({ length: connections }, async () => {
    while (!stopped) {
      const marker = `lead-${sequence++}`;
      try {
        const res = await fetch(url + '/api/partnership', {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-form-elapsed-ms': '6000' },
          body: JSON.stringify({ ...VALID_PARTNERSHIP, message: marker }),
        });
        statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
        if (res.status === 201) acknowledged.set(((await res.json()) as { id: string }).id, marker);
        else await res.body?.cancel();
      } catch {
        statuses.set('network error', (statuses.get('network error') ?? 0) + 1);
        if (stopped) return;
        await new Promise((r) => setTimeout(r, 20));
      }
    }
  });
  return {
    acknowledged,
    statuses,
    async stop() {
      stopped = true;
      await Promise.all(loops);
    },
  };
}

/** Waits until `count` leads were acknowledged (or 15 s passed, on a very busy machine). */
async function waitForAcks(traffic: { acknowledged: Map<string, string> }, count: number) {
  const end = Date.now() + 15_000;
  while (traffic.acknowledged.size < count && Date.now() < end) await new Promise((r) => setTimeout(r, 10));
}

// Child processes on a shared 2-core machine can be slow to start; give these tests more time.
describe('crash safety', { timeout: 90_000 }, () => {
  it('SIGKILL under load loses no lead that was answered 201', async () => {
    const first = await start();
    const traffic = load(first.url, 24);
    await waitForAcks(traffic, 300);
    first.child.kill('SIGKILL');
    expect(await first.exited).toBe('SIGKILL');
    await traffic.stop();
    expect(traffic.statuses.get('network error')).toBeGreaterThan(0); // requests were in flight when it died

    // Restart on the same DATA_DIR: the server starts and keeps taking leads.
    const second = await start();
    const after = await fetch(second.url + '/api/newsletter', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'after.crash@example.in', consent: 'Yes' }),
    });
    expect(after.status).toBe(201);
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);

    const db = openDatabase(dataDir);
    try {
      const find = db.prepare('SELECT payload FROM leads WHERE id = ?');
      const lost = [...traffic.acknowledged].filter(([id, marker]) => {
        const row = find.get(id) as { payload: string } | undefined;
        return !row || (JSON.parse(row.payload) as { message: string }).message !== marker;
      });
      expect(traffic.acknowledged.size).toBeGreaterThanOrEqual(100);
      expect(lost).toEqual([]);
      expect(db.prepare('PRAGMA integrity_check').get()).toEqual({ integrity_check: 'ok' });
    } finally {
      db.close();
    }
  });

  it('SIGTERM finishes in-flight requests, closes the database and exits 0', async () => {
    const server = await start();
    const traffic = load(server.url, 16);
    await waitForAcks(traffic, 100);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    await traffic.stop();
    expect(server.output()).not.toMatch(/"level":50/); // no errors logged
    // Every answer was a 201 or a refusal after closing started; nothing failed half-way.
    for (const status of traffic.statuses.keys()) expect([201, 503, 'network error']).toContain(status);
    const db = openDatabase(dataDir);
    try {
      const find = db.prepare('SELECT 1 AS ok FROM leads WHERE id = ?');
      expect([...traffic.acknowledged.keys()].filter((id) => !find.get(id))).toEqual([]);
    } finally {
      db.close();
    }
  });
});
