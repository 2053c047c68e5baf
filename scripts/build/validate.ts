// Phase 1: the build refuses to produce a site from invalid config.
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { validateSiteConfig, formatProblem, createValidationCache, type Problem } from '../../engine/config/validate.ts';
import type { PageProblemStore } from '../../engine/config/rules.ts';
import type { SiteConfig } from '../../engine/types.ts';
import { resolveApiHost } from '../../engine/api-host.ts';
import { blockRegistry } from '../../blocks/registry.ts';
import { validateTranslations } from '../../engine/i18n/validate.ts';
import type { LanguageSite } from '../../engine/i18n/site.ts';
import { previousEnglish } from '../../engine/i18n/history.ts';
import { type BuildCache, sha } from './cache.ts';

export class BuildError extends Error {
  /** The config's problems when it was refused (publishing shows them in the editor's words). */
  constructor(
    message: string,
    readonly problems: Problem[] = [],
  ) {
    super(message);
  }
}

export function validatePhase(configDir: string, cache?: BuildCache, codeHash?: string): SiteConfig {
  const store = cache && codeHash ? storedPageProblems(cache, codeHash) : undefined;
  const { problems, config } = validateSiteConfig(configDir, blockRegistry, store ? { ...createValidationCache(), pageProblems: store } : undefined);
  store?.save();
  for (const p of problems) console.log(formatProblem(p));
  if (!config) throw new BuildError('\n✗ The site was not built because site-config has errors (listed above).', problems);
  // Where forms post: site.json "apiHost", unless SITE_API_HOST overrides it for this build.
  try {
    config.site.apiHost = resolveApiHost(config.site.apiHost);
  } catch (error) {
    throw new BuildError(`✗ ${(error as Error).message}`);
  }
  return config;
}

/** The translations (site-config/translations/): their problems printed, errors refuse the build; each language's site. */
export function translationsPhase(configDir: string, config: SiteConfig): LanguageSite[] {
  const { problems, sites } = validateTranslations(configDir, config, previousEnglish(configDir));
  for (const p of problems) console.log(formatProblem(p));
  if (problems.some((p) => p.severity === 'error')) throw new BuildError('\n✗ The site was not built because translations have errors (listed above).', problems);
  return sites;
}

/**
 * The page rules' problems of earlier builds, by the page file's path and text, everything else the rules
 * read (the context) and the build's code: a warm build checks again only the pages whose text or context
 * changed (at 1,000 pages the page rules were half of its validation). One JSON file in the build cache,
 * rewritten with the entries this build used.
 */
function storedPageProblems(cache: BuildCache, codeHash: string): PageProblemStore & { save(): void } {
  const file = join(cache.dir, 'validation', 'page-problems.json');
  let known: Record<string, Problem[]> = {};
  try {
    known = JSON.parse(readFileSync(file, 'utf8')) as Record<string, Problem[]>;
  } catch {
    // No earlier build (or an unreadable file): every page is checked.
  }
  const used: Record<string, Problem[]> = {};
  let added = 0;
  // The context is one long string, the same for every page of a build: hashed once.
  let lastContext: string | undefined;
  let contextHash = '';
  const keyOf = (path: string, text: string, context: string) => {
    if (context !== lastContext) {
      lastContext = context;
      contextHash = sha(context);
    }
    return sha(codeHash, contextHash, path, text);
  };
  return {
    get(source, context) {
      const key = keyOf(source.path, source.text, context);
      const problems = known[key];
      if (problems) used[key] = problems;
      return problems;
    },
    set(source, context, problems) {
      const key = keyOf(source.path, source.text, context);
      if (!used[key]) added++;
      used[key] = problems;
    },
    save() {
      if (!added && Object.keys(used).length === Object.keys(known).length) return;
      mkdirSync(join(cache.dir, 'validation'), { recursive: true });
      const tmp = `${file}.${process.pid}.tmp`;
      writeFileSync(tmp, JSON.stringify(used));
      renameSync(tmp, file);
    },
  };
}
