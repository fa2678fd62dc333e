import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { busyLabel } from '../../ui/Loading';
import { Actions, Screen, ui } from '../../ui/Screen';
import { useStartSignIn } from '../../features/session-actions/use-start-sign-in';
import { CheckEmail } from './CheckEmail';
import { messages } from './messages';
import { SignUpForm } from './SignUpForm';
import * as common from '../../i18n/common-messages';

export default function SignUpPage() {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const signIn = useStartSignIn();
  if (sentTo) {
    return (
      <Screen key="check" title={<FormattedMessage {...common.checkEmail} />}>
        <CheckEmail email={sentTo} />
      </Screen>
    );
  }
  return (
    <Screen key="form" title={<FormattedMessage {...messages.title} />}>
      <SignUpForm onSent={setSentTo} />
      <Actions>
        <button
          type="button"
          className={ui.link}
          disabled={signIn.starting}
          aria-busy={signIn.starting}
          onClick={() => signIn.start()}
        >
          {signIn.starting ? (
            <FormattedMessage {...busyLabel} />
          ) : (
            <FormattedMessage {...messages.haveAccount} />
          )}
        </button>
      </Actions>
    </Screen>
  );
}
