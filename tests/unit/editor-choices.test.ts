// The fields whose values are known (editor/app/choices.ts), found in the schemas by key and title: each one
// the issue names is a picker or offers its values, and the values come from the files being edited.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadSchemaFiles, ROOT_DIR } from '../../engine/config/schema-files.ts';
import { calendarChoices, choicesFor, isStrict, optionsOf, servicesOf, NO_CHOICES } from '../../editor/app/choices.ts';
import type { SchemaObject } from '../../engine/config/schema-model.ts';

/** "file#/json/pointer → kind" for every schema node with known values (a property's key is its last step). */
function pickers(): string[] {
  const found: string[] = [];
  const walk = (node: unknown, file: string, pointer: string, key: string) => {
    if (Array.isArray(node)) return node.forEach((n, i) => walk(n, file, `${pointer}/${i}`, key));
    if (!node || typeof node !== 'object') return;
    const schema = node as SchemaObject;
    const kind = choicesFor(key, schema);
    if (kind && kind !== 'date') found.push(`${file}#${pointer} → ${kind}`);
    for (const [k, v] of Object.entries(schema)) {
      if (k === 'examples' || k === 'defaultSnippets') continue;
      const childKey = pointer.endsWith('/properties') ? k : k === 'items' ? key : '';
      walk(v, file, `${pointer}/${k}`, childKey);
    }
  };
  for (const [file, schema] of loadSchemaFiles()) walk(schema, file, '', '');
  return found;
}

describe('fields whose values are known', () => {
  const found = pickers();
  it.each([
    ['page.schema.json#/properties/menu/properties/group → footerGroups'],
    ['collections.schema.json#/$defs/list/properties/menu/properties/group → footerGroups'],
    ['navigation.schema.json#/properties/dropdowns/items/properties/href → pages'],
    ['compliance-calendar.schema.json#/$defs/extension/properties/rule → calendarRules'],
    ['compliance-calendar.schema.json#/$defs/recurrence/properties/event → calendarEvents'],
    ['compliance-calendar.schema.json#/$defs/rule/properties/appliesTo/properties/stateGroups/items → stateGroups'],
    ['compliance-calendar.schema.json#/$defs/rule/properties/service/properties/enquiry → services'],
    ['common.schema.json#/$defs/enquiryAction/properties/service → services'],
    ['common.schema.json#/$defs/enquiryAction/properties/plan → plans'],
    ['collections/guide.schema.json#/properties/services/items → pages'],
  ])('%s', (entry) => {
    expect(found).toContain(entry);
  });

  it('a calendar rule, event or state group and a footer group are pickers; pages, plans and services still take a typed value', () => {
    expect((['footerGroups', 'calendarRules', 'calendarEvents', 'stateGroups'] as const).every(isStrict)).toBe(true);
    expect((['pages', 'plans', 'services', 'date'] as const).some(isStrict)).toBe(false);
  });

  it('the calendar offers its own rules by form and title, and keeps a value that is not one of them visible', () => {
    const calendar = JSON.parse(readFileSync(join(ROOT_DIR, 'site-config/compliance-calendar.json'), 'utf8'));
    const choices = { ...NO_CHOICES, ...calendarChoices(calendar) };
    const rules = optionsOf('calendarRules', choices, 'gstr-3b');
    expect(rules).toHaveLength(calendar.rules.length + 1);
    expect(rules).toContainEqual({ value: 'gstr-3b-monthly', label: 'GSTR-3B — monthly summary return and tax payment (gstr-3b-monthly)' });
    expect(rules.at(-1)).toEqual({ value: 'gstr-3b', label: 'gstr-3b (not one of the choices)' });
    expect(optionsOf('calendarEvents', choices).map((o) => o.value)).toEqual(calendar.events.map((e: { id: string }) => e.id));
  });

  it("the services are those the site's enquiries name", () => {
    const gst = JSON.parse(readFileSync(join(ROOT_DIR, 'site-config/pages/gst.json'), 'utf8'));
    expect(servicesOf([gst])).toContain('GST Registration');
  });
});

describe('the forms’ descriptions', () => {
  it('name a record’s fields by the titles the form shows, not their JSON keys', async () => {
    const { bundleForForm } = await import('../../editor/app/schemas.ts');
    const bundled = bundleForForm('compliance-calendar.schema.json') as { properties: { rules: { items: { properties: { recurrence: { description: string } } } } } };
    const text = bundled.properties.rules.items.properties.recurrence.description;
    expect(text).toContain('(“Months after” later months, “Only these months” to skip months, “Exceptions” for single months)');
    expect(text).not.toMatch(/"monthsAfter"|"periodMonths"/);
  });
});
