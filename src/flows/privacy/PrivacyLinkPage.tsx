import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link, useLocation, useParams } from 'react-router';
import { useApi } from '../../api/ApiContext';
import { confirmEmailChange, restoreAccount, revertEmailChange } from '../../api/privacy';
import { usePaths } from '../../config/ConfigContext';
import { useFormats } from '../../i18n/formats';
import { useForgetEndedSession } from '../../features/session-actions/use-forget-ended-session';
import { useLinkToken } from '../../lib/use-link-token';
import { FormFeedback } from '../../ui/form';
import { Actions, Screen, Text, ui } from '../../ui/Screen';
import { ActionButton, StatusScreen } from '../../ui/StatusScreen';
import { useStartSignIn } from '../../features/session-actions/use-start-sign-in';
import { useSubmit, type LinkProblem } from '../../ui/use-submit';
import {
  ACCOUNT_DELETED_STATE,
  CONFIRM_EMAIL,
  DELETED,
  ERASE_AT_PARAM,
  NOT_ME,
  RESTORE,
  type PrivacyLink,
} from './constants';
import { confirmedText, scheduledText, messages } from './messages';
import * as common from '../../i18n/common-messages';

const problemTexts = {
  expired: [common.linkExpired, messages.expiredText],
  used: [common.linkUsed, messages.usedText],
  invalid: [common.linkInvalid, messages.invalidText],
} as const;

const EMAIL_TAKEN = 'email_taken';

/**
 * `privacy/:page`: the landings of the mailed links (`confirm-email`, `not-me`, `restore`, each
 * with `?token=`) and the page shown after a deletion request (`deleted`). Public: a link may be
 * opened in any browser, signed in or not.
 */
export default function PrivacyLinkPage() {
  const { page } = useParams();
  if (page === DELETED) return <DeletionScheduled />;
  if (page === CONFIRM_EMAIL || page === NOT_ME || page === RESTORE) {
    return <LinkLanding key={page} link={page} />;
  }
  return <LinkProblemScreen problem="invalid" />;
}

const actions = {
  [CONFIRM_EMAIL]: confirmEmailChange,
  [NOT_ME]: async (...args: Parameters<typeof revertEmailChange>) => {
    await revertEmailChange(...args);
    return '';
  },
  [RESTORE]: async (...args: Parameters<typeof restoreAccount>) => {
    await restoreAccount(...args);
    return '';
  },
};

/** What each link's page says will happen, and the button that does it. */
const asks = {
  [CONFIRM_EMAIL]: [messages.confirmAskTitle, messages.confirmAskText, messages.confirmAskButton],
  [NOT_ME]: [messages.revertAskTitle, messages.revertAskText, messages.revertAskButton],
  [RESTORE]: [messages.restoreAskTitle, messages.restoreAskText, messages.restoreAskButton],
} as const;

/**
 * A mailed link's page says what its button will do, and only the press posts the token: a mail
 * scanner or a link preview that opens the page changes nothing (docs/your-data.md, "Mailed
 * links").
 */
function LinkLanding({ link }: { link: PrivacyLink }) {
  const api = useApi();
  const token = useLinkToken();
  const [problem, setProblem] = useState<LinkProblem | null>(token ? null : 'invalid');
  const [done, setDone] = useState<{ email: string } | null>(null);
  const act = useSubmit(
    async () => {
      if (token) setDone({ email: await actions[link](api, token) });
    },
    { onLinkProblem: setProblem, codes: { [EMAIL_TAKEN]: messages.emailTaken } },
  );

  if (problem) return <LinkProblemScreen problem={problem} />;
  if (done) return <LinkDone link={link} email={done.email} />;
  const [title, text, button] = asks[link];
  return (
    <Screen centered title={<FormattedMessage {...title} />}>
      <Text>
        <FormattedMessage {...text} />
      </Text>
      <FormFeedback feedback={act.feedback} />
      <Actions>
        <ActionButton label={button} busy={act.busy} onClick={() => void act.submit()} />
      </Actions>
    </Screen>
  );
}

function LinkDone({ link, email }: { link: PrivacyLink; email: string }) {
  const paths = usePaths();
  const signIn = useStartSignIn();
  const signInButton = (
    <ActionButton label={common.signIn} busy={signIn.starting} onClick={() => signIn.start()} />
  );
  if (link === NOT_ME) {
    // Frozen, not handed back: the reset link went to the account's current address, which the
    // person holding this (old) address may not read, so no way to a new password from here.
    return (
      <Screen centered title={<FormattedMessage {...messages.frozenTitle} />}>
        <Text>
          <FormattedMessage {...messages.frozenText} />
        </Text>
        <Text>
          <FormattedMessage {...messages.frozenWhy} />
        </Text>
        <Actions>
          <Link className={ui.button} to={paths.home}>
            <FormattedMessage {...messages.home} />
          </Link>
        </Actions>
      </Screen>
    );
  }
  return link === CONFIRM_EMAIL ? (
    <StatusScreen
      title={messages.confirmedTitle}
      text={<FormattedMessage {...confirmedText} values={{ email }} />}
      action={signInButton}
    />
  ) : (
    <StatusScreen
      title={messages.restoredTitle}
      text={messages.restoredText}
      action={signInButton}
    />
  );
}

function LinkProblemScreen({ problem }: { problem: LinkProblem }) {
  const paths = usePaths();
  const [title, text] = problemTexts[problem];
  return (
    <StatusScreen
      title={title}
      text={text}
      action={
        <Link className={ui.button} to={paths.home}>
          <FormattedMessage {...messages.home} />
        </Link>
      }
    />
  );
}

/** After a deletion request: when the account will be erased, and how to restore it. */
function DeletionScheduled() {
  const formats = useFormats();
  const paths = usePaths();
  const location = useLocation();
  const deletedHere =
    (location.state as Record<string, unknown> | null)?.[ACCOUNT_DELETED_STATE] === true;
  // The server ended every session: forget it on this device too (every tab), once shown.
  useForgetEndedSession(deletedHere);
  const raw = new URLSearchParams(location.search).get(ERASE_AT_PARAM);
  const eraseAt = raw && !Number.isNaN(Date.parse(raw)) ? raw : null;
  return (
    <Screen centered title={<FormattedMessage {...messages.scheduledTitle} />}>
      {eraseAt ? (
        <Text>
          <FormattedMessage {...scheduledText} values={{ date: formats.date(eraseAt) }} />
        </Text>
      ) : null}
      <Text>
        <FormattedMessage {...messages.scheduledRestore} />
      </Text>
      <Actions>
        <Link className={ui.button} to={paths.home}>
          <FormattedMessage {...messages.home} />
        </Link>
      </Actions>
    </Screen>
  );
}
