import { FormattedMessage, useIntl } from 'react-intl';
import { ui } from '../../ui/Screen';
import { deviceMenu, deviceOptions } from './messages';
import { useDisclosure } from '../../ui/use-disclosure';
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
  const { id, open, setOpen, button, panel } = useDisclosure();
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
