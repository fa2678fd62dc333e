import { useEffect, useReducer, useState } from 'react';
import { useNavigate } from 'react-router';
import { useApi } from '../../api/ApiContext';
import { updateProfile, type Profile, type ProfilePatch } from '../../api/users';
import { usePaths } from '../../config/ConfigContext';
import { useLanguage } from '../../i18n/LanguageProvider';
import { useSession } from '../../session/SessionContext';
import {
  initialOnboardingState,
  onboardingReducerFor,
  progressPatch,
  type Draft,
  type OnboardingState,
  type StepName,
} from './onboarding-machine';
import type { StepProps } from './StepForm';

/**
 * Runs the onboarding machine for a signed-in user: resumes at the saved step, saves each step's
 * answer with the step to resume at (a reload continues there), and goes home once finished.
 */
export function useOnboarding(
  profile: Profile,
  steps: readonly StepName[],
): { state: OnboardingState; step: StepProps } {
  const last = steps.length - 1;
  const api = useApi();
  const navigate = useNavigate();
  const paths = usePaths();
  const { setProfile } = useSession();
  const { language } = useLanguage();
  // The steps are fixed for the life of this component (OnboardingPage keys it by them).
  const [reducer] = useState(() => onboardingReducerFor(last));
  const [state, dispatch] = useReducer(reducer, null, () =>
    initialOnboardingState(
      profile.onboardingStep,
      {
        name: profile.name,
        locale: profile.locale ?? language,
        notifications: profile.notifications ?? false,
        terms: false,
      },
      last,
    ),
  );

  const finished = state.kind === 'finished';
  useEffect(() => {
    if (finished) navigate(paths.home, { replace: true });
  }, [finished, navigate, paths]);

  async function save(at: number, patch: ProfilePatch, values: Partial<Draft>) {
    dispatch({ type: 'save', values });
    try {
      setProfile(await updateProfile(api, { ...patch, ...progressPatch(at, last) }));
      dispatch({ type: 'saved' });
    } catch (error) {
      dispatch({ type: 'failed', error });
    }
  }

  const editing = state.kind === 'editing' ? state : null;
  const at = state.kind === 'finished' ? last : state.step;
  return {
    state,
    step: {
      draft: state.draft,
      busy: state.kind !== 'editing',
      failure: editing?.failure ?? null,
      last: at === last,
      // A save starts only from editing: a second submit while one is under way does nothing.
      save: (patch, values) => {
        if (editing) void save(editing.step, patch, values);
      },
      back: at > 0 ? (values) => dispatch({ type: 'back', values }) : null,
    },
  };
}
