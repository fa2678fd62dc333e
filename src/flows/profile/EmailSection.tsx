import { useEffect, useRef, useState, type RefObject } from 'react';
import type { Feedback } from '../../ui/use-submit';
import { FormattedMessage } from 'react-intl';
import type { Profile } from '../../api/users';
import * as common from '../../i18n/common-messages';
import { useFormats } from '../../i18n/formats';
import { Form, FormEmailField, FormFeedback, FormSubmit } from '../../ui/form';
import { Actions, Text, ui } from '../../ui/Screen';
import { currentEmail, messages, pendingText } from './messages';
import { useChangeEmail, usePendingEmail, type Guard } from './use-email';
import styles from './profile.module.css';

/**
 * The account's address, the change waiting for its link (shown until it ends, also after
 * leaving the page: it comes with the profile), and a form to ask for a change behind "Change".
 */
export function EmailSection({ profile, guard }: { profile: Profile; guard: Guard }) {
  const [changing, setChanging] = useState(false);
  // What the last request said (the link was sent), kept once its form has closed.
  const [sent, setSent] = useState<Feedback | null>(null);
  // Where the focus goes when the form closes: the waiting change, or the Change button.
  const [focusAfter, setFocusAfter] = useState<{ to: 'pending' | 'change' } | null>(null);
  const changeButton = useRef<HTMLButtonElement>(null);
  const pendingHeading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusAfter?.to === 'pending') pendingHeading.current?.focus();
    if (focusAfter?.to === 'change') changeButton.current?.focus();
  }, [focusAfter]);
  const pending = profile.pendingEmail ?? null;
  return (
    <section aria-labelledby="profile-email" className={ui.section}>
      <h2 id="profile-email" className={ui.subtitle}>
        <FormattedMessage {...common.email} />
      </h2>
      <Text>
        <FormattedMessage {...currentEmail} values={{ email: profile.email }} />
      </Text>
      <FormFeedback feedback={sent} />
      {pending ? (
        <PendingEmail
          pending={pending}
          guard={guard}
          heading={pendingHeading}
          onCancelled={(feedback) => {
            setSent(feedback);
            setFocusAfter({ to: 'change' });
          }}
        />
      ) : null}
      {changing ? (
        <ChangeEmailForm
          guard={guard}
          email={profile.email}
          onSent={(feedback) => {
            setSent(feedback);
            setChanging(false);
            setFocusAfter({ to: 'pending' });
          }}
          onCancel={() => {
            setChanging(false);
            setFocusAfter({ to: 'change' });
          }}
        />
      ) : (
        <Actions>
          <button
            ref={changeButton}
            type="button"
            className={`${ui.button} ${ui.secondary}`}
            onClick={() => {
              setSent(null);
              setFocusAfter(null);
              setChanging(true);
            }}
          >
            <FormattedMessage {...messages.change} />
          </button>
        </Actions>
      )}
    </section>
  );
}

function PendingEmail({
  pending,
  guard,
  heading,
  onCancelled,
}: {
  pending: NonNullable<Profile['pendingEmail']>;
  guard: Guard;
  heading: RefObject<HTMLHeadingElement | null>;
  onCancelled(feedback: Feedback): void;
}) {
  const formats = useFormats();
  const { resend, cancel } = usePendingEmail(guard, pending.email, onCancelled);
  const busy = resend.busy || cancel.busy;
  return (
    <div className={styles.pending} role="group" aria-labelledby="profile-email-pending">
      <h3 id="profile-email-pending" className={styles.pendingTitle} tabIndex={-1} ref={heading}>
        <FormattedMessage {...messages.pendingTitle} />
      </h3>
      <Text>
        <FormattedMessage
          {...pendingText}
          values={{
            email: pending.email,
            date: formats.date(pending.expiresAt),
            time: formats.time(pending.expiresAt),
          }}
        />
      </Text>
      <FormFeedback feedback={resend.feedback ?? cancel.feedback} />
      <Actions>
        <button
          type="button"
          className={`${ui.button} ${ui.secondary}`}
          disabled={busy}
          onClick={() => void resend.submit()}
        >
          <FormattedMessage {...messages.resend} />
        </button>
        <button
          type="button"
          className={`${ui.button} ${ui.secondary}`}
          disabled={busy}
          onClick={() => void cancel.submit()}
        >
          <FormattedMessage {...messages.cancelChange} />
        </button>
      </Actions>
    </div>
  );
}

function ChangeEmailForm({
  guard,
  email,
  onSent,
  onCancel,
}: {
  guard: Guard;
  email: string;
  onSent(feedback: Feedback): void;
  onCancel(): void;
}) {
  const { form, feedback, onSubmit } = useChangeEmail(guard, email, onSent);
  // Opened by "Change": the focus goes to the field to type in.
  useEffect(() => form.setFocus('newEmail'), [form]);
  return (
    <div className={styles.change}>
      <h3 className={styles.pendingTitle}>
        <FormattedMessage {...messages.changeEmail} />
      </h3>
      <Text>
        <FormattedMessage {...messages.changeEmailText} />
      </Text>
      <Form form={form} feedback={feedback} onSubmit={onSubmit}>
        <FormEmailField name="newEmail" label={messages.newEmail} autoComplete="off" />
        <FormSubmit label={messages.sendLink} />
      </Form>
      <Actions>
        <button type="button" className={`${ui.button} ${ui.secondary}`} onClick={onCancel}>
          <FormattedMessage {...common.cancel} />
        </button>
      </Actions>
    </div>
  );
}
