// Starts the real production server (main/start.ts) as a child process, for the crash test and
// `npm run bench:api`. One process (node --import tsx), so a signal reaches the server itself.
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { ROOT_DIR } from '../engine/config/schema-files.ts';

export interface ServerProcess {
  child: ChildProcess;
  url: string;
  /** Everything the server wrote to stdout/stderr so far. */
  output(): string;
  /** Resolves with the exit code (or signal name) once the process has ended. */
  exited: Promise<number | string>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

export async function startServerProcess(env: Record<string, string>, timeoutMs = 20_000): Promise<ServerProcess> {
  const port = env.PORT ?? String(await freePort());
  const child = spawn(join(ROOT_DIR, 'node_modules/.bin/node'), ['--import', 'tsx', 'main/start.ts'], {
    cwd: ROOT_DIR,
    env: { ...process.env, HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env, PORT: port },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | string>((resolve) => child.once('exit', (code, signal) => resolve(code ?? signal ?? -1)));
  const url = `http://127.0.0.1:${port}`;

  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`The server exited during start:\n${output}`);
    try {
      const res = await fetch(url + '/', { signal: AbortSignal.timeout(1000) });
      await res.body?.cancel();
      break;
    } catch {
      if (Date.now() > deadline) {
        child.kill('SIGKILL');
        throw new Error(`The server did not answer within ${timeoutMs} ms:\n${output}`);
      }
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  return { child, url, output: () => output, exited };
}
