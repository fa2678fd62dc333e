// Ends a user's sessions at the authority after a password reset or change: their grants, the
// tokens issued under them (access, refresh, authorization codes), their browser sessions and
// any sign-in still waiting to be resumed. Done on oidc-provider's storage directly: the
// provider reads every model from the adapter on each request (nothing is cached), and a
// deleted Grant is exactly what refresh-token reuse detection leaves behind, so the token
// endpoint answers invalid_grant and requireUser answers 401 from the next request on.
import type { Db } from '../db.ts';

interface SessionRow {
  id: string;
  payload: string;
}

interface SessionPayload {
  authorizations?: Record<string, { grantId?: unknown } | undefined>;
}

export interface RevokeOptions {
  /**
   * A grant to spare (the one the request's access token belongs to, on a password change):
   * its tokens, and the browser session holding it, stay valid.
   */
  keepGrantId?: string | undefined;
}

/** Deletes the account's authority state except `keepGrantId`'s. Returns the rows removed. */
export function revokeAccountSessions(
  db: Db,
  accountId: string,
  options: RevokeOptions = {},
): number {
  const keep = options.keepGrantId ?? null;
  const accountIdOf = "json_extract(payload, '$.accountId')";
  const grants = db
    .prepare<[string], { id: string }>(
      `SELECT id FROM oidc_models WHERE model = 'Grant' AND ${accountIdOf} = ?`,
    )
    .all(accountId)
    .map((row) => row.id)
    .filter((id) => id !== keep);
  const byGrant = db.prepare('DELETE FROM oidc_models WHERE grant_id = ?');
  const grant = db.prepare("DELETE FROM oidc_models WHERE model = 'Grant' AND id = ?");
  // Tokens naming the account whose grant row is already gone (or never was) go as well.
  const tokens = db.prepare<[string, string | null, string | null]>(
    `DELETE FROM oidc_models
      WHERE model NOT IN ('Grant', 'Session') AND ${accountIdOf} = ?
        AND (? IS NULL OR grant_id IS NULL OR grant_id <> ?)`,
  );
  // A sign-in that passed the login step but was not resumed yet would otherwise still create a
  // session from the old password.
  const interactions = db.prepare<[string, string | null]>(
    `DELETE FROM oidc_models WHERE model = 'Interaction'
        AND (json_extract(payload, '$.result.login.accountId') = ?
             OR json_extract(payload, '$.session.accountId') = ?)`,
  );
  const sessions = db.prepare<[string], SessionRow>(
    `SELECT id, payload FROM oidc_models WHERE model = 'Session' AND ${accountIdOf} = ?`,
  );
  const session = db.prepare("DELETE FROM oidc_models WHERE model = 'Session' AND id = ?");
  // Sign-ins whose password was right but that wait for their second step (two-step/store.ts):
  // that password is no longer the account's.
  const secondSteps = db.prepare<[string]>('DELETE FROM sign_in_second_steps WHERE user_id = ?');

  return db.transaction(() => {
    let removed = 0;
    for (const id of grants) {
      removed += byGrant.run(id).changes;
      removed += grant.run(id).changes;
    }
    removed += tokens.run(accountId, keep, keep).changes;
    // On a change, the current browser's own pending requests (tied to its session) may stay.
    removed += interactions.run(accountId, keep === null ? accountId : null).changes;
    removed += secondSteps.run(accountId).changes;
    for (const row of sessions.all(accountId)) {
      const payload = JSON.parse(row.payload) as SessionPayload;
      const holdsKept =
        keep !== null &&
        Object.values(payload.authorizations ?? {}).some((auth) => auth?.grantId === keep);
      if (!holdsKept) removed += session.run(row.id).changes;
    }
    return removed;
  })();
}
