// After a sign-in with a password later found in breaches (the profile's `passwordBreached`,
// docs/abuse-protection.md): the person is told and asked to change it, never locked out. Shown
// on the overview, where a sign-in lands, and on Security, where the password changes, until it
// changes. Part of those two screens' chunks, never of the sign-in's first load.
import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { usePaths } from '../../config/ConfigContext';
import { useSession } from '../../session/SessionContext';
import { ui } from '../../ui/Screen';
import styles from './notice.module.css';
import { noticeMessages as messages } from './notice-messages';

export function BreachedPasswordNotice({ onSecurity = false }: { onSecurity?: boolean }) {
  const { profile } = useSession();
  const paths = usePaths();
  const heading = useId();
  if (!profile?.passwordBreached) return null;
  return (
    <section className={styles.notice} aria-labelledby={heading}>
      <h2 id={heading} className={styles.title}>
        <FormattedMessage {...messages.breachedTitle} />
      </h2>
      <p className={styles.body}>
        <FormattedMessage {...messages.breachedBody} />
      </p>
      {/* On Security the password form is right below: no link to where the person already is. */}
      {onSecurity ? null : (
        <Link className={ui.button} to={paths.security}>
          <FormattedMessage {...messages.breachedAction} />
        </Link>
      )}
    </section>
  );
}
