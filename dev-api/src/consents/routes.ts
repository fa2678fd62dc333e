// Consents (api/openapi.yaml, "Consents"; docs/your-data.md): which documents' versions in force
// the signed-in user has not accepted yet (GET /users/me/consents), and accepting one (POST).
// The versions in force come from the configuration (config.ts: TERMS_VERSION, PRIVACY_VERSION).
import Router from '@koa/router';
import { ApiError } from '../platform/errors.ts';
import { requireUser } from '../authority/require-user.ts';
import { acceptedConsents, pendingConsents, recordConsent, type ConsentVersions } from './store.ts';
import { activeUser, type ActiveUserState } from '../accounts/active-user.ts';
import { bodyFor } from '../platform/http.ts';
import type { ResponseBody } from '../platform/contract-types.ts';
import type { AuthorityServices } from '../authority/services.ts';

export type ConsentRouteServices = Pick<AuthorityServices, 'db' | 'provider'> & {
  consentVersions: ConsentVersions;
};

export function consentRoutes({
  db,
  provider,
  consentVersions: versions,
}: ConsentRouteServices): Router<ActiveUserState>[] {
  const router = new Router<ActiveUserState>({ prefix: '/users/me/consents' });
  router.use(requireUser(provider), activeUser(db));

  router.get('/', (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = {
      pending: pendingConsents(db, ctx.state.user.id, versions),
      accepted: acceptedConsents(db, ctx.state.user.id),
    };
  });

  router.post('/', (ctx) => {
    // The contract checked the body: a known document and a non-empty version.
    const { document, version } = bodyFor(ctx, 'acceptConsent');
    // Only the version in force may be accepted: a screen left open across a change of version
    // must not record acceptance of a text the user was not shown as current.
    if (version !== versions[document]) {
      throw new ApiError(
        409,
        'consent_version_outdated',
        'This is not the version in force. Reload to see the current one.',
        { extra: { currentVersion: versions[document] } },
      );
    }
    const userId = ctx.state.user.id;
    if (pendingConsents(db, userId, versions).some((pending) => pending.document === document)) {
      recordConsent(db, userId, document, version, 'new_version');
    }
    ctx.body = {
      pending: pendingConsents(db, userId, versions),
      accepted: acceptedConsents(db, userId),
    } satisfies ResponseBody<'acceptConsent', 200>;
  });

  return [router];
}
