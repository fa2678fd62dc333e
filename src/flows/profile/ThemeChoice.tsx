import { FormattedMessage, useIntl } from 'react-intl';
import { useTheme } from '../../theme/ThemeContext';
import type { Theme } from '../../theme/theme';
import { formStyles } from '../../ui/form';
import { messages } from './messages';

const options: { value: Theme | 'system'; label: keyof typeof messages }[] = [
  { value: 'system', label: 'themeSystem' },
  { value: 'light', label: 'themeLight' },
  { value: 'dark', label: 'themeDark' },
];

/** The user's theme choice, kept on this device; "same as my device" follows the system. */
export function ThemeChoice() {
  const { saved, setSaved } = useTheme();
  const intl = useIntl();
  return (
    <fieldset className={formStyles.fieldset}>
      <legend className={formStyles.label}>
        <FormattedMessage {...messages.theme} />
      </legend>
      {options.map((option) => (
        <label key={option.value} className={formStyles.checkbox}>
          <input
            type="radio"
            name="theme"
            value={option.value}
            checked={(saved ?? 'system') === option.value}
            onChange={() => setSaved(option.value === 'system' ? null : option.value)}
          />
          {intl.formatMessage(messages[option.label])}
        </label>
      ))}
    </fieldset>
  );
}
