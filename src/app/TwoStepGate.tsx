import { useEffect, useState, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useApi } from '../api/ApiContext';
import { getTwoStep } from '../api/security';
import { useConfig, usePaths } from '../config/ConfigContext';
import { QUERY_SETUP, SETUP_REQUIRED } from '../config/constants';
import { passesGate } from '../config/paths';
import { useSession } from '../session/SessionContext';
import { Loading } from '../ui/Loading';

/** Subjects known to need nothing (not required, or already on): asked once per page. */
const settled = new Set<string>();

/**
 * A tenant that requires two-step verification (`requireTwoStep`): its users who have not set it
 * up go to the setup right after signing in, before any other guarded screen. A failed check
 * lets them through: the API still refuses what the tenant forbids.
 */
export function TwoStepGate({ children }: { children: ReactNode }) {
  const api = useApi();
  const paths = usePaths();
  const { basePath } = useConfig();
  const { pathname } = useLocation();
  const { profile, profileError } = useSession();
  const sub = profile?.sub ?? null;
  const [verdict, setVerdict] = useState<{ sub: string; setUp: boolean } | null>(null);
  // The setup itself (the route manifest's `skips`, config/paths.ts).
  const onSetup = !passesGate(basePath, pathname, 'two-step');
  const known = sub !== null && settled.has(sub);
  useEffect(() => {
    if (!sub || known || onSetup) return;
    const controller = new AbortController();
    getTwoStep(api, controller.signal).then(
      (status) => {
        const setUp = status.required && !status.enabled;
        if (!setUp) settled.add(sub);
        setVerdict({ sub, setUp });
      },
      () => {
        if (!controller.signal.aborted) setVerdict({ sub, setUp: false });
      },
    );
    return () => controller.abort();
  }, [api, sub, known, onSetup]);
  // No profile to go by (its screen explains why): nothing to decide here.
  if (onSetup || known || (!profile && profileError)) return children;
  if (!sub || verdict?.sub !== sub) return <Loading />;
  if (verdict.setUp) {
    return <Navigate replace to={`${paths.security}?${QUERY_SETUP}=${SETUP_REQUIRED}`} />;
  }
  return children;
}
