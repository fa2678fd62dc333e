import { useState } from 'react';
import { useApi } from '../../api/ApiContext';
import { ApiError } from '../../api/errors';
import type { RequestBody } from '../../api/contract';
import { abortLogin, INTERACTION_NOT_BOUND, submitSecondStep } from '../../api/interactions';
import type { MessageDescriptor } from 'react-intl';
import { useFormSubmit } from '../../ui/form';
import { normalCode } from '../../ui/policy';
import { followAuthority } from './follow-authority';
import { tooManyAttempts } from './messages';
import { secondStepSchema } from './schema';
import { codes } from './use-sign-in';

/** Refusals that belong on the code field, which keeps focus (the user types again there). */
const FIELD_CODES = new Set(['invalid_code', 'code_used']);

interface Options {
  /** The password step is over (too old, or ended): back to the password form. */
  passwordAgain(): void;
  /** Start this browser's own sign-in: the interaction is another browser's, or "Not you?". */
  restart(): void;
  /**
   * Sends the code: the password's second step by default; after a provider's sign-in, its own
   * (`…/federation/two-step`, docs/sign-in.md "Back from a provider").
   */
  send?(body: RequestBody<'submitSecondStep'>): Promise<string>;
  /** That step's own refusals (a provider's step that is over, say). */
  codes?: Record<string, MessageDescriptor>;
}

/** The sign-in's second step: a code from the app, or a recovery code, in the same interaction. */
export function useSecondStep(
  interaction: string,
  { passwordAgain, restart, send, codes: ownCodes }: Options,
) {
  const api = useApi();
  const [recovery, setRecovery] = useState(false);
  const { form, feedback, onSubmit } = useFormSubmit(
    secondStepSchema,
    {
      defaultValues: { code: '', trustDevice: false },
      // Checked on submit only: leaving the field for "Use a recovery code" is no mistake, and
      // an error appearing on blur would move that button from under the pointer.
      mode: 'onSubmit',
    },
    async ({ code, trustDevice }) => {
      const body = { code: normalCode(code), trustDevice };
      const redirectTo = await (send ? send(body) : submitSecondStep(api, interaction, body));
      followAuthority(api, redirectTo);
    },
    (form) => ({
      onError: (error) => {
        if (!(error instanceof ApiError)) return false;
        if (error.code === INTERACTION_NOT_BOUND) restart();
        else if (error.code === 'password_step_required') passwordAgain();
        else if (error.code && FIELD_CODES.has(error.code)) {
          form.setError('code', { type: 'server', message: error.code }, { shouldFocus: true });
        } else return false;
        return true;
      },
      rateLimited: tooManyAttempts,
      codes: { ...codes, ...ownCodes },
    }),
  );
  const toggleRecovery = () => {
    setRecovery((on) => !on);
    form.resetField('code');
  };
  // "Not you?": the authority forgets the password this interaction accepted (docs/sign-in.md),
  // then a new sign-in starts at the e-mail. Leaving either way: a failed cancel (an interaction
  // already gone) changes nothing for the new one.
  const [leaving, setLeaving] = useState(false);
  const notYou = async () => {
    setLeaving(true);
    await abortLogin(api, interaction).catch(() => undefined);
    restart();
  };
  return { form, feedback, recovery, toggleRecovery, onSubmit, notYou, leaving };
}
