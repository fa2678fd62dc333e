import { test as base, expect } from '@playwright/test';

export interface AccountOptions {
  /** Where the account routes live in this project: '' standalone, '/account' in the host demo. */
  accountBase: string;
  apiUrl: string;
}

export const test = base.extend<AccountOptions & { accountPath: (route: string) => string }>({
  accountBase: ['', { option: true }],
  apiUrl: ['http://localhost:4000', { option: true }],
  accountPath: async ({ accountBase }, use) => {
    await use((route: string) => `${accountBase}/${route.replace(/^\//, '')}`);
  },
});

export { expect };
