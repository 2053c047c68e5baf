// Secrets the back office keeps in the store (the new-lead e-mail's SMTP password) are sealed with
// AES-256-GCM from node:crypto before they are written: authenticated encryption, so a changed value or
// one sealed with another key is refused, never half-read. The key is SECRETS_KEY (32 bytes, base64 — the
// same on every instance of a PostgreSQL store) or, without it, a key made on first use in
// DATA_DIR/secrets.key (mode 600). The key never lies in the store, so a copy of the database alone (a
// backup, a dump) does not give the password away.
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** A sealed value could not be opened: another key, or changed in the store. */
export class SecretUnreadableError extends Error {
  constructor() {
    super('The saved secret cannot be read with this server’s key (SECRETS_KEY or DATA_DIR/secrets.key is not the one it was saved with).');
    this.name = 'SecretUnreadableError';
  }
}

const VERSION = 'v1';

export class SecretBox {
  constructor(private readonly key: Buffer) {
    if (key.length !== 32) throw new Error('a secrets key is 32 bytes');
  }

  /** "v1.<base64url of nonce | tag | ciphertext>". */
  seal(text: string): string {
    const nonce = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, nonce);
    const body = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]);
    return `${VERSION}.${Buffer.concat([nonce, cipher.getAuthTag(), body]).toString('base64url')}`;
  }

  open(sealed: string): string {
    const [version, data] = sealed.split('.');
    const bytes = Buffer.from(data ?? '', 'base64url');
    if (version !== VERSION || bytes.length < 28) throw new SecretUnreadableError();
    try {
      const decipher = createDecipheriv('aes-256-gcm', this.key, bytes.subarray(0, 12));
      decipher.setAuthTag(bytes.subarray(12, 28));
      return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8');
    } catch {
      throw new SecretUnreadableError();
    }
  }
}

/** The server's box: SECRETS_KEY, else DATA_DIR/secrets.key (made now when missing). */
export function secretBoxFor(config: { secretsKey: Buffer | undefined; dataDir: string }): SecretBox {
  if (config.secretsKey) return new SecretBox(config.secretsKey);
  const file = join(config.dataDir, 'secrets.key');
  if (!existsSync(file)) {
    mkdirSync(config.dataDir, { recursive: true });
    try {
      writeFileSync(file, randomBytes(32).toString('base64'), { mode: 0o600, flag: 'wx' });
    } catch (error) {
      // Another process made it first: use that one.
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  chmodSync(file, 0o600);
  return new SecretBox(Buffer.from(readFileSync(file, 'utf8').trim(), 'base64'));
}
