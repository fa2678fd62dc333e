// Linked sign-in methods of the signed-in user (api/openapi.yaml, "Linked identities";
// docs/federation.md): GET /users/me/linked-identities and DELETE …/:id. Unlinking is sensitive
// (authority/recent-auth.ts): an access token alone must not take a way in away. It is refused
// for the last way in: an account with no password, no passkey and no other identity.
import Router from '@koa/router';
import { activeUser, type ActiveUserState } from '../accounts/active-user.ts';
import { hasPassword } from '../accounts/store.ts';
import { requireUser } from '../authority/require-user.ts';
import type { AuthorityServices } from '../authority/services.ts';
import type { PasskeyStore } from '../passkeys/store.ts';
import { appLink, pickApp } from '../platform/app-links.ts';
import { ApiError } from '../platform/errors.ts';
import { negotiateLocale } from '../platform/mail-layout.ts';
import { sendMail } from '../platform/mailer.ts';
import { activityContext, recordActivity } from '../sessions/activity.ts';
import { identityMail } from './mails.ts';
import { providerName, type FederationConfig } from './providers.ts';
import type { ResponseBody } from '../platform/contract-types.ts';
import type { LinkedIdentityRow, LinkedIdentityStore } from './store.ts';

export type LinkedIdentityRouteServices = AuthorityServices & {
  federation: FederationConfig;
  linkedIdentities: LinkedIdentityStore;
  passkeys: PasskeyStore;
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

  router.get('/linked-identities', (ctx) => {
    ctx.body = {
      identities: store.list(ctx.state.user.id).map(view),
    } satisfies ResponseBody<'listLinkedIdentities', 200>;
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
