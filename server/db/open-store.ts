// Chooses the lead store from the configuration: PostgreSQL when DATABASE_URL is set, otherwise
// SQLite in DATA_DIR. Both run their start-up checks and throw StoreStartError with a plain message.
import type { ServerConfig } from '../config.ts';
import { StoreStartError, type LeadStore } from './store.ts';
import { openSqliteStore } from './sqlite-store.ts';

export async function openStore(
  config: Pick<ServerConfig, 'dataDir' | 'databaseUrl'>,
  options: { outbox: boolean; migrate?: boolean },
): Promise<LeadStore> {
  if (config.databaseUrl !== undefined) {
    throw new StoreStartError('DATABASE_URL is set, but this version of the server stores leads only in SQLite. Unset DATABASE_URL.');
  }
  return openSqliteStore(config.dataDir, options);
}
