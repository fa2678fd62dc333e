import type { FormEventHandler, ReactNode } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { FormattedMessage, type MessageDescriptor } from 'react-intl';
import type { ProfilePatch } from '../../api/users';
import { Form } from '../../ui/form';
import type { Feedback } from '../../ui/use-submit';
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

interface StepFormProps<T extends Partial<Draft>> extends Pick<
  StepProps,
  'busy' | 'failure' | 'last' | 'back'
> {
  // The step's own form; Back keeps what it holds.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  form: UseFormReturn<T, any, any>;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** What the submit button says instead of Next/Finish. */
  submitLabel?: MessageDescriptor;
  /** A way on without the form (e.g. "Skip for now"), beside Back. */
  skip?: { label: MessageDescriptor; onSkip(): void };
  /** The form's own outcome (a server refusal), instead of the step's save failure. */
  feedback?: Feedback | null;
  children: ReactNode;
}

/** A step's form: the failure above the fields, then Back and Next (Finish on the last step). */
export function StepForm<T extends Partial<Draft>>({
  form,
  onSubmit,
  back,
  busy,
  failure,
  last,
  submitLabel,
  skip,
  feedback,
  children,
}: StepFormProps<T>) {
  const onBack = back && (() => back(form.getValues()));
  const submit: MessageDescriptor = submitLabel ?? (last ? messages.finish : messages.next);
  return (
    <Form form={form} failure={failure} feedback={feedback} onSubmit={onSubmit}>
      {children}
      <Actions>
        {onBack ? (
          <button type="button" className={`${ui.button} ${ui.secondary}`} onClick={onBack}>
            <FormattedMessage {...messages.back} />
          </button>
        ) : null}
        {skip ? (
          <button
            type="button"
            className={`${ui.button} ${ui.secondary}`}
            disabled={busy}
            onClick={skip.onSkip}
          >
            <FormattedMessage {...skip.label} />
          </button>
        ) : null}
        <button type="submit" className={ui.button} disabled={busy} aria-busy={busy}>
          <FormattedMessage {...submit} />
        </button>
      </Actions>
    </Form>
  );
}
