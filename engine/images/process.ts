// Build-time picture processing with sharp: every picture named in site-config is resized into a few
// widths in AVIF, WebP and a JPEG/PNG fallback. Files are named by a hash of the source and the
// settings, kept in a cache folder, so a rebuild only encodes pictures that changed.
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import type { SiteConfig } from '../types.ts';
import { IMAGE_URL_PREFIX, type ImageManifest, type ProcessedImage } from './manifest.ts';
import { ROOT_DIR } from '../config/schema-files.ts';

/** Widths generated (never wider than the source); covers 1x–3x phones and wide desktop layouts. */
export const IMAGE_WIDTHS = [320, 480, 640, 960, 1280, 1920];
const SETTINGS = { avif: { quality: 50, effort: 2 }, webp: { quality: 75 }, jpeg: { quality: 80, mozjpeg: true }, png: { compressionLevel: 9 } };
const SETTINGS_KEY = JSON.stringify({ IMAGE_WIDTHS, SETTINGS, v: 1 });
export const IMAGE_CACHE_DIR = process.env.IMAGE_CACHE_DIR ?? join(ROOT_DIR, 'node_modules', '.cache', 'site-images');

/** Every picture `src` named in the pages (any object with "src" under an "image" key). */
export function imagesIn(config: SiteConfig): string[] {
  const found = new Set<string>();
  for (const { page } of config.pages) for (const src of imagesOfPage(page)) found.add(src);
  return [...found].sort();
}

// The dev server asks after every edit with the same objects for unchanged pages: each is walked once.
const pageImages = new WeakMap<object, string[]>();
function imagesOfPage(page: object): string[] {
  let srcs = pageImages.get(page);
  if (srcs) return srcs;
  const found: string[] = [];
  const walk = (value: unknown, key?: string) => {
    if (Array.isArray(value)) value.forEach((v) => walk(v));
    else if (value && typeof value === 'object') {
      if (key === 'image' && typeof (value as { src?: unknown }).src === 'string') found.push((value as { src: string }).src);
      for (const [k, v] of Object.entries(value)) walk(v, k);
    }
  };
  walk(page);
  srcs = found;
  pageImages.set(page, srcs);
  return srcs;
}

/**
 * Processes `srcs` (paths inside `<configDir>/images/`) into the cache and returns the manifest;
 * `outDir` (when given) receives a copy of every generated file under images/.
 */
export async function processImages(srcs: string[], configDir: string, outDir?: string): Promise<ImageManifest> {
  mkdirSync(IMAGE_CACHE_DIR, { recursive: true });
  if (outDir && srcs.length) mkdirSync(join(outDir, 'images'), { recursive: true });
  const manifest: ImageManifest = {};
  for (const src of srcs) {
    const input = readFileSync(join(configDir, 'images', src));
    const hash = createHash('sha256').update(input).update(SETTINGS_KEY).digest('hex').slice(0, 12);
    const base = src
      .replace(/\.[a-z]+$/i, '')
      .replace(/[^A-Za-z0-9-]+/g, '-')
      .toLowerCase();
    const meta = await sharp(input).metadata();
    const sourceWidth = meta.autoOrient?.width ?? meta.width ?? 0;
    const sourceHeight = meta.autoOrient?.height ?? meta.height ?? 0;
    const widths = [...IMAGE_WIDTHS.filter((w) => w < sourceWidth), Math.min(sourceWidth, IMAGE_WIDTHS.at(-1)!)];
    const fallbackFormat = meta.hasAlpha ? 'png' : 'jpeg';
    const formats = ['avif', 'webp', fallbackFormat] as const;
    const files: Record<string, { url: string; width: number }[]> = {};
    for (const format of formats) {
      files[format] = [];
      for (const width of [...new Set(widths)]) {
        const name = `${base}-${hash}-${width}.${format === 'jpeg' ? 'jpg' : format}`;
        const cached = join(IMAGE_CACHE_DIR, name);
        if (!existsSync(cached)) {
          await sharp(input).autoOrient().resize({ width, withoutEnlargement: true })[format](SETTINGS[format]).toFile(cached);
        }
        if (outDir) copyFileSync(cached, join(outDir, 'images', name));
        files[format].push({ url: IMAGE_URL_PREFIX + name, width });
      }
    }
    const srcset = (list: { url: string; width: number }[]) => list.map((f) => `${f.url} ${f.width}w`).join(', ');
    const largest = Math.max(...widths);
    const processed: ProcessedImage = {
      width: largest,
      height: Math.round((sourceHeight * largest) / sourceWidth),
      sources: [
        { type: 'image/avif', srcset: srcset(files.avif!) },
        { type: 'image/webp', srcset: srcset(files.webp!) },
      ],
      fallback: {
        type: `image/${fallbackFormat}`,
        srcset: srcset(files[fallbackFormat]!),
        src: files[fallbackFormat]!.find((f) => f.width >= 640)?.url ?? files[fallbackFormat]!.at(-1)!.url,
      },
    };
    manifest[src] = processed;
  }
  return manifest;
}
