// npm run backup: a verified copy of the embedded database, taken while the shop goes on, into BACKUP_DIR.
import { loadConfig } from '../config';
import { BackupError, embeddedDatabaseFile, takeBackup } from '../db/backup';

const { database, backups } = loadConfig();
try {
  const databaseFile = embeddedDatabaseFile(database);
  const backup = await takeBackup({ databaseFile, directory: backups.directory, keep: backups.keep });
  console.log(`Backed up ${databaseFile}`);
  console.log(`  to ${backup.file} (${(backup.bytes / 1_000_000).toFixed(1)} MB, schema ${backup.schemaVersion}; integrity check ok)`);
  if (backup.deleted.length > 0) console.log(`  keeping the newest ${backups.keep}, deleted ${backup.deleted.join(', ')}`);
} catch (error) {
  if (!(error instanceof BackupError)) throw error;
  console.error(error.message);
  process.exitCode = 1;
}
