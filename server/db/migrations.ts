// Schema migrations, tracked with PRAGMA user_version: migration N (1-based) has run when
// user_version >= N. Each runs in its own transaction together with the version bump, so a crash
// mid-migration leaves the previous version intact. Append new migrations; never edit old ones.
import type { DatabaseSync } from 'node:sqlite';
import { transaction } from './transaction.ts';

/** The inbox's search text of rows stored before it existed (new rows get it from leadSearchText). */
const SEARCH_SQL = `lower(trim(
  coalesce(json_extract(payload, '$.firstName'), '') || ' ' || coalesce(json_extract(payload, '$.lastName'), '') || ' ' ||
  coalesce(json_extract(payload, '$.name'), '') || ' ' || coalesce(json_extract(payload, '$.email'), '') || ' ' ||
  coalesce(json_extract(payload, '$.company'), '') || ' ' || coalesce(json_extract(payload, '$.phone'), '') || ' ' ||
  replace(replace(replace(replace(coalesce(json_extract(payload, '$.phone'), ''), ' ', ''), '-', ''), '+', ''), '(', '')))`;

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
  /* 2: the back office (admin/): what the inbox filters leads by, people and their sign-in, the audit
        log, each lead's history, and the new-lead e-mail queue. */ `
  ALTER TABLE leads ADD COLUMN page TEXT;
  ALTER TABLE leads ADD COLUMN service TEXT;
  ALTER TABLE leads ADD COLUMN search TEXT NOT NULL DEFAULT '';
  ALTER TABLE leads ADD COLUMN status TEXT NOT NULL DEFAULT 'new' CHECK (status IN ('new', 'contacted', 'qualified', 'won', 'lost'));
  ALTER TABLE leads ADD COLUMN assignee TEXT;
  UPDATE leads SET service = json_extract(payload, '$.service'), search = ${SEARCH_SQL};
  CREATE INDEX leads_status_created ON leads (status, created_at);
  CREATE INDEX leads_form_created ON leads (form, created_at);
  CREATE INDEX leads_service_created ON leads (service, created_at);
  CREATE INDEX leads_assignee_created ON leads (assignee, created_at);
  -- The inbox's substring search through a trigram index. Rows are found by lead id, so the index
  -- stays right even if a VACUUM renumbers the leads' rowids; it is kept by triggers, and an erased
  -- lead's text leaves it with the lead (secure_delete overwrites both).
  CREATE VIRTUAL TABLE leads_search USING fts5(lead_id UNINDEXED, search, tokenize = 'trigram');
  INSERT INTO leads_search (rowid, lead_id, search) SELECT rowid, id, search FROM leads;
  CREATE TRIGGER leads_search_insert AFTER INSERT ON leads BEGIN
    INSERT INTO leads_search (rowid, lead_id, search) VALUES (new.rowid, new.id, new.search);
  END;
  CREATE TRIGGER leads_search_delete AFTER DELETE ON leads BEGIN
    -- Only when the rowids no longer match (after a VACUUM): find the lead's row by its id (a scan).
    DELETE FROM leads_search WHERE (SELECT NOT EXISTS (SELECT 1 FROM leads_search WHERE rowid = old.rowid AND lead_id = old.id)) AND lead_id = old.id;
    DELETE FROM leads_search WHERE rowid = old.rowid AND lead_id = old.id;
  END;

  CREATE TABLE users (
    id              TEXT PRIMARY KEY,
    email           TEXT NOT NULL UNIQUE,
    name            TEXT NOT NULL,
    role            TEXT NOT NULL CHECK (role IN ('sales', 'editor', 'publisher', 'admin')),
    status          TEXT NOT NULL CHECK (status IN ('invited', 'active', 'disabled')),
    password_hash   TEXT,
    totp_secret     TEXT,
    totp_last_step  INTEGER,
    created_at      INTEGER NOT NULL,
    updated_at      INTEGER NOT NULL,
    last_sign_in_at INTEGER
  ) STRICT;

  CREATE TABLE password_tokens (
    token_hash TEXT PRIMARY KEY,
    user_id    TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    purpose    TEXT NOT NULL CHECK (purpose IN ('invite', 'reset')),
    created_at INTEGER NOT NULL,
    expires_at INTEGER NOT NULL,
    used_at    INTEGER
  ) STRICT;

  CREATE TABLE sessions (
    id_hash      TEXT PRIMARY KEY,
    user_id      TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    stage        TEXT NOT NULL CHECK (stage IN ('second-factor', 'enrol', 'active')),
    csrf_token   TEXT NOT NULL,
    totp_pending TEXT,
    created_at   INTEGER NOT NULL,
    last_seen_at INTEGER NOT NULL,
    ip           TEXT,
    user_agent   TEXT
  ) STRICT;
  CREATE INDEX sessions_user ON sessions (user_id);

  CREATE TABLE sign_in_failures (
    key TEXT NOT NULL,
    at  INTEGER NOT NULL
  ) STRICT;
  CREATE INDEX sign_in_failures_key_at ON sign_in_failures (key, at);

  CREATE TABLE audit_log (
    id       INTEGER PRIMARY KEY,
    at       INTEGER NOT NULL,
    actor_id TEXT,
    actor    TEXT NOT NULL,
    action   TEXT NOT NULL,
    target   TEXT,
    detail   TEXT CHECK (detail IS NULL OR json_valid(detail)),
    ip       TEXT
  ) STRICT;
  CREATE INDEX audit_log_at ON audit_log (at);
  CREATE TRIGGER audit_log_no_update BEFORE UPDATE ON audit_log BEGIN SELECT RAISE(ABORT, 'the audit log is append-only'); END;
  CREATE TRIGGER audit_log_no_delete BEFORE DELETE ON audit_log BEGIN SELECT RAISE(ABORT, 'the audit log is append-only'); END;

  CREATE TABLE lead_events (
    id         INTEGER PRIMARY KEY,
    lead_id    TEXT NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
    at         INTEGER NOT NULL,
    actor_id   TEXT,
    actor_name TEXT NOT NULL,
    kind       TEXT NOT NULL CHECK (kind IN ('status', 'assignee', 'note')),
    from_value TEXT,
    to_value   TEXT
  ) STRICT;
  CREATE INDEX lead_events_lead ON lead_events (lead_id, at);

  CREATE TABLE mail_outbox (
    id              INTEGER PRIMARY KEY,
    lead_id         TEXT NOT NULL UNIQUE REFERENCES leads (id) ON DELETE CASCADE,
    attempts        INTEGER NOT NULL DEFAULT 0,
    next_attempt_at INTEGER NOT NULL,
    delivered_at    INTEGER,
    last_error      TEXT
  ) STRICT;
  CREATE INDEX mail_outbox_due ON mail_outbox (next_attempt_at) WHERE delivered_at IS NULL;
  `,
  /* 3: content between an edit and its publishing (content-store.ts): drafts of config files, who is
        editing which file, scheduled publishes, and the live commit. A person is kept as id, name
        and e-mail columns (no foreign key: a draft outlives its author's account). */ `
  CREATE TABLE content_drafts (
    file                   TEXT PRIMARY KEY CHECK (file <> ''),
    data                   TEXT CHECK (data IS NULL OR json_valid(data)),
    base_blob              TEXT,
    created_by_id          TEXT NOT NULL,
    created_by_name        TEXT NOT NULL,
    created_by_email       TEXT NOT NULL,
    created_at             INTEGER NOT NULL,
    updated_by_id          TEXT NOT NULL,
    updated_by_name        TEXT NOT NULL,
    updated_by_email       TEXT NOT NULL,
    updated_at             INTEGER NOT NULL,
    review_requested_by_id    TEXT,
    review_requested_by_name  TEXT,
    review_requested_by_email TEXT,
    review_requested_at       INTEGER,
    CHECK ((review_requested_by_id IS NULL) = (review_requested_at IS NULL)
       AND (review_requested_by_id IS NULL) = (review_requested_by_name IS NULL)
       AND (review_requested_by_id IS NULL) = (review_requested_by_email IS NULL))
  ) STRICT;

  CREATE TABLE content_leases (
    file         TEXT PRIMARY KEY CHECK (file <> ''),
    holder_id    TEXT NOT NULL,
    holder_name  TEXT NOT NULL,
    holder_email TEXT NOT NULL,
    expires_at   INTEGER NOT NULL
  ) STRICT;

  CREATE TABLE content_schedule (
    id               TEXT PRIMARY KEY,
    drafts           TEXT NOT NULL CHECK (json_valid(drafts) AND json_type(drafts) = 'array'),
    message          TEXT NOT NULL,
    publish_at       INTEGER NOT NULL,
    created_by_id    TEXT NOT NULL,
    created_by_name  TEXT NOT NULL,
    created_by_email TEXT NOT NULL,
    created_at       INTEGER NOT NULL,
    status           TEXT NOT NULL DEFAULT 'waiting' CHECK (status IN ('waiting', 'running', 'published', 'failed', 'cancelled')),
    claimed_at       INTEGER CHECK (status <> 'running' OR claimed_at IS NOT NULL),
    result           TEXT,
    finished_at      INTEGER CHECK ((finished_at IS NULL) = (status IN ('waiting', 'running')))
  ) STRICT;
  CREATE INDEX content_schedule_open ON content_schedule (publish_at) WHERE status IN ('waiting', 'running');

  CREATE TABLE content_version (
    id           INTEGER PRIMARY KEY CHECK (id = 1),
    commit_id    TEXT NOT NULL CHECK (commit_id <> ''),
    published_at INTEGER NOT NULL
  ) STRICT;
  `,
  /* 4: quotes (server/quote/): a sent quote is found by its reference, and carries a payment state —
        awaiting (set when the quote has an amount to pay by UPI), claimed (the visitor gave a UTR), received. */ `
  CREATE INDEX leads_quote_reference ON leads (json_extract(payload, '$.reference')) WHERE form = 'quote-request';
  ALTER TABLE leads ADD COLUMN payment TEXT CHECK (payment IN ('awaiting', 'claimed', 'received'));
  ALTER TABLE leads ADD COLUMN utr TEXT CHECK (utr IS NULL OR (length(utr) = 12 AND utr NOT GLOB '*[^0-9]*'));
  CREATE INDEX leads_payment_created ON leads (payment, created_at) WHERE payment IS NOT NULL;
  CREATE TRIGGER leads_payment_awaiting AFTER INSERT ON leads
    WHEN new.form = 'quote-request' AND json_extract(new.payload, '$.payable') IS NOT NULL AND new.payment IS NULL
  BEGIN
    UPDATE leads SET payment = 'awaiting' WHERE id = new.id;
  END;
  `,
  /* 5: the language a lead was sent in (site.json "languages": "hi" for a form on /hi/contact); older leads: NULL. */ `
  ALTER TABLE leads ADD COLUMN language TEXT CHECK (language IS NULL OR (length(language) BETWEEN 2 AND 3 AND language NOT GLOB '*[^a-z]*'));
  CREATE INDEX leads_language_created ON leads (language, created_at) WHERE language IS NOT NULL;
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
