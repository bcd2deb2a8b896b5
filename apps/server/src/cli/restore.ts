// npm run restore -- <backup file>: puts a backup in place of the embedded database, with the shop stopped.
import path from 'node:path';
import { loadConfig } from '../config';
import { BackupError, embeddedDatabaseFile, listBackups, restoreBackup } from '../db/backup';

const { database, backups } = loadConfig();
try {
  const databaseFile = embeddedDatabaseFile(database);
  const [given] = process.argv.slice(2);
  if (!given) {
    const newest = listBackups(backups.directory).slice(0, 5);
    console.error('Usage: npm run restore -- <backup file>, with the shop stopped.');
    console.error(
      newest.length > 0 ? `The newest backups:\n  ${newest.map(({ file }) => file).join('\n  ')}` : `There are no backups in ${backups.directory}.`,
    );
    process.exitCode = 2;
  } else {
    // npm runs this in apps/server; the file is named from where the command was typed, as DATABASE_URL's is.
    const backupFile = path.resolve(process.env.INIT_CWD ?? process.cwd(), given);
    const { schemaVersion, keptAside } = await restoreBackup({ backupFile, databaseFile });
    console.log(`Restored ${backupFile} (schema ${schemaVersion}; integrity check ok)`);
    console.log(`  into ${databaseFile}`);
    if (keptAside) console.log(`  The database it replaced is kept as ${keptAside}.`);
    console.log('Start the shop: it applies any migration the backup is missing.');
  }
} catch (error) {
  if (!(error instanceof BackupError)) throw error;
  console.error(error.message);
  process.exitCode = 1;
}
