// `npm run dev-api`: open (migrate, seed if new) the database and serve on API_PORT.
import { loadConfig } from './config.ts';
import { openDatabase } from '../platform/db.ts';
import { demoUser, seedIfEmpty } from '../dev/seed.ts';
import { startServer } from './server.ts';

async function main(): Promise<void> {
  const config = loadConfig();
  const db = openDatabase(config.dbFile);
  if (await seedIfEmpty(db)) console.log(`dev-api: seeded a new database at ${config.dbFile}`);

  const running = await startServer({
    db,
    port: config.apiPort,
    publicUrl: config.publicUrl,
    allowedOrigins: config.allowedOrigins,
    keys: config.cookieKeys,
    apps: config.apps,
    accessTokenTtl: config.accessTokenTtl,
    trustedProxies: config.trustedProxies,
    twoStepKey: config.twoStepKey,
    consentVersions: config.consentVersions,
  });
  console.log(`dev-api: listening on ${config.publicUrl} (database ${config.dbFile})`);
  console.log(`dev-api: demo sign-in ${demoUser.email} / ${demoUser.password}`);

  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    console.log(`dev-api: ${signal}, shutting down`);
    running
      .close()
      .catch((error: unknown) => console.error('dev-api: error while closing', error))
      .finally(() => db.close());
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error('dev-api: failed to start:', error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
