import type { FormEventHandler, ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import type { ProfilePatch } from '../../api/users';
import { FormFeedback, formStyles } from '../../ui/form';
import { Actions, ui } from '../../ui/Screen';
import { messages } from './messages';
import type { Draft } from './onboarding-machine';

/** What every step gets from the flow (use-onboarding.ts). */
export interface StepProps {
  draft: Draft;
  /** The step's save is under way. */
  busy: boolean;
  /** The last save failed: shown as one focused alert; the step keeps what was typed. */
  failure: unknown;
  last: boolean;
  /** Saves the step's own answer (`patch`) and keeps `values` in the draft. */
  save(patch: ProfilePatch, values: Partial<Draft>): void;
  /** Back one step, keeping `values`; null on the first step. */
  back: ((values: Partial<Draft>) => void) | null;
}

interface StepFormProps extends Pick<StepProps, 'busy' | 'failure' | 'last'> {
  onSubmit: FormEventHandler<HTMLFormElement>;
  onBack: (() => void) | null;
  children: ReactNode;
}

/** A step's form: the failure above the fields, then Back and Next (Finish on the last step). */
export function StepForm({ onSubmit, onBack, busy, failure, last, children }: StepFormProps) {
  return (
    <form className={formStyles.form} onSubmit={onSubmit} noValidate>
      <FormFeedback failure={failure} />
      {children}
      <Actions>
        {onBack ? (
          <button type="button" className={`${ui.button} ${ui.secondary}`} onClick={onBack}>
            <FormattedMessage {...messages.back} />
          </button>
        ) : null}
        <button type="submit" className={ui.button} disabled={busy} aria-busy={busy}>
          <FormattedMessage {...(last ? messages.finish : messages.next)} />
        </button>
      </Actions>
    </form>
  );
}
