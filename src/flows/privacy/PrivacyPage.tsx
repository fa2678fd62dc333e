import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { usePaths } from '../../config/ConfigContext';
import { useSession } from '../../session/SessionContext';
import { Loading } from '../../ui/Loading';
import { Actions, Screen, Text, ui } from '../../ui/Screen';
import { useSensitive } from '../../features/confirm-its-you/use-sensitive';
import { messages } from './messages';
import { ChangeEmail, DeleteAccount, DownloadData } from './sections';
import * as common from '../../i18n/common-messages';

/** "Your data" (guarded): change the e-mail address, download everything, delete the account. */
export default function PrivacyPage() {
  const { profile } = useSession();
  const paths = usePaths();
  const { guard, dialog } = useSensitive();
  if (!profile) return <Loading />;
  return (
    <Screen title={<FormattedMessage {...messages.title} />}>
      <Text>
        <FormattedMessage {...messages.intro} />
      </Text>
      <ChangeEmail guard={guard} email={profile.email} />
      <DownloadData guard={guard} />
      <DeleteAccount guard={guard} email={profile.email} />
      <Actions>
        <Link className={ui.link} to={paths.home}>
          <FormattedMessage {...common.backToAccount} />
        </Link>
      </Actions>
      {/* "Confirm it's you", outside the forms: it holds a form of its own. */}
      {dialog}
    </Screen>
  );
}
