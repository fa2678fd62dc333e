import { useId, useRef, useState } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { errorMessage } from '../../api/error-messages';
import * as common from '../../i18n/common-messages';
import { useLanguage } from '../../i18n/LanguageProvider';
import { LANGUAGES, languageNames, type Language } from '../../i18n/languages';
import styles from '../../ui/ui.module.css';

const messages = defineMessages({
  saved: { id: 'language.saved', defaultMessage: 'Your language was saved to your account.' },
});

const notSaved = defineMessage<{ reason: string }>({
  id: 'language.notSaved',
  defaultMessage: 'This device will use it, but it could not be saved to your account: {reason}',
});

type Outcome = { kind: 'saved' } | { kind: 'failed'; error: unknown } | null;

/**
 * The language switch under every screen. Each language is named in itself, so a user who
 * cannot read the current one still finds theirs. Signed in, the choice also becomes the
 * account's locale; the outcome of that save is announced.
 */
export function LanguageSwitcher() {
  const intl = useIntl();
  const id = useId();
  const { language, forced, choose } = useLanguage();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const latest = useRef(0);
  if (forced) return null;

  // Only the newest choice's outcome is announced.
  const change = (next: Language) => {
    const attempt = ++latest.current;
    setOutcome(null);
    choose(next).then(
      (where) => {
        if (attempt === latest.current) setOutcome(where === 'account' ? { kind: 'saved' } : null);
      },
      (error: unknown) => {
        if (attempt === latest.current) setOutcome({ kind: 'failed', error });
      },
    );
  };

  return (
    <div className={styles.language}>
      <label htmlFor={id}>{intl.formatMessage(common.language)}</label>
      <select
        id={id}
        className={styles.select}
        value={language}
        onChange={(event) => change(event.target.value as Language)}
      >
        {LANGUAGES.map((code) => (
          <option key={code} value={code} lang={code}>
            {languageNames[code]}
          </option>
        ))}
      </select>
      {/* Always present, so the confirmation is announced when it appears. */}
      <p role="status" className={styles.note}>
        {outcome?.kind === 'saved' ? intl.formatMessage(messages.saved) : null}
      </p>
      {outcome?.kind === 'failed' ? (
        <p role="alert" className={styles.note}>
          {intl.formatMessage(notSaved, {
            reason: intl.formatMessage(errorMessage(outcome.error)),
          })}
        </p>
      ) : null}
    </div>
  );
}
