// The archive's seal (backup/sealed.ts): what goes in comes out, at every size around the 64 KiB chunk;
// a dropped, swapped or cut chunk, a changed header and a wrong key are refused in words.
import { randomBytes } from 'node:crypto';
import { Readable, type Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { describe, expect, it } from 'vitest';
import { openStream, SEALED_HEADER, SealError, sealStream } from '../../backup/sealed.ts';

const CHUNK = 64 * 1024 + 16;
const KEY = 'a test passphrase';

async function through(stream: Transform, input: Buffer): Promise<Buffer> {
  const parts: Buffer[] = [];
  await pipeline(Readable.from([input]), stream, async (source: AsyncIterable<Buffer>) => {
    for await (const part of source) parts.push(part);
  });
  return Buffer.concat(parts);
}

describe('the sealed stream', () => {
  it.each([0, 1, 65_535, 65_536, 65_537, 2 * 65_536, 300_000])('gives back %i bytes as they were', async (size) => {
    const plain = randomBytes(size);
    const sealed = await through(sealStream(KEY), plain);
    expect(sealed.length).toBe(SEALED_HEADER + Math.max(1, Math.ceil(size / 65_536)) * 16 + size);
    // Nothing of the plain text shows (32 bytes: a shorter run could occur in ciphertext by chance).
    if (size >= 32) expect(sealed.includes(plain.subarray(0, 32))).toBe(false);
    expect(await through(openStream(KEY), sealed)).toEqual(plain);
  });

  it('refuses a dropped, a swapped or a cut chunk, a changed header and a wrong key', async () => {
    const plain = randomBytes(3 * 65_536 + 100);
    const sealed = await through(sealStream(KEY), plain);
    const chunk = (i: number) => sealed.subarray(SEALED_HEADER + i * CHUNK, SEALED_HEADER + (i + 1) * CHUNK);
    const head = sealed.subarray(0, SEALED_HEADER);
    const open = (bytes: Buffer, key = KEY) => through(openStream(key), bytes);
    const changedPart = /^The archive was changed or damaged after it was written \(part \d+ does not match its seal\)\.$/;

    await expect(open(Buffer.concat([head, chunk(0), chunk(2), sealed.subarray(SEALED_HEADER + 3 * CHUNK)]))).rejects.toThrow(changedPart);
    await expect(open(Buffer.concat([head, chunk(1), chunk(0), sealed.subarray(SEALED_HEADER + 2 * CHUNK)]))).rejects.toThrow(SealError);
    await expect(open(sealed.subarray(0, SEALED_HEADER + 3 * CHUNK))).rejects.toThrow('The archive is cut short or was changed at its end: its last part does not match its seal.');
    const header = Buffer.from(sealed);
    header[SEALED_HEADER - 1]! ^= 1;
    await expect(open(header)).rejects.toThrow('The archive cannot be opened with this BACKUP_KEY: the key is not the one it was written with, or the archive was changed.');
    await expect(open(sealed, 'another passphrase')).rejects.toThrow(
      'The archive cannot be opened with this BACKUP_KEY: the key is not the one it was written with, or the archive was changed.',
    );
    await expect(open(Buffer.from('not sealed at all, just text that is long enough'))).rejects.toThrow('This file is not an encrypted backup archive.');
  });
});
