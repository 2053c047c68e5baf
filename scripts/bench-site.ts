// Synthetic service pages for the benchmarks (bench:build, bench:publish): copies of trade-license.json
// and gst.json with new paths, titles and prices, so a site of any size is made from real pages.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

type Json = Record<string, unknown>;

/** Writes pages/bench-service-1.json … bench-service-N.json into the config folder. */
export function addSyntheticPages(configDir: string, count: number) {
  const templates = ['trade-license.json', 'gst.json'].map((name) => JSON.parse(readFileSync(join(configDir, 'pages', name), 'utf8')) as Json);
  for (let i = 1; i <= count; i++) {
    const page = structuredClone(templates[i % 2]!);
    page.paths = [`/bench-service-${i}`];
    page.title = `Bench Service ${i} Registration | FilingBridge`;
    page.description = `Synthetic service page ${i} for the build benchmark: registration, documents, prices and questions.`;
    const blocks = page.blocks as Json[];
    (blocks[0] as Json).heading = `Bench Service ${i} Registration`;
    for (const block of blocks) {
      if (block.type === 'pricing-cards') for (const plan of block.plans as Json[]) plan.price = (plan.price as number) + i;
    }
    writeFileSync(join(configDir, 'pages', `bench-service-${i}.json`), JSON.stringify(page, null, 2) + '\n');
  }
}
