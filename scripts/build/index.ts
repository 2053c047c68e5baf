// The build, phase by phase: validate → client bundle → images → render → form pages → calendar →
// social cards → icons → sitemap → feeds → search → compress → write.
// Phases add files to ctx.outputs; new outputs (images, feeds, extra JSON) belong in a phase of
// their own here, before "compress" so they are precompressed too.
import { availableParallelism } from 'node:os';
import { writeFileSync } from 'node:fs';
import { BuildCache, codeHash } from './cache.ts';
import type { BuildContext, BuildOptions } from './context.ts';
import { translationsPhase, validatePhase } from './validate.ts';
import { clientPhase } from './client.ts';
import { imagesPhase } from './images.ts';
import { calendarPhase, formPagesPhase } from './server-pages.ts';
import { renderPhase } from './render.ts';
import { sitemapPhase } from './sitemap.ts';
import { feedsPhase } from './feeds.ts';
import { searchPhase } from './search.ts';
import { iconsPhase, socialPhase } from './social.ts';
import { compressPhase } from './compress.ts';
import { writePhase } from './write.ts';

export { BuildError } from './validate.ts';

export async function runBuild(options: BuildOptions): Promise<BuildContext> {
  const started = performance.now();
  const cache = new BuildCache(options.cacheDir);
  if (options.clean) cache.clear();
  const ctx: BuildContext = {
    options,
    cache,
    codeHash: '',
    config: undefined!,
    languages: [],
    outputs: new Map(),
    loaderSrc: '',
    images: {},
    routes: [],
    stats: { phases: [], rendered: 0, reused: 0, compressed: 0, compressReused: 0, written: 0, unchanged: 0, deleted: 0, clientCached: false },
  };
  const phase = async (name: string, run: () => unknown) => {
    const t = performance.now();
    const cpu = process.cpuUsage();
    await run();
    // CPU time of the whole process (render threads and zlib's pool included; not the Vite child
    // processes): on a busy machine the wall-clock time says more about the neighbours than the build.
    const used = process.cpuUsage(cpu);
    ctx.stats.phases.push({ name, ms: performance.now() - t, cpuMs: (used.user + used.system) / 1000, rssMiB: Math.round(process.memoryUsage.rss() / 1048576) });
  };
  await phase('validate', () => {
    // The code's hash keys the page problems kept from earlier builds, as it keys every other cache entry.
    ctx.codeHash = codeHash(options.rootDir);
    ctx.config = validatePhase(options.configDir, cache, ctx.codeHash);
    ctx.languages = translationsPhase(options.configDir, ctx.config);
  });
  const phases: [string, (ctx: BuildContext) => unknown][] = [
    ['client', clientPhase],
    ['images', imagesPhase],
    ['render', renderPhase],
    ['form pages', formPagesPhase],
    ['calendar', calendarPhase],
    ['social', socialPhase],
    ['icons', iconsPhase],
    ['sitemap', sitemapPhase],
    ['feeds', feedsPhase],
    ['search', searchPhase],
    ['compress', compressPhase],
    ['write', writePhase],
  ];
  for (const [name, run] of phases) await phase(name, () => run(ctx));
  cache.prune();

  const s = ctx.stats;
  const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
  const total = performance.now() - started;
  console.log(
    `✓ Built ${ctx.routes.length} routes (${ctx.config.pages.length} pages) and 404.html into ${options.outDir}\n` +
      `  pages: ${s.rendered} rendered, ${s.reused} reused from the cache · compressed: ${s.compressed} files, ${s.compressReused} reused · ` +
      `social cards: ${s.socialDrawn ?? 0} drawn, ${s.socialReused ?? 0} reused · ` +
      `dist: ${s.written} written, ${s.unchanged} unchanged, ${s.deleted} deleted${s.clientCached ? ' · client bundle from the cache' : ''}\n` +
      `  ${seconds(total)}: ${s.phases.map((p) => `${p.name} ${seconds(p.ms)}`).join(', ')}\n` +
      `  render by language (routes, pages rendered, render thread time): ${languageSummary(s.languages)}`,
  );
  if (process.env.BUILD_REPORT) {
    const usage = process.resourceUsage();
    // CPU time counts every thread of the process (render threads and zlib's pool included).
    writeFileSync(
      process.env.BUILD_REPORT,
      JSON.stringify({ ...s, totalMs: total, routes: ctx.routes.length, maxRssKiB: usage.maxRSS, cpuMs: (usage.userCPUTime + usage.systemCPUTime) / 1000 }),
    );
  }
  return ctx;
}

/** "en 176 routes, 176 rendered, 41.2 s; hi 114 routes, …" — what each language costs the render phase. */
export function languageSummary(languages: BuildContext['stats']['languages']): string {
  return Object.entries(languages ?? {})
    .map(([code, l]) => `${code} ${l.routes} routes, ${l.rendered} rendered, ${(l.renderMs / 1000).toFixed(1)} s`)
    .join('; ');
}

export function defaultWorkers() {
  return Math.max(1, availableParallelism());
}
