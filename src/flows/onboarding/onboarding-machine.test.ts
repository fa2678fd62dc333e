import {
  initialOnboardingState,
  onboardingReducer as next,
  onboardingReducerFor,
  progressPatch,
  stepsFor,
  type Draft,
  type OnboardingEvent,
  type OnboardingState,
} from './onboarding-machine';

const draft: Draft = { name: 'Ana', locale: 'en', notifications: false, terms: false };
const failure = new Error('down');
const editing = (step: number, failure: unknown = null): OnboardingState => ({
  kind: 'editing',
  step,
  draft,
  failure,
});
const saving = (step: number): OnboardingState => ({ kind: 'saving', step, draft });

describe('onboarding machine', () => {
  it('starts at the first step, or resumes at the saved one', () => {
    expect(initialOnboardingState(undefined, draft)).toEqual(editing(0));
    expect(initialOnboardingState(null, draft)).toEqual(editing(0));
    expect(initialOnboardingState(2, draft)).toEqual(editing(2));
    expect(initialOnboardingState(3, draft)).toEqual(editing(3));
  });

  it('a saved step beyond the last resumes at the last; a nonsense one at the first', () => {
    expect(initialOnboardingState(9, draft)).toEqual(editing(3));
    expect(initialOnboardingState(-1, draft)).toEqual(editing(0));
    expect(initialOnboardingState(1.5, draft)).toEqual(editing(0));
    expect(initialOnboardingState(Number.NaN, draft)).toEqual(editing(0));
  });

  it('Next saves the step’s answer, keeping it in the draft, then moves on', () => {
    const started = next(editing(0), { type: 'save', values: { name: 'Ana Souza' } });
    expect(started).toEqual({ kind: 'saving', step: 0, draft: { ...draft, name: 'Ana Souza' } });
    expect(next(started, { type: 'saved' })).toEqual({
      kind: 'editing',
      step: 1,
      draft: { ...draft, name: 'Ana Souza' },
      failure: null,
    });
    expect(next(saving(1), { type: 'saved' })).toEqual(editing(2));
    expect(next(saving(2), { type: 'saved' })).toEqual(editing(3));
  });

  it('saving the last step finishes', () => {
    expect(next(saving(3), { type: 'saved' })).toEqual({ kind: 'finished', draft });
  });

  it('a failed save stays on its step with the answer kept and the failure to show', () => {
    const started = next(editing(1), { type: 'save', values: { locale: 'pt-BR' } });
    expect(next(started, { type: 'failed', error: failure })).toEqual({
      kind: 'editing',
      step: 1,
      draft: { ...draft, locale: 'pt-BR' },
      failure,
    });
  });

  it('saving again clears the failure shown', () => {
    expect(next(editing(2, failure), { type: 'save', values: {} })).toEqual(saving(2));
  });

  it('Back goes one step back, keeping what the step held, and clears a failure', () => {
    expect(next(editing(2, failure), { type: 'back', values: { notifications: true } })).toEqual({
      kind: 'editing',
      step: 1,
      draft: { ...draft, notifications: true },
      failure: null,
    });
    expect(next(editing(3), { type: 'back', values: { terms: true } })).toMatchObject({
      step: 2,
      draft: { terms: true },
    });
  });

  describe('ignores what its state does not expect', () => {
    const cases: [string, OnboardingState, OnboardingEvent][] = [
      ['Back on the first step', editing(0), { type: 'back', values: { name: 'x' } }],
      ['Back while saving', saving(2), { type: 'back', values: {} }],
      ['a second save while saving', saving(1), { type: 'save', values: { locale: 'es' } }],
      ['an answer with no save under way', editing(1), { type: 'saved' }],
      ['a failure with no save under way', editing(1), { type: 'failed', error: failure }],
      ['a save once finished', { kind: 'finished', draft }, { type: 'save', values: {} }],
      ['Back once finished', { kind: 'finished', draft }, { type: 'back', values: {} }],
      ['an answer once finished', { kind: 'finished', draft }, { type: 'saved' }],
      ['a failure once finished', { kind: 'finished', draft }, { type: 'failed', error: failure }],
    ];
    it.each(cases)('%s', (_name, state, event) => {
      expect(next(state, event)).toBe(state);
    });
  });

  it('each save records the step to resume at; the last marks onboarding complete', () => {
    expect(progressPatch(0)).toEqual({ onboardingStep: 1 });
    expect(progressPatch(1)).toEqual({ onboardingStep: 2 });
    expect(progressPatch(2)).toEqual({ onboardingStep: 3 });
    expect(progressPatch(3)).toEqual({ onboardingCompleted: true, onboardingStep: null });
  });
});

describe('the organisation step (a tenant whose people work in teams)', () => {
  it('comes before the terms, which stay last; other tenants keep four steps', () => {
    expect(stepsFor(true)).toEqual(['name', 'language', 'notifications', 'organisation', 'terms']);
    expect(stepsFor(false)).toEqual(['name', 'language', 'notifications', 'terms']);
  });

  it('five steps: the fourth moves on to the terms, the fifth finishes, a resume stops at the fifth', () => {
    const five = onboardingReducerFor(4);
    expect(five(saving(3), { type: 'saved' })).toEqual(editing(4));
    expect(five(saving(4), { type: 'saved' })).toEqual({ kind: 'finished', draft });
    expect(progressPatch(3, 4)).toEqual({ onboardingStep: 4 });
    expect(progressPatch(4, 4)).toEqual({ onboardingCompleted: true, onboardingStep: null });
    expect(initialOnboardingState(9, draft, 4)).toEqual(editing(4));
  });
});
