// The git blob id of a file's bytes — what `git hash-object` prints: SHA-1 of "blob <length>\0<bytes>".
// A draft records the blob of the live file it began from; publishing compares it with the live file's
// blob now, so a change someone else published meanwhile is noticed (the publish pipeline reuses this).
import { createHash } from 'node:crypto';

export function gitBlobId(bytes: Uint8Array | string): string {
  const buffer = typeof bytes === 'string' ? Buffer.from(bytes, 'utf8') : Buffer.from(bytes);
  return createHash('sha1').update(`blob ${buffer.length}\0`).update(buffer).digest('hex');
}
