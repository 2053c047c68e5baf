// Chooses the lead store from the configuration: PostgreSQL when DATABASE_URL is set, otherwise
// SQLite in DATA_DIR. Both run their start-up checks and throw StoreStartError with a plain message.
import type { ServerConfig } from '../config.ts';
import type { LeadStore } from './store.ts';
import { openSqliteStore } from './sqlite-store.ts';

export async function openStore(config: Pick<ServerConfig, 'dataDir' | 'databaseUrl' | 'databaseSchema' | 'databasePoolSize'>, options: { outbox: boolean }): Promise<LeadStore> {
  if (config.databaseUrl !== undefined) {
    const { openPostgresStore } = await import('./postgres-store.ts');
    return openPostgresStore(config.databaseUrl, { ...options, schema: config.databaseSchema, poolSize: config.databasePoolSize });
  }
  return openSqliteStore(config.dataDir, options);
}
