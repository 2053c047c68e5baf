// What the build phases share. Each phase reads the context, adds files to `outputs` (path inside
// the output folder → bytes, or the cache entry holding them) and records its time; only the write
// phase touches the output folder.
import type { SiteConfig } from '../../engine/types.ts';
import type { ImageManifest } from '../../engine/images/manifest.ts';
import { readFileSync } from 'node:fs';
import type { BuildCache, StoredFile } from './cache.ts';
import type { LanguageSite } from '../../engine/i18n/site.ts';

export interface BuildOptions {
  rootDir: string;
  configDir: string;
  outDir: string;
  cacheDir: string;
  /** Delete the cache and the output folder first (same bytes as an incremental build, only slower). */
  clean: boolean;
  /** Render threads; default: the number of cores. */
  workers: number;
  /** A new release folder (publishing): files kept in the cache are hard-linked instead of copied, and
   *  no manifest is kept (each release is a fresh folder). Safe because a cache entry is replaced by
   *  renaming a new file over it, never written in place. */
  release?: boolean;
}

export interface RouteFile {
  path: string;
  canonicalPath: string;
  file: string;
  /** A collection's page: which kind ("updates:entry"), so tests can check one page of each kind. */
  template?: string;
  /** Any other page: its blocks' kinds (engine/routes.tsx pageShape), so tests can check one page of each shape. */
  shape?: string;
  /** A page for one choice (a state's page): `?<param>=<value>` on its canonical path is sent here (server/static-site.ts). */
  choice?: { param: string; value: string };
  /** The page's language code (site.json "languages"). */
  language: string;
}

export interface BuildContext {
  options: BuildOptions;
  cache: BuildCache;
  /** Hash of engine, blocks, schemas and build code (see cache.ts). */
  codeHash: string;
  config: SiteConfig;
  /** Every language but the main one, with its translated site (engine/i18n/site.ts). */
  languages: LanguageSite[];
  /** Files to be in the output folder when the build ends: their bytes, or where the cache holds them. */
  outputs: Map<string, Output>;
  /** URL of the client loader script, from the client bundle's manifest. */
  loaderSrc: string;
  /** Processed pictures by their config `src` (images phase). */
  images: ImageManifest;
  routes: RouteFile[];
  stats: {
    /** Time (wall and CPU, all threads) of each phase, and the process's memory when it ended. */
    phases: { name: string; ms: number; cpuMs: number; rssMiB: number }[];
    rendered: number;
    reused: number;
    compressed: number;
    compressReused: number;
    written: number;
    unchanged: number;
    deleted: number;
    clientCached: boolean;
    /** Shared-link cards drawn / reused from the cache (social phase). */
    socialDrawn?: number;
    socialReused?: number;
    /** Per language (its code): its routes, the pages rendered and their render and compress time on the render threads (render phase). */
    languages?: Record<string, { routes: number; rendered: number; renderMs: number }>;
  };
}

export type Output = Buffer | StoredFile;

export function outputBytes(output: Output): Buffer {
  return Buffer.isBuffer(output) ? output : readFileSync(output.file);
}

export const COMPRESSIBLE = /\.(html|js|css|svg|json|xml|atom|txt)$/;
