// The broker: a sign-in with an upstream identity provider, inside the authority's own login
// interaction (docs/federation.md; api/openapi.yaml, "Federation").
//
// GET /auth/oidc/interaction/:uid/federation/:provider starts the upstream authorization-code
// flow (PKCE S256, state and nonce) for this interaction, from this browser: the start is a step
// of the interaction (its cookie and the __Host- device cookie, sign-in/interaction-routes.ts),
// and the attempt remembers both. The provider sends the browser back to
// GET /auth/federation/:provider/callback, which accepts the `state` of an attempt of this same
// browser only, once, within ten minutes; exchanges the code; validates the identity
// (upstream.ts: the ID token, or GitHub's user API); and maps it. Apple answers with a cross-site
// form POST to the same callback, which carries no SameSite=Lax device cookie: it is relayed as
// a same-site GET (relayPage) and checked there like any other. The identity is mapped:
// - linked (provider + subject): signs in (the account's gate and second step apply);
// - a verified address of no account: a new account, confirmed by the provider, with no password,
//   through the same terms and onboarding as a sign-up;
// - a verified address of an existing account: nothing is linked until the interaction proves the
//   account (its password, and the second step when it has one; or a passkey): never a silent
//   merge on an address;
// - an unverified address: refused (upstream.ts), never linked nor created.
// Every outcome sends the browser on: to the authority to finish the interaction, or to the app's
// sign-in page with what it waits for (`federation=link|two_step`) or why it failed
// (`federationError=…`), never to a raw error.
// An admin's test sign-in through an organisation's OIDC connection (a `state` starting `test.`,
// docs/enterprise-sso.md) is answered apart: the same exchange and checks, a result recorded for
// the admin, and nobody signed in.
import Router from '@koa/router';
import type { Context } from 'koa';
import { ACR, AUTHORITY_PATH } from '../authority/provider.ts';
import { findUser, passwordHashOf, recordSignIn, type UserRow } from '../accounts/store.ts';
import { nowIso } from '../platform/db.ts';
import { readDevice } from '../platform/device.ts';
import { ApiError } from '../platform/errors.ts';
import { bodyOf, tooManyAttempts } from '../platform/http.ts';
import { negotiateLocale, type MailLocale } from '../platform/mail-layout.ts';
import { unusablePasswordHash, verifyPassword } from '../platform/passwords.ts';
import { loginThrottle, secondFactorThrottle, throttleKeys } from '../platform/throttle.ts';
import { passkeyInvalid, verifyAssertion } from '../passkeys/ceremonies.ts';
import { passkeyAmr } from '../passkeys/webauthn.ts';
import { activityContext, recordActivity } from '../sessions/activity.ts';
import type { ResponseBody } from '../platform/contract-types.ts';
import { signInGate } from '../sign-in/gate.ts';
import { interactionBinding, type Interaction } from '../sign-in/interaction-binding.ts';
import { isSecondFactorCode, TRUST_DEVICE_DAYS } from '../two-step/store.ts';
import { callbackUrl, providersFor } from './providers.ts';
import type { FederationLinkAttempt, FederationPending } from './store.ts';
import { linkIdentity } from './link.ts';
import { appLink, pickApp } from '../platform/app-links.ts';
import { randomToken, UpstreamError, type UpstreamIdentity } from './upstream.ts';
import {
  FED_AMR,
  federationBroker,
  SsoRefusal,
  TEST_STATE_PREFIX,
  type FederationError,
  type FederationServices,
  type TestOutcome,
} from './broker.ts';

export { FED_AMR, SsoRefusal, federationBroker } from './broker.ts';
export type { EnterpriseBroker, FederationError, FederationServices } from './broker.ts';

/** What a provider's answer to the callback may carry (Apple's `user`: its form post). */
const CALLBACK_FIELDS = ['state', 'code', 'error', 'error_description', 'iss', 'user'] as const;
/** A cancel at the provider, as each says it (Apple: `user_cancelled_authorize`). */
const CANCELLED = new Set(['access_denied', 'user_cancelled_authorize']);

/** Why a link from the account centre came back unlinked (the contract's FederationLinkError). */
export type FederationLinkError =
  | 'link_expired'
  | 'identity_taken'
  | 'email_not_verified'
  | 'cancelled'
  | 'provider_refused'
  | 'provider_unavailable'
  | 'token_exchange_failed'
  | 'id_token_invalid';
const CONTINUE: Record<MailLocale, string> = {
  en: 'Continue',
  'pt-BR': 'Continuar',
  es: 'Continuar',
};

/**
 * A form post's fields (the app's JSON parser leaves other bodies unread); at most 16 KB, an
 * unreadable or oversized body gives none.
 */
async function readForm(ctx: Context): Promise<URLSearchParams> {
  if (!ctx.is('application/x-www-form-urlencoded') || !ctx.req.readable) {
    return new URLSearchParams();
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of ctx.req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > 16 * 1024) return new URLSearchParams();
    chunks.push(chunk);
  }
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * The answer to a provider's form post (Apple's `response_mode=form_post`): a page of ours that
 * continues to the same callback as a GET with the same fields. Being a navigation from our own
 * page, it is same-site, so the browser sends the SameSite=Lax device cookie the state is bound
 * to (the cross-site POST carried none); the meta refresh needs no script, the button is there
 * if a browser does not follow it.
 */
function relayPage(action: string, fields: Record<string, string>, locale: MailLocale): string {
  const url = new URL(action);
  for (const [name, value] of Object.entries(fields)) url.searchParams.set(name, value);
  const inputs = Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`)
    .join('');
  return `<!doctype html><html lang="${locale}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<meta http-equiv="refresh" content="0;url=${escapeHtml(url.toString())}"><title>${CONTINUE[locale]}</title></head>
<body><form method="get" action="${escapeHtml(action)}">${inputs}<button type="submit">${CONTINUE[locale]}</button></form></body></html>`;
}

export function federationRoutes(services: FederationServices): Router[] {
  const { provider, db, apps, federation, upstream, linkedIdentities: store, twoStep } = services;
  const boundInteraction = interactionBinding(provider, db);
  const router = new Router();
  const { backToSignIn, signInWith, link, nameOf, signedInWith } = federationBroker(services);
  const enterprise = services.enterprise;

  router.get('/auth/federation/providers', (ctx) => {
    const tenant = typeof ctx.query.whitelabel === 'string' ? ctx.query.whitelabel : null;
    ctx.body = {
      providers: providersFor(federation, tenant).map(({ id, displayName, development }) => ({
        id,
        displayName,
        development,
      })),
    } satisfies ResponseBody<'listFederationProviders', 200>;
  });

  router.get(`${AUTHORITY_PATH}/interaction/:uid/federation/:provider`, async (ctx) => {
    const interaction = await boundInteraction(ctx).catch(() => null);
    if (!interaction) {
      backToSignIn(ctx, null, { federationError: 'sign_in_expired' });
      return;
    }
    const tenant = typeof ctx.query.whitelabel === 'string' ? ctx.query.whitelabel : null;
    const chosen =
      providersFor(federation, tenant).find((entry) => entry.id === ctx.params.provider) ??
      enterprise?.provider(ctx.params.provider ?? '');
    if (!chosen) {
      backToSignIn(ctx, interaction, { federationError: 'provider_unknown' });
      return;
    }
    const state = randomToken();
    const nonce = randomToken();
    const verifier = randomToken();
    let url: string;
    try {
      url = await upstream.authorizationUrl(chosen, callbackUrl(services.publicUrl, chosen.id), {
        state,
        nonce,
        verifier,
      });
    } catch (error) {
      if (!(error instanceof UpstreamError)) throw error;
      backToSignIn(ctx, interaction, { federationError: 'provider_unavailable' });
      return;
    }
    store.beginAttempt({
      state,
      interaction_uid: interaction.uid,
      // Present: boundInteraction checked it against the interaction's.
      device_hash: readDevice(ctx) ?? '',
      provider: chosen.id,
      code_verifier: verifier,
      nonce,
    });
    ctx.set('Cache-Control', 'no-store');
    ctx.status = 303;
    ctx.redirect(url);
  });

  // Apple's form post: relayed as a same-site GET to the callback below, which checks it all.
  router.post('/auth/federation/:provider/callback', async (ctx) => {
    const body = await readForm(ctx);
    const fields: Record<string, string> = {};
    for (const name of CALLBACK_FIELDS) {
      const value = body.get(name);
      if (value !== null && value.length <= 4096) fields[name] = value;
    }
    ctx.set('Cache-Control', 'no-store');
    ctx.type = 'html';
    ctx.body = relayPage(
      callbackUrl(services.publicUrl, ctx.params.provider ?? ''),
      fields,
      negotiateLocale(ctx.acceptsLanguages(['en', 'pt-BR', 'es']) || 'en'),
    );
  });

  router.get('/auth/federation/:provider/callback', async (ctx) => {
    const state = typeof ctx.query.state === 'string' ? ctx.query.state : '';
    if (state.startsWith(TEST_STATE_PREFIX)) {
      await answerTest(ctx, state.slice(TEST_STATE_PREFIX.length));
      return;
    }
    const attempt = state ? store.takeAttempt(state) : undefined;
    // A link from the account centre has no interaction: its attempt names a user.
    const linkAttempt = state && !attempt ? store.takeLinkAttempt(state) : undefined;
    if (linkAttempt) {
      await completeLink(ctx, linkAttempt);
      return;
    }
    // An unknown or used state, another provider's, or another browser's: nothing is trusted,
    // not even which interaction it claims.
    if (
      !attempt ||
      attempt.provider !== ctx.params.provider ||
      readDevice(ctx) !== attempt.device_hash
    ) {
      backToSignIn(ctx, null, { federationError: 'state_mismatch' });
      return;
    }
    const interaction = await provider.Interaction.find(attempt.interaction_uid);
    if (!interaction) {
      backToSignIn(ctx, null, { federationError: 'sign_in_expired' });
      return;
    }
    const upstreamError = ctx.query.error;
    if (upstreamError !== undefined) {
      // The user cancelled at the provider: back to the sign-in page with nothing lost.
      backToSignIn(ctx, interaction, {
        federationError:
          typeof upstreamError === 'string' && CANCELLED.has(upstreamError)
            ? 'cancelled'
            : 'provider_refused',
      });
      return;
    }
    const code = ctx.query.code;
    const chosen =
      federation.providers.find((entry) => entry.id === attempt.provider) ??
      enterprise?.provider(attempt.provider);
    if (typeof code !== 'string' || code === '' || !chosen) {
      backToSignIn(ctx, interaction, { federationError: 'provider_refused' });
      return;
    }
    let identity: UpstreamIdentity;
    try {
      identity = await upstream.exchange(chosen, callbackUrl(services.publicUrl, chosen.id), code, {
        nonce: attempt.nonce,
        verifier: attempt.code_verifier,
        appleUser: typeof ctx.query.user === 'string' ? ctx.query.user : undefined,
      });
    } catch (error) {
      if (!(error instanceof UpstreamError)) throw error;
      backToSignIn(ctx, interaction, { federationError: error.failure });
      return;
    }

    try {
      await signInWith(ctx, interaction, chosen, identity);
    } catch (error) {
      if (error instanceof SsoRefusal) {
        backToSignIn(ctx, interaction, { ssoError: error.code });
        return;
      }
      // The account's state, from the gate: said on the sign-in page, like after a password.
      if (!(error instanceof ApiError)) throw error;
      backToSignIn(ctx, interaction, { federationError: error.code as FederationError });
    }
  });

  /**
   * The IdP's answer to an admin's test sign-in (enterprise-sso/routes.ts starts it): the same
   * code exchange and ID token checks as a sign-in's (upstream.ts), then the domain check
   * (enterprise-sso/broker.ts); the result is kept for the admin's session to claim, and the
   * browser goes back to the organisation's page. Nobody is signed in, made or joined, whatever
   * browser or interaction this arrives in: a test's state never reaches signInWith.
   */
  async function answerTest(ctx: Context, state: string): Promise<void> {
    const id = ctx.params.provider ?? '';
    const pending = enterprise?.pendingTest(id, state);
    if (!enterprise || !pending) {
      backToSignIn(ctx, null, { ssoError: 'state_mismatch' });
      return;
    }
    let outcome: TestOutcome;
    const upstreamError = ctx.query.error;
    const code = ctx.query.code;
    if (upstreamError !== undefined) {
      outcome = {
        failure:
          typeof upstreamError === 'string' && CANCELLED.has(upstreamError)
            ? 'cancelled'
            : 'provider_refused',
      };
    } else if (typeof code !== 'string' || code === '') {
      outcome = { failure: 'provider_refused' };
    } else {
      try {
        outcome = await upstream.exchangeWithClaims(
          pending.provider,
          callbackUrl(services.publicUrl, id),
          code,
          { nonce: pending.nonce, verifier: pending.verifier },
        );
      } catch (error) {
        if (!(error instanceof UpstreamError)) throw error;
        outcome = { failure: error.failure, check: error.check };
      }
    }
    const back = enterprise.answerTest(id, state, outcome);
    if (!back) {
      backToSignIn(ctx, null, { ssoError: 'state_mismatch' });
      return;
    }
    ctx.set('Cache-Control', 'no-store');
    ctx.status = 303;
    ctx.redirect(back);
  }

  async function pendingOf(ctx: Context, kind: FederationPending['kind']) {
    const interaction = await boundInteraction(ctx);
    const pending = store.pending(interaction.uid);
    if (!pending || pending.kind !== kind) {
      throw new ApiError(409, 'no_pending_federation', 'Sign in with the provider again.');
    }
    const user = findUser(db, pending.user_id);
    if (!user) throw new ApiError(409, 'no_pending_federation', 'Sign in with the provider again.');
    return { interaction, pending, user };
  }

  // The sign-in page asks what the interaction waits for, to say whose account and how.
  router.get(`${AUTHORITY_PATH}/interaction/:uid/federation`, async (ctx) => {
    const interaction = await boundInteraction(ctx);
    const pending = store.pending(interaction.uid);
    if (!pending) {
      throw new ApiError(404, 'no_pending_federation', 'Nothing waits for a provider here.');
    }
    ctx.set('Cache-Control', 'no-store');
    ctx.body = {
      next: pending.kind,
      provider: pending.provider,
      providerName: nameOf(pending.provider),
      // The provider verified this address, and it is the account's: the person typing holds it.
      email: pending.email,
      methods:
        pending.kind === 'link'
          ? services.passkeys.count(pending.user_id) > 0
            ? ['password', 'passkey']
            : ['password']
          : ['totp', 'recovery_code'],
      codeRequired: twoStep.isEnabled(pending.user_id),
      // The two_step screen offers "Trust this device for {days} days" like the password's.
      trustDeviceDays: TRUST_DEVICE_DAYS,
    } satisfies ResponseBody<'getPendingFederation', 200>;
  });

  async function checkSecondStep(ctx: Context, user: UserRow, code: string) {
    const key = throttleKeys.secondFactor(user.id);
    const attempt = services.throttle.reserve([[key, secondFactorThrottle]]);
    if ('wait' in attempt) throw tooManyAttempts(attempt.wait);
    const check = await twoStep.checkCode(user.id, code);
    if (!check.ok) {
      recordActivity(db, {
        userId: user.id,
        type: 'sign_in_failed',
        ...activityContext(ctx),
        detail: { step: 'two_step' },
      });
      throw check.reason === 'used'
        ? new ApiError(400, 'code_used', 'This code was already used. Wait for the next one.')
        : new ApiError(400, 'invalid_code', 'The code is incorrect.');
    }
    attempt.release();
    services.throttle.clear(key);
    if (check.method === 'recovery_code') {
      recordActivity(db, {
        userId: user.id,
        type: 'recovery_code_used',
        ...activityContext(ctx),
        detail: { left: check.recoveryCodesLeft },
      });
    }
  }

  /** Links the pending identity, unless the provider's subject or slot was taken meanwhile. */
  /**
   * The provider's answer to a link the owner started in the account centre
   * (identity-routes.ts, `POST /users/me/linked-identities/start`): links to that user only,
   * signs nobody in, and sends the browser to the app's Security page with the outcome.
   */
  async function completeLink(
    ctx: Context,
    attempt: FederationLinkAttempt & { expired: boolean },
  ): Promise<void> {
    // Another provider's or another browser's: nothing it claims is trusted, not even whose
    // account or which app (a stolen authorization URL finished elsewhere links nothing).
    if (attempt.provider !== ctx.params.provider || readDevice(ctx) !== attempt.device_hash) {
      backToSignIn(ctx, null, { federationError: 'state_mismatch' });
      return;
    }
    // The app recorded at the start, and only if it is still a configured one.
    const app = pickApp(apps, attempt.app_origin);
    // "Confirm it's you" through the provider (identity-routes.ts) returns to the page that
    // asked, with `reauthenticated` or `reauthError`; a link to Security with `linked` or
    // `federationError`. With the provider's id in both cases: the page names it.
    const reauth = attempt.grant_id !== null;
    const backToSecurity = (
      query: { linked: string } | { federationError: FederationLinkError | 'identity_mismatch' },
    ) => {
      ctx.set('Cache-Control', 'no-store');
      ctx.status = 303;
      const outcome =
        'linked' in query
          ? reauth
            ? { reauthenticated: attempt.provider }
            : query
          : reauth
            ? { reauthError: query.federationError, provider: attempt.provider }
            : { ...query, provider: attempt.provider };
      ctx.redirect(appLink(app, reauth ? (attempt.return_path ?? '') : 'security', outcome));
    };
    const user = findUser(db, attempt.user_id);
    if (attempt.expired || !user) {
      backToSecurity({ federationError: 'link_expired' });
      return;
    }
    const upstreamError = ctx.query.error;
    if (upstreamError !== undefined) {
      backToSecurity({
        federationError:
          typeof upstreamError === 'string' && CANCELLED.has(upstreamError)
            ? 'cancelled'
            : 'provider_refused',
      });
      return;
    }
    const code = ctx.query.code;
    const chosen = federation.providers.find((entry) => entry.id === attempt.provider);
    if (typeof code !== 'string' || code === '' || !chosen) {
      backToSecurity({ federationError: 'provider_refused' });
      return;
    }
    let identity: UpstreamIdentity;
    try {
      identity = await upstream.exchange(chosen, callbackUrl(services.publicUrl, chosen.id), code, {
        nonce: attempt.nonce,
        verifier: attempt.code_verifier,
        appleUser: typeof ctx.query.user === 'string' ? ctx.query.user : undefined,
      });
    } catch (error) {
      if (!(error instanceof UpstreamError)) throw error;
      // email_not_verified among them: an address the provider did not verify never links.
      backToSecurity({ federationError: error.failure });
      return;
    }
    if (attempt.grant_id !== null) {
      // "Confirm it's you": only the identity linked to this very account confirms it; the
      // session that asked (its grant) counts as recently authenticated, as after a password.
      if (store.find(chosen.id, identity.subject)?.user_id !== user.id) {
        backToSecurity({ federationError: 'identity_mismatch' });
        return;
      }
      services.recentAuth.record(
        { userId: user.id, grantId: attempt.grant_id, authTime: undefined },
        FED_AMR.federated,
      );
      backToSecurity({ linked: chosen.id });
      return;
    }
    // One account per identity, one identity per provider per account. The address may differ
    // from the account's: the signed-in, freshly re-authenticated owner asked for this link.
    if (store.find(chosen.id, identity.subject) || store.ofProvider(user.id, chosen.id)) {
      backToSecurity({ federationError: 'identity_taken' });
      return;
    }
    linkIdentity(
      services,
      ctx,
      user,
      { provider: chosen.id, subject: identity.subject, email: identity.email },
      app,
    );
    backToSecurity({ linked: chosen.id });
  }

  function linkPending(
    ctx: Context,
    interaction: Interaction,
    user: UserRow,
    pending: FederationPending,
  ) {
    if (
      store.find(pending.provider, pending.subject) ||
      store.ofProvider(user.id, pending.provider)
    ) {
      store.endPending(pending.interaction_uid);
      throw new ApiError(
        409,
        'identity_taken',
        'This account already has a sign-in from this provider, or the identity is linked elsewhere.',
      );
    }
    link(ctx, interaction, user, pending);
    store.endPending(pending.interaction_uid);
  }

  async function finishHere(
    ctx: Context,
    userId: string,
    providerId: string,
    amr: readonly string[],
    acr: string,
  ) {
    const redirectTo = await provider.interactionResult(
      ctx.req,
      ctx.res,
      { login: { accountId: userId, amr: [...amr], acr }, ...signedInWith(providerId) },
      { mergeWithLastSubmission: false },
    );
    recordSignIn(db, userId, nowIso());
    ctx.body = { redirectTo };
  }

  // Proof of the account before linking: its password (and its second step when it has one).
  router.post(`${AUTHORITY_PATH}/interaction/:uid/federation/link`, async (ctx) => {
    const body = bodyOf(ctx);
    const password = typeof body.password === 'string' ? body.password : '';
    const code = typeof body.code === 'string' ? body.code : undefined;
    const fields: Record<string, string> = {};
    if (!password) fields.password = 'required';
    if (code !== undefined && !isSecondFactorCode(code)) fields.code = 'invalid';
    if (Object.keys(fields).length > 0) throw ApiError.validation(fields);
    const { interaction, pending, user } = await pendingOf(ctx, 'link');

    const accountKey = throttleKeys.loginAccount(user.email);
    const attempt = services.throttle.reserve([
      [accountKey, loginThrottle.account],
      [throttleKeys.loginAddress(ctx.ip), loginThrottle.address],
    ]);
    if ('wait' in attempt) throw tooManyAttempts(attempt.wait);
    const valid = await verifyPassword(
      password,
      passwordHashOf(db, user.id) ?? unusablePasswordHash(),
    );
    if (!valid) {
      recordActivity(db, { userId: user.id, type: 'sign_in_failed', ...activityContext(ctx) });
      throw new ApiError(401, 'invalid_credentials', 'The password is incorrect.');
    }
    attempt.release();
    services.throttle.clear(accountKey);
    signInGate(db, services.clock, user, {
      restoreAsked: false,
      gone: () => new ApiError(409, 'no_pending_federation', 'Sign in with the provider again.'),
    });
    const codeRequired = twoStep.isEnabled(user.id);
    if (codeRequired && code === undefined) {
      // The password is right; the link waits for the second step, sent with it again.
      ctx.status = 202;
      ctx.body = {
        next: 'two_step',
        methods: ['totp', 'recovery_code'],
        trustDeviceDays: TRUST_DEVICE_DAYS,
      };
      return;
    }
    if (codeRequired && code !== undefined) await checkSecondStep(ctx, user, code);
    linkPending(ctx, interaction, user, pending);
    await finishHere(
      ctx,
      user.id,
      pending.provider,
      codeRequired ? FED_AMR.federatedPasswordAndCode : FED_AMR.federatedAndPassword,
      codeRequired ? ACR.twoFactors : ACR.oneFactor,
    );
  });

  // Proof of the account by one of its passkeys (strong alone), after the interaction's
  // `passkey/options` (sign-in/interaction-routes.ts).
  router.post(`${AUTHORITY_PATH}/interaction/:uid/federation/link/passkey`, async (ctx) => {
    const { interaction, pending, user } = await pendingOf(ctx, 'link');
    const attempt = services.throttle.reserve([
      [throttleKeys.loginAddress(ctx.ip), loginThrottle.address],
    ]);
    if ('wait' in attempt) throw tooManyAttempts(attempt.wait);
    const { passkey } = await verifyAssertion(
      services.passkeys,
      services.rp,
      'sign-in',
      interaction.uid,
      ctx.request.body,
      user.id,
    ).catch((error: unknown) => {
      throw error instanceof ApiError ? error : passkeyInvalid();
    });
    attempt.release();
    signInGate(db, services.clock, user, {
      restoreAsked: false,
      gone: () => new ApiError(409, 'no_pending_federation', 'Sign in with the provider again.'),
    });
    linkPending(ctx, interaction, user, pending);
    await finishHere(
      ctx,
      user.id,
      pending.provider,
      ['fed', ...passkeyAmr(passkey.device_type)],
      ACR.twoFactors,
    );
  });

  // The second step after a linked identity's sign-in, for an account with two-step on.
  router.post(`${AUTHORITY_PATH}/interaction/:uid/federation/two-step`, async (ctx) => {
    const body = bodyOf(ctx);
    const code = typeof body.code === 'string' ? body.code : '';
    const fields: Record<string, string> = {};
    if (!code) fields.code = 'required';
    else if (!isSecondFactorCode(code)) fields.code = 'invalid';
    if (body.trustDevice !== undefined && typeof body.trustDevice !== 'boolean') {
      fields.trustDevice = 'invalid';
    }
    if (Object.keys(fields).length > 0) throw ApiError.validation(fields);
    const { interaction, pending, user } = await pendingOf(ctx, 'two_step');
    signInGate(db, services.clock, user, {
      restoreAsked: false,
      gone: () => new ApiError(409, 'no_pending_federation', 'Sign in with the provider again.'),
      method: enterprise?.handles(pending.provider) ? 'organisation_sso' : 'provider',
    });
    await checkSecondStep(ctx, user, code);
    store.endPending(interaction.uid);
    if (enterprise?.handles(pending.provider)) {
      enterprise.afterSignIn(pending.provider, user.id, interaction.params.redirect_uri);
    }
    const device = readDevice(ctx);
    if (body.trustDevice === true && device) {
      twoStep.trustDevice(user.id, device, ctx.get('User-Agent'));
    }
    await finishHere(ctx, user.id, pending.provider, FED_AMR.federatedAndCode, ACR.twoFactors);
  });

  return [router];
}
