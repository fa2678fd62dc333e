import { useEffect } from 'react';
import { FormattedMessage, defineMessages } from 'react-intl';
import { useLocation, useNavigate } from 'react-router';
import { useSession } from '../../session/SessionContext';
import { Loading } from '../../ui/Loading';
import { ActionButton, StatusScreen } from '../../ui/StatusScreen';
import { useStartSignIn } from '../../features/session-actions/use-start-sign-in';
import * as common from '../../i18n/common-messages';

const messages = defineMessages({
  finishing: { id: 'callback.finishing', defaultMessage: 'Signing you in…' },
  failedTitle: { id: 'callback.failed.title', defaultMessage: 'Sign-in could not be completed' },
  failedText: {
    id: 'callback.failed.text',
    defaultMessage: 'Something interrupted the sign-in. Please try again.',
  },
  clockTitle: { id: 'callback.clock.title', defaultMessage: 'Check your device’s clock' },
  clockText: {
    id: 'callback.clock.text',
    defaultMessage:
      'We could not verify your sign-in because your device’s date or time seems wrong. Correct it, then try again.',
  },
  unreachableText: {
    id: 'callback.unreachable.text',
    defaultMessage:
      'We could not reach the sign-in service to finish signing you in. Check your connection, then try again.',
  },
});

/**
 * oidc-client-ts lets the browser's fetch failure through (a TypeError), or times out: the
 * authority did not answer the code exchange.
 */
function unreachable(error: Error | null): boolean {
  return error?.name === 'TypeError' || error?.name === 'ErrorTimeout';
}

/**
 * What the authority adds to our callback URL: code, state, session state and issuer, or an
 * error. A success drops them (the session engine, session/SessionEngine.ts); a failure must too, or the code
 * and state stay in the address bar, the history, a reload and whatever the user shares.
 */
const AUTH_RESPONSE_PARAMS = [
  'code',
  'state',
  'session_state',
  'iss',
  'error',
  'error_description',
  'error_uri',
];

/** The OIDC redirect target: the provider exchanges the code; this screen forwards or explains. */
export default function CallbackPage() {
  const { status, callbackError, authFailure, returnPath } = useSession();
  const retry = useStartSignIn();
  const navigate = useNavigate();
  const location = useLocation();
  const failed = status === 'anonymous';

  useEffect(() => {
    // A refusal from the API (403 on the profile, say) decides where the user goes instead.
    if (status !== 'signed-in' || authFailure) return;
    navigate(returnPath, { replace: true });
  }, [status, authFailure, returnPath, navigate]);

  useEffect(() => {
    // Only once the attempt is over: the library reads them from the URL while it runs.
    if (!failed) return;
    const params = new URLSearchParams(location.search);
    if (!AUTH_RESPONSE_PARAMS.some((name) => params.has(name))) return;
    for (const name of AUTH_RESPONSE_PARAMS) params.delete(name);
    const search = params.toString();
    // Replace: Back must not return to a callback URL that would run (and fail) again.
    navigate(
      { search: search ? `?${search}` : '', hash: location.hash },
      { replace: true, state: location.state },
    );
  }, [failed, location, navigate]);

  if (status === 'loading' || status === 'signed-in') return <Loading label={messages.finishing} />;

  // One way on, on a press: nothing here starts a sign-in by itself, so nothing loops.
  const clock = callbackError?.name === 'IdTokenTimeError';
  const text =
    retry.unreachable || unreachable(callbackError)
      ? messages.unreachableText
      : clock
        ? messages.clockText
        : messages.failedText;
  return (
    <StatusScreen
      title={clock ? messages.clockTitle : messages.failedTitle}
      text={
        <span role={retry.unreachable ? 'alert' : undefined}>
          <FormattedMessage {...text} />
        </span>
      }
      action={
        <ActionButton label={common.tryAgain} busy={retry.starting} onClick={() => retry.start()} />
      }
    />
  );
}
