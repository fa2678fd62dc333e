import { FormattedMessage } from 'react-intl';
import { FormFeedback } from '../../ui/form';
import { Actions, Text, ui } from '../../ui/Screen';
import { messages } from './messages';
import { ScheduledDeletion } from './ScheduledDeletion';
import { usePasskeySignIn } from './use-passkey-sign-in';

/** "Sign in with a passkey", under the password form; hidden where the browser has none. */
export function PasskeySignIn({
  interaction,
  onStartAgain,
}: {
  interaction: string;
  onStartAgain(): void;
}) {
  const { supported, busy, feedback, signIn, scheduled, restore } = usePasskeySignIn(
    interaction,
    onStartAgain,
  );
  if (!supported) return null;
  return (
    <div>
      {scheduled ? <ScheduledDeletion eraseAt={scheduled} busy={busy} onRestore={restore} /> : null}
      <FormFeedback feedback={feedback} />
      <Text>
        <FormattedMessage {...messages.passkeyOr} />
      </Text>
      <Actions>
        <button
          type="button"
          className={`${ui.button} ${ui.secondary}`}
          aria-busy={busy}
          disabled={busy}
          onClick={signIn}
        >
          <FormattedMessage {...messages.passkey} />
        </button>
      </Actions>
    </div>
  );
}
