import { defineMessage, defineMessages, FormattedMessage } from 'react-intl';
import type { Schemas } from '../../api/contract';
import { ApiError } from '../../api/errors';
import { useFormats } from '../../i18n/formats';
import { FormAlert } from '../../ui/form';
import { busyLabel } from '../../ui/Loading';
import { Actions, ui } from '../../ui/Screen';

// An account scheduled for deletion (docs/your-data.md): the right password does not sign in;
// the authority answers when it will be erased, and the same login with `restoreAccount`
// restores it and signs in. Wrong passwords never get here (they answer as for any account).

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

/** Said above the password form (focused), with the way to restore. */
export function ScheduledDeletion({
  eraseAt,
  busy,
  onRestore,
}: {
  eraseAt: string;
  busy: boolean;
  onRestore(): void;
}) {
  const formats = useFormats();
  return (
    <FormAlert focusKey={eraseAt}>
      <FormattedMessage {...scheduledOn} values={{ date: formats.date(eraseAt) }} />
      <Actions>
        <button
          type="button"
          className={ui.button}
          disabled={busy}
          aria-busy={busy}
          onClick={onRestore}
        >
          {busy ? <FormattedMessage {...busyLabel} /> : <FormattedMessage {...messages.restore} />}
        </button>
      </Actions>
    </FormAlert>
  );
}
