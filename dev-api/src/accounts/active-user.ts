// The signed-in user's account row for the /users/me security routes (after requireUser): a
// user that no longer exists is `401 invalid_token`, a disabled one `403 account_disabled`,
// like GET /users/me.
import type { Middleware } from 'koa';
import type { Db } from '../platform/db.ts';
import { ApiError } from '../platform/errors.ts';
import type { AuthState } from '../authority/require-user.ts';
import { findActiveAccount, type ActiveAccountRow } from './store.ts';

/** The account as the routes after `activeUser` see it (accounts/store.ts, findActiveAccount). */
export type AccountRow = Omit<ActiveAccountRow, 'disabled'>;

export interface ActiveUserState extends AuthState {
  user: AccountRow;
}

export function activeUser(db: Db): Middleware<ActiveUserState> {
  return async (ctx, next) => {
    const row = findActiveAccount(db, ctx.state.userId);
    if (!row) {
      throw new ApiError(401, 'invalid_token', 'Sign in again.', {
        headers: { 'WWW-Authenticate': 'Bearer error="invalid_token"' },
      });
    }
    if (row.disabled) throw new ApiError(403, 'account_disabled', 'This account is disabled.');
    ctx.state.user = row;
    await next();
  };
}
