// The payload tests, shared by the test files that split the payload list (vitest runs files in parallel).
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { indiaToday } from '../../../engine/calendar/dates.ts';
import { configFiles, stringFields } from './schema-fields.ts';
import { injectAndRender, plan } from './inject.ts';
import { dangerousUrl, unsafeFeed, unsafeHtml } from './html-checks.ts';
import { fieldsNamedIn, payloadFor } from './payloads.ts';

export const SITE_CONFIG = join(import.meta.dirname, '..', '..', '..', 'site-config');
export const roots = [...new Set(configFiles(SITE_CONFIG).map((f) => f.root))];
export const fields = roots.flatMap(stringFields);
const kindOf = new Map(fields.map((f) => [f.name, f.kind]));
/** One place in the live config of each string field it holds. */
export const places = plan(SITE_CONFIG, (name) => kindOf.get(name));
const today = process.env.SITE_TODAY || indiaToday(new Date());

export function describePayloads(templates: string[]) {
  const made: string[] = [];
  afterAll(() => made.forEach((dir) => rmSync(dir, { recursive: true, force: true })));
  describe.each(templates)('payload %j in every field', (template) => {
    it('is refused or rendered harmless on every page, in the JSON-LD and in the feeds', async () => {
      const dir = mkdtempSync(join(tmpdir(), 'untrusted-'));
      made.push(dir);
      cpSync(SITE_CONFIG, dir, { recursive: true });
      const outcome = await injectAndRender(dir, places, (id) => payloadFor(template, id), today);
      expect(outcome.unexplained.map((p) => `${p.file}:${p.line} ${p.message}`)).toEqual([]);
      expect(outcome.pages.size).toBeGreaterThan(50);
      expect(outcome.feeds.size).toBeGreaterThan(3);
      const leaks = new Set<string>();
      const blame = (where: string, finding: string) => {
        const named = fieldsNamedIn(finding).map((id) => outcome.injections[id]?.field ?? `field ${id}`);
        leaks.add(`${where}: ${finding.slice(0, 160)} ← ${named.join(', ') || 'no field named'}`);
      };
      for (const [path, html] of outcome.pages) for (const finding of unsafeHtml(html)) blame(path, finding);
      for (const [path, xml] of outcome.feeds) for (const finding of unsafeFeed(xml)) blame(path, finding);
      expect([...leaks]).toEqual([]);
      // A link or a picture that could run a script never gets past the validator.
      const accepted = outcome.injections.filter((i) => i.kind !== 'text' && i.refused === undefined && dangerousUrl(i.value));
      expect(accepted.map((i) => `${i.field} = ${JSON.stringify(i.value)}`)).toEqual([]);
    }, 120_000);
  });
}
