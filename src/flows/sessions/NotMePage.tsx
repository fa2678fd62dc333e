import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link, useLocation } from 'react-router';
import { useApi } from '../../api/ApiContext';
import { reportNotMeFromMail, type NotMeReported } from '../../api/sessions';
import { usePaths } from '../../config/ConfigContext';
import { useLinkToken } from '../../lib/use-link-token';
import { useForgetEndedSession } from '../../features/session-actions/use-forget-ended-session';
import { FormFeedback } from '../../ui/form';
import { Actions, Screen, Text, ui } from '../../ui/Screen';
import { ActionButton } from '../../ui/StatusScreen';
import { useSubmit, type LinkProblem } from '../../ui/use-submit';
import { messages } from './messages';
import { NotMeDone, notMeDoneFrom } from './NotMeDone';

const problemTexts = {
  expired: messages.notMeLinkExpired,
  used: messages.notMeLinkUsed,
  invalid: messages.notMeLinkInvalid,
} as const;

/**
 * `not-me?token=` from the new-device mail (public: the owner may be signed in nowhere): one
 * press signs the account out everywhere and mails a reset link. Nothing happens on opening
 * the link alone. Also where the activity page's "This wasn't me" lands, its result in the
 * history state: what was removed, and this device's ended session forgotten once shown.
 */
export default function NotMePage() {
  const reported = notMeDoneFrom(useLocation().state);
  useForgetEndedSession(reported !== null);
  if (reported) return <NotMeDone result={reported} />;
  return <NotMeFromMail />;
}

function NotMeFromMail() {
  const api = useApi();
  const paths = usePaths();
  const token = useLinkToken();
  const [problem, setProblem] = useState<LinkProblem | null>(token ? null : 'invalid');
  const [done, setDone] = useState<NotMeReported | null>(null);
  const secure = useSubmit(
    async () => {
      if (token) setDone(await reportNotMeFromMail(api, token));
    },
    { onLinkProblem: setProblem },
  );
  if (done) return <NotMeDone result={done} />;
  if (problem) {
    return (
      <Screen centered title={<FormattedMessage {...messages.notMePageTitle} />}>
        <Text>
          <FormattedMessage {...problemTexts[problem]} />
        </Text>
        <Actions>
          <Link className={ui.button} to={paths.forgotPassword}>
            <FormattedMessage {...messages.forgotPassword} />
          </Link>
        </Actions>
      </Screen>
    );
  }
  return (
    <Screen centered title={<FormattedMessage {...messages.notMePageTitle} />}>
      <Text>
        <FormattedMessage {...messages.notMePageText} />
      </Text>
      <FormFeedback feedback={secure.feedback} />
      <Actions>
        <ActionButton
          label={messages.notMeConfirm}
          busy={secure.busy}
          onClick={() => void secure.submit()}
        />
      </Actions>
    </Screen>
  );
}
