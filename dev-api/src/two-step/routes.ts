// Two-step verification for the signed-in user (api/openapi.yaml, "Two-step verification"):
// GET|DELETE /users/me/two-step, POST /users/me/two-step/totp (start) and …/totp/confirm,
// POST /users/me/two-step/recovery-codes, GET /users/me/trusted-devices and
// DELETE /users/me/trusted-devices/:id. Turning it on or off and new recovery codes are
// sensitive: they need a recent authentication (authority/recent-auth.ts). Turning it on counts too: an
// access token alone must not be able to put the attacker's authenticator on the account.
import Router from '@koa/router';
import type { Context } from 'koa';
import { mailTwoStepNotice, type TwoStepNotice } from './mails.ts';
import { pickApp } from '../platform/app-links.ts';
import { ApiError } from '../platform/errors.ts';
import { bodyOf, tooManyAttempts } from '../platform/http.ts';
import { readDevice } from '../platform/device.ts';
import { activityContext, recordActivity } from '../sessions/activity.ts';
import { requireUser } from '../authority/require-user.ts';
import { secondFactorThrottle, throttleKeys } from '../platform/throttle.ts';
import type { TwoStepStore } from './store.ts';
import { newTotpSecret, TOTP_CODE, totpUri } from './totp.ts';
import { activeUser, type ActiveUserState } from '../accounts/active-user.ts';
import type { AuthorityServices } from '../authority/services.ts';
import type { ResponseBody } from '../platform/contract-types.ts';
import { tenantName } from '../tenants/whitelabels.ts';

export type TwoStepRouteServices = AuthorityServices & { twoStep: TwoStepStore };

/** The authenticator app's label for accounts without a tenant. */
const DEFAULT_ISSUER = 'Account';

export function twoStepRoutes(options: TwoStepRouteServices): Router<ActiveUserState>[] {
  const { db, twoStep, recentAuth, throttle } = options;
  const router = new Router<ActiveUserState>({ prefix: '/users/me' });
  const recent = recentAuth.requireRecent;

  const notify = (ctx: Context, notice: TwoStepNotice) =>
    mailTwoStepNotice(db, pickApp(options.apps, ctx.get('Origin')), ctx.state.user, notice);

  router.use(requireUser(options.provider), activeUser(db));

  router.get('/two-step', (ctx) => {
    const { user } = ctx.state;
    ctx.body = {
      ...twoStep.status(user.id),
      required: user.require_two_step === 1,
    } satisfies ResponseBody<'getTwoStep', 200>;
  });

  router.delete('/two-step', recent, (ctx) => {
    const { user } = ctx.state;
    if (user.require_two_step === 1) {
      throw new ApiError(
        409,
        'two_step_required',
        'Your organisation requires two-step verification.',
      );
    }
    if (twoStep.disable(user.id)) {
      notify(ctx, 'disabled');
      recordActivity(db, { userId: user.id, type: 'two_step_disabled', ...activityContext(ctx) });
    }
    ctx.status = 204;
  });

  router.post('/two-step/totp', recent, (ctx) => {
    const { user } = ctx.state;
    const secret = newTotpSecret();
    if (!twoStep.startSetup(user.id, secret)) {
      throw new ApiError(409, 'two_step_enabled', 'Two-step verification is already on.');
    }
    const issuer = (user.tenant_id && tenantName(db, user.tenant_id)) || DEFAULT_ISSUER;
    ctx.set('Cache-Control', 'no-store');
    ctx.body = {
      otpauthUri: totpUri(secret, issuer, user.email),
      setupKey: secret,
    } satisfies ResponseBody<'startTotpSetup', 200>;
  });

  router.post('/two-step/totp/confirm', recent, async (ctx) => {
    const { user } = ctx.state;
    const body = bodyOf(ctx);
    const code = typeof body.code === 'string' ? body.code : '';
    if (!code) throw ApiError.validation({ code: 'required' });
    if (!TOTP_CODE.test(code)) throw ApiError.validation({ code: 'invalid' });

    const key = throttleKeys.secondFactor(user.id);
    const attempt = throttle.reserve([[key, secondFactorThrottle]]);
    if ('wait' in attempt) throw tooManyAttempts(attempt.wait);
    const outcome = await twoStep.confirmSetup(user.id, code);
    if (!outcome.ok) {
      if (outcome.reason === 'invalid') {
        throw new ApiError(400, 'invalid_code', 'The code is incorrect.');
      }
      attempt.release(); // not a guess: nothing was checked
      if (outcome.reason === 'enabled') {
        throw new ApiError(409, 'two_step_enabled', 'Two-step verification is already on.');
      }
      throw new ApiError(409, 'no_pending_setup', 'Start the setup first.');
    }
    attempt.release();
    throttle.clear(key);
    notify(ctx, 'enabled');
    recordActivity(db, { userId: user.id, type: 'two_step_enabled', ...activityContext(ctx) });
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { recoveryCodes: outcome.recoveryCodes };
  });

  router.post('/two-step/recovery-codes', recent, (ctx) => {
    const codes = twoStep.regenerateRecoveryCodes(ctx.state.user.id);
    if (!codes) throw new ApiError(409, 'two_step_disabled', 'Two-step verification is off.');
    notify(ctx, 'recoveryCodesRenewed');
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { recoveryCodes: codes };
  });

  router.get('/trusted-devices', (ctx) => {
    // The device cookie comes only with `credentials: 'include'`; without it none is current.
    const current = readDevice(ctx);
    ctx.body = {
      devices: twoStep.trustedDevices(ctx.state.user.id).map((row) => ({
        id: row.id,
        userAgent: row.user_agent,
        createdAt: row.created_at,
        lastUsedAt: row.last_used_at,
        expiresAt: new Date(row.expires_at * 1000).toISOString(),
        current: current !== null && current === row.device_hash,
      })),
    };
  });

  router.delete('/trusted-devices/:id', (ctx) => {
    if (!twoStep.revokeTrustedDevice(ctx.state.user.id, ctx.params.id ?? '')) {
      throw ApiError.notFound('No trusted device with this id.');
    }
    ctx.status = 204;
  });

  return [router];
}
