import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useApi } from '../api/ApiContext';
import { getTwoStep } from '../api/security';
import { useResource } from '../api/use-resource';
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
  const held = useTwoStepGate();
  return held ? held.show : children;
}

/**
 * The gate's decision: what to show instead of the screen (`show`), or null to go on. A hook, so
 * that SignedInGates asks it beside the next gate's, not after its answer.
 */
export function useTwoStepGate(): { show: ReactNode } | null {
  const api = useApi();
  const paths = usePaths();
  const { basePath } = useConfig();
  const { pathname } = useLocation();
  const { profile, profileError, authentication } = useSession();
  // The ID token's subject, known with the token: the question goes out beside the profile's.
  const sub = authentication?.sub ?? profile?.sub ?? null;
  // The setup itself (the route manifest's `skips`, config/paths.ts).
  const onSetup = !passesGate(basePath, pathname, 'two-step');
  const known = sub !== null && settled.has(sub);
  // Whether the tenant requires a setup this user has not done, asked once per subject.
  const verdict = useResource(sub && !known && !onSetup ? sub : null, async (signal, subject) => {
    const status = await getTwoStep(api, signal);
    const setUp = status.required && !status.enabled;
    if (!setUp) settled.add(subject);
    return setUp;
  });
  // No profile to go by (its screen explains why): nothing to decide here.
  if (onSetup || known || (!profile && profileError)) return null;
  if (!sub || (verdict.data === null && !verdict.error)) return { show: <Loading /> };
  if (verdict.data) {
    return {
      show: <Navigate replace to={`${paths.security}?${QUERY_SETUP}=${SETUP_REQUIRED}`} />,
    };
  }
  return null;
}
