import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { FormattedMessage, type MessageDescriptor } from 'react-intl';
import * as common from '../i18n/common-messages';
import { Actions, ui } from './Screen';

/**
 * A change that cannot be taken back (new recovery codes void the old ones, turning two-step
 * off, removing a passkey): a neutral button that asks first, in place. The question takes the
 * focus; the one red button does it; Cancel closes the question and gives the focus back.
 */
export function ConfirmAction({
  label,
  accessibleLabel,
  question,
  confirm,
  busy,
  onConfirm,
}: {
  label: MessageDescriptor;
  /** The opener's accessible name when the label alone is ambiguous ("Remove Work laptop"). */
  accessibleLabel?: string;
  question: ReactNode;
  confirm: MessageDescriptor;
  busy: boolean;
  onConfirm(): void;
}) {
  const [open, setOpen] = useState(false);
  const [focus, setFocus] = useState<{ to: 'question' | 'opener' } | null>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const asked = useRef<HTMLParagraphElement>(null);
  const id = useId();
  useEffect(() => {
    if (focus?.to === 'question') asked.current?.focus();
    if (focus?.to === 'opener') opener.current?.focus();
  }, [focus]);
  if (!open) {
    return (
      <button
        ref={opener}
        type="button"
        className={`${ui.button} ${ui.secondary}`}
        aria-label={accessibleLabel}
        aria-expanded={false}
        onClick={() => {
          setOpen(true);
          setFocus({ to: 'question' });
        }}
      >
        <FormattedMessage {...label} />
      </button>
    );
  }
  return (
    <div role="group" aria-labelledby={id}>
      <p id={id} ref={asked} tabIndex={-1} className={ui.text}>
        {question}
      </p>
      <Actions>
        <button
          type="button"
          className={`${ui.button} ${ui.danger}`}
          disabled={busy}
          aria-busy={busy}
          onClick={onConfirm}
        >
          <FormattedMessage {...confirm} />
        </button>
        <button
          type="button"
          className={`${ui.button} ${ui.secondary}`}
          onClick={() => {
            setOpen(false);
            setFocus({ to: 'opener' });
          }}
        >
          <FormattedMessage {...common.cancel} />
        </button>
      </Actions>
    </div>
  );
}
