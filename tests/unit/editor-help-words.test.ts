// Help texts in the editor's own words: the schemas' descriptions name fields by their JSON keys and give
// examples as JSON (written for developers, who read them in their code editor too); under every field of
// the page editor (Puck) and of the forms they read with the labels on the screen (`helpInWords`,
// engine/config/field-words.ts). This walks every help text the editor shows and fails on a JSON key of
// its schema, a JSON fragment or a true / false literal.
import { describe, expect, it } from 'vitest';
import type { Field, Fields } from '@puckeditor/core';
import { loadSchemaFiles } from '../../engine/config/schema-files.ts';
import { helpInWords } from '../../engine/config/field-words.ts';
import type { SchemaObject } from '../../engine/config/schema-model.ts';
import { createPageAdapter } from '../../editor/shared/page-adapter.ts';
import { createPuckConfig, type FieldHelp } from '../../editor/app/puck-config.tsx';
import { bundleForForm } from '../../editor/app/schemas.ts';
import { blockRegistry } from '../../blocks/registry.ts';
import { propertyKeys } from './schema-keys.ts';

const files = loadSchemaFiles();
const config = createPuckConfig(files, createPageAdapter(files), blockRegistry);

/** Every property name of a schema file and of the files it refers to ($ref), at any depth. */
const keysOf = (fileKey: string) => propertyKeys(files, fileKey);

/** What makes a help text a developer's: a JSON key of its schema (camelCase), a JSON fragment, true or false. */
function developerWords(text: string, keys: Set<string>): string[] {
  const found: string[] = [];
  for (const m of text.matchAll(/\b[a-z]+[A-Z]\w*\b/g)) if (keys.has(m[0])) found.push(`the key ${m[0]}`);
  // A JSON fragment: a quote as JSON writes it, an object or a list of quoted values. (A text's own
  // placeholder such as {lowest-price} is what the person writes in that text; the field says what it shows.)
  if (/"/.test(text)) found.push('a JSON quote');
  if (/\{\s*["“]|\[\s*["“]|["”]\s*:\s*["“\d]/.test(text)) found.push('JSON');
  for (const m of text.matchAll(/\b(true|false)\b/g)) found.push(m[0]);
  return found;
}

function puckHelp(fields: Fields, where: string): { where: string; text: string }[] {
  return Object.entries(fields).flatMap(([k, f]: [string, Field]) => {
    const text = (f.metadata as FieldHelp | undefined)?.description;
    const parts = 'objectFields' in f ? f.objectFields : 'arrayFields' in f ? f.arrayFields : undefined;
    return [...(text ? [{ where: `${where}.${k}`, text }] : []), ...(parts ? puckHelp(parts as Fields, `${where}.${k}`) : [])];
  });
}

function formHelp(node: unknown, where: string): { where: string; text: string }[] {
  if (Array.isArray(node)) return node.flatMap((n, i) => formHelp(n, `${where}[${i}]`));
  if (!node || typeof node !== 'object') return [];
  return Object.entries(node as SchemaObject).flatMap(([k, v]) =>
    k === 'description' && typeof v === 'string' ? [{ where, text: v }] : k === 'examples' || k === 'default' || k === 'enum' || k === 'const' ? [] : formHelp(v, `${where}.${k}`),
  );
}

describe("the editor's help texts", () => {
  it("the page editor's: every block's fields (and the page's) name fields by their labels, with no JSON and no true / false", () => {
    const bad: string[] = [];
    let count = 0;
    for (const [type, component] of Object.entries(config.components)) {
      const keys = keysOf(`blocks/${type}.schema.json`);
      expect(keys.size, type).toBeGreaterThan(0);
      for (const { where, text } of puckHelp(component.fields as Fields, type)) {
        count++;
        for (const w of developerWords(text, keys)) bad.push(`${where}: ${w} in "${text}"`);
      }
    }
    for (const { where, text } of puckHelp(config.root!.fields as Fields, 'page')) {
      count++;
      for (const w of developerWords(text, keysOf('page.schema.json'))) bad.push(`${where}: ${w} in "${text}"`);
    }
    expect(count).toBeGreaterThan(300);
    expect(bad).toEqual([]);
  });

  it("the forms': site facts, menus, the calendar, collections and the tax tables", () => {
    const bad: string[] = [];
    const forms = [...files.keys()].filter((k) => !k.startsWith('blocks/') && !k.startsWith('forms/') && k !== 'page.schema.json' && k !== 'common.schema.json');
    expect(forms).toEqual(expect.arrayContaining(['site.schema.json', 'navigation.schema.json', 'compliance-calendar.schema.json', 'rules/gst-rates.schema.json']));
    for (const key of forms) {
      const keys = keysOf(key);
      for (const { where, text } of formHelp(bundleForForm(key), key)) for (const w of developerWords(text, keys)) bad.push(`${where}: ${w} in "${text}"`);
    }
    expect(bad).toEqual([]);
  });

  it('words a help text with the labels of the fields it names', () => {
    const names = new Map([
      ['source', 'Where the deadlines come from'],
      ['priority', 'Load first'],
      ['monthsAfter', 'Months after'],
      ['staleAfterDays', 'Warn when older than (days)'],
    ]);
    expect(helpInWords('With "source": "calendar": which deadlines to show.', names)).toBe('With “Where the deadlines come from” set to “calendar”: which deadlines to show.');
    expect(helpInWords('Mark it "priority": true when it is the main picture.', names)).toBe('Choose Yes for “Load first” when it is the main picture.');
    expect(helpInWords('Due monthsAfter later months.', names)).toBe('Due “Months after” later months.');
    expect(helpInWords("With a collection and 'staleAfterDays': shown above.", names)).toBe('With a collection and “Warn when older than (days)”: shown above.');
    expect(helpInWords('Write true for employers and false for businesses without employees.', names)).toBe('Choose Yes for employers and No for businesses without employees.');
    // The forms show a yes/no field as a tick box.
    expect(helpInWords('Write true for employers and false for businesses without employees.', names, { tick: true })).toBe(
      'Tick it for employers, leave it unticked for businesses without employees.',
    );
    expect(helpInWords('Ticked (true) once someone has checked it.', names, { tick: true })).toBe('Ticked once someone has checked it.');
    expect(helpInWords('for example { "GST Update": "blue", "MCA": "green" }.', names)).toBe('for example “GST Update” → “blue”, “MCA” → “green”.');
    expect(helpInWords('A link: { "label": …, "href": … }.', names)).toBe('A link: a link (its text and its address).');
    // A choice of the field itself stays as the choice shows it.
    expect(helpInWords('"source" (default)', names, { values: ['source'] })).toBe('“source” (default)');
  });
});
