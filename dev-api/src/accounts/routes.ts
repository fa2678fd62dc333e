// Account lifecycle without a session: sign-up, e-mail confirmation, resend, forgotten
// password (decisions in dev-api/ACCOUNTS.md). None of these answers tells whether an address
// has an account: sign-up, resend and reset requests get the same answer for any well-formed
// e-mail, and their rate limits count the submitted address whether or not it exists.
import { randomUUID } from 'node:crypto';
import Router from '@koa/router';
import type { Context } from 'koa';
import { negotiateLocale, type Recipient } from '../platform/mail-layout.ts';
import {
  accountExistsMail,
  confirmAccountMail,
  resetPasswordMail,
  signUpPendingMail,
} from './mails.ts';
import { accountTokens, tokenErrors } from './tokens.ts';
import { appLink, pickApp, type AppLocation } from '../platform/app-links.ts';
import { nowIso, type Db } from '../platform/db.ts';
import { ApiError, type FieldErrors } from '../platform/errors.ts';
import { sendMail } from '../platform/mailer.ts';
import { activityContext, recordActivity } from '../sessions/activity.ts';
import {
  signUpThrottle,
  takeMailTurn,
  takeMailTurnOr429,
  throttleKeys,
} from '../platform/throttle.ts';
import { checkPassword } from './password-policy.ts';
import { hashPassword } from '../platform/passwords.ts';
import { recordConsents, type ConsentVersions } from '../consents/store.ts';
import { recoverAccount, type RecoveryDeps } from './recovery.ts';
import { bodyOf } from '../platform/http.ts';
import { isPlainForm } from '../platform/plain-page.ts';
import { plainResetConfirm, plainResetRequest, type PlainLinks } from './recovery-plain.ts';
import { readEmail, readName } from './fields.ts';
import type { PlatformServices } from '../platform/services.ts';
import {
  confirmUser,
  findUser,
  findUserByEmail,
  insertUser,
  resetPasswordHash,
  type UserRow,
} from './store.ts';
import type { ResponseBody } from '../platform/contract-types.ts';
import { joinedTenant } from '../tenants/join-codes.ts';
import { invitationProvesAddress } from '../organisations/store.ts';
import type { AbuseService } from '../abuse/service.ts';
import { clearPasswordBreached } from '../abuse/breached-notice.ts';
import { ssoEnforcedFor, ssoRequiredHere } from '../enterprise-sso/enforcement.ts';
import { ssoSignInNoteMail } from '../enterprise-sso/mails.ts';

/**
 * An address whose domain requires its organisation's SSO gets neither a password nor an account
 * made here (docs/enterprise-sso.md, "Sign-up and password reset"): the password would be refused
 * anyway, and the organisation's sign-in makes the account (JIT). Asked as soon as the address
 * is readable, before the challenge, the limits, the hash and any mail; by domain only, so the
 * answer is the same for every address of it, account or not.
 */
function refuseWhereSsoRequired(db: Db, email: string): void {
  if (ssoEnforcedFor(db, email)) throw ssoRequiredHere();
}

export type AccountRouteServices = RecoveryDeps &
  Pick<PlatformServices, 'throttle'> & {
    /** The terms' and privacy notice's versions in force, recorded as accepted at sign-up. */
    consentVersions: ConsentVersions;
    /** Challenges, breached passwords, disposable addresses (docs/abuse-protection.md). */
    abuse: AbuseService;
  };

export function accountRoutes(options: AccountRouteServices): Router[] {
  const { db, apps, throttle, consentVersions, abuse } = options;
  const router = new Router({ prefix: '/accounts' });
  const tokens = accountTokens(db);

  /** The app the links go to: `returnOrigin` if it names one, else the caller's Origin. */
  function appFor(ctx: Context, body: { returnOrigin?: unknown }): AppLocation {
    return pickApp(apps, body.returnOrigin, ctx.get('Origin'));
  }

  function recipient(user: UserRow): Recipient {
    // An unconfirmed account's name was typed by whoever signed the address up, perhaps not
    // its owner: it stays out of the mail (see platform/mail-layout.ts).
    const name = user.confirmed_at ? user.name : null;
    return { to: user.email, name, locale: negotiateLocale(user.locale) };
  }

  function resetLink(user: UserRow, app: AppLocation): string {
    const token = tokens.issue(user.id, 'reset');
    return appLink(app, 'forgot-password', { token, whitelabel: user.tenant_id });
  }

  function sendConfirmation(user: UserRow, app: AppLocation): void {
    const token = tokens.issue(user.id, 'confirm');
    const url = appLink(app, 'confirm-account', { token, whitelabel: user.tenant_id });
    sendMail(db, confirmAccountMail(recipient(user), url));
  }

  /** 429 when the address is over its mail limit; otherwise counts this request. */
  const throttleMail = (key: string) => takeMailTurnOr429(throttle, key);
  /** Like throttleMail, but says only whether to send: sign-up never answers 429. */
  const mayMailQuietly = (key: string) => takeMailTurn(throttle, key);

  router.post('/', async (ctx) => {
    const body = bodyOf(ctx);
    const fields: FieldErrors = {};
    const { name, problem: nameProblem } = readName(body.name);
    if (nameProblem) fields.name = nameProblem;
    const { email, problem: emailProblem } = readEmail(body.email);
    if (emailProblem) fields.email = emailProblem;
    else refuseWhereSsoRequired(db, email);
    const passwordProblem = checkPassword(body.password, { email, name });
    if (passwordProblem) fields.password = passwordProblem;
    if (body.acceptedTerms !== true) fields.acceptedTerms = 'required';
    // The tenant a sign-up joins decides its own checks (tenants may turn on the disposable-address
    // refusal and turn off the breached-password check for their own people only).
    const joined = joinedTenant(db, body.tenantId, body.joinCode);
    if (!emailProblem && abuse.refusesDisposable(email, joined)) fields.email = 'disposable';
    if (Object.keys(fields).length > 0) throw ApiError.validation(fields);

    // A solved challenge before anything is counted, hashed or mailed (abuse/service.ts); the
    // page's tenant may ask for one where the deployment does not.
    await abuse.requireChallenge(ctx, 'sign_up', body.challenge, body.tenantId);
    if (await abuse.isBreached(body.password as string, joined)) {
      throw ApiError.validation({ password: 'breached' });
    }

    // Counted before the slow hash and whatever the address, so new and taken addresses get the
    // same 429 at the same point (checked and recorded with no await in between).
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

    const password = body.password as string;
    const locale = negotiateLocale(body.locale);
    const tenantId = joined;
    const app = appFor(ctx, body);
    // Hashed on every path, so a taken address answers no faster than a new one.
    const passwordHash = await hashPassword(password);

    const existing = findUserByEmail(db, email);
    // Signing up to accept an organisation invitation for this very address: its link was
    // mailed there, which proves the address as a confirmation link would (docs/organisations.md).
    let confirmedByInvitation = false;
    if (!existing) {
      const id = randomUUID();
      const invited = invitationProvesAddress(db, body.invitationToken, email, options.clock());
      const createdAt = nowIso();
      try {
        insertUser(db, {
          id,
          email,
          name,
          passwordHash,
          locale,
          tenantId,
          createdAt,
          ...(invited ? { confirmedAt: new Date(options.clock()).toISOString() } : {}),
        });
      } catch (error) {
        // The same address signed up twice at once: the other request created it.
        if ((error as { code?: unknown }).code !== 'SQLITE_CONSTRAINT_UNIQUE') throw error;
      }
      const created = findUser(db, id);
      if (created) {
        // The terms and privacy notice accepted with this sign-up (acceptedTerms).
        recordConsents(db, created.id, 'sign_up', consentVersions);
        if (invited && created.confirmed_at) confirmedByInvitation = true;
        else sendConfirmation(created, app);
      }
    } else if (!existing.disabled && mayMailQuietly(throttleKeys.signUpMail(email))) {
      if (!existing.confirmed_at) {
        // Still unconfirmed: nothing changes, and no second confirmation link is made. The
        // earlier link activates the account with the earlier sign-up's password; one for this
        // sign-up's password would be a link in the owner's mailbox that activates a password a
        // stranger may have chosen. The mailbox gets a reset link instead: whoever reads it
        // chooses the password themselves (the reset also confirms the account and spends the
        // earlier confirmation links).
        sendMail(db, signUpPendingMail(recipient(existing), resetLink(existing, app)));
      } else {
        // Taken: tell the owner (in their language), not the person signing up.
        sendMail(
          db,
          accountExistsMail(recipient(existing), {
            signIn: appLink(app, 'sign-in', { whitelabel: existing.tenant_id }),
            forgotPassword: appLink(app, 'forgot-password', { whitelabel: existing.tenant_id }),
          }),
        );
      }
    }

    ctx.status = 202;
    ctx.body = {
      status: confirmedByInvitation ? 'confirmed' : 'pending_confirmation',
    } satisfies ResponseBody<'signUp', 202>;
  });

  router.post('/confirm', (ctx) => {
    const body = bodyOf(ctx);
    const token = tokens.check(body.token, 'confirm');
    db.transaction(() => {
      if (!tokens.consume(token.id)) throw tokenErrors('confirm').used();
      confirmUser(db, token.userId, nowIso());
      // The address is proven: the other confirmation links have nothing left to do.
      tokens.consumeAll(token.userId, 'confirm');
    })();
    ctx.body = { status: 'confirmed' } satisfies ResponseBody<'confirmAccount', 200>;
  });

  router.post('/confirm/resend', (ctx) => {
    const body = bodyOf(ctx);
    const { email, problem } = readEmail(body.email);
    if (problem) throw ApiError.validation({ email: problem });
    throttleMail(throttleKeys.confirmMail(email));
    const user = findUserByEmail(db, email);
    if (user && !user.confirmed_at && !user.disabled) {
      const app = appFor(ctx, body);
      // A domain that requires its SSO: no link that would confirm a password it refuses (one
      // a stranger may have chosen); a note that the IdP is the way in, whose first sign-in
      // proves the address (docs/enterprise-sso.md). The same answer either way.
      if (ssoEnforcedFor(db, user.email)) {
        sendMail(
          db,
          ssoSignInNoteMail(
            recipient(user),
            appLink(app, 'sign-in', { whitelabel: user.tenant_id }),
          ),
        );
      } else sendConfirmation(user, app);
    }
    ctx.status = 202;
    ctx.body = { status: 'accepted' };
  });

  /** What `POST /password-reset` does, for the app's JSON and a plain form alike. */
  async function requestReset(ctx: Context, body: Record<string, unknown>): Promise<void> {
    const { email, problem } = readEmail(body.email);
    if (problem) throw ApiError.validation({ email: problem });
    // No link that would set a password the domain does not accept.
    refuseWhereSsoRequired(db, email);
    // The page's tenant, never the account's: the answer must not depend on whether it exists.
    await abuse.requireChallenge(ctx, 'password_reset', body.challenge, body.tenantId);
    throttleMail(throttleKeys.resetMail(email));
    const user = findUserByEmail(db, email);
    if (user && !user.disabled) {
      sendMail(db, resetPasswordMail(recipient(user), resetLink(user, appFor(ctx, body))));
    }
  }

  /** What `POST /password-reset/confirm` does; answers what the recovery removed. */
  async function confirmReset(ctx: Context, body: Record<string, unknown>) {
    const token = tokens.check(body.token, 'reset');
    const user = findUser(db, token.userId);
    if (!user) throw tokenErrors('reset').invalid();
    // A link mailed before the domain required its SSO: no password it would refuse, and no
    // recovery that would remove an owner's passkey (the break-glass way in).
    refuseWhereSsoRequired(db, user.email);
    const problem = checkPassword(body.password, user);
    if (problem) throw ApiError.validation({ password: problem });
    if (await abuse.isBreached(body.password as string, user.tenant_id)) {
      throw ApiError.validation({ password: 'breached' });
    }
    const passwordHash = await hashPassword(body.password as string);

    const { removed } = db.transaction(() => {
      // Checked again here: another request may have used the token while we were hashing.
      if (!tokens.consume(token.id)) throw tokenErrors('reset').used();
      // Setting a password through the mailed link also proves the address.
      resetPasswordHash(db, user.id, passwordHash, nowIso());
      clearPasswordBreached(db, user.id);
      tokens.consumeAll(user.id, 'reset');
      tokens.consumeAll(user.id, 'confirm');
      recordActivity(db, { userId: user.id, type: 'password_reset', ...activityContext(ctx) });
      // A recovery (accounts/recovery.ts): every session ends, including any an attacker holds, and
      // whatever could sign in besides the mailbox and this password goes (passkeys, the
      // authenticator app, trusted devices, a pending e-mail change, push registrations), in
      // the same transaction as the new password. Nobody is signed in by this. Its one mail
      // says the password changed and lists what was removed.
      return recoverAccount(options, {
        ctx,
        user: { ...user, name: recipient(user).name },
        reason: 'password_reset',
        app: appFor(ctx, body),
      });
    })();
    // The owner proved the mailbox: earlier wrong guesses no longer hold sign-in back.
    throttle.clear(throttleKeys.loginAccount(user.email));
    return removed;
  }

  /** A plain page's links: the app that asked (a plain form's Origin is often `null`). */
  function plainLinks(ctx: Context, body: Record<string, unknown>): PlainLinks {
    const app = appFor(ctx, body);
    return { signIn: appLink(app, 'sign-in'), forgotPassword: appLink(app, 'forgot-password') };
  }

  router.post('/password-reset', async (ctx) => {
    const body = bodyOf(ctx);
    if (isPlainForm(ctx)) {
      await plainResetRequest(ctx, body, plainLinks(ctx, body), () => requestReset(ctx, body));
      return;
    }
    await requestReset(ctx, body);
    ctx.status = 202;
    ctx.body = { status: 'accepted' };
  });

  router.post('/password-reset/confirm', async (ctx) => {
    const body = bodyOf(ctx);
    if (isPlainForm(ctx)) {
      await plainResetConfirm(ctx, body, plainLinks(ctx, body), async () => {
        await confirmReset(ctx, body);
      });
      return;
    }
    ctx.body = {
      status: 'password_reset',
      removed: await confirmReset(ctx, body),
    } satisfies ResponseBody<'confirmPasswordReset', 200>;
  });

  return [router];
}
