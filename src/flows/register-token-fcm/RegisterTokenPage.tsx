import { useEffect, useState } from 'react';
import { defineMessages } from 'react-intl';
import { useLocation, useNavigate } from 'react-router-dom';
import { useApi } from '../../api/ApiContext';
import { errorMessage } from '../../api/error-messages';
import { registerPushToken, type PushPlatform } from '../../api/users';
import { useConfig } from '../../config/ConfigContext';
import { QUERY_HREF } from '../../config/constants';
import { href } from '../../config/paths';
import { useIntegrations } from '../../integrations/IntegrationsContext';
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
  webTitle: { id: 'push.web.title', defaultMessage: 'Get notifications in this browser?' },
  webText: {
    id: 'push.web.text',
    defaultMessage:
      'We can let you know about important activity on your account, such as a new sign-in. Your browser will ask for your permission.',
  },
  webEnable: { id: 'push.web.enable', defaultMessage: 'Turn on notifications' },
  webSkip: { id: 'push.web.skip', defaultMessage: 'Not now' },
  asking: { id: 'push.asking', defaultMessage: 'Waiting for your browser’s permission…' },
  deniedTitle: { id: 'push.denied.title', defaultMessage: 'Notifications are blocked' },
  deniedText: {
    id: 'push.denied.text',
    defaultMessage:
      'Your browser blocks notifications from this site. You can allow them in the site settings of your browser.',
  },
  unsupportedTitle: {
    id: 'push.unsupported.title',
    defaultMessage: 'Notifications are not available here',
  },
  unsupportedText: {
    id: 'push.unsupported.text',
    defaultMessage: 'This browser cannot receive notifications from us, so nothing was changed.',
  },
  continue: { id: 'push.continue', defaultMessage: 'Continue' },
  retry: { id: 'push.retry', defaultMessage: 'Try again' },
});

const PLATFORMS = new Set<PushPlatform>(['android', 'ios', 'web']);

/** What this browser allows before anyone clicks: offer only what can work (DESIGN §6.7). */
function webPushState(): State {
  if (typeof Notification === 'undefined' || !('serviceWorker' in navigator)) {
    return { kind: 'unsupported' };
  }
  return Notification.permission === 'denied' ? { kind: 'denied' } : { kind: 'offer' };
}
/** How long the result stays on screen before the app continues by itself. */
const CONTINUE_AFTER_MS = 1500;

type State =
  | { kind: 'pending' }
  | { kind: 'done'; created: boolean }
  | { kind: 'missing' }
  /** No token given, but this browser may get one from Firebase Messaging: ask first. */
  | { kind: 'offer' }
  | { kind: 'asking' }
  | { kind: 'denied' }
  | { kind: 'unsupported' }
  | { kind: 'failed'; error: unknown };

/**
 * `register-token-fcm?token=&platform=&href=` (DESIGN §6.7): a native app's web view hands over
 * its push token; the token is registered (idempotently), then the user continues to `href` by
 * the redirect screen's rules. Without a token, where Firebase Messaging is configured, the
 * user may turn on this browser's notifications: the permission prompt comes only from their
 * click (browsers penalise prompts nobody asked for), and the web token is registered the same way.
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
  const firebase = useIntegrations()?.firebase ?? null;
  const [state, setState] = useState<State>(() =>
    token ? { kind: 'pending' } : firebase ? webPushState() : { kind: 'missing' },
  );
  const [attempt, setAttempt] = useState(0);

  const register = (value: string, on: PushPlatform) =>
    registerPushToken(api, value, on).then(
      (result) => setState({ kind: 'done', created: result.created }),
      (error: unknown) => setState({ kind: 'failed', error }),
    );

  useOncePerKey(token && `${token}#${attempt}`, () => {
    if (token) void register(token, platform);
  });

  const enableWebPush = async () => {
    if (!firebase) return;
    setState({ kind: 'asking' });
    try {
      const result = await (await firebase()).getPushToken();
      if (result.kind === 'token') await register(result.token, 'web');
      else setState({ kind: result.kind });
    } catch (error) {
      setState({ kind: 'failed', error });
    }
  };

  const proceed = () => {
    const query = target === null ? '' : `?${new URLSearchParams({ [QUERY_HREF]: target })}`;
    navigate(target === null ? href(basePath, 'home') : `${href(basePath, 'redirect')}${query}`, {
      replace: true,
    });
  };

  // Continue by itself only after a registration or when there was nothing to do; a user who
  // must decide or read why it failed continues with the button.
  const done = state.kind === 'done' || state.kind === 'missing';
  useEffect(() => {
    if (!done) return;
    const timer = window.setTimeout(proceed, CONTINUE_AFTER_MS);
    return () => window.clearTimeout(timer);
  });

  const continueButton = <ActionButton label={messages.continue} onClick={proceed} />;
  switch (state.kind) {
    case 'pending':
      return <Loading label={messages.registering} />;
    case 'asking':
      return <Loading label={messages.asking} />;
    case 'offer':
      return (
        <StatusScreen
          title={messages.webTitle}
          text={messages.webText}
          action={
            <>
              <ActionButton label={messages.webEnable} onClick={() => void enableWebPush()} />
              <ActionButton secondary label={messages.webSkip} onClick={proceed} />
            </>
          }
        />
      );
    case 'denied':
      return (
        <StatusScreen
          title={messages.deniedTitle}
          text={messages.deniedText}
          action={continueButton}
        />
      );
    case 'unsupported':
      return (
        <StatusScreen
          title={messages.unsupportedTitle}
          text={messages.unsupportedText}
          action={continueButton}
        />
      );
    case 'failed':
      return (
        <StatusScreen
          title={messages.failedTitle}
          text={errorMessage(state.error)}
          action={
            <ActionButton
              label={messages.retry}
              onClick={() => (token ? setAttempt((n) => n + 1) : void enableWebPush())}
            />
          }
        />
      );
    case 'missing':
      return (
        <StatusScreen
          title={messages.missingTitle}
          text={messages.missingText}
          action={continueButton}
        />
      );
    case 'done':
      return (
        <StatusScreen
          title={state.created ? messages.createdTitle : messages.knownTitle}
          text={state.created ? messages.createdText : messages.knownText}
          action={continueButton}
        />
      );
  }
}
