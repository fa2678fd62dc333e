import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useApi } from '../../api/ApiContext';
import { updateProfile, type Profile } from '../../api/users';
import { useSession } from '../../auth/SessionContext';
import { languageNames } from '../../i18n/languages';
import { FormFeedback, formStyles } from '../../ui/form';
import { messages } from './messages';

/** The user's language, saved as their locale (the language of the mails we send them). */
export function LanguageChoice({ profile }: { profile: Profile }) {
  const api = useApi();
  const { setProfile } = useSession();
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const savedLocale = profile.locale ?? 'en';
  // The choice shows at once; it goes back if the save fails.
  const [selected, setSelected] = useState(savedLocale);

  async function choose(locale: string) {
    setSelected(locale);
    setSaving(true);
    setSaved(false);
    setFailure(null);
    try {
      setProfile(await updateProfile(api, { locale }));
      setSaved(true);
    } catch (error) {
      setSelected(savedLocale);
      setFailure(error);
    } finally {
      setSaving(false);
    }
  }

  return (
    <fieldset className={formStyles.fieldset} disabled={saving} aria-busy={saving}>
      <legend className={formStyles.label}>
        <FormattedMessage {...messages.language} />
      </legend>
      {Object.entries(languageNames).map(([code, label]) => (
        <label key={code} className={formStyles.checkbox} lang={code}>
          <input
            type="radio"
            name="language"
            value={code}
            checked={selected === code}
            onChange={() => void choose(code)}
          />
          {label}
        </label>
      ))}
      <FormFeedback failure={failure} success={saved ? messages.languageSaved : null} />
    </fieldset>
  );
}
