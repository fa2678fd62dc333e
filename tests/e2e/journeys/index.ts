import { coreJourneys } from './core';
import { enterpriseSsoJourneys } from './enterprise-sso';
import { federationJourneys } from './federation';
import { passwordlessJourneys } from './passwordless';
import { organisationJourneys } from './organisations';
import type { Journey } from './tools';

export * from './tools';

/**
 * Every journey, one file per capability: the accessibility tests (../a11y.spec.ts) check each
 * capture in both themes and all languages, and `npm run screenshots` photographs them.
 */
export const journeys: Record<string, Journey> = {
  ...coreJourneys,
  ...enterpriseSsoJourneys,
  ...federationJourneys,
  ...passwordlessJourneys,
  ...organisationJourneys,
};
