// A release's render bundle finds React through the link releases/node_modules → this checkout's packages.
// The data folder outlives a checkout (a new version installed in a new folder): a link left to the old
// folder made every build fail with EEXIST once that folder was gone, and the site's forms answered 500.
import { mkdirSync, mkdtempSync, readlinkSync, rmSync, symlinkSync, writeFileSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { linkModules } from '../../admin/server/publish/releases.ts';
import { ROOT_DIR } from '../../engine/config/schema-files.ts';

const made: string[] = [];
const releasesDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'release-modules-'));
  made.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});
const packages = join(ROOT_DIR, 'node_modules');

it('links the releases to this checkout’s packages', () => {
  const dir = releasesDir();
  linkModules(dir);
  expect(readlinkSync(join(dir, 'node_modules'))).toBe(packages);
  linkModules(dir); // again: left as it is
  expect(readlinkSync(join(dir, 'node_modules'))).toBe(packages);
});

it('points a link left by a removed checkout at this one (it threw EEXIST before)', () => {
  const dir = releasesDir();
  symlinkSync(join(dir, 'old-checkout/node_modules'), join(dir, 'node_modules'), 'dir');
  linkModules(dir);
  expect(readlinkSync(join(dir, 'node_modules'))).toBe(packages);
});

it('points a link to another checkout that still exists at this one, so a release never loads the old version’s packages', () => {
  const dir = releasesDir();
  mkdirSync(join(dir, 'old-checkout/node_modules'), { recursive: true });
  symlinkSync(join(dir, 'old-checkout/node_modules'), join(dir, 'node_modules'), 'dir');
  linkModules(dir);
  expect(readlinkSync(join(dir, 'node_modules'))).toBe(packages);
});

it('leaves a real folder named node_modules alone', () => {
  const dir = releasesDir();
  mkdirSync(join(dir, 'node_modules'));
  writeFileSync(join(dir, 'node_modules/keep.txt'), 'theirs');
  linkModules(dir);
  expect(readFileSync(join(dir, 'node_modules/keep.txt'), 'utf8')).toBe('theirs');
});
