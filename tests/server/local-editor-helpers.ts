// `npm run edit`'s host (editor/server/app.ts) over a copy of site-config/ in a temporary folder, for the
// tests of the local editor: the built editor page is a small stand-in, the port only names the host the
// guards accept (nothing listens: requests go through inject).
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { ROOT_DIR } from '../../engine/config/schema-files.ts';
import { createLocalEditor } from '../../editor/server/app.ts';
import { versionOf } from '../../admin/server/drafts/versions.ts';

/** The local editor over a fresh copy of the site's config, ready before the file's tests and removed after them. */
export function localEditorOverCopy(prefix: string, editorPage: string, port: number) {
  const root = mkdtempSync(join(tmpdir(), prefix));
  const configDir = join(root, 'site-config');
  const bundleDir = join(root, 'edit');
  const distDir = join(root, 'dist');
  cpSync(join(ROOT_DIR, 'site-config'), configDir, { recursive: true });
  mkdirSync(join(bundleDir, 'assets'), { recursive: true });
  writeFileSync(join(bundleDir, 'admin.html'), editorPage);
  const host = `127.0.0.1:${port}`;
  const { app, token } = createLocalEditor({ configDir, port, bundleDir, distDir, token: 'test-token' });
  /** A request of the editor's page: on its own host, with its token. */
  const api = (method: 'GET' | 'POST', url: string, payload?: unknown, headers: Record<string, string> = {}) =>
    app.inject({ method, url, payload: payload as object, headers: { host, 'x-editor-token': token, ...headers } });
  /** The version of a file as the editor is given it now (its text's; "none": no such file): the `base` a save sends. */
  const version = (file: string) => {
    const path = join(configDir, file);
    return versionOf(existsSync(path) ? readFileSync(path, 'utf8') : null);
  };
  beforeAll(() => app.ready());
  afterAll(async () => {
    await app.close();
    rmSync(root, { recursive: true, force: true });
  });
  return { root, configDir, bundleDir, distDir, host, app, token, api, version };
}
