import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { usePaths } from '../config/ConfigContext';
import { returnToQuery } from '../session/return-path';
import { useSession } from '../session/SessionContext';

/** When the API refuses the user (401 after renewal, or 403), go to `unauthorized` or `forbidden`. */
export function AuthFailureRedirect() {
  const { authFailure, clearAuthFailure } = useSession();
  const paths = usePaths();
  const navigate = useNavigate();
  const location = useLocation();
  useEffect(() => {
    if (!authFailure) return;
    const target = paths[authFailure];
    // Cleared only once its screen is shown: a navigation still in flight (a screen's code
    // loading) must not be overtaken by another screen's forward.
    if (location.pathname === target) clearAuthFailure();
    else if (authFailure === 'forbidden') navigate(target, { replace: true });
    else navigate(`${target}${returnToQuery(location)}`, { replace: true });
  }, [authFailure, clearAuthFailure, paths, navigate, location]);
  return null;
}
