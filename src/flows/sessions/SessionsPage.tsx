import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import type { NotMeReported } from '../../api/sessions';
import { Loading } from '../../ui/Loading';
import { Screen } from '../../ui/Screen';
import { ActionButton, StatusScreen } from '../../ui/StatusScreen';
import { useSensitive } from '../../features/confirm-its-you/use-sensitive';
import { ActivityTimeline } from './ActivityTimeline';
import { messages } from './messages';
import { NotMeDone } from './NotMeDone';
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
  const [secured, setSecured] = useState<NotMeReported | null>(null);
  if (secured) return <NotMeDone result={secured} />;
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
      <ActivityTimeline onSecured={setSecured} />
      {dialog}
    </Screen>
  );
}
