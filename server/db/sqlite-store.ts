// The default lead store: SQLite in DATA_DIR (leads.db), behind the LeadStore interface.
//
// Never a false 201: every batch commit is followed by a check that DATA_DIR/leads.db is still the
// file this process has open (same device and inode). A deleted or replaced file means the commit
// went somewhere nobody will read, so the batch is answered 503 and every later write is refused
// until the server is restarted (which opens or creates the file at that path again) — silently
// carrying on in a new empty file would hide the loss. SQLite's own "disk full", "read-only" and
// I/O errors become StoreUnavailableError too; those clear by themselves when the cause goes away,
// since each request simply tries again.
import { statSync, type Stats } from 'node:fs';
import { join } from 'node:path';
import type { DatabaseSync } from 'node:sqlite';
import { DATABASE_FILE, openDatabase } from './database.ts';
import { createLeadStore } from './leads.ts';
import { createGroupCommit } from './group-commit.ts';
import { StoreStartError, StoreUnavailableError, type LeadStore, type QueueOptions } from './store.ts';

export interface SqliteStore extends LeadStore {
  readonly kind: 'sqlite';
  /** The open database (tests and the CLI read it directly). */
  readonly db: DatabaseSync;
}

// Primary result codes (the low byte of SQLite's extended codes).
const SQLITE_BUSY = 5;
const SQLITE_LOCKED = 6;
const SQLITE_READONLY = 8;
const SQLITE_IOERR = 10;
const SQLITE_CORRUPT = 11;
const SQLITE_FULL = 13;
const SQLITE_CANTOPEN = 14;
const SQLITE_NOTADB = 26;

/** Turns SQLite's "cannot write" errors into StoreUnavailableError; anything else is returned unchanged. */
export function classifySqliteError(error: unknown): unknown {
  if (error instanceof StoreUnavailableError) return error;
  const code = (error as { errcode?: unknown }).errcode;
  if (typeof code !== 'number') return error;
  switch (code & 0xff) {
    case SQLITE_FULL:
      return new StoreUnavailableError('full', 'the disk holding leads.db is full', 300);
    case SQLITE_READONLY:
      return new StoreUnavailableError('read-only', 'leads.db cannot be written (read-only file or file system)', 60);
    case SQLITE_IOERR:
    case SQLITE_CANTOPEN:
      return new StoreUnavailableError('io', `leads.db could not be written (I/O error: ${(error as Error).message})`, 60);
    case SQLITE_BUSY:
    case SQLITE_LOCKED:
      return new StoreUnavailableError('busy', 'leads.db is locked by another process', 5);
    case SQLITE_CORRUPT:
    case SQLITE_NOTADB:
      return new StoreUnavailableError('corrupt', 'leads.db is damaged', 300);
  }
  return error;
}

/**
 * Opens DATA_DIR/leads.db for the server: creates and migrates it, runs PRAGMA quick_check and a
 * test write. Throws StoreStartError with one plain sentence when any of that fails.
 */
export function openSqliteStore(dataDir: string, options: QueueOptions): SqliteStore {
  const path = join(dataDir, DATABASE_FILE);
  let db: DatabaseSync;
  try {
    db = openDatabase(dataDir);
  } catch (error) {
    const code = ((error as { errcode?: number }).errcode ?? 0) & 0xff;
    if (code === SQLITE_NOTADB || code === SQLITE_CORRUPT) {
      throw new StoreStartError(`The lead store ${path} is not usable: ${plain(error)}. Restore leads.db from a backup or free the disk, then start again.`);
    }
    throw new StoreStartError(
      `Cannot open the lead store ${path}: ${plain(error)}. Check that DATA_DIR exists, is writable by this user, and holds a leads.db written by this server (or none).`,
    );
  }
  try {
    const check = (db.prepare('PRAGMA quick_check').all() as { quick_check: string }[]).map((r) => r.quick_check);
    if (check.join() !== 'ok') throw new Error(`PRAGMA quick_check found damage (${check.slice(0, 3).join('; ')})`);
    testWrite(db);
  } catch (error) {
    db.close();
    throw new StoreStartError(`The lead store ${path} is not usable: ${plain(error)}. Restore leads.db from a backup or free the disk, then start again.`);
  }
  return createSqliteStore(db, path, options);
}

/** Wraps an open database (see openSqliteStore for the start-up checks). */
export function createSqliteStore(db: DatabaseSync, path: string, options: QueueOptions): SqliteStore {
  const repo = createLeadStore(db, options);
  const opened = identity(path);
  let replaced: StoreUnavailableError | undefined;

  /** Throws when leads.db at `path` is no longer the file we have open. */
  function checkFile() {
    if (replaced) throw replaced;
    const now = identity(path);
    if (!now || !opened || now.dev !== opened.dev || now.ino !== opened.ino) {
      replaced = new StoreUnavailableError(
        'replaced',
        now
          ? `${path} was replaced by another file while the server was running; restart the server`
          : `${path} was deleted while the server was running; restart the server (a new leads.db is created) or restore it from a backup`,
        60,
      );
      throw replaced;
    }
  }

  function write<T>(fn: () => T): T {
    if (replaced) throw replaced;
    try {
      const result = fn();
      checkFile();
      return result;
    } catch (error) {
      throw classifySqliteError(error);
    }
  }
  function read<T>(fn: () => T): T {
    try {
      return fn();
    } catch (error) {
      throw classifySqliteError(error);
    }
  }

  const group = createGroupCommit(
    {
      saveAll: (leads) => {
        if (replaced) throw replaced;
        try {
          return repo.saveAll(leads);
        } catch (error) {
          throw classifySqliteError(error);
        }
      },
    },
    500,
    checkFile,
  );

  return {
    kind: 'sqlite',
    location: path,
    db,
    save: (lead) => group.save(lead),
    list: async (filter) => read(() => repo.list(filter)),
    count: async () => read(() => repo.count()),
    findByEmail: async (email) => read(() => repo.findByEmail(email)),
    eraseByEmail: async (email) => write(() => repo.eraseByEmail(email)),
    purgeBefore: async (before) => write(() => repo.purgeBefore(before)),
    claimDeliveries: async (limit, leaseMs, channel) => write(() => repo.claimDeliveries(limit, leaseMs, channel)),
    markDelivered: async (id, channel) => write(() => repo.markDelivered(id, channel)),
    markFailed: async (id, attempts, at, reason, channel) => write(() => repo.markFailed(id, attempts, at, reason, channel)),
    release: async (id, channel) => write(() => repo.release(id, channel)),
    nextDeliveryAt: async (channel) => read(() => repo.nextDeliveryAt(channel)),
    deliveryStatus: async (channel) => read(() => repo.deliveryStatus(channel)),
    findQuote: async (reference) => read(() => repo.findQuote(reference)),
    claimPayment: async (id, utr) => write(() => repo.claimPayment(id, utr)),
    quotePayments: async (ids) => read(() => repo.quotePayments(ids)),
    setting: async (key) => read(() => (db.prepare('SELECT value FROM meta WHERE key = ?').get(key) as { value: string } | undefined)?.value ?? null),
    saveSetting: async (key, value) =>
      write(() => {
        if (value === null) db.prepare('DELETE FROM meta WHERE key = ?').run(key);
        else db.prepare('INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value').run(key, value);
      }),
    queueMail: (on) => {
      options.mail = on;
    },
    checkWritable: async () => write(() => testWrite(db)),
    close: async () => {
      if (db.isOpen) db.close();
    },
  };
}

/** A real committed write (with its disk sync), so "ready" means a lead could be stored now. */
function testWrite(db: DatabaseSync) {
  db.prepare(`INSERT INTO meta (key, value) VALUES ('last_write_check', ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value`).run(new Date().toISOString());
}

function identity(path: string): Stats | undefined {
  try {
    return statSync(path);
  } catch {
    return undefined;
  }
}

function plain(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.replace(/\.$/, '');
}
