import { useIntl } from 'react-intl';
import * as z from 'zod/mini';
import * as common from '../../i18n/common-messages';
import { useLanguage } from '../../i18n/LanguageProvider';
import { LANGUAGES, languageNames, pickLanguage } from '../../i18n/languages';
import { formStyles, useZodForm } from '../../ui/form';
import { StepForm, type StepProps } from './StepForm';

const schema = z.object({ locale: z.string() });

/** Step 2: the language of our screens and e-mails, saved as the account's locale. */
export function LanguageStep({ draft, save, ...step }: StepProps) {
  const intl = useIntl();
  const { choose } = useLanguage();
  const form = useZodForm(schema, { defaultValues: { locale: draft.locale } });
  // One registration for the radio group (options are per field name, not per radio): the
  // screen speaks the chosen language at once; Next saves it to the account.
  const localeField = form.register('locale', {
    onChange: (event: { target: { value: string } }) => {
      const chosen = pickLanguage(event.target.value);
      if (chosen) void choose(chosen).catch(() => undefined);
    },
  });
  return (
    <StepForm
      {...step}
      form={form}
      onSubmit={form.handleSubmit(({ locale }) => save({ locale }, { locale }))}
    >
      <fieldset className={formStyles.fieldset}>
        <legend className={formStyles.label}>{intl.formatMessage(common.language)}</legend>
        {LANGUAGES.map((code) => (
          <label key={code} className={formStyles.checkbox} lang={code}>
            <input type="radio" value={code} {...localeField} />
            {languageNames[code]}
          </label>
        ))}
      </fieldset>
    </StepForm>
  );
}
