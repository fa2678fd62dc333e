import { FormattedMessage, defineMessage, defineMessages, useIntl } from 'react-intl';
import { Link, useLocation, useNavigate } from 'react-router';
import { usePaths } from '../../config/ConfigContext';
import {
  useOrganizations,
  type OrganizationMembership,
} from '../../features/organisations/context';
import { hasRole } from '../../features/organisations/roles';
import { roleName } from '../../features/organisations/messages';
import { RequestAccess } from '../../features/organisations/RequestAccess';
import { readForbidden } from '../../features/organisations/requirement';
import { readReturnTo } from '../../session/return-path';
import { FormFeedback } from '../../ui/form';
import { Actions, Screen, Text, ui } from '../../ui/Screen';
import { HomeLink } from '../../ui/StatusScreen';
import { useSubmit } from '../../ui/use-submit';
import * as common from '../../i18n/common-messages';

const messages = defineMessages({
  title: { id: 'forbidden.title', defaultMessage: 'Access denied' },
  text: {
    id: 'forbidden.text',
    defaultMessage:
      'Your account does not have access to this page. If you think this is a mistake, contact your administrator.',
  },
  organizationTitle: {
    id: 'forbidden.organization.title',
    defaultMessage: 'This page belongs to an organisation',
  },
  organizationText: {
    id: 'forbidden.organization.text',
    defaultMessage:
      'Choose the organisation to work in. To join one, ask one of its admins to invite you; or create your own.',
  },
  organizationNone: {
    id: 'forbidden.organization.none',
    defaultMessage:
      'You are not in any organisation yet. Ask an admin of your team to invite you, or create an organisation.',
  },
  roleTitle: { id: 'forbidden.role.title', defaultMessage: 'Your role does not allow this' },
  switchHeading: { id: 'forbidden.switch.heading', defaultMessage: 'Switch organisation' },
  create: { id: 'forbidden.create', defaultMessage: 'Create or join an organisation' },
  askAdmin: { id: 'forbidden.askAdmin', defaultMessage: 'See who the admins are' },
});

type Names = { organization: string; current: string; required: string };

const roleText = defineMessage<Names>({
  id: 'forbidden.role.text',
  defaultMessage:
    'In {organization} you are {current}; this page needs {required}. Ask an admin of {organization} to change your role, or switch to an organisation where you have it.',
});

const roleTextNoRole = defineMessage<Names>({
  id: 'forbidden.role.textNoRole',
  defaultMessage:
    'In {organization} your role does not allow this page. Ask an admin of {organization} to change your role, or switch to another organisation.',
});

const switchTo = defineMessage<{ organization: string; role: string }>({
  id: 'forbidden.switch.to',
  defaultMessage: 'Work in {organization} ({role})',
});

/**
 * A signed-in person refused: why (no active organisation, a role too low: the query's `reason`
 * from `RequireOrganization`, docs/organisations.md; anything else, such as the API's 403: the
 * generic text) and the way forward: switch to an organisation that fits and go back where they
 * were going, ask one to let them in (Request access), create or join one, or see who the
 * admins are to ask them.
 */
export default function ForbiddenPage() {
  const intl = useIntl();
  const paths = usePaths();
  const navigate = useNavigate();
  const { search } = useLocation();
  const { reason, role } = readForbidden(search);
  const returnTo = readReturnTo(search, paths.home);
  const { status, active, organizations, switchOrganization } = useOrganizations();
  const switcher = useSubmit(async (id: string) => {
    await switchOrganization(id);
    void navigate(returnTo, { replace: true });
  });
  const candidates = organizations.filter(
    (organization) => organization.id !== active?.id && (!role || hasRole(organization.role, role)),
  );
  const title =
    reason === 'organization'
      ? messages.organizationTitle
      : reason === 'role'
        ? messages.roleTitle
        : messages.title;

  const values: Names = {
    organization: active?.name ?? '',
    current: active ? roleName(intl.formatMessage, active.role) : '',
    required: role ? roleName(intl.formatMessage, role) : '',
  };

  return (
    <Screen centered title={<FormattedMessage {...title} />}>
      <Text>
        {reason === 'organization' ? (
          <FormattedMessage
            {...(organizations.length > 0 ? messages.organizationText : messages.organizationNone)}
          />
        ) : reason === 'role' && active ? (
          <FormattedMessage {...(role ? roleText : roleTextNoRole)} values={values} />
        ) : (
          <FormattedMessage {...messages.text} />
        )}
      </Text>
      <FormFeedback feedback={switcher.feedback} />
      {candidates.length > 0 ? (
        <section aria-labelledby="forbidden-switch" className={ui.section}>
          <h2 id="forbidden-switch" className={ui.subtitle}>
            <FormattedMessage {...messages.switchHeading} />
          </h2>
          <ul className={ui.list}>
            {candidates.map((organization: OrganizationMembership) => (
              <li key={organization.id}>
                <button
                  type="button"
                  className={`${ui.button} ${ui.secondary}`}
                  disabled={switcher.busy}
                  aria-busy={switcher.busy}
                  onClick={() => void switcher.submit(organization.id)}
                >
                  <FormattedMessage
                    {...switchTo}
                    values={{
                      organization: organization.name,
                      role: roleName(intl.formatMessage, organization.role),
                    }}
                  />
                </button>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {/* Signed in (the request is the person's): ask an organisation by its short name. */}
      {reason === 'organization' && status === 'ready' ? <RequestAccess /> : null}
      <Actions>
        {reason === 'organization' ? (
          <Link className={ui.button} to={paths.organisations}>
            <FormattedMessage {...messages.create} />
          </Link>
        ) : reason === 'role' && active ? (
          <Link className={ui.button} to={`${paths.organisations}#organization-${active.id}`}>
            <FormattedMessage {...messages.askAdmin} />
          </Link>
        ) : null}
        <HomeLink label={common.goHome} />
      </Actions>
    </Screen>
  );
}
