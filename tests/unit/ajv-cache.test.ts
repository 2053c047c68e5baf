import { describe, expect, it } from 'vitest';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cachedValidators, type SourceAjv } from '../../engine/config/ajv-cache.ts';
import { createConfigAjv } from '../../engine/config/ajv.ts';
import { loadSchemaFiles, SCHEMA_BASE_URI } from '../../engine/config/schema-files.ts';
import { MINIMAL_SITE } from './helpers.ts';

const uris = new Map([...loadSchemaFiles().keys()].map((key) => [key, SCHEMA_BASE_URI + key]));
const create = (source: boolean) => createConfigAjv(source) as unknown as SourceAjv;
const json = (file: string) => JSON.parse(readFileSync(join(MINIMAL_SITE, file), 'utf8')) as Record<string, any>;

/** Documents that break the schemas in different ways: each keyword the site's schemas use to refuse. */
function badDocuments(): [string, unknown][] {
  const missing = json('pages/about.json');
  delete missing.blocks[1].items[0].answer;
  const unknownBlock = json('pages/about.json');
  unknownBlock.blocks.push({ type: 'heroo', heading: 'x' });
  const extra = json('pages/about.json');
  extra.blocks[0].headline = 'x';
  extra.colour = 'red';
  const wrongTypes = json('pages/about.json');
  wrongTypes.paths = ['about', 7];
  wrongTypes.title = '';
  const site = json('site.json');
  site.contact.email = 'not an e-mail';
  site.siteUrl = 'www.example';
  return [
    ['page.schema.json', missing],
    ['page.schema.json', unknownBlock],
    ['page.schema.json', extra],
    ['page.schema.json', wrongTypes],
    ['page.schema.json', json('pages/home.json')],
    ['site.schema.json', site],
    ['navigation.schema.json', { header: 3 }],
  ];
}

describe('the compiled validators kept on disk (engine/config/ajv-cache.ts)', () => {
  it("writes ajv's standalone code once, and the next process's validators give exactly ajv's errors", () => {
    const dir = mkdtempSync(join(tmpdir(), 'ajv-cache-'));
    try {
      const first = cachedValidators(dir, 'f1', uris, create);
      expect(readdirSync(dir)).toEqual(['f1.cjs']);
      // The file's helpers are required by absolute path: it loads from a folder outside the project.
      expect(readFileSync(join(dir, 'f1.cjs'), 'utf8')).not.toMatch(/require\("ajv/);
      const next = cachedValidators(dir, 'f1', uris, () => {
        throw new Error('compiled again although the file is there');
      });
      const ajv = createConfigAjv();
      const results = badDocuments().map(([key, doc]) => {
        const uri = SCHEMA_BASE_URI + key;
        const [a, b, c] = [ajv, first, next].map((v) => {
          const validate = v.getSchema(uri)!;
          return { ok: validate(structuredClone(doc)), errors: validate.errors };
        });
        expect(b).toEqual(a);
        expect(c).toEqual(a);
        return a!;
      });
      expect(results.map((r) => r.ok)).toEqual([false, false, false, false, true, false, false]);
      expect(results[0]!.errors).toEqual([
        {
          instancePath: '/blocks/1/items/0',
          schemaPath: '#/properties/items/items/required',
          keyword: 'required',
          params: { missingProperty: 'answer' },
          message: "must have required property 'answer'",
        },
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('compiles again when the file cannot be read, keeps the four newest others and removes temp files an hour old', () => {
    const dir = mkdtempSync(join(tmpdir(), 'ajv-cache-'));
    try {
      for (const [i, name] of ['a.cjs', 'b.cjs', 'c.cjs', 'd.cjs', 'e.cjs', 'old.cjs.1.tmp'].entries()) {
        writeFileSync(join(dir, name), '');
        const t = new Date(Date.now() - (10 - i) * 3_600_000);
        utimesSync(join(dir, name), t, t);
      }
      writeFileSync(join(dir, 'f2.cjs'), 'throw new Error("half written");');
      const validators = cachedValidators(dir, 'f2', uris, create);
      expect(validators.getSchema(`${SCHEMA_BASE_URI}navigation.schema.json`)!({ header: 3 })).toBe(false);
      expect(readdirSync(dir).sort()).toEqual(['b.cjs', 'c.cjs', 'd.cjs', 'e.cjs', 'f2.cjs']);
      expect(readFileSync(join(dir, 'f2.cjs'), 'utf8')).toMatch(/^"use strict";/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('validates all the same where it cannot write its folder', () => {
    const dir = mkdtempSync(join(tmpdir(), 'ajv-cache-'));
    try {
      writeFileSync(join(dir, 'not-a-folder'), '');
      const validators = cachedValidators(join(dir, 'not-a-folder', 'ajv'), 'f4', uris, create);
      const validate = validators.getSchema(`${SCHEMA_BASE_URI}navigation.schema.json`)!;
      expect(validate({ header: 3 })).toBe(false);
      expect(readdirSync(dir)).toEqual(['not-a-folder']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('writes nothing for a schema that does not compile: the validator says what ajv says', () => {
    const dir = mkdtempSync(join(tmpdir(), 'ajv-cache-'));
    try {
      const broken = (source: boolean) => {
        const ajv = createConfigAjv(source);
        ajv.addSchema({ type: 'object', properties: { a: { $ref: 'nowhere.schema.json' } } }, `${SCHEMA_BASE_URI}broken.schema.json`);
        return ajv as unknown as SourceAjv;
      };
      const validators = cachedValidators(dir, 'f3', new Map([...uris, ['broken.schema.json', `${SCHEMA_BASE_URI}broken.schema.json`]]), broken);
      expect(existsSync(join(dir, 'f3.cjs'))).toBe(false);
      expect(() => validators.getSchema(`${SCHEMA_BASE_URI}broken.schema.json`)).toThrow(
        `can't resolve reference nowhere.schema.json from id ${SCHEMA_BASE_URI}broken.schema.json`,
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
