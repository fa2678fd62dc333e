import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useConfig } from '../config/ConfigContext';
import { href } from '../config/paths';
import { returnToQuery } from './return-path';
import { useSession } from './SessionContext';

/** When the API refuses the user (401 after renewal, or 403), go to `unauthorized` or `forbidden`. */
export function AuthFailureRedirect() {
  const { authFailure, clearAuthFailure } = useSession();
  const { basePath } = useConfig();
  const navigate = useNavigate();
  const location = useLocation();
  useEffect(() => {
    if (!authFailure) return;
    clearAuthFailure();
    if (authFailure === 'forbidden') navigate(href(basePath, 'forbidden'), { replace: true });
    else navigate(`${href(basePath, 'unauthorized')}${returnToQuery(location)}`, { replace: true });
  }, [authFailure, clearAuthFailure, basePath, navigate, location]);
  return null;
}
