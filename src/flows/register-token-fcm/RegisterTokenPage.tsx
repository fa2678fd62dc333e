import { useEffect, useState } from 'react';
import { defineMessages } from 'react-intl';
import { useLocation, useNavigate } from 'react-router-dom';
import { useApi } from '../../api/ApiContext';
import { errorMessage } from '../../api/error-messages';
import { registerPushToken, type PushPlatform } from '../../api/users';
import { useConfig } from '../../config/ConfigContext';
import { QUERY_HREF } from '../../config/constants';
import { href } from '../../config/paths';
import { useOncePerKey } from '../../lib/use-once-per-key';
import { Loading } from '../../ui/Loading';
import { ActionButton, StatusScreen } from '../../ui/StatusScreen';

const messages = defineMessages({
  registering: {
    id: 'push.registering',
    defaultMessage: 'Turning on notifications for this device…',
  },
  createdTitle: { id: 'push.created.title', defaultMessage: 'Notifications are on' },
  createdText: {
    id: 'push.created.text',
    defaultMessage: 'This device will now receive notifications.',
  },
  knownTitle: { id: 'push.known.title', defaultMessage: 'Already registered' },
  knownText: {
    id: 'push.known.text',
    defaultMessage: 'This device was already set up to receive notifications.',
  },
  missingTitle: { id: 'push.missing.title', defaultMessage: 'Nothing to register' },
  missingText: {
    id: 'push.missing.text',
    defaultMessage: 'This link did not include a device token, so nothing was changed.',
  },
  failedTitle: { id: 'push.failed.title', defaultMessage: 'Notifications could not be turned on' },
  continue: { id: 'push.continue', defaultMessage: 'Continue' },
  retry: { id: 'push.retry', defaultMessage: 'Try again' },
});

const PLATFORMS = new Set<PushPlatform>(['android', 'ios', 'web']);
/** How long the result stays on screen before the app continues by itself. */
const CONTINUE_AFTER_MS = 1500;

type State =
  | { kind: 'pending' }
  | { kind: 'done'; created: boolean }
  | { kind: 'missing' }
  | { kind: 'failed'; error: unknown };

/**
 * `register-token-fcm?token=&platform=&href=` (DESIGN §6.7): a native app's web view hands over
 * its push token; the token is registered (idempotently), then the user continues to `href` by
 * the redirect screen's rules.
 */
export default function RegisterTokenPage() {
  const api = useApi();
  const navigate = useNavigate();
  const { basePath } = useConfig();
  const params = new URLSearchParams(useLocation().search);
  const token = params.get('token');
  const requested = params.get('platform') as PushPlatform | null;
  // A token without a platform comes from a browser, as far as we can tell.
  const platform: PushPlatform = requested && PLATFORMS.has(requested) ? requested : 'web';
  const target = params.get(QUERY_HREF);
  const [state, setState] = useState<State>(token ? { kind: 'pending' } : { kind: 'missing' });
  const [attempt, setAttempt] = useState(0);

  useOncePerKey(token && `${token}#${attempt}`, () => {
    if (!token) return;
    registerPushToken(api, token, platform).then(
      (result) => setState({ kind: 'done', created: result.created }),
      (error: unknown) => setState({ kind: 'failed', error }),
    );
  });

  const proceed = () => {
    const query = target === null ? '' : `?${new URLSearchParams({ [QUERY_HREF]: target })}`;
    navigate(target === null ? href(basePath, 'home') : `${href(basePath, 'redirect')}${query}`, {
      replace: true,
    });
  };

  const done = state.kind === 'done' || state.kind === 'missing';
  useEffect(() => {
    if (!done) return;
    const timer = window.setTimeout(proceed, CONTINUE_AFTER_MS);
    return () => window.clearTimeout(timer);
  });

  switch (state.kind) {
    case 'pending':
      return <Loading label={messages.registering} />;
    case 'failed':
      return (
        <StatusScreen
          title={messages.failedTitle}
          text={errorMessage(state.error)}
          action={<ActionButton label={messages.retry} onClick={() => setAttempt((n) => n + 1)} />}
        />
      );
    case 'missing':
      return (
        <StatusScreen
          title={messages.missingTitle}
          text={messages.missingText}
          action={<ActionButton label={messages.continue} onClick={proceed} />}
        />
      );
    case 'done':
      return (
        <StatusScreen
          title={state.created ? messages.createdTitle : messages.knownTitle}
          text={state.created ? messages.createdText : messages.knownText}
          action={<ActionButton label={messages.continue} onClick={proceed} />}
        />
      );
  }
}
