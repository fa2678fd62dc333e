import { useState } from 'react';
import { useApi } from '../../api/ApiContext';
import { ApiError } from '../../api/errors';
import { INTERACTION_NOT_BOUND, submitLogin, type LoginOutcome } from '../../api/interactions';
import { useZodForm } from '../../ui/form';
import { useSubmit, type Feedback } from '../../ui/use-submit';
import { followAuthority } from './follow-authority';
import { messages, tooManyAttempts } from './messages';
import { scheduledDeletion } from './ScheduledDeletion';
import { signInSchema, type SignInValues } from './schema';

/** The last three: the authority no longer knows this interaction; only a new sign-in goes on. */
export const codes = {
  invalid_credentials: messages.invalidCredentials,
  account_not_confirmed: messages.notConfirmed,
  interaction_expired: messages.expired,
  invalid_interaction: messages.expired,
  not_found: messages.expired,
};

type SecondStep = Extract<LoginOutcome, { secondStep: unknown }>['secondStep'];

/**
 * Posts the credentials to the authority's login interaction and follows where it sends us, or
 * on to the second step when the account has two-step verification on (`secondStep`; the form
 * stays mounted above it, so going back to the password keeps the e-mail). An interaction that
 * another browser started cannot be finished here: `restart` begins this browser's own sign-in
 * instead. `expired`: the failure shown offers to start again.
 */
export function useSignIn(interaction: string, restart: () => void) {
  const api = useApi();
  const form = useZodForm(signInSchema, { defaultValues: { email: '', password: '' } });
  const [secondStep, setSecondStep] = useState<SecondStep | null>(null);
  // Back from the second step because it took too long: said above the password form.
  const [notice, setNotice] = useState<Feedback | null>(null);
  // The account waits to be erased (its date): the form offers restoring it (docs/your-data.md).
  const [scheduled, setScheduled] = useState<string | null>(null);
  const { submit, feedback, busy } = useSubmit(
    async (values: SignInValues & { restoreAccount?: boolean }) => {
      setNotice(null);
      setScheduled(null);
      const outcome = await submitLogin(api, interaction, values);
      if ('secondStep' in outcome) setSecondStep(outcome.secondStep);
      // The authority continues the flow to our callback.
      else followAuthority(api, outcome.redirectTo);
    },
    {
      onError: (error) => {
        setScheduled(scheduledDeletion(error));
        if (scheduledDeletion(error)) return true;
        const notBound = error instanceof ApiError && error.code === INTERACTION_NOT_BOUND;
        if (notBound) restart();
        return notBound;
      },
      rateLimited: tooManyAttempts,
      codes,
    },
  );
  const expired = feedback?.message === messages.expired;
  const passwordAgain = () => {
    setSecondStep(null);
    form.resetField('password');
    setNotice({ message: messages.passwordAgain });
  };
  return {
    form,
    feedback: feedback ?? notice,
    expired,
    onSubmit: form.handleSubmit(submit),
    scheduled,
    restore: form.handleSubmit((values) => submit({ ...values, restoreAccount: true })),
    restoring: busy,
    secondStep,
    passwordAgain,
  };
}
