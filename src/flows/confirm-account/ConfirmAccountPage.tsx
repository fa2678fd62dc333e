import { useState } from 'react';
import { FormattedMessage, defineMessages } from 'react-intl';
import { useApi } from '../../api/ApiContext';
import { confirmAccount } from '../../api/accounts';
import { errorMessage } from '../../api/error-messages';
import { ApiError } from '../../api/errors';
import { useAccount } from '../../session/SessionContext';
import { useLinkToken } from '../../lib/use-link-token';
import { useOncePerKey } from '../../lib/use-once-per-key';
import { Loading } from '../../ui/Loading';
import { Screen, Text } from '../../ui/Screen';
import { ActionButton, StatusScreen } from '../../ui/StatusScreen';
import { ResendForm } from './ResendForm';

const messages = defineMessages({
  confirming: { id: 'confirm.confirming', defaultMessage: 'Confirming your e-mail address…' },
  okTitle: { id: 'confirm.ok.title', defaultMessage: 'Your account is ready' },
  okText: {
    id: 'confirm.ok.text',
    defaultMessage: 'Your e-mail address is confirmed. Sign in to continue.',
  },
  signIn: { id: 'confirm.signIn', defaultMessage: 'Sign in' },
  expiredTitle: { id: 'confirm.expired.title', defaultMessage: 'This link has expired' },
  expiredText: {
    id: 'confirm.expired.text',
    defaultMessage:
      'Confirmation links are valid for 24 hours. Enter your e-mail address and we will send a new one.',
  },
  usedTitle: { id: 'confirm.used.title', defaultMessage: 'This link was already used' },
  usedText: {
    id: 'confirm.used.text',
    defaultMessage:
      'Your account may already be confirmed: try signing in. If it is not, ask for a new link.',
  },
  invalidTitle: { id: 'confirm.invalid.title', defaultMessage: 'This link is not valid' },
  invalidText: {
    id: 'confirm.invalid.text',
    defaultMessage: 'Check that you opened the whole link from the e-mail, or ask for a new one.',
  },
  failedTitle: { id: 'confirm.failed.title', defaultMessage: 'We could not confirm your account' },
  retry: { id: 'confirm.retry', defaultMessage: 'Try again' },
});

type State =
  | { kind: 'pending' }
  | { kind: 'ok' }
  | { kind: 'expired' | 'used' | 'invalid' }
  | { kind: 'failed'; error: unknown };

const TOKEN_STATES: Record<string, 'expired' | 'used' | 'invalid'> = {
  token_expired: 'expired',
  token_used: 'used',
  token_invalid: 'invalid',
};

/** `confirm-account?token=`: confirms once, and explains every way a link can fail. */
export default function ConfirmAccountPage() {
  const api = useApi();
  const { signIn } = useAccount();
  const token = useLinkToken();
  const [state, setState] = useState<State>(token ? { kind: 'pending' } : { kind: 'invalid' });
  const [attempt, setAttempt] = useState(0);

  useOncePerKey(token && `${token}#${attempt}`, () => {
    if (!token) return;
    confirmAccount(api, token).then(
      () => setState({ kind: 'ok' }),
      (error: unknown) => {
        const code = error instanceof ApiError ? error.code : undefined;
        const known = code ? TOKEN_STATES[code] : undefined;
        setState(known ? { kind: known } : { kind: 'failed', error });
      },
    );
  });

  const goSignIn = () => void signIn();
  switch (state.kind) {
    case 'pending':
      return <Loading label={messages.confirming} />;
    case 'ok':
      return (
        <StatusScreen
          title={messages.okTitle}
          text={messages.okText}
          action={<ActionButton label={messages.signIn} onClick={goSignIn} />}
        />
      );
    case 'failed':
      return (
        <StatusScreen
          title={messages.failedTitle}
          text={errorMessage(state.error)}
          action={<ActionButton label={messages.retry} onClick={() => setAttempt((n) => n + 1)} />}
        />
      );
    default: {
      const [title, text] =
        state.kind === 'expired'
          ? [messages.expiredTitle, messages.expiredText]
          : state.kind === 'used'
            ? [messages.usedTitle, messages.usedText]
            : [messages.invalidTitle, messages.invalidText];
      return (
        <Screen title={<FormattedMessage {...title} />}>
          <Text>
            <FormattedMessage {...text} />
          </Text>
          <ResendForm />
        </Screen>
      );
    }
  }
}
