// The signed-in user (bearer access token): GET|PATCH /users/me (profile),
// POST /users/me/password (change, with the current one; or an account's first password). Push registrations are the sessions
// capability's (sessions/push-token-routes.ts).
import Router from '@koa/router';
import { negotiateLocale } from '../platform/mail-layout.ts';
import { passwordChangedMail } from './mails.ts';
import { appLink, pickApp } from '../platform/app-links.ts';
import { ApiError, type FieldErrors } from '../platform/errors.ts';
import { sendMail } from '../platform/mailer.ts';
import { requireUser, type AuthState } from '../authority/require-user.ts';
import { revokeAccountSessions } from '../sessions/store.ts';
import { activityContext, recordActivity } from '../sessions/activity.ts';
import { passwordChangeThrottle, throttleKeys } from '../platform/throttle.ts';
import { checkPassword } from './password-policy.ts';
import { hashPassword, verifyPassword } from '../platform/passwords.ts';
import { recordConsents, type ConsentVersions } from '../consents/store.ts';
import { bodyOf } from '../platform/http.ts';
import { privacyLinks } from '../privacy/links.ts';
import type { AuthorityServices } from '../authority/services.ts';
import {
  findProfile,
  hasPassword,
  passwordHashOf,
  setPasswordHash,
  updateProfile,
  type ProfileRow,
} from './store.ts';
import type { Schema } from '../platform/contract-types.ts';
import type { AbuseService } from '../abuse/service.ts';
import { clearPasswordBreached, isPasswordBreached } from '../abuse/breached-notice.ts';

/** GET and PATCH /users/me answer the contract's Profile. */
type Profile = Schema<'Profile'>;

const LOCALES = new Set(['en', 'pt-BR', 'es']);
/** Steps are counted from 0; the account app has a handful, this leaves room. */
export const ONBOARDING_MAX_STEP = 20;

export type UserRouteServices = Pick<
  AuthorityServices,
  'db' | 'provider' | 'apps' | 'throttle' | 'recentAuth' | 'clock'
> & {
  /** The terms' and privacy notice's versions in force, recorded when onboarding ends. */
  consentVersions: ConsentVersions;
  /** The breached-password check (docs/abuse-protection.md). */
  abuse: AbuseService;
};

export function userRoutes(options: UserRouteServices): Router<AuthState>[] {
  const { db, provider } = options;
  const router = new Router<AuthState>({ prefix: '/users/me' });
  const links = privacyLinks(db, options.clock);

  function loadRow(userId: string): ProfileRow {
    const row = findProfile(db, userId);
    if (!row) {
      throw new ApiError(401, 'invalid_token', 'Sign in again.', {
        headers: { 'WWW-Authenticate': 'Bearer error="invalid_token"' },
      });
    }
    if (row.disabled) throw new ApiError(403, 'account_disabled', 'This account is disabled.');
    return row;
  }

  /** The change of address waiting for its link, shown in the account centre until it ends. */
  function pendingEmail(userId: string): Profile['pendingEmail'] {
    const pending = links.pendingEmailChange(userId);
    return pending ? { email: pending.newEmail, expiresAt: pending.expiresAt } : null;
  }

  function load(userId: string): Profile {
    const row = loadRow(userId);
    return {
      sub: row.id,
      email: row.email,
      name: row.name,
      // Stored only after a check against our languages (sign-up, PATCH), so one of the contract's.
      locale: row.locale as Profile['locale'],
      tenantId: row.tenant_id,
      onboardingCompleted: row.onboarding_completed === 1,
      onboardingStep: row.onboarding_step,
      notifications: row.notifications === 1,
      createdAt: row.created_at,
      lastSignInAt: row.last_sign_in_at,
      pendingEmail: pendingEmail(userId),
      passwordBreached: isPasswordBreached(db, userId),
      hasPassword: hasPassword(db, userId),
    };
  }

  router.use(requireUser(provider));

  router.get('/', (ctx) => {
    ctx.body = load(ctx.state.userId);
  });

  router.patch('/', (ctx) => {
    const body = bodyOf(ctx);
    const fields: FieldErrors = {};
    const updates: Record<string, string | number | null> = {};
    if ('name' in body) {
      const name = typeof body.name === 'string' ? body.name.trim() : '';
      if (!name) fields.name = 'required';
      else if (name.length > 100) fields.name = 'too_long';
      else updates.name = name;
    }
    if ('locale' in body) {
      if (typeof body.locale !== 'string' || !LOCALES.has(body.locale)) fields.locale = 'invalid';
      else updates.locale = body.locale;
    }
    if ('onboardingCompleted' in body) {
      if (typeof body.onboardingCompleted !== 'boolean') fields.onboardingCompleted = 'invalid';
      else updates.onboarding_completed = body.onboardingCompleted ? 1 : 0;
    }
    if ('notifications' in body) {
      if (typeof body.notifications !== 'boolean') fields.notifications = 'invalid';
      else updates.notifications = body.notifications ? 1 : 0;
    }
    if ('onboardingStep' in body) {
      const step = body.onboardingStep;
      const valid =
        step === null ||
        (typeof step === 'number' &&
          Number.isInteger(step) &&
          step >= 0 &&
          step <= ONBOARDING_MAX_STEP);
      if (!valid) fields.onboardingStep = 'invalid';
      else updates.onboarding_step = step;
    }
    if (Object.keys(fields).length > 0) throw ApiError.validation(fields);
    const before = load(ctx.state.userId); // 401/403 before writing
    updateProfile(db, ctx.state.userId, updates);
    // Onboarding ends with accepting the terms and privacy notice (its last step).
    if (updates.onboarding_completed === 1 && !before.onboardingCompleted) {
      recordConsents(db, ctx.state.userId, 'onboarding', options.consentVersions);
    }
    ctx.body = load(ctx.state.userId);
  });

  router.post('/password', options.recentAuth.requireRecent, async (ctx) => {
    const body = bodyOf(ctx);
    const user = loadRow(ctx.state.userId);
    const throttleKey = throttleKeys.passwordChange(user.id);
    // Counted before the current password is checked (see Throttle.reserve); taken back if right.
    const attempt = options.throttle.reserve([[throttleKey, passwordChangeThrottle]]);
    if ('wait' in attempt) {
      throw new ApiError(429, 'too_many_attempts', 'Too many attempts. Try again later.', {
        headers: { 'Retry-After': String(attempt.wait) },
      });
    }

    const fields: FieldErrors = {};
    // An account with no password of its own (made with a passkey or by a provider) adds its
    // first: it has no current one to give, and the recent authentication is the proof. The
    // reset mail would do it only as a recovery, removing its passkeys (docs/passwordless.md).
    const first = !hasPassword(db, user.id);
    const current = typeof body.currentPassword === 'string' ? body.currentPassword : '';
    if (!current && !first) fields.currentPassword = 'required';
    const problem = checkPassword(body.newPassword, user);
    if (problem) fields.newPassword = problem;
    if (first) {
      attempt.release();
    } else if (current) {
      const stored = passwordHashOf(db, user.id) ?? '';
      if (await verifyPassword(current, stored)) attempt.release();
      else fields.currentPassword = 'incorrect';
    } else {
      attempt.release();
    }
    if (Object.keys(fields).length > 0) throw ApiError.validation(fields);
    if (await options.abuse.isBreached(body.newPassword as string, user.tenant_id)) {
      throw ApiError.validation({ newPassword: 'breached' });
    }

    const passwordHash = await hashPassword(body.newPassword as string);
    db.transaction(() => {
      setPasswordHash(db, user.id, passwordHash);
      clearPasswordBreached(db, user.id);
      // Signed out everywhere else; the browser that made the change stays signed in.
      revokeAccountSessions(db, user.id, { keepGrantId: ctx.state.grantId });
    })();
    options.throttle.clear(throttleKey);
    recordActivity(db, { userId: user.id, type: 'password_changed', ...activityContext(ctx) });

    const app = pickApp(options.apps, body.returnOrigin, ctx.get('Origin'));
    sendMail(
      db,
      passwordChangedMail(
        { to: user.email, name: user.name, locale: negotiateLocale(user.locale) },
        appLink(app, 'forgot-password', { whitelabel: user.tenant_id }),
      ),
    );
    ctx.status = 204;
  });

  return [router];
}
