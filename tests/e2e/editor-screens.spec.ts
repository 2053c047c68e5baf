// The visual editor (`npm run edit`) in Chromium: the forms (menus, the compliance calendar), deleting a
// linked page, every screen at 390 px, axe and the keyboard. tests/e2e/editor.ts starts the worker's editor;
// each test starts from the committed site.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { test, type Locator, type Page } from '@playwright/test';
import type { Result } from 'axe-core';
import { axeResults, axeViolations } from './axe.ts';
import { changed, editorActions, escapeRegExp, expect, startEditor, type CalendarRule } from './editor.ts';

const run = startEditor();
const BASE = run.base;
const read = run.read;
const { openPage, openFromList, selectBlock, listField, save } = editorActions(run);

test('menus are edited in a form generated from the schema', async ({ page }) => {
  await page.goto(`${BASE}/?file=navigation.json`);
  // A worker's first screen: a new editor's first load takes longest.
  await expect(page.getByRole('heading', { name: 'Menus', level: 1 })).toBeVisible({ timeout: 90_000 });
  const first = page.getByRole('combobox', { name: 'Text', exact: true }).first();
  await expect(first).toHaveValue(JSON.parse(run.originals.get('navigation.json')!).links[0].label);
  await first.fill('About FilingBridge');
  await save(page);
  await expect(page.getByRole('status').first()).toHaveText('Saved Menus.');
  const diff = changed(run.originals.get('navigation.json')!, read('navigation.json'));
  expect(diff.removed).toHaveLength(1);
  expect(diff.added).toEqual([expect.stringContaining('"label": "About FilingBridge"')]);
});

/** The line that opens a calendar rule's fields: its number, form and title. */
const ruleButton = (page: Page, rules: CalendarRule[], index: number) =>
  page.getByRole('button', { name: new RegExp(`^${escapeRegExp(`${index + 1}. ${rules[index]!.form} — ${rules[index]!.title}`)}( — has a problem to fix)?$`) });

test("the compliance calendar rules are edited in a form: a rule's day, and a wrong day is refused", async ({ page }) => {
  const original = run.originals.get('compliance-calendar.json')!;
  const rules = JSON.parse(original).rules as CalendarRule[];
  const rule = rules.findIndex((r) => r.id === 'gstr-1-monthly');
  const oldDay = rules[rule]!.recurrence.day as number;
  await page.goto(`${BASE}/?file=compliance-calendar.json`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Compliance calendar', { timeout: 90_000 });
  // The rules are listed one line each; a rule's fields are shown once its line is opened.
  const summaries = page.getByRole('button', { name: /^\d+\. .* — / });
  await expect(summaries).toHaveCount(rules.length);
  const summary = ruleButton(page, rules, rule);
  await expect(summary).toHaveAttribute('aria-expanded', 'false');
  // rjsf names each input after its place in the file.
  const day = page.locator(`#root_rules_${rule}_recurrence_day`);
  await expect(day).toHaveCount(0);
  await summary.click();
  await expect(summary).toHaveAttribute('aria-expanded', 'true');
  await expect(page.locator('[id^="root_rules_"][id$="_recurrence_day"]')).toHaveCount(1);
  await expect(day).toHaveValue(String(oldDay));
  await expect(day).toHaveAccessibleName(/^Day/);

  await day.scrollIntoViewIfNeeded();
  const dayTop = (await day.boundingBox())!.y;
  await day.fill('0');
  await expect(page.locator(`#root_rules_${rule}_recurrence_day__error`)).toHaveText(
    "Day is 0, but it must be at least 1 — day of the month the filing is due (1–31; 31 means the month's last day).",
  );
  // The check's list of problems comes under the form, so the field being typed in does not move.
  await expect(page.getByTestId('problems')).toContainText('Day is 0, but it must be at least 1');
  await expect(page.getByTestId('problems').getByRole('button', { name: /Day is 0/ })).toHaveAttribute(
    'title',
    /error: compliance calendar, rule 1, recurrence: day is 0, but it must be at least 1/,
  );
  expect((await day.boundingBox())!.y).toBe(dayTop);
  await save(page);
  await expect(page.getByRole('status').first()).toHaveText('Not saved: 1 problem to fix first');
  await expect(page.getByTestId('problems')).toContainText('Day is 0, but it must be at least 1');
  await expect(page.getByTestId('problems').getByRole('button', { name: /Day is 0/ })).toHaveAttribute(
    'title',
    /error: compliance calendar, rule 1, recurrence: day is 0, but it must be at least 1/,
  );
  expect(read('compliance-calendar.json')).toBe(original);
  // A rule with a problem stays open, and says so, while another one is opened.
  const next = ruleButton(page, rules, rule + 1);
  await next.click();
  await expect(next).toHaveAttribute('aria-expanded', 'true');
  await expect(summary).toHaveAttribute('aria-expanded', 'true');
  await expect(summary).toHaveAccessibleName(/ — has a problem to fix$/);

  await day.fill(String(oldDay + 1));
  await save(page);
  await expect(page.getByRole('status').first()).toHaveText('Saved Compliance calendar.');
  expect(changed(original, read('compliance-calendar.json'))).toEqual({ removed: [`        "day": ${oldDay}`], added: [`        "day": ${oldDay + 1}`] });

  // Its problem fixed, it closes: only the rule opened last is open.
  await expect(summary).toHaveAttribute('aria-expanded', 'false');
  await expect(day).toHaveCount(0);
  await expect(page.locator(`#root_rules_${rule + 1}_recurrence_day`)).toBeVisible();
  await summary.click();
  await expect(summary).toHaveAttribute('aria-expanded', 'true');
  await expect(next).toHaveAttribute('aria-expanded', 'false');
  await expect(day).toHaveValue(String(oldDay + 1));
});

test('deleting a linked page is refused with the list of places', async ({ page }) => {
  await page.goto(BASE);
  page.once('dialog', (d) => void d.accept());
  await page.getByRole('button', { name: 'Delete /gst' }).click();
  await expect(page.getByRole('status').first()).toContainText('Not deleted:');
  // Each place in the screens' words, never a file (the validator's line stays as its tooltip).
  await expect(page.getByRole('status').first()).toContainText('Menus: ');
  await expect(page.getByRole('status').first()).not.toContainText('.json');
  expect(existsSync(join(run.configDir, 'pages/gst.json'))).toBe(true);
});

test('every editor screen fits a 390 px window: wrapped, never wider than the window (WCAG 1.4.10 reflow)', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const fits = async (screen: string) => {
    const widths = await page.evaluate(() => {
      const main = document.querySelector('main')!;
      return { page: document.documentElement.scrollWidth, main: main.scrollWidth };
    });
    expect(widths, screen).toEqual({ page: 390, main: 390 });
  };
  await page.goto(BASE);
  await expect(page.getByRole('heading', { name: 'Pages', level: 1 })).toBeVisible({ timeout: 90_000 });
  await fits('the page list (its table scrolls inside its own box)');
  // Each screen opened from the top bar, as a person does (no reload of the editor between them).
  const bar = page.getByRole('navigation', { name: 'Editor' });
  for (const [file, heading] of [
    ['site.json', 'Site facts'],
    ['navigation.json', 'Menus'],
  ] as const) {
    await bar.getByRole('link', { name: heading, exact: true }).click();
    await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible({ timeout: 90_000 });
    await fits(file);
  }
  await bar.getByRole('link', { name: 'Compliance calendar', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Compliance calendar', level: 1 })).toBeVisible({ timeout: 90_000 });
  const rules = JSON.parse(read('compliance-calendar.json')).rules as CalendarRule[];
  const longest = rules.reduce((a, r, i) => (`${r.form} — ${r.title}`.length > `${rules[a]!.form} — ${rules[a]!.title}`.length ? i : a), 0);
  await ruleButton(page, rules, longest).click();
  await expect(ruleButton(page, rules, longest)).toHaveAttribute('aria-expanded', 'true');
  await fits('the calendar, with its longest rule open');
  // A description of two lines is as tall as two lines (the form theme writes them in <sup>, line-height 0 in the reset).
  const description = page.locator('sup', { hasText: 'One group: a short id, a name for people and its states.' }).first();
  expect((await description.boundingBox())!.height).toBeGreaterThan(40);
  await bar.getByRole('link', { name: 'Pages', exact: true }).click();
  await openFromList(page, '/gst');
  await fits('the page editor');
});

test('the editor screens have no axe violations', async ({ page }) => {
  await page.goto(BASE);
  await expect(page.getByRole('heading', { name: 'Pages' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  // Opened from the top bar (no second load of the editor).
  await page.getByRole('navigation', { name: 'Editor' }).getByRole('link', { name: 'Site facts', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Site facts', level: 1 })).toBeVisible({ timeout: 90_000 });
  expect(await axeViolations(page)).toEqual([]);
});

/**
 * Rules that between them show every kind of field a rule can have: each recurrence type, and every
 * property of a rule, its recurrence and its "appliesTo" that occurs in the file.
 */
function rulesShowingEveryField(rules: CalendarRule[]) {
  const features = (r: CalendarRule) =>
    new Set([
      `type:${String(r.recurrence.type)}`,
      ...Object.keys(r).map((k) => `rule.${k}`),
      ...Object.keys(r.recurrence).map((k) => `recurrence.${k}`),
      ...Object.keys(r.appliesTo ?? {}).map((k) => `appliesTo.${k}`),
    ]);
  const missing = new Set(rules.flatMap((r) => [...features(r)]));
  const chosen: number[] = [];
  while (missing.size) {
    const gain = rules.map((r) => [...features(r)].filter((f) => missing.has(f)).length);
    const best = gain.indexOf(Math.max(...gain));
    chosen.push(best);
    for (const f of features(rules[best]!)) missing.delete(f);
  }
  return chosen;
}

test('the compliance calendar form has no axe violations, with its rules closed and with each kind of rule open', async ({ page }) => {
  const rules = JSON.parse(run.originals.get('compliance-calendar.json')!).rules as CalendarRule[];
  await page.goto(`${BASE}/?file=compliance-calendar.json`);
  await expect(page.getByRole('heading', { name: 'Compliance calendar', level: 1 })).toBeVisible({ timeout: 90_000 });
  expect(await axeViolations(page)).toEqual([]);
  const open = rulesShowingEveryField(rules);
  expect(new Set(open.map((i) => rules[i]!.recurrence.type))).toEqual(new Set(rules.map((r) => r.recurrence.type)));
  for (const index of open) {
    await ruleButton(page, rules, index).click();
    await expect(page.locator(`#root_rules_${index}_recurrence_day`)).toBeVisible();
    // The rest of the form was checked above: the open rule's fields.
    expect(await axeViolations(page, { include: `#root_rules_${index}__record` }), `rule ${index + 1} open`).toEqual([]);
  }
});

/**
 * Violations minus two that Puck's own markup causes and no config, CSS or label can change:
 * - nested-interactive on Puck's drag wrappers — every block in the canvas (`[data-puck-component]`)
 *   and every list item's summary in the fields (`_ArrayFieldItem-summary`) is a role="button" drag
 *   handle that contains the block's or the item's own buttons;
 * - target-size where the only neighbour too close is such a canvas wrapper (it covers the whole
 *   block, so every link and button in the block has it at 0 px). On the site itself the same
 *   targets pass (tests/e2e/a11y.spec.ts).
 */
function withoutPuckOwn(violations: Result[]) {
  // Puck's drag handles, told by their own markup: a canvas block's wrapper, a list item's summary row.
  const wrapper = (html: string) => {
    const tag = /^<div [^>]*>/.exec(html)?.[0] ?? '';
    return /\brole="button"/.test(tag) && /\baria-roledescription="draggable"/.test(tag) && /\b(data-puck-component="[\w-]+"|class="_ArrayFieldItem-summary_\w+")/.test(tag);
  };
  return violations
    .map((v) => {
      if (v.id === 'nested-interactive') return { ...v, nodes: v.nodes.filter((n) => !wrapper(n.html)) };
      if (v.id === 'target-size') {
        const tooCloseToPuckOnly = (n: Result['nodes'][number]) => {
          const near = [...n.any, ...n.all, ...n.none].flatMap((c) => c.relatedNodes ?? []);
          return near.length > 0 && near.every((r) => wrapper(r.html));
        };
        return { ...v, nodes: v.nodes.filter((n) => !tooCloseToPuckOnly(n)) };
      }
      return v;
    })
    .filter((v) => v.nodes.length)
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
}

test('the page editor has no axe violations of ours, in its own screen and in the canvas', async ({ page }) => {
  await openPage(page, '/gst');
  await expect(page.getByText('No problems', { exact: true })).toBeVisible();
  const ui = () => axeResults(page, { exclude: '#preview-frame' });
  const canvas = () => axeResults(page, { include: [['#preview-frame', 'html']], frames: true });
  expect(withoutPuckOwn(await ui())).toEqual([]);
  expect(withoutPuckOwn(await canvas())).toEqual([]);
  // With a block and its list fields open.
  await selectBlock(page, 'GST registration plans');
  await listField(page, 'plans')
    .getByRole('button', { name: /^Basic\b/ })
    .click();
  expect(withoutPuckOwn(await ui())).toEqual([]);
  expect(withoutPuckOwn(await canvas())).toEqual([]);
});

/** Presses Tab until `target` has the focus; fails after `max` presses. */
async function tabTo(page: Page, target: Locator, max = 80) {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((e) => e === document.activeElement)) return i + 1;
  }
  throw new Error(`${String(target)} was not reached with ${max} presses of Tab`);
}

test('Save and the page list are reached with the Tab key', async ({ page }) => {
  await page.goto(BASE);
  await expect(page.getByRole('heading', { name: 'Pages' })).toBeVisible();
  await tabTo(page, page.getByRole('link', { name: '/gst', exact: true }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\?page=%2Fgst$/);
  await expect(page.frameLocator('#preview-frame').locator('main')).toBeVisible({ timeout: 90_000 });
  await tabTo(page, page.getByRole('button', { name: 'Save', exact: true }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').first()).toHaveText('Nothing to save — there are no unsaved changes in this file.');
});

test("Puck's Blocks and Outline switches are buttons reached with Tab, worked with Enter and Space", async ({ page }) => {
  await openPage(page, '/gst');
  const blocks = page.getByRole('button', { name: 'Blocks', exact: true });
  const outline = page.getByRole('button', { name: 'Outline', exact: true });
  await expect(blocks).toHaveAttribute('aria-pressed', 'true');
  await expect(outline).toHaveAttribute('aria-pressed', 'false');
  await tabTo(page, outline);
  await page.keyboard.press('Enter');
  await expect(outline).toHaveAttribute('aria-pressed', 'true');
  await expect(blocks).toHaveAttribute('aria-pressed', 'false');
  // The outline lists the page's blocks.
  await expect(page.locator('[class*="_LayerTree"]').getByText('Hero banner').first()).toBeVisible();
  await blocks.focus();
  await page.keyboard.press(' ');
  await expect(blocks).toHaveAttribute('aria-pressed', 'true');
  // Back to the block list: the outline is hidden.
  await expect(page.locator('[class*="_LayerTree"]').getByText('Hero banner').first()).toBeHidden();
  await expect(page.locator('[class*="_Drawer"]').getByText('Compliance calendar', { exact: true }).first()).toBeVisible();
});
