import { test as base, expect, type Page } from '@playwright/test';
import { recordCspViolations, type CspViolation } from './csp';
import { openSignedIn, type Credentials } from './signed-in';

/** The seeded demo user (dev-api/src/dev/seed.ts). */
export const demo = { email: 'demo@example.com', password: 'Demo-Passw0rd!', name: 'Demo User' };

export interface AccountOptions {
  /** Where the account routes live in this project: '' standalone, '/account' in the host demo. */
  accountBase: string;
  apiUrl: string;
}

export interface CspGuardOptions {
  /** Only for a test that causes a violation on purpose (and asserts on `cspViolations`). */
  allowCspViolations: boolean;
}

/**
 * The tag of a test the `hosted` project does not repeat (playwright.config.ts, "What runs inside
 * the host"): its subject lies wholly in the account screens, the authority and the API, and
 * passes nothing the host provides (its page, router and base path, the federation runtime, the
 * `AuthProvider` it mounts, its config, its header). Such a test runs once, standalone.
 */
export const hostIndependent = { tag: '@host-independent' };

/** Opens `path` signed in as `account` (the demo user by default), in `page` (the test's page). */
export type SignedIn = (path: string, account?: Credentials, page?: Page) => Promise<void>;

export const test = base.extend<
  AccountOptions &
    CspGuardOptions & {
      accountPath: (route: string) => string;
      /** For a test whose subject comes after the sign-in (./signed-in.ts). */
      signedIn: SignedIn;
      cspViolations: CspViolation[];
    }
>({
  accountBase: ['', { option: true }],
  apiUrl: ['http://localhost:4000', { option: true }],
  accountPath: async ({ accountBase }, use) => {
    await use((route: string) => `${accountBase}/${route.replace(/^\//, '')}`);
  },
  signedIn: async ({ page, baseURL, accountBase, apiUrl }, use) => {
    await use((path, account = demo, on = page) =>
      openSignedIn(on, { origin: baseURL!, accountBase, apiUrl }, path, account),
    );
  },
  allowCspViolations: [false, { option: true }],
  // Every test, standalone and hosted, fails on any Content-Security-Policy violation (./csp).
  cspViolations: [
    async ({ context, allowCspViolations }, use) => {
      const violations = await recordCspViolations(context);
      await use(violations);
      if (!allowCspViolations) {
        expect(violations, 'Content-Security-Policy violations').toEqual([]);
      }
    },
    { auto: true },
  ],
});

export { expect };
