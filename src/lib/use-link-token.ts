import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { heldLinkToken, LINK_TOKEN_PARAM, releaseLinkToken } from './link-token';

/**
 * The single-use `?token=` of a mail link. The standalone app took it out of the address bar as
 * it started (src/lib/link-token.ts); one still in the URL (a host's page, an in-app navigation)
 * is dropped here by a history replace that keeps every other parameter, `whitelabel`
 * included. Either way a reload, a screenshot, a shared URL, analytics or the Referer of a later
 * request never carries it. The token stays in state for the screen's lifetime; a link opened
 * over it (a new token) replaces it.
 */
export function useLinkToken(): string | null {
  const location = useLocation();
  const navigate = useNavigate();
  const fromUrl =
    new URLSearchParams(location.search).get(LINK_TOKEN_PARAM) ?? heldLinkToken(location.pathname);
  const [token, setToken] = useState(fromUrl);
  if (fromUrl !== null && fromUrl !== token) setToken(fromUrl);

  useEffect(() => {
    releaseLinkToken();
    const params = new URLSearchParams(location.search);
    if (!params.has(LINK_TOKEN_PARAM)) return;
    params.delete(LINK_TOKEN_PARAM);
    const search = params.toString();
    navigate(
      { search: search ? `?${search}` : '', hash: location.hash },
      { replace: true, state: location.state },
    );
  }, [location, navigate]);

  return token;
}
