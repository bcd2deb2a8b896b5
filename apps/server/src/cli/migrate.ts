import { loadConfig } from '../config';
import { openDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';

const config = loadConfig();
const database = openDatabase(config.database);
try {
  const applied = await migrateToLatest(database);
  console.log(applied.length > 0 ? `Applied: ${applied.join(', ')}` : 'The database is up to date.');
} finally {
  await database.destroy();
}
