// Linked sign-in methods of the signed-in user (api/openapi.yaml, "Linked identities";
// docs/federation.md): GET /users/me/linked-identities, POST …/start and DELETE …/:id. Linking
// and unlinking are sensitive (authority/recent-auth.ts): an access token alone must neither add
// a way in nor take one away. Unlinking is refused for the last way in: an account with no
// password, no passkey and no other identity. A link is a round trip through the provider: the
// start records an attempt bound to this user and this browser, the provider's callback
// (routes.ts, `completeLink`) links to that user only.
import Router from '@koa/router';
import type { Context } from 'koa';
import { activeUser, type ActiveUserState } from '../accounts/active-user.ts';
import { hasPassword } from '../accounts/store.ts';
import { requireUser } from '../authority/require-user.ts';
import type { AuthorityServices } from '../authority/services.ts';
import type { PasskeyStore } from '../passkeys/store.ts';
import { appLink, pickApp } from '../platform/app-links.ts';
import { bodyOf } from '../platform/http.ts';
import { ensureDevice } from '../platform/device.ts';
import { ApiError } from '../platform/errors.ts';
import { negotiateLocale } from '../platform/mail-layout.ts';
import { sendMail } from '../platform/mailer.ts';
import { activityContext, recordActivity } from '../sessions/activity.ts';
import { identityMail } from './mails.ts';
import {
  callbackUrl,
  providerName,
  providersFor,
  type FederationConfig,
  type FederationProvider,
} from './providers.ts';
import { linkPrompt, randomToken, UpstreamError, type UpstreamClient } from './upstream.ts';
import type { ResponseBody } from '../platform/contract-types.ts';
import type { LinkedIdentityRow, LinkedIdentityStore } from './store.ts';

/**
 * An app route to come back to after "Confirm it's you" (`security`, `organisations/…`, `` for
 * the overview): never another origin nor a path up.
 */
const RETURN_PATH = /^(?:[a-z][a-z0-9-]{0,39}(\/[A-Za-z0-9_-]{1,64}){0,3})?$/;

export type LinkedIdentityRouteServices = AuthorityServices & {
  federation: FederationConfig;
  linkedIdentities: LinkedIdentityStore;
  passkeys: PasskeyStore;
  upstream: UpstreamClient;
};

export function linkedIdentityRoutes(
  services: LinkedIdentityRouteServices,
): Router<ActiveUserState>[] {
  const { db, federation, linkedIdentities: store, passkeys } = services;
  const router = new Router<ActiveUserState>({ prefix: '/users/me' });
  // No upstream subject leaves the server: it is the provider's identifier of the person.
  const view = (row: LinkedIdentityRow) => ({
    id: row.id,
    provider: row.provider,
    providerName: providerName(federation, row.provider),
    email: row.email,
    linkedAt: row.linked_at,
  });

  router.use(requireUser(services.provider), activeUser(db));

  /**
   * The provider's authorization URL for a round trip that comes back to this user in this
   * browser (a link, or "Confirm it's you" with `grant_id` and `return_path`), with the kind's
   * prompt to ask again; the attempt is recorded for the callback (routes.ts, `completeLink`).
   */
  async function roundTrip(
    ctx: Context,
    chosen: FederationProvider,
    userId: string,
    returnOrigin: unknown,
    reauthentication: { grant_id?: string; return_path?: string },
  ): Promise<string> {
    const state = randomToken();
    const nonce = randomToken();
    const verifier = randomToken();
    let url: string;
    try {
      url = await services.upstream.authorizationUrl(
        chosen,
        callbackUrl(services.publicUrl, chosen.id),
        { state, nonce, verifier, prompt: linkPrompt(chosen) },
      );
    } catch (error) {
      if (!(error instanceof UpstreamError)) throw error;
      throw new ApiError(503, 'provider_unavailable', 'The provider does not answer. Try later.');
    }
    store.beginLinkAttempt({
      state,
      user_id: userId,
      // The callback must come back to this browser: whoever else opens the URL links nothing.
      device_hash: ensureDevice(ctx),
      provider: chosen.id,
      code_verifier: verifier,
      nonce,
      // Only a configured app: the way back can never be a stranger's site.
      app_origin: pickApp(services.apps, returnOrigin, ctx.get('Origin')).origin,
      ...reauthentication,
    });
    return url;
  }

  router.get('/linked-identities', (ctx) => {
    const { user } = ctx.state;
    const identities = store.list(user.id);
    ctx.body = {
      identities: identities.map(view),
      // What "Link another" offers: the tenant's providers, in its order, not linked yet.
      available: providersFor(federation, user.tenant_id)
        .filter((entry) => !identities.some((row) => row.provider === entry.id))
        .map(({ id, displayName, development }) => ({ id, displayName, development })),
    } satisfies ResponseBody<'listLinkedIdentities', 200>;
  });

  // "Link another": behind recent authentication, since whoever links an identity can sign in
  // with it. Answers where to send the browser; the provider's callback finishes the link.
  router.post('/linked-identities/start', services.recentAuth.requireRecent, async (ctx) => {
    const { user } = ctx.state;
    const body = bodyOf(ctx);
    const chosen = providersFor(federation, user.tenant_id).find(
      (entry) => entry.id === body.provider,
    );
    if (!chosen) {
      throw new ApiError(
        404,
        'provider_unknown',
        'No provider of this id is turned on for this account.',
      );
    }
    if (store.ofProvider(user.id, chosen.id)) {
      throw new ApiError(
        409,
        'already_linked',
        'This account already has a sign-in from this provider. Unlink it first.',
      );
    }
    const url = await roundTrip(ctx, chosen, user.id, body.returnOrigin, {});
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { url } satisfies ResponseBody<'startIdentityLink', 200>;
  });

  // "Confirm it's you" through a linked provider (docs/federation.md, "Confirm it's you"): an
  // account without a password (made by a provider) must still be able to confirm it is them.
  // Not behind recent authentication (it is how one gets it). Records an attempt bound to this
  // user, this browser and this session (its grant), and answers the provider's authorization
  // URL with the kind's prompt to ask again; the provider's callback (routes.ts, `completeLink`)
  // records the re-authentication only for the identity linked to this account.
  router.post('/reauthenticate/federation', async (ctx) => {
    const { user, grantId } = ctx.state;
    const body = bodyOf(ctx);
    const returnPath = body.returnPath;
    if (typeof returnPath !== 'string' || !RETURN_PATH.test(returnPath))
      throw ApiError.validation({ returnPath: 'invalid' });
    const linked =
      typeof body.provider === 'string' ? store.ofProvider(user.id, body.provider) : undefined;
    const chosen = linked && federation.providers.find((entry) => entry.id === linked.provider);
    if (!chosen) {
      throw new ApiError(
        404,
        'provider_unknown',
        'No provider of this id is linked to this account.',
      );
    }
    if (!grantId) throw new Error('an access token without a grant cannot re-authenticate');
    const url = await roundTrip(ctx, chosen, user.id, body.returnOrigin, {
      grant_id: grantId,
      return_path: returnPath,
    });
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { url } satisfies ResponseBody<'reauthenticateWithProvider', 200>;
  });

  router.delete('/linked-identities/:id', services.recentAuth.requireRecent, (ctx) => {
    const { user } = ctx.state;
    const mine = store.list(user.id);
    const row = mine.find((entry) => entry.id === ctx.params.id);
    if (!row) throw ApiError.notFound('No linked identity with this id.');
    const otherWays =
      mine.length - 1 + passkeys.count(user.id) + (hasPassword(db, user.id) ? 1 : 0);
    if (otherWays === 0) {
      throw new ApiError(
        409,
        'last_sign_in_method',
        'This is the only way into the account. Set a password or add a passkey first.',
      );
    }
    store.unlink(user.id, row.id);
    recordActivity(db, {
      userId: user.id,
      type: 'identity_unlinked',
      ...activityContext(ctx),
      detail: { provider: providerName(federation, row.provider) },
    });
    const app = pickApp(services.apps, ctx.get('Origin'));
    sendMail(
      db,
      identityMail(
        'unlinked',
        { to: user.email, name: user.name, locale: negotiateLocale(user.locale) },
        { providerName: providerName(federation, row.provider), email: row.email },
        appLink(app, 'forgot-password', { whitelabel: user.tenant_id }),
      ),
    );
    ctx.status = 204;
  });

  return [router];
}
