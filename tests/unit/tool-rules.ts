// The live rule tables (site-config/rules/) as the tools receive them, for the tools' unit tests:
// the worked examples check the real figures, so a wrong edit of a rate fails here.
import { validateSiteConfig } from '../../engine/config/validate.ts';
import type { RuleTables } from '../../engine/rules/tables.ts';

export const LIVE_RULES: RuleTables = validateSiteConfig().config!.rules!;
