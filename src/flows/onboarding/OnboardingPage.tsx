import type { ComponentType } from 'react';
import { FormattedMessage, type MessageDescriptor } from 'react-intl';
import { Navigate } from 'react-router';
import type { Profile } from '../../api/users';
import { usePaths } from '../../config/ConfigContext';
import { useSession } from '../../session/SessionContext';
import { formStyles } from '../../ui/form';
import { Loading } from '../../ui/Loading';
import { Screen, Text, ui } from '../../ui/Screen';
import { LanguageStep } from './LanguageStep';
import { messages, progress } from './messages';
import { NameStep } from './NameStep';
import { NotificationsStep } from './NotificationsStep';
import { STEPS, type StepName } from './onboarding-machine';
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
  terms: { title: messages.termsTitle, text: messages.termsText, Step: TermsStep },
};

/**
 * First-run steps; each step saves its answer, so a reload resumes where the user left off. The
 * states and their transitions: onboarding-machine.ts.
 */
export default function OnboardingPage() {
  const { profile } = useSession();
  const paths = usePaths();
  if (!profile) return <Loading />;
  if (profile.onboardingCompleted) return <Navigate replace to={paths.home} />;
  return <Onboarding profile={profile} />;
}

function Onboarding({ profile }: { profile: Profile }) {
  const { state, step } = useOnboarding(profile);
  if (state.kind === 'finished') return null;
  const { title, text, Step } = screens[STEPS[state.step]!];
  return (
    // A new key per step: the heading takes focus, announcing the step change, and the step's
    // form starts from the draft.
    <Screen key={state.step} title={<FormattedMessage {...title} />}>
      <p className={ui.text}>
        <FormattedMessage {...progress} values={{ step: state.step + 1, total: STEPS.length }} />
      </p>
      <progress
        className={formStyles.progress}
        max={STEPS.length}
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
