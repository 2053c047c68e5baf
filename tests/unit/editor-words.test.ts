// One problem, two wordings: the validator's line for developers (file:line, JSON names) and the
// editor's, with the labels on its screen (engine/config/field-words.ts).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadSchemaFiles, ROOT_DIR } from '../../engine/config/schema-files.ts';
import { createWorkspace } from '../../engine/config/workspace/workspace.ts';
import { blockRegistry } from '../../blocks/registry.ts';
import { editorWording } from '../../engine/config/field-words.ts';

const files = loadSchemaFiles();
const workspace = createWorkspace(join(ROOT_DIR, 'site-config'), blockRegistry);
const gst = () => JSON.parse(readFileSync(join(ROOT_DIR, 'site-config/pages/gst.json'), 'utf8'));

function wordsFor(page: Record<string, unknown>) {
  return workspace
    .check({ 'pages/gst.json': page })
    .problems.filter((p) => p.configFile === 'pages/gst.json')
    .map((p) => ({ developer: p.text, editor: editorWording(p, files, 'page.schema.json', page) }));
}

describe('the editor words the validator’s problems with the screen’s labels', () => {
  it('a price typed as letters: the developer line keeps file:line, the editor names the section, the plan and the field', () => {
    const page = gst();
    const plans = page.blocks.find((b: { type: string }) => b.type === 'pricing-cards').plans;
    plans[1].price = 'abc';
    const [problem] = wordsFor(page);
    expect(problem!.developer).toMatch(/^site-config\/pages\/gst\.json:\d+:\d+ error: page \/gst, block 3 \(pricing-cards\), plan 2: price must be a number/);
    expect(problem!.editor.full).toBe("Price plans, plan 2 'Assured': Price in rupees must be a number such as 1999");
    expect(problem!.editor.field).toBe('Price in rupees must be a number such as 1999');
  });

  it('an emptied text of a list (a table’s column heading) is named by its item, never ": is empty"', () => {
    const refund = JSON.parse(readFileSync(join(ROOT_DIR, 'site-config/pages/refund.json'), 'utf8'));
    refund.blocks.find((b: { type: string }) => b.type === 'table').columns[2] = '';
    const problems = workspace
      .check({ 'pages/refund.json': refund })
      .problems.filter((p) => p.configFile === 'pages/refund.json')
      .map((p) => editorWording(p, files, 'page.schema.json', refund));
    expect(problems.map((w) => [w.full, w.field])).toEqual([
      ['Table: Column heading 3 is empty — fill it in, for example "Refund Amount"', 'Column heading 3 is empty — fill it in, for example "Refund Amount"'],
    ]);
  });

  it('a price written as on the site ("7,899") is named with the number to write', () => {
    const page = gst();
    page.blocks.find((b: { type: string }) => b.type === 'pricing-cards').plans[1].price = '7,899';
    expect(wordsFor(page).map((p) => p.editor.field)).toEqual(['Price in rupees must be written without commas or the ₹ sign: 7899']);
  });

  it('an emptied price is empty, not 0; a price of 0 asks whether the plan is free', () => {
    const page = gst();
    const plans = page.blocks.find((b: { type: string }) => b.type === 'pricing-cards').plans;
    plans[1].price = '';
    expect(wordsFor(page).map((p) => p.editor.field)).toEqual(['Price in rupees is empty — write a number such as 1999']);
    plans[1].price = 0;
    const free = wordsFor(page).filter((p) => p.editor.field.startsWith('Is this plan free?'));
    expect(free.map((p) => p.editor.full)).toEqual(["Price plans, plan 2 'Assured': Is this plan free? Its card shows ₹0 — if it is not free, write its price."]);
    expect(free[0]!.developer).toMatch(/warning: page \/gst, block 3 \(pricing-cards\), plan 2: price is 0, so the card shows ₹0 — is this plan free\?/);
  });

  it('developer names in other messages become the screen’s names', () => {
    const page = gst();
    page.title = '';
    const [problem] = wordsFor(page);
    expect(problem!.developer).toBe('site-config/pages/gst.json:7:12 error: page /gst: title is empty — write some text, for example "GST Registration Online | FilingBridge"');
    expect(problem!.editor.full).toBe('Page title is empty — fill it in, for example "GST Registration Online | FilingBridge"');
  });

  it('an extension naming no rule: the developer line lists the rules, the editor names the field and the rules to pick from', () => {
    const calendar = JSON.parse(readFileSync(join(ROOT_DIR, 'site-config/compliance-calendar.json'), 'utf8'));
    calendar.extensions = [{ rule: 'gstr-3b', period: '2026-11', date: '2026-12-31', reference: 'N1' }];
    const ids = calendar.rules.map((r: { id: string }) => r.id).join(', ');
    const problems = workspace.check({ 'compliance-calendar.json': calendar }).problems.filter((p) => p.configFile === 'compliance-calendar.json');
    expect(problems.map((p) => p.text)).toEqual([
      `site-config/compliance-calendar.json:${problems[0]!.line}:${problems[0]!.column} error: compliance calendar, extension 1: there is no rule "gstr-3b" — use the "id" of one of the rules: ${ids}`,
    ]);
    const words = editorWording(problems[0]!, files, 'compliance-calendar.schema.json', calendar);
    expect(words.full).toBe(`extension 1: Rule: "gstr-3b" is not one of the choices — pick one of: ${ids}`);
  });
});
