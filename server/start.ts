// Process start: read the environment, open the lead store, listen, and shut down gracefully.
// On SIGTERM/SIGINT the server stops accepting connections, lets in-flight requests finish
// (app.close), stops webhook delivery, then closes the database. A second signal, or a shutdown
// taking longer than SHUTDOWN_TIMEOUT_MS, exits at once.
import { loadConfig, ConfigError, type ServerConfig } from './config.ts';
import { openDatabase } from './db/database.ts';
import { buildApp } from './app.ts';

const SHUTDOWN_TIMEOUT_MS = 10_000;

let config: ServerConfig;
try {
  config = loadConfig();
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}

const db = openDatabase(config.dataDir);
const app = await buildApp(config, { db }).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  db.close();
  process.exit(1);
});

let shuttingDown = false;
async function shutdown(signal: NodeJS.Signals) {
  if (shuttingDown) {
    app.log.warn({ signal }, 'second signal, exiting now');
    process.exit(1);
  }
  shuttingDown = true;
  app.log.info({ signal }, 'shutting down: finishing in-flight requests');
  const timer = setTimeout(() => {
    app.log.error('shutdown took too long, exiting');
    process.exit(1);
  }, SHUTDOWN_TIMEOUT_MS);
  timer.unref();
  try {
    await app.close();
    db.close();
    app.log.info('shutdown complete');
    process.exit(0);
  } catch (error) {
    app.log.error({ err: error }, 'shutdown failed');
    process.exit(1);
  }
}
process.on('SIGTERM', shutdown);
process.on('SIGINT', shutdown);

try {
  await app.listen({ port: config.port, host: config.host });
} catch (error) {
  app.log.error({ err: error }, 'could not start listening');
  db.close();
  process.exit(1);
}
