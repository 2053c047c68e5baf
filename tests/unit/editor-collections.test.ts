// The editor's server and the collections: entries are files it lists, checks and saves like pages;
// "New update" / "New guide" / "New job opening" start an entry that cannot be saved half-written.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT_DIR } from '../../engine/config/schema-files.ts';
import type { Workspace } from '../../engine/config/workspace/workspace.ts';
import { refusal, scratchWorkspace } from './scratch-workspace.ts';

let dir: string;
let ws: Workspace;
scratchWorkspace('editor-collections-', (workspace, folder) => {
  ws = workspace;
  dir = folder;
});

describe('the editor and the collections', () => {
  it('lists the entries of every collection, and refuses folders that are none', () => {
    const files = ws.listFiles();
    expect(files).toEqual(expect.arrayContaining(['collections.json', 'updates/gstr-9-and-9c-fy-2025-26.json', 'guides/which-itr-form-to-file.json', 'jobs/legal-associate.json']));
    expect(ws.collections().map((c) => [c.name, c.entries])).toEqual([
      ['updates', 'update'],
      ['guides', 'guide'],
      ['jobs', 'job'],
    ]);
    expect(refusal(() => ws.save('images/x.json', {})).status).toBe(400);
    expect(refusal(() => ws.save('updates/../site.json', {})).status).toBe(400);
  });

  it('a new update is a draft that cannot be saved before its texts are written; then it is a file and a page', () => {
    const { file, data } = ws.newEntry('updates', 'Match your TDS credits in Form 26AS');
    expect(file).toBe('updates/match-your-tds-credits-in-form-26as.json');
    expect(data).toMatchObject({ $schema: '../../schemas/collections/update.schema.json', slug: 'match-your-tds-credits-in-form-26as', category: 'GST Update', summary: '' });
    // Checking the draft never writes into the real folder.
    const { problems } = ws.check({ [file]: data });
    expect(existsSync(join(dir, file))).toBe(false);
    expect(problems.filter((p) => p.configFile === file).map((p) => [p.path, p.message])).toEqual([
      [['summary'], 'summary is empty — write some text'],
      [['body', 0, 'text'], 'text is empty — write some text'],
    ]);
    expect(refusal(() => ws.save(file, data)).status).toBe(422);
    const written = { ...data, category: 'TDS', summary: 'Check Form 26AS before you file.', body: [{ type: 'paragraph', text: 'Download **Form 26AS** first.' }] };
    ws.save(file, written);
    expect(JSON.parse(readFileSync(join(dir, file), 'utf8'))).toEqual(written);
    const { config } = ws.check();
    expect(config!.pages.map((p) => p.page.paths[0])).toContain('/updates/match-your-tds-credits-in-form-26as');
    // The same title again: the file exists.
    expect(refusal(() => ws.newEntry('updates', 'Match your TDS credits in Form 26AS')).status).toBe(409);
  });

  it('a new guide names the team as author; a new job opening comes last in the list', () => {
    expect(ws.newEntry('guides', 'How to file GSTR-9').data).toMatchObject({
      author: { name: 'FilingBridge compliance team', kind: 'team' },
      sources: [{ label: '', href: 'https://' }],
    });
    const job = ws.newEntry('jobs', 'Tax Associate');
    expect(job).toMatchObject({ file: 'jobs/tax-associate.json', data: { order: 7, type: 'Full-time' } });
    // Contact details stay in Site facts: a new entry writes none out (a job opening has no field for them).
    const site = JSON.parse(readFileSync(join(ROOT_DIR, 'site-config/site.json'), 'utf8'));
    for (const entry of [job, ws.newEntry('guides', 'How to file GSTR-9'), ws.newEntry('updates', 'A new update')]) {
      const text = JSON.stringify(entry.data);
      expect(text).not.toContain(site.contact.phone);
      expect(text).not.toContain(site.contact.email);
    }
    expect(refusal(() => ws.newEntry('circulars', 'X')).status).toBe(404);
  });
});
