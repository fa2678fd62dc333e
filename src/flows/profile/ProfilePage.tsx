import { FormattedMessage } from 'react-intl';
import { useSession } from '../../session/SessionContext';
import { LanguageSwitcher } from '../../features/language-choice/LanguageSwitcher';
import { useSensitive } from '../../features/confirm-its-you/use-sensitive';
import { Loading } from '../../ui/Loading';
import { Screen, ui } from '../../ui/Screen';
import { EmailSection } from './EmailSection';
import { messages } from './messages';
import { NameForm } from './NameForm';
import { ThemeChoice } from './ThemeChoice';
import styles from './profile.module.css';

/**
 * Profile (guarded, a section of the account centre): the name, the e-mail address with its
 * waiting change, and the preferences (language, theme).
 */
export default function ProfilePage() {
  const { profile } = useSession();
  const { guard, dialog } = useSensitive();
  if (!profile) return <Loading />;
  return (
    <Screen title={<FormattedMessage {...messages.title} />}>
      {/* First, without a heading of its own: the field's label names it. */}
      <NameForm profile={profile} />
      <EmailSection profile={profile} guard={guard} />
      <section aria-labelledby="profile-preferences" className={ui.section}>
        <h2 id="profile-preferences" className={ui.subtitle}>
          <FormattedMessage {...messages.preferences} />
        </h2>
        <div className={styles.preference}>
          <LanguageSwitcher />
        </div>
        <ThemeChoice />
      </section>
      {/* "Confirm it's you", outside the forms: it holds a form of its own. */}
      {dialog}
    </Screen>
  );
}
