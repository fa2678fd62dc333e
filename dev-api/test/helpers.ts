// Starts the real server on a free port with a fresh database in a temp folder.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase, type Db } from '../src/platform/db.ts';
import { seed } from '../src/dev/seed.ts';
import { startServer, type RunningServer } from '../src/server/server.ts';
import { withTestSigningKey } from './signing-key.ts';

export const accountOrigin = 'http://localhost:3001';
export const hostOrigin = 'http://127.0.0.1:3000';
export const foreignOrigin = 'http://evil.example';

export interface TestApi extends RunningServer {
  db: Db;
  dbFile: string;
  stop: () => Promise<void>;
}

/** Every exchange the test servers answered was checked against api/openapi.yaml. */
export function failOnContractViolations(violations: readonly string[]): void {
  if (violations.length === 0) return;
  const unique = [...new Set(violations)];
  throw new Error(`The API departed from api/openapi.yaml:\n- ${unique.join('\n- ')}`);
}

export function tempDbFile(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dev-api-test-'));
  return path.join(dir, 'test.sqlite');
}

export async function startTestApi(): Promise<TestApi> {
  const dbFile = tempDbFile();
  const db = withTestSigningKey(openDatabase(dbFile));
  await seed(db);
  const violations: string[] = [];
  const running = await startServer({
    db,
    port: 0,
    allowedOrigins: [accountOrigin, 'http://127.0.0.1:3001', 'http://localhost:3000', hostOrigin],
    contract: (violation) => violations.push(violation),
  });
  const stop = async () => {
    await running.close();
    db.close();
    fs.rmSync(path.dirname(dbFile), { recursive: true, force: true });
    failOnContractViolations(violations);
  };
  return { ...running, db, dbFile, stop };
}
