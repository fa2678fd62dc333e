import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import { ui } from './Screen';

const messages = defineMessages({
  loading: { id: 'loading', defaultMessage: 'Loading…' },
  busy: { id: 'form.busy', defaultMessage: 'Please wait…' },
});

/** What a busy button says while its action runs. */
export const busyLabel: MessageDescriptor = messages.busy;

/**
 * Shown while a screen's code or data loads: announced politely at once, and shown (quietly,
 * nothing that jumps around) once the wait lasts more than a moment, as on a slow network.
 */
export function Loading({ label }: { label?: MessageDescriptor }) {
  const intl = useIntl();
  return (
    <div role="status" aria-live="polite" className={ui.loading}>
      {label ? intl.formatMessage(label) : intl.formatMessage(messages.loading)}
    </div>
  );
}
