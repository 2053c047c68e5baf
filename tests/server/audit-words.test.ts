// Every action the back office writes to its audit log has words in the log's own list (routes/audit.ts),
// so the log never shows a code's name ("user.totp-reset") to the people reading it.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT_DIR } from '../../engine/config/schema-files.ts';
import { ACTION_WORDS } from '../../admin/server/routes/audit.ts';

const files = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : /\.ts$/.test(name) ? [path] : [];
  });

describe('the audit log in words', () => {
  it('has words for every action the back office writes', () => {
    const written = new Set(files(join(ROOT_DIR, 'admin/server')).flatMap((file) => [...readFileSync(file, 'utf8').matchAll(/\baction: '([a-z.-]+)'/g)].map((m) => m[1]!)));
    expect(written.size).toBeGreaterThan(25);
    expect([...written].filter((action) => !ACTION_WORDS[action]).sort()).toEqual([]);
  });
});
