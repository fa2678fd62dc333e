import { FormattedMessage, useIntl } from 'react-intl';
import { useApi } from '../../api/ApiContext';
import {
  approveAccessRequest,
  declineAccessRequest,
  listAccessRequests,
  type AccessRequest,
  type Organisation,
} from '../../api/organisations';
import { useResource } from '../../api/use-resource';
import { useFormats } from '../../i18n/formats';
import { ConfirmAction } from '../../ui/ConfirmAction';
import { FormFeedback } from '../../ui/form';
import { Loading } from '../../ui/Loading';
import { Text, ui } from '../../ui/Screen';
import { useSubmit } from '../../ui/use-submit';
import {
  approved,
  approveOf,
  declined,
  declineOf,
  declineQuestion,
  manageMessages,
  requestLine,
} from './manage-messages';
import { codes } from './messages';
import styles from './organisations.module.css';

const requestCodes = { ...codes, not_found: manageMessages.requestGone };

/**
 * People asking to join (owners and admins; docs/organisations.md, "Request access"): **Let in**
 * makes them a member (the API mails them), **Decline** is asked first and tells them nothing.
 */
export function AccessRequests({
  organisation,
  onChanged,
}: {
  organisation: Organisation;
  onChanged(): void;
}) {
  const intl = useIntl();
  const api = useApi();
  const formats = useFormats();
  const requests = useResource(`access-requests:${organisation.id}`, (signal) =>
    listAccessRequests(api, organisation.id, signal),
  );
  const after = () => {
    requests.reload();
    onChanged();
  };
  const label = (request: AccessRequest) => request.name || request.email;
  const approve = useSubmit(
    async (request: AccessRequest) => {
      try {
        await approveAccessRequest(api, organisation.id, request.id);
      } finally {
        after();
      }
      return { message: approved, values: { name: label(request) }, tone: 'status' as const };
    },
    { codes: requestCodes },
  );
  const decline = useSubmit(
    async (request: AccessRequest) => {
      try {
        await declineAccessRequest(api, organisation.id, request.id);
      } finally {
        after();
      }
      return { message: declined, values: { name: label(request) }, tone: 'status' as const };
    },
    { codes: requestCodes },
  );
  const list = requests.data;
  return (
    <section aria-labelledby="organisation-requests" className={ui.section}>
      <h3 id="organisation-requests" className={ui.subtitle}>
        <FormattedMessage {...manageMessages.requests} />
      </h3>
      <FormFeedback feedback={approve.feedback ?? decline.feedback} />
      {list === null ? (
        requests.feedback ? (
          <FormFeedback feedback={requests.feedback} />
        ) : (
          <Loading />
        )
      ) : list.length === 0 ? (
        <Text>
          <FormattedMessage {...manageMessages.noRequests} />
        </Text>
      ) : (
        <ul className={ui.list} aria-labelledby="organisation-requests">
          {list.map((request) => (
            <li key={request.id} className={ui.listItem}>
              <p className={styles.name}>{label(request)}</p>
              <p className={styles.detail}>
                <FormattedMessage
                  {...requestLine}
                  values={{ email: request.email, when: formats.dateTime(request.createdAt) }}
                />
              </p>
              <div className={styles.row}>
                <button
                  type="button"
                  className={`${ui.button} ${ui.secondary}`}
                  aria-label={intl.formatMessage(approveOf, { name: label(request) })}
                  disabled={approve.busy}
                  aria-busy={approve.busy}
                  onClick={() => void approve.submit(request)}
                >
                  <FormattedMessage {...manageMessages.approve} />
                </button>
                <ConfirmAction
                  label={manageMessages.decline}
                  accessibleLabel={intl.formatMessage(declineOf, { name: label(request) })}
                  question={intl.formatMessage(declineQuestion, { name: label(request) })}
                  confirm={manageMessages.declineConfirm}
                  busy={decline.busy}
                  onConfirm={() => void decline.submit(request)}
                />
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
