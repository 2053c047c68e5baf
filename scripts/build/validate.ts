// Phase 1: the build refuses to produce a site from invalid config.
import { validateSiteConfig, formatProblem } from '../../engine/config/validate.ts';
import type { SiteConfig } from '../../engine/types.ts';
import { resolveApiHost } from '../../engine/api-host.ts';
import { blockRegistry } from '../../blocks/registry.ts';

export class BuildError extends Error {}

export function validatePhase(configDir: string): SiteConfig {
  const { problems, config } = validateSiteConfig(configDir, blockRegistry);
  for (const p of problems) console.log(formatProblem(p));
  if (!config) throw new BuildError('\n✗ The site was not built because site-config has errors (listed above).');
  // Where forms post: site.json "apiHost", unless SITE_API_HOST overrides it for this build.
  try {
    config.site.apiHost = resolveApiHost(config.site.apiHost);
  } catch (error) {
    throw new BuildError(`✗ ${(error as Error).message}`);
  }
  return config;
}
