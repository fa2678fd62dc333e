import { useEffect, useState } from 'react';
import { useAccount } from '../../session/SessionContext';

/**
 * A button that starts a sign-in: busy from the press until the browser leaves for the
 * authority (a second press starts nothing), and `unreachable` when the authority could not be
 * reached, so the screen says so instead of nothing happening.
 */
export function useStartSignIn() {
  const { signIn } = useAccount();
  const [state, setState] = useState<'idle' | 'starting' | 'unreachable'>('idle');
  // Back from the authority, the page may come from the back-forward cache: not busy any more.
  useEffect(() => {
    const shown = (event: PageTransitionEvent) => event.persisted && setState('idle');
    window.addEventListener('pageshow', shown);
    return () => window.removeEventListener('pageshow', shown);
  }, []);
  const start = (returnTo?: string) => {
    if (state === 'starting') return;
    setState('starting');
    signIn(returnTo).catch(() => setState('unreachable'));
  };
  return { start, starting: state === 'starting', unreachable: state === 'unreachable' };
}
