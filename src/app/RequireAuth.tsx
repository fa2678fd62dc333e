import { Suspense, useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { usePaths } from '../config/ConfigContext';
import { Loading } from '../ui/Loading';
import { returnToQuery } from '../session/return-path';
import { useSession } from '../session/SessionContext';
import { lazyScreen } from './screens';
import { signedInParts } from './signed-in-parts';

// Already there when preloaded (screens.ts, `preloadScreen`): then it renders without suspending.
const SignedInGates = lazyScreen(signedInParts.gates);

/** A guarded route: signed-out users go to `unauthorized`, keeping where they were going. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { status, dormant, wake } = useSession();
  const paths = usePaths();
  const location = useLocation();
  useEffect(() => {
    if (dormant) wake();
  }, [dormant, wake]);
  if (status === 'loading' || dormant) return <Loading />;
  if (status === 'anonymous') {
    return <Navigate replace to={`${paths.unauthorized}${returnToQuery(location)}`} />;
  }
  return (
    <Suspense fallback={<Loading />}>
      <SignedInGates>{children}</SignedInGates>
    </Suspense>
  );
}
