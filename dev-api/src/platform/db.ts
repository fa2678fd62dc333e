// SQLite storage: opening, pragmas and the ordered schema migrations.
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';

export type Db = Database.Database;

export interface Migration {
  name: string;
  up: (db: Db) => void;
}

/**
 * Applied in order; `PRAGMA user_version` holds how many have run. Never edit or reorder an
 * entry that has shipped: append a new one instead, so existing dev databases upgrade.
 */
export const migrations: readonly Migration[] = [
  {
    name: 'tenants, users, outbox',
    up: (db) => {
      db.exec(`
        CREATE TABLE tenants (
          id             TEXT PRIMARY KEY CHECK (length(id) BETWEEN 1 AND 64),
          name           TEXT NOT NULL,
          primary_color  TEXT,
          logo_file      TEXT NOT NULL,
          logo_dark_file TEXT NOT NULL,
          created_at     TEXT NOT NULL
        ) STRICT;

        CREATE TABLE users (
          id                   TEXT PRIMARY KEY,
          email                TEXT NOT NULL UNIQUE COLLATE NOCASE
                                 CHECK (email = lower(email) COLLATE BINARY),
          name                 TEXT NOT NULL,
          password_hash        TEXT NOT NULL,
          locale               TEXT NOT NULL DEFAULT 'en',
          tenant_id            TEXT REFERENCES tenants (id) ON DELETE SET NULL,
          confirmed_at         TEXT,
          onboarding_completed INTEGER NOT NULL DEFAULT 0 CHECK (onboarding_completed IN (0, 1)),
          disabled             INTEGER NOT NULL DEFAULT 0 CHECK (disabled IN (0, 1)),
          created_at           TEXT NOT NULL
        ) STRICT;
        CREATE INDEX users_tenant_id ON users (tenant_id);

        CREATE TABLE outbox (
          id         INTEGER PRIMARY KEY,
          to_address TEXT NOT NULL,
          subject    TEXT NOT NULL,
          text       TEXT NOT NULL,
          html       TEXT,
          links      TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(links)),
          created_at TEXT NOT NULL
        ) STRICT;
      `);
    },
  },
  {
    name: 'oidc-provider storage, login throttling',
    up: (db) => {
      db.exec(`
        CREATE TABLE oidc_models (
          model       TEXT NOT NULL,
          id          TEXT NOT NULL,
          payload     TEXT NOT NULL CHECK (json_valid(payload)),
          grant_id    TEXT,
          user_code   TEXT,
          uid         TEXT,
          expires_at  INTEGER,
          consumed_at INTEGER,
          PRIMARY KEY (model, id)
        ) STRICT;
        CREATE INDEX oidc_models_grant_id ON oidc_models (grant_id);
        CREATE INDEX oidc_models_uid ON oidc_models (model, uid);
        CREATE INDEX oidc_models_user_code ON oidc_models (model, user_code);

        CREATE TABLE login_failures (
          key        TEXT NOT NULL,
          failed_at  INTEGER NOT NULL
        ) STRICT;
        CREATE INDEX login_failures_key ON login_failures (key, failed_at);
      `);
    },
  },
  {
    name: 'account lifecycle: tokens, push tokens, sign-in time, onboarding step',
    up: (db) => {
      db.exec(`
        ALTER TABLE users ADD COLUMN last_sign_in_at TEXT;
        ALTER TABLE users ADD COLUMN onboarding_step INTEGER
          CHECK (onboarding_step IS NULL OR onboarding_step BETWEEN 0 AND 100);

        -- Confirmation and password-reset links. Only the SHA-256 of the token is kept, so a
        -- leaked database does not hand out working links.
        CREATE TABLE account_tokens (
          id         INTEGER PRIMARY KEY,
          user_id    TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
          purpose    TEXT NOT NULL CHECK (purpose IN ('confirm', 'reset')),
          token_hash TEXT NOT NULL UNIQUE,
          expires_at TEXT NOT NULL,
          used_at    TEXT,
          created_at TEXT NOT NULL
        ) STRICT;
        CREATE INDEX account_tokens_user ON account_tokens (user_id, purpose);

        CREATE TABLE push_tokens (
          id         INTEGER PRIMARY KEY,
          user_id    TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
          token      TEXT NOT NULL CHECK (length(token) BETWEEN 1 AND 4096),
          platform   TEXT NOT NULL CHECK (platform IN ('android', 'ios', 'web')),
          created_at TEXT NOT NULL,
          updated_at TEXT NOT NULL,
          UNIQUE (user_id, token)
        ) STRICT;
        CREATE INDEX push_tokens_token ON push_tokens (token);
      `);
    },
  },
  {
    name: 'notification preference',
    up: (db) => {
      db.exec(`
        ALTER TABLE users ADD COLUMN notifications INTEGER NOT NULL DEFAULT 0
          CHECK (notifications IN (0, 1));
      `);
    },
  },
  {
    name: 'analytics events received by the PostHog dev sink',
    up: (db) => {
      // payload is the event exactly as posthog-js sent it; event, distinct_id and uuid are
      // copied out for filtering and de-duplication (a retried request resends the same uuid).
      // occurred_at is the event's own timestamp (else received_at), the listing order:
      // posthog-js sends some events (identify) ahead of those waiting in its batch queue.
      db.exec(`
        CREATE TABLE analytics_events (
          id          INTEGER PRIMARY KEY,
          event       TEXT NOT NULL,
          distinct_id TEXT,
          uuid        TEXT UNIQUE,
          payload     TEXT NOT NULL CHECK (json_valid(payload)),
          occurred_at TEXT NOT NULL,
          received_at TEXT NOT NULL
        ) STRICT;
        CREATE INDEX analytics_events_order ON analytics_events (occurred_at, id);
      `);
    },
  },
  {
    name: 'the browser each sign-in interaction started in; the authority signing key',
    up: (db) => {
      // device_hash: SHA-256 of the browser's device cookie (platform/device.ts), never the cookie.
      db.exec(`
        CREATE TABLE interaction_devices (
          uid         TEXT PRIMARY KEY,
          device_hash TEXT NOT NULL,
          expires_at  INTEGER NOT NULL
        ) STRICT;
        CREATE TABLE signing_keys (
          kid        TEXT PRIMARY KEY,
          jwk        TEXT NOT NULL CHECK (json_valid(jwk)),
          created_at TEXT NOT NULL
        ) STRICT;
      `);
    },
  },
  {
    name: 'two-step verification, trusted devices, recent authentication',
    up: (db) => {
      // totp_factors.secret: AES-256-GCM ciphertext (two-step/secrets.ts), never the secret;
      // confirmed_at NULL while the setup waits for its first code; last_time_step: the newest
      // TOTP step used, so no code of that step or an earlier one is taken again.
      // recovery_codes.code_hash: a keyed HMAC of the code, so a leaked table cannot be
      // searched for the codes. trusted_devices.device_hash and sign_in_second_steps are per
      // browser (platform/device.ts). reauthentications: the latest POST /users/me/reauthenticate
      // of each grant (one signed-in browser), in epoch seconds.
      db.exec(`
        ALTER TABLE tenants ADD COLUMN require_two_step INTEGER NOT NULL DEFAULT 0
          CHECK (require_two_step IN (0, 1));

        CREATE TABLE totp_factors (
          user_id        TEXT PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
          secret         TEXT NOT NULL,
          confirmed_at   TEXT,
          last_time_step INTEGER,
          created_at     TEXT NOT NULL
        ) STRICT;

        CREATE TABLE recovery_codes (
          id         INTEGER PRIMARY KEY,
          user_id    TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
          code_hash  TEXT NOT NULL,
          used_at    TEXT,
          created_at TEXT NOT NULL,
          UNIQUE (user_id, code_hash)
        ) STRICT;

        CREATE TABLE trusted_devices (
          id           TEXT PRIMARY KEY,
          user_id      TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
          device_hash  TEXT NOT NULL,
          user_agent   TEXT,
          created_at   TEXT NOT NULL,
          last_used_at TEXT,
          expires_at   INTEGER NOT NULL,
          UNIQUE (user_id, device_hash)
        ) STRICT;

        CREATE TABLE sign_in_second_steps (
          uid        TEXT PRIMARY KEY,
          user_id    TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
          expires_at INTEGER NOT NULL
        ) STRICT;
        CREATE INDEX sign_in_second_steps_user ON sign_in_second_steps (user_id);

        CREATE TABLE reauthentications (
          grant_id         TEXT PRIMARY KEY,
          user_id          TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
          authenticated_at INTEGER NOT NULL,
          amr              TEXT NOT NULL CHECK (json_valid(amr))
        ) STRICT;
      `);
    },
  },
  {
    // passkeys: WebAuthn credentials (passkeys/store.ts), the public key as COSE bytes, the
    // signature counter and backup flags as last seen. passkey_user_handles: the random user
    // handle the authenticators store (never the user id or e-mail). passkey_challenges: one
    // pending challenge per purpose and subject (a user, or a sign-in interaction), single use.
    name: 'passkeys',
    up: (db) => {
      db.exec(`
        CREATE TABLE passkeys (
          id            TEXT PRIMARY KEY,
          user_id       TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
          credential_id TEXT NOT NULL UNIQUE,
          public_key    BLOB NOT NULL,
          counter       INTEGER NOT NULL CHECK (counter >= 0),
          transports    TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(transports)),
          device_type   TEXT NOT NULL CHECK (device_type IN ('singleDevice', 'multiDevice')),
          backed_up     INTEGER NOT NULL CHECK (backed_up IN (0, 1)),
          aaguid        TEXT NOT NULL,
          name          TEXT NOT NULL,
          created_at    TEXT NOT NULL,
          last_used_at  TEXT
        ) STRICT;
        CREATE INDEX passkeys_user ON passkeys (user_id);

        CREATE TABLE passkey_user_handles (
          user_id TEXT PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
          handle  TEXT NOT NULL UNIQUE
        ) STRICT;

        CREATE TABLE passkey_challenges (
          purpose    TEXT NOT NULL
                       CHECK (purpose IN ('registration', 'sign-in', 'reauthentication')),
          subject    TEXT NOT NULL,
          challenge  TEXT NOT NULL,
          expires_at INTEGER NOT NULL,
          PRIMARY KEY (purpose, subject)
        ) STRICT;
      `);
    },
  },
  {
    // activity_events: the account's security timeline (sessions/activity.ts), kept a year. device_hash
    // is the device cookie's hash (platform/device.ts); detail a few plain values, never a secret.
    // session_devices: the device, address, browser and sign-in method behind each browser
    // session of the authority (oidc_models 'Session'), recorded when the session signs in.
    name: 'security activity, session devices',
    up: (db) => {
      db.exec(`
        CREATE TABLE activity_events (
          id          INTEGER PRIMARY KEY,
          user_id     TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
          type        TEXT NOT NULL,
          created_at  TEXT NOT NULL,
          device_hash TEXT,
          ip          TEXT,
          user_agent  TEXT,
          detail      TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(detail))
        ) STRICT;
        CREATE INDEX activity_events_user ON activity_events (user_id, id);
        CREATE INDEX activity_events_device ON activity_events (user_id, device_hash);

        CREATE TABLE session_devices (
          session_uid  TEXT PRIMARY KEY,
          user_id      TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
          device_hash  TEXT,
          ip           TEXT,
          user_agent   TEXT,
          amr          TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(amr)),
          signed_in_at TEXT NOT NULL,
          last_seen_at TEXT NOT NULL
        ) STRICT;
        CREATE INDEX session_devices_user ON session_devices (user_id);
      `);
    },
  },
  {
    // Your data (docs/your-data.md). users.erase_at: set while the account waits to be erased
    // (deletion requested; disabled meanwhile), cleared by a restore. privacy_links: the mailed
    // links of an e-mail change (confirm, "It wasn't me") and of a deletion (restore), only the
    // SHA-256 of each token kept, expiry in epoch ms of the API's clock (tests move it);
    // `email` is the address the link sets (the new one, or the old one for a revert).
    // consents: what the user accepted, which version, when.
    name: 'your data: e-mail change and restore links, deletion grace period, consents',
    up: (db) => {
      db.exec(`
        ALTER TABLE users ADD COLUMN erase_at TEXT;
        CREATE INDEX users_erase_at ON users (erase_at) WHERE erase_at IS NOT NULL;

        CREATE TABLE privacy_links (
          id         INTEGER PRIMARY KEY,
          user_id    TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
          purpose    TEXT NOT NULL CHECK (purpose IN ('email_change', 'email_revert', 'restore')),
          token_hash TEXT NOT NULL UNIQUE,
          email      TEXT,
          expires_at INTEGER NOT NULL,
          used_at    TEXT,
          created_at TEXT NOT NULL
        ) STRICT;
        CREATE INDEX privacy_links_user ON privacy_links (user_id, purpose);

        CREATE TABLE consents (
          id          INTEGER PRIMARY KEY,
          user_id     TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
          document    TEXT NOT NULL CHECK (document IN ('terms', 'privacy')),
          version     TEXT NOT NULL,
          accepted_at TEXT NOT NULL,
          source      TEXT NOT NULL CHECK (source IN ('sign_up', 'onboarding'))
        ) STRICT;
        CREATE INDEX consents_user ON consents (user_id);
      `);
    },
  },
  {
    // not_me_tokens: the "This wasn't me" links of new-device mails (sessions/devices.ts),
    // only the SHA-256 of each token kept; single use, 7 days.
    name: "new-device mails' This wasn't me links",
    up: (db) => {
      db.exec(`
        CREATE TABLE not_me_tokens (
          token_hash TEXT PRIMARY KEY,
          user_id    TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
          expires_at TEXT NOT NULL,
          used_at    TEXT,
          created_at TEXT NOT NULL
        ) STRICT;
        CREATE INDEX not_me_tokens_user ON not_me_tokens (user_id);
      `);
    },
  },
  {
    // consents.source gains `new_version`: accepted when asked after the configuration named a
    // newer version (consents/routes.ts). SQLite cannot alter a CHECK, so the table is rebuilt.
    name: 'consents accepted after a new version',
    up: (db) => {
      db.exec(`
        CREATE TABLE consents_next (
          id          INTEGER PRIMARY KEY,
          user_id     TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
          document    TEXT NOT NULL CHECK (document IN ('terms', 'privacy')),
          version     TEXT NOT NULL,
          accepted_at TEXT NOT NULL,
          source      TEXT NOT NULL CHECK (source IN ('sign_up', 'onboarding', 'new_version'))
        ) STRICT;
        INSERT INTO consents_next SELECT id, user_id, document, version, accepted_at, source
          FROM consents;
        DROP TABLE consents;
        ALTER TABLE consents_next RENAME TO consents;
        CREATE INDEX consents_user ON consents (user_id, document, version);
      `);
    },
  },
  {
    // users.first_signed_in_at: set by the account's first completed sign-in and kept for good
    // (sessions/devices.ts), so the new-device mail does not rely on signed_in events,
    // which go after a year. Accounts that signed in before keep their earliest such event.
    name: 'users first sign-in marker',
    up: (db) => {
      db.exec(`
        ALTER TABLE users ADD COLUMN first_signed_in_at TEXT;
        UPDATE users SET first_signed_in_at = (
          SELECT min(created_at) FROM activity_events
           WHERE activity_events.user_id = users.id AND type = 'signed_in');
      `);
    },
  },
  {
    // passkeys.added_browser / added_os: the browser and system the passkey was added on (bowser,
    // known names only), the only description of a passkey mails use: its name is whatever the
    // adder typed or the authenticator claimed (docs/passkeys.md). users.frozen_at: set by "It
    // wasn't me" from an e-mail change's old address, cleared by a password reset
    // (docs/your-data.md): the password does not sign in meanwhile.
    name: 'passkey adding device; account freeze',
    up: (db) => {
      db.exec(`
        ALTER TABLE passkeys ADD COLUMN added_browser TEXT;
        ALTER TABLE passkeys ADD COLUMN added_os TEXT;
        ALTER TABLE users ADD COLUMN frozen_at TEXT;
        `);
    },
  },
  {
    // tenants.join_code: what a tenant puts in its own sign-up links (`?whitelabel=…&join=…`).
    // A sign-up joins a tenant only with its current code, never on the tenant id alone, which
    // any link can carry (README, "White label and theme"). Null: no sign-up joins the tenant.
    name: 'tenant join codes',
    up: (db) => {
      // The demo tenants of a database seeded before this migration get the seed's codes
      // (seed.ts), so the README's demo sign-up links work without a reset.
      db.exec(`
        ALTER TABLE tenants ADD COLUMN join_code TEXT
          CHECK (length(join_code) BETWEEN 8 AND 128);
        UPDATE tenants SET join_code = id || '-demo-join' WHERE id IN ('acme', 'globex');
      `);
    },
  },
  {
    // Identities from upstream providers (federation/, docs/federation.md): each linked to one
    // account; the browser-bound state of each upstream sign-in under way; what an interaction
    // waits for after one (proof of the account before linking, or the second step). An account
    // made by a provider's sign-in has no password of its own until a reset gives it one.
    name: 'linked identities, upstream sign-ins',
    up: (db) => {
      db.exec(`
        ALTER TABLE users ADD COLUMN has_password INTEGER NOT NULL DEFAULT 1
          CHECK (has_password IN (0, 1));

        CREATE TABLE linked_identities (
          id        TEXT PRIMARY KEY,
          user_id   TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
          provider  TEXT NOT NULL CHECK (length(provider) BETWEEN 1 AND 64),
          subject   TEXT NOT NULL CHECK (length(subject) BETWEEN 1 AND 255),
          email     TEXT NOT NULL,
          linked_at TEXT NOT NULL,
          UNIQUE (provider, subject),
          UNIQUE (user_id, provider)
        ) STRICT;

        CREATE TABLE federation_attempts (
          state           TEXT PRIMARY KEY,
          interaction_uid TEXT NOT NULL,
          device_hash     TEXT NOT NULL,
          provider        TEXT NOT NULL,
          code_verifier   TEXT NOT NULL,
          nonce           TEXT NOT NULL,
          expires_at      INTEGER NOT NULL
        ) STRICT;

        CREATE TABLE federation_pending (
          interaction_uid TEXT PRIMARY KEY,
          kind            TEXT NOT NULL CHECK (kind IN ('link', 'two_step')),
          user_id         TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
          provider        TEXT NOT NULL,
          subject         TEXT NOT NULL,
          email           TEXT NOT NULL,
          expires_at      INTEGER NOT NULL
        ) STRICT;
      `);
    },
  },
  {
    // tenants.idle_timeout_minutes: a tenant that asks for it signs its people out after that
    // many minutes without input in any tab (docs/session-care.md). Null: no idle timeout.
    name: 'tenant idle timeout',
    up: (db) => {
      db.exec(`
        ALTER TABLE tenants ADD COLUMN idle_timeout_minutes INTEGER
          CHECK (idle_timeout_minutes BETWEEN 5 AND 1440);
        UPDATE tenants SET idle_timeout_minutes = 15 WHERE id = 'globex';
      `);
    },
  },
  {
    // tenants.terms_url, tenants.privacy_url: where the tenant publishes the documents its
    // people accept (docs/your-data.md, "Consents"). An absolute https URL, or a path on this
    // API (the development stand-in, /dev/documents/…). Null: named without a link.
    name: 'tenant documents',
    up: (db) => {
      db.exec(`
        ALTER TABLE tenants ADD COLUMN terms_url TEXT;
        ALTER TABLE tenants ADD COLUMN privacy_url TEXT;
        UPDATE tenants SET terms_url = '/dev/documents/' || id || '/terms',
                           privacy_url = '/dev/documents/' || id || '/privacy'
          WHERE id IN ('acme', 'globex');
      `);
    },
  },
  {
    // Organisations (docs/organisations.md): members with a role, invitations (the token only
    // as its SHA-256), the organisation's activity, and each session's active organisation (per
    // grant). tenants.organisation_roles: the role names a tenant adds to owner/admin/member.
    // A slug is unique per tenant (no tenant counts as one: coalesce, since NULLs never clash).
    name: 'organisations',
    up: (db) => {
      db.exec(`
        ALTER TABLE tenants ADD COLUMN organisation_roles TEXT NOT NULL DEFAULT '[]'
          CHECK (json_valid(organisation_roles));

        CREATE TABLE organisations (
          id         TEXT PRIMARY KEY,
          tenant_id  TEXT REFERENCES tenants (id) ON DELETE CASCADE,
          name       TEXT NOT NULL,
          slug       TEXT NOT NULL,
          logo_url   TEXT,
          created_at TEXT NOT NULL
        ) STRICT;
        CREATE UNIQUE INDEX organisations_tenant_slug ON organisations (coalesce(tenant_id, ''), slug);

        CREATE TABLE organisation_members (
          organisation_id TEXT NOT NULL REFERENCES organisations (id) ON DELETE CASCADE,
          user_id         TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
          role            TEXT NOT NULL,
          joined_at       TEXT NOT NULL,
          selected_at     TEXT,
          PRIMARY KEY (organisation_id, user_id)
        ) STRICT;
        CREATE INDEX organisation_members_user ON organisation_members (user_id);

        CREATE TABLE organisation_invitations (
          id              TEXT PRIMARY KEY,
          organisation_id TEXT NOT NULL REFERENCES organisations (id) ON DELETE CASCADE,
          email           TEXT NOT NULL,
          role            TEXT NOT NULL,
          token_hash      TEXT NOT NULL UNIQUE,
          invited_by      TEXT REFERENCES users (id) ON DELETE SET NULL,
          created_at      TEXT NOT NULL,
          sent_at         TEXT NOT NULL,
          expires_at      TEXT NOT NULL,
          accepted_at     TEXT,
          accepted_by     TEXT REFERENCES users (id) ON DELETE SET NULL,
          revoked_at      TEXT
        ) STRICT;
        CREATE INDEX organisation_invitations_organisation
          ON organisation_invitations (organisation_id);

        CREATE TABLE organisation_events (
          id              INTEGER PRIMARY KEY,
          organisation_id TEXT NOT NULL REFERENCES organisations (id) ON DELETE CASCADE,
          type            TEXT NOT NULL,
          created_at      TEXT NOT NULL,
          actor_id        TEXT REFERENCES users (id) ON DELETE SET NULL,
          subject_user_id TEXT REFERENCES users (id) ON DELETE SET NULL,
          subject_email   TEXT,
          detail          TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(detail))
        ) STRICT;
        CREATE INDEX organisation_events_organisation ON organisation_events (organisation_id, id);

        CREATE TABLE organisation_selections (
          grant_id        TEXT PRIMARY KEY,
          user_id         TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
          organisation_id TEXT REFERENCES organisations (id) ON DELETE SET NULL,
          selected_at     TEXT NOT NULL
        ) STRICT;
      `);
    },
  },
  {
    // "Keep me signed in on this device" (docs/session-care.md): the sign-in page's choice for
    // its interaction (null: not said, kept), and the tenant's default for the checkbox.
    name: 'keep me signed in',
    up: (db) => {
      db.exec(`
        ALTER TABLE interaction_devices ADD COLUMN remember INTEGER CHECK (remember IN (0, 1));
        ALTER TABLE tenants ADD COLUMN keep_signed_in_default INTEGER NOT NULL DEFAULT 1
          CHECK (keep_signed_in_default IN (0, 1));
      `);
    },
  },
  {
    // Abuse protection (docs/abuse-protection.md): a tenant's challenge kind and keys, the
    // purposes it adds to the deployment's, its breached-password and disposable-address
    // choices (no row: the deployment's defaults); and users.password_breached_at, set when a
    // password sign-in used a password found in breaches (the account centre asks for a change).
    name: 'abuse protection: tenant settings, breached password notice',
    up: (db) => {
      db.exec(`
        CREATE TABLE tenant_abuse_settings (
          tenant_id TEXT PRIMARY KEY REFERENCES tenants(id) ON DELETE CASCADE,
          challenge_kind TEXT NOT NULL DEFAULT 'altcha'
            CHECK (challenge_kind IN ('altcha', 'turnstile', 'hcaptcha')),
          site_key TEXT,
          secret_key TEXT,
          purposes TEXT NOT NULL DEFAULT '',
          breached_check INTEGER NOT NULL DEFAULT 1 CHECK (breached_check IN (0, 1)),
          refuse_disposable INTEGER NOT NULL DEFAULT 0 CHECK (refuse_disposable IN (0, 1)),
          CHECK (challenge_kind = 'altcha' OR (site_key IS NOT NULL AND secret_key IS NOT NULL))
        ) STRICT;
        ALTER TABLE users ADD COLUMN password_breached_at TEXT;
      `);
    },
  },
  {
    // Passwordless (docs/passwordless.md). tenants.email_codes: the tenant lets its people sign
    // in with a mailed code or link (the seeded acme does). email_codes: one code per sign-in
    // interaction, the code as a keyed hash and the link's token as a hash (neither kept
    // readable), its state (waiting, verified by the link on another device, used), wrong tries
    // and expiry; user_id null for an address with no account (a code nobody was sent).
    // passkey_sign_ups: an account waiting for its address's code, then for its passkey.
    name: 'passwordless: e-mail codes, passkey-first sign-ups',
    up: (db) => {
      db.exec(`
        ALTER TABLE tenants ADD COLUMN email_codes INTEGER NOT NULL DEFAULT 0
          CHECK (email_codes IN (0, 1));
        UPDATE tenants SET email_codes = 1 WHERE id = 'acme';

        CREATE TABLE email_codes (
          interaction_uid TEXT PRIMARY KEY,
          user_id         TEXT REFERENCES users (id) ON DELETE CASCADE,
          code_hash       TEXT NOT NULL,
          link_hash       TEXT NOT NULL UNIQUE,
          state           TEXT NOT NULL CHECK (state IN ('waiting', 'verified', 'used')),
          attempts        INTEGER NOT NULL DEFAULT 0,
          second_step     INTEGER NOT NULL DEFAULT 0 CHECK (second_step IN (0, 1)),
          expires_at      INTEGER NOT NULL
        ) STRICT;

        CREATE TABLE passkey_sign_ups (
          attempt_hash TEXT PRIMARY KEY,
          email        TEXT NOT NULL,
          name         TEXT NOT NULL,
          locale       TEXT NOT NULL,
          tenant_id    TEXT,
          is_new       INTEGER NOT NULL CHECK (is_new IN (0, 1)),
          code_hash    TEXT NOT NULL,
          handle       TEXT NOT NULL,
          attempts     INTEGER NOT NULL DEFAULT 0,
          verified     INTEGER NOT NULL DEFAULT 0 CHECK (verified IN (0, 1)),
          expires_at   INTEGER NOT NULL
        ) STRICT;
      `);
    },
  },
  {
    // Enterprise SSO (docs/enterprise-sso.md): an organisation's connections to its identity
    // provider (OIDC or SAML), its domains proven by a DNS TXT record (a domain is verified by
    // one organisation at most: the partial unique index), its settings (enforcement, JIT), and
    // the SAML sign-ins in flight: the requests sent (bound to an interaction and a browser),
    // the assertion ids seen (the replay cache, kept until the assertion expires) and the
    // validated results waiting for their same-site continuation.
    name: 'enterprise sso',
    up: (db) => {
      db.exec(`
        CREATE TABLE sso_connections (
          id              TEXT PRIMARY KEY,
          organisation_id TEXT NOT NULL REFERENCES organisations (id) ON DELETE CASCADE,
          type            TEXT NOT NULL CHECK (type IN ('oidc', 'saml')),
          name            TEXT NOT NULL,
          enabled         INTEGER NOT NULL DEFAULT 0,
          config          TEXT NOT NULL CHECK (json_valid(config)),
          created_at      TEXT NOT NULL,
          last_error      TEXT CHECK (last_error IS NULL OR json_valid(last_error))
        ) STRICT;
        CREATE INDEX sso_connections_organisation ON sso_connections (organisation_id);

        CREATE TABLE sso_domains (
          organisation_id TEXT NOT NULL REFERENCES organisations (id) ON DELETE CASCADE,
          domain          TEXT NOT NULL,
          token           TEXT NOT NULL,
          created_at      TEXT NOT NULL,
          verified_at     TEXT,
          PRIMARY KEY (organisation_id, domain)
        ) STRICT;
        CREATE UNIQUE INDEX sso_domains_verified ON sso_domains (domain) WHERE verified_at IS NOT NULL;

        CREATE TABLE sso_settings (
          organisation_id TEXT PRIMARY KEY REFERENCES organisations (id) ON DELETE CASCADE,
          enforced        INTEGER NOT NULL DEFAULT 0,
          jit_enabled     INTEGER NOT NULL DEFAULT 0,
          jit_role        TEXT NOT NULL DEFAULT 'member'
        ) STRICT;

        CREATE TABLE saml_requests (
          id              TEXT PRIMARY KEY,
          connection_id   TEXT NOT NULL REFERENCES sso_connections (id) ON DELETE CASCADE,
          interaction_uid TEXT NOT NULL,
          device_hash     TEXT NOT NULL,
          created_at      INTEGER NOT NULL
        ) STRICT;

        CREATE TABLE saml_assertions_seen (
          id         TEXT PRIMARY KEY,
          expires_at INTEGER NOT NULL
        ) STRICT;

        CREATE TABLE saml_results (
          key             TEXT PRIMARY KEY,
          connection_id   TEXT NOT NULL REFERENCES sso_connections (id) ON DELETE CASCADE,
          interaction_uid TEXT NOT NULL,
          device_hash     TEXT NOT NULL,
          subject         TEXT NOT NULL,
          email           TEXT NOT NULL,
          name            TEXT,
          created_at      INTEGER NOT NULL
        ) STRICT;
      `);
    },
  },
  {
    // A link started from the account centre (federation/link.ts, docs/federation.md): like
    // federation_attempts, but bound to the signed-in user instead of a sign-in interaction, and
    // to the app the browser returns to. Rows go with their account.
    name: 'federation: link attempts from the account centre',
    up: (db) => {
      db.exec(`
        CREATE TABLE federation_link_attempts (
          state         TEXT PRIMARY KEY,
          user_id       TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
          device_hash   TEXT NOT NULL,
          provider      TEXT NOT NULL,
          code_verifier TEXT NOT NULL,
          nonce         TEXT NOT NULL,
          app_origin    TEXT NOT NULL,
          expires_at    INTEGER NOT NULL
        ) STRICT;
      `);
    },
  },
  {
    // Which identity provider a federated session signed in with (its configured name then):
    // the amr says only `fed`, and oidc-provider's session keeps nothing else of the login.
    // A link attempt with a grant is "Confirm it's you" through a provider (federation/
    // identity-routes.ts): the session (grant) it re-authenticates and the app path to return to.
    name: 'federation: the provider of a federated session, re-authentication by a provider',
    up: (db) => {
      db.exec(`
        ALTER TABLE session_devices ADD COLUMN provider TEXT;
        ALTER TABLE federation_link_attempts ADD COLUMN grant_id TEXT;
        ALTER TABLE federation_link_attempts ADD COLUMN return_path TEXT;
      `);
    },
  },
  {
    // docs/organisations.md, "Onboarding" and "Request access".
    // tenants.onboarding_organisation: the tenant asks its people, as a step of onboarding, to
    // create or join an organisation (off by default).
    // organisation_access_requests: a signed-in person asks an organisation (named by its slug)
    // to let them in; its owners and admins approve or decline. One pending request per person
    // and organisation; rows go with the organisation or the account.
    name: 'organisations: onboarding step, access requests',
    up: (db) => {
      db.exec(`
        ALTER TABLE tenants ADD COLUMN onboarding_organisation INTEGER NOT NULL DEFAULT 0
          CHECK (onboarding_organisation IN (0, 1));

        CREATE TABLE organisation_access_requests (
          id              TEXT PRIMARY KEY,
          organisation_id TEXT NOT NULL REFERENCES organisations (id) ON DELETE CASCADE,
          user_id         TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
          created_at      TEXT NOT NULL,
          decided_at      TEXT,
          decision        TEXT CHECK (decision IN ('approved', 'declined')),
          decided_by      TEXT REFERENCES users (id) ON DELETE SET NULL
        ) STRICT;
        CREATE UNIQUE INDEX organisation_access_requests_pending
          ON organisation_access_requests (organisation_id, user_id) WHERE decided_at IS NULL;
      `);
    },
  },
  {
    // Enterprise SSO (docs/enterprise-sso.md, "What the tokens say").
    // sso_connections.trust_idp_mfa: the organisation trusts what its IdP states about how the
    // person signed in there (carried into the amr; a multi-factor statement is the second step).
    // saml_results.amr: that statement, mapped to RFC 8176 values, kept with the validated result
    // until its same-site continuation.
    // session_devices.provider_id: the provider's or connection's id behind a federated session
    // (the name alone can change): turning enforcement on keeps the sessions of the
    // organisation's own connection and ends the others.
    name: 'enterprise sso: trusted IdP statements, the connection behind a session',
    up: (db) => {
      db.exec(`
        ALTER TABLE sso_connections ADD COLUMN trust_idp_mfa INTEGER NOT NULL DEFAULT 0
          CHECK (trust_idp_mfa IN (0, 1));
        ALTER TABLE saml_results ADD COLUMN amr TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(amr));
        ALTER TABLE session_devices ADD COLUMN provider_id TEXT;
      `);
    },
  },
  {
    // tenants.identifier_first: the tenant's sign-in page starts with the e-mail address alone
    // (docs/sign-in.md, "Identifier first"); off by default, the full form.
    name: 'tenants: identifier-first sign-in',
    up: (db) => {
      db.exec(`
        ALTER TABLE tenants ADD COLUMN identifier_first INTEGER NOT NULL DEFAULT 0
          CHECK (identifier_first IN (0, 1));
      `);
    },
  },
  {
    // Enterprise SSO's test sign-in (docs/enterprise-sso.md, "Test sign-in"): sso_tests holds an
    // admin's test request (its RelayState `state`, the AuthnRequest id it must answer, who
    // started it and from which session) until its answer, then the result until that admin's
    // app claims it under `result_key`; sso_connections.last_test is the last claimed result.
    name: 'enterprise sso: test sign-in',
    up: (db) => {
      db.exec(`
        CREATE TABLE sso_tests (
          state         TEXT PRIMARY KEY,
          request_id    TEXT NOT NULL,
          connection_id TEXT NOT NULL REFERENCES sso_connections (id) ON DELETE CASCADE,
          user_id       TEXT NOT NULL,
          grant_id      TEXT,
          return_to     TEXT NOT NULL,
          result        TEXT CHECK (result IS NULL OR json_valid(result)),
          result_key    TEXT UNIQUE,
          created_at    INTEGER NOT NULL
        ) STRICT;
        ALTER TABLE sso_connections ADD COLUMN last_test TEXT
          CHECK (last_test IS NULL OR json_valid(last_test));
      `);
    },
  },
  {
    // The test sign-in of an OpenID Connect connection (docs/enterprise-sso.md, "Test sign-in"):
    // its request_id is the nonce the ID token must carry, code_verifier its PKCE verifier (a
    // SAML test has none).
    name: 'enterprise sso: oidc test sign-in',
    up: (db) => {
      db.exec('ALTER TABLE sso_tests ADD COLUMN code_verifier TEXT');
    },
  },
];

export function schemaVersion(db: Db): number {
  return db.pragma('user_version', { simple: true }) as number;
}

/** Runs the migrations not yet applied, each in its own transaction. Returns the new version. */
export function migrate(db: Db, list: readonly Migration[] = migrations): number {
  const current = schemaVersion(db);
  if (current > list.length) {
    throw new Error(
      `Database schema version ${current} is newer than this code knows (${list.length}); ` +
        'run `npm run dev-api:reset` to recreate it',
    );
  }
  for (let version = current + 1; version <= list.length; version++) {
    const migration = list[version - 1]!;
    db.transaction(() => {
      migration.up(db);
      // user_version lives in the file header, so it commits or rolls back with the migration.
      db.pragma(`user_version = ${version}`);
    })();
  }
  return schemaVersion(db);
}

/** Opens (creating if needed) and migrates the database. */
export function openDatabase(file: string): Db {
  if (file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true });
  const db = new Database(file);
  try {
    db.pragma('journal_mode = WAL');
    db.pragma('foreign_keys = ON');
    // The reset script and a running server may touch the file at the same time.
    db.pragma('busy_timeout = 5000');
    migrate(db);
  } catch (error) {
    db.close();
    throw error;
  }
  return db;
}

/** Deletes every row of every table, in one transaction (the schema stays). */
export function wipeAllData(db: Db): void {
  const tables = db
    .prepare<[], { name: string }>(
      "SELECT name FROM sqlite_schema WHERE type = 'table' AND name NOT LIKE 'sqlite_%'",
    )
    .all();
  db.transaction(() => {
    // Checked at commit, when every table is empty, so the delete order does not matter.
    db.pragma('defer_foreign_keys = ON');
    for (const { name } of tables) db.exec(`DELETE FROM "${name.replaceAll('"', '""')}"`);
  })();
}

/** Removes a database file and its WAL side files. */
export function deleteDatabaseFiles(file: string): void {
  if (file === ':memory:') return;
  for (const suffix of ['', '-wal', '-shm']) fs.rmSync(file + suffix, { force: true });
}

export function nowIso(): string {
  return new Date().toISOString();
}
