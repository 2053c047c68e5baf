// "Upload a picture…" (editor/app/PictureUpload.tsx): which fields offer it (the schemas' picture file
// names, and nothing else) and the name a chosen file is uploaded as.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isPictureField, pictureName } from '../../editor/app/PictureUpload.tsx';
import { SCHEMAS_DIR } from '../../engine/config/schema-files.ts';

const common = JSON.parse(readFileSync(join(SCHEMAS_DIR, 'common.schema.json'), 'utf8')) as { $defs: Record<string, { properties: Record<string, { pattern?: string }> }> };

describe('picture fields', () => {
  it('are the file of a picture and of a shared-link picture, not other texts', () => {
    expect(isPictureField('src', common.$defs.image!.properties.src!)).toBe(true);
    expect(isPictureField('src', common.$defs.socialImage!.properties.src!)).toBe(true);
    expect(isPictureField('alt', common.$defs.image!.properties.alt!)).toBe(false);
    expect(isPictureField('src', { pattern: '^https://' })).toBe(false);
    expect(isPictureField('href', { pattern: '\\.(png|webp)$' })).toBe(false);
  });
});

describe('the name a chosen file is uploaded as', () => {
  it.each([
    ['Team Photo_2026.JPG', 'image/jpeg', '', 'team-photo-2026.jpg'],
    ['office.jpeg', 'image/jpeg', undefined, 'office.jpg'],
    ['Priya Sharma (CA).png', 'image/png', 'team/old-photo.jpg', 'team/priya-sharma-ca.png'],
    ['hero__banner--final!!.webp', 'image/webp', 'hero.png', 'hero-banner-final.webp'],
    ['स्क्रीनशॉट.png', 'image/png', '', 'picture.png'],
    ['photo', 'image/webp', '', 'photo.webp'],
    // Not a picture by its name: uploaded as .png, so the server names what it really is (SVG refused, …).
    ['Logo.svg', 'image/svg+xml', '', 'logo.png'],
    ['../../etc/passwd', '', 'Team/x.png', 'picture.png'],
  ])('%s (%s, field %s) → %s', (file, type, current, expected) => {
    expect(pictureName(file, type, current)).toBe(expected);
  });
});
