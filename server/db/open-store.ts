// Chooses the lead store from the configuration: PostgreSQL when DATABASE_URL is set, otherwise
// SQLite in DATA_DIR. Both run their start-up checks and throw StoreStartError with a plain message.
import type { ServerConfig } from '../config.ts';
import type { LeadStore, QueueOptions } from './store.ts';
import { openSqliteStore, type SqliteStore } from './sqlite-store.ts';
import type { PostgresStore } from './postgres-store.ts';
import type { BackOfficeStore } from './back-office.ts';
import type { ContentStore } from './content-store.ts';

export async function openStore(config: Pick<ServerConfig, 'dataDir' | 'databaseUrl' | 'databaseSchema' | 'databasePoolSize'>, options: QueueOptions): Promise<LeadStore> {
  if (config.databaseUrl !== undefined) {
    const { openPostgresStore } = await import('./postgres-store.ts');
    return openPostgresStore(config.databaseUrl, { ...options, schema: config.databaseSchema, poolSize: config.databasePoolSize });
  }
  return openSqliteStore(config.dataDir, options);
}

/** The back office's store over the same database as the leads (the same SQLite file or PostgreSQL pool). */
export async function backOfficeFor(store: LeadStore): Promise<BackOfficeStore> {
  if ('db' in store) {
    const { createSqliteBackOffice } = await import('./back-office-sqlite.ts');
    return createSqliteBackOffice((store as SqliteStore).db);
  }
  const { createPostgresBackOffice } = await import('./back-office-postgres.ts');
  return createPostgresBackOffice((store as PostgresStore).pool);
}

/** The content store (drafts, leases, scheduled publishes, the live version) over the same database as the leads. */
export async function contentStoreFor(store: LeadStore): Promise<ContentStore> {
  if ('db' in store) {
    const { createSqliteContentStore } = await import('./content-store-sqlite.ts');
    return createSqliteContentStore((store as SqliteStore).db);
  }
  const { createPostgresContentStore } = await import('./content-store-postgres.ts');
  const pg = store as PostgresStore;
  return createPostgresContentStore(pg.pool, pg.schema);
}
