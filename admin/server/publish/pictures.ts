// Pictures uploaded through the back office, checked by what their bytes are (never by the name or the
// type the browser claims): PNG, JPEG or WebP, at most 5 MB, decoded in full, and written again without
// their metadata (camera, place, author: EXIF, XMP, ICC comments), the way they will be published and
// kept in git. SVG is refused: it is a document that can carry scripts.
export const PICTURE_MAX_BYTES = 5 * 1024 * 1024;

export type PictureFormat = 'png' | 'jpeg' | 'webp';

export class PictureError extends Error {}

/** What the first bytes say the file is. */
export function pictureFormatOf(bytes: Buffer): PictureFormat | 'svg' | undefined {
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.length >= 12 && bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP') return 'webp';
  const start = bytes
    .subarray(0, 512)
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trimStart()
    .toLowerCase();
  if (start.startsWith('<svg') || (start.startsWith('<?xml') && start.includes('<svg')) || start.includes('<!doctype svg')) return 'svg';
  return undefined;
}

/** The picture as it will be published: checked, decoded, re-encoded without metadata, in its own format. */
export async function cleanPicture(bytes: Buffer, name: string): Promise<Buffer> {
  if (bytes.length > PICTURE_MAX_BYTES) throw new PictureError(`The picture is ${(bytes.length / 1048576).toFixed(1)} MB; it must be at most 5 MB.`);
  const format = pictureFormatOf(bytes);
  if (format === 'svg') throw new PictureError('SVG pictures are not accepted (they can carry scripts). Upload a PNG, JPEG or WebP picture.');
  if (!format) throw new PictureError('This file is not a PNG, JPEG or WebP picture. Upload a photo or image in one of those formats.');
  const extension = name.slice(name.lastIndexOf('.') + 1).replace('jpg', 'jpeg');
  if (extension !== format)
    throw new PictureError(
      `The file is a ${format.toUpperCase()} picture, but its name ends in .${name.slice(name.lastIndexOf('.') + 1)}; name it .${format === 'jpeg' ? 'jpg' : format}.`,
    );
  // sharp is loaded on the first upload only: the server does not need it otherwise.
  const { default: sharp } = await import('sharp');
  try {
    // Fails on a truncated or forged file; rotate() applies the camera's orientation before it is dropped.
    const image = sharp(bytes, { failOn: 'error' }).rotate();
    const clean = format === 'png' ? image.png({ compressionLevel: 9 }) : format === 'jpeg' ? image.jpeg({ quality: 90, mozjpeg: true }) : image.webp({ quality: 90 });
    return await clean.toBuffer();
  } catch {
    throw new PictureError('The picture could not be read: the file is damaged or not really a picture.');
  }
}
