// The editor server's file operations, on a temporary copy of site-config/.
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { pathAt, type Workspace } from '../../engine/config/workspace/workspace.ts';
import { refusal as error, scratchWorkspace } from './scratch-workspace.ts';

let dir: string;
let ws: Workspace;
scratchWorkspace('editor-ws-', (workspace, folder) => {
  ws = workspace;
  dir = folder;
});

describe('editor workspace', () => {
  it('refuses files outside site-config/', () => {
    for (const file of ['../package.json', 'pages/../../x.json', '/etc/passwd', 'pages/sub/x.json', 'site.txt']) {
      expect(error(() => ws.save(file, {})).status).toBe(400);
    }
  });

  it("changes a tool's rate in site-config/rules/ like any other file: listed, checked, saved with a minimal diff", () => {
    expect(ws.listFiles().filter((f) => f.startsWith('rules/'))).toContain('rules/gst-rates.json');
    const rates = JSON.parse(readFileSync(join(dir, 'rules/gst-rates.json'), 'utf8'));
    rates.entries[0].defaultRate = 12;
    expect(
      ws
        .check({ 'rules/gst-rates.json': rates })
        .problems.filter((p) => p.severity === 'error')
        .map((p) => p.message),
    ).toEqual([
      "12% is not one of this entry's rates — choose one of 5%, 18%, 40%, 3%, 1.5%, 0.25%, 28%",
      // …and the page that computes with the table says so.
      'this tool computes with site-config/rules/gst-rates.json, which is missing or has errors — restore or fix it',
    ]);
    rates.entries[0].defaultRate = 5;
    const before = readFileSync(join(dir, 'rules/gst-rates.json'), 'utf8');
    ws.save('rules/gst-rates.json', rates);
    expect(readFileSync(join(dir, 'rules/gst-rates.json'), 'utf8')).toBe(before.replace('"defaultRate": 18', '"defaultRate": 5'));
  });

  it('reports problems with the validator words, the file and the JSON path', () => {
    const page = JSON.parse(readFileSync(join(dir, 'pages/about.json'), 'utf8'));
    page.title = '';
    const { problems } = ws.check({ 'pages/about.json': page });
    const empty = problems.find((p) => p.message.startsWith('title is empty'))!;
    expect(empty.configFile).toBe('pages/about.json');
    expect(empty.path).toEqual(['title']);
    expect(empty.text).toMatch(/site-config\/pages\/about\.json:\d+:\d+ error: page \/about: title is empty — write some text/);
  });

  it("each check sees the files on disk as they are now, with only that check's unsaved changes", () => {
    const about = JSON.parse(readFileSync(join(dir, 'pages/about.json'), 'utf8'));
    const titleEmpty = (problems: { configFile: string; message: string }[]) => problems.filter((p) => p.message.startsWith('title is empty')).map((p) => p.configFile);
    expect(titleEmpty(ws.check({ 'pages/about.json': { ...about, title: '' } }).problems)).toEqual(['pages/about.json']);
    // The previous check's edit is not left behind in the copy it validates.
    expect(titleEmpty(ws.check().problems)).toEqual([]);
    // A file changed on disk outside the editor, and a page only the overlay has.
    const privacy = readFileSync(join(dir, 'pages/privacy.json'), 'utf8');
    writeFileSync(join(dir, 'pages/privacy.json'), privacy.replace(/"title": "[^"]*"/, '"title": ""'));
    try {
      const draft = { ...about, paths: ['/about-draft'], title: '' };
      expect(titleEmpty(ws.check({ 'pages/about-draft.json': draft }).problems).sort()).toEqual(['pages/about-draft.json', 'pages/privacy.json']);
    } finally {
      writeFileSync(join(dir, 'pages/privacy.json'), privacy);
    }
    expect(titleEmpty(ws.check().problems)).toEqual([]);
    // A page deleted in the overlay is gone for that check only: the menus that link to it are reported.
    expect(ws.check({ 'pages/gst.json': null }).problems.some((p) => p.configFile === 'navigation.json' && p.message.includes('"/gst"'))).toBe(true);
    expect(ws.check().problems.filter((p) => p.severity === 'error')).toEqual([]);
  });

  it('a stray file in pages/ is reported as in npm run validate, and no more once it is gone', () => {
    const stray = join(dir, 'pages/notes.txt');
    const ignored = () =>
      ws
        .check()
        .problems.filter((p) => p.message.startsWith('this file is ignored'))
        .map((p) => p.text);
    writeFileSync(stray, 'draft ideas');
    try {
      expect(ignored()).toEqual([expect.stringMatching(/site-config\/pages\/notes\.txt:1:1 warning: this file is ignored — page files must end in \.json$/)]);
    } finally {
      rmSync(stray);
    }
    expect(ignored()).toEqual([]);
  });

  it('does not save invalid content and leaves the file as it was', () => {
    const before = readFileSync(join(dir, 'pages/about.json'), 'utf8');
    const page = JSON.parse(before);
    page.blocks[0].type = 'heros';
    const refusal = error(() => ws.save('pages/about.json', page));
    expect(refusal.status).toBe(422);
    expect(refusal.problems.map((p) => p.message)).toContain('unknown block type "heros" — did you mean "hero"?');
    expect(readFileSync(join(dir, 'pages/about.json'), 'utf8')).toBe(before);
  });

  it('refuses to delete a page that menus link to, naming the places', () => {
    const refusal = error(() => ws.deletePage('pages/gst.json'));
    expect(refusal.status).toBe(409);
    expect(refusal.problems.some((p) => p.configFile === 'navigation.json' && p.message.includes('"/gst"'))).toBe(true);
    expect(existsSync(join(dir, 'pages/gst.json'))).toBe(true);
  });

  it('prepares a new page by the new-page rules without writing it', () => {
    expect(ws.newPage('/startup-india', 'Startup India').file).toBe('pages/startup-india.json');
    expect(existsSync(join(dir, 'pages/startup-india.json'))).toBe(false);
    expect(error(() => ws.newPage('/gst', 'GST')).message).toBe('The address /gst is already used by a page — open it from the list of pages, or pick another address');
    expect(error(() => ws.newPage('/Bad Path', 'x')).message).toContain('is not a valid address');
  });

  it('finds the JSON path at a line and column', () => {
    const text = '{\n  "a": {\n    "b": [1, "x"]\n  }\n}\n';
    expect(pathAt(text, 3, 15)).toEqual(['a', 'b', 1]);
    expect(pathAt(text, 2, 8)).toEqual(['a']);
  });
});
