// The PostgreSQL store's schema migrations (postgres-store.ts runs them at start, under an advisory
// lock, each in the start-up transaction). Append new migrations; never edit old ones. Migration N
// matches migration N of the SQLite store (migrations.ts).

export const PG_MIGRATIONS: readonly string[] = [
  /* 1: leads, webhook outbox, meta (per-database salt for hashing client IP addresses). */ `
  CREATE TABLE meta (
    key   text PRIMARY KEY,
    value text NOT NULL
  );
  INSERT INTO meta (key, value) VALUES ('ip_hash_salt', encode(gen_random_bytes_or_uuid(), 'hex'));

  CREATE TABLE leads (
    seq             bigserial NOT NULL,
    id              uuid PRIMARY KEY,
    form            text NOT NULL,
    payload         json NOT NULL,
    created_at      timestamptz NOT NULL,
    ip_hash         text,
    suspected_spam  boolean NOT NULL DEFAULT false,
    fill_ms         integer,
    idempotency_key text,
    UNIQUE (form, idempotency_key)
  );
  CREATE INDEX leads_created_at ON leads (created_at, seq);
  CREATE INDEX leads_email ON leads (lower(trim(payload->>'email')));

  CREATE TABLE outbox (
    id              bigserial PRIMARY KEY,
    lead_id         uuid NOT NULL UNIQUE REFERENCES leads (id) ON DELETE CASCADE,
    attempts        integer NOT NULL DEFAULT 0,
    next_attempt_at bigint NOT NULL,
    delivered_at    bigint,
    last_error      text
  );
  CREATE INDEX outbox_due ON outbox (next_attempt_at) WHERE delivered_at IS NULL;
  `,
  /* 2: the back office (admin/): what the inbox filters leads by, people and their sign-in, the audit
        log, each lead's history, and the new-lead e-mail queue. */ `
  ALTER TABLE leads ADD COLUMN page text;
  ALTER TABLE leads ADD COLUMN service text;
  ALTER TABLE leads ADD COLUMN search text NOT NULL DEFAULT '';
  ALTER TABLE leads ADD COLUMN status text NOT NULL DEFAULT 'new' CHECK (status IN ('new', 'contacted', 'qualified', 'won', 'lost'));
  ALTER TABLE leads ADD COLUMN assignee uuid;
  UPDATE leads SET service = payload->>'service', search = lower(trim(
    coalesce(payload->>'firstName', '') || ' ' || coalesce(payload->>'lastName', '') || ' ' || coalesce(payload->>'name', '') || ' ' ||
    coalesce(payload->>'email', '') || ' ' || coalesce(payload->>'company', '') || ' ' || coalesce(payload->>'phone', '') || ' ' ||
    regexp_replace(coalesce(payload->>'phone', ''), '\\D', '', 'g')));
  CREATE INDEX leads_status_created ON leads (status, created_at, seq);
  CREATE INDEX leads_form_created ON leads (form, created_at, seq);
  CREATE INDEX leads_service_created ON leads (service, created_at, seq);
  CREATE INDEX leads_assignee_created ON leads (assignee, created_at, seq);
  -- Substring search (LIKE '%…%') through a trigram index, where the pg_trgm extension may be
  -- created (it ships with PostgreSQL and is "trusted"); without it the inbox search scans the table.
  DO $$ BEGIN
    CREATE EXTENSION IF NOT EXISTS pg_trgm SCHEMA public;
    CREATE INDEX leads_search_trigrams ON leads USING gin (search public.gin_trgm_ops);
  EXCEPTION WHEN others THEN RAISE NOTICE 'pg_trgm is not available: the inbox search scans the leads';
  END $$;

  CREATE TABLE users (
    id              uuid PRIMARY KEY,
    email           text NOT NULL UNIQUE,
    name            text NOT NULL,
    role            text NOT NULL CHECK (role IN ('sales', 'editor', 'publisher', 'admin')),
    status          text NOT NULL CHECK (status IN ('invited', 'active', 'disabled')),
    password_hash   text,
    totp_secret     text,
    totp_last_step  bigint,
    created_at      bigint NOT NULL,
    updated_at      bigint NOT NULL,
    last_sign_in_at bigint
  );

  CREATE TABLE password_tokens (
    token_hash text PRIMARY KEY,
    user_id    uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    purpose    text NOT NULL CHECK (purpose IN ('invite', 'reset')),
    created_at bigint NOT NULL,
    expires_at bigint NOT NULL,
    used_at    bigint
  );

  CREATE TABLE sessions (
    id_hash      text PRIMARY KEY,
    user_id      uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    stage        text NOT NULL CHECK (stage IN ('second-factor', 'enrol', 'active')),
    csrf_token   text NOT NULL,
    totp_pending text,
    created_at   bigint NOT NULL,
    last_seen_at bigint NOT NULL,
    ip           text,
    user_agent   text
  );
  CREATE INDEX sessions_user ON sessions (user_id);

  CREATE TABLE sign_in_failures (
    key text NOT NULL,
    at  bigint NOT NULL
  );
  CREATE INDEX sign_in_failures_key_at ON sign_in_failures (key, at);

  CREATE TABLE audit_log (
    id       bigserial PRIMARY KEY,
    at       bigint NOT NULL,
    actor_id uuid,
    actor    text NOT NULL,
    action   text NOT NULL,
    target   text,
    detail   json,
    ip       text
  );
  CREATE INDEX audit_log_at ON audit_log (at);
  CREATE FUNCTION audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN RAISE EXCEPTION 'the audit log is append-only'; END $$;
  CREATE TRIGGER audit_log_no_change BEFORE UPDATE OR DELETE ON audit_log FOR EACH ROW EXECUTE FUNCTION audit_log_append_only();
  CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON audit_log FOR EACH STATEMENT EXECUTE FUNCTION audit_log_append_only();

  CREATE TABLE lead_events (
    id         bigserial PRIMARY KEY,
    lead_id    uuid NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
    at         bigint NOT NULL,
    actor_id   uuid,
    actor_name text NOT NULL,
    kind       text NOT NULL CHECK (kind IN ('status', 'assignee', 'note')),
    from_value text,
    to_value   text
  );
  CREATE INDEX lead_events_lead ON lead_events (lead_id, at);

  CREATE TABLE mail_outbox (
    id              bigserial PRIMARY KEY,
    lead_id         uuid NOT NULL UNIQUE REFERENCES leads (id) ON DELETE CASCADE,
    attempts        integer NOT NULL DEFAULT 0,
    next_attempt_at bigint NOT NULL,
    delivered_at    bigint,
    last_error      text
  );
  CREATE INDEX mail_outbox_due ON mail_outbox (next_attempt_at) WHERE delivered_at IS NULL;
  `,
  /* 3: content between an edit and its publishing (content-store.ts): drafts of config files, who is
        editing which file, scheduled publishes, and the live commit. A person is kept as id, name
        and e-mail columns (no foreign key: a draft outlives its author's account). JSON is kept as the
        text it came as (jsonb would reorder keys), checked to be JSON. */ `
  CREATE TABLE content_drafts (
    file                      text PRIMARY KEY CHECK (file <> ''),
    data                      text CHECK (data IS NULL OR data::jsonb IS NOT NULL),
    base_blob                 text,
    created_by_id             text NOT NULL,
    created_by_name           text NOT NULL,
    created_by_email          text NOT NULL,
    created_at                bigint NOT NULL,
    updated_by_id             text NOT NULL,
    updated_by_name           text NOT NULL,
    updated_by_email          text NOT NULL,
    updated_at                bigint NOT NULL,
    review_requested_by_id    text,
    review_requested_by_name  text,
    review_requested_by_email text,
    review_requested_at       bigint,
    CHECK ((review_requested_by_id IS NULL) = (review_requested_at IS NULL)
       AND (review_requested_by_id IS NULL) = (review_requested_by_name IS NULL)
       AND (review_requested_by_id IS NULL) = (review_requested_by_email IS NULL))
  );

  CREATE TABLE content_leases (
    file         text PRIMARY KEY CHECK (file <> ''),
    holder_id    text NOT NULL,
    holder_name  text NOT NULL,
    holder_email text NOT NULL,
    expires_at   bigint NOT NULL
  );

  CREATE TABLE content_schedule (
    id               text PRIMARY KEY,
    drafts           text NOT NULL CHECK (jsonb_typeof(drafts::jsonb) = 'array'),
    message          text NOT NULL,
    publish_at       bigint NOT NULL,
    created_by_id    text NOT NULL,
    created_by_name  text NOT NULL,
    created_by_email text NOT NULL,
    created_at       bigint NOT NULL,
    status           text NOT NULL DEFAULT 'waiting' CHECK (status IN ('waiting', 'running', 'published', 'failed', 'cancelled')),
    claimed_at       bigint CHECK (status <> 'running' OR claimed_at IS NOT NULL),
    result           text,
    finished_at      bigint CHECK ((finished_at IS NULL) = (status IN ('waiting', 'running')))
  );
  CREATE INDEX content_schedule_open ON content_schedule (publish_at) WHERE status IN ('waiting', 'running');

  CREATE TABLE content_version (
    id           integer PRIMARY KEY CHECK (id = 1),
    commit_id    text NOT NULL CHECK (commit_id <> ''),
    published_at bigint NOT NULL
  );
  `,
  /* 4: quotes (server/quote/): found by reference; payment state awaiting / claimed / received, and the UTR. */ `
  CREATE INDEX leads_quote_reference ON leads ((payload->>'reference')) WHERE form = 'quote-request';
  ALTER TABLE leads ADD COLUMN payment text CHECK (payment IN ('awaiting', 'claimed', 'received'));
  ALTER TABLE leads ADD COLUMN utr text CHECK (utr IS NULL OR utr ~ '^[0-9]{12}$');
  CREATE INDEX leads_payment_created ON leads (payment, created_at, seq) WHERE payment IS NOT NULL;
  CREATE FUNCTION leads_payment_awaiting() RETURNS trigger LANGUAGE plpgsql AS $fn$
  BEGIN
    IF NEW.form = 'quote-request' AND NEW.payload->>'payable' IS NOT NULL AND NEW.payment IS NULL THEN
      NEW.payment := 'awaiting';
    END IF;
    RETURN NEW;
  END
  $fn$;
  CREATE TRIGGER leads_payment_awaiting BEFORE INSERT ON leads FOR EACH ROW EXECUTE FUNCTION leads_payment_awaiting();
  `,
  /* 5: the language a lead was sent in (site.json "languages": "hi"); older leads: NULL. */ `
  ALTER TABLE leads ADD COLUMN language text CHECK (language IS NULL OR language ~ '^[a-z]{2,3}$');
  CREATE INDEX leads_language_created ON leads (language, created_at, seq) WHERE language IS NOT NULL;
  `,
];
