// The site's pages in every language, rendered in-process as the build renders them (validated config,
// translations applied, each language with its own renderer): for tests that read a language's HTML
// without building dist/.
import { validateSiteConfig } from '../../engine/config/validate.ts';
import { validateTranslations } from '../../engine/i18n/validate.ts';
import { renderLanguages } from '../../engine/i18n/alternates.ts';
import { createSiteRenderer } from '../../renderer/render-page.tsx';
import { blockRegistry } from '../../blocks/registry.ts';

export function languageRenderers(configDir = 'site-config') {
  const { config } = validateSiteConfig(configDir, blockRegistry);
  if (!config) throw new Error(`${configDir} has errors: run npm run validate`);
  const { sites } = validateTranslations(configDir, config);
  const languages = renderLanguages(config, sites);
  const configs = [config, ...sites.map((s) => s.config)];
  return new Map(languages.map((language, i) => [language.language.code, createSiteRenderer(configs[i]!, blockRegistry, {}, { language })]));
}
