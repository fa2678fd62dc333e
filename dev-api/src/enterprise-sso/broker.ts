// The broker's view of the organisations' SSO connections (federation/routes.ts, EnterpriseBroker):
// an OIDC connection is an upstream provider bound to its organisation; every SSO identity (OIDC or
// SAML) must have an address in a domain the organisation verified, and after its sign-in the
// person joins by JIT when the organisation turned it on, and the organisation is the new
// session's active one. A JIT join is mailed to the person (in their language) and recorded in
// the organisation's activity and theirs, like a join by invitation.
import { findUser } from '../accounts/store.ts';
import { membershipMail } from '../organisations/mails.ts';
import { appLink, pickApp, type AppLocation } from '../platform/app-links.ts';
import type { Db } from '../platform/db.ts';
import { negotiateLocale } from '../platform/mail-layout.ts';
import { sendMail } from '../platform/mailer.ts';
import type { OidcProvider } from '../federation/providers.ts';
import { SsoRefusal, type EnterpriseBroker } from '../federation/broker.ts';
import { preferForNextSession, type OrganisationStore } from '../organisations/store.ts';
import { recordActivity } from '../sessions/activity.ts';
import { domainOf, type OidcConfig, type SsoStore } from './store.ts';

export const CONNECTION_ID = /^sso-[0-9a-f]{16}$/;

export const SSO_MESSAGES = {
  connection_unavailable: 'This SSO connection is turned off or no longer exists.',
  email_domain_not_verified:
    'The identity provider sent an address outside the domains this organisation verified.',
} as const;

export function enterpriseBroker(
  db: Db,
  store: SsoStore,
  organisations: OrganisationStore,
  apps: readonly AppLocation[],
): EnterpriseBroker {
  return {
    provider(id) {
      if (!CONNECTION_ID.test(id)) return undefined;
      const connection = store.connection(id);
      if (!connection || connection.type !== 'oidc' || connection.enabled !== 1) return undefined;
      const config = JSON.parse(connection.config) as OidcConfig;
      return {
        id,
        kind: 'oidc',
        displayName: connection.name,
        issuer: config.issuer,
        clientId: config.clientId,
        clientSecret: config.clientSecret,
        scopes: config.scopes,
        development: false,
      } satisfies OidcProvider;
    },
    displayName(id) {
      return CONNECTION_ID.test(id) ? store.connection(id)?.name : undefined;
    },
    handles(id) {
      return CONNECTION_ID.test(id);
    },
    admit(id, identity) {
      const connection = store.connection(id);
      if (!connection || connection.enabled !== 1) {
        throw new SsoRefusal('connection_unavailable', SSO_MESSAGES.connection_unavailable);
      }
      if (store.verifiedOwner(domainOf(identity.email)) !== connection.organisation_id) {
        const refusal = {
          code: 'email_domain_not_verified',
          message: SSO_MESSAGES.email_domain_not_verified,
        };
        store.setLastError(id, refusal);
        throw new SsoRefusal(refusal.code, refusal.message);
      }
    },
    trustedStatement(id, identity) {
      // Only where the organisation chose to trust its IdP's word (off by default): an IdP that
      // merely says "mfa" proves nothing to us unless its owner vouches for its policy.
      return store.connection(id)?.trust_idp_mfa === 1 ? (identity.amr ?? []) : [];
    },
    afterSignIn(id, userId, redirectUri) {
      const connection = store.connection(id);
      if (!connection) return;
      const organisationId = connection.organisation_id;
      store.setLastError(id, null);
      const settings = store.settings(organisationId);
      if (!organisations.member(organisationId, userId) && settings.jit_enabled === 1) {
        db.transaction(() => {
          organisations.addMember(organisationId, userId, settings.jit_role);
          organisations.record({
            organisationId,
            type: 'member_joined',
            actorId: null,
            subjectUserId: userId,
            detail: { role: settings.jit_role },
          });
          const organisation = organisations.find(organisationId);
          recordActivity(db, {
            userId,
            type: 'organisation_joined',
            detail: {
              organisation: organisation?.name ?? '',
              organisationId,
              role: settings.jit_role,
            },
          });
        })();
        // Told as a join by invitation is (organisations/routes.ts): a sign-in alone made them a
        // member, so they learn of it, and where to leave, from their own mailbox.
        const person = findUser(db, userId);
        const organisation = organisations.find(organisationId);
        if (person && organisation) {
          sendMail(
            db,
            membershipMail(
              'joined',
              {
                to: person.email,
                name: person.confirmed_at ? person.name : null,
                locale: negotiateLocale(person.locale),
              },
              organisation.name,
              { role: settings.jit_role },
              appLink(pickApp(apps, redirectUri), 'organisations', {
                whitelabel: person.tenant_id,
              }),
            ),
          );
        }
      }
      if (organisations.member(organisationId, userId)) {
        preferForNextSession(db, userId, organisationId);
      }
    },
  };
}
