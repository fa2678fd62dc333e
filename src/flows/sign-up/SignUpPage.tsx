import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { busyLabel, Loading } from '../../ui/Loading';
import { Actions, Screen, ui } from '../../ui/Screen';
import { useStartSignIn } from '../../features/session-actions/use-start-sign-in';
import { beginAttempt, startAfterSignIn } from '../../features/federation/attempt';
import { ProviderButtons, useProviderButtons } from '../../features/federation/ProviderButtons';
import { CheckEmail } from './CheckEmail';
import { confirmedByInvitation, messages, passkeySignUpOffer } from './messages';
import { ActionButton, StatusScreen } from '../../ui/StatusScreen';
import { Link } from 'react-router';
import { usePaths } from '../../config/ConfigContext';
import { SignUpForm } from './SignUpForm';
import * as common from '../../i18n/common-messages';

export default function SignUpPage() {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [confirmed, setConfirmed] = useState(false);
  const signIn = useStartSignIn();
  const paths = usePaths();
  // The form with its provider buttons in place, or not yet: the links under the buttons must
  // not move once shown (features/federation/ProviderButtons.tsx, useProviderButtons).
  const providers = useProviderButtons();
  if (sentTo && confirmed) {
    // An organisation invitation for this address proved it: no mail to wait for. Signing in
    // comes back to the invitation, where Accept joins (docs/organisations.md).
    return (
      <StatusScreen
        title={confirmedByInvitation.title}
        text={confirmedByInvitation.text}
        action={
          <ActionButton
            label={common.signIn}
            busy={signIn.starting}
            onClick={() => signIn.start(paths.organisationInvitation)}
          />
        }
      />
    );
  }
  if (sentTo) {
    return (
      <Screen key="check" title={<FormattedMessage {...common.checkEmail} />}>
        <CheckEmail email={sentTo} />
      </Screen>
    );
  }
  if (!providers.ready) return <Loading />;
  return (
    <Screen key="form" title={<FormattedMessage {...messages.title} />}>
      <SignUpForm
        onSent={(email, byInvitation) => {
          setConfirmed(byInvitation);
          setSentTo(email);
        }}
      />
      {/*
        No interaction here yet: a provider's button starts a sign-in, and the sign-in page goes
        on to the provider as soon as the authority has made one (docs/sign-in.md).
      */}
      <ProviderButtons
        list={providers.list}
        purpose="signUp"
        divider
        onChoose={(provider) => {
          beginAttempt(provider.id);
          startAfterSignIn(provider.id);
          signIn.start();
        }}
      />
      <Actions>
        <Link className={ui.link} to={paths.passkeySignUp}>
          <FormattedMessage {...passkeySignUpOffer} />
        </Link>
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
