import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';

const TOKEN_PARAM = 'token';

/**
 * The single-use `?token=` of a mail link, read once and then dropped from the address bar
 * (a history replace that keeps every other parameter, `whitelabel` included): a reload, a
 * screenshot, a shared URL or the Referer of a later request no longer carries it. The token
 * stays in state for the screen's lifetime; a link opened over it (a new token) replaces it.
 */
export function useLinkToken(): string | null {
  const location = useLocation();
  const navigate = useNavigate();
  const fromUrl = new URLSearchParams(location.search).get(TOKEN_PARAM);
  const [token, setToken] = useState(fromUrl);
  if (fromUrl !== null && fromUrl !== token) setToken(fromUrl);

  useEffect(() => {
    const params = new URLSearchParams(location.search);
    if (!params.has(TOKEN_PARAM)) return;
    params.delete(TOKEN_PARAM);
    const search = params.toString();
    navigate(
      { search: search ? `?${search}` : '', hash: location.hash },
      { replace: true, state: location.state },
    );
  }, [location, navigate]);

  return token;
}
