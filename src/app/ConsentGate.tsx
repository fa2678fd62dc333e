import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useApi } from '../api/ApiContext';
import { consentsSettled, getPendingConsents, settleConsents } from '../api/consents';
import { useResource } from '../api/use-resource';
import { useConfig, usePaths } from '../config/ConfigContext';
import { QUERY_SETUP, SETUP_REQUIRED } from '../config/constants';
import { passesGate } from '../config/paths';
import { returnToQuery } from '../session/return-path';
import { useSession } from '../session/SessionContext';
import { Loading } from '../ui/Loading';

/**
 * When the terms or the privacy notice has a newer version than the user accepted, they are
 * asked to accept it (the `terms` screen) before any other guarded screen, and come back to
 * where they were going. Onboarding, which records the versions in force itself, and a
 * tenant's required two-step setup (TwoStepGate, first) are not held up. A failed check lets
 * the user through: the API keeps the record (docs/your-data.md, "Consents").
 */
export function ConsentGate({ children }: { children: ReactNode }) {
  const held = useConsentGate();
  return held ? held.show : children;
}

/** The gate's decision: what to show instead of the screen (`show`), or null to go on. */
export function useConsentGate(): { show: ReactNode } | null {
  const api = useApi();
  const paths = usePaths();
  const { basePath } = useConfig();
  const location = useLocation();
  const { pathname, search } = location;
  const { profile, profileError, authentication } = useSession();
  // The ID token's subject, known with the token: the question goes out beside the profile's
  // (and the two-step gate's); the decision still waits for the profile (onboarding, below).
  const sub = authentication?.sub ?? profile?.sub ?? null;
  // The terms screen and onboarding skip it (the route manifest's `skips`, config/paths.ts), and
  // so does the two-step setup a tenant requires.
  const exempt =
    !passesGate(basePath, pathname, 'consent') ||
    (pathname === paths.security &&
      new URLSearchParams(search).get(QUERY_SETUP) === SETUP_REQUIRED) ||
    profile?.onboardingCompleted === false;
  const known = sub !== null && consentsSettled(sub);
  // Whether anything waits for acceptance, asked once per subject.
  const verdict = useResource(sub && !known && !exempt ? sub : null, async (signal, subject) => {
    const pending = await getPendingConsents(api, signal);
    if (pending.length === 0) settleConsents(subject);
    return pending.length > 0;
  });
  // No profile to go by (its screen explains why): nothing to decide here.
  if (exempt || known || (!profile && profileError)) return null;
  if (!sub || !profile || (verdict.data === null && !verdict.error)) return { show: <Loading /> };
  if (verdict.data) {
    return { show: <Navigate replace to={`${paths.terms}${returnToQuery(location)}`} /> };
  }
  return null;
}
