import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useFormats } from '../../i18n/formats';
import { Form, FormEmailField, FormFeedback, FormSubmit } from '../../ui/form';
import { Actions, Text, ui } from '../../ui/Screen';
import { DELETION_GRACE_DAYS } from './constants';
import { currentEmail, deleteText, messages, typeEmailHint } from './messages';
import { useChangeEmail, useDeleteAccount, useDownloadData, type Guard } from './use-privacy';

/** Change the e-mail address: a link to the new one; the same answer whatever the address. */
export function ChangeEmail({ guard, email }: { guard: Guard; email: string }) {
  const { form, feedback, onSubmit } = useChangeEmail(guard, email);
  return (
    <section aria-labelledby="privacy-email" className={ui.section}>
      <h2 id="privacy-email" className={ui.subtitle}>
        <FormattedMessage {...messages.changeEmail} />
      </h2>
      <Text>
        <FormattedMessage {...currentEmail} values={{ email }} />
      </Text>
      <Text>
        <FormattedMessage {...messages.changeEmailText} />
      </Text>
      <Form form={form} feedback={feedback} onSubmit={onSubmit}>
        <FormEmailField name="newEmail" label={messages.newEmail} autoComplete="off" />
        <FormSubmit label={messages.sendLink} />
      </Form>
    </section>
  );
}

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

/** Delete the account: what happens and when, the typed e-mail, recent authentication. */
export function DeleteAccount({ guard, email }: { guard: Guard; email: string }) {
  const formats = useFormats();
  const { form, feedback, onSubmit } = useDeleteAccount(guard, email);
  // The date if deleted now: read once, when the section shows.
  const [eraseOn] = useState(() => new Date(Date.now() + DELETION_GRACE_DAYS * 24 * 3600 * 1000));
  return (
    <section aria-labelledby="privacy-delete" className={ui.section}>
      <h2 id="privacy-delete" className={ui.subtitle}>
        <FormattedMessage {...messages.deleteTitle} />
      </h2>
      <Text>
        <FormattedMessage {...deleteText} values={{ date: formats.date(eraseOn) }} />
      </Text>
      <Form form={form} feedback={feedback} onSubmit={onSubmit}>
        <FormEmailField
          name="email"
          label={messages.typeEmail}
          hint={<FormattedMessage {...typeEmailHint} values={{ email }} />}
          autoComplete="off"
        />
        <FormSubmit label={messages.deleteButton} />
      </Form>
    </section>
  );
}
