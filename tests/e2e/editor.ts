// The visual editor (`npm run edit`) for the browser tests: one editor per Playwright worker, on its own
// port over its own temporary copy of site-config/ (EDIT_CONFIG_DIR), never the real files, shared by
// every editor spec the worker runs. Each test starts from the site as committed (the copy is put back
// before it), so no test builds on another's saves: the tests of a file run on every worker, in any
// order, and one failing leaves the others to run.
import { spawn, type ChildProcess } from 'node:child_process';
import { copyFileSync, cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
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
/** Each file of the copy as committed: its size and time of change when it was last put back. */
const stamps = new Map<string, string>();
const stampOf = (file: string) => {
  const st = statSync(join(run.configDir, file));
  return `${st.size}:${st.mtimeMs}`;
};

function startOnce(): Promise<void> {
  started ??= (async () => {
    run.scratch = mkdtempSync(join(tmpdir(), 'editor-e2e-'));
    run.configDir = join(run.scratch, 'site-config');
    cpSync(SOURCE, run.configDir, { recursive: true });
    for (const file of filesIn(run.configDir)) stamps.set(file, stampOf(file));
    for (const f of ['pages/gst.json', 'pages/home.json', 'navigation.json', 'compliance-calendar.json']) run.originals.set(f, run.read(f));
    const child = spawn(process.execPath, [join(ROOT, 'node_modules/tsx/dist/cli.mjs'), 'editor/server/main.ts'], {
      cwd: ROOT,
      // EDIT_E2E_NODE_OPTIONS: Node's options for the editors only (e.g. --cpu-prof to see where their time goes).
      env: {
        ...process.env,
        EDIT_PORT: String(port),
        EDIT_CONFIG_DIR: run.configDir,
        ...(process.env.EDIT_E2E_NODE_OPTIONS && { NODE_OPTIONS: process.env.EDIT_E2E_NODE_OPTIONS }),
      },
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

/**
 * Puts the copy back as committed: the files a test changed or removed copied again, those it added (a new
 * page) removed. Only those: the others keep their time of change, so the editor's own record of the files
 * on disk (the problems they have, computed once per version of the folder) stays valid between tests.
 */
function resetCopy() {
  const present = new Set(filesIn(run.configDir));
  for (const file of present) if (!stamps.has(file)) rmSync(join(run.configDir, file), { force: true });
  for (const [file, stamp] of stamps) {
    if (present.has(file) && stampOf(file) === stamp) continue;
    mkdirSync(dirname(join(run.configDir, file)), { recursive: true });
    copyFileSync(join(SOURCE, file), join(run.configDir, file));
    stamps.set(file, stampOf(file));
  }
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
  /** Waits until the page editor shows its page on the canvas and the page's first check is done. */
  async function pageShown(page: Page) {
    await expect(page.frameLocator('#preview-frame').locator('main')).toBeVisible({ timeout: 90_000 });
    // The first check lists the file's problems (home.json has a warning); wait for it so that every test
    // starts from a page whose checks are done.
    await expect(page.getByRole('navigation', { name: 'Editor' })).not.toContainText('Checking…');
  }

  async function openPage(page: Page, path: string) {
    await page.goto(`${BASE}/?page=${encodeURIComponent(path)}`);
    await pageShown(page);
  }

  /** Opens a page from the list of pages on screen: inside the editor, as a person does (no second load of the editor). */
  async function openFromList(page: Page, path: string) {
    await page.getByRole('link', { name: path, exact: true }).filter({ visible: true }).click();
    await expect(page).toHaveURL(new RegExp(`\\?page=${escapeRegExp(encodeURIComponent(path))}$`));
    await pageShown(page);
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

  /** Opens a plan's fields in the price plans of /gst (the page open in the editor). */
  async function openPlan(page: Page, plan: string) {
    await selectBlock(page, 'GST registration plans');
    await listField(page, 'plans')
      .getByRole('button', { name: new RegExp(`^${escapeRegExp(plan)}\\b`) })
      .click();
  }

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
  return { openPage, openFromList, selectBlock, field, listField, openPlan, save, blocksOf, drag };
}
