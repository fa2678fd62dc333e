import { FormattedMessage } from 'react-intl';
import { usePaths } from '../../config/ConfigContext';
import { pendingInvitationToken } from '../../lib/pending-invitation';
import { FormFeedback } from '../../ui/form';
import { Actions, Screen, Text } from '../../ui/Screen';
import { ActionButton, StatusScreen } from '../../ui/StatusScreen';
import { useStartSignIn } from '../../features/session-actions/use-start-sign-in';
import { messages } from './messages';
import { ResendForm } from './ResendForm';
import { useConfirmAccount } from './use-confirm-account';
import * as common from '../../i18n/common-messages';

const problemTexts = {
  expired: [common.linkExpired, messages.expiredText],
  used: [common.linkUsed, messages.usedText],
  invalid: [common.linkInvalid, messages.invalidText],
} as const;

/**
 * `confirm-account?token=`: says what the button does and confirms on its press (never on
 * opening: docs/your-data.md, "Mailed links"), and explains every way a link can fail.
 */
export default function ConfirmAccountPage() {
  const signIn = useStartSignIn();
  const paths = usePaths();
  const { state, confirm, busy, feedback } = useConfirmAccount();

  switch (state.kind) {
    case 'ask':
      return (
        <Screen centered title={<FormattedMessage {...messages.askTitle} />}>
          <Text>
            <FormattedMessage {...messages.askText} />
          </Text>
          <FormFeedback feedback={feedback} />
          <Actions>
            <ActionButton label={messages.askButton} busy={busy} onClick={confirm} />
          </Actions>
        </Screen>
      );
    case 'ok':
      return (
        <StatusScreen
          title={messages.okTitle}
          text={messages.okText}
          action={
            <ActionButton
              label={common.signIn}
              busy={signIn.starting}
              // Invited to an organisation in this tab: back to its invitation after signing in.
              onClick={() =>
                signIn.start(pendingInvitationToken() ? paths.organisationInvitation : undefined)
              }
            />
          }
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
