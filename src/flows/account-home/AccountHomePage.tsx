import { useEffect } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link, Navigate } from 'react-router';
import { useApiReachable } from '../../api/ApiContext';
import { errorMessage } from '../../api/error-messages';
import { ApiError } from '../../api/errors';
import { useSession } from '../../session/SessionContext';
import { usePaths } from '../../config/ConfigContext';
import { Loading } from '../../ui/Loading';
import { Actions, Screen, Text, ui } from '../../ui/Screen';
import { SignOutButton } from '../../features/session-actions/SignOutButton';
import { ActionButton, StatusScreen } from '../../ui/StatusScreen';
import { AccountDates } from './AccountDates';
import { emailLine, messages } from './messages';
import { NameForm } from './NameForm';
import { PasswordForm } from './PasswordForm';
import { ThemeChoice } from './ThemeChoice';
import * as common from '../../i18n/common-messages';

/** The account area (guarded): profile, name, password, appearance, sign out. */
export default function AccountHomePage() {
  const { profile, profileError, reloadProfile } = useSession();
  const paths = usePaths();
  // The API did not answer: once it does again (the connection notice keeps asking), load again.
  const reachable = useApiReachable();
  const unanswered =
    !profile &&
    profileError instanceof ApiError &&
    (profileError.kind === 'network' || profileError.kind === 'timeout');
  useEffect(() => {
    if (unanswered && reachable) reloadProfile();
  }, [unanswered, reachable, reloadProfile]);
  if (!profile && profileError) {
    return (
      <StatusScreen
        title={messages.profileFailed}
        text={errorMessage(profileError)}
        action={<ActionButton label={common.tryAgain} onClick={reloadProfile} />}
      />
    );
  }
  if (!profile) return <Loading />;
  if (!profile.onboardingCompleted) return <Navigate replace to={paths.onboarding} />;

  return (
    <Screen title={<FormattedMessage {...messages.title} />}>
      <section aria-labelledby="account-profile" className={ui.section}>
        <h2 id="account-profile" className={ui.subtitle}>
          <FormattedMessage {...messages.profile} />
        </h2>
        <Text>
          <FormattedMessage {...emailLine} values={{ email: profile.email }} />
        </Text>
        <AccountDates profile={profile} />
        <NameForm profile={profile} />
      </section>
      <section aria-labelledby="account-password" className={ui.section}>
        <h2 id="account-password" className={ui.subtitle}>
          <FormattedMessage {...common.password} />
        </h2>
        <PasswordForm />
        <Actions>
          <Link className={ui.link} to={paths.security}>
            <FormattedMessage {...messages.moreSecurity} />
          </Link>
          <Link className={ui.link} to={paths.sessions}>
            <FormattedMessage {...messages.sessions} />
          </Link>
          <Link className={ui.link} to={paths.privacy}>
            <FormattedMessage {...messages.privacy} />
          </Link>
        </Actions>
      </section>
      <section aria-labelledby="account-appearance" className={ui.section}>
        <h2 id="account-appearance" className={ui.subtitle}>
          <FormattedMessage {...messages.appearance} />
        </h2>
        <ThemeChoice />
      </section>
      <Actions>
        <SignOutButton />
      </Actions>
    </Screen>
  );
}
