// The live site's content as the browser tests expect to see it: site-config/ loaded by the project's
// own loader (validateSiteConfig) and menus built by the engine's buildMenus. Specs take every text an
// editor may change from here, so a copy change in site-config/ does not break them; the facts the spec
// fixes (prices, counts, names) are asserted once, in tests/unit/content-facts.test.ts.
import { validateSiteConfig } from '../../engine/config/validate.ts';
import { buildMenus } from '../../engine/menus.ts';
import { plainText } from '../../engine/markup/inline.ts';
import { allBlocks } from '../../engine/render/structured-data.ts';
import { newsletterForm } from '../../layout/site-footer/newsletter.ts';
import type { Page } from '../../engine/generated/config.ts';
import type { Block, BlockOf, BlockType } from '../../engine/types.ts';

const loaded = validateSiteConfig();
if (!loaded.config) throw new Error(`site-config/ does not validate: run npm run validate\n${loaded.problems.map((p) => p.message).join('\n')}`);

export const config = loaded.config;
export const site = config.site;
export const menus = buildMenus(config);
export const calendar = config.calendar;
/** The footer's newsletter as the form block the layout renders (labels and messages with the code's defaults). */
export const newsletter = newsletterForm(site.footer.newsletter);
export { plainText };

/** The page served at `path` (its main path or an alias). */
export function pageAt(path: string): Page {
  const found = config.pages.find(({ page }) => page.paths.includes(path));
  if (!found) throw new Error(`no page in site-config/ has the path ${path}`);
  return found.page;
}

/** Every block of `type` on the page at `path`, nested ones (tab panels) included, in order. */
export function blocksOf<T extends BlockType>(path: string, type: T): BlockOf<T>[] {
  return allBlocks(pageAt(path).blocks).filter((b): b is BlockOf<T> => b.type === type);
}

/** The block of `type` on the page at `path`: the one with `id` when given, else the first. */
export function blockOf<T extends BlockType>(path: string, type: T, id?: string): BlockOf<T> {
  const found = blocksOf(path, type).find((b) => id === undefined || (b as Block & { id?: string }).id === id);
  if (!found) throw new Error(`no ${type} block${id ? ` with id "${id}"` : ''} on ${path}`);
  return found;
}

/** The block with `id` on the page at `path`, whatever its type. */
export function blockById(path: string, id: string): Block {
  const found = allBlocks(pageAt(path).blocks).find((b) => (b as Block & { id?: string }).id === id);
  if (!found) throw new Error(`no block with id "${id}" on ${path}`);
  return found;
}

/** The page's main heading as rendered: its first block's heading, inline markup removed. */
export function h1Of(path: string): string {
  const text = (pageAt(path).blocks[0] as Block & { heading?: string }).heading;
  if (!text) throw new Error(`the first block on ${path} has no heading`);
  return plainText(text);
}

/** The field `name` of a form block, with its label, options and default. */
export function fieldOf(form: BlockOf<'form'>, name: string) {
  const found = form.fields?.find((f) => f.name === name);
  if (!found) throw new Error(`the form ${form.id ?? form.form} has no field "${name}"`);
  return found as typeof found & { options?: string[]; default?: string };
}

/** The kinds of section a page is made of, nested ones included (a form counts once per form it shows). */
export function blockKindsAt(path: string): string[] {
  return allBlocks(pageAt(path).blocks as Block[]).map((b) => (b.type === 'form' ? `form:${b.form}` : b.type));
}

/** A service-page form's enquiry action (every such form but /incorporation's Register, which starts a quote); throws for another kind. */
export function enquiryOf(block: { action?: { type: string } }): { type: 'enquire'; service: string; plan?: string } {
  const action = block.action as { type: 'enquire'; service: string; plan?: string } | undefined;
  if (action?.type !== 'enquire') throw new Error(`expected a form that opens the enquiry, found action ${JSON.stringify(block.action)}`);
  return action;
}
