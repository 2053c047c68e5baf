// npm run backup -- --to DIR [--unencrypted]
// One archive of everything needed to run the site again (the store, the content repository, the
// pictures, a manifest), written while the server keeps running. Encrypted with BACKUP_KEY; without
// it, only when the operator says --unencrypted (or BACKUP_UNENCRYPTED=yes).
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../../server/config.ts';
import { DATABASE_FILE } from '../../server/db/database.ts';
import { openStore } from '../../server/db/open-store.ts';
import { StoreStartError } from '../../server/db/store.ts';
import { createBackup } from '../backup.ts';
import { BackupConfigError, loadBackupConfig } from '../config.ts';
import { describeBackup } from './words.ts';

const USAGE = `Usage: npm run backup -- --to DIR [--unencrypted]

Writes one archive (backup-<time>Z.tar.gz.enc) into DIR: the lead store (DATA_DIR or DATABASE_URL),
the content repository of SITE_CONFIG_DIR (every branch and tag), the pictures, and a manifest.
It is encrypted with BACKUP_KEY; --unencrypted writes it in the clear instead (it holds personal data).`;

function fail(message: string): never {
  console.error(`${message}\n\n${USAGE}`);
  process.exit(1);
}

async function main() {
  let values: { to?: string; unencrypted?: boolean; help?: boolean };
  try {
    ({ values } = parseArgs({ options: { to: { type: 'string' }, unencrypted: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } } }));
  } catch (error) {
    fail((error as Error).message);
  }
  if (values.help) {
    console.log(USAGE);
    return;
  }
  if (!values.to) fail('Say where to write the archive: --to DIR.');
  const config = loadConfig();
  const backup = loadBackupConfig(process.env, config.dataDir);
  if (!backup.key && !values.unencrypted && !backup.unencrypted) {
    fail('Set BACKUP_KEY to encrypt the archive (it holds personal data), or add --unencrypted to write it in the clear.');
  }
  if (config.databaseUrl === undefined && !existsSync(join(config.dataDir, DATABASE_FILE))) {
    fail(`There is nothing to back up: ${join(config.dataDir, DATABASE_FILE)} does not exist (is DATA_DIR right?).`);
  }
  const store = await openStore(config, { outbox: false });
  try {
    const result = await createBackup({ config, store, to: values.to, key: backup.key });
    console.log(describeBackup(result));
  } finally {
    await store.close();
  }
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof BackupConfigError || error instanceof StoreStartError) console.error(error.message);
  else console.error(`The backup failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
