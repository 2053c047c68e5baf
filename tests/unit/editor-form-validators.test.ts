// The editor's forms (Site facts, Menus, the calendar, the rate tables, updates and guides) under the back
// office's Content-Security-Policy, which forbids eval: the form library's checks are compiled when the
// editor is built (editor/app/form-validators-code.ts), every form renders every committed file with
// them (none missing), and the built editor bundle holds no eval at all. The browser side, with the
// real CSP: tests/e2e/admin-editor-traps.spec.ts.
// `npm test` builds first; alone, run `npm run build` before (the bundle's test names it when missing).
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import Form from '@rjsf/core';
import type { RJSFSchema } from '@rjsf/utils';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadSchemaFiles, ROOT_DIR } from '../../engine/config/schema-files.ts';
import { formSchemaKeys, formValidatorsCode } from '../../editor/app/form-validators-code.ts';
import { formSchema } from '../../editor/app/form-schema.ts';
import { validatorFrom, type Check } from '../../editor/app/form-validator.ts';

const files = loadSchemaFiles();
const code = formValidatorsCode(files);
const dir = join(ROOT_DIR, '.tmp', `form-validators-${process.pid}`);
let checks: Record<string, Check>;

beforeAll(async () => {
  // Imported as the bundle imports it: an ES module of plain functions.
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'checks.mjs'), code);
  checks = (await import(pathToFileURL(join(dir, 'checks.mjs')).href)).formValidators;
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Anything that compiles code from text in a browser: `new Function`, `Function(…)`, `eval(…)`. */
const EVAL = /\bnew Function\b|(?<![.\w$])Function\(|(?<![.\w$])eval\(/;

/** Every committed config file the editor shows as a form, with its schema's key. */
function formFiles(): { file: string; key: string; data: unknown }[] {
  const config = join(ROOT_DIR, 'site-config');
  const list = [
    ...readdirSync(config).filter((f) => f.endsWith('.json')),
    ...['rules', 'updates', 'guides', 'jobs'].flatMap((folder) =>
      readdirSync(join(config, folder))
        .filter((f) => f.endsWith('.json'))
        .map((f) => `${folder}/${f}`),
    ),
  ];
  return list.map((file) => {
    const data = JSON.parse(readFileSync(join(config, file), 'utf8')) as { $schema?: string };
    return { file, key: String(data.$schema).replace(/^(\.\.\/)+schemas\//, ''), data };
  });
}

describe("the forms' checks, compiled at build time", () => {
  it('are plain functions: no eval, no Ajv in the code the editor bundles', () => {
    expect(code).not.toMatch(EVAL);
    expect(code).not.toMatch(/require\(/);
    expect(Object.keys(checks).length).toBeGreaterThan(0);
  });

  it('are made for every form of the editor, and every committed file names one of those forms', () => {
    const keys = formSchemaKeys(files);
    expect(keys).toContain('site.schema.json');
    expect(keys).toContain('navigation.schema.json');
    expect(keys).toContain('collections/update.schema.json');
    expect(keys).not.toContain('page.schema.json');
    for (const { file, key } of formFiles()) expect(keys, file).toContain(key);
  });

  it('render every committed file in its form with the compiled checks, none missing, and the choices made as stored', () => {
    const missing = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const validator = validatorFrom(checks);
      for (const { file, key, data } of formFiles()) {
        const html = renderToString(
          createElement(Form, {
            schema: formSchema(key, files) as RJSFSchema,
            validator,
            formData: data,
            // As FileForm.tsx: an update's or guide's text has its own editor (RichBodyField.tsx).
            uiSchema: /^collections\/(update|guide)\./.test(key) ? { body: { 'ui:field': 'richBody' } } : {},
            fields: { richBody: () => null },
            noHtml5Validate: true,
          }),
        );
        expect(html, file).toContain('id="root');
      }
      expect(missing.mock.calls.map((c) => String(c[0]))).toEqual([]);
    } finally {
      missing.mockRestore();
    }
    // A choice the checks decide: a drop-down item that is a link shows as "Service with its own page", a name alone as "Service name".
    const nav = formFiles().find((f) => f.file === 'navigation.json')!;
    const items = (nav.data as { dropdowns: { items: unknown[] }[] }).dropdowns.flatMap((d, i) => d.items.map((item, j) => ({ id: `root_dropdowns_${i}_items_${j}`, item })));
    const link = items.find((i) => typeof i.item === 'object')!;
    const name = items.find((i) => typeof i.item === 'string')!;
    const html = renderToString(createElement(Form, { schema: formSchema(nav.key, files) as RJSFSchema, validator: validatorFrom(checks), formData: nav.data }));
    const chosen = (id: string) => new RegExp(`<select id="${id}__anyof_select".*?<option[^>]*selected=""[^>]*>([^<]*)</option>`).exec(html)?.[1];
    expect(chosen(link.id)).toBe('Service with its own page');
    expect(chosen(name.id)).toBe('Service name');
  });
});

describe('the built editor bundle (dist-admin/edit/)', () => {
  it('holds no eval: nothing in it compiles code from text, which the back office CSP would refuse', () => {
    const assets = join(ROOT_DIR, 'dist-admin', 'edit', 'assets');
    expect(existsSync(assets), 'dist-admin/edit/assets is missing: run `npm run build` first').toBe(true);
    const scripts = readdirSync(assets).filter((f) => f.endsWith('.js'));
    expect(scripts.length).toBeGreaterThan(0);
    const found = scripts.flatMap((f) => {
      const text = readFileSync(join(assets, f), 'utf8');
      const at = text.search(EVAL);
      return at < 0 ? [] : [`${f}: …${text.slice(Math.max(0, at - 60), at + 60)}…`];
    });
    expect(found).toEqual([]);
  });
});
