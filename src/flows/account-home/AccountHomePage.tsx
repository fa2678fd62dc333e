import { useEffect } from 'react';
import { FormattedMessage } from 'react-intl';
import { Navigate } from 'react-router';
import { useApiReachable } from '../../api/ApiContext';
import { errorMessage } from '../../api/error-messages';
import { ApiError } from '../../api/errors';
import { useSession } from '../../session/SessionContext';
import { usePaths } from '../../config/ConfigContext';
import { Loading } from '../../ui/Loading';
import { Avatar } from '../../ui/Avatar';
import { Screen } from '../../ui/Screen';
import { ActionButton, StatusScreen } from '../../ui/StatusScreen';
import { AccountDates } from './AccountDates';
import { Checkup } from './Checkup';
import { LazyBreachedPasswordNotice } from '../../features/challenge/LazyBreachedPasswordNotice';
import { messages } from './messages';
import styles from './overview.module.css';
import * as common from '../../i18n/common-messages';

/**
 * The account centre's overview (guarded, its home route): who is signed in and a security
 * checkup leading to the sections (docs/account-centre.md).
 */
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
      <LazyBreachedPasswordNotice />
      <div className={styles.identity}>
        <Avatar name={profile.name} email={profile.email} size="large" />
        <div className={styles.who}>
          {profile.name ? <p className={styles.name}>{profile.name}</p> : null}
          <p className={styles.email}>{profile.email}</p>
        </div>
      </div>
      <AccountDates profile={profile} />
      <Checkup />
    </Screen>
  );
}
