// API endpoints accept only a valid access token issued by our authority, checked in-process
// against the same store (what introspection would answer, without the HTTP round trip).
import type { Middleware } from 'koa';
import type Provider from 'oidc-provider';
import { ApiError } from '../platform/errors.ts';
import { CLIENT_ID } from './provider.ts';

// Set on the error itself: the error middleware keeps only the headers an error carries.
const challenge = { 'WWW-Authenticate': 'Bearer error="invalid_token"' };

export interface AuthState {
  /** The signed-in user's id (`sub`). */
  userId: string;
  /** The grant the access token belongs to (one per signed-in browser); kept on password change. */
  grantId: string | undefined;
  /**
   * When the session signed in (epoch seconds): the access token's `auth_time` (provider.ts
   * copies it from the sign-in; refreshing keeps it). Undefined for a token that has none.
   */
  authTime: number | undefined;
}

export function requireUser(provider: Provider): Middleware<AuthState> {
  return async (ctx, next) => {
    const header = ctx.get('Authorization');
    const match = /^Bearer ([A-Za-z0-9._~+/-]+=*)$/.exec(header);
    const token = match ? await provider.AccessToken.find(match[1]!) : undefined;
    if (!token || token.isExpired || token.clientId !== CLIENT_ID || !token.accountId) {
      throw new ApiError(401, 'invalid_token', 'Sign in again.', { headers: challenge });
    }
    // A revoked grant (sign-out, refresh-token reuse) invalidates its access tokens too.
    if (token.grantId && !(await provider.Grant.find(token.grantId))) {
      throw new ApiError(401, 'invalid_token', 'Sign in again.', { headers: challenge });
    }
    ctx.state.userId = token.accountId;
    ctx.state.grantId = token.grantId;
    const authTime = (token.extra as { auth_time?: unknown } | undefined)?.auth_time;
    ctx.state.authTime = typeof authTime === 'number' ? authTime : undefined;
    await next();
  };
}
