// Passkeys of the signed-in user (api/openapi.yaml, "Passkeys"; docs/passkeys.md):
// GET|POST /users/me/passkeys, POST /users/me/passkeys/registration-options,
// PATCH|DELETE /users/me/passkeys/:id, and re-authentication with a passkey:
// POST /users/me/reauthenticate/passkey-options and …/passkey. Adding and removing are
// sensitive (authority/recent-auth.ts): an access token alone must not put the attacker's passkey on the
// account, nor take the owner's away. Renaming is not.
import Router from '@koa/router';
import type { Context } from 'koa';
import { negotiateLocale } from '../platform/mail-layout.ts';
import { passkeyMail, type PasskeyNotice } from './mails.ts';
import { appLink, pickApp } from '../platform/app-links.ts';
import { ApiError } from '../platform/errors.ts';
import { bodyOf, tooManyAttempts } from '../platform/http.ts';
import { sendMail } from '../platform/mailer.ts';
import { requireUser } from '../authority/require-user.ts';
import { browserAndSystem } from '../sessions/devices.ts';
import { activityContext, recordActivity } from '../sessions/activity.ts';
import { loginThrottle, throttleKeys } from '../platform/throttle.ts';
import {
  creationOptions,
  passkeyInvalid,
  requestOptions,
  verifyAssertion,
  verifyRegistration,
} from './ceremonies.ts';
import { MAX_PASSKEYS, passkeyView, type PasskeyRow, type PasskeyStore } from './store.ts';
import { defaultPasskeyName, passkeyAmr, passkeyName, type RelyingParty } from './webauthn.ts';
import { RECENT_AUTH_MAX_AGE } from '../authority/recent-auth.ts';
import { activeUser, type ActiveUserState } from '../accounts/active-user.ts';
import type { AuthorityServices } from '../authority/services.ts';
import type { ResponseBody } from '../platform/contract-types.ts';

export type PasskeyRouteServices = AuthorityServices & { passkeys: PasskeyStore; rp: RelyingParty };

/** The browser and system a passkey is added on, from bowser's own lists only (else null). */
function addedOn(userAgent: string) {
  const { browser, os } = browserAndSystem(userAgent || null);
  return { addedBrowser: browser, addedOs: os };
}

const tooMany = () => new ApiError(409, 'passkey_limit', 'This account has too many passkeys.');

export function passkeyRoutes(options: PasskeyRouteServices): Router<ActiveUserState>[] {
  const { db, passkeys, rp, recentAuth, throttle } = options;
  const router = new Router<ActiveUserState>({ prefix: '/users/me' });
  const recent = recentAuth.requireRecent;

  // Mails describe a passkey only by the browser and system it was added on, as the server saw
  // them (never its name: the adder typed it, or the authenticator claimed it through an AAGUID
  // no attestation proves, e.g. "iCloud Keychain" on an attacker's key).
  const notify = (ctx: Context, notice: PasskeyNotice, row: PasskeyRow) => {
    const { user } = ctx.state as ActiveUserState;
    const app = pickApp(options.apps, ctx.get('Origin'));
    sendMail(
      db,
      passkeyMail(
        notice,
        { to: user.email, name: user.name, locale: negotiateLocale(user.locale) },
        { browser: row.added_browser, os: row.added_os },
        appLink(app, 'forgot-password', { whitelabel: user.tenant_id }),
      ),
    );
  };

  router.use(requireUser(options.provider), activeUser(db));

  router.get('/passkeys', (ctx) => {
    const rows = passkeys.list(ctx.state.user.id);
    ctx.body = {
      passkeys: rows.map(passkeyView),
      // For the page's WebAuthn signals (docs/passwordless.md): the handle is made on first use,
      // so an account with no passkey gets one too (harmless: random, and never its id).
      signal: {
        rpId: rp.id,
        userHandle: passkeys.userHandle(ctx.state.user.id),
        credentialIds: rows.map((row) => row.credential_id),
      },
    } satisfies ResponseBody<'listPasskeys', 200>;
  });

  router.post('/passkeys/registration-options', recent, async (ctx) => {
    const { user } = ctx.state;
    if (passkeys.count(user.id) >= MAX_PASSKEYS) throw tooMany();
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await creationOptions(passkeys, rp, user);
  });

  router.post('/passkeys', recent, async (ctx) => {
    const { user } = ctx.state;
    const body = bodyOf(ctx);
    const typed = body.name === undefined ? undefined : passkeyName(body.name);
    if (typed === null) throw ApiError.validation({ name: 'invalid' });
    if (passkeys.count(user.id) >= MAX_PASSKEYS) throw tooMany();

    const info = await verifyRegistration(passkeys, rp, user.id, body.response);
    if (passkeys.byCredential(info.credential.id)) {
      throw new ApiError(409, 'passkey_exists', 'This passkey is already registered.');
    }
    const row = passkeys.add({
      userId: user.id,
      credentialId: info.credential.id,
      publicKey: info.credential.publicKey,
      counter: info.credential.counter,
      transports: info.credential.transports ?? [],
      deviceType: info.credentialDeviceType,
      backedUp: info.credentialBackedUp,
      aaguid: info.aaguid,
      name: typed ?? defaultPasskeyName(info.aaguid, ctx.get('User-Agent')),
      ...addedOn(ctx.get('User-Agent')),
    });
    notify(ctx, 'added', row);
    recordActivity(db, { userId: user.id, type: 'passkey_added', ...activityContext(ctx) });
    ctx.status = 201;
    ctx.body = passkeyView(row);
  });

  router.patch('/passkeys/:id', (ctx) => {
    const body = bodyOf(ctx);
    if (body.name === undefined) throw ApiError.validation({ name: 'required' });
    const name = passkeyName(body.name);
    if (name === null) throw ApiError.validation({ name: 'invalid' });
    const row = passkeys.rename(ctx.state.user.id, ctx.params.id ?? '', name);
    if (!row) throw ApiError.notFound('No passkey with this id.');
    ctx.body = passkeyView(row);
  });

  router.delete('/passkeys/:id', recent, (ctx) => {
    const { user } = ctx.state;
    const row = passkeys.find(user.id, ctx.params.id ?? '');
    if (!row || !passkeys.remove(user.id, row.id)) {
      throw ApiError.notFound('No passkey with this id.');
    }
    notify(ctx, 'removed', row);
    recordActivity(db, { userId: user.id, type: 'passkey_removed', ...activityContext(ctx) });
    ctx.status = 204;
  });

  router.post('/reauthenticate/passkey-options', async (ctx) => {
    const { user } = ctx.state;
    const mine = passkeys.list(user.id);
    if (mine.length === 0) throw new ApiError(409, 'no_passkeys', 'This account has no passkey.');
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await requestOptions(passkeys, rp, 'reauthentication', user.id, mine);
  });

  router.post('/reauthenticate/passkey', async (ctx) => {
    const { user } = ctx.state;
    // Not the user's second-factor budget: an assertion's signature cannot be guessed, so a
    // failure here is no attempt at a factor, and counting it there let an access token alone
    // lock the owner's code sign-in with junk (SECURITY.md). Failures count per client address,
    // as the sign-in's passkey does: the sender's own address is held back, not the owner.
    const attempt = throttle.reserve([[throttleKeys.loginAddress(ctx.ip), loginThrottle.address]]);
    if ('wait' in attempt) throw tooManyAttempts(attempt.wait);
    const { passkey } = await verifyAssertion(
      passkeys,
      rp,
      'reauthentication',
      user.id,
      ctx.request.body,
      user.id,
    ).catch((error: unknown) => {
      throw error instanceof ApiError ? error : passkeyInvalid();
    });
    attempt.release();
    const { authenticatedAt } = recentAuth.record(ctx.state, passkeyAmr(passkey.device_type));
    ctx.body = {
      authenticatedAt: new Date(authenticatedAt * 1000).toISOString(),
      recentUntil: new Date((authenticatedAt + RECENT_AUTH_MAX_AGE) * 1000).toISOString(),
    };
  });

  return [router];
}
