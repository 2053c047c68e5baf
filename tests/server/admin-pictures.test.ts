// Pictures uploaded through the back office: accepted by their bytes (PNG, JPEG, WebP), written again
// without metadata, kept as a draft of site-config/images/; SVG, other files, damaged pictures, pictures
// over 5 MB and bad names refused with a message in words.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentStoreFor } from '../../server/db/open-store.ts';
import { pictureFormatOf } from '../../admin/server/publish/pictures.ts';
import { adminApp, HOST, seedUser, signIn, type AdminTestApp, type SignedIn } from './admin-helpers.ts';

let t: AdminTestApp & { cleanup(): Promise<void> };
let editor: SignedIn;

beforeAll(async () => {
  t = await adminApp();
  await seedUser(t.office, t.clock, { email: 'editor@filingbridge.in', name: 'Asha Rao', role: 'editor' });
  editor = (await signIn(t.app, 'editor@filingbridge.in'))!;
});
afterAll(() => t.cleanup());

const upload = (name: string, bytes: Buffer, type = 'image/png') =>
  t.app.inject({
    method: 'POST',
    url: `/admin/api/pictures?name=${encodeURIComponent(name)}`,
    payload: bytes,
    headers: { host: HOST, 'sec-fetch-site': 'same-origin', origin: `http://${HOST}`, 'content-type': type, cookie: editor.cookie, 'x-csrf-token': editor.csrf },
  });

/** A 40 × 30 picture with camera metadata (EXIF: the make, the author, a GPS position). */
const withMetadata = (format: 'png' | 'jpeg' | 'webp') =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: { r: 200, g: 80, b: 20 } } })
    .withExif({ IFD0: { Make: 'PhoneMaker', Artist: 'Asha Rao' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '13/1 4/1 0/1' } })
    [format]()
    .toBuffer();

describe('uploading a picture', () => {
  it.each(['png', 'jpeg', 'webp'] as const)('accepts a %s by its bytes and keeps it without its metadata, as a draft of images/', async (format) => {
    const original = await withMetadata(format);
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const name = `team/photo-${format}.${format === 'jpeg' ? 'jpg' : format}`;
    // The type the browser claims does not matter; the bytes do.
    const res = await upload(name, original, 'application/octet-stream');
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ file: `images/${name}`, src: name });
    const draft = await (await contentStoreFor(t.store)).draft(`images/${name}`);
    expect(draft).toMatchObject({ baseBlob: null, updatedBy: { name: 'Asha Rao' } });
    const stored = Buffer.from(JSON.parse(draft!.data!).picture, 'base64');
    expect(pictureFormatOf(stored)).toBe(format);
    const meta = await sharp(stored).metadata();
    expect([meta.width, meta.height, meta.exif, meta.xmp]).toEqual([40, 30, undefined, undefined]);
    expect(stored.includes(Buffer.from('PhoneMaker'))).toBe(false);
  });

  it('refuses SVG (even named .png), files that are not pictures, damaged pictures and a mismatched name', async () => {
    const svg = Buffer.from('<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script></svg>');
    for (const [name, bytes, message] of [
      ['logo.png', svg, 'SVG pictures are not accepted (they can carry scripts). Upload a PNG, JPEG or WebP picture.'],
      ['notes.png', Buffer.from('just some text, not a picture'), 'This file is not a PNG, JPEG or WebP picture. Upload a photo or image in one of those formats.'],
      ['broken.png', (await withMetadata('png')).subarray(0, 60), 'The picture could not be read: the file is damaged or not really a picture.'],
      ['photo.jpg', await withMetadata('png'), 'The file is a PNG picture, but its name ends in .jpg; name it .png.'],
    ] as const) {
      const res = await upload(name, bytes as Buffer);
      expect(res.statusCode, name).toBe(422);
      expect(res.json()).toEqual({ error: 'validation', message, fields: { file: message } });
    }
  });

  it('refuses a picture over 5 MB and names that could reach outside images/', async () => {
    const big = await upload('big.png', Buffer.alloc(5 * 1024 * 1024 + 10, 1));
    expect(big.statusCode).toBe(413);
    expect(big.json().message).toBe('The picture is larger than 5 MB; it must be at most 5 MB.');
    for (const name of ['../site.json', 'a/b/c.png', '.hidden.png', 'Team.PNG', '--upload-pack=x.png', 'photo.gif']) {
      const res = await upload(name, await withMetadata('png'));
      expect(res.statusCode, name).toBe(400);
      expect(res.json().fields.name).toBe(
        'The picture’s name must be lower-case letters, digits and dashes, at most one folder, ending in .png, .jpg or .webp (like team/priya-sharma.jpg).',
      );
    }
  });
});
