import { FormattedMessage, defineMessages } from 'react-intl';
import { DEFAULT_LANGUAGE } from '../config/constants';
import { I18nProvider } from '../i18n/I18nProvider';
import styles from '../ui/ui.module.css';

const messages = defineMessages({
  title: { id: 'startup.title', defaultMessage: 'The app could not start' },
  text: {
    id: 'startup.text',
    defaultMessage: 'Its configuration could not be loaded. Please try again later.',
  },
});

/** Shown when the standalone app's configuration is missing or invalid (details in the console). */
export function StartupError() {
  return (
    <I18nProvider language={navigator.language || DEFAULT_LANGUAGE}>
      <div className={styles.root}>
        <main className={styles.card}>
          <h1 className={styles.title}>
            <FormattedMessage {...messages.title} />
          </h1>
          <p className={styles.text}>
            <FormattedMessage {...messages.text} />
          </p>
        </main>
      </div>
    </I18nProvider>
  );
}
