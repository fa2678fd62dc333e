// Abuse protection's settings: the deployment's (environment, server/config.ts) and each
// tenant's (table tenant_abuse_settings; docs/abuse-protection.md, "Settings").
import { randomUUID } from 'node:crypto';
import type { Db } from '../platform/db.ts';
import { recordConsents } from '../consents/store.ts';

export const CHALLENGE_PURPOSES = ['sign_up', 'password_reset', 'email_code', 'sign_in'] as const;
export type ChallengePurpose = (typeof CHALLENGE_PURPOSES)[number];
export type ChallengeKind = 'altcha' | 'turnstile' | 'hcaptcha';

export function isChallengePurpose(value: unknown): value is ChallengePurpose {
  return CHALLENGE_PURPOSES.includes(value as ChallengePurpose);
}

/** A CAPTCHA provider's endpoints: the server's siteverify and the browser's script. */
export interface CaptchaEndpoints {
  siteverifyUrl: string;
  scriptUrl: string;
}

export interface AbuseConfig {
  /** Off: nothing is challenged or checked, whatever the tenants chose (NO_ABUSE_PROTECTION). */
  enabled: boolean;
  /** Purposes that always need a challenge, for every tenant (tenants may add more). */
  purposes: readonly ChallengePurpose[];
  /** Sign-in asks for a challenge after failures for the account or from the address. */
  signInChallenge: boolean;
  altcha: {
    /** HMAC key the challenges are signed with (ALTCHA_HMAC_KEY). */
    hmacKey: string;
    /** The largest counter a first challenge hides (its cost doubles with each recent failure). */
    difficulty: number;
    /** How long a challenge may be solved and sent, in seconds. */
    ttlSeconds: number;
  };
  /** Have I Been Pwned's range API (`{rangeUrl}{5 hex}`); null: no breached-password check. */
  rangeUrl: string | null;
  /** The range API's time limit; past it the check lets the password through (and logs). */
  rangeTimeoutMs: number;
  /** Refuse disposable addresses at sign-up for every tenant (tenants may turn it on alone). */
  refuseDisposable: boolean;
  turnstile: CaptchaEndpoints;
  hcaptcha: CaptchaEndpoints;
  /** Siteverify's time limit; past it the token is refused (`failed`): it cannot be checked. */
  siteverifyTimeoutMs: number;
}

/** The development key (ALTCHA_HMAC_KEY unset): fine on localhost, never in production. */
export const DEV_ALTCHA_HMAC_KEY = 'dev-altcha-hmac-key-not-a-secret-0123456789';

export const REAL_CAPTCHA_ENDPOINTS = {
  turnstile: {
    siteverifyUrl: 'https://challenges.cloudflare.com/turnstile/v0/siteverify',
    scriptUrl: 'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit',
  },
  hcaptcha: {
    siteverifyUrl: 'https://api.hcaptcha.com/siteverify',
    scriptUrl: 'https://js.hcaptcha.com/1/api.js?render=explicit',
  },
} as const satisfies Record<'turnstile' | 'hcaptcha', CaptchaEndpoints>;

export const REAL_RANGE_URL = 'https://api.pwnedpasswords.com/range/';

/**
 * What an app built without abuse options protects: nothing, whatever the tenants chose (the
 * dev API's tests of other capabilities, which sign up, reset and sign in without a challenge;
 * `loadConfig` turns protection on for `npm start`, the browser tests and production, and
 * test/abuse.test.ts passes its own).
 */
export const NO_ABUSE_PROTECTION: AbuseConfig = {
  enabled: false,
  purposes: [],
  signInChallenge: false,
  altcha: { hmacKey: DEV_ALTCHA_HMAC_KEY, difficulty: 1000, ttlSeconds: 600 },
  rangeUrl: null,
  rangeTimeoutMs: 2000,
  refuseDisposable: false,
  turnstile: REAL_CAPTCHA_ENDPOINTS.turnstile,
  hcaptcha: REAL_CAPTCHA_ENDPOINTS.hcaptcha,
  siteverifyTimeoutMs: 5000,
};

export interface TenantAbuseSettings {
  kind: ChallengeKind;
  /** The provider's public site key (turnstile, hcaptcha). */
  siteKey: string | null;
  /** The provider's secret, for siteverify (never leaves the API). */
  secretKey: string | null;
  /** Purposes this tenant adds to the deployment's. */
  purposes: ChallengePurpose[];
  breachedCheck: boolean;
  refuseDisposable: boolean;
}

const DEFAULT_TENANT: TenantAbuseSettings = {
  kind: 'altcha',
  siteKey: null,
  secretKey: null,
  purposes: [],
  breachedCheck: true,
  refuseDisposable: false,
};

interface SettingsRow {
  challenge_kind: ChallengeKind;
  site_key: string | null;
  secret_key: string | null;
  purposes: string;
  breached_check: number;
  refuse_disposable: number;
}

/** A tenant's settings; an unknown id, null or a tenant without a row: the defaults. */
export function tenantAbuseSettings(db: Db, tenantId: unknown): TenantAbuseSettings {
  if (typeof tenantId !== 'string' || tenantId === '') return DEFAULT_TENANT;
  const row = db
    .prepare<[string], SettingsRow>(
      `SELECT challenge_kind, site_key, secret_key, purposes, breached_check, refuse_disposable
         FROM tenant_abuse_settings WHERE tenant_id = ?`,
    )
    .get(tenantId);
  if (!row) return DEFAULT_TENANT;
  return {
    kind: row.challenge_kind,
    siteKey: row.site_key,
    secretKey: row.secret_key,
    purposes: row.purposes.split(',').filter(isChallengePurpose),
    breachedCheck: row.breached_check === 1,
    refuseDisposable: row.refuse_disposable === 1,
  };
}

export function setTenantAbuseSettings(
  db: Db,
  tenantId: string,
  settings: Partial<TenantAbuseSettings>,
): void {
  const merged = { ...tenantAbuseSettings(db, tenantId), ...settings };
  db.prepare(
    `INSERT INTO tenant_abuse_settings
       (tenant_id, challenge_kind, site_key, secret_key, purposes, breached_check, refuse_disposable)
     VALUES (@tenantId, @kind, @siteKey, @secretKey, @purposes, @breachedCheck, @refuseDisposable)
     ON CONFLICT (tenant_id) DO UPDATE SET
       challenge_kind = excluded.challenge_kind, site_key = excluded.site_key,
       secret_key = excluded.secret_key, purposes = excluded.purposes,
       breached_check = excluded.breached_check, refuse_disposable = excluded.refuse_disposable`,
  ).run({
    tenantId,
    kind: merged.kind,
    siteKey: merged.siteKey,
    secretKey: merged.secretKey,
    purposes: merged.purposes.join(','),
    breachedCheck: merged.breachedCheck ? 1 : 0,
    refuseDisposable: merged.refuseDisposable ? 1 : 0,
  });
}

/**
 * Cloudflare's and hCaptcha's published test keys: always pass with the providers' own test
 * tokens, and the stand-ins (stand-ins/siteverify.ts) honour them the same way.
 */
export const TEST_KEYS = {
  turnstile: {
    siteKey: '1x00000000000000000000AA',
    secretKey: '1x0000000000000000000000000000000AA',
    failingSecretKey: '2x0000000000000000000000000000000AA',
  },
  hcaptcha: {
    siteKey: '10000000-ffff-ffff-ffff-000000000001',
    secretKey: '0x0000000000000000000000000000000000000000',
  },
} as const;

/**
 * The development tenant that chose Turnstile ("Umbrella", `?whitelabel=umbrella`), with the
 * test keys, and the demo tenants' choices: Acme and Umbrella challenge sign-up, recovery and
 * e-mail-code requests; Acme refuses disposable addresses. Called by the seed.
 */
/**
 * A demo account whose password is on every breach list (and on the stand-in's): signing in
 * with it shows the breached-password notice. Sign-up would refuse it; the seed puts it there.
 */
export const breachedDemoUser = {
  email: 'breached@example.com',
  password: 'Summer2024!',
  name: 'Breached Demo',
} as const;

export function seedAbuseSettings(db: Db, createdAt: string, breachedDemoHash: string): void {
  db.prepare(
    `INSERT INTO tenants (id, name, primary_color, logo_file, logo_dark_file, require_two_step,
                          join_code, created_at)
     VALUES ('umbrella', 'Umbrella', '#B91C1C', 'acme.svg', 'acme-dark.svg', 0,
             'umbrella-demo-join', ?)`,
  ).run(createdAt);
  const purposes: ChallengePurpose[] = ['sign_up', 'password_reset', 'email_code'];
  setTenantAbuseSettings(db, 'umbrella', {
    kind: 'turnstile',
    siteKey: TEST_KEYS.turnstile.siteKey,
    secretKey: TEST_KEYS.turnstile.secretKey,
    purposes,
  });
  setTenantAbuseSettings(db, 'acme', { purposes, refuseDisposable: true });
  const id = randomUUID();
  db.prepare(
    `INSERT INTO users (id, email, name, password_hash, locale, tenant_id, confirmed_at,
                        onboarding_completed, disabled, created_at)
     VALUES (?, ?, ?, ?, 'en', NULL, ?, 1, 0, ?)`,
  ).run(id, breachedDemoUser.email, breachedDemoUser.name, breachedDemoHash, createdAt, createdAt);
  recordConsents(db, id, 'sign_up');
}
