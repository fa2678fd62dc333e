// Passwordless (docs/passwordless.md, api/openapi.yaml tag "Passwordless"):
//
// - Signing in with a code mailed for this interaction: asked, typed and finished in the browser
//   that started the interaction (interaction-binding.ts), like every other step. The mailed
//   link acts only on a press on its page, and never signs in where it is opened: it marks the
//   code confirmed, and the tab that asked, which polls, finishes the sign-in by itself. So
//   whoever opens a forwarded or stolen link gets no session.
// - A code is one factor: an account with two-step verification on goes on to the existing
//   second step (the password step's table, two-step/store.ts).
// - Passkey-first sign-up: the address proven by a mailed code, then the account is created
//   with its passkey and no password.
import { randomUUID } from 'node:crypto';
import Router from '@koa/router';
import type { Context } from 'koa';
import { generateRegistrationOptions } from '@simplewebauthn/server';
import { appLink, pickApp } from '../platform/app-links.ts';
import { nowIso } from '../platform/db.ts';
import { ApiError } from '../platform/errors.ts';
import { bodyOf } from '../platform/http.ts';
import { negotiateLocale } from '../platform/mail-layout.ts';
import { sendMail } from '../platform/mailer.ts';
import { readDevice } from '../platform/device.ts';
import {
  loginThrottle,
  signUpThrottle,
  takeMailTurnOr429,
  throttleKeys,
  type ThrottleRule,
} from '../platform/throttle.ts';
import { ACR, AUTHORITY_PATH } from '../authority/provider.ts';
import type { AuthorityServices } from '../authority/services.ts';
import { interactionBinding, type Interaction } from '../sign-in/interaction-binding.ts';
import { signInGate } from '../sign-in/gate.ts';
import {
  findUser,
  findUserByEmail,
  insertUser,
  markPasswordless,
  recordSignIn,
} from '../accounts/store.ts';
import { readEmail, readName } from '../accounts/fields.ts';
import { unusablePasswordHash } from '../platform/passwords.ts';
import { recordConsents, type ConsentVersions } from '../consents/store.ts';
import { joinedTenant } from '../tenants/join-codes.ts';
import { browserAndSystem } from '../sessions/devices.ts';
import { TRUST_DEVICE_DAYS, type TwoStepStore } from '../two-step/store.ts';
import { CHALLENGE_TTL, type PasskeyStore } from '../passkeys/store.ts';
import { verifyRegistration } from '../passkeys/ceremonies.ts';
import { defaultPasskeyName, type RelyingParty } from '../passkeys/webauthn.ts';
import {
  EMAIL_AMR,
  CODE_LENGTH,
  CODE_TTL_SECONDS,
  type EmailCodeRow,
  type PasswordlessStore,
} from './store.ts';
import type { AbuseService } from '../abuse/service.ts';
import { ssoEnforcedFor, ssoRequiredHere } from '../enterprise-sso/enforcement.ts';
import { emailCodeMail, signUpCodeMail, signUpExistsMail } from './mails.ts';

/** Codes one sign-in interaction may ask for (each mail replaces the code before it). */
export const interactionCodeThrottle: ThrottleRule = { max: 5, windowSeconds: CODE_TTL_SECONDS };

export const passwordlessKeys = {
  mail: (email: string) => `mail:email-code:${email}`,
  interaction: (uid: string) => `email-code:interaction:${uid}`,
};

export type PasswordlessServices = Pick<
  AuthorityServices,
  'provider' | 'db' | 'throttle' | 'apps' | 'clock'
> & {
  abuse: AbuseService;
  twoStep: TwoStepStore;
  passkeys: PasskeyStore;
  rp: RelyingParty;
  passwordless: PasswordlessStore;
  consentVersions: ConsentVersions;
  /** Enterprise SSO's enforcement: the start URL when the address's domain requires SSO. */
  ssoRequired?: (email: string, uid: string) => string | undefined;
};

const errors = {
  off: () =>
    new ApiError(403, 'email_codes_off', 'Sign-in with an e-mail code is not available here.'),
  noCode: () => new ApiError(409, 'no_email_code', 'No code was asked for in this sign-in.'),
  notVerified: () =>
    new ApiError(409, 'email_code_not_verified', 'The link was not confirmed. Type the code.'),
  invalid: () => new ApiError(400, 'invalid_code', 'The code is incorrect.'),
  expired: () => new ApiError(400, 'code_expired', 'This code has expired. Ask for a new one.'),
  used: () => new ApiError(400, 'code_used', 'This code was already used. Ask for a new one.'),
  linkSpent: () => new ApiError(410, 'link_spent', 'This link was already used or has expired.'),
  linkOther: () =>
    new ApiError(409, 'link_other_interaction', 'This link belongs to another sign-in.'),
  noSignUp: () => new ApiError(409, 'no_sign_up_attempt', 'Start the sign-up again.'),
};

function codeRefusal(reason: 'invalid' | 'expired' | 'used'): ApiError {
  return reason === 'expired'
    ? errors.expired()
    : reason === 'used'
      ? errors.used()
      : errors.invalid();
}

function tenantHasEmailCodes(services: PasswordlessServices, whitelabel: unknown): boolean {
  if (typeof whitelabel !== 'string') return false;
  const row = services.db
    .prepare<[string], { email_codes: number }>('SELECT email_codes FROM tenants WHERE id = ?')
    .get(whitelabel);
  return row?.email_codes === 1;
}

export function passwordlessRoutes(services: PasswordlessServices): Router[] {
  const { provider, db, throttle, apps, clock, twoStep, passwordless, abuse } = services;
  const router = new Router({ prefix: `${AUTHORITY_PATH}/interaction` });
  const boundInteraction = interactionBinding(provider, db);

  /**
   * Finishes the sign-in of this interaction's code, in the browser that asked: the account's
   * state as after the right password (sign-in/gate.ts), then the second step where two-step
   * verification is on (and this browser is not trusted), else signed in. The code is spent
   * (from `from`) by one conditional update, so a code and its link cannot both sign in.
   */
  async function finishWithCode(
    ctx: Context,
    interaction: Interaction,
    row: EmailCodeRow,
    from: 'waiting' | 'verified',
  ) {
    const user = row.user_id ? findUser(db, row.user_id) : undefined;
    if (!user) throw errors.invalid();
    signInGate(db, clock, user, { restoreAsked: false, gone: errors.invalid });
    const device = readDevice(ctx);
    const secondStep =
      twoStep.isEnabled(user.id) && !(device && twoStep.useTrustedDevice(user.id, device));
    if (!passwordless.take(interaction.uid, from, secondStep)) {
      throw from === 'verified' ? errors.notVerified() : errors.used();
    }
    if (secondStep) {
      twoStep.beginSecondStep(interaction.uid, user.id);
      ctx.status = 202;
      return {
        next: 'two_step' as const,
        methods: ['totp' as const, 'recovery_code' as const],
        trustDeviceDays: TRUST_DEVICE_DAYS,
      };
    }
    const redirectTo = await provider.interactionResult(
      ctx.req,
      ctx.res,
      { login: { accountId: user.id, amr: [...EMAIL_AMR.code], acr: ACR.oneFactor } },
      { mergeWithLastSubmission: false },
    );
    recordSignIn(db, user.id, nowIso());
    return { redirectTo };
  }

  router.post('/:uid/email-code', async (ctx) => {
    const interaction = await boundInteraction(ctx);
    const body = bodyOf(ctx);
    const { email, problem } = readEmail(body.email);
    if (problem) throw ApiError.validation({ email: problem });
    if (!tenantHasEmailCodes(services, body.whitelabel)) throw errors.off();
    // An organisation requires its SSO for this domain: no code is mailed (it could only be
    // refused once typed), and the person is sent to the organisation's sign-in. The answer is
    // the domain's, the same for every address of it, account or not (docs/enterprise-sso.md);
    // nothing is mailed or counted, so it needs no challenge, like discovery.
    const ssoStart = services.ssoRequired?.(email, interaction.uid);
    if (ssoStart) {
      throw new ApiError(
        403,
        'sso_required',
        'Your organisation requires signing in with its identity provider.',
        { extra: { startUrl: ssoStart } },
      );
    }
    // A solved challenge before anything is counted or mailed (abuse/service.ts), as sign-up and
    // recovery ask: a code request mails whoever owns the address, so bots must not drive it.
    await abuse.requireChallenge(ctx, 'email_code', body.challenge, body.whitelabel);

    // Per interaction first (it tells nothing about the address), then the address's mail turn,
    // counted whether or not it has an account, so a 429 tells nothing either.
    const perInteraction = throttle.retryAfter([
      [passwordlessKeys.interaction(interaction.uid), interactionCodeThrottle],
    ]);
    if (perInteraction > 0) {
      throw new ApiError(429, 'too_many_requests', 'Too many requests. Try again later.', {
        headers: { 'Retry-After': String(perInteraction) },
      });
    }
    takeMailTurnOr429(throttle, passwordlessKeys.mail(email));
    throttle.record([passwordlessKeys.interaction(interaction.uid)]);

    const user = findUserByEmail(db, email);
    // A disabled account gets no mail, like an unknown address; the answer is the same.
    const { code, token } = passwordless.issue(
      interaction.uid,
      user && !user.disabled ? user.id : null,
    );
    if (user && !user.disabled) {
      const app = pickApp(apps, interaction.params.redirect_uri);
      const link = appLink(app, 'email-link', { interaction: interaction.uid, token });
      sendMail(
        db,
        emailCodeMail(
          {
            to: user.email,
            name: user.confirmed_at ? user.name : null,
            locale: negotiateLocale(user.locale),
          },
          code,
          link,
          browserAndSystem(ctx.get('User-Agent') || null),
        ),
      );
    }
    ctx.set('Cache-Control', 'no-store');
    ctx.status = 202;
    ctx.body = { expiresIn: CODE_TTL_SECONDS, codeLength: CODE_LENGTH };
  });

  // The first device polls while the person looks for the mail.
  router.get('/:uid/email-code', async (ctx) => {
    const interaction = await boundInteraction(ctx);
    const row = passwordless.get(interaction.uid);
    if (!row) throw errors.noCode();
    ctx.set('Cache-Control', 'no-store');
    ctx.body = {
      state: row.state === 'used' ? 'used' : passwordless.isExpired(row) ? 'expired' : row.state,
    };
  });

  router.post('/:uid/email-code/verify', async (ctx) => {
    const interaction = await boundInteraction(ctx);
    const code = bodyOf(ctx).code;
    if (typeof code !== 'string' || !/^[0-9]{6}$/.test(code)) {
      throw ApiError.validation({
        code: typeof code === 'string' && code ? 'invalid' : 'required',
      });
    }
    const row = passwordless.get(interaction.uid);
    if (!row) throw errors.noCode();
    // Per client address with the password's failures, counted before the check.
    const attempt = throttle.reserve([[throttleKeys.loginAddress(ctx.ip), loginThrottle.address]]);
    if ('wait' in attempt) {
      throw new ApiError(429, 'too_many_attempts', 'Too many attempts. Try again later.', {
        headers: { 'Retry-After': String(attempt.wait) },
      });
    }
    const check = passwordless.checkCode(row, code);
    if (!check.ok) throw codeRefusal(check.reason);
    attempt.release();
    ctx.body = await finishWithCode(
      ctx,
      interaction,
      row,
      row.state === 'verified' ? 'verified' : 'waiting',
    );
  });

  router.post('/:uid/email-code/continue', async (ctx) => {
    const interaction = await boundInteraction(ctx);
    const row = passwordless.get(interaction.uid);
    if (!row) throw errors.noCode();
    if (row.state !== 'verified' || passwordless.isExpired(row)) throw errors.notVerified();
    ctx.body = await finishWithCode(ctx, interaction, row, 'verified');
  });

  // The link's page sends this on a press only. Whether this is the browser that asked decides
  // everything: there, the sign-in finishes; anywhere else, the code is only confirmed.
  router.post('/:uid/email-code/link', async (ctx) => {
    const uid = ctx.params.uid ?? '';
    const token = bodyOf(ctx).token;
    if (typeof token !== 'string') throw ApiError.validation({ token: 'required' });
    const interaction = await provider.Interaction.find(uid);
    const row = passwordless.byLink(token);
    if (row && row.interaction_uid !== uid) throw errors.linkOther();
    // A spent link says so even once its interaction is over (it finished the sign-in).
    if (row && (row.state === 'used' || passwordless.isExpired(row))) throw errors.linkSpent();
    if (!interaction) {
      throw new ApiError(404, 'interaction_expired', 'This sign-in has expired. Start again.');
    }
    if (!row || !row.user_id) throw errors.linkSpent();
    const here = await boundInteraction(ctx).catch(() => null);
    ctx.set('Cache-Control', 'no-store');
    // Never signed in here, even in the browser that asked: the sign-in's state (PKCE, the
    // callback's `state`) lives in the tab that started it, which polls and continues by itself;
    // a new tab finishing the interaction would land on a callback it cannot redeem.
    if (row.state === 'waiting' && !passwordless.markVerified(uid)) throw errors.linkSpent();
    ctx.body = { result: 'verified', sameBrowser: here !== null };
  });

  return [router, signUpRouter(services)];
}

/** Passkey-first sign-up: the address proven by a code, then the account with its passkey. */
function signUpRouter(services: PasswordlessServices): Router {
  const { db, throttle, apps, passkeys, rp, passwordless, consentVersions, abuse } = services;
  const router = new Router({ prefix: '/accounts/passkey-sign-up' });
  const challengeSubject = (attemptHash: string) => `sign-up:${attemptHash}`;

  router.post('/', async (ctx) => {
    const body = bodyOf(ctx);
    const fields: Record<string, string> = {};
    const { name, problem: nameProblem } = readName(body.name);
    if (nameProblem) fields.name = nameProblem;
    const { email, problem: emailProblem } = readEmail(body.email);
    if (emailProblem) fields.email = emailProblem;
    // The organisation's sign-in makes this account (JIT), not a sign-up here (by domain only,
    // before anything is counted or mailed: docs/enterprise-sso.md).
    else if (ssoEnforcedFor(db, email)) throw ssoRequiredHere();
    if (body.acceptedTerms !== true) fields.acceptedTerms = 'required';
    if (Object.keys(fields).length > 0) throw ApiError.validation(fields);
    // A sign-up like the password one: its challenge before anything is counted or mailed.
    await abuse.requireChallenge(ctx, 'sign_up', body.challenge, body.tenantId);

    // Counted with the password sign-up's, whatever the address (accounts/routes.ts).
    const limits = [
      [throttleKeys.signUpEmail(email), signUpThrottle.perEmail],
      [throttleKeys.signUpAddress(ctx.ip), signUpThrottle.perAddress],
    ] as const;
    const wait = throttle.retryAfter(limits);
    if (wait > 0) {
      throw new ApiError(429, 'too_many_attempts', 'Too many sign-ups. Try again later.', {
        headers: { 'Retry-After': String(wait) },
      });
    }
    throttle.record(limits.map(([key]) => key));

    const locale = negotiateLocale(body.locale);
    const existing = findUserByEmail(db, email);
    const { attempt, code } = passwordless.startSignUp({
      email,
      name,
      locale,
      tenantId: joinedTenant(db, body.tenantId, body.joinCode),
      isNew: !existing,
    });
    const app = pickApp(apps, body.returnOrigin, ctx.get('Origin'));
    if (!existing) {
      sendMail(db, signUpCodeMail({ to: email, name: null, locale }, code));
    } else if (!existing.disabled) {
      sendMail(
        db,
        signUpExistsMail(
          {
            to: existing.email,
            name: existing.confirmed_at ? existing.name : null,
            locale: negotiateLocale(existing.locale),
          },
          appLink(app, 'sign-in', { whitelabel: existing.tenant_id }),
        ),
      );
    }
    ctx.status = 202;
    ctx.body = { attempt, expiresIn: CODE_TTL_SECONDS, codeLength: CODE_LENGTH };
  });

  router.post('/verify', async (ctx) => {
    const body = bodyOf(ctx);
    const attempt = typeof body.attempt === 'string' ? body.attempt : '';
    const code = typeof body.code === 'string' ? body.code : '';
    const row = passwordless.signUp(attempt);
    if (!row) {
      if (passwordless.signUpEvenExpired(attempt)) throw errors.expired();
      throw errors.noSignUp();
    }
    const check = passwordless.checkSignUpCode(row, code);
    if (!check.ok) throw codeRefusal(check.reason);
    passwordless.markSignUpVerified(row);
    const options = await generateRegistrationOptions({
      rpName: rp.name,
      rpID: rp.id,
      userName: row.email,
      userDisplayName: row.name,
      userID: Buffer.from(row.handle, 'base64url'),
      timeout: CHALLENGE_TTL * 1000,
      attestationType: 'none',
      authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
      supportedAlgorithmIDs: [-7, -257],
    });
    passkeys.saveChallenge('registration', challengeSubject(row.attempt_hash), options.challenge);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = options;
  });

  router.post('/complete', async (ctx) => {
    const body = bodyOf(ctx);
    const row = passwordless.signUp(typeof body.attempt === 'string' ? body.attempt : '');
    if (!row || row.verified !== 1 || row.is_new !== 1) throw errors.noSignUp();
    const info = await verifyRegistration(
      passkeys,
      rp,
      challengeSubject(row.attempt_hash),
      body.response,
    );
    const id = randomUUID();
    const now = nowIso();
    const created = db.transaction(() => {
      if (findUserByEmail(db, row.email)) return false;
      insertUser(db, {
        id,
        email: row.email,
        name: row.name,
        passwordHash: unusablePasswordHash(),
        locale: row.locale,
        tenantId: row.tenant_id,
        createdAt: now,
        // The code reached the address: it is proven.
        confirmedAt: now,
      });
      markPasswordless(db, id);
      db.prepare('INSERT INTO passkey_user_handles (user_id, handle) VALUES (?, ?)').run(
        id,
        row.handle,
      );
      const userAgent = ctx.get('User-Agent');
      const { browser, os } = browserAndSystem(userAgent || null);
      passkeys.add({
        userId: id,
        credentialId: info.credential.id,
        publicKey: info.credential.publicKey,
        counter: info.credential.counter,
        transports: info.credential.transports ?? [],
        deviceType: info.credentialDeviceType,
        backedUp: info.credentialBackedUp,
        aaguid: info.aaguid,
        name: defaultPasskeyName(info.aaguid, userAgent),
        addedBrowser: browser,
        addedOs: os,
      });
      recordConsents(db, id, 'sign_up', consentVersions);
      passwordless.endSignUp(row);
      return true;
    })();
    if (!created) throw errors.noSignUp();
    ctx.status = 201;
    ctx.body = { email: row.email };
  });

  return router;
}
