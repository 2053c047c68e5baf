// Process start: read the environment, open and check the lead store, listen, and shut down gracefully.
//
// Start: a configuration problem or a lead store that cannot be opened, migrated, checked or written
// ends the process with one plain message (no stack trace) — a server that listens but can only
// answer 500 to every form would be worse.
// Shutdown (SIGTERM/SIGINT): stop accepting connections and close idle ones at once, let in-flight
// requests finish for up to SHUTDOWN_GRACE_MS (5 s), then close every remaining connection (slow or
// stalled clients), stop webhook delivery and close the store. A second signal, or a shutdown taking
// longer than SHUTDOWN_GRACE_MS + 5 s, exits at once.
import { loadConfig, ConfigError, type ServerConfig } from '../server/config.ts';
import { openStore } from '../server/db/open-store.ts';
import { StoreStartError, type LeadStore } from '../server/db/store.ts';
import { buildApp } from '../server/app.ts';
import { leadQueues } from '../server/deliveries.ts';
import { startRetention } from '../server/retention.ts';
import { BackupConfigError, loadBackupConfig, startBackups, type BackupConfig } from '../backup/schedule.ts';

let config: ServerConfig;
let store: LeadStore;
let backupConfig: BackupConfig;
try {
  config = loadConfig();
  backupConfig = loadBackupConfig(process.env, config.dataDir);
  store = await openStore(config, leadQueues(config));
} catch (error) {
  if (error instanceof ConfigError || error instanceof StoreStartError || error instanceof BackupConfigError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}

const app = await buildApp(config, { store }).catch(async (error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  await store.close();
  process.exit(1);
});
const retention = config.retentionDays === undefined ? undefined : startRetention(store, config.retentionDays, app.log);
// Scheduled backups (BACKUP_DIR + BACKUP_EVERY) and the erasure log a restore applies: backup/README.md.
const backups = await startBackups(config, backupConfig, store, app.log);

let shuttingDown = false;
async function shutdown(signal: NodeJS.Signals) {
  if (shuttingDown) {
    app.log.warn({ signal }, 'second signal, exiting now');
    process.exit(1);
  }
  shuttingDown = true;
  app.log.info({ signal, graceMs: config.shutdownGraceMs }, 'shutting down: finishing in-flight requests');
  const grace = setTimeout(() => {
    app.log.warn('shutdown grace period over: closing the remaining connections');
    app.server.closeAllConnections();
  }, config.shutdownGraceMs);
  const deadline = setTimeout(() => {
    app.log.error('shutdown took too long, exiting');
    process.exit(1);
  }, config.shutdownGraceMs + 5000);
  grace.unref();
  deadline.unref();
  try {
    retention?.stop();
    backups?.stop();
    await app.close();
    await store.close();
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
  await store.close();
  process.exit(1);
}
