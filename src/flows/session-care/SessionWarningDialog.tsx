import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, defineMessage, defineMessages, useIntl } from 'react-intl';
import { SESSION_COUNTDOWN_ANNOUNCE_S } from '../../config/constants';
import type { SessionDeadlineCause } from '../../session/session-care';
import ui from '../../ui/ui.module.css';

const messages = defineMessages({
  title: { id: 'sessionCare.title', defaultMessage: 'Your session is about to end' },
  kept: {
    id: 'sessionCare.kept',
    defaultMessage: 'What you have typed stays on the page.',
  },
  stay: { id: 'sessionCare.stay', defaultMessage: 'Stay signed in' },
  signOut: { id: 'sessionCare.signOut', defaultMessage: 'Sign out' },
});

const idleText = defineMessage<{ time: string }>({
  id: 'sessionCare.idle',
  defaultMessage:
    'You have not done anything for a while. For your security you will be signed out in {time}.',
});

const expiryText = defineMessage<{ time: string }>({
  id: 'sessionCare.expiry',
  defaultMessage: 'Your session reaches its time limit in {time}. Sign in again to go on.',
});

const renewalText = defineMessage<{ time: string }>({
  id: 'sessionCare.renewal',
  defaultMessage:
    'We cannot reach the sign-in service to keep your session going. Unless it answers, you will be signed out in {time}.',
});

const announce = defineMessage<{ seconds: number }>({
  id: 'sessionCare.announce',
  defaultMessage:
    '{seconds, plural, =120 {2 minutes left} =60 {1 minute left} other {# seconds left}}',
});

export interface SessionWarningDialogProps {
  cause: SessionDeadlineCause;
  /** When the session ends (epoch ms). */
  endsAt: number;
  onStay(): void;
  onSignOut(): void;
}

/** The announcement for `left` seconds: the last threshold passed, so each is said once. */
export function announcedSeconds(left: number): number | null {
  const passed = SESSION_COUNTDOWN_ANNOUNCE_S.filter((mark) => left <= mark);
  return passed.length > 0 ? Math.min(...passed) : null;
}

function formatLeft(seconds: number): string {
  const s = Math.max(0, seconds);
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

/**
 * The warning before a session ends (docs/session-care.md): a modal dialog over the page (the
 * page stays mounted, so forms keep what was typed), a countdown on screen every second, and a
 * polite live region that speaks only at 2 min, 1 min, 30 s and 10 s. Focus goes to **Stay
 * signed in** and returns where it was when the dialog closes.
 */
export default function SessionWarningDialog({
  cause,
  endsAt,
  onStay,
  onSignOut,
}: SessionWarningDialogProps) {
  const intl = useIntl();
  const dialog = useRef<HTMLDialogElement>(null);
  const stay = useRef<HTMLButtonElement>(null);
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    const element = dialog.current;
    const returnTo = document.activeElement as HTMLElement | null;
    if (element && !element.open) element.showModal();
    stay.current?.focus();
    return () => {
      if (element?.open) element.close();
      returnTo?.focus?.();
    };
  }, []);

  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);

  const left = Math.max(0, Math.ceil((endsAt - now) / 1000));
  const announced = announcedSeconds(left);
  const time = formatLeft(left);
  return (
    <dialog
      ref={dialog}
      className={ui.dialog}
      aria-labelledby="session-warning-title"
      aria-describedby="session-warning-text"
      // Escape would close the dialog and leave the countdown running unseen: it stays.
      onCancel={(event) => event.preventDefault()}
    >
      <h2 id="session-warning-title" className={ui.subtitle}>
        <FormattedMessage {...messages.title} />
      </h2>
      <p id="session-warning-text">
        <FormattedMessage
          {...(cause === 'idle' ? idleText : cause === 'expiry' ? expiryText : renewalText)}
          values={{ time }}
        />
      </p>
      <p>
        <FormattedMessage {...messages.kept} />
      </p>
      <p role="status" aria-live="polite" className={ui.visuallyHidden}>
        {announced === null ? '' : intl.formatMessage(announce, { seconds: announced })}
      </p>
      <div className={ui.actions}>
        <button ref={stay} type="button" className={ui.button} onClick={onStay}>
          <FormattedMessage {...messages.stay} />
        </button>
        <button type="button" className={`${ui.button} ${ui.secondary}`} onClick={onSignOut}>
          <FormattedMessage {...messages.signOut} />
        </button>
      </div>
    </dialog>
  );
}
