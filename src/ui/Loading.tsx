import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import { ui } from './Screen';

const messages = defineMessages({
  loading: { id: 'loading', defaultMessage: 'Loading…' },
  busy: { id: 'form.busy', defaultMessage: 'Please wait…' },
});

/** What a busy button says while its action runs. */
export const busyLabel: MessageDescriptor = messages.busy;

/** Shown while a screen's code loads: announced politely, nothing that jumps around. */
export function Loading({ label }: { label?: MessageDescriptor }) {
  const intl = useIntl();
  return (
    <div role="status" aria-live="polite" className={ui.visuallyHidden}>
      {label ? intl.formatMessage(label) : intl.formatMessage(messages.loading)}
    </div>
  );
}
