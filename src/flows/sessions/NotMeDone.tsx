import { FormattedMessage } from 'react-intl';
import type { NotMeReported } from '../../api/sessions';
import { RemovedFactors } from '../../features/recovery/RemovedFactors';
import { Actions, Screen, Text } from '../../ui/Screen';
import { ActionButton } from '../../ui/StatusScreen';
import { useStartSignIn } from '../../features/session-actions/use-start-sign-in';
import { messages } from './messages';
import * as common from '../../i18n/common-messages';

/**
 * After "This wasn't me" (from the activity page or the new-device mail): every session has
 * ended, this tab's too (its next API call would be refused), so the way on is a new sign-in;
 * and what the recovery removed, with how to add it back (docs/recovery.md).
 */
export function NotMeDone({ result }: { result: NotMeReported }) {
  const signIn = useStartSignIn();
  return (
    <Screen centered title={<FormattedMessage {...messages.notMeDoneTitle} />}>
      <Text>
        <FormattedMessage
          {...(result.resetMailSent ? messages.notMeDoneText : messages.notMeDoneNoMail)}
        />
      </Text>
      <RemovedFactors removed={result.removed} />
      <Actions>
        <ActionButton label={common.signIn} busy={signIn.starting} onClick={() => signIn.start()} />
      </Actions>
    </Screen>
  );
}
