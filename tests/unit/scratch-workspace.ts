// The editor workspace over a scratch copy of site-config/ (copied before a test file's tests, removed after
// them), and the refusal (RequestError) a workspace call is expected to end in.
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { ROOT_DIR } from '../../engine/config/schema-files.ts';
import { createWorkspace, RequestError, type Workspace } from '../../engine/config/workspace/workspace.ts';
import { blockRegistry } from '../../blocks/registry.ts';

/** Before the file's tests: copies site-config/ into a new temporary folder and hands its workspace and folder to `use`. */
export function scratchWorkspace(prefix: string, use: (ws: Workspace, dir: string) => void): void {
  let scratch: string;
  beforeAll(() => {
    scratch = mkdtempSync(join(tmpdir(), prefix));
    const dir = join(scratch, 'site-config');
    cpSync(join(ROOT_DIR, 'site-config'), dir, { recursive: true });
    use(createWorkspace(dir, blockRegistry), dir);
  });
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));
}

/** The RequestError that `fn` throws; any other error is thrown on, and no error at all fails. */
export function refusal(fn: () => unknown): RequestError {
  try {
    fn();
  } catch (e) {
    if (e instanceof RequestError) return e;
    throw e;
  }
  throw new Error('expected a refusal');
}
