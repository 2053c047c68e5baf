// Shared-link cards: the drawing fits the longest title and description in site-config, its address
// changes with what it shows, a changed drawing bumps the design version; the ICO writer; lastmod.
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { execFileSync } from 'node:child_process';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { CARD_DESIGN_VERSION, CARD_DRAWING_FILES, CARD_DRAWING_SHA256, cardText, socialImageFor } from '../../engine/social.ts';
import { validateSiteConfig } from '../../engine/config/validate.ts';
import { blockRegistry } from '../../blocks/registry.ts';
import { clip } from '../../scripts/build/social-card.tsx';
import { cardPainter } from '../../scripts/build/social-draw.ts';
import { pngsToIco } from '../../scripts/build/ico.ts';
import { lastModified } from '../../scripts/build/lastmod.ts';
import { ROOT } from './config-edit.ts';

const config = validateSiteConfig(join(ROOT, 'site-config'), blockRegistry).config!;

const paint = cardPainter(readFileSync(join(ROOT, 'public/favicon.svg'), 'utf8'));
const draw = (page: (typeof config.pages)[number]['page']) => paint(cardText(config.site, page));

/** The brightest red value in a region: the card's text is white or pale blue, its background dark blue. */
async function brightest(png: Buffer, region: { left: number; top: number; width: number; height: number }) {
  // From the raw pixels: sharp's stats() would describe the whole picture, not the extracted part.
  const { data, info } = await sharp(png).extract(region).raw().toBuffer({ resolveWithObject: true });
  let max = 0;
  for (let i = 0; i < data.length; i += info.channels) max = Math.max(max, data[i]!);
  return max;
}

describe('shared-link cards', () => {
  it('the drawing has not changed without a new design version (chat apps cache cards by address)', () => {
    const hash = createHash('sha256');
    for (const file of CARD_DRAWING_FILES) hash.update(readFileSync(join(ROOT, file)));
    expect(
      hash.digest('hex'),
      `${CARD_DRAWING_FILES.join(' or ')} changed: bump CARD_DESIGN_VERSION (now ${CARD_DESIGN_VERSION}) and set CARD_DRAWING_SHA256 in engine/social.ts`,
    ).toBe(CARD_DRAWING_SHA256);
  });

  it('names a card by what it shows, without the brand suffix of the title', () => {
    const page = config.pages.find((p) => p.page.paths[0] === '/careers/legal-associate')!.page;
    const image = socialImageFor(config.site, page);
    expect(image).toMatchObject({
      alt: 'Legal Associate – Chennai — FilingBridge',
      source: { kind: 'card', text: { title: 'Legal Associate – Chennai', brand: 'FilingBridge', host: 'www.filingbridge.in' } },
    });
    expect(image.path).toMatch(/^\/social\/[0-9a-f]{20}\.jpg$/);
    expect(socialImageFor(config.site, { ...page, description: `${page.description} More.` }).path).not.toBe(image.path);
    expect(socialImageFor(config.site, { ...page, socialImage: { src: 'x.jpg', alt: 'A photo' } })).toMatchObject({ alt: 'A photo', source: { kind: 'file', src: 'x.jpg' } });
  });

  it('clips text that would not fit at a word, with an ellipsis', () => {
    expect(clip('Short title', 90)).toBe('Short title');
    expect(clip('one two three four five six', 16)).toBe('one two three…');
  });

  it("draws a card the same whatever cards the same painter drew before it (the frame's copy is reused)", async () => {
    const pages = config.pages.map((p) => p.page);
    const tall = pages.reduce((a, b) => (cardText(config.site, b).description.length > cardText(config.site, a).description.length ? b : a));
    const short = pages.reduce((a, b) =>
      cardText(config.site, b).title.length + cardText(config.site, b).description.length < cardText(config.site, a).title.length + cardText(config.site, a).description.length
        ? b
        : a,
    );
    const alone = await cardPainter(readFileSync(join(ROOT, 'public/favicon.svg'), 'utf8'))(cardText(config.site, short));
    await draw(tall);
    const after = await draw(short);
    expect(after.equals(alone)).toBe(true);
    expect(after.equals(await draw(tall))).toBe(false);
  }, 60_000);

  it('fits the longest title and the longest description of site-config inside the margins', async () => {
    const longest = (key: 'title' | 'description') =>
      config.pages.map((p) => p.page).reduce((a, b) => (cardText(config.site, b)[key].length > cardText(config.site, a)[key].length ? b : a));
    for (const page of [longest('title'), longest('description')]) {
      const jpeg = await draw(page);
      const meta = await sharp(jpeg).metadata();
      expect([meta.format, meta.width, meta.height, meta.channels, meta.isProgressive]).toEqual(['jpeg', 1200, 630, 3, false]);
      // Text in the middle band; nothing bright in the right margin or below the footer line.
      expect(await brightest(jpeg, { left: 72, top: 200, width: 900, height: 200 }), page.paths[0]).toBeGreaterThan(200);
      expect(await brightest(jpeg, { left: 1140, top: 0, width: 60, height: 630 }), `${page.paths[0]} right margin`).toBeLessThan(100);
      expect(await brightest(jpeg, { left: 0, top: 600, width: 1200, height: 30 }), `${page.paths[0]} bottom margin`).toBeLessThan(100);
      // The shared frame drawn once: the brand name beside the mark, the site's address at the bottom.
      expect(await brightest(jpeg, { left: 160, top: 70, width: 200, height: 50 }), `${page.paths[0]} brand`).toBeGreaterThan(200);
      expect(await brightest(jpeg, { left: 72, top: 540, width: 240, height: 40 }), `${page.paths[0]} address`).toBeGreaterThan(150);
      // Between the brand row and the text band, only background.
      expect(await brightest(jpeg, { left: 72, top: 132, width: 1056, height: 20 }), `${page.paths[0]} above the text`).toBeLessThan(100);
    }
  }, 60_000);
});

describe('favicon.ico', () => {
  it('packs PNGs into an icon directory', () => {
    const a = Buffer.from('89504e470d0a1a0a01', 'hex');
    const b = Buffer.from('89504e470d0a1a0a0203', 'hex');
    const ico = pngsToIco([
      { size: 16, png: a },
      { size: 256, png: b },
    ]);
    expect([ico.readUInt16LE(0), ico.readUInt16LE(2), ico.readUInt16LE(4)]).toEqual([0, 1, 2]);
    expect([ico.readUInt8(6), ico.readUInt8(22)]).toEqual([16, 0]); // 256 is written as 0
    expect([ico.readUInt32LE(6 + 8), ico.readUInt32LE(6 + 12)]).toEqual([a.length, 38]);
    expect(ico.subarray(38 + a.length).equals(b)).toBe(true);
  });
});

describe('sitemap lastmod', () => {
  it('takes the last commit date of a file git has unchanged, else its modification time', () => {
    const dir = mkdtempSync(join(tmpdir(), 'lastmod-'));
    try {
      const loose = join(dir, 'page.json');
      writeFileSync(loose, '{}');
      utimesSync(loose, new Date('2026-03-04T05:06:07Z'), new Date('2026-03-04T05:06:07Z'));
      const tracked = join(ROOT, 'site-config/pages/about.json');
      const dates = lastModified([loose, tracked], ROOT);
      expect(dates.get(loose)).toBe('2026-03-04T05:06:07Z');
      const clean = execFileSync('git', ['status', '--porcelain', '--', tracked], { cwd: ROOT, encoding: 'utf8' }) === '';
      if (clean) expect(dates.get(tracked)).toBe(execFileSync('git', ['log', '-1', '--format=%cI', '--', tracked], { cwd: ROOT, encoding: 'utf8' }).trim());
      else expect(dates.get(tracked)).toMatch(/Z$/);
      // The same file, asked again, gets the same date.
      expect(lastModified([loose, tracked], ROOT)).toEqual(dates);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
