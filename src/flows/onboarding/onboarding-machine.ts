import type { ProfilePatch } from '../../api/users';

// The first-run steps as a state machine, pure so every transition is unit tested
// (onboarding-machine.test.ts). Each step's component owns its form and the patch it saves
// (steps/*.tsx); this module decides where a save or a Back leads, and where a reload resumes.

export const STEPS = ['name', 'language', 'notifications', 'terms'] as const;
export type StepName = (typeof STEPS)[number] | 'organisation';
const LAST = STEPS.length - 1;

/**
 * The steps for a tenant: one whose people work in teams (its brand's `onboardingOrganisation`)
 * gets "Create or join an organisation" before the terms, whose text says it is the last step.
 * The saved step is an index into this list; a tenant's list does not change under its people.
 */
export function stepsFor(organisation: boolean): readonly StepName[] {
  return organisation ? ['name', 'language', 'notifications', 'organisation', 'terms'] : STEPS;
}

/** What the user has answered so far, kept across Back and Next and through a failed save. */
export interface Draft {
  name: string;
  locale: string;
  notifications: boolean;
  terms: boolean;
  /** The organisation step's fields (kept on Back; never the person's own name). */
  organisation?: { name: string; slug: string };
}

export type OnboardingState =
  | { kind: 'editing'; step: number; draft: Draft; failure: unknown }
  /** The step's answer is being saved; a second submit or a Back waits for the answer. */
  | { kind: 'saving'; step: number; draft: Draft }
  /** The last step was saved: onboarding is complete. */
  | { kind: 'finished'; draft: Draft };

export type OnboardingEvent =
  /** A step's form was valid and its save starts; `values` is what the step holds. */
  | { type: 'save'; values: Partial<Draft> }
  | { type: 'saved' }
  | { type: 'failed'; error: unknown }
  /** Back one step, keeping what this step holds (nothing is saved). */
  | { type: 'back'; values: Partial<Draft> };

/** Resumes at the saved step (`profile.onboardingStep`); a missing or impossible one is the first. */
export function initialOnboardingState(
  savedStep: number | null | undefined,
  draft: Draft,
  last = LAST,
): OnboardingState {
  const step =
    typeof savedStep === 'number' && Number.isInteger(savedStep) && savedStep > 0
      ? Math.min(savedStep, last)
      : 0;
  return { kind: 'editing', step, draft, failure: null };
}

/** The machine for a list of steps whose last index is `last`. */
export function onboardingReducerFor(last: number) {
  return (state: OnboardingState, event: OnboardingEvent) => reduce(last, state, event);
}

/** The next state; an event the current state does not expect leaves it unchanged. */
export const onboardingReducer = onboardingReducerFor(LAST);

function reduce(last: number, state: OnboardingState, event: OnboardingEvent): OnboardingState {
  switch (event.type) {
    case 'save':
      if (state.kind !== 'editing') return state;
      return { kind: 'saving', step: state.step, draft: { ...state.draft, ...event.values } };
    case 'saved':
      if (state.kind !== 'saving') return state;
      return state.step === last
        ? { kind: 'finished', draft: state.draft }
        : { kind: 'editing', step: state.step + 1, draft: state.draft, failure: null };
    case 'failed':
      if (state.kind !== 'saving') return state;
      return { kind: 'editing', step: state.step, draft: state.draft, failure: event.error };
    case 'back':
      if (state.kind !== 'editing' || state.step === 0) return state;
      return {
        kind: 'editing',
        step: state.step - 1,
        draft: { ...state.draft, ...event.values },
        failure: null,
      };
  }
}

/**
 * What a save of `step` records besides the step's own answer: the step to resume at after a
 * reload, or, after the last, that onboarding is complete.
 */
export function progressPatch(step: number, last = LAST): ProfilePatch {
  return step >= last
    ? { onboardingCompleted: true, onboardingStep: null }
    : { onboardingStep: step + 1 };
}
