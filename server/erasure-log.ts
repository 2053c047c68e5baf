// The erasure log (DPDP: an erased person stays erased). Each erasure appends the keyed hashes
// (HMAC-SHA256) of the erased e-mail address and lead ids to a file that lives outside the store and
// outside every backup archive; nothing in it can be read back into an address. A restore brings back
// last night's store, then erases again every lead whose address or id is in the log, before the
// restored site serves (backup/restore.ts). Written before the erasure itself: if the erasure then fails, the
// log only names someone who asked to be erased. It stands in server/: the erasures (the operator CLI, the
// back office) write it, and the backups (backup/) read it. On PostgreSQL every erasure also goes to the
// database's shared log, which every instance writes and every restore reads (erasures.ts).
//
// The key: ERASURE_KEY when set, otherwise a random key in ERASURE_LOG.key (0600), made at first use.
// Lose the key and the log can no longer be matched: keep both where the backups are not.
import { createHmac, createSecretKey, randomBytes, type KeyObject } from 'node:crypto';
import { closeSync, existsSync, fsyncSync, mkdirSync, openSync, readFileSync, writeSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import type { LeadStore } from './db/store.ts';
import type { BackOfficeStore } from './db/back-office.ts';

export class ErasureLogError extends Error {}

export interface Erasure {
  /** The person's e-mail address, when the erased leads had one. */
  email?: string | undefined;
  leadIds: string[];
}

export class ErasureLog {
  constructor(
    readonly path: string,
    private readonly keyFromEnv?: string,
  ) {}

  get keyPath(): string {
    return `${this.path}.key`;
  }

  exists(): boolean {
    return existsSync(this.path);
  }

  /** The key as a KeyObject: HMAC with it is several times faster than with a Buffer (a restore hashes every lead). */
  private key(create: boolean): KeyObject {
    if (this.keyFromEnv) return createSecretKey(Buffer.from(this.keyFromEnv, 'utf8'));
    if (existsSync(this.keyPath)) return createSecretKey(Buffer.from(readFileSync(this.keyPath, 'utf8').trim(), 'hex'));
    if (!create) {
      throw new ErasureLogError(`The erasure log's key ${this.keyPath} is missing: without it the log cannot be matched. Put the key file back, or set ERASURE_KEY.`);
    }
    mkdirSync(dirname(this.keyPath), { recursive: true, mode: 0o700 });
    const fd = openSync(this.keyPath, 'wx', 0o600);
    writeSync(fd, `${randomBytes(32).toString('hex')}\n`);
    fsyncSync(fd);
    closeSync(fd);
    return this.key(false);
  }

  /** Makes the log (and its key) if there is none yet, so a restore finds it. */
  ensure(): void {
    this.key(true);
    if (!this.exists()) closeSync(openSync(this.path, 'a', 0o600));
  }

  /** Appends the erasure's hashes, with when it happened, and syncs them to disk before returning. */
  record(erasure: Erasure, now = new Date()): void {
    const at = now.toISOString();
    const hashes = hashesOf(this.key(true), erasure);
    if (hashes.length === 0) return;
    mkdirSync(dirname(this.path), { recursive: true, mode: 0o700 });
    const fd = openSync(this.path, 'a', 0o600);
    try {
      writeSync(fd, hashes.map((hash) => `${JSON.stringify({ at, hash })}\n`).join(''));
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
  }

  /** How many entries the log holds. */
  size(): number {
    return this.entries().size;
  }

  /** Each hash and when it was last erased (ISO). */
  private entries(): Map<string, string> {
    const map = new Map<string, string>();
    if (!this.exists()) return map;
    readFileSync(this.path, 'utf8')
      .split('\n')
      .forEach((line, i) => {
        if (!line.trim()) return;
        try {
          const entry = JSON.parse(line) as { at?: unknown; hash?: unknown };
          if (typeof entry.hash !== 'string' || typeof entry.at !== 'string') throw new Error('not an entry');
          if ((map.get(entry.hash) ?? '') < entry.at) map.set(entry.hash, entry.at);
        } catch {
          // A line cut short by a crash while it was written: the erasure after it is still read.
          if (i === 0 || line.length > 200) throw new ErasureLogError(`The erasure log ${this.path} is damaged at line ${i + 1}.`);
        }
      });
    return map;
  }

  /**
   * Tells whether a lead was erased: its id is in the log, or its address is and the lead was made
   * before that address's last erasure (someone who wrote again after being erased keeps the new lead).
   */
  matcher(): ErasureMatcher {
    const entries = this.entries();
    return entries.size === 0 ? NOBODY : matcherOf(entries, this.key(false));
  }
}

/** Tells whether a lead was erased (ErasureLog.matcher). */
export interface ErasureMatcher {
  lead(lead: { id: string; email: string; createdAt: string }): boolean;
}

const NOBODY: ErasureMatcher = { lead: () => false };

function hash(key: KeyObject, kind: 'email' | 'lead', value: string): string {
  return createHmac('sha256', key)
    .update(`${kind}\0${kind === 'email' ? value.trim().toLowerCase() : value}`)
    .digest('base64url');
}

/** The keyed hashes an erasure leaves in a log: its address's and each lead id's. */
export function hashesOf(key: KeyObject, erasure: Erasure): string[] {
  return [...(erasure.email ? [hash(key, 'email', erasure.email)] : []), ...erasure.leadIds.map((id) => hash(key, 'lead', id))];
}

/**
 * A log's matcher from its entries (each hash and when it was last erased, ISO): a lead is erased when
 * its id is in the log, or its address is and the lead was made before that address's last erasure.
 */
export function matcherOf(entries: Map<string, string>, key: KeyObject): ErasureMatcher {
  if (entries.size === 0) return NOBODY;
  return {
    lead: ({ id, email, createdAt }) => {
      if (entries.has(hash(key, 'lead', id))) return true;
      const at = email ? entries.get(hash(key, 'email', email)) : undefined;
      return at !== undefined && Date.parse(createdAt) <= Date.parse(at);
    },
  };
}

/** A lead erased by any of the matchers. */
export function anyOf(matchers: ErasureMatcher[]): ErasureMatcher {
  const some = matchers.filter((m) => m !== NOBODY);
  return some.length === 0 ? NOBODY : some.length === 1 ? some[0]! : { lead: (lead) => some.some((m) => m.lead(lead)) };
}

/** Erases again, in `store`, every lead `erased` names, in one transaction; returns how many. */
export async function eraseAgain(erased: ErasureMatcher, store: LeadStore, office: BackOfficeStore): Promise<number> {
  if (erased === NOBODY) return 0;
  const ids: string[] = [];
  for (const lead of await store.list()) {
    const email = typeof lead.payload.email === 'string' ? lead.payload.email : '';
    if (erased.lead({ id: lead.id, email, createdAt: lead.createdAt })) ids.push(lead.id);
  }
  return ids.length ? office.eraseLeads(ids) : 0;
}

/** The erasure log the environment names (ERASURE_LOG, ERASURE_KEY), by default DATA_DIR/erasures.jsonl. */
export function erasureLogOf(dataDir: string, env: Record<string, string | undefined> = process.env): ErasureLog {
  const path = env.ERASURE_LOG?.trim() || join(dataDir, 'erasures.jsonl');
  return new ErasureLog(resolve(path), env.ERASURE_KEY?.trim() || undefined);
}
