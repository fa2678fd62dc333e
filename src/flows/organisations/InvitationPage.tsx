import { useState } from 'react';
import { FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { Link, useNavigate } from 'react-router';
import { useApi } from '../../api/ApiContext';
import { ApiError } from '../../api/errors';
import {
  acceptInvitation,
  lookUpInvitation,
  type InvitationPreview,
  type Organisation,
} from '../../api/organisations';
import { useResource } from '../../api/use-resource';
import { usePaths } from '../../config/ConfigContext';
import { useOrganizations } from '../../features/organisations/context';
import { roleName } from '../../features/organisations/messages';
import { SignOutButton } from '../../features/session-actions/SignOutButton';
import { useStartSignIn } from '../../features/session-actions/use-start-sign-in';
import { useFormats } from '../../i18n/formats';
import {
  forgetPendingInvitation,
  keepPendingInvitation,
  pendingInvitationToken,
} from '../../lib/pending-invitation';
import { useLinkToken } from '../../lib/use-link-token';
import { useSession } from '../../session/SessionContext';
import { FormFeedback } from '../../ui/form';
import { Loading } from '../../ui/Loading';
import { Actions, Screen, Text, ui } from '../../ui/Screen';
import { ActionButton } from '../../ui/StatusScreen';
import { useSubmit } from '../../ui/use-submit';
import * as common from '../../i18n/common-messages';
import {
  acceptJoin,
  expiresOn,
  invitationMessages as messages,
  invitedTo,
  joinedText,
  wrongAccount,
} from './invitation-messages';

/** Why a link cannot be used, by the API's code (api/openapi.yaml, lookUpOrganisationInvitation). */
const problems: Record<string, MessageDescriptor> = {
  invitation_invalid: messages.invalid,
  invitation_used: messages.used,
  invitation_revoked: messages.revoked,
  invitation_expired: messages.expired,
};

function problemOf(error: unknown): MessageDescriptor | null {
  return error instanceof ApiError && error.code ? (problems[error.code] ?? null) : null;
}

/**
 * `organisations/invitation?token=`: the mailed invitation (docs/organisations.md, "Invitation
 * page"). It says what Accept does and acts only on the press (never on opening). Signed out, it
 * keeps the invitation in this tab and goes through the usual sign-in or sign-up with the invited
 * address filled in, then comes back here for the press.
 */
export default function InvitationPage() {
  const fromLink = useLinkToken();
  const [token] = useState(() => fromLink ?? pendingInvitationToken());
  const api = useApi();
  const preview = useResource(token ? `invitation:${token}` : null, (signal, key) =>
    lookUpInvitation(api, key.slice('invitation:'.length), signal),
  );
  const problem = token ? problemOf(preview.error) : messages.invalid;
  if (problem) {
    return <Problem text={problem} />;
  }
  if (!preview.data || !token) {
    return preview.feedback ? (
      <Screen centered title={<FormattedMessage {...messages.title} />}>
        <FormFeedback feedback={preview.feedback} />
        <Actions>
          <ActionButton label={common.tryAgain} onClick={preview.reload} />
        </Actions>
      </Screen>
    ) : (
      <Loading label={messages.checking} />
    );
  }
  return <Invitation token={token} preview={preview.data} />;
}

function Problem({ text }: { text: MessageDescriptor }) {
  const paths = usePaths();
  return (
    <Screen centered title={<FormattedMessage {...messages.invalidTitle} />}>
      <Text>
        <FormattedMessage {...text} />
      </Text>
      <Actions>
        <Link className={ui.button} to={paths.home}>
          <FormattedMessage {...common.goHome} />
        </Link>
      </Actions>
    </Screen>
  );
}

function Invitation({ token, preview }: { token: string; preview: InvitationPreview }) {
  const intl = useIntl();
  const formats = useFormats();
  const { status, dormant, profile } = useSession();
  const [joined, setJoined] = useState<Organisation | null>(null);
  const role = roleName(intl.formatMessage, preview.role);
  if (joined) return <Joined organisation={joined} />;
  // A tab that holds a session loads it; one that does not is anonymous at once.
  if (status === 'loading') return <Loading />;
  return (
    <Screen centered title={<FormattedMessage {...messages.title} />}>
      <Text>
        <FormattedMessage
          {...invitedTo}
          values={{ organization: preview.organisation.name, role, email: preview.email }}
        />
      </Text>
      <Text>
        <FormattedMessage {...expiresOn} values={{ date: formats.date(preview.expiresAt) }} />
      </Text>
      {status === 'signed-in' && !dormant ? (
        profile ? (
          profile.email.toLowerCase() === preview.email.toLowerCase() ? (
            <Accept token={token} preview={preview} onJoined={setJoined} />
          ) : (
            <>
              <Text>
                <FormattedMessage
                  {...wrongAccount}
                  values={{ email: preview.email, current: profile.email }}
                />
              </Text>
              <Actions>
                <SignOutButton />
              </Actions>
            </>
          )
        ) : (
          <Loading />
        )
      ) : (
        <SignInOrUp token={token} email={preview.email} />
      )}
    </Screen>
  );
}

function SignInOrUp({ token, email }: { token: string; email: string }) {
  const paths = usePaths();
  const navigate = useNavigate();
  const signIn = useStartSignIn();
  return (
    <>
      <FormFeedback feedback={signIn.unreachable ? { message: messages.unreachable } : null} />
      <Actions>
        <ActionButton
          label={messages.signIn}
          busy={signIn.starting}
          onClick={() => {
            keepPendingInvitation({ token, email });
            signIn.start(paths.organisationInvitation);
          }}
        />
        <button
          type="button"
          className={`${ui.button} ${ui.secondary}`}
          onClick={() => {
            keepPendingInvitation({ token, email });
            void navigate(paths.signUp);
          }}
        >
          <FormattedMessage {...messages.signUp} />
        </button>
      </Actions>
      <Text>
        <FormattedMessage {...messages.newHere} />
      </Text>
    </>
  );
}

function Accept({
  token,
  preview,
  onJoined,
}: {
  token: string;
  preview: InvitationPreview;
  onJoined(organisation: Organisation): void;
}) {
  const intl = useIntl();
  const api = useApi();
  const { reload } = useOrganizations();
  const accept = useSubmit(
    async () => {
      const organisation = await acceptInvitation(api, token);
      forgetPendingInvitation();
      reload();
      onJoined(organisation);
    },
    { codes: { ...problems, already_member: messages.alreadyMember } },
  );
  return (
    <>
      <FormFeedback feedback={accept.feedback} />
      <Actions>
        <button
          type="button"
          className={ui.button}
          disabled={accept.busy}
          aria-busy={accept.busy}
          onClick={() => void accept.submit()}
        >
          {intl.formatMessage(acceptJoin, { organization: preview.organisation.name })}
        </button>
      </Actions>
    </>
  );
}

function Joined({ organisation }: { organisation: Organisation }) {
  const intl = useIntl();
  const paths = usePaths();
  const navigate = useNavigate();
  const { switchOrganization } = useOrganizations();
  const work = useSubmit(async () => {
    await switchOrganization(organisation.id);
    void navigate(paths.organisations);
  });
  return (
    <Screen centered title={<FormattedMessage {...messages.joinedTitle} />}>
      <Text>
        <FormattedMessage
          {...joinedText}
          values={{
            organization: organisation.name,
            role: roleName(intl.formatMessage, organisation.role),
          }}
        />
      </Text>
      <FormFeedback feedback={work.feedback} />
      <Actions>
        <ActionButton
          label={messages.workThere}
          busy={work.busy}
          onClick={() => void work.submit()}
        />
        <Link className={`${ui.button} ${ui.secondary}`} to={paths.organisations}>
          <FormattedMessage {...messages.seeOrganisations} />
        </Link>
      </Actions>
    </Screen>
  );
}
