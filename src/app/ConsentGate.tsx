import { useEffect, useState, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useApi } from '../api/ApiContext';
import { consentsSettled, getPendingConsents, settleConsents } from '../api/consents';
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
  const api = useApi();
  const paths = usePaths();
  const { basePath } = useConfig();
  const location = useLocation();
  const { pathname, search } = location;
  const { profile, profileError } = useSession();
  const sub = profile?.sub ?? null;
  const [verdict, setVerdict] = useState<{ sub: string; pending: boolean } | null>(null);
  // The terms screen and onboarding skip it (the route manifest's `skips`, config/paths.ts), and
  // so does the two-step setup a tenant requires.
  const exempt =
    !passesGate(basePath, pathname, 'consent') ||
    (pathname === paths.security &&
      new URLSearchParams(search).get(QUERY_SETUP) === SETUP_REQUIRED) ||
    profile?.onboardingCompleted === false;
  const known = sub !== null && consentsSettled(sub);
  useEffect(() => {
    if (!sub || known || exempt) return;
    const controller = new AbortController();
    getPendingConsents(api, controller.signal).then(
      (pending) => {
        if (pending.length === 0) settleConsents(sub);
        setVerdict({ sub, pending: pending.length > 0 });
      },
      () => {
        if (!controller.signal.aborted) setVerdict({ sub, pending: false });
      },
    );
    return () => controller.abort();
  }, [api, sub, known, exempt]);
  // No profile to go by (its screen explains why): nothing to decide here.
  if (exempt || known || (!profile && profileError)) return children;
  if (!sub || verdict?.sub !== sub) return <Loading />;
  if (verdict.pending) return <Navigate replace to={`${paths.terms}${returnToQuery(location)}`} />;
  return children;
}
