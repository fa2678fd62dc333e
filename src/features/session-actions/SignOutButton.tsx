import { useState } from 'react';
import { FormattedMessage, defineMessages } from 'react-intl';
import { useSession } from '../../session/SessionContext';
import styles from '../../ui/ui.module.css';

const messages = defineMessages({
  signOut: { id: 'signOut.button', defaultMessage: 'Sign out' },
  signingOut: { id: 'signOut.busy', defaultMessage: 'Signing out…' },
});

/** Sign out of the account: busy from the press until the browser leaves (one press only). */
export function SignOutButton() {
  const { signOut } = useSession();
  const [leaving, setLeaving] = useState(false);
  return (
    <button
      type="button"
      className={`${styles.button} ${styles.secondary}`}
      disabled={leaving}
      onClick={() => {
        setLeaving(true);
        void signOut();
      }}
    >
      <FormattedMessage {...(leaving ? messages.signingOut : messages.signOut)} />
    </button>
  );
}
