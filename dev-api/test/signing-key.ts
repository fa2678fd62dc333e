// One authority signing key per test process, kept in each new test database. Making an RSA key
// costs about 50 ms of CPU, and the API tests start over 250 authorities, each on a database of
// its own (with the stand-ins' keys, 17 of the run's 151 CPU-seconds). Each authority keeps its
// own issuer (its port), so a token from one is still refused by another. How the authority makes
// and keeps its own key is tested on databases that do not have this one (oidc.test.ts).
import type { JWK } from 'oidc-provider';
import { keepSigningKey, newSigningKey } from '../src/authority/signing-key.ts';
import type { Db } from '../src/platform/db.ts';

let key: JWK | undefined;

/** Gives a new test database this process's signing key, before an authority starts on it. */
export function withTestSigningKey(db: Db): Db {
  keepSigningKey(db, (key ??= newSigningKey()));
  return db;
}
