import { useEffect, useId, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ui } from '../../ui/Screen';
import { deviceMenu, deviceOptions } from './messages';
import styles from './sessions.module.css';

/**
 * The row menu of another device: a disclosure button ("Options", named after the device and
 * when it signed in) that opens what can be done to that device, "Sign this device out". Escape
 * closes it and gives the focus back to the button; a press outside closes it.
 */
export function DeviceMenu({
  device,
  signedIn,
  disabled,
  onSignOut,
}: {
  device: string;
  signedIn: string;
  disabled: boolean;
  onSignOut(): void;
}) {
  const intl = useIntl();
  const id = useId();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    const close = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!panel.current?.contains(target) && !button.current?.contains(target)) setOpen(false);
    };
    const escape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('pointerdown', close);
    document.addEventListener('keydown', escape);
    return () => {
      document.removeEventListener('pointerdown', close);
      document.removeEventListener('keydown', escape);
    };
  }, [open]);
  return (
    <div className={styles.menu}>
      <button
        ref={button}
        type="button"
        className={`${ui.button} ${ui.secondary}`}
        aria-expanded={open}
        aria-controls={id}
        aria-label={intl.formatMessage(deviceOptions, { device, signedIn })}
        onClick={() => setOpen((was) => !was)}
      >
        <FormattedMessage {...deviceMenu.options} />
      </button>
      <div ref={panel} id={id} className={styles.menuPanel} hidden={!open}>
        <button
          type="button"
          className={`${ui.button} ${ui.secondary}`}
          disabled={disabled}
          onClick={() => {
            setOpen(false);
            onSignOut();
          }}
        >
          <FormattedMessage {...deviceMenu.signOut} />
        </button>
      </div>
    </div>
  );
}
