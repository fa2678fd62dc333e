import { FormattedMessage } from 'react-intl';
import { useSession } from '../../session/SessionContext';
import { Loading } from '../../ui/Loading';
import { Screen, Text } from '../../ui/Screen';
import { useSensitive } from '../../features/confirm-its-you/use-sensitive';
import { messages } from './messages';
import { Consents, DeleteAccount, DownloadData } from './sections';

/**
 * "Your data" (guarded, a section of the account centre): download everything, and the danger
 * zone where the account is deleted. The e-mail address is the profile's.
 */
export default function PrivacyPage() {
  const { profile } = useSession();
  const { guard, dialog } = useSensitive();
  if (!profile) return <Loading />;
  return (
    <Screen title={<FormattedMessage {...messages.title} />}>
      <Text>
        <FormattedMessage {...messages.intro} />
      </Text>
      <DownloadData guard={guard} />
      <Consents />
      <DeleteAccount guard={guard} email={profile.email} />
      {/* "Confirm it's you", outside the forms: it holds a form of its own. */}
      {dialog}
    </Screen>
  );
}
