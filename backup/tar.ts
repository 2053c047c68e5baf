// The archive's container: a plain POSIX tar (ustar) of regular files, written and read here in a few
// lines instead of a dependency, so an unencrypted archive opens with any `tar` (`tar -tzf`) and an
// operator can see what is in it. Only regular files with plain relative names are read back: anything
// else (links, devices, "..", absolute names) means the file is not one of our archives.
import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream, mkdirSync, statSync } from 'node:fs';
import { once } from 'node:events';
import { dirname, join } from 'node:path';

const BLOCK = 512;

export interface TarSource {
  /** The name inside the archive ("store/leads.db"). */
  name: string;
  /** The file on disk. */
  path: string;
}

/** A name a tar header can hold (ustar: 155 characters of folder + 100 of name). */
function splitName(name: string): { prefix: string; name: string } {
  if (Buffer.byteLength(name) <= 100) return { prefix: '', name };
  const cut = name.lastIndexOf('/', name.length - 1);
  for (let i = cut; i > 0; i = name.lastIndexOf('/', i - 1)) {
    const prefix = name.slice(0, i);
    const rest = name.slice(i + 1);
    if (Buffer.byteLength(prefix) <= 155 && Buffer.byteLength(rest) <= 100) return { prefix, name: rest };
  }
  throw new Error(`The file name ${name} is too long for the archive.`);
}

function header(name: string, size: number, mtime: number): Buffer {
  const h = Buffer.alloc(BLOCK);
  const split = splitName(name);
  h.write(split.name, 0, 100, 'utf8');
  h.write('0000600\0', 100, 'ascii'); // mode
  h.write('0000000\0', 108, 'ascii'); // uid
  h.write('0000000\0', 116, 'ascii'); // gid
  h.write(`${size.toString(8).padStart(11, '0')}\0`, 124, 'ascii');
  h.write(
    `${Math.floor(mtime / 1000)
      .toString(8)
      .padStart(11, '0')}\0`,
    136,
    'ascii',
  );
  h.write('        ', 148, 'ascii'); // checksum, counted as spaces
  h.write('0', 156, 'ascii'); // regular file
  h.write('ustar\u000000', 257, 'ascii');
  h.write(split.prefix, 345, 155, 'utf8');
  let sum = 0;
  for (const byte of h) sum += byte;
  h.write(`${sum.toString(8).padStart(6, '0')}\0 `, 148, 'ascii');
  return h;
}

/** The tar of `files`, in order, as a stream of buffers. */
export async function* tarStream(files: TarSource[]): AsyncGenerator<Buffer> {
  for (const file of files) {
    const stat = statSync(file.path);
    yield header(file.name, stat.size, stat.mtimeMs);
    let written = 0;
    for await (const chunk of createReadStream(file.path)) {
      written += (chunk as Buffer).length;
      yield chunk as Buffer;
    }
    if (written !== stat.size) throw new Error(`${file.path} changed while it was being archived.`);
    if (written % BLOCK) yield Buffer.alloc(BLOCK - (written % BLOCK));
  }
  yield Buffer.alloc(BLOCK * 2);
}

/** The file is not a tar of ours, or is damaged. */
export class TarError extends Error {}

export interface ExtractedFile {
  name: string;
  bytes: number;
  sha256: string;
}

const SAFE_NAME = /^(?!\/)(?!.*(^|\/)\.\.?(\/|$))[^\0\\]+$/;

/** Writes every file of the tar read from `source` under `dir`, and returns each one's size and SHA-256. */
export async function extractTar(source: AsyncIterable<Buffer>, dir: string): Promise<ExtractedFile[]> {
  const files: ExtractedFile[] = [];
  let buffer: Buffer = Buffer.alloc(0);
  const iterator = source[Symbol.asyncIterator]();
  let done = false;
  /** Reads until `n` bytes are buffered (or the source ends). */
  const fill = async (n: number) => {
    while (buffer.length < n && !done) {
      const next = await iterator.next();
      if (next.done) done = true;
      else buffer = buffer.length ? Buffer.concat([buffer, next.value]) : next.value;
    }
    return buffer.length >= n;
  };
  for (;;) {
    if (!(await fill(BLOCK))) throw new TarError('The archive is cut short (it ends inside a file list).');
    const h = buffer.subarray(0, BLOCK);
    buffer = buffer.subarray(BLOCK);
    if (h.every((b) => b === 0)) {
      // Read to the end, so every check of the stages before (the last seal, gzip's CRC) runs.
      while (!done) done = (await iterator.next()).done === true;
      return files;
    }
    const field = (start: number, length: number) => h.toString('utf8', start, start + length).replace(/\0.*$/s, '');
    let sum = 0;
    for (let i = 0; i < BLOCK; i++) sum += i >= 148 && i < 156 ? 32 : h[i]!;
    if (Number.parseInt(field(148, 8).trim(), 8) !== sum) throw new TarError('The archive is damaged: a file header does not match its checksum.');
    const prefix = field(345, 155);
    const name = prefix ? `${prefix}/${field(0, 100)}` : field(0, 100);
    const type = field(156, 1);
    const size = Number.parseInt(field(124, 12).trim(), 8);
    if ((type !== '0' && type !== '') || !SAFE_NAME.test(name) || !Number.isSafeInteger(size)) {
      throw new TarError(`The archive holds "${name}", which is not a file a backup writes.`);
    }
    const target = join(dir, name);
    mkdirSync(dirname(target), { recursive: true, mode: 0o700 });
    const out = createWriteStream(target, { mode: 0o600 });
    const hash = createHash('sha256');
    let left = size;
    while (left > 0) {
      if (!(await fill(1))) throw new TarError(`The archive is cut short (it ends inside ${name}).`);
      const part = buffer.subarray(0, Math.min(left, buffer.length));
      buffer = buffer.subarray(part.length);
      left -= part.length;
      hash.update(part);
      if (!out.write(part)) await once(out, 'drain');
    }
    out.end();
    await once(out, 'close');
    const padding = size % BLOCK ? BLOCK - (size % BLOCK) : 0;
    if (!(await fill(padding))) throw new TarError(`The archive is cut short (it ends after ${name}).`);
    buffer = buffer.subarray(padding);
    files.push({ name, bytes: size, sha256: hash.digest('hex') });
  }
}
