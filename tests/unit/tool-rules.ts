// The live rule tables (site-config/rules/) as the tools receive them, for the tools' unit tests:
// the worked examples check the real figures, so a wrong edit of a rate fails here.
import { validateSiteConfig } from '../../engine/config/validate.ts';
import { readFileSync } from 'node:fs';
import type { RuleTables } from '../../engine/rules/tables.ts';
import type { Interface } from '../../engine/generated/config.ts';
import type { ResultView, ToolSpec, ToolWords, ToolWordsKey } from '../../blocks/shared/tool/view.ts';

export const LIVE_RULES: RuleTables = validateSiteConfig().config!.rules!;

/** A tool's words in English (site-config/interface.json "tools"), as an English page gives them. */
export function toolWords<K extends ToolWordsKey>(key: K): ToolWords<K> {
  const tools = (JSON.parse(readFileSync('site-config/interface.json', 'utf8')) as Interface).tools;
  return { common: tools.common, own: tools[key], locale: 'en-IN' };
}

/** A tool's English result for an address query on `path`, as the server shows it (parse, compute, view); throws when the query does not parse. */
export function resultFor<B, I, R, K extends ToolWordsKey>(spec: ToolSpec<B, I, R, K>, block: B, path: string, query: string, today: string): ResultView {
  const words = toolWords(spec.words);
  const parsed = spec.parse(new URLSearchParams(query), block, LIVE_RULES, today, words);
  if (!parsed.ok) throw new Error(`${query}: ${JSON.stringify(parsed.errors)}`);
  return spec.view(spec.compute(parsed.values, LIVE_RULES, today, words), parsed.values, block, { path, query }, words);
}
