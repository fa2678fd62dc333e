import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { usePaths } from '../config/ConfigContext';
import { Loading } from '../ui/Loading';
import { PasskeyOfferSlot } from './PasskeyOfferSlot';
import { ConsentGate } from './ConsentGate';
import { TwoStepGate } from './TwoStepGate';
import { returnToQuery } from '../session/return-path';
import { useSession } from '../session/SessionContext';

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
    <TwoStepGate>
      <ConsentGate>
        <PasskeyOfferSlot>{children}</PasskeyOfferSlot>
      </ConsentGate>
    </TwoStepGate>
  );
}
