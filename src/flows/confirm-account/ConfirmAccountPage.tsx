import { FormattedMessage } from 'react-intl';
import { errorMessage } from '../../api/error-messages';
import { Loading } from '../../ui/Loading';
import { Screen, Text } from '../../ui/Screen';
import { ActionButton, StatusScreen } from '../../ui/StatusScreen';
import { useStartSignIn } from '../../ui/use-start-sign-in';
import { messages } from './messages';
import { ResendForm } from './ResendForm';
import { useConfirmAccount } from './use-confirm-account';

const problemTexts = {
  expired: [messages.expiredTitle, messages.expiredText],
  used: [messages.usedTitle, messages.usedText],
  invalid: [messages.invalidTitle, messages.invalidText],
} as const;

/** `confirm-account?token=`: confirms once, and explains every way a link can fail. */
export default function ConfirmAccountPage() {
  const signIn = useStartSignIn();
  const { state, retry } = useConfirmAccount();

  switch (state.kind) {
    case 'pending':
      return <Loading label={messages.confirming} />;
    case 'ok':
      return (
        <StatusScreen
          title={messages.okTitle}
          text={messages.okText}
          action={
            <ActionButton
              label={messages.signIn}
              busy={signIn.starting}
              onClick={() => signIn.start()}
            />
          }
        />
      );
    case 'failed':
      return (
        <StatusScreen
          title={messages.failedTitle}
          text={errorMessage(state.error)}
          action={<ActionButton label={messages.retry} onClick={retry} />}
        />
      );
    default: {
      const [title, text] = problemTexts[state.kind];
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
