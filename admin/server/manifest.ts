// Vite's manifest of the back office's build (dist-admin/.vite/manifest.json): which files an entry
// needs. The server lets anyone load what the sign-in page needs (pages.ts); the build prints each
// entry's size (scripts/build-admin.ts).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
  assets?: string[];
  isEntry?: boolean;
}
export type Manifest = Record<string, ManifestChunk>;

export function readManifest(dir: string): Manifest {
  return JSON.parse(readFileSync(join(dir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
}

/** The key of the entry built from the HTML file whose name ends with `html` ("auth.html"). */
export function entryKey(manifest: Manifest, html: string): string | undefined {
  return Object.keys(manifest).find((key) => manifest[key]!.isEntry && key.endsWith(html));
}

/**
 * What a browser loads for an entry before it runs: its chunk, the chunks it imports all the way
 * down and their CSS (and, with `assets`, the files they reference), as paths inside the build.
 */
export function filesOfEntry(manifest: Manifest, entry: string | undefined, { assets = false } = {}): Set<string> {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    if (assets) for (const asset of chunk.assets ?? []) files.add(asset);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  if (entry) visit(entry);
  return files;
}
