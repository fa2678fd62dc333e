import { useEffect, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import type { Organisation } from '../../api/organisations';
import { useOrganizations, type OrganizationsState } from '../../features/organisations/context';
import { roleName } from '../../features/organisations/messages';
import { OrganisationFields } from '../../features/organisations/organisation-form';
import { RequestAccess } from '../../features/organisations/RequestAccess';
import { Form, FormFeedback, FormSubmit } from '../../ui/form';
import { Loading } from '../../ui/Loading';
import { Screen, Text, ui } from '../../ui/Screen';
import { useSubmit } from '../../ui/use-submit';
import { memberCount, manageOf, messages, workIn } from './messages';
import { OrganisationDetail } from './OrganisationDetail';
import styles from './organisations.module.css';
import { useCreateOrganisation, useMyOrganisations } from './use-organisations';

export const ORGANISATION_PARAM = 'organisation';

/**
 * The account centre's Organisations section (docs/organisations.md, "Front end"): the person's
 * organisations with the active one marked and a switch to each, the creation form, and one
 * organisation's members and invitations (`?organisation=<id>`, so the address names it).
 */
export default function OrganisationsPage() {
  const [params, setParams] = useSearchParams();
  const selected = params.get(ORGANISATION_PARAM);
  const list = useMyOrganisations();
  const organizations = useOrganizations();
  useFollowOtherTabs(organizations, list.reload);
  const changed = () => {
    list.reload();
    organizations.reload();
  };
  const open = (id: string | null) =>
    setParams(id ? { [ORGANISATION_PARAM]: id } : {}, { replace: false });
  const organisation = list.data?.organisations.find((item) => item.id === selected) ?? null;

  return (
    <Screen title={<FormattedMessage {...messages.title} />}>
      {list.data === null ? (
        list.feedback ? (
          <FormFeedback feedback={list.feedback} />
        ) : (
          <Loading />
        )
      ) : organisation ? (
        <OrganisationDetail
          organisation={organisation}
          onChanged={changed}
          onGone={() => {
            changed();
            open(null);
          }}
          onBack={() => open(null)}
        />
      ) : (
        <>
          <Text>
            <FormattedMessage {...messages.intro} />
          </Text>
          <OrganisationList
            organisations={list.data.organisations}
            activeId={
              organizations.status === 'ready'
                ? (organizations.active?.id ?? null)
                : list.data.activeOrganisationId
            }
            onOpen={open}
            onSwitched={changed}
          />
          <CreateOrganisation onCreated={changed} />
          <RequestAccess />
        </>
      )}
    </Screen>
  );
}

/**
 * The section's own list (with each organisation's size and roles) follows the shared one
 * (`useOrganizations`, which another tab's switch, creation or departure reloads): whenever
 * the shared list says something else than before, this one is read again.
 */
function useFollowOtherTabs(organizations: OrganizationsState, reload: () => void) {
  const known =
    organizations.status === 'ready'
      ? [
          organizations.active?.id ?? '-',
          ...organizations.organizations.map(({ id, role, name }) => `${id}:${role}:${name}`),
        ].join('|')
      : null;
  const seen = useRef(known);
  useEffect(() => {
    if (known !== null && seen.current !== null && known !== seen.current) reload();
    if (known !== null) seen.current = known;
  }, [known, reload]);
}

function OrganisationList({
  organisations,
  activeId,
  onOpen,
  onSwitched,
}: {
  organisations: Organisation[];
  activeId: string | null;
  onOpen(id: string): void;
  onSwitched(): void;
}) {
  const intl = useIntl();
  const { switchOrganization } = useOrganizations();
  const switching = useSubmit(async (id: string) => {
    await switchOrganization(id);
    onSwitched();
  });
  return (
    <section aria-labelledby="organisations-yours" className={ui.section}>
      <h2 id="organisations-yours" className={ui.subtitle}>
        <FormattedMessage {...messages.yours} />
      </h2>
      <FormFeedback feedback={switching.feedback} />
      {organisations.length === 0 ? (
        <Text>
          <FormattedMessage {...messages.none} />
        </Text>
      ) : (
        <ul className={ui.list}>
          {organisations.map((organisation) => (
            <li
              key={organisation.id}
              id={`organization-${organisation.id}`}
              className={ui.listItem}
            >
              <div className={styles.row}>
                {organisation.logoUrl ? (
                  <img className={styles.logo} src={organisation.logoUrl} alt="" />
                ) : null}
                <h3 className={styles.name}>{organisation.name}</h3>
                {organisation.id === activeId ? (
                  <span className={styles.badge}>
                    <FormattedMessage {...messages.active} />
                  </span>
                ) : null}
              </div>
              <p className={styles.detail}>
                <FormattedMessage
                  {...memberCount}
                  values={{
                    count: organisation.memberCount,
                    role: roleName(intl.formatMessage, organisation.role),
                  }}
                />
              </p>
              <div className={styles.row}>
                <button
                  type="button"
                  className={`${ui.button} ${ui.secondary}`}
                  aria-label={intl.formatMessage(manageOf, { organization: organisation.name })}
                  onClick={() => onOpen(organisation.id)}
                >
                  <FormattedMessage {...messages.manage} />
                </button>
                {organisation.id === activeId ? null : (
                  <button
                    type="button"
                    className={`${ui.button} ${ui.secondary}`}
                    aria-label={intl.formatMessage(workIn, { organization: organisation.name })}
                    disabled={switching.busy}
                    aria-busy={switching.busy}
                    onClick={() => void switching.submit(organisation.id)}
                  >
                    <FormattedMessage {...messages.workHere} />
                  </button>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function CreateOrganisation({ onCreated }: { onCreated(id: string): void }) {
  const { form, feedback, onSubmit } = useCreateOrganisation(onCreated);
  return (
    <section aria-labelledby="organisations-create" className={ui.section}>
      <h2 id="organisations-create" className={ui.subtitle}>
        <FormattedMessage {...messages.create} />
      </h2>
      <Form form={form} feedback={feedback} onSubmit={onSubmit}>
        <OrganisationFields followName />
        <FormSubmit label={messages.createSubmit} />
      </Form>
    </section>
  );
}
