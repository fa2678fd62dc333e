import { useSession } from '../../session/SessionContext';

/** After a password change: the breached-password notice goes (./BreachedPasswordNotice.tsx). */
export function useBreachedPasswordChanged(): () => void {
  const { profile, setProfile } = useSession();
  return () => {
    if (profile?.passwordBreached) setProfile({ ...profile, passwordBreached: false });
  };
}
