import { FormattedMessage } from 'react-intl';
import { useNavigate } from 'react-router';
import type { NotMeReported } from '../../api/sessions';
import { usePaths } from '../../config/ConfigContext';
import { useSession } from '../../session/SessionContext';
import { Loading } from '../../ui/Loading';
import { Screen } from '../../ui/Screen';
import { ActionButton, StatusScreen } from '../../ui/StatusScreen';
import { useSensitive } from '../../features/confirm-its-you/use-sensitive';
import { ActivityTimeline } from './ActivityTimeline';
import { messages } from './messages';
import { NOT_ME_DONE_STATE } from './NotMeDone';
import { PushList } from './PushList';
import { SessionList } from './SessionList';
import { useSessions } from './use-sessions';
import * as common from '../../i18n/common-messages';

/**
 * Devices and activity (guarded, a section of the account centre): where the account is signed
 * in, push registrations, and the security activity (docs/sessions-and-activity.md). The
 * trusted devices are the security section's.
 */
export default function SessionsPage() {
  const { data, feedback, reload } = useSessions();
  // Signing another session out needs a recent sign-in (docs/sessions-and-activity.md).
  const { guard, dialog } = useSensitive();
  const { expectEnd } = useSession();
  const navigate = useNavigate();
  const paths = usePaths();
  // "This wasn't me" ended every session, this tab's too. The screen moves to the public not-me
  // page, which says what was removed and forgets the session on this device once shown (as the
  // account's deletion does): forgotten here, this guarded screen would turn into "Please sign
  // in"; kept, a request still under way (a renewal, the checkup's) meeting a 401 would end it
  // as refused by the sign-in service. Until then the session holds.
  const secured = async (result: NotMeReported) => {
    await expectEnd();
    navigate(paths.notMe, { replace: true, state: { [NOT_ME_DONE_STATE]: result } });
  };
  if (!data && feedback) {
    return (
      <StatusScreen
        title={messages.loadFailed}
        text={<FormattedMessage {...feedback.message} values={feedback.values} />}
        action={<ActionButton label={common.tryAgain} onClick={reload} />}
      />
    );
  }
  if (!data) return <Loading />;
  return (
    <Screen title={<FormattedMessage {...messages.title} />}>
      <SessionList sessions={data.sessions} guard={guard} onChanged={reload} />
      <PushList registrations={data.push} onChanged={reload} />
      <ActivityTimeline onSecured={secured} />
      {dialog}
    </Screen>
  );
}
