import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Navigate, useNavigate } from 'react-router-dom';
import * as z from 'zod/mini';
import { useApi } from '../../api/ApiContext';
import { updateProfile, type Profile, type ProfilePatch } from '../../api/users';
import { useSession } from '../../session/SessionContext';
import { useConfig } from '../../config/ConfigContext';
import { href } from '../../config/paths';
import { CheckboxField, Field, FormFeedback, formStyles, useZodForm } from '../../ui/form';
import { Loading } from '../../ui/Loading';
import { Actions, Screen, Text, ui } from '../../ui/Screen';
import { useLanguage } from '../../i18n/LanguageProvider';
import { LANGUAGES, languageNames, pickLanguage } from '../../i18n/languages';
import { messages, progress } from './messages';

const schema = z.object({
  name: z.string().check(z.trim(), z.minLength(1, 'required'), z.maxLength(100, 'too_long')),
  locale: z.string(),
  notifications: z.boolean(),
  terms: z.boolean(),
});
type Values = z.output<typeof schema>;

const steps = [
  { title: messages.nameTitle, text: messages.nameText, fields: ['name'] },
  { title: messages.languageTitle, text: messages.languageText, fields: ['locale'] },
  {
    title: messages.notificationsTitle,
    text: messages.notificationsText,
    fields: ['notifications'],
  },
  { title: messages.termsTitle, text: messages.termsText, fields: ['terms'] },
] as const;

/** First-run steps; each Next is saved, so a reload resumes where the user left off. */
export default function OnboardingPage() {
  const { profile } = useSession();
  const { basePath } = useConfig();
  if (!profile) return <Loading />;
  if (profile.onboardingCompleted) return <Navigate replace to={href(basePath, 'home')} />;
  return <Onboarding profile={profile} />;
}

function Onboarding({ profile }: { profile: Profile }) {
  const api = useApi();
  const intl = useIntl();
  const navigate = useNavigate();
  const { setProfile } = useSession();
  const { basePath } = useConfig();
  const { language, choose } = useLanguage();
  const [step, setStep] = useState(() => Math.min(profile.onboardingStep ?? 0, steps.length - 1));
  const [failure, setFailure] = useState<unknown>(null);
  const {
    register,
    trigger,
    getValues,
    setError,
    formState: { errors, isSubmitting },
    handleSubmit,
  } = useZodForm(schema, {
    defaultValues: {
      name: profile.name,
      locale: profile.locale ?? language,
      notifications: profile.notifications ?? false,
      terms: false,
    },
  });

  // One registration for the radio group (options are per field name, not per radio): the
  // screen speaks the chosen language at once; Next saves it to the account.
  const localeField = register('locale', {
    onChange: (event: { target: { value: string } }) => {
      const chosen = pickLanguage(event.target.value);
      if (chosen) void choose(chosen).catch(() => undefined);
    },
  });

  const current = steps[step]!;
  const last = step === steps.length - 1;

  async function save(patch: ProfilePatch) {
    setFailure(null);
    try {
      setProfile(await updateProfile(api, patch));
      return true;
    } catch (error) {
      setFailure(error);
      return false;
    }
  }

  async function next(values: Values) {
    if (last) {
      if (!values.terms) {
        setError('terms', { type: 'required', message: 'terms' }, { shouldFocus: true });
        return;
      }
      if (await save({ onboardingCompleted: true, onboardingStep: null }))
        navigate(href(basePath, 'home'), { replace: true });
      return;
    }
    if (!(await trigger([...current.fields]))) return;
    const patch: ProfilePatch = { onboardingStep: step + 1 };
    if (step === 0) patch.name = getValues('name');
    if (step === 1) patch.locale = getValues('locale');
    if (step === 2) patch.notifications = getValues('notifications');
    if (await save(patch)) setStep(step + 1);
  }

  return (
    // A new key per step: the heading takes focus, announcing the step change.
    <Screen key={step} title={<FormattedMessage {...current.title} />}>
      <p className={ui.text}>
        <FormattedMessage {...progress} values={{ step: step + 1, total: steps.length }} />
      </p>
      <progress
        className={formStyles.progress}
        max={steps.length}
        value={step + 1}
        aria-hidden="true"
      />
      <Text>
        <FormattedMessage {...current.text} />
      </Text>
      <form className={formStyles.form} onSubmit={handleSubmit(next)} noValidate>
        <FormFeedback failure={failure} />
        {step === 0 ? (
          <Field
            label={messages.name}
            autoComplete="name"
            error={errors.name?.message}
            {...register('name')}
          />
        ) : null}
        {step === 1 ? (
          <fieldset className={formStyles.fieldset}>
            <legend className={formStyles.label}>{intl.formatMessage(messages.language)}</legend>
            {LANGUAGES.map((code) => (
              <label key={code} className={formStyles.checkbox} lang={code}>
                <input type="radio" value={code} {...localeField} />
                {languageNames[code]}
              </label>
            ))}
          </fieldset>
        ) : null}
        {step === 2 ? (
          <CheckboxField
            label={<FormattedMessage {...messages.notifications} />}
            {...register('notifications')}
          />
        ) : null}
        {step === 3 ? (
          <CheckboxField
            label={<FormattedMessage {...messages.terms} />}
            error={errors.terms?.message}
            {...register('terms')}
          />
        ) : null}
        <Actions>
          {step > 0 ? (
            <button
              type="button"
              className={`${ui.button} ${ui.secondary}`}
              onClick={() => setStep(step - 1)}
            >
              <FormattedMessage {...messages.back} />
            </button>
          ) : null}
          <button
            type="submit"
            className={ui.button}
            disabled={isSubmitting}
            aria-busy={isSubmitting}
          >
            <FormattedMessage {...(last ? messages.finish : messages.next)} />
          </button>
        </Actions>
      </form>
    </Screen>
  );
}
