// `npm run dev-api:reset`: delete the database file and create it again (migrate + seed).
// A running dev API keeps the deleted file open; use POST /dev/reset against it instead.
import { loadConfig } from './config.ts';
import { deleteDatabaseFiles, openDatabase } from '../platform/db.ts';
import { demoUser, seed } from '../dev/seed.ts';

async function reset(): Promise<void> {
  const { dbFile } = loadConfig();
  deleteDatabaseFiles(dbFile);
  const db = openDatabase(dbFile);
  try {
    await seed(db);
  } finally {
    db.close();
  }
  console.log(`dev-api: recreated ${dbFile}`);
  console.log(`dev-api: demo sign-in ${demoUser.email} / ${demoUser.password}`);
  console.log('dev-api: restart a running dev API to pick up the new file.');
}

reset().catch((error: unknown) => {
  console.error('dev-api: reset failed:', error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
