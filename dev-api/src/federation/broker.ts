// The broker's shared steps (docs/federation.md): what a sign-in through an upstream identity
// provider does once the identity is validated, used by the broker's routes (routes.ts) and by
// enterprise SSO's SAML sign-in (enterprise-sso/): back to the sign-in page, finishing the
// interaction, linking, and mapping the identity to an account.
import { randomUUID } from 'node:crypto';
import type { Context } from 'koa';
import { ACR, signInPageFor } from '../authority/provider.ts';
import type { AuthorityServices } from '../authority/services.ts';
import {
  findUser,
  findUserByEmail,
  insertUser,
  markPasswordless,
  recordSignIn,
  resetPasswordHash,
  type UserRow,
} from '../accounts/store.ts';
import { pickApp } from '../platform/app-links.ts';
import { nowIso } from '../platform/db.ts';
import { readDevice } from '../platform/device.ts';
import { ApiError } from '../platform/errors.ts';
import { negotiateLocale } from '../platform/mail-layout.ts';
import { unusablePasswordHash } from '../platform/passwords.ts';
import type { PasskeyStore } from '../passkeys/store.ts';
import { type RelyingParty } from '../passkeys/webauthn.ts';
import { signInGate } from '../sign-in/gate.ts';
import { ssoEnforcedFor } from '../enterprise-sso/enforcement.ts';
import { statesMfa } from '../enterprise-sso/stated-amr.ts';
import { type Interaction } from '../sign-in/interaction-binding.ts';
import { type TwoStepStore } from '../two-step/store.ts';
import { linkIdentity } from './link.ts';
import {
  requestedTenant,
  signInProviders,
  providerMfaCounts,
  providerName,
  type FederationConfig,
  type FederationProvider,
  type OidcProvider,
} from './providers.ts';
import type { LinkedIdentityStore } from './store.ts';
import { type IdTokenCheck, type UpstreamClient, type UpstreamIdentity } from './upstream.ts';

/** The amr (RFC 8176) of a sign-in through a provider: `fed`, plus what else was proven here. */
export const FED_AMR = {
  federated: ['fed'],
  federatedAndCode: ['fed', 'otp', 'mfa'],
  federatedAndPassword: ['fed', 'pwd'],
  federatedPasswordAndCode: ['fed', 'pwd', 'otp', 'mfa'],
  /** The provider's own multi-factor sign-in, where the tenant trusts it (`trustedMfa`). */
  federatedWithProviderMfa: ['fed', 'mfa'],
} as const;

/**
 * An organisation's connection's sign-in: `fed`, plus what its IdP stated (RFC 8176 values,
 * enterprise-sso/stated-amr.ts) where the connection trusts the statement.
 */
export function federatedAmr(stated: readonly string[]): string[] {
  return ['fed', ...stated.filter((value) => value !== 'fed')];
}

/** Why a federated sign-in came back to the sign-in page (`federationError`; the contract's). */
export type FederationError =
  | 'provider_unknown'
  | 'provider_unavailable'
  | 'provider_refused'
  | 'cancelled'
  | 'state_mismatch'
  | 'sign_in_expired'
  | 'token_exchange_failed'
  | 'id_token_invalid'
  | 'email_not_verified'
  | 'account_disabled'
  | 'account_frozen'
  | 'account_deletion_scheduled'
  | 'account_not_confirmed';

/**
 * An organisation's SSO connections, as the broker sees them (enterprise-sso/broker.ts): OIDC
 * connections are upstream providers bound to an organisation (ids `sso-…`), and every SSO
 * identity (OIDC or SAML) passes the organisation's rules before and after it signs in.
 */
export interface EnterpriseBroker {
  /** An enabled OIDC connection as a provider to broker. */
  provider(id: string): FederationProvider | undefined;
  /** A connection's name (mails, activity, the sign-in page), or undefined for other ids. */
  displayName(id: string): string | undefined;
  /** Whether the id is an SSO connection's (its own mapping rules apply). */
  handles(id: string): boolean;
  /** Refuses (SsoRefusal) an identity the organisation does not vouch for: its domain. */
  admit(id: string, identity: UpstreamIdentity): void;
  /**
   * What the IdP stated about the sign-in (`identity.amr`, RFC 8176) where the connection
   * trusts it (`trustIdpMfa`), else nothing: carried into the amr; `mfa` stands for our second
   * step.
   */
  trustedStatement(id: string, identity: UpstreamIdentity): readonly string[];
  /**
   * After the sign-in: just-in-time membership (mailed, with a link to the app of
   * `redirectUri`, the interaction's), the organisation active for the new session.
   */
  afterSignIn(id: string, userId: string, redirectUri?: unknown): void;
  /**
   * An admin's test sign-in through an OIDC connection, turned on or off (docs/enterprise-sso.md,
   * "Test sign-in"): the unanswered test of this state (after TEST_STATE_PREFIX) for this
   * connection, with the connection as a provider and the nonce and PKCE verifier it began with.
   */
  pendingTest(
    id: string,
    state: string,
  ): { provider: OidcProvider; nonce: string; verifier: string } | undefined;
  /**
   * Records what the test found (an identity passes the domain check a sign-in's does) for the
   * admin's session to claim; answers where to send the admin back to, or undefined when the
   * test was answered already. Signs nobody in.
   */
  answerTest(id: string, state: string, outcome: TestOutcome): string | undefined;
}

/** What the callback found for a test sign-in: the identity and its claims, or the refusal. */
export type TestOutcome =
  | { identity: UpstreamIdentity; claims: Record<string, unknown> }
  | { failure: FederationError; check?: IdTokenCheck };

/**
 * An admin's test sign-in's state starts so (SAML's RelayState, OIDC's `state`); a sign-in's
 * never does (randomToken is base64url, which has no dot).
 */
export const TEST_STATE_PREFIX = 'test.';

/** A refusal by the organisation's rules: said on the sign-in page as `ssoError`. */
export class SsoRefusal extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

export interface FederationServices extends Pick<
  AuthorityServices,
  'provider' | 'db' | 'apps' | 'clock' | 'publicUrl' | 'throttle' | 'recentAuth'
> {
  federation: FederationConfig;
  upstream: UpstreamClient;
  linkedIdentities: LinkedIdentityStore;
  twoStep: TwoStepStore;
  passkeys: PasskeyStore;
  rp: RelyingParty;
  enterprise?: EnterpriseBroker;
}

/**
 * The broker's shared steps: back to the sign-in page, finishing the interaction, linking, and
 * mapping a validated upstream identity to an account. Enterprise SSO (enterprise-sso/) maps its
 * SAML identities through the same `signInWith`.
 */
export function federationBroker(services: FederationServices) {
  const { db, apps, federation, linkedIdentities: store, twoStep } = services;
  const enterprise = services.enterprise;
  /** The configured name of a provider or an organisation's connection. */
  const nameOf = (id: string) => enterprise?.displayName(id) ?? providerName(federation, id);

  /**
   * What the interaction's result says besides the login: the provider's configured name now
   * and its id, which sessions/devices.ts records with the session (the amr says only `fed`;
   * the id tells an organisation's own connection from the rest when it starts to require it).
   */
  const signedInWith = (id: string) => ({ federation: { provider: nameOf(id), providerId: id } });

  /** The app's sign-in page for this interaction (a fresh one without it), with why. */
  function backToSignIn(
    ctx: Context,
    interaction: Interaction | null | undefined,
    query: {
      federationError?: FederationError;
      federation?: 'link' | 'two_step';
      provider?: string;
      ssoError?: string;
    },
  ): void {
    // The tenant's buttons named as on the way in (interaction-routes.ts): the form shows again.
    const tenant = requestedTenant(interaction?.params.whitelabel);
    const url = new URL(
      signInPageFor(apps, interaction?.params.redirect_uri, interaction?.uid, {
        whitelabel: tenant,
        providers: signInProviders(federation, tenant),
      }),
    );
    for (const [name, value] of Object.entries(query)) {
      if (value) url.searchParams.set(name, value);
    }
    ctx.set('Cache-Control', 'no-store');
    ctx.status = 303;
    ctx.redirect(url.toString());
  }

  /**
   * Finishes the interaction with this sign-in and returns where the browser resumes. The
   * callback arrives without the interaction cookie (its path is the interaction URL's), so the
   * result is saved on the interaction the attempt named, the one this browser started.
   */
  async function finishInteraction(
    interaction: Interaction,
    userId: string,
    amr: readonly string[],
    acr: string,
    providerId: string,
  ): Promise<string> {
    interaction.result = {
      login: { accountId: userId, amr: [...amr], acr },
      ...signedInWith(providerId),
    };
    await interaction.save(interaction.exp - Math.floor(Date.now() / 1000));
    recordSignIn(db, userId, nowIso());
    return interaction.returnTo;
  }

  function link(
    ctx: Context,
    interaction: Interaction,
    user: UserRow,
    pending: { provider: string; subject: string; email: string },
  ) {
    // The mail's links go to the app that asked for this sign-in.
    const app = pickApp(apps, interaction.params.redirect_uri, ctx.get('Origin'));
    return linkIdentity(services, ctx, user, pending, app, nameOf(pending.provider));
  }

  // The providers a tenant turned on, in its order, for the sign-in and sign-up pages.
  async function signInWith(
    ctx: Context,
    interaction: Interaction,
    chosen: { id: string },
    identity: UpstreamIdentity,
  ): Promise<void> {
    // An organisation's connection vouches only for addresses of the domains it verified.
    const sso = enterprise?.handles(chosen.id) === true;
    if (sso) enterprise?.admit(chosen.id, identity);
    // Another provider for an address whose organisation requires its SSO: refused by the
    // domain, whether an account exists or not (enterprise-sso/enforcement.ts).
    if (!sso && ssoEnforcedFor(db, identity.email)) {
      throw new SsoRefusal('sso_required', 'This organisation signs in with its own provider.');
    }
    const linkIdentityOf = (user: UserRow) => {
      // One identity per connection per account: an account linked to another subject here
      // (its person renamed at the IdP) is refused like any taken identity.
      if (store.ofProvider(user.id, chosen.id)) {
        throw new SsoRefusal('identity_taken', 'This account is linked to another identity here.');
      }
      link(ctx, interaction, user, {
        provider: chosen.id,
        subject: identity.subject,
        email: identity.email,
      });
    };
    const linked = store.find(chosen.id, identity.subject);
    if (linked) {
      const user = findUser(services.db, linked.user_id);
      if (!user) throw new ApiError(403, 'account_disabled', 'This account is disabled.');
      // A provider's sign-in does not restore an account waiting to be erased: the password
      // (or a passkey) does (docs/your-data.md).
      try {
        signInGate(db, services.clock, user, {
          restoreAsked: false,
          gone: () => new ApiError(403, 'account_disabled', 'This account is disabled.'),
          method: sso ? 'organisation_sso' : 'provider',
        });
      } catch (error) {
        // The account's own address requires its organisation's SSO (the provider's address
        // may be another): said on the sign-in page like the organisation's other refusals.
        if (error instanceof ApiError && error.code === 'sso_required') {
          throw new SsoRefusal('sso_required', error.message);
        }
        throw error;
      }
      // What the provider asserted counts only where the account's tenant trusts it: then its
      // own MFA stands for our second step, and the amr says so. An organisation's connection
      // is trusted by the organisation instead (`trustIdpMfa`), and its whole statement is
      // carried; a social provider's amr never passes through beyond that `mfa`.
      const stated = sso ? (enterprise?.trustedStatement(chosen.id, identity) ?? []) : [];
      const providerMfa = sso
        ? statesMfa(stated)
        : identity.mfa === true && providerMfaCounts(federation, user.tenant_id, chosen.id);
      // The two-step rule applies to a provider's sign-in too; a browser trusted earlier skips.
      if (twoStep.isEnabled(user.id) && !providerMfa) {
        const device = readDevice(ctx);
        if (!device || !twoStep.useTrustedDevice(user.id, device)) {
          store.setPending({
            interaction_uid: interaction.uid,
            kind: 'two_step',
            user_id: user.id,
            provider: chosen.id,
            subject: identity.subject,
            email: identity.email,
          });
          backToSignIn(ctx, interaction, { federation: 'two_step', provider: chosen.id });
          return;
        }
      }
      if (sso) enterprise?.afterSignIn(chosen.id, user.id, interaction.params.redirect_uri);
      const returnTo = await finishInteraction(
        interaction,
        user.id,
        sso
          ? federatedAmr(stated)
          : providerMfa
            ? FED_AMR.federatedWithProviderMfa
            : FED_AMR.federated,
        providerMfa ? ACR.twoFactors : ACR.oneFactor,
        chosen.id,
      );
      ctx.set('Cache-Control', 'no-store');
      ctx.status = 303;
      ctx.redirect(returnTo);
      return;
    }

    let existing = findUserByEmail(db, identity.email);
    if (existing && sso) {
      // The organisation proved it controls the address's domain (a verified DNS record), so
      // its identity provider speaks for the address: linked without asking for the password
      // (which enforcement may refuse anyway); the owner is mailed, as for every link.
      if (!existing.confirmed_at) {
        // An account waiting for its confirmation: this proves the address as the link would.
        // What was chosen before that proof may be a stranger's (an account made in someone
        // else's name), so it does not outlive it: the password and any passkey go, as a
        // sign-up's second attempt never activates the first one's password (accounts/).
        const id = existing.id;
        db.transaction(() => {
          resetPasswordHash(db, id, unusablePasswordHash(), nowIso());
          markPasswordless(db, id);
          services.passkeys.removeAll(id);
        })();
        existing = findUser(db, id);
        if (!existing) throw new Error('the account is missing');
      }
      linkIdentityOf(existing);
      await signInWith(ctx, interaction, chosen, identity);
      return;
    }
    if (existing) {
      // Never a silent merge: the owner proves the account in this interaction first.
      store.setPending({
        interaction_uid: interaction.uid,
        kind: 'link',
        user_id: existing.id,
        provider: chosen.id,
        subject: identity.subject,
        email: identity.email,
      });
      backToSignIn(ctx, interaction, { federation: 'link', provider: chosen.id });
      return;
    }

    // A new account, its address confirmed by the provider; no password of its own (a reset
    // gives one), no terms accepted yet: the app asks for them and onboards, as after a sign-up.
    const id = randomUUID();
    const now = nowIso();
    db.transaction(() => {
      insertUser(db, {
        id,
        email: identity.email,
        name: identity.name ?? identity.email.split('@')[0] ?? identity.email,
        passwordHash: unusablePasswordHash(),
        locale: negotiateLocale(String(interaction.params.ui_locales ?? '').split(' ')[0]),
        tenantId: null,
        createdAt: now,
        confirmedAt: now,
      });
      markPasswordless(db, id);
    })();
    const user = findUser(db, id);
    if (!user) throw new Error('the new account is missing');
    link(ctx, interaction, user, {
      provider: chosen.id,
      subject: identity.subject,
      email: identity.email,
    });
    if (sso) enterprise?.afterSignIn(chosen.id, user.id, interaction.params.redirect_uri);
    // A new account has no second step of its own: the IdP's trusted statement is all there is.
    const stated = sso ? (enterprise?.trustedStatement(chosen.id, identity) ?? []) : [];
    const returnTo = await finishInteraction(
      interaction,
      user.id,
      federatedAmr(stated),
      statesMfa(stated) ? ACR.twoFactors : ACR.oneFactor,
      chosen.id,
    );
    ctx.set('Cache-Control', 'no-store');
    ctx.status = 303;
    ctx.redirect(returnTo);
  }

  /** What this browser's interaction waits for after a provider's sign-in. */
  return { backToSignIn, finishInteraction, link, signInWith, nameOf, signedInWith };
}
