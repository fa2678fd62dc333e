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
import { SsoRefusal, type EnterpriseBroker, type FederationError } from '../federation/broker.ts';
import type { IdTokenCheck } from '../federation/upstream.ts';
import type { Clock } from '../platform/clock.ts';
import { preferForNextSession, type OrganisationStore } from '../organisations/store.ts';
import { recordActivity } from '../sessions/activity.ts';
import {
  domainOf,
  type ConnectionRow,
  type OidcConfig,
  type SsoStore,
  type TestResult,
} from './store.ts';

export const CONNECTION_ID = /^sso-[0-9a-f]{16}$/;

export const SSO_MESSAGES = {
  connection_unavailable: 'This SSO connection is turned off or no longer exists.',
  email_domain_not_verified:
    'The identity provider sent an address outside the domains this organisation verified.',
} as const;

/**
 * What an OIDC test sign-in's failure tells the IT admin (English, like the SAML ones): by the ID
 * token's check that refused it where there is one, else by the failure.
 */
export const OIDC_TEST_MESSAGES: Record<IdTokenCheck, string> &
  Partial<Record<FederationError, string>> = {
  signature:
    'The ID token is not signed by one of the keys your identity provider publishes (its jwks_uri), or with an algorithm we do not accept (RS256, PS256, ES256, EdDSA).',
  issuer:
    "The ID token's issuer (iss) is not this connection's issuer: set the connection's issuer to exactly the one your identity provider names in its tokens.",
  audience:
    "The ID token is meant for another client (its aud or azp is not this connection's client ID): check the client ID of this connection at your identity provider.",
  expired:
    "The ID token had expired when it reached us (exp, with 60 seconds of clock skew allowed): check your identity provider's clock and the token's lifetime.",
  not_yet_valid:
    "The ID token is not valid yet (nbf is ahead of our clock by more than the 60 seconds allowed): your identity provider's clock is fast.",
  nonce:
    'The ID token does not carry the nonce of this sign-in: your identity provider must copy the nonce of the authorization request into the ID token.',
  subject: 'The ID token has no subject (sub), or one longer than 255 characters.',
  claims: "The ID token's claims are incomplete or invalid (sub, exp and iat are required).",
  provider_unavailable:
    "Your identity provider's discovery document, token endpoint or keys did not answer, or the discovery document names another issuer.",
  token_exchange_failed:
    "Your identity provider's token endpoint refused the authorization code or gave no ID token: check this connection's client ID and secret and the redirect URI registered there.",
  email_not_verified:
    'The ID token has no e-mail address marked verified (email with email_verified true): ask for the email scope and send email_verified.',
  provider_refused:
    'Your identity provider answered the sign-in with an error instead of a code (for example, the person is not assigned to this application there).',
  cancelled: 'The sign-in was cancelled at your identity provider.',
};

/** An OIDC connection as an upstream provider (turned on or off: the caller decides). */
export function oidcProviderOf(connection: ConnectionRow): OidcProvider {
  const config = JSON.parse(connection.config) as OidcConfig;
  return {
    id: connection.id,
    kind: 'oidc',
    displayName: connection.name,
    issuer: config.issuer,
    clientId: config.clientId,
    clientSecret: config.clientSecret,
    scopes: config.scopes,
    development: false,
  };
}

/** The ID token's claims as the admin sees them: protocol values (nonce, hashes) left out. */
function claimsShown(claims: Record<string, unknown>): Record<string, string[]> {
  const shown: Record<string, string[]> = {};
  for (const [name, value] of Object.entries(claims)) {
    if (['nonce', 'at_hash', 'c_hash', 's_hash'].includes(name)) continue;
    const values = Array.isArray(value) ? value : [value];
    shown[name] = values.map((item) =>
      typeof item === 'string' ? item : (JSON.stringify(item) ?? String(item)),
    );
  }
  return shown;
}

export function enterpriseBroker(
  db: Db,
  store: SsoStore,
  organisations: OrganisationStore,
  apps: readonly AppLocation[],
  clock: Clock,
): EnterpriseBroker {
  return {
    provider(id) {
      if (!CONNECTION_ID.test(id)) return undefined;
      const connection = store.connection(id);
      if (!connection || connection.type !== 'oidc' || connection.enabled !== 1) return undefined;
      return oidcProviderOf(connection);
    },
    pendingTest(id, state) {
      const connection = CONNECTION_ID.test(id) ? store.connection(id) : undefined;
      const test = connection?.type === 'oidc' ? store.pendingTest(state) : undefined;
      if (!connection || !test || test.connection_id !== id || !test.code_verifier) {
        return undefined;
      }
      return {
        provider: oidcProviderOf(connection),
        nonce: test.request_id,
        verifier: test.code_verifier,
      };
    },
    answerTest(id, state, outcome) {
      const connection = store.connection(id);
      if (!connection) return undefined;
      const at = new Date(clock()).toISOString();
      let result: TestResult;
      if ('identity' in outcome) {
        // The domain check a sign-in's `admit` makes, without touching the connection's lastError.
        result =
          store.verifiedOwner(domainOf(outcome.identity.email)) === connection.organisation_id
            ? {
                ok: true,
                at,
                email: outcome.identity.email,
                attributes: claimsShown(outcome.claims),
              }
            : {
                ok: false,
                at,
                code: 'email_domain_not_verified',
                message: SSO_MESSAGES.email_domain_not_verified,
              };
      } else {
        result = {
          ok: false,
          at,
          code: outcome.failure,
          message:
            (outcome.check && OIDC_TEST_MESSAGES[outcome.check]) ??
            OIDC_TEST_MESSAGES[outcome.failure] ??
            outcome.failure,
        };
      }
      const answered = store.answerTest(state, result);
      if (!answered || answered.row.connection_id !== id) return undefined;
      const back = new URL(answered.row.return_to);
      back.searchParams.set('ssoTest', answered.key);
      back.searchParams.set('ssoTestConnection', id);
      return back.toString();
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
