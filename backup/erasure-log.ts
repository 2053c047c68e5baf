// The erasure log (DPDP: an erased person stays erased). Each erasure appends the keyed hashes
// (HMAC-SHA256) of the erased e-mail address and lead ids to a file that lives outside the store and
// outside every backup archive; nothing in it can be read back into an address. A restore brings back
// last night's store, then erases again every lead whose address or id is in the log, before the
// restored site serves (restore.ts). Written before the erasure itself: if the erasure then fails, the
// log only names someone who asked to be erased.
//
// The key: ERASURE_KEY when set, otherwise a random key in ERASURE_LOG.key (0600), made at first use.
// Lose the key and the log can no longer be matched: keep both where the backups are not.
import { createHmac, createSecretKey, randomBytes, type KeyObject } from 'node:crypto';
import { closeSync, existsSync, fsyncSync, mkdirSync, openSync, readFileSync, writeSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import type { LeadStore } from '../server/db/store.ts';
import type { BackOfficeStore } from '../server/db/back-office.ts';

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

  private static hash(key: KeyObject, kind: 'email' | 'lead', value: string): string {
    return createHmac('sha256', key)
      .update(`${kind}\0${kind === 'email' ? value.trim().toLowerCase() : value}`)
      .digest('base64url');
  }

  /** Makes the log (and its key) if there is none yet, so a restore finds it. */
  ensure(): void {
    this.key(true);
    if (!this.exists()) closeSync(openSync(this.path, 'a', 0o600));
  }

  /** Appends the erasure's hashes and syncs them to disk before returning. */
  record(erasure: Erasure, now = new Date()): void {
    const key = this.key(true);
    const day = now.toISOString().slice(0, 10);
    const hashes = [...(erasure.email ? [ErasureLog.hash(key, 'email', erasure.email)] : []), ...erasure.leadIds.map((id) => ErasureLog.hash(key, 'lead', id))];
    if (hashes.length === 0) return;
    mkdirSync(dirname(this.path), { recursive: true, mode: 0o700 });
    const fd = openSync(this.path, 'a', 0o600);
    try {
      writeSync(fd, hashes.map((hash) => `${JSON.stringify({ day, hash })}\n`).join(''));
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
  }

  /** How many hashes the log holds. */
  size(): number {
    return this.hashes().size;
  }

  private hashes(): Set<string> {
    if (!this.exists()) return new Set();
    const set = new Set<string>();
    readFileSync(this.path, 'utf8')
      .split('\n')
      .forEach((line, i) => {
        if (!line.trim()) return;
        try {
          set.add((JSON.parse(line) as { hash: string }).hash);
        } catch {
          // A line cut short by a crash while it was written: the erasure after it is still read.
          if (i === 0 || line.length > 200) throw new ErasureLogError(`The erasure log ${this.path} is damaged at line ${i + 1}.`);
        }
      });
    return set;
  }

  /** Tells whether an address or a lead id was erased. */
  matcher(): { email(address: string): boolean; lead(id: string): boolean } {
    const hashes = this.hashes();
    if (hashes.size === 0) return { email: () => false, lead: () => false };
    const key = this.key(false);
    return {
      email: (address) => hashes.has(ErasureLog.hash(key, 'email', address)),
      lead: (id) => hashes.has(ErasureLog.hash(key, 'lead', id)),
    };
  }

  /** Erases again, in `store`, every lead the log names (by its address or its id), in one transaction; returns how many. */
  async applyTo(store: LeadStore, office: BackOfficeStore): Promise<number> {
    const erased = this.matcher();
    const ids: string[] = [];
    for (const lead of await store.list()) {
      const email = typeof lead.payload.email === 'string' ? lead.payload.email : '';
      if ((email && erased.email(email)) || erased.lead(lead.id)) ids.push(lead.id);
    }
    return ids.length ? office.eraseLeads(ids) : 0;
  }
}

/** The erasure log the environment names (ERASURE_LOG, ERASURE_KEY), by default DATA_DIR/erasures.jsonl. */
export function erasureLogOf(dataDir: string, env: Record<string, string | undefined> = process.env): ErasureLog {
  const path = env.ERASURE_LOG?.trim() || join(dataDir, 'erasures.jsonl');
  return new ErasureLog(resolve(path), env.ERASURE_KEY?.trim() || undefined);
}
