import { FormattedMessage } from 'react-intl';
import { errorMessage } from '../../api/error-messages';
import { useSession } from '../../session/SessionContext';
import { useDeviceName } from '../../ui/device-name';
import { Loading } from '../../ui/Loading';
import { Actions, Screen, Text } from '../../ui/Screen';
import { ActionButton, StatusScreen } from '../../ui/StatusScreen';
import { confirmText, messages, signedInAs } from './messages';
import type { RegisterTokenState } from './register-token-machine';
import { useRegisterToken } from './use-register-token';
import * as common from '../../i18n/common-messages';

/** The API's refusals of the token itself (its `error` codes): trying again changes nothing. */
const refusals = {
  validation: messages.refused,
  payload_too_large: messages.refused,
  push_token_taken: messages.taken,
};

/** The screens that only explain, with Continue as their one way on. */
const explained = {
  missing: { title: messages.missingTitle, text: messages.missingText },
  denied: { title: messages.deniedTitle, text: messages.deniedText },
  unsupported: { title: messages.unsupportedTitle, text: messages.unsupportedText },
} satisfies Partial<Record<RegisterTokenState['kind'], object>>;

/**
 * `register-token-fcm?token=&platform=&href=` (docs/architecture.md, "Push tokens"): a native
 * app's web view hands over its push token; the page names the account and this device, and the
 * token is registered only when the signed-in user presses Turn on (anyone can send such a link
 * with their own device's token), then the user continues to `href` by the redirect screen's
 * rules. Without a token, where Firebase Messaging is
 * configured, the user may turn on this browser's notifications; the permission prompt comes only
 * from their click. The states and their transitions: register-token-machine.ts.
 */
export default function RegisterTokenPage() {
  const { state, send } = useRegisterToken();
  const continueButton = (
    <ActionButton label={messages.continue} onClick={() => send({ type: 'continue' })} />
  );

  switch (state.kind) {
    case 'confirm':
      return <ConfirmRegistration send={send} />;
    case 'registering':
      return <Loading label={messages.registering} />;
    case 'asking':
      return <Loading label={messages.asking} />;
    case 'leaving':
      return null;
    case 'offer':
      return (
        <StatusScreen
          title={messages.webTitle}
          text={messages.webText}
          action={
            <>
              <ActionButton label={messages.webEnable} onClick={() => send({ type: 'ask' })} />
              <ActionButton
                secondary
                label={common.notNow}
                onClick={() => send({ type: 'continue' })}
              />
            </>
          }
        />
      );
    case 'failed':
      return (
        <StatusScreen
          title={messages.failedTitle}
          text={errorMessage(state.error, refusals)}
          action={
            <>
              <ActionButton label={common.tryAgain} onClick={() => send({ type: 'retry' })} />
              <ActionButton
                secondary
                label={common.notNow}
                onClick={() => send({ type: 'continue' })}
              />
            </>
          }
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
    default:
      return <StatusScreen {...explained[state.kind]} action={continueButton} />;
  }
}

/** Names the account and this device (bowser's known names only), and registers on the press. */
function ConfirmRegistration({ send }: { send: ReturnType<typeof useRegisterToken>['send'] }) {
  const { profile } = useSession();
  const deviceName = useDeviceName({ unknown: messages.unknownDevice, line: common.deviceLine });
  return (
    <Screen centered title={<FormattedMessage {...messages.confirmTitle} />}>
      <Text>
        <FormattedMessage {...confirmText} values={{ device: deviceName(navigator.userAgent) }} />
      </Text>
      {profile ? (
        <Text>
          <FormattedMessage {...signedInAs} values={{ email: profile.email }} />
        </Text>
      ) : null}
      <Text>
        <FormattedMessage {...messages.confirmWarning} />
      </Text>
      <Actions>
        <ActionButton label={messages.webEnable} onClick={() => send({ type: 'confirm' })} />
        <ActionButton secondary label={common.notNow} onClick={() => send({ type: 'continue' })} />
      </Actions>
    </Screen>
  );
}
