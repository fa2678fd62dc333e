import { FormattedMessage } from 'react-intl';
import type { NotMeReported } from '../../api/sessions';
import { RemovedFactors } from '../../features/recovery/RemovedFactors';
import { Actions, Screen, Text } from '../../ui/Screen';
import { ActionButton } from '../../ui/StatusScreen';
import { useStartSignIn } from '../../features/session-actions/use-start-sign-in';
import { messages } from './messages';
import * as common from '../../i18n/common-messages';

/**
 * The history state the activity page leaves its "This wasn't me" result in, moving to the
 * not-me page (SessionsPage, NotMePage).
 */
export const NOT_ME_DONE_STATE = 'notMeDone';

/** The result the activity page left in the history state, or null. */
export function notMeDoneFrom(state: unknown): NotMeReported | null {
  const result = (state as Record<string, unknown> | null)?.[NOT_ME_DONE_STATE];
  if (!result || typeof result !== 'object') return null;
  const { resetMailSent, removed } = result as Partial<NotMeReported>;
  return typeof resetMailSent === 'boolean' && removed && typeof removed === 'object'
    ? (result as NotMeReported)
    : null;
}

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
