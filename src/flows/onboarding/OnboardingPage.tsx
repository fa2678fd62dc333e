import type { ComponentType } from 'react';
import { FormattedMessage, type MessageDescriptor } from 'react-intl';
import { Navigate } from 'react-router';
import type { Profile } from '../../api/users';
import { usePaths } from '../../config/ConfigContext';
import { useSession } from '../../session/SessionContext';
import { useBrand } from '../../whitelabel/WhitelabelContext';
import { formStyles } from '../../ui/form';
import { Loading } from '../../ui/Loading';
import { Screen, Text, ui } from '../../ui/Screen';
import { LanguageStep } from './LanguageStep';
import { messages, progress } from './messages';
import { NameStep } from './NameStep';
import { NotificationsStep } from './NotificationsStep';
import { stepsFor, type StepName } from './onboarding-machine';
import { OrganisationStep } from './OrganisationStep';
import type { StepProps } from './StepForm';
import { TermsStep } from './TermsStep';
import { useOnboarding } from './use-onboarding';

const screens: Record<
  StepName,
  { title: MessageDescriptor; text: MessageDescriptor; Step: ComponentType<StepProps> }
> = {
  name: { title: messages.nameTitle, text: messages.nameText, Step: NameStep },
  language: { title: messages.languageTitle, text: messages.languageText, Step: LanguageStep },
  notifications: {
    title: messages.notificationsTitle,
    text: messages.notificationsText,
    Step: NotificationsStep,
  },
  organisation: {
    title: messages.organisationTitle,
    text: messages.organisationText,
    Step: OrganisationStep,
  },
  terms: { title: messages.termsTitle, text: messages.termsText, Step: TermsStep },
};

/**
 * First-run steps; each step saves its answer, so a reload resumes where the user left off. The
 * states and their transitions: onboarding-machine.ts.
 */
export default function OnboardingPage() {
  const { profile } = useSession();
  const brand = useBrand();
  const paths = usePaths();
  if (!profile) return <Loading />;
  if (profile.onboardingCompleted) return <Navigate replace to={paths.home} />;
  // The tenant's brand says whether its onboarding has the organisation step: known first, so
  // the count of steps never changes under the person.
  if (brand === null) return <Loading />;
  const steps = stepsFor(brand.onboardingOrganisation === true);
  return <Onboarding key={steps.join()} profile={profile} steps={steps} />;
}

function Onboarding({ profile, steps }: { profile: Profile; steps: readonly StepName[] }) {
  const { state, step } = useOnboarding(profile, steps);
  if (state.kind === 'finished') return null;
  const { title, text, Step } = screens[steps[state.step]!];
  return (
    // A new key per step: the heading takes focus, announcing the step change, and the step's
    // form starts from the draft.
    <Screen key={state.step} title={<FormattedMessage {...title} />}>
      <p className={ui.text}>
        <FormattedMessage {...progress} values={{ step: state.step + 1, total: steps.length }} />
      </p>
      <progress
        className={formStyles.progress}
        max={steps.length}
        value={state.step + 1}
        aria-hidden="true"
      />
      <Text>
        <FormattedMessage {...text} />
      </Text>
      <Step {...step} />
    </Screen>
  );
}
