// Recent authentication, for every sensitive operation (docs/recent-authentication.md): the
// session the access token belongs to must have authenticated in the last 10 minutes, either
// by signing in (the token's auth_time, provider.ts) or by POST /users/me/reauthenticate
// (recorded here per grant: one signed-in browser). Older: 403 reauthentication_required,
// with what re-authenticating takes. A route opts in with `requireRecent` after requireUser.
//
// Passkeys and other factors reuse it: `reauthenticationMethods` says how a user can
// re-authenticate, and whatever verifies a new factor calls `record` with its amr.
import type { Middleware } from 'koa';
import { epochSeconds, type Clock } from '../platform/clock.ts';
import type { Db } from '../platform/db.ts';
import { ApiError } from '../platform/errors.ts';
import type { AuthState } from './require-user.ts';

/** How long an authentication counts as recent, in seconds. */
export const RECENT_AUTH_MAX_AGE = 10 * 60;
/** The authority's clock may run a little ahead of the API's (another machine in production). */
const CLOCK_SKEW = 60;

export interface ReauthenticationMethods {
  /**
   * `password` when the account has one of its own, `passkey` when the user has one
   * (POST /users/me/reauthenticate/passkey), `provider` when it has linked identities
   * (POST /users/me/reauthenticate/federation, one of `providers`).
   */
  methods: ('password' | 'passkey' | 'provider')[];
  /** Two-step verification is on: a password needs a code with it. */
  codeRequired: boolean;
  providers?: { id: string; displayName: string; development: boolean }[];
}

export interface RecentAuthOptions {
  db: Db;
  clock: Clock;
  /** How this user can re-authenticate (what the 403 tells the app to ask for). */
  reauthenticationMethods: (userId: string) => ReauthenticationMethods;
  /**
   * Runs after each recorded re-authentication: what an authentication settles elsewhere (the
   * privacy capability ends pending e-mail reverts). The server wires it; the authority does
   * not know the capabilities above it.
   */
  onAuthenticated?: (userId: string, at: Date) => void;
}

export interface RecentAuth {
  /** Epoch seconds of this session's last authentication, or null when unknown. */
  lastAuthentication(state: AuthState): number | null;
  /** A fresh authentication of this session (its grant), verified by the caller. */
  record(state: AuthState, amr: readonly string[]): { authenticatedAt: number };
  /** Middleware for sensitive routes: 403 reauthentication_required when not recent. */
  requireRecent: Middleware<AuthState>;
}

export function createRecentAuth(options: RecentAuthOptions): RecentAuth {
  const { db, clock } = options;
  const find = db.prepare<[string, string], { authenticated_at: number }>(
    'SELECT authenticated_at FROM reauthentications WHERE grant_id = ? AND user_id = ?',
  );
  const upsert = db.prepare<[string, string, number, string]>(
    `INSERT INTO reauthentications (grant_id, user_id, authenticated_at, amr) VALUES (?, ?, ?, ?)
     ON CONFLICT (grant_id) DO UPDATE SET user_id = excluded.user_id,
       authenticated_at = excluded.authenticated_at, amr = excluded.amr`,
  );
  // Rows of grants long gone are useless after the window; a day keeps the table small.
  const prune = db.prepare<[number]>('DELETE FROM reauthentications WHERE authenticated_at <= ?');

  function lastAuthentication(state: AuthState): number | null {
    const reauthenticated = state.grantId
      ? (find.get(state.grantId, state.userId)?.authenticated_at ?? null)
      : null;
    const times = [state.authTime ?? null, reauthenticated].filter(
      (time): time is number => time !== null,
    );
    return times.length > 0 ? Math.max(...times) : null;
  }

  return {
    lastAuthentication,

    record(state, amr) {
      const authenticatedAt = epochSeconds(clock);
      // Every access token of our client has a grant; without one nothing could find the record.
      if (!state.grantId) throw new Error('an access token without a grant cannot re-authenticate');
      prune.run(authenticatedAt - 24 * 3600);
      upsert.run(state.grantId, state.userId, authenticatedAt, JSON.stringify(amr));
      options.onAuthenticated?.(state.userId, new Date(clock()));
      return { authenticatedAt };
    },

    requireRecent: async (ctx, next) => {
      const last = lastAuthentication(ctx.state);
      // An auth_time further in the future than clocks drift apart counts as not recent either.
      const age = last === null ? Infinity : epochSeconds(clock) - last;
      if (!(age >= -CLOCK_SKEW && age <= RECENT_AUTH_MAX_AGE)) {
        throw new ApiError(403, 'reauthentication_required', 'Confirm it is you to continue.', {
          extra: {
            maxAge: RECENT_AUTH_MAX_AGE,
            ...options.reauthenticationMethods(ctx.state.userId),
          },
        });
      }
      await next();
    },
  };
}
