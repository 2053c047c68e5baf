// npm run admin: the first administrator is made on the command line (there are no default
// accounts); add-user and reset-password print exactly one line, the one-time link.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execFile } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { openSqliteStore } from '../../server/db/sqlite-store.ts';
import { backOfficeFor } from '../../server/db/open-store.ts';
import { hashToken } from '../../admin/server/password-links.ts';
import { tempDir } from './helpers.ts';

const run = promisify(execFile);
let dataDir: string;
beforeAll(() => {
  dataDir = tempDir('admin-cli-');
});
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const admin = (...args: string[]) =>
  run(join(process.cwd(), 'node_modules/.bin/node'), ['--import', 'tsx', 'admin/cli/admin.ts', ...args], {
    env: { ...process.env, DATA_DIR: dataDir, PUBLIC_URL: 'https://www.filingbridge.in' },
  });

const LINK = /^https:\/\/www\.filingbridge\.in\/admin\/set-password\?token=([A-Za-z0-9_-]{43})\n$/;

describe('npm run admin', () => {
  it('add-user prints one line: the one-time link; list-users shows the account; reset-password a new link that ends the old one; disable-user', async () => {
    const added = await admin('add-user', '--email', 'Owner@FilingBridge.in', '--name', 'Meera Nair', '--role', 'admin');
    expect(added.stdout).toMatch(LINK);
    const first = LINK.exec(added.stdout)![1]!;
    expect((await admin('list-users')).stdout).toBe('owner@filingbridge.in  Meera Nair  admin  invited  second factor off  never signed in\n');

    const reset = await admin('reset-password', '--email', 'owner@filingbridge.in');
    const second = LINK.exec(reset.stdout)![1]!;
    expect(second).not.toBe(first);
    const store = openSqliteStore(dataDir, { outbox: false });
    const office = await backOfficeFor(store);
    expect(await office.peekPasswordToken(hashToken(first), Date.now())).toBeNull();
    expect(await office.peekPasswordToken(hashToken(second), Date.now())).toMatchObject({ purpose: 'invite' });
    expect(await office.peekPasswordToken(hashToken(second), Date.now() + 24 * 3_600_000 + 1)).toBeNull();
    await store.close();

    expect((await admin('disable-user', '--email', 'owner@filingbridge.in')).stdout).toBe('owner@filingbridge.in can no longer sign in (0 sessions ended).\n');
    expect((await admin('list-users')).stdout).toContain('  disabled  ');
  });

  it('refuses bad input with what to fix, and a second account with the same address', async () => {
    await expect(admin('add-user', '--email', 'not-an-address', '--role', 'boss')).rejects.toMatchObject({
      stderr: expect.stringContaining('--email must be an e-mail address like name@example.com.\n--name is required.\n--role must be one of: sales, editor, publisher, admin.'),
    });
    await admin('add-user', '--email', 'asha@filingbridge.in', '--name', 'Asha', '--role', 'sales');
    await expect(admin('add-user', '--email', 'asha@filingbridge.in', '--name', 'Asha', '--role', 'sales')).rejects.toMatchObject({
      stderr: expect.stringContaining('A user with the e-mail address asha@filingbridge.in already exists. Use reset-password to send that person a new link.'),
    });
    await expect(admin('reset-password', '--email', 'nobody@filingbridge.in')).rejects.toMatchObject({
      stderr: expect.stringContaining('No account uses nobody@filingbridge.in.'),
    });
    await expect(admin('reset-password', '--email', 'owner@filingbridge.in')).rejects.toMatchObject({ stderr: expect.stringContaining('owner@filingbridge.in is disabled.') });
  });
});
