// POST /users/me/reauthenticate: the signed-in user proves it is them again, in place, so the
// sensitive operations go through for the next 10 minutes (authority/recent-auth.ts). An access token
// alone is not enough: the password always, and a two-step code when that is on. Wrong
// passwords count against the same per-user limit as the password change, codes against the
// same per-user limit as the sign-in's second step; each attempt is counted before its check.
import Router from '@koa/router';
import { pickApp } from '../platform/app-links.ts';
import { ApiError, type FieldErrors } from '../platform/errors.ts';
import { requireUser } from '../authority/require-user.ts';
import { AMR } from '../authority/provider.ts';
import { activityContext, recordActivity } from '../sessions/activity.ts';
import {
  passwordChangeThrottle,
  secondFactorThrottle,
  throttleKeys,
  type Reservation,
} from '../platform/throttle.ts';
import { verifyPassword } from '../platform/passwords.ts';
import { RECENT_AUTH_MAX_AGE } from '../authority/recent-auth.ts';
import { isSecondFactorCode, type TwoStepStore } from '../two-step/store.ts';
import { activeUser, type ActiveUserState } from '../accounts/active-user.ts';
import { mailTwoStepNotice } from '../two-step/mails.ts';
import { bodyOf, tooManyAttempts } from '../platform/http.ts';
import type { AuthorityServices } from '../authority/services.ts';

export type ReauthenticateRouteServices = AuthorityServices & { twoStep: TwoStepStore };

const wrongPassword = () => new ApiError(400, 'invalid_credentials', 'The password is incorrect.');

export function reauthenticateRoutes(
  options: ReauthenticateRouteServices,
): Router<ActiveUserState>[] {
  const { db, throttle, twoStep, recentAuth } = options;
  const router = new Router<ActiveUserState>({ prefix: '/users/me' });

  router.post('/reauthenticate', requireUser(options.provider), activeUser(db), async (ctx) => {
    const { user } = ctx.state;
    const body = bodyOf(ctx);
    const password = typeof body.password === 'string' ? body.password : '';
    const code = typeof body.code === 'string' ? body.code : '';
    const codeRequired = twoStep.isEnabled(user.id);
    const fields: FieldErrors = {};
    if (!password) fields.password = 'required';
    if (codeRequired && !code) fields.code = 'required';
    else if (code && !isSecondFactorCode(code)) fields.code = 'invalid';
    if (Object.keys(fields).length > 0) throw ApiError.validation(fields);

    const passwordKey = throttleKeys.passwordChange(user.id);
    const codeKey = throttleKeys.secondFactor(user.id);
    const passwordAttempt = throttle.reserve([[passwordKey, passwordChangeThrottle]]);
    if ('wait' in passwordAttempt) throw tooManyAttempts(passwordAttempt.wait);
    let codeAttempt: Reservation | null = null;
    if (codeRequired) {
      const reserved = throttle.reserve([[codeKey, secondFactorThrottle]]);
      if ('wait' in reserved) {
        passwordAttempt.release(); // nothing was checked
        throw tooManyAttempts(reserved.wait);
      }
      codeAttempt = reserved;
    }

    if (!(await verifyPassword(password, user.password_hash))) {
      codeAttempt?.release(); // the code was not tried
      throw wrongPassword();
    }
    passwordAttempt.release();
    throttle.clear(passwordKey);

    if (codeRequired) {
      // Which one was wrong is no secret: the sign-in's password step tells as much (202).
      const check = await twoStep.checkCode(user.id, code);
      if (!check.ok) throw new ApiError(400, 'invalid_code', 'The code is incorrect.');
      codeAttempt?.release();
      throttle.clear(codeKey);
      if (check.method === 'recovery_code') {
        recordActivity(db, {
          userId: user.id,
          type: 'recovery_code_used',
          ...activityContext(ctx),
          detail: { left: check.recoveryCodesLeft },
        });
        mailTwoStepNotice(
          db,
          pickApp(options.apps, ctx.get('Origin')),
          user,
          'recoveryCodeUsed',
          check.recoveryCodesLeft,
        );
      }
    }

    const { authenticatedAt } = recentAuth.record(
      ctx.state,
      codeRequired ? AMR.passwordAndCode : AMR.password,
    );
    ctx.body = {
      authenticatedAt: new Date(authenticatedAt * 1000).toISOString(),
      recentUntil: new Date((authenticatedAt + RECENT_AUTH_MAX_AGE) * 1000).toISOString(),
    };
  });

  return [router];
}
