import { useEffect, useId, useRef, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { useApi } from '../../api/ApiContext';
import { usePaths } from '../../config/ConfigContext';
import { getConsents } from '../../api/consents';
import { useResource } from '../../api/use-resource';
import { AcceptedDocuments } from '../../features/documents/Documents';
import { useFormats } from '../../i18n/formats';
import { Form, FormEmailField, FormFeedback } from '../../ui/form';
import * as common from '../../i18n/common-messages';
import { Actions, Text, ui } from '../../ui/Screen';
import { DELETION_GRACE_DAYS } from './constants';
import {
  deleteText,
  lastOwnerOfOrganisation,
  messages,
  toOrganisations,
  typeEmailHint,
} from './messages';
import styles from './privacy.module.css';
import { useDeleteAccount, useDownloadData, type Guard } from './use-privacy';

/** Download your data: one button, the file saved as the API names it. */
export function DownloadData({ guard }: { guard: Guard }) {
  const { submit, feedback, busy } = useDownloadData(guard);
  return (
    <section aria-labelledby="privacy-download" className={ui.section}>
      <h2 id="privacy-download" className={ui.subtitle}>
        <FormattedMessage {...messages.download} />
      </h2>
      <Text>
        <FormattedMessage {...messages.downloadText} />
      </Text>
      <FormFeedback feedback={feedback} />
      <Actions>
        <button
          type="button"
          className={`${ui.button} ${ui.secondary}`}
          disabled={busy}
          aria-busy={busy}
          onClick={() => void submit()}
        >
          <FormattedMessage {...messages.downloadButton} />
        </button>
      </Actions>
    </section>
  );
}

/** The terms and privacy policy: which version the user accepted and when, and a link to each. */
export function Consents() {
  const api = useApi();
  const { data, error, reload } = useResource('consents-accepted', (signal) =>
    getConsents(api, signal),
  );
  return (
    <section aria-labelledby="privacy-consents" className={ui.section}>
      <h2 id="privacy-consents" className={ui.subtitle}>
        <FormattedMessage {...messages.consents} />
      </h2>
      {error ? (
        <FormFeedback feedback={{ message: messages.consentsFailed }}>
          <Actions>
            <button type="button" className={ui.button} onClick={reload}>
              <FormattedMessage {...common.tryAgain} />
            </button>
          </Actions>
        </FormFeedback>
      ) : data ? (
        <AcceptedDocuments accepted={data.accepted} />
      ) : null}
    </section>
  );
}

/**
 * The danger zone: deleting the account. A neutral "Delete account…" opens a panel that says
 * what happens and when, asks for the typed e-mail address, and holds the one red button.
 */
export function DeleteAccount({ guard, email }: { guard: Guard; email: string }) {
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  return (
    <section aria-labelledby="privacy-delete" className={`${ui.section} ${styles.danger}`}>
      <h2 id="privacy-delete" className={ui.subtitle}>
        <FormattedMessage {...messages.dangerZone} />
      </h2>
      {open ? (
        <DeletePanel
          id={panelId}
          guard={guard}
          email={email}
          onCancel={() => {
            setOpen(false);
            // Back where the user was: the panel's opener (rendered again by then).
            queueMicrotask(() => opener.current?.focus());
          }}
        />
      ) : (
        <>
          <Text>
            <FormattedMessage {...messages.dangerText} />
          </Text>
          <button
            ref={opener}
            type="button"
            className={`${ui.button} ${ui.secondary}`}
            aria-expanded={false}
            aria-controls={panelId}
            onClick={() => setOpen(true)}
          >
            <FormattedMessage {...messages.openDelete} />
          </button>
        </>
      )}
    </section>
  );
}

function DeletePanel({
  id,
  guard,
  email,
  onCancel,
}: {
  id: string;
  guard: Guard;
  email: string;
  onCancel(): void;
}) {
  const formats = useFormats();
  const paths = usePaths();
  const { form, feedback, onSubmit } = useDeleteAccount(guard, email);
  // The date if deleted now: read once, when the panel opens.
  const [eraseOn] = useState(() => new Date(Date.now() + DELETION_GRACE_DAYS * 24 * 3600 * 1000));
  // Opened by its button: the focus goes to the field to type in.
  useEffect(() => form.setFocus('email'), [form]);
  const busy = form.formState.isSubmitting;
  return (
    <div id={id} className={styles.panel} role="group" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className={styles.panelTitle}>
        <FormattedMessage {...messages.deleteTitle} />
      </h3>
      <Text>
        <FormattedMessage {...deleteText} values={{ date: formats.date(eraseOn) }} />
      </Text>
      <Form
        form={form}
        feedback={feedback}
        onSubmit={onSubmit}
        alertAction={
          feedback?.message === lastOwnerOfOrganisation ? (
            <p>
              <Link to={paths.organisations}>
                <FormattedMessage {...toOrganisations} />
              </Link>
            </p>
          ) : null
        }
      >
        <FormEmailField
          name="email"
          label={messages.typeEmail}
          hint={<FormattedMessage {...typeEmailHint} values={{ email }} />}
          autoComplete="off"
        />
        <Actions>
          {/* The one red button: the final confirm of the destructive action. */}
          <button
            type="submit"
            className={`${ui.button} ${ui.danger}`}
            disabled={busy}
            aria-busy={busy}
          >
            <FormattedMessage {...messages.deleteButton} />
          </button>
          <button type="button" className={`${ui.button} ${ui.secondary}`} onClick={onCancel}>
            <FormattedMessage {...common.cancel} />
          </button>
        </Actions>
      </Form>
    </div>
  );
}
