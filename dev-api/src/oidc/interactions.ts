// The authority's login interaction, answered as JSON to the account app's sign-in form
// (DESIGN §7). The interaction is found by its uid: oidc-provider scopes its interaction cookie
// to the sign-in page's path on the app's origin, so it never reaches this endpoint. The browser
// binding stays: resuming at `redirectTo` needs the resume cookie only that browser holds.
import Router from '@koa/router';
import type Provider from 'oidc-provider';
import { nowIso, type Db } from '../db.ts';
import { ApiError } from '../errors.ts';
import { hashPassword, verifyPassword } from '../passwords.ts';
import { AUTHORITY_PATH } from './provider.ts';
import { loginThrottle, throttleKeys, type Throttle } from './throttle.ts';

interface LoginUser {
  id: string;
  password_hash: string;
  confirmed_at: string | null;
  disabled: number;
}

// Verified against when no account matches, so a wrong e-mail costs the same time as a wrong
// password and timing tells nothing about which accounts exist.
const decoyHash = hashPassword('not-a-real-password-decoy');

export function interactionRoutes(provider: Provider, db: Db, throttle: Throttle): Router {
  const router = new Router({ prefix: `${AUTHORITY_PATH}/interaction` });
  const findUser = db.prepare<[string], LoginUser>(
    'SELECT id, password_hash, confirmed_at, disabled FROM users WHERE email = ?',
  );
  const recordSignIn = db.prepare('UPDATE users SET last_sign_in_at = ? WHERE id = ?');

  async function loadInteraction(uid: string) {
    const interaction = await provider.Interaction.find(uid);
    if (!interaction) {
      throw new ApiError(404, 'interaction_expired', 'This sign-in has expired. Start again.');
    }
    return interaction;
  }

  async function finish(
    interaction: Awaited<ReturnType<typeof loadInteraction>>,
    result: Record<string, unknown>,
  ): Promise<string> {
    interaction.result = result;
    const remaining = (interaction.exp ?? 0) - Math.floor(Date.now() / 1000);
    await interaction.save(Math.max(remaining, 1));
    return interaction.returnTo;
  }

  router.post('/:uid/login', async (ctx) => {
    const interaction = await loadInteraction(ctx.params.uid ?? '');
    const body = (ctx.request.body ?? {}) as { email?: unknown; password?: unknown };
    const email = typeof body.email === 'string' ? body.email.trim().toLowerCase() : '';
    const password = typeof body.password === 'string' ? body.password : '';
    const fields: Record<string, string> = {};
    if (!email) fields.email = 'required';
    if (!password) fields.password = 'required';
    if (Object.keys(fields).length > 0) throw ApiError.validation(fields);

    const accountKey = throttleKeys.loginAccount(email);
    const addressKey = throttleKeys.loginAddress(ctx.ip);
    const wait = throttle.retryAfter([
      [accountKey, loginThrottle.account],
      [addressKey, loginThrottle.address],
    ]);
    if (wait > 0) {
      throw new ApiError(429, 'too_many_attempts', 'Too many sign-in attempts. Try again later.', {
        headers: { 'Retry-After': String(wait) },
      });
    }

    const user = findUser.get(email);
    const valid = await verifyPassword(password, user?.password_hash ?? (await decoyHash));
    if (!user || !valid) {
      throttle.recordFailure([accountKey, addressKey]);
      throw new ApiError(401, 'invalid_credentials', 'The e-mail or password is incorrect.');
    }
    throttle.clear(accountKey);
    // Only someone who knows the password learns the account's state.
    if (user.disabled) throw new ApiError(403, 'account_disabled', 'This account is disabled.');
    if (!user.confirmed_at) {
      throw new ApiError(403, 'account_not_confirmed', 'Confirm your e-mail address first.');
    }

    const redirectTo = await finish(interaction, { login: { accountId: user.id } });
    recordSignIn.run(nowIso(), user.id);
    ctx.body = { redirectTo };
  });

  router.post('/:uid/abort', async (ctx) => {
    const interaction = await loadInteraction(ctx.params.uid ?? '');
    ctx.body = {
      redirectTo: await finish(interaction, {
        error: 'access_denied',
        error_description: 'The user cancelled the sign-in.',
      }),
    };
  });

  return router;
}
