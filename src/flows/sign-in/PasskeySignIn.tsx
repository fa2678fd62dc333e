import { FormattedMessage } from 'react-intl';
import { FormFeedback } from '../../ui/form';
import { ui } from '../../ui/Screen';
import type { Feedback } from '../../ui/use-submit';
import { messages } from './messages';
import styles from './sign-in.module.css';

/**
 * "Sign in with a passkey", under the password form after an "or" divider, as wide and as tall
 * as "Sign in" (the neutral style: the form's button is the page's primary). Its failure is said
 * just above it. The caller hides it where the browser has no passkeys.
 */
export function PasskeySignIn({
  busy,
  feedback,
  signIn,
}: {
  busy: boolean;
  feedback: Feedback | null;
  signIn(): void;
}) {
  return (
    <div className={styles.stack}>
      <p className={styles.or}>
        <FormattedMessage {...messages.passkeyOr} />
      </p>
      <FormFeedback feedback={feedback} />
      <button
        type="button"
        className={`${ui.button} ${ui.secondary} ${styles.wide}`}
        aria-busy={busy}
        disabled={busy}
        onClick={signIn}
        // Before the app arrives, the page's script holds a press for it (lib/early-form.ts).
        data-hold="passkey"
      >
        <FormattedMessage {...messages.passkey} />
      </button>
    </div>
  );
}
