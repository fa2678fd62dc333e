import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useAccount } from '../../session/SessionContext';
import { Actions, Screen, ui } from '../../ui/Screen';
import { CheckEmail } from './CheckEmail';
import { messages } from './messages';
import { SignUpForm } from './SignUpForm';

export default function SignUpPage() {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { signIn } = useAccount();
  if (sentTo) {
    return (
      <Screen key="check" title={<FormattedMessage {...messages.checkTitle} />}>
        <CheckEmail email={sentTo} />
      </Screen>
    );
  }
  return (
    <Screen key="form" title={<FormattedMessage {...messages.title} />}>
      <SignUpForm onSent={setSentTo} />
      <Actions>
        <button type="button" className={ui.link} onClick={() => void signIn()}>
          <FormattedMessage {...messages.haveAccount} />
        </button>
      </Actions>
    </Screen>
  );
}
