import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useApi } from '../../api/ApiContext';
import {
  changeMemberRole,
  deleteOrganisation,
  leaveOrganisation,
  listInvitations,
  listMembers,
  removeMember,
  resendInvitation,
  revokeInvitation,
  transferOwnership,
  type Organisation,
  type OrganisationInvitation,
  type OrganisationMember,
} from '../../api/organisations';
import { useResource } from '../../api/use-resource';
import { useSensitive } from '../../features/confirm-its-you/use-sensitive';
import { hasRole } from '../../features/organisations/roles';
import { roleName } from '../../features/organisations/messages';
import { useFormats } from '../../i18n/formats';
import { useSession } from '../../session/SessionContext';
import { ConfirmAction } from '../../ui/ConfirmAction';
import { Form, FormEmailField, FormFeedback, FormSubmit } from '../../ui/form';
import { Loading } from '../../ui/Loading';
import { Actions, Text, ui } from '../../ui/Screen';
import { useSubmit } from '../../ui/use-submit';
import { useFormContext } from 'react-hook-form';
import {
  changeRoleOf,
  codes,
  deleteQuestion,
  invitationLine,
  leaveQuestion,
  memberLine,
  memberOption,
  memberYou,
  messages,
  removed,
  removeOf,
  removeQuestion,
  resendOf,
  resent,
  revoked,
  revokeOf,
  revokeQuestion,
  roleChanged,
  roleOf,
  transferred,
} from './messages';
import { AccessRequests } from './AccessRequests';
import { OrganisationActivity } from './OrganisationActivity';
import { OrganisationSettings } from './OrganisationSettings';
import { RoleSelect } from './RoleSelect';
import styles from './organisations.module.css';
import { useInvite } from './use-organisations';

// Only owners and admins see it, and only they download it: a chunk of its own, out of the
// sign-in page's first load and the slim remote.
const OrganisationSso = lazy(
  () =>
    import(
      /* webpackChunkName: "enterprise-sso-admin" */ '../../features/enterprise-sso/OrganisationSso'
    ),
);

interface DetailProps {
  organisation: Organisation;
  /** Something changed (a role, a member): the lists are read again. */
  onChanged(): void;
  /** The person is no longer in it (left, deleted): back to the list. */
  onGone(): void;
  onBack(): void;
}

/**
 * One organisation: its members (change role, remove, leave), its invitations (invite, send
 * again, revoke), for owners and admins its name and logo and its activity, and, for an owner, ownership transfer and deletion behind "Confirm it's you".
 * What is offered follows the person's role; the API checks every action again.
 */
export function OrganisationDetail({ organisation, onChanged, onGone, onBack }: DetailProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  // A step of its own: its heading takes the focus, so the change is announced.
  useEffect(() => heading.current?.focus(), [organisation.id]);
  const manager = hasRole(organisation.role, 'admin');
  const owner = organisation.role === 'owner';
  const api = useApi();
  const members = useResource(`members:${organisation.id}`, (signal) =>
    listMembers(api, organisation.id, signal),
  );
  // Only owners and admins may read them (a member's request would be refused).
  const invitations = useResource(manager ? `invitations:${organisation.id}` : null, (signal) =>
    listInvitations(api, organisation.id, signal),
  );
  // Bumped by every change made here, so the activity shows it.
  const [version, setVersion] = useState(0);
  const refresh = () => {
    setVersion((was) => was + 1);
    members.reload();
    invitations.reload();
    onChanged();
  };
  return (
    <>
      <button type="button" className={ui.link} onClick={onBack}>
        <FormattedMessage {...messages.back} />
      </button>
      <h2
        ref={heading}
        tabIndex={-1}
        className={ui.subtitle}
        id={`organization-${organisation.id}`}
      >
        {organisation.name}
      </h2>
      <Members
        organisation={organisation}
        members={members.data}
        feedback={members.feedback}
        manager={manager}
        onChanged={refresh}
        onGone={onGone}
      />
      {manager ? <AccessRequests organisation={organisation} onChanged={refresh} /> : null}
      {manager ? (
        <Invitations
          organisation={organisation}
          invitations={invitations.data}
          feedback={invitations.feedback}
          onChanged={refresh}
        />
      ) : null}
      {manager ? <OrganisationSettings organisation={organisation} onChanged={refresh} /> : null}
      {manager ? (
        <Suspense fallback={<Loading />}>
          <OrganisationSso organisationId={organisation.id} />
        </Suspense>
      ) : null}
      {manager ? <OrganisationActivity organisation={organisation} version={version} /> : null}
      {owner ? (
        <OwnerZone
          organisation={organisation}
          members={members.data ?? []}
          onChanged={refresh}
          onGone={onGone}
        />
      ) : null}
    </>
  );
}

function Members({
  organisation,
  members,
  feedback,
  manager,
  onChanged,
  onGone,
}: {
  organisation: Organisation;
  members: OrganisationMember[] | null;
  feedback: ReturnType<typeof useResource>['feedback'];
  manager: boolean;
  onChanged(): void;
  onGone(): void;
}) {
  const intl = useIntl();
  const api = useApi();
  const { authentication } = useSession();
  const me = authentication?.sub ?? null;
  const [roles, setRoles] = useState<Record<string, string>>({});
  // An admin never grants, changes or removes an owner (only an owner may).
  const assignable = organisation.roles.filter(
    (role) => organisation.role === 'owner' || role !== 'owner',
  );
  const change = useSubmit(
    async (member: OrganisationMember, role: string) => {
      const saved = await changeMemberRole(api, organisation.id, member.userId, role);
      onChanged();
      return {
        message: roleChanged,
        values: {
          name: member.name || member.email,
          role: roleName(intl.formatMessage, saved.role),
        },
        tone: 'status' as const,
      };
    },
    { codes },
  );
  const remove = useSubmit(
    async (member: OrganisationMember) => {
      await removeMember(api, organisation.id, member.userId);
      onChanged();
      return {
        message: removed,
        values: { name: member.name || member.email },
        tone: 'status' as const,
      };
    },
    { codes },
  );
  const leave = useSubmit(
    async () => {
      await leaveOrganisation(api, organisation.id);
      onGone();
    },
    { codes },
  );
  const feedbackShown = change.feedback ?? remove.feedback ?? leave.feedback;
  return (
    <section aria-labelledby="organisation-members" className={ui.section}>
      <h3 id="organisation-members" className={ui.subtitle}>
        <FormattedMessage {...messages.members} />
      </h3>
      <FormFeedback feedback={feedbackShown} />
      {members === null ? (
        feedback ? (
          <FormFeedback feedback={feedback} />
        ) : (
          <Loading />
        )
      ) : (
        <ul className={ui.list}>
          {members.map((member) => {
            const label = member.name || member.email;
            const self = member.userId === me;
            const editable =
              manager && !self && (organisation.role === 'owner' || member.role !== 'owner');
            const chosen = roles[member.userId] ?? member.role;
            return (
              <li key={member.userId} className={ui.listItem}>
                <p className={styles.name}>
                  {self ? <FormattedMessage {...memberYou} values={{ name: label }} /> : label}
                </p>
                <p className={styles.detail}>
                  <FormattedMessage
                    {...memberLine}
                    values={{
                      email: member.email,
                      role: roleName(intl.formatMessage, member.role),
                    }}
                  />
                </p>
                {editable ? (
                  <div className={styles.row}>
                    <RoleSelect
                      hiddenLabel
                      label={intl.formatMessage(roleOf, { name: label })}
                      roles={assignable}
                      value={chosen}
                      onChange={(event) =>
                        setRoles((was) => ({ ...was, [member.userId]: event.target.value }))
                      }
                    />
                    <button
                      type="button"
                      className={`${ui.button} ${ui.secondary}`}
                      aria-label={intl.formatMessage(changeRoleOf, { name: label })}
                      disabled={change.busy || chosen === member.role}
                      onClick={() => void change.submit(member, chosen)}
                    >
                      <FormattedMessage {...messages.changeRole} />
                    </button>
                    <ConfirmAction
                      label={messages.remove}
                      accessibleLabel={intl.formatMessage(removeOf, { name: label })}
                      question={intl.formatMessage(removeQuestion, {
                        name: label,
                        organization: organisation.name,
                      })}
                      confirm={messages.removeConfirm}
                      busy={remove.busy}
                      onConfirm={() => void remove.submit(member)}
                    />
                  </div>
                ) : null}
                {self ? (
                  <ConfirmAction
                    label={messages.leave}
                    question={intl.formatMessage(leaveQuestion, {
                      organization: organisation.name,
                    })}
                    confirm={messages.leaveConfirm}
                    busy={leave.busy}
                    onConfirm={() => void leave.submit()}
                  />
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

/** The invitation form's role: a select registered with the form around it. */
function FormRoleSelect({ roles }: { roles: readonly string[] }) {
  const { register } = useFormContext();
  return <RoleSelect label={messages.role} roles={roles} {...register('role')} />;
}

function Invitations({
  organisation,
  invitations,
  feedback,
  onChanged,
}: {
  organisation: Organisation;
  invitations: OrganisationInvitation[] | null;
  feedback: ReturnType<typeof useResource>['feedback'];
  onChanged(): void;
}) {
  const intl = useIntl();
  const api = useApi();
  const formats = useFormats();
  const assignable = organisation.roles.filter(
    (role) => organisation.role === 'owner' || role !== 'owner',
  );
  const defaultRole = assignable.includes('member') ? 'member' : (assignable.at(-1) ?? 'member');
  const inviting = useInvite(organisation.id, defaultRole, onChanged);
  const resend = useSubmit(
    async (invitation: OrganisationInvitation) => {
      await resendInvitation(api, organisation.id, invitation.id);
      onChanged();
      return { message: resent, values: { email: invitation.email }, tone: 'status' as const };
    },
    { codes, rateLimited: messages.tooManyInvitations },
  );
  const revoke = useSubmit(
    async (invitation: OrganisationInvitation) => {
      await revokeInvitation(api, organisation.id, invitation.id);
      onChanged();
      return { message: revoked, values: { email: invitation.email }, tone: 'status' as const };
    },
    { codes },
  );
  return (
    <section aria-labelledby="organisation-invitations" className={ui.section}>
      <h3 id="organisation-invitations" className={ui.subtitle}>
        <FormattedMessage {...messages.invitations} />
      </h3>
      <Form form={inviting.form} feedback={inviting.feedback} onSubmit={inviting.onSubmit}>
        <FormEmailField name="email" label={messages.inviteEmail} autoComplete="off" />
        <FormRoleSelect roles={assignable} />
        <FormSubmit label={messages.inviteSubmit} />
      </Form>
      <h4 className={styles.name}>
        <FormattedMessage {...messages.pending} />
      </h4>
      <FormFeedback feedback={resend.feedback ?? revoke.feedback} />
      {invitations === null ? (
        feedback ? (
          <FormFeedback feedback={feedback} />
        ) : (
          <Loading />
        )
      ) : invitations.length === 0 ? (
        <Text>
          <FormattedMessage {...messages.noPending} />
        </Text>
      ) : (
        <ul className={ui.list} aria-label={intl.formatMessage(messages.pending)}>
          {invitations.map((invitation) => (
            <li key={invitation.id} className={ui.listItem}>
              <p className={styles.name}>{invitation.email}</p>
              <p className={styles.detail}>
                <FormattedMessage
                  {...invitationLine}
                  values={{
                    role: roleName(intl.formatMessage, invitation.role),
                    expires: formats.date(invitation.expiresAt),
                  }}
                />
              </p>
              {organisation.role !== 'owner' && invitation.role === 'owner' ? null : (
                <div className={styles.row}>
                  <button
                    type="button"
                    className={`${ui.button} ${ui.secondary}`}
                    aria-label={intl.formatMessage(resendOf, { email: invitation.email })}
                    disabled={resend.busy}
                    onClick={() => void resend.submit(invitation)}
                  >
                    <FormattedMessage {...messages.resend} />
                  </button>
                  <ConfirmAction
                    label={messages.revoke}
                    accessibleLabel={intl.formatMessage(revokeOf, { email: invitation.email })}
                    question={intl.formatMessage(revokeQuestion, { email: invitation.email })}
                    confirm={messages.revokeConfirm}
                    busy={revoke.busy}
                    onConfirm={() => void revoke.submit(invitation)}
                  />
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** Transfer and deletion: an owner's, each behind "Confirm it's you" when the sign-in is old. */
function OwnerZone({
  organisation,
  members,
  onChanged,
  onGone,
}: {
  organisation: Organisation;
  members: OrganisationMember[];
  onChanged(): void;
  onGone(): void;
}) {
  const intl = useIntl();
  const api = useApi();
  const { authentication } = useSession();
  const others = members.filter((member) => member.userId !== authentication?.sub);
  const [to, setTo] = useState<string>('');
  const target = others.find((member) => member.userId === to) ?? others[0] ?? null;
  const { guard, dialog } = useSensitive();
  const transfer = useSubmit(
    async (member: OrganisationMember) => {
      await guard(() => transferOwnership(api, organisation.id, member.userId));
      onChanged();
      return {
        message: transferred,
        values: { name: member.name || member.email },
        tone: 'status' as const,
      };
    },
    { codes },
  );
  const remove = useSubmit(
    async () => {
      await guard(() => deleteOrganisation(api, organisation.id));
      onGone();
    },
    { codes },
  );
  return (
    <section aria-labelledby="organisation-danger" className={styles.danger}>
      <h3 id="organisation-danger" className={ui.subtitle}>
        <FormattedMessage {...messages.danger} />
      </h3>
      <FormFeedback feedback={transfer.feedback ?? remove.feedback} />
      <h4 className={styles.name}>
        <FormattedMessage {...messages.transfer} />
      </h4>
      {target ? (
        <>
          <label className={styles.detail} htmlFor="organisation-transfer-to">
            <FormattedMessage {...messages.transferTo} />
          </label>
          <div className={styles.row}>
            <select
              id="organisation-transfer-to"
              className={styles.select}
              value={target.userId}
              aria-describedby="organisation-transfer-hint"
              onChange={(event) => setTo(event.target.value)}
            >
              {others.map((member) => (
                <option key={member.userId} value={member.userId}>
                  {member.name
                    ? intl.formatMessage(memberOption, { name: member.name, email: member.email })
                    : member.email}
                </option>
              ))}
            </select>
            <button
              type="button"
              className={`${ui.button} ${ui.secondary}`}
              disabled={transfer.busy}
              aria-busy={transfer.busy}
              onClick={() => void transfer.submit(target)}
            >
              <FormattedMessage {...messages.transferSubmit} />
            </button>
          </div>
          <p id="organisation-transfer-hint" className={styles.detail}>
            <FormattedMessage {...messages.transferHint} />
          </p>
        </>
      ) : (
        <Text>
          <FormattedMessage {...messages.noOneToTransfer} />
        </Text>
      )}
      <Actions>
        <ConfirmAction
          label={messages.delete}
          question={intl.formatMessage(deleteQuestion, { organization: organisation.name })}
          confirm={messages.deleteConfirm}
          busy={remove.busy}
          onConfirm={() => void remove.submit()}
        />
      </Actions>
      {dialog}
    </section>
  );
}
