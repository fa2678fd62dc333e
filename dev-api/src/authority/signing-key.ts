// The authority's ID-token signing key, made once per database and kept in it, so tokens stay
// verifiable across restarts. Without one, oidc-provider signs with its published quick-start
// key, with which anyone could forge an ID token (an `id_token_hint` for sign-out, say).
import { generateKeyPairSync, randomUUID } from 'node:crypto';
import type { JWK } from 'oidc-provider';
import { nowIso, type Db } from '../platform/db.ts';

export function signingKeys(db: Db): JWK[] {
  const rows = db
    .prepare<[], { jwk: string }>('SELECT jwk FROM signing_keys ORDER BY created_at DESC')
    .all();
  if (rows.length > 0) return rows.map((row) => JSON.parse(row.jwk) as JWK);
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const jwk = {
    ...privateKey.export({ format: 'jwk' }),
    kid: randomUUID(),
    alg: 'RS256',
    use: 'sig',
  };
  db.prepare('INSERT INTO signing_keys (kid, jwk, created_at) VALUES (?, ?, ?)').run(
    jwk.kid,
    JSON.stringify(jwk),
    nowIso(),
  );
  return [jwk as JWK];
}
