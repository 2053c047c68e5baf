// The payload tests, shared by the test files that split the payload list (vitest runs files in parallel).
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { configFiles, stringFields } from './schema-fields.ts';
import { injectAndRender, plan, validationCache, workspace } from './inject.ts';
import { dangerousUrl, unsafeHtml, unsafeXml } from './html-checks.ts';
import { fieldsNamedIn, payloadFor } from './payloads.ts';
import { addEveryField } from './every-field.ts';
import { imagesIn, processImages } from '../../../engine/images/process.ts';
import { validateSiteConfig } from '../../../engine/config/validate.ts';
import { blockRegistry } from '../../../blocks/registry.ts';

export const SITE_CONFIG = join(import.meta.dirname, '..', '..', '..', 'site-config');
/** The day checks count from: fixed, like every test's SITE_TODAY (vitest.config.ts). */
const today = process.env.SITE_TODAY!;

/** site-config with every field the schemas have filled in (every-field.ts), made once per worker. */
export const BASE = mkdtempSync(join(tmpdir(), 'untrusted-base-'));
cpSync(SITE_CONFIG, BASE, { recursive: true });
export const sectionKinds = addEveryField(BASE, today);
/** Its pictures, processed as the build processes them (the blocks render only what the build made). */
export const images = await processImages(imagesIn(validateSiteConfig(BASE, blockRegistry, validationCache(), today).config!), BASE);
/** The copy the payloads take turns in (inject.ts, workspace). */
const space = workspace(BASE, mkdtempSync(join(tmpdir(), 'untrusted-')));
cpSync(BASE, space.dir, { recursive: true });
process.on('exit', () => [BASE, space.dir].forEach((dir) => rmSync(dir, { recursive: true, force: true })));

export const roots = [...new Set(configFiles(BASE).map((f) => f.root))];
export const fields = roots.flatMap(stringFields);
const kindOf = new Map(fields.map((f) => [f.name, f.kind]));
/** One place in the config of each string field it holds. */
export const places = plan(BASE, (name) => kindOf.get(name));

export function describePayloads(group: string, templates: string[]) {
  const tally = { combinations: 0, refused: 0, rendered: 0, pages: 0 };
  afterAll(() => {
    if (tally.combinations)
      console.log(
        `untrusted content, ${group}: ${places.length} fields × ${templates.length} payloads = ${tally.combinations} combinations — ${tally.refused} refused by the validator, ${tally.rendered} rendered into ${tally.pages} pages, feeds and sitemaps and checked`,
      );
  });
  describe.each(templates)(`${group}: payload %j in every field`, (template) => {
    it('is refused or rendered harmless on every page, in the JSON-LD, the feeds and the sitemap', async () => {
      const outcome = await injectAndRender(space, places, (id) => payloadFor(template, id), today, images);
      // The payload went into every field: the workspace the payloads share keeps no field of the one before.
      expect(outcome.injections.map((i) => i.field)).toEqual(places.map((p) => p.field));
      expect(outcome.unexplained.map((p) => `${p.file}:${p.line} ${p.message}`)).toEqual([]);
      // The pages that hold every field, one of the first's pages for a state, the 404 page, and the
      // pages the values reach (the header and footer's, the entries', the calendar's, the contact page …).
      const paths = [...outcome.pages.keys()];
      expect(paths).toEqual(expect.arrayContaining(['/every-field-by-state', '/every-field', '/__not-found__']));
      expect(paths.filter((p) => p.startsWith('/every-field-by-state/'))).toHaveLength(1);
      expect(outcome.pages.size).toBeGreaterThanOrEqual(10);
      expect(outcome.xml.size).toBeGreaterThan(4);
      const leaks = new Set<string>();
      const blame = (where: string, finding: string) => {
        const named = fieldsNamedIn(finding).map((id) => outcome.injections[id]?.field ?? `field ${id}`);
        leaks.add(`${where}: ${finding.slice(0, 160)} ← ${named.join(', ') || 'no field named'}`);
      };
      for (const [path, html] of outcome.pages) for (const finding of unsafeHtml(html)) blame(path, finding);
      for (const [path, xml] of outcome.xml) for (const finding of unsafeXml(xml)) blame(path, finding);
      expect([...leaks]).toEqual([]);
      // A link or a picture that could run a script never gets past the validator.
      const accepted = outcome.injections.filter((i) => i.kind !== 'text' && i.refused === undefined && dangerousUrl(i.value));
      expect(accepted.map((i) => `${i.field} = ${JSON.stringify(i.value)}`)).toEqual([]);
      tally.combinations += outcome.injections.length;
      tally.refused += outcome.injections.filter((i) => i.refused !== undefined).length;
      tally.rendered += outcome.injections.filter((i) => i.refused === undefined).length;
      tally.pages += outcome.pages.size + outcome.xml.size;
    }, 120_000);
  });
}
