import { defineMessage, defineMessages, FormattedMessage } from 'react-intl';
import type { Schemas } from '../../api/contract';
import { ApiError } from '../../api/errors';
import { useFormats } from '../../i18n/formats';
import { FormAlert, FormFeedback } from '../../ui/form';
import { busyLabel } from '../../ui/Loading';
import { ui } from '../../ui/Screen';
import type { Feedback } from '../../ui/use-submit';
import { messages as signInMessages } from './messages';
import styles from './sign-in.module.css';

// An account scheduled for deletion (docs/your-data.md): the right password (or passkey) does
// not sign in; the authority answers when it will be erased, and the same login with
// `restoreAccount` restores it and signs in. Wrong passwords never get here (they answer as for
// any account).

const SCHEDULED: Schemas['AccountDeletionScheduled']['error'] = 'account_deletion_scheduled';

const scheduledOn = defineMessage<{ date: string }>({
  id: 'signIn.deletionScheduled',
  defaultMessage:
    'This account is scheduled for deletion on {date}. Restore it to sign in and keep using it.',
});

const messages = defineMessages({
  restore: { id: 'signIn.restoreAccount', defaultMessage: 'Restore my account and sign in' },
});

/** The erase date when the login refused a scheduled account; null for any other error. */
export function scheduledDeletion(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.code !== SCHEDULED) return null;
  const eraseAt = error.body?.eraseAt;
  return typeof eraseAt === 'string' ? eraseAt : null;
}

/**
 * The sign-in's state for a scheduled account, instead of the form (docs/sign-in.md): what
 * happens and when (focused), restoring as the one primary action, and another account as the
 * way out. Signing in again as the form would only be refused the same way, so it is not here.
 * `feedback`: a restore that did not go through (a cancelled passkey prompt, say).
 */
export function ScheduledDeletion({
  eraseAt,
  busy,
  feedback,
  onRestore,
  onOtherAccount,
}: {
  eraseAt: string;
  busy: boolean;
  feedback?: Feedback | null;
  onRestore(): void;
  onOtherAccount(): void;
}) {
  const formats = useFormats();
  return (
    <div className={styles.stack}>
      <FormAlert focusKey={eraseAt}>
        <FormattedMessage {...scheduledOn} values={{ date: formats.date(eraseAt) }} />
      </FormAlert>
      <FormFeedback feedback={feedback} />
      <button
        type="button"
        className={`${ui.button} ${styles.wide}`}
        disabled={busy}
        aria-busy={busy}
        onClick={onRestore}
      >
        {busy ? <FormattedMessage {...busyLabel} /> : <FormattedMessage {...messages.restore} />}
      </button>
      <p className={styles.centred}>
        <button type="button" className={ui.link} disabled={busy} onClick={onOtherAccount}>
          <FormattedMessage {...signInMessages.useAnotherAccount} />
        </button>
      </p>
    </div>
  );
}
