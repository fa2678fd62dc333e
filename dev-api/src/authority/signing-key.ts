// The authority's ID-token signing key, made once per database and kept in it, so tokens stay
// verifiable across restarts. Without one, oidc-provider signs with its published quick-start
// key, with which anyone could forge an ID token (an `id_token_hint` for sign-out, say).
import { generateKeyPairSync, randomUUID } from 'node:crypto';
import type { JWK } from 'oidc-provider';
import { nowIso, type Db } from '../platform/db.ts';

/** A new RS256 signing key (RSA 2048), as a private JWK with its own key id. */
export function newSigningKey(): JWK {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return {
    ...privateKey.export({ format: 'jwk' }),
    kid: randomUUID(),
    alg: 'RS256',
    use: 'sig',
  } as JWK;
}

/** Keeps `jwk` as the database's newest signing key. */
export function keepSigningKey(db: Db, jwk: JWK): void {
  db.prepare('INSERT INTO signing_keys (kid, jwk, created_at) VALUES (?, ?, ?)').run(
    jwk.kid,
    JSON.stringify(jwk),
    nowIso(),
  );
}

export function signingKeys(db: Db): JWK[] {
  const rows = db
    .prepare<[], { jwk: string }>('SELECT jwk FROM signing_keys ORDER BY created_at DESC')
    .all();
  if (rows.length > 0) return rows.map((row) => JSON.parse(row.jwk) as JWK);
  const jwk = newSigningKey();
  keepSigningKey(db, jwk);
  return [jwk];
}
