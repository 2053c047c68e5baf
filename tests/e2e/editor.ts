// The visual editor (`npm run edit`) for the browser tests: one editor per Playwright worker, on its own
// port over its own temporary copy of site-config/ (EDIT_CONFIG_DIR), never the real files, shared by
// every editor spec the worker runs. Each test starts from the site as committed (the copy is put back
// before it), so no test builds on another's saves: the tests of a file run on both workers, in any
// order, and one failing leaves the others to run.
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test, expect as baseExpect, type Locator, type Page } from '@playwright/test';

// Validation runs on the server after each edit; on a busy machine that takes seconds.
export const expect = baseExpect.configure({ timeout: 30_000 });
export const ROOT = join(import.meta.dirname, '..', '..');
/** The first worker's editor port (EDIT_E2E_PORT, default 4242); worker n uses the port n above it. */
export const EDITOR_PORT = Number(process.env.EDIT_E2E_PORT ?? 4242);

export interface EditorRun {
  base: string;
  /** Set once the editor has started (read them inside tests). */
  scratch: string;
  configDir: string;
  /** Files as they are committed, which every test starts from. */
  originals: Map<string, string>;
  read(file: string): string;
}

export type CalendarRule = { id: string; form: string; title: string; recurrence: Record<string, unknown>; appliesTo?: Record<string, unknown> };

export const changed = (before: string, after: string) => {
  const a = before.split('\n');
  const b = after.split('\n');
  return { removed: a.filter((l) => !b.includes(l)), added: b.filter((l) => !a.includes(l)) };
};

export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const SOURCE = join(ROOT, 'site-config');

/** Every file under `dir`, relative to it. */
function filesIn(dir: string, under = ''): string[] {
  return readdirSync(join(dir, under), { withFileTypes: true }).flatMap((entry) => {
    const path = under ? `${under}/${entry.name}` : entry.name;
    return entry.isDirectory() ? filesIn(dir, path) : [path];
  });
}

// This worker's editor (Playwright's worker processes each load this module once).
const port = EDITOR_PORT + Number(process.env.TEST_PARALLEL_INDEX ?? 0);
const run: EditorRun = {
  base: `http://127.0.0.1:${port}`,
  scratch: '',
  configDir: '',
  originals: new Map(),
  read: (file) => readFileSync(join(run.configDir, file), 'utf8'),
};
let editor: ChildProcess | undefined;
let started: Promise<void> | undefined;

function startOnce(): Promise<void> {
  started ??= (async () => {
    run.scratch = mkdtempSync(join(tmpdir(), 'editor-e2e-'));
    run.configDir = join(run.scratch, 'site-config');
    cpSync(SOURCE, run.configDir, { recursive: true });
    for (const f of ['pages/gst.json', 'pages/home.json', 'navigation.json', 'compliance-calendar.json']) run.originals.set(f, run.read(f));
    const child = spawn(process.execPath, [join(ROOT, 'node_modules/tsx/dist/cli.mjs'), 'editor/server/main.ts'], {
      cwd: ROOT,
      env: { ...process.env, EDIT_PORT: String(port), EDIT_CONFIG_DIR: run.configDir },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    editor = child;
    // The worker ends: so does its editor, and its copy goes.
    process.once('exit', () => {
      child.kill('SIGTERM');
      rmSync(run.scratch, { recursive: true, force: true });
    });
    let log = '';
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`the editor did not start:\n${log}`)), 90_000);
      const onData = (chunk: Buffer) => {
        log += chunk.toString();
        if (log.includes('Site editor: http://127.0.0.1:')) {
          clearTimeout(timer);
          resolve();
        }
      };
      child.stdout!.on('data', onData);
      child.stderr!.on('data', onData);
      child.on('exit', (code) => reject(new Error(`the editor exited (${code}):\n${log}`)));
    });
  })();
  return started;
}

/** Puts the copy back as committed: files a test changed, and those it added (a new page) removed. */
function resetCopy() {
  const committed = new Set(filesIn(SOURCE));
  for (const file of filesIn(run.configDir)) if (!committed.has(file)) rmSync(join(run.configDir, file), { force: true });
  cpSync(SOURCE, run.configDir, { recursive: true, force: true });
}

/** This worker's editor for the file's tests, started before the first of them; each test starts from the committed site. */
export function startEditor(): EditorRun {
  test.describe.configure({ mode: 'parallel', timeout: 120_000 });
  test.beforeAll(async () => {
    // Starting the editor takes its own 90 s allowance on a busy machine; the hook's default 30 s is less.
    test.setTimeout(120_000);
    await startOnce();
  });
  test.beforeEach(() => {
    if (editor?.exitCode !== null && editor?.exitCode !== undefined) throw new Error(`the editor has stopped (exit ${editor.exitCode})`);
    resetCopy();
  });
  return run;
}

/** What the tests do in the editor of `run`. */
export function editorActions(run: EditorRun) {
  const BASE = run.base;
  const read = run.read;
  async function openPage(page: Page, path: string) {
    await page.goto(`${BASE}/?page=${encodeURIComponent(path)}`);
    await expect(page.frameLocator('#preview-frame').locator('main')).toBeVisible({ timeout: 90_000 });
    // The first check lists the file's problems (home.json has a warning); wait for it so that every test
    // starts from a page whose checks are done.
    await expect(page.getByRole('navigation', { name: 'Editor' })).not.toContainText('Checking…');
  }

  async function selectBlock(page: Page, heading: string) {
    await page.frameLocator('#preview-frame').getByRole('heading', { name: heading, exact: true }).click();
  }

  // A text area's accessible name also holds its text (it sits inside its <label>), so match the start.
  const field = (page: Page, label: string, role: 'textbox' | 'spinbutton' | 'combobox' = 'textbox') =>
    page
      .getByRole(role, { name: new RegExp(`^${escapeRegExp(label)}(\\s|$)`) })
      .filter({ visible: true })
      .first();

  /** A list field of the selected block (Puck renders each item's summary as a button). */
  const listField = (page: Page, name: string) => page.locator(`[data-field-name="${name}"]`).filter({ visible: true }).first();

  async function save(page: Page) {
    await page.getByRole('button', { name: 'Save', exact: true }).click();
  }

  const blocksOf = (file: string) => JSON.parse(read(file)).blocks as Record<string, unknown>[];

  /**
   * A real mouse drag. Puck's pointer sensors (dnd-kit) start a drag once the button has been held and the
   * pointer moved a few pixels; `dropShown` is what Puck draws where the item will land, so the button is
   * released only once Puck has taken the position in.
   */
  async function drag(page: Page, from: Locator, to: Locator, dropShown: Locator) {
    await expect(from).toBeVisible();
    await expect(to).toBeVisible();
    const a = (await from.boundingBox())!;
    await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
    await page.mouse.down();
    let nudge = 0;
    await expect(async () => {
      nudge += 3;
      await page.mouse.move(a.x + a.width / 2 + nudge, a.y + a.height / 2, { steps: 2 });
      await baseExpect(page.locator('[data-dnd-dragging]').first()).toBeAttached({ timeout: 500 });
    }).toPass({ timeout: 20_000 });
    // The lower part of the target: the item lands after it.
    const b = (await to.boundingBox())!;
    await page.mouse.move(b.x + b.width / 2, b.y + Math.min(b.height * 0.8, b.height - 4), { steps: 15 });
    await expect(async () => {
      await page.mouse.move(b.x + b.width / 2, b.y + Math.min(b.height * 0.8, b.height - 4) + 1, { steps: 2 });
      await baseExpect(dropShown.first()).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 20_000 });
    await page.mouse.up();
  }
  return { openPage, selectBlock, field, listField, save, blocksOf, drag };
}
