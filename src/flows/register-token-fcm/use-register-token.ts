import { useEffect, useReducer } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useApi } from '../../api/ApiContext';
import { registerPushToken, type PushPlatform } from '../../api/users';
import { usePaths } from '../../config/ConfigContext';
import { QUERY_HREF } from '../../config/constants';
import { useIntegrations } from '../../integrations/IntegrationsContext';
import { rawQueryParam } from '../../lib/query';
import { useOncePerKey } from '../../lib/use-once-per-key';
import {
  continuePath,
  continuesByItself,
  initialRegisterTokenState,
  registerTokenReducer,
  type PushToken,
  type RegisterTokenEvent,
  type RegisterTokenState,
  type WebPushSupport,
} from './register-token-machine';

const PLATFORMS = new Set<PushPlatform>(['android', 'ios', 'web']);

/** How long the result stays on screen before the app continues by itself. */
const CONTINUE_AFTER_MS = 1500;

/** What this browser allows before anyone clicks (docs/architecture.md, "Push tokens"). */
function webPushSupport(): WebPushSupport {
  if (typeof Notification === 'undefined' || !('serviceWorker' in navigator)) return 'unsupported';
  return Notification.permission === 'denied' ? 'denied' : 'offer';
}

function linkToken(search: string): PushToken | null {
  const params = new URLSearchParams(search);
  const token = params.get('token');
  if (!token) return null;
  const requested = params.get('platform') as PushPlatform | null;
  // A token without a platform comes from a browser, as far as we can tell.
  return { token, platform: requested && PLATFORMS.has(requested) ? requested : 'web' };
}

/**
 * Runs the register-token machine: registers a token when the state says so, asks the browser
 * only from the user's click (browsers penalise prompts nobody asked for), continues by itself
 * after a registration, and navigates once the user leaves.
 */
export function useRegisterToken(): {
  state: RegisterTokenState;
  send(event: RegisterTokenEvent): void;
} {
  const api = useApi();
  const navigate = useNavigate();
  const paths = usePaths();
  const { search } = useLocation();
  const firebase = useIntegrations()?.firebase ?? null;
  const [state, dispatch] = useReducer(registerTokenReducer, null, () =>
    initialRegisterTokenState(linkToken(search), firebase ? webPushSupport() : null),
  );

  const registering = state.kind === 'registering' ? state : null;
  useOncePerKey(registering && `${registering.push.token}#${registering.attempt}`, () => {
    if (!registering) return;
    const { token, platform } = registering.push;
    registerPushToken(api, token, platform).then(
      (result) => dispatch({ type: 'registered', created: result.created }),
      (error: unknown) => dispatch({ type: 'failed', error }),
    );
  });

  const autoContinue = continuesByItself(state);
  useEffect(() => {
    if (!autoContinue) return;
    const timer = window.setTimeout(() => dispatch({ type: 'continue' }), CONTINUE_AFTER_MS);
    return () => window.clearTimeout(timer);
  }, [autoContinue]);

  const leaving = state.kind === 'leaving';
  useEffect(() => {
    if (leaving)
      navigate(continuePath(paths, rawQueryParam(search, QUERY_HREF)), { replace: true });
  }, [leaving, navigate, paths, search]);

  const send = (event: RegisterTokenEvent) => {
    const next = registerTokenReducer(state, event);
    dispatch(event);
    // Still inside the click's handler: the permission prompt belongs to this user action.
    if (next.kind === 'asking' && state.kind !== 'asking' && firebase) {
      firebase()
        .then((services) => services.getPushToken())
        .then(
          (result) => dispatch({ type: 'browserAnswered', result }),
          (error: unknown) => dispatch({ type: 'failed', error }),
        );
    }
  };

  return { state, send };
}
