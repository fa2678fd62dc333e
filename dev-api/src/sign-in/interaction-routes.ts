// The authority's login interaction, answered as JSON to the account app's sign-in form: the
// password step, and for accounts with two-step verification on, the second step; or a passkey,
// which signs in alone (docs/passkeys.md).
//
// One interaction, one browser: oidc-provider sets its interaction cookie on the path of the
// interaction URL. That URL is `GET {api}/auth/oidc/interaction/:uid` below (which forwards the
// browser to the app's sign-in page), so the cookie lives on this API's origin under
// `/auth/oidc/interaction/:uid` and rides along with every later step of that interaction (the
// login POST, abort). Each step asks oidc-provider whose interaction the cookie names
// (`interactionDetails`) and refuses one that does not match the URL: a stranger who sends
// someone their `/sign-in?interaction=…` link gets nothing from that person's sign-in.
// oidc-provider's cookie alone could be planted by a sibling subdomain (cookie tossing), so the
// interaction also records the browser's __Host- device cookie (device.ts), which cannot be.
// Both cookies are SameSite=Lax: the app and the API must be one site (ports and subdomains
// differ, the registrable domain does not). See SECURITY.md.
import Router from '@koa/router';
import type { Context } from 'koa';
import { pickApp } from '../platform/app-links.ts';
import { nowIso } from '../platform/db.ts';
import { ApiError } from '../platform/errors.ts';
import { bodyOf, tooManyAttempts } from '../platform/http.ts';
import * as activity from '../sessions/activity.ts';
import { activityContext } from '../sessions/activity.ts';
import { isEraseDue, restoreAccount } from '../privacy/deletion.ts';
import { hashPassword, verifyPassword } from '../platform/passwords.ts';
import { mailTwoStepNotice } from '../two-step/mails.ts';
import { isSecondFactorCode, TRUST_DEVICE_DAYS, type TwoStepStore } from '../two-step/store.ts';
import { passkeyInvalid, requestOptions, verifyAssertion } from '../passkeys/ceremonies.ts';
import type { PasskeyStore } from '../passkeys/store.ts';
import { passkeyAmr, type RelyingParty } from '../passkeys/webauthn.ts';
import { interactionDevices, readDevice } from '../platform/device.ts';
import { ACR, AMR, AUTHORITY_PATH, signInPageFor } from '../authority/provider.ts';
import { interactionBinding } from './interaction-binding.ts';
import { loginThrottle, secondFactorThrottle, throttleKeys } from '../platform/throttle.ts';
import type { AuthorityServices } from '../authority/services.ts';
import { findLoginUser, findUser, recordSignIn } from '../accounts/store.ts';
import { signInErrors, signInGate } from './gate.ts';
import type { AbuseService } from '../abuse/service.ts';
import { markPasswordBreached } from '../abuse/breached-notice.ts';
import { EMAIL_AMR, type PasswordlessStore } from '../passwordless/store.ts';
import {
  providersFor,
  requestedTenant,
  signInProviders,
  type FederationConfig,
} from '../federation/providers.ts';
import { plainPages } from './plain-pages.ts';

// Verified against when no account matches, so a wrong e-mail costs the same time as a wrong
// password and timing tells nothing about which accounts exist.
const decoyHash = hashPassword('not-a-real-password-decoy');

export type InteractionServices = Pick<
  AuthorityServices,
  'provider' | 'db' | 'throttle' | 'apps' | 'clock' | 'publicUrl'
> & {
  /** The providers the plain sign-in page links to (federation/providers.ts); none without. */
  federation?: FederationConfig;
  twoStep: TwoStepStore;
  passkeys: PasskeyStore;
  rp: RelyingParty;
  abuse: AbuseService;
  passwordless: PasswordlessStore;
  /** Enterprise SSO's enforcement: the start URL when the address's domain requires SSO. */
  ssoRequired?: (email: string, uid: string) => string | undefined;
};

export function interactionRoutes(services: InteractionServices): Router[] {
  const { provider, db, throttle, apps, twoStep, passkeys, rp, clock, abuse, passwordless } =
    services;
  const router = new Router({ prefix: `${AUTHORITY_PATH}/interaction` });
  const boundInteraction = interactionBinding(provider, db);
  /**
   * The app's sign-in page for an interaction, naming its tenant and the tenant's provider
   * buttons, so the page shows them before it paints (docs/federation.md, "Before the page
   * paints"); the buttons' links carry the tenant.
   */
  const signInPage = (
    interaction: { params: Record<string, unknown> } | undefined,
    uid: string | undefined,
  ) => {
    const tenant = requestedTenant(interaction?.params.whitelabel);
    return signInPageFor(apps, interaction?.params.redirect_uri, uid, {
      whitelabel: tenant,
      providers: signInProviders(services.federation, tenant),
    });
  };
  // A plain form post's answers (sign-in.html's form before the app has taken it over).
  const plain = plainPages({
    origin: new URL(services.publicUrl).origin,
    formTargets: [...new Set(apps.map((app) => app.origin))],
    async appPage(uid, page) {
      const named = uid ? await provider.Interaction.find(uid) : undefined;
      const signIn = signInPage(named, uid ?? undefined);
      return page === 'sign-in' ? signIn : signIn.replace(/\/sign-in(\?.*)?$/, '/forgot-password');
    },
    providers: () => (services.federation ? providersFor(services.federation, null) : []),
    pendingEmail(uid) {
      const userId = twoStep.pendingSecondStep(uid);
      return (userId && findUser(db, userId)?.email) || null;
    },
    trustDeviceDays: TRUST_DEVICE_DAYS,
  });

  async function finish(ctx: Context, result: Record<string, unknown>): Promise<string> {
    // Reads the interaction from the same cookie again, so the result lands on this browser's.
    return provider.interactionResult(ctx.req, ctx.res, result, {
      mergeWithLastSubmission: false,
    });
  }

  // Where the authority sends the browser to log in: on to the app's sign-in page, which shows
  // the form for this interaction. A browser without the cookie (a forwarded link) gets a sign-in
  // page that starts an authorization request of its own.
  router.get('/:uid', async (ctx) => {
    const bound = await boundInteraction(ctx).catch(() => null);
    // Unbound or gone: a sign-in page of its own, on the app that asked when that is known.
    const named = bound ?? (await provider.Interaction.find(ctx.params.uid ?? ''));
    ctx.set('Cache-Control', 'no-store');
    ctx.status = 303;
    ctx.redirect(signInPage(named, bound?.uid));
  });

  // The sign-in page asks on arrival whether the interaction in its URL is this browser's.
  router.get('/:uid/details', async (ctx) => {
    const interaction = await boundInteraction(ctx);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { uid: interaction.uid, prompt: interaction.prompt.name };
  });

  // The JSON body's answers; a plain form post gets the same ones as a redirect or a page
  // (plain-pages.ts), with `body` read from the form.
  const login = async (ctx: Context, body: Record<string, unknown>) => {
    const interaction = await boundInteraction(ctx);
    const email = typeof body.email === 'string' ? body.email.trim().toLowerCase() : '';
    const password = typeof body.password === 'string' ? body.password : '';
    const fields: Record<string, string> = {};
    if (!email) fields.email = 'required';
    if (!password) fields.password = 'required';
    if (Object.keys(fields).length > 0) throw ApiError.validation(fields);
    // An organisation requires its SSO for this domain: the password is not even checked (the
    // answer is the domain's, the same for every address of it: docs/enterprise-sso.md).
    const ssoStart = services.ssoRequired?.(email, interaction.uid);
    if (ssoStart) {
      throw new ApiError(
        403,
        'sso_required',
        'Your organisation requires signing in with its identity provider.',
        { extra: { startUrl: ssoStart } },
      );
    }

    // After failures for this e-mail or from this address, a solved challenge first (the same
    // answer for an unknown e-mail), checked before the attempt counts (abuse/service.ts).
    if (abuse.signInNeedsChallenge(ctx, email)) {
      await abuse.check(ctx, 'sign_in', body.challenge, null);
    }

    const accountKey = throttleKeys.loginAccount(email);
    // The attempt counts before the password is checked, so attempts sent at once cannot all
    // pass the limit while the first ones are still being hashed.
    const attempt = throttle.reserve([
      [accountKey, loginThrottle.account],
      [throttleKeys.loginAddress(ctx.ip), loginThrottle.address],
    ]);
    if ('wait' in attempt) {
      throw new ApiError(429, 'too_many_attempts', 'Too many sign-in attempts. Try again later.', {
        headers: { 'Retry-After': String(attempt.wait) },
      });
    }

    const user = findLoginUser(db, email);
    const valid = await verifyPassword(password, user?.password_hash ?? (await decoyHash));
    if (!user || !valid) {
      // On the account's timeline (grouped there); the answer is the same with or without one.
      if (user) {
        activity.recordActivity(db, {
          userId: user.id,
          type: 'sign_in_failed',
          ...activity.activityContext(ctx),
        });
      }
      throw new ApiError(401, 'invalid_credentials', 'The e-mail or password is incorrect.');
    }
    attempt.release();
    throttle.clear(accountKey);
    // A right password seen in breaches signs in all the same; the account centre then asks
    // for a change (the profile's passwordBreached). Checked here, after the password was
    // right, so the range API is never asked about guesses.
    if (await abuse.isBreached(password, findUser(db, user.id)?.tenant_id)) {
      markPasswordBreached(db, user.id);
    }
    // Only someone who knows the password learns the account's state (sign-in/gate.ts); an
    // account waiting to be erased signs in only to be restored, which sends `restoreAccount`.
    const { restore } = signInGate(
      db,
      clock,
      { ...user, email },
      {
        restoreAsked: body.restoreAccount === true,
        gone: () =>
          new ApiError(401, 'invalid_credentials', 'The e-mail or password is incorrect.'),
      },
    );

    if (twoStep.isEnabled(user.id)) {
      // A browser the user trusted at an earlier second step skips it (device.ts: the cookie
      // is the browser's own, HttpOnly and __Host-); any other waits for a code, in this same
      // interaction (bound to this browser like the password step). A restore waits for it
      // too: the password alone must not cancel the owner's deletion. The second step restores
      // (below): a scheduled account has a pending second step only when its restore was asked,
      // since scheduling the deletion ended every pending one (revokeAccountSessions).
      const device = readDevice(ctx);
      if (!device || !twoStep.useTrustedDevice(user.id, device)) {
        twoStep.beginSecondStep(interaction.uid, user.id);
        ctx.status = 202;
        ctx.body = {
          next: 'two_step',
          methods: ['totp', 'recovery_code'],
          trustDeviceDays: TRUST_DEVICE_DAYS,
        };
        return;
      }
    }
    if (restore) {
      restoreAccount(db, clock, user.id, { ...activityContext(ctx), detail: { via: 'sign_in' } });
    }

    const redirectTo = await finish(ctx, {
      login: { accountId: user.id, amr: [...AMR.password], acr: ACR.oneFactor },
    });
    recordSignIn(db, user.id, nowIso());
    ctx.body = { redirectTo };
  };
  const devices = interactionDevices(db);
  router.post(
    '/:uid/login',
    plain.login(login, (uid, remember) => devices.remember(uid, remember)),
  );

  // The second step: a code from the authenticator app or a recovery code, for the password
  // this same interaction accepted (within 10 minutes). Wrong codes are limited per user,
  // counted before the check; a code of a step already used, or a spent recovery code, is
  // refused (two-step/store.ts).
  const secondStep = async (ctx: Context, body: Record<string, unknown>) => {
    const interaction = await boundInteraction(ctx);
    const code = typeof body.code === 'string' ? body.code : '';
    const fields: Record<string, string> = {};
    if (!code) fields.code = 'required';
    else if (!isSecondFactorCode(code)) fields.code = 'invalid';
    if (body.trustDevice !== undefined && typeof body.trustDevice !== 'boolean') {
      fields.trustDevice = 'invalid';
    }
    if (Object.keys(fields).length > 0) throw ApiError.validation(fields);

    const userId = twoStep.pendingSecondStep(interaction.uid);
    const user = userId ? findUser(db, userId) : undefined;
    // Disabled or unconfirmed meanwhile: the password step says so, with its own answers. An
    // account waiting to be erased is here because its restore was asked (the password step).
    const restoring = !!user && user.erase_at !== null && !isEraseDue(user.erase_at, clock);
    if (!user || (user.disabled && !restoring) || !user.confirmed_at || user.frozen_at !== null) {
      throw new ApiError(409, 'password_step_required', 'Enter your password again.');
    }

    const key = throttleKeys.secondFactor(user.id);
    const attempt = throttle.reserve([[key, secondFactorThrottle]]);
    if ('wait' in attempt) throw tooManyAttempts(attempt.wait);
    const check = await twoStep.checkCode(user.id, code);
    if (!check.ok) {
      activity.recordActivity(db, {
        userId: user.id,
        type: 'sign_in_failed',
        ...activity.activityContext(ctx),
        detail: { step: 'two_step' },
      });
      throw check.reason === 'used'
        ? new ApiError(400, 'code_used', 'This code was already used. Wait for the next one.')
        : new ApiError(400, 'invalid_code', 'The code is incorrect.');
    }
    attempt.release();
    throttle.clear(key);
    const emailCodeFirst = passwordless.secondStepAfterEmailCode(interaction.uid);
    twoStep.endSecondStep(interaction.uid);
    if (restoring) {
      restoreAccount(db, clock, user.id, { ...activityContext(ctx), detail: { via: 'sign_in' } });
    }
    const device = readDevice(ctx);
    if (body.trustDevice === true && device) {
      twoStep.trustDevice(user.id, device, ctx.get('User-Agent'));
    }

    // The first factor was a mailed code rather than the password (passwordless/routes.ts).
    const amr = emailCodeFirst ? EMAIL_AMR.codeAndSecondStep : AMR.passwordAndCode;
    const redirectTo = await finish(ctx, {
      login: { accountId: user.id, amr: [...amr], acr: ACR.twoFactors },
    });
    recordSignIn(db, user.id, nowIso());
    if (check.method === 'recovery_code') {
      activity.recordActivity(db, {
        userId: user.id,
        type: 'recovery_code_used',
        ...activity.activityContext(ctx),
        detail: { left: check.recoveryCodesLeft },
      });
      const app = pickApp(apps, interaction.params.redirect_uri);
      mailTwoStepNotice(db, app, user, 'recoveryCodeUsed', check.recoveryCodesLeft);
    }
    ctx.body = { redirectTo };
  };
  router.post('/:uid/two-step', plain.twoStep(secondStep));

  // A passkey, in this same interaction: options for a discoverable credential (no e-mail),
  // the challenge kept for this interaction only.
  router.post('/:uid/passkey/options', async (ctx) => {
    const interaction = await boundInteraction(ctx);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await requestOptions(passkeys, rp, 'sign-in', interaction.uid, []);
  });

  // Strong on its own (possession of the key plus user verification): no second step, even
  // with two-step verification on. Every failure is one 400 passkey_invalid, counted per client
  // address with the password's failures (before the check).
  router.post('/:uid/passkey', async (ctx) => {
    const interaction = await boundInteraction(ctx);
    const attempt = throttle.reserve([[throttleKeys.loginAddress(ctx.ip), loginThrottle.address]]);
    if ('wait' in attempt) throw tooManyAttempts(attempt.wait);
    const { passkey } = await verifyAssertion(
      passkeys,
      rp,
      'sign-in',
      interaction.uid,
      ctx.request.body,
    ).catch((error: unknown) => {
      throw error instanceof ApiError ? error : passkeyInvalid();
    });
    attempt.release();
    const user = findUser(db, passkey.user_id);
    // A passkey whose account is gone: the store cascades passkeys with their account, so this is
    // the refusal of an account deleted between the assertion and here.
    if (!user) throw signInErrors.disabled();
    // The passkey proved who this is, so the account's state is theirs to learn, as after the
    // right password (sign-in/gate.ts): an account waiting to be erased is offered restoring
    // (`?restoreAccount=true` with a new ceremony restores it and signs in).
    const { restore } = signInGate(db, clock, user, {
      restoreAsked: ctx.query.restoreAccount === 'true',
      gone: passkeyInvalid, // gone, with its passkeys: like any unknown credential
      method: 'passkey',
    });
    if (restore) {
      restoreAccount(db, clock, user.id, { ...activityContext(ctx), detail: { via: 'sign_in' } });
    }
    twoStep.endSecondStep(interaction.uid);
    const redirectTo = await finish(ctx, {
      login: { accountId: user.id, amr: passkeyAmr(passkey.device_type), acr: ACR.twoFactors },
    });
    recordSignIn(db, user.id, nowIso());
    ctx.body = { redirectTo };
  });

  // "Not you?" at the second step, or any cancel: the password this interaction accepted no
  // longer waits for its code, so nothing of this sign-in is left to finish (docs/sign-in.md).
  router.post('/:uid/abort', async (ctx) => {
    const interaction = await boundInteraction(ctx);
    twoStep.endSecondStep(interaction.uid);
    ctx.body = {
      redirectTo: await finish(ctx, {
        error: 'access_denied',
        error_description: 'The user cancelled the sign-in.',
      }),
    };
  });

  // "Keep me signed in on this device" (docs/session-care.md): the page's choice for this
  // interaction, whichever way it is finished.
  router.put('/:uid/remember', async (ctx) => {
    const interaction = await boundInteraction(ctx);
    const { remember } = bodyOf(ctx);
    if (typeof remember !== 'boolean') throw ApiError.validation({ remember: 'required' });
    devices.remember(interaction.uid, remember);
    ctx.set('Cache-Control', 'no-store');
    ctx.status = 204;
  });

  // Every sign-in resumes the authorization here (oidc-provider's resume route, which the
  // mounted provider answers next): the choice goes into the finished login, where the provider
  // makes its session cookie persistent (`remember`, its default) or the browser's session only.
  // One place for the password, the second step, a passkey and another provider alike.
  const resume = new Router({ prefix: `${AUTHORITY_PATH}/auth` });
  resume.get('/:uid', async (ctx, next) => {
    const interaction = await provider.Interaction.find(ctx.params.uid ?? '');
    const login = interaction?.result?.login;
    const remember = interaction ? devices.rememberOf(interaction.uid) : null;
    if (interaction && login && remember !== null && login.remember !== remember) {
      interaction.result = { ...interaction.result, login: { ...login, remember } };
      await interaction.save(interaction.exp - Math.floor(Date.now() / 1000));
    }
    await next();
  });

  return [router, resume];
}
