// Authenticated encryption of a whole archive with BACKUP_KEY, from node:crypto alone: AES-256-GCM in
// chunks of 64 KiB (the STREAM construction of Hoang, Reyhanitabar, Rogaway and Vizár, as in `age`),
// so an archive of any size is encrypted and checked without holding it in memory, and a chunk that was
// changed, dropped, reordered or cut off at the end is refused. The key is stretched from the
// passphrase with scrypt and a random salt per archive.
//
// File: MAGIC (8 bytes) · salt (16) · nonce prefix (7) · chunks. A chunk is up to 64 KiB of ciphertext
// and its 16-byte tag; its nonce is the prefix, a 32-bit counter and a byte that is 1 on the last
// chunk only. The header is the associated data of every chunk.
import { createCipheriv, createDecipheriv, randomBytes, scryptSync } from 'node:crypto';
import { Transform, type TransformCallback } from 'node:stream';

export const SEALED_MAGIC = Buffer.from('FBBKENC1');
const SALT = 16;
const PREFIX = 7;
export const SEALED_HEADER = SEALED_MAGIC.length + SALT + PREFIX;
const CHUNK = 64 * 1024;
const TAG = 16;

/** The archive could not be opened: wrong key, or changed or cut short since it was written. */
export class SealError extends Error {}

/** A passphrase of at least 16 characters (checked by the configuration) → a 256-bit key for this salt. */
function keyFor(passphrase: string, salt: Buffer): Buffer {
  return scryptSync(passphrase, salt, 32, { N: 1 << 15, r: 8, p: 1, maxmem: 64 * 1024 * 1024 });
}

function nonce(prefix: Buffer, counter: number, last: boolean): Buffer {
  const n = Buffer.alloc(12);
  prefix.copy(n, 0);
  n.writeUInt32BE(counter, PREFIX);
  n[11] = last ? 1 : 0;
  return n;
}

/** Encrypts everything written to it. */
export function sealStream(passphrase: string): Transform {
  const salt = randomBytes(SALT);
  const prefix = randomBytes(PREFIX);
  const header = Buffer.concat([SEALED_MAGIC, salt, prefix]);
  const key = keyFor(passphrase, salt);
  let pending: Buffer = Buffer.alloc(0);
  let counter = 0;
  const seal = (plain: Buffer, last: boolean) => {
    const cipher = createCipheriv('aes-256-gcm', key, nonce(prefix, counter++, last));
    cipher.setAAD(header);
    return Buffer.concat([cipher.update(plain), cipher.final(), cipher.getAuthTag()]);
  };
  return new Transform({
    construct(callback) {
      this.push(header);
      callback();
    },
    transform(chunk: Buffer, _encoding, callback: TransformCallback) {
      pending = pending.length ? Buffer.concat([pending, chunk]) : chunk;
      // Keep at least one byte back: the last chunk must be sealed as the last one.
      while (pending.length > CHUNK) {
        this.push(seal(pending.subarray(0, CHUNK), false));
        pending = pending.subarray(CHUNK);
      }
      callback();
    },
    flush(callback) {
      this.push(seal(pending, true));
      callback();
    },
  });
}

/** Decrypts and checks what `sealStream` wrote; fails with SealError on a wrong key or any change. */
export function openStream(passphrase: string): Transform {
  let header: Buffer | undefined;
  let key: Buffer | undefined;
  let pending: Buffer = Buffer.alloc(0);
  let counter = 0;
  const open = (sealed: Buffer, last: boolean): Buffer => {
    const decipher = createDecipheriv('aes-256-gcm', key!, nonce(header!.subarray(SEALED_MAGIC.length + SALT), counter++, last));
    decipher.setAAD(header!);
    decipher.setAuthTag(sealed.subarray(sealed.length - TAG));
    try {
      return Buffer.concat([decipher.update(sealed.subarray(0, sealed.length - TAG)), decipher.final()]);
    } catch {
      throw new SealError(
        counter === 1
          ? 'The archive cannot be opened with this BACKUP_KEY: the key is not the one it was written with, or the archive was changed.'
          : `The archive was changed or damaged after it was written (part ${counter} does not match its seal).`,
      );
    }
  };
  return new Transform({
    transform(chunk: Buffer, _encoding, callback: TransformCallback) {
      try {
        pending = pending.length ? Buffer.concat([pending, chunk]) : chunk;
        if (!header) {
          if (pending.length < SEALED_HEADER) return callback();
          header = Buffer.from(pending.subarray(0, SEALED_HEADER));
          if (!header.subarray(0, SEALED_MAGIC.length).equals(SEALED_MAGIC)) throw new SealError('This file is not an encrypted backup archive.');
          key = keyFor(passphrase, header.subarray(SEALED_MAGIC.length, SEALED_MAGIC.length + SALT));
          pending = pending.subarray(SEALED_HEADER);
        }
        // A full chunk followed by more bytes is not the last one.
        while (pending.length > CHUNK + TAG) {
          this.push(open(pending.subarray(0, CHUNK + TAG), false));
          pending = pending.subarray(CHUNK + TAG);
        }
        callback();
      } catch (error) {
        callback(error as Error);
      }
    },
    flush(callback) {
      try {
        if (!header || pending.length < TAG) throw new SealError('The archive is cut short: it ends before its last part.');
        this.push(open(pending, true));
        callback();
      } catch (error) {
        if (error instanceof SealError && counter > 1 && !/cut short/.test(error.message)) {
          return callback(new SealError('The archive is cut short or was changed at its end: its last part does not match its seal.'));
        }
        callback(error as Error);
      }
    },
  });
}

/** Whether a file's first bytes say it is sealed. */
export function isSealed(firstBytes: Buffer): boolean {
  return firstBytes.subarray(0, SEALED_MAGIC.length).equals(SEALED_MAGIC);
}
