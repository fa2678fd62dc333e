import { FormattedMessage, defineMessages } from 'react-intl';
import { DEFAULT_LANGUAGE } from '../config/constants';
import type { ConfigProblem } from '../config/load-config';
import * as common from '../i18n/common-messages';
import { I18nProvider } from '../i18n/I18nProvider';
import styles from '../ui/ui.module.css';

const messages = defineMessages({
  title: { id: 'startup.title', defaultMessage: 'The app could not start' },
  missing: {
    id: 'startup.missing',
    defaultMessage:
      'Its configuration file is missing on the server. Please try again later; if this goes on, tell the site’s administrator.',
  },
  unreachable: {
    id: 'startup.unreachable',
    defaultMessage:
      'Its configuration could not be downloaded. Check your connection, then try again.',
  },
  invalid: {
    id: 'startup.invalid',
    defaultMessage:
      'Its configuration is not valid. Please try again later; if this goes on, tell the site’s administrator.',
  },
});

/**
 * Shown when the standalone app's configuration is missing, unreachable or invalid: it names
 * which (details in the console) and offers to load the page again.
 */
export function StartupError({
  problem,
  reload = () => location.reload(),
}: {
  problem: ConfigProblem;
  reload?: () => void;
}) {
  return (
    <I18nProvider language={navigator.language || DEFAULT_LANGUAGE}>
      <div className={styles.root}>
        <main className={styles.card}>
          <h1 className={styles.title}>
            <FormattedMessage {...messages.title} />
          </h1>
          <p className={styles.text}>
            <FormattedMessage {...messages[problem]} />
          </p>
          <div className={styles.actions}>
            <button type="button" className={styles.button} onClick={reload}>
              <FormattedMessage {...common.tryAgain} />
            </button>
          </div>
        </main>
      </div>
    </I18nProvider>
  );
}
