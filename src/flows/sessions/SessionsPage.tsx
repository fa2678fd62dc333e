import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import type { NotMeReported } from '../../api/sessions';
import { usePaths } from '../../config/ConfigContext';
import { Loading } from '../../ui/Loading';
import { Actions, Screen, ui } from '../../ui/Screen';
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
 * Devices and activity (guarded): where the account is signed in, push registrations, a link
 * to the trusted devices, and the security activity (docs/sessions-and-activity.md).
 */
export default function SessionsPage() {
  const paths = usePaths();
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
      <section aria-labelledby="sessions-trusted" className={ui.section}>
        <h2 id="sessions-trusted" className={ui.subtitle}>
          <FormattedMessage {...common.trustedDevices} />
        </h2>
        <Link className={ui.link} to={paths.security}>
          <FormattedMessage {...messages.trustedLink} />
        </Link>
      </section>
      <ActivityTimeline onSecured={setSecured} />
      <Actions>
        <Link className={ui.link} to={paths.home}>
          <FormattedMessage {...common.backToAccount} />
        </Link>
      </Actions>
      {dialog}
    </Screen>
  );
}
