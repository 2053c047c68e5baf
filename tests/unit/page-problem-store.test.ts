// Page problems kept between processes: a new process (a warm build) reuses an earlier one's for each
// page whose text and context are unchanged, and checks again exactly the pages an edit can affect.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it, vi } from 'vitest';
import { createValidationCache, validateSiteConfig, type Problem } from '../../engine/config/validate.ts';
import type { PageProblemStore } from '../../engine/config/rules.ts';
import { blockRegistry } from '../../blocks/registry.ts';
import { BuildCache } from '../../scripts/build/cache.ts';
import { validatePhase } from '../../scripts/build/validate.ts';
import { tempConfig, tempConfigPerFile, tempDirPerFile } from './helpers.ts';

const config = tempConfigPerFile();
const cacheDir = tempDirPerFile('page-problems-');

/** A store in memory that says which pages it answered and which it was told about. */
function countingStore() {
  const entries = new Map<string, Problem[]>();
  const log = { hits: [] as string[], misses: [] as string[] };
  const store: PageProblemStore = {
    get(source, context) {
      const found = entries.get(`${source.text}\0${context}`);
      (found ? log.hits : log.misses).push(source.path.split('/').pop()!);
      return found;
    },
    set(source, context, problems) {
      entries.set(`${source.text}\0${context}`, problems);
    },
  };
  const reset = () => {
    log.hits = [];
    log.misses = [];
  };
  return { store, log, reset };
}

// A fresh validation cache each time: a new process, whose page objects are new.
const validate = (store: PageProblemStore) => validateSiteConfig(config.dir, blockRegistry, { ...createValidationCache(), pageProblems: store }).problems;

it('reuses every page the second time, checks only an edited page, and every page when their shared context changes', () => {
  const { store, log, reset } = countingStore();
  const first = validate(store);
  expect(log.misses.sort()).toEqual(['about.json', 'gst.json', 'home.json']);
  reset();
  expect(validate(store)).toEqual(first);
  expect([log.hits.sort(), log.misses]).toEqual([['about.json', 'gst.json', 'home.json'], []]);

  reset();
  config.write('pages/gst.json', config.read('pages/gst.json').replace('"title": "', '"title": "New '));
  validate(store);
  expect([log.hits.sort(), log.misses]).toEqual([['about.json', 'home.json'], ['gst.json']]);

  // An anchor other pages may link to is context for every page: all are checked again, and the link
  // from home.json to /about#partnership is now reported.
  reset();
  config.write('pages/about.json', config.read('pages/about.json').replace('"id": "partnership"', '"id": "partners"'));
  const problems = validate(store);
  expect(log.hits).toEqual([]);
  expect(problems.map((p) => p.message).join('\n')).toContain('/about#partnership');
});

it('in the build, the problems are kept in the build cache and belong to the code that found them', () => {
  const site = tempConfig();
  const cache = new BuildCache(cacheDir);
  const stored = join(cacheDir, 'validation', 'page-problems.json');
  const keys = () => Object.keys(JSON.parse(readFileSync(stored, 'utf8')) as Record<string, Problem[]>);
  const log = vi.spyOn(console, 'log').mockImplementation(() => {});
  try {
    validatePhase(site.dir, cache, 'code-1');
    const first = keys();
    expect(first).toHaveLength(3);
    validatePhase(site.dir, cache, 'code-1');
    expect(keys()).toEqual(first);
    // Other code: other keys (nothing of code-1's is used, so its entries are dropped).
    validatePhase(site.dir, cache, 'code-2');
    expect(keys()).toHaveLength(3);
    expect(keys().filter((k) => first.includes(k))).toEqual([]);
  } finally {
    log.mockRestore();
    site.remove();
  }
});
