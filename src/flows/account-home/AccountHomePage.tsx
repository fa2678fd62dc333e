import { useState } from 'react';
import { FormattedMessage, defineMessage, defineMessages } from 'react-intl';
import { errorMessage } from '../../api/error-messages';
import { useSession } from '../../auth/SessionContext';
import { Loading } from '../../ui/Loading';
import { Actions, Screen, Text, ui } from '../../ui/Screen';
import { ActionButton, StatusScreen } from '../../ui/StatusScreen';

const messages = defineMessages({
  title: { id: 'account.title', defaultMessage: 'Your account' },
  signOut: { id: 'account.signOut', defaultMessage: 'Sign out' },
  signingOut: { id: 'account.signingOut', defaultMessage: 'Signing out…' },
  profileFailed: {
    id: 'account.profileFailed',
    defaultMessage: 'Your profile could not be loaded',
  },
  retry: { id: 'account.retry', defaultMessage: 'Try again' },
});

const signedInAs = defineMessage<{ name: string; email: string }>({
  id: 'account.signedInAs',
  defaultMessage: 'Signed in as {name} ({email}).',
});

/** The account area (guarded). The full area (edit name, password, preferences) grows here. */
export default function AccountHomePage() {
  const { profile, profileError, reloadProfile, signOut } = useSession();
  const [leaving, setLeaving] = useState(false);
  if (!profile && profileError) {
    return (
      <StatusScreen
        title={messages.profileFailed}
        text={errorMessage(profileError)}
        action={<ActionButton label={messages.retry} onClick={reloadProfile} />}
      />
    );
  }
  if (!profile) return <Loading />;
  return (
    <Screen title={<FormattedMessage {...messages.title} />}>
      <Text>
        <FormattedMessage {...signedInAs} values={{ name: profile.name, email: profile.email }} />
      </Text>
      <Actions>
        <button
          type="button"
          className={`${ui.button} ${ui.secondary}`}
          disabled={leaving}
          onClick={() => {
            setLeaving(true);
            void signOut();
          }}
        >
          <FormattedMessage {...(leaving ? messages.signingOut : messages.signOut)} />
        </button>
      </Actions>
    </Screen>
  );
}
