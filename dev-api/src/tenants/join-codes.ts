// A tenant's join code: what lets a sign-up join the tenant (docs and seed: dev-api/ACCOUNTS.md).
import { createHash, timingSafeEqual } from 'node:crypto';
import type { Db } from '../platform/db.ts';
import { whitelabelIdPattern } from './whitelabels.ts';

/** Equal strings, compared in constant time (digests of equal length whatever the input). */
function sameSecret(given: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/**
 * The tenant a sign-up joins: the one named, only when the request also carries that tenant's
 * current join code. A tenant id alone is what any link can carry (`?whitelabel=`), so it
 * brands the pages but never decides whose account this becomes.
 */
export function joinedTenant(db: Db, tenantId: unknown, joinCode: unknown): string | null {
  if (typeof tenantId !== 'string' || !whitelabelIdPattern.test(tenantId)) return null;
  if (typeof joinCode !== 'string') return null;
  const expected = db
    .prepare<[string], { join_code: string | null }>('SELECT join_code FROM tenants WHERE id = ?')
    .get(tenantId)?.join_code;
  return expected && sameSecret(joinCode, expected) ? tenantId : null;
}
