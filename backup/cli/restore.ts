// npm run restore -- ARCHIVE [--force] [--no-erasure-log]
// Puts a backup back: into an empty DATA_DIR (or an empty DATABASE_URL schema) and an empty content
// folder (SITE_CONFIG_DIR), after checking every file of the archive against its manifest; then erases
// again everything the erasure log (ERASURE_LOG) names, and prints what it restored. Stop the server
// first; start it again afterwards.
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../../server/config.ts';
import { StoreStartError } from '../../server/db/store.ts';
import { ArchiveError } from '../archive.ts';
import { BackupConfigError, loadBackupConfig } from '../config.ts';
import { ErasureLog, ErasureLogError } from '../../server/erasure-log.ts';
import { restoreBackup } from '../restore.ts';
import { StoreDumpError } from '../store-dump.ts';
import { describeRestore } from './words.ts';

const USAGE = `Usage: npm run restore -- ARCHIVE [--force] [--no-erasure-log]

Restores ARCHIVE into DATA_DIR (or DATABASE_URL / DATABASE_SCHEMA) and SITE_CONFIG_DIR's repository.
Refuses a store or content folder that holds data; --force keeps it aside ("before-restore") and replaces it.
Erases again every lead named in the erasure log (ERASURE_LOG); --no-erasure-log restores without one
(only when there truly is none: erased people would come back). BACKUP_KEY opens an encrypted archive.`;

function fail(message: string): never {
  console.error(`${message}\n\n${USAGE}`);
  process.exit(1);
}

async function main() {
  let values: { force?: boolean; 'no-erasure-log'?: boolean; help?: boolean };
  let positionals: string[];
  try {
    ({ values, positionals } = parseArgs({
      allowPositionals: true,
      options: { force: { type: 'boolean' }, 'no-erasure-log': { type: 'boolean' }, help: { type: 'boolean', short: 'h' } },
    }));
  } catch (error) {
    fail((error as Error).message);
  }
  if (values.help) {
    console.log(USAGE);
    return;
  }
  if (positionals.length !== 1) fail('Name one archive to restore.');
  const config = loadConfig();
  const backup = loadBackupConfig(process.env, config.dataDir);
  const log = new ErasureLog(backup.erasureLog, backup.erasureKey);
  if (!values['no-erasure-log'] && !log.exists()) {
    fail(
      `The erasure log ${backup.erasureLog} is not there, so people erased after this backup would come back. Set ERASURE_LOG to where it is kept, or add --no-erasure-log if this site never had one.`,
    );
  }
  const report = await restoreBackup({ archive: positionals[0]!, config, key: backup.key, force: values.force === true, erasureLog: values['no-erasure-log'] ? null : log });
  console.log(describeRestore(report));
}

main().catch((error: unknown) => {
  if ([ConfigError, BackupConfigError, StoreStartError, ArchiveError, ErasureLogError, StoreDumpError].some((type) => error instanceof type))
    console.error((error as Error).message);
  else console.error(`The restore failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
