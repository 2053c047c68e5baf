// Schema migrations, tracked with PRAGMA user_version: migration N (1-based) has run when
// user_version >= N. Each runs in its own transaction together with the version bump, so a crash
// mid-migration leaves the previous version intact. Append new migrations; never edit old ones.
import type { DatabaseSync } from 'node:sqlite';
import { transaction } from './transaction.ts';

export const MIGRATIONS: readonly string[] = [
  /* 1: leads, webhook outbox, and a per-database salt for hashing client IP addresses. */ `
  CREATE TABLE meta (
    key   TEXT PRIMARY KEY,
    value TEXT NOT NULL
  ) STRICT;
  INSERT INTO meta (key, value) VALUES ('ip_hash_salt', lower(hex(randomblob(32))));

  CREATE TABLE leads (
    id              TEXT PRIMARY KEY,
    form            TEXT NOT NULL,
    payload         TEXT NOT NULL CHECK (json_valid(payload)),
    created_at      TEXT NOT NULL,
    ip_hash         TEXT,
    suspected_spam  INTEGER NOT NULL DEFAULT 0 CHECK (suspected_spam IN (0, 1)),
    fill_ms         INTEGER,
    idempotency_key TEXT,
    UNIQUE (form, idempotency_key)
  ) STRICT;
  CREATE INDEX leads_created_at ON leads (created_at);

  CREATE TABLE outbox (
    id              INTEGER PRIMARY KEY,
    lead_id         TEXT NOT NULL UNIQUE REFERENCES leads (id),
    attempts        INTEGER NOT NULL DEFAULT 0,
    next_attempt_at INTEGER NOT NULL,
    delivered_at    INTEGER,
    last_error      TEXT
  ) STRICT;
  CREATE INDEX outbox_due ON outbox (next_attempt_at) WHERE delivered_at IS NULL;
  `,
];

export function schemaVersion(db: DatabaseSync): number {
  return Number((db.prepare('PRAGMA user_version').get() as { user_version: number }).user_version);
}

export function migrate(db: DatabaseSync) {
  const current = schemaVersion(db);
  if (current > MIGRATIONS.length) {
    throw new Error(`leads.db has schema version ${current}, newer than this server knows (${MIGRATIONS.length}). Update the server.`);
  }
  for (let version = current + 1; version <= MIGRATIONS.length; version++) {
    transaction(db, () => {
      db.exec(MIGRATIONS[version - 1]!);
      db.exec(`PRAGMA user_version = ${version}`);
    });
  }
}
