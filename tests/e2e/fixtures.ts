import { test as base, expect } from '@playwright/test';
import { recordCspViolations, type CspViolation } from './csp';

export interface AccountOptions {
  /** Where the account routes live in this project: '' standalone, '/account' in the host demo. */
  accountBase: string;
  apiUrl: string;
}

export interface CspGuardOptions {
  /** Only for a test that causes a violation on purpose (and asserts on `cspViolations`). */
  allowCspViolations: boolean;
}

export const test = base.extend<
  AccountOptions &
    CspGuardOptions & {
      accountPath: (route: string) => string;
      cspViolations: CspViolation[];
    }
>({
  accountBase: ['', { option: true }],
  apiUrl: ['http://localhost:4000', { option: true }],
  accountPath: async ({ accountBase }, use) => {
    await use((route: string) => `${accountBase}/${route.replace(/^\//, '')}`);
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
