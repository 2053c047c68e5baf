// Pictures in config: files under site-config/images/, alt text or "decorative", responsive AVIF/WebP
// with a fallback, width/height always set, lazy unless "priority". Runs the real build on a fixture copy
// with pictures generated here (a photo-like JPEG and a transparent PNG logo).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatProblem, validateSiteConfig } from '../../engine/config/validate.ts';
import { tempConfigPerFile, tempDirPerFile } from './helpers.ts';

const config = tempConfigPerFile();
const out = tempDirPerFile('site-images-dist-');

const hero = { src: 'office.jpg', alt: 'Our Chennai office', priority: true };
const photo = { src: 'team/priya-sharma.jpg', alt: 'Priya Sharma at her desk' };
const logo = { src: 'partners/logo.png', decorative: true };

function pageWithPictures(images: { hero?: object; cards?: object[] }) {
  return {
    $schema: '../../../../schemas/page.schema.json',
    paths: ['/about'],
    title: 'About | Test',
    description: 'About us.',
    blocks: [
      { type: 'hero', heading: 'About us', ...(images.hero ? { image: images.hero } : {}) },
      { type: 'card-grid', id: 'partnership', heading: 'Our team', cards: (images.cards ?? []).map((image, i) => ({ title: `Person ${i + 1}`, image })) },
    ],
  };
}

const printed = () =>
  validateSiteConfig(config.dir).problems.map((p) =>
    formatProblem(p)
      .replace(/^.*?pages\//, 'pages/')
      .replace(/:\d+:\d+ /, ' '),
  );

beforeAll(async () => {
  mkdirSync(join(config.dir, 'images/team'), { recursive: true });
  mkdirSync(join(config.dir, 'images/partners'), { recursive: true });
  const gradient = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="2400" height="1200"><defs><linearGradient id="g"><stop offset="0" stop-color="#1e3a8a"/><stop offset="1" stop-color="#f59e0b"/></linearGradient></defs><rect width="2400" height="1200" fill="url(#g)"/></svg>`,
  );
  await sharp(gradient).jpeg().toFile(join(config.dir, 'images/office.jpg'));
  await sharp(gradient).resize(800, 1000, { fit: 'cover' }).jpeg().toFile(join(config.dir, 'images/team/priya-sharma.jpg'));
  await sharp({ create: { width: 400, height: 200, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
    .png()
    .toFile(join(config.dir, 'images/partners/logo.png'));
});

describe('the validator', () => {
  it('accepts pictures that exist and say what they show (or are decorative)', () => {
    config.writeJson('pages/about.json', pageWithPictures({ hero, cards: [photo, logo] }));
    expect(printed()).toEqual([]);
  });

  it('names a missing file, a missing alt, an alt on a decorative picture and a second priority picture', () => {
    config.writeJson(
      'pages/about.json',
      pageWithPictures({ hero, cards: [{ src: 'team/priya-sharme.jpg', alt: 'Priya' }, { src: 'partners/logo.png' }, { ...logo, alt: 'Logo' }, { ...photo, priority: true }] }),
    );
    expect(printed()).toEqual([
      'pages/about.json error: page /about, block 2 (card-grid), card 1, image: the picture "team/priya-sharme.jpg" is not in site-config/images/ — did you mean "team/priya-sharma.jpg"?',
      'pages/about.json error: page /about, block 2 (card-grid), card 2, image: the picture "partners/logo.png" has no "alt" — describe what it shows for people who cannot see it, or add "decorative": true if it adds nothing to the text',
      'pages/about.json warning: page /about, block 2 (card-grid), card 3, image: "alt" is not used when "decorative" is true (screen readers skip the picture) — remove one of them',
      'pages/about.json warning: page /about, block 2 (card-grid), card 4, image: more than one picture on this page has "priority": true — keep it only on the big picture at the top, so that one loads first',
    ]);
  });
});

describe('the built page', () => {
  let html: string;
  beforeAll(() => {
    config.writeJson('pages/about.json', pageWithPictures({ hero, cards: [photo, logo] }));
    execFileSync(process.execPath, ['node_modules/.bin/tsx', 'scripts/build.ts'], { env: { ...process.env, SITE_CONFIG_DIR: config.dir, SITE_OUT_DIR: out }, stdio: 'pipe' });
    html = readFileSync(join(out, 'about/index.html'), 'utf8');
  }, 120_000);

  const pictures = () => [...html.matchAll(/<picture>[\s\S]*?<\/picture>/g)].map((m) => m[0]);

  it('renders <picture> with AVIF and WebP sources and a fallback, every size set', () => {
    expect(pictures()).toHaveLength(3);
    const [heroPicture] = pictures();
    expect(heroPicture).toMatch(
      /^<picture><source type="image\/avif" srcSet="\/images\/office-[0-9a-f]{12}-320\.avif 320w, [^"]*1920\.avif 1920w" sizes="[^"]+"\/><source type="image\/webp"/,
    );
    const img = /<img [^>]*>/.exec(heroPicture!)![0];
    expect(img).toContain('width="1920"');
    expect(img).toContain('height="960"');
    expect(img).toContain('alt="Our Chennai office"');
    expect(img).toMatch(/src="\/images\/office-[0-9a-f]{12}-640\.jpg"/);
    for (const url of heroPicture!.match(/\/images\/[^ "]+/g)!) expect(existsSync(join(out, url)), url).toBe(true);
  });

  it('loads the priority picture first and every other picture lazily', () => {
    const imgs = pictures().map((p) => /<img [^>]*>/.exec(p)![0]);
    expect(imgs[0]).toContain('loading="eager"');
    expect(imgs[0]).toContain('fetchPriority="high"');
    for (const img of imgs.slice(1)) {
      expect(img).toContain('loading="lazy"');
      expect(img).not.toContain('fetchPriority');
    }
  });

  it('never enlarges a small picture, keeps its proportions and keeps transparency (PNG fallback)', () => {
    const [, person, partner] = pictures();
    expect(person).toContain('width="800" height="1000"');
    expect(person).not.toContain('-960.');
    expect(partner).toContain('width="400" height="200"');
    expect(partner).toMatch(/src="\/images\/partners-logo-[0-9a-f]{12}-400\.png"/);
    expect(partner).toContain('alt=""');
  });
});
