// Seed data for development and tests (README, "The two commands").
import { randomUUID } from 'node:crypto';
import { nowIso, wipeAllData, type Db } from '../platform/db.ts';
import { hashPassword } from '../platform/passwords.ts';
import { recordConsents } from '../consents/store.ts';
import { insertUser } from '../accounts/store.ts';
import { breachedDemoUser, seedAbuseSettings } from '../abuse/settings.ts';

export interface SeedTenant {
  id: string;
  name: string;
  primaryColor: string | null;
  logoFile: string;
  logoDarkFile: string;
  /** Its users must set up two-step verification (GET /users/me/two-step says `required`). */
  requireTwoStep: boolean;
  /**
   * What the tenant puts in its sign-up links (`?whitelabel=<id>&join=<code>`): a sign-up joins
   * the tenant only with it. Fixed here so the README's demo links keep working after a reset.
   */
  joinCode: string;
  /** Minutes without input after which its people are signed out (null: never). */
  idleTimeoutMinutes: number | null;
  /** Its terms and privacy notice: here the development stand-ins (dev/routes.ts). */
  termsUrl: string | null;
  privacyUrl: string | null;
}

export const seedTenants: readonly SeedTenant[] = [
  {
    id: 'acme',
    name: 'Acme',
    primaryColor: '#C2410C',
    logoFile: 'acme.svg',
    logoDarkFile: 'acme-dark.svg',
    requireTwoStep: false,
    joinCode: 'acme-demo-join',
    idleTimeoutMinutes: null,
    termsUrl: '/dev/documents/acme/terms',
    privacyUrl: '/dev/documents/acme/privacy',
  },
  {
    id: 'globex',
    name: 'Globex',
    primaryColor: '#0F766E',
    logoFile: 'globex.svg',
    logoDarkFile: 'globex-dark.svg',
    // A tenant that requires two-step verification, to develop and test that path against.
    requireTwoStep: true,
    joinCode: 'globex-demo-join',
    // A bank-like tenant: signed out after 15 minutes without activity (docs/session-care.md).
    idleTimeoutMinutes: 15,
    termsUrl: '/dev/documents/globex/terms',
    privacyUrl: '/dev/documents/globex/privacy',
  },
  {
    // A tenant whose people work in teams: its onboarding asks them to create or join an
    // organisation (docs/organisations.md, "Onboarding"). Its own tenant, so that the other
    // demo tenants' onboarding (walked by many browser tests) stays as it is.
    id: 'initech',
    name: 'Initech',
    primaryColor: '#4338CA',
    logoFile: 'initech.svg',
    logoDarkFile: 'initech-dark.svg',
    requireTwoStep: false,
    joinCode: 'initech-demo-join',
    idleTimeoutMinutes: null,
    termsUrl: null,
    privacyUrl: null,
  },
];

export const demoUser = {
  email: 'demo@example.com',
  password: 'Demo-Passw0rd!',
  name: 'Demo User',
  locale: 'en',
  tenantId: 'acme',
} as const;

function insertSeedRows(db: Db, demoPasswordHash: string, breachedDemoHash: string): void {
  const now = nowIso();
  const insertTenant = db.prepare(
    `INSERT INTO tenants (id, name, primary_color, logo_file, logo_dark_file, require_two_step,
                          join_code, idle_timeout_minutes, terms_url, privacy_url, created_at)
     VALUES (@id, @name, @primaryColor, @logoFile, @logoDarkFile, @requireTwoStep, @joinCode,
             @idleTimeoutMinutes, @termsUrl, @privacyUrl, @createdAt)`,
  );
  for (const tenant of seedTenants) {
    insertTenant.run({ ...tenant, requireTwoStep: tenant.requireTwoStep ? 1 : 0, createdAt: now });
  }
  // A role of acme's own for its organisations, beside owner/admin/member (docs/organisations.md).
  db.prepare(`UPDATE tenants SET organisation_roles = '["billing"]' WHERE id = 'acme'`).run();
  // Initech asks for an organisation during onboarding (docs/organisations.md, "Onboarding").
  db.prepare(`UPDATE tenants SET onboarding_organisation = 1 WHERE id = 'initech'`).run();
  // And its sign-in page starts with the e-mail address alone (docs/sign-in.md, "Identifier
  // first"): initech, whose sign-in no other browser test walks through the form.
  db.prepare(`UPDATE tenants SET identifier_first = 1 WHERE id = 'initech'`).run();
  // Globex (a bank-like tenant) starts "Keep me signed in" unchecked (docs/session-care.md).
  db.prepare(`UPDATE tenants SET keep_signed_in_default = 0 WHERE id = 'globex'`).run();
  // The tenant that chose Turnstile, and the demo tenants' abuse-protection choices.
  seedAbuseSettings(db, now, breachedDemoHash);
  // Acme lets its people sign in with a mailed code (docs/passwordless.md); Globex does not.
  db.prepare("UPDATE tenants SET email_codes = 1 WHERE id = 'acme'").run();

  const demoId = randomUUID();
  insertUser(db, {
    id: demoId,
    email: demoUser.email,
    name: demoUser.name,
    passwordHash: demoPasswordHash,
    locale: demoUser.locale,
    tenantId: demoUser.tenantId,
    confirmedAt: now,
    onboardingCompleted: true,
    createdAt: now,
  });
  // The demo user signed up and finished onboarding, so it accepted the terms and privacy notice.
  recordConsents(db, demoId, 'sign_up');
}

/** Inserts the seed rows into an empty database. */
export async function seed(db: Db): Promise<void> {
  // Hash before opening the transaction: scrypt is async and a transaction must not await.
  const hash = await hashPassword(demoUser.password);
  const breachedHash = await hashPassword(breachedDemoUser.password);
  db.transaction(() => insertSeedRows(db, hash, breachedHash))();
}

/** Seeds only a database with no tenants yet (a fresh file). Returns whether it seeded. */
export async function seedIfEmpty(db: Db): Promise<boolean> {
  const row = db.prepare<[], { count: number }>('SELECT count(*) AS count FROM tenants').get();
  if (row && row.count > 0) return false;
  await seed(db);
  return true;
}

/** Wipes every table and re-seeds, atomically, on an open database (POST /dev/reset). */
export async function resetData(db: Db): Promise<void> {
  const hash = await hashPassword(demoUser.password);
  const breachedHash = await hashPassword(breachedDemoUser.password);
  db.transaction(() => {
    wipeAllData(db);
    insertSeedRows(db, hash, breachedHash);
  })();
}
