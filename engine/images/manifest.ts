// What the build knows about each picture named in site-config (its size and the files generated for
// it), handed to the blocks through React context. No image processing here: see process.ts.
import { createContext } from 'react';

export interface ImageSource {
  /** MIME type of this set of files, e.g. image/avif. */
  type: string;
  /** `srcset` value: "url 320w, url 640w, …". */
  srcset: string;
}

export interface ProcessedImage {
  /** Intrinsic size of the largest generated file: set as width/height so the page never shifts. */
  width: number;
  height: number;
  /** Modern formats first (AVIF, WebP); the browser takes the first it supports. */
  sources: ImageSource[];
  /** Fallback for browsers without AVIF/WebP (JPEG, or PNG when the picture is transparent). */
  fallback: ImageSource & { src: string };
}

/** Config `src` (path inside site-config/images/) → processed picture. */
export type ImageManifest = Record<string, ProcessedImage>;

export const ImageManifestContext = createContext<ImageManifest>({});

/** Public URL folder of generated pictures (content-hashed names, cached for a year). */
export const IMAGE_URL_PREFIX = '/images/';
