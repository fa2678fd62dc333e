import { useIntl } from 'react-intl';
import { SignOutButton } from '../../features/session-actions/SignOutButton';
import type { Profile } from '../../api/users';
import { Avatar } from '../../ui/Avatar';
import { userMenu } from './messages';
import { useDisclosure } from '../../ui/use-disclosure';
import styles from './centre.module.css';

/**
 * The header's user menu: who is signed in (the whole address, wrapped, never cut) and Sign out.
 * A disclosure button: Escape closes it and gives the focus back to the button.
 */
export function UserMenu({ profile }: { profile: Profile }) {
  const intl = useIntl();
  const { id, open, setOpen, button, panel } = useDisclosure();
  const label = profile.name || profile.email;
  return (
    <div className={styles.userMenu}>
      <button
        ref={button}
        type="button"
        className={styles.userButton}
        aria-expanded={open}
        aria-controls={id}
        // The visible name starts the accessible one (WCAG 2.5.3, label in name).
        aria-label={intl.formatMessage(userMenu, { name: label })}
        title={label}
        onClick={() => setOpen((was) => !was)}
      >
        <Avatar name={profile.name} email={profile.email} />
        <span className={styles.userName}>{label}</span>
      </button>
      <div ref={panel} id={id} className={styles.userPanel} hidden={!open}>
        {profile.name ? <p className={styles.userPanelName}>{profile.name}</p> : null}
        <p className={styles.userPanelEmail}>{profile.email}</p>
        <SignOutButton />
      </div>
    </div>
  );
}
