import { useState } from 'react';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import { useApi } from '../../api/ApiContext';
import {
  listOrganisationActivity,
  type Organisation,
  type OrganisationActivityPage,
  type OrganisationEvent,
} from '../../api/organisations';
import { useResource } from '../../api/use-resource';
import { roleName } from '../../features/organisations/messages';
import { useFormats } from '../../i18n/formats';
import { FormFeedback } from '../../ui/form';
import { Loading } from '../../ui/Loading';
import { Text, ui } from '../../ui/Screen';
import { useSubmit } from '../../ui/use-submit';
import { eventText, manageMessages } from './manage-messages';
import styles from './organisations.module.css';

/** One entry as a sentence in the reader's language: who did what, to whom. */
export function describeEvent(intl: IntlShape, event: OrganisationEvent): string {
  const someone = intl.formatMessage(manageMessages.someone);
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  const role = (value: unknown) => (value ? roleName(intl.formatMessage, text(value)) : '');
  const changed = (['name', 'slug', 'logo'] as const)
    .filter((field) => event.detail[field] === true)
    .map((field) =>
      intl.formatMessage(
        {
          name: manageMessages.changedName,
          slug: manageMessages.changedSlug,
          logo: manageMessages.changedLogo,
        }[field],
      ),
    );
  const message =
    event.type === 'member_role_changed' && event.detail.reason === 'owner_erased'
      ? eventText.ownerErased
      : eventText[event.type];
  return intl.formatMessage(message, {
    actor: event.actor?.name || someone,
    subject: event.subject?.name || event.subject?.email || someone,
    role: role(event.detail.role),
    previousRole: role(event.detail.previousRole),
    what: intl.formatList(changed, { type: 'conjunction' }),
    // How many were signed out when single sign-on became required (sso_sessions_ended).
    people: typeof event.detail.people === 'number' ? event.detail.people : 0,
  });
}

/**
 * The organisation's activity (owners and admins), newest first, 20 at a time with "Show
 * older". `version` changes when something was done on this screen, so the list is read again.
 */
export function OrganisationActivity({
  organisation,
  version,
}: {
  organisation: Organisation;
  version: number;
}) {
  const intl = useIntl();
  const api = useApi();
  const formats = useFormats();
  const first = useResource(`activity:${organisation.id}:${version}`, (signal) =>
    listOrganisationActivity(api, organisation.id, null, signal),
  );
  // Older pages follow the first page they were asked from (a new first page starts over).
  const [older, setOlder] = useState<{
    after: OrganisationActivityPage;
    page: OrganisationActivityPage;
  } | null>(null);
  const base = first.data;
  const more = older && older.after === base ? older.page : null;
  const events = base ? [...base.events, ...(more?.events ?? [])] : [];
  const next = more ? more.next : (base?.next ?? null);
  const loadOlder = useSubmit(async () => {
    if (!base || !next) return;
    const page = await listOrganisationActivity(api, organisation.id, next);
    setOlder({
      after: base,
      page: { events: [...(more?.events ?? []), ...page.events], next: page.next },
    });
  });
  return (
    <section aria-labelledby="organisation-activity" className={ui.section}>
      <h3 id="organisation-activity" className={ui.subtitle}>
        <FormattedMessage {...manageMessages.activity} />
      </h3>
      <Text>
        <FormattedMessage {...manageMessages.activityIntro} />
      </Text>
      {base === null ? (
        first.feedback ? (
          <FormFeedback feedback={first.feedback} />
        ) : (
          <Loading />
        )
      ) : events.length === 0 ? (
        <Text>
          <FormattedMessage {...manageMessages.noActivity} />
        </Text>
      ) : (
        <ul className={ui.list} aria-labelledby="organisation-activity">
          {events.map((event) => (
            <li key={event.id} className={ui.listItem}>
              <p className={styles.name}>{describeEvent(intl, event)}</p>
              <p className={styles.detail}>
                <time dateTime={event.at}>{formats.dateTime(event.at)}</time>
              </p>
            </li>
          ))}
        </ul>
      )}
      <FormFeedback feedback={loadOlder.feedback} />
      {next ? (
        <button
          type="button"
          className={`${ui.button} ${ui.secondary}`}
          disabled={loadOlder.busy}
          aria-busy={loadOlder.busy}
          onClick={() => void loadOlder.submit()}
        >
          <FormattedMessage {...manageMessages.older} />
        </button>
      ) : null}
    </section>
  );
}
