import { useRef, useState } from 'react';
import { useApi } from '../../api/ApiContext';
import { ApiError, isChallengeRefusal } from '../../api/errors';
import { ssoRequiredStart } from '../../api/sso-required';
import { INTERACTION_NOT_BOUND, submitLogin, type LoginOutcome } from '../../api/interactions';
import { leavePage } from '../../lib/navigate';
import { useZodForm } from '../../ui/form';
import { useEarlyForm, useEarlyTakeOver } from '../../ui/use-early-form';
import { useSubmit, type Feedback } from '../../ui/use-submit';
import { followAuthority } from './follow-authority';
import { messages, tooManyAttempts } from './messages';
import { scheduledDeletion } from './ScheduledDeletion';
import type { SignInValues } from './schema';
import { signInSchema } from './schema-lazy';
import { useKeepSignedIn } from './use-keep-signed-in';
import { invitedEmail } from '../../lib/invited-email';

/** The last three: the authority no longer knows this interaction; only a new sign-in goes on. */
export const codes = {
  invalid_credentials: messages.invalidCredentials,
  account_not_confirmed: messages.notConfirmed,
  // "It wasn't me" from an e-mail change's old address (docs/your-data.md): only a reset helps.
  account_frozen: messages.frozen,
  // After a passkey (the password's own refusal goes to the organisation's sign-in instead):
  // the organisation requires its SSO for this account's address (docs/enterprise-sso.md).
  sso_required: messages.ssoRequired,
  interaction_expired: messages.expired,
  invalid_interaction: messages.expired,
  not_found: messages.expired,
};

// "Keep me signed in" too: unticked on the page before the app, it stays so in the app's form.
const FIELDS = ['email', 'password', 'remember'] as const;

type SecondStep = Extract<LoginOutcome, { secondStep: unknown }>['secondStep'];

/**
 * Posts the credentials to the authority's login interaction and follows where it sends us, or
 * on to the second step when the account has two-step verification on (`secondStep`; the form
 * stays mounted above it, so going back to the password keeps the e-mail). An interaction that
 * another browser started cannot be finished here: `restart` begins this browser's own sign-in
 * instead. `expired`: the failure shown offers to start again.
 */
export function useSignIn(
  interaction: string,
  restart: () => void,
  back: { notice?: Feedback | null; email?: string } = {},
) {
  const api = useApi();
  // The page may have shown this form before the app arrived (sign-in.html): go on from it.
  const early = useEarlyForm(FIELDS);
  const formElement = useRef<HTMLFormElement>(null);
  const form = useZodForm(signInSchema, {
    // Back from a provider: the e-mail typed before leaving (`back`), unless typed again since.
    defaultValues: {
      // Signing in to accept an organisation invitation: its address (docs/organisations.md).
      email: early?.values.email || back.email || invitedEmail(),
      // Never what was typed before the app: a default is what resetting the field brings back
      // ("Use another account"). The takeover below sets it as a value instead.
      password: '',
      // The tenant's default replaces it once its brand is known (use-keep-signed-in.ts).
      remember: true,
    },
    // Checked on submit only: leaving a field for "Show password" or "Forgot your password?"
    // is no mistake, and an error appearing on blur would move that link from under the pointer.
    mode: 'onSubmit',
  });
  const keptChoiceSent = useKeepSignedIn(interaction, form);
  const [secondStep, setSecondStep] = useState<SecondStep | null>(null);
  // Back from the second step because it took too long: said above the password form.
  // Or why a provider's sign-in came back here (docs/sign-in.md, "Back from a provider").
  const [notice, setNotice] = useState<Feedback | null>(back.notice ?? null);
  // The account waits to be erased (its date): the form offers restoring it (docs/your-data.md).
  const [scheduled, setScheduled] = useState<string | null>(null);
  const { submit, feedback, busy } = useSubmit(
    async (values: SignInValues & { restoreAccount?: boolean }) => {
      setNotice(null);
      // Restoring stays on its screen while it works (and on it, if it fails the same way).
      if (!values.restoreAccount) setScheduled(null);
      const { email, password, restoreAccount } = values;
      const credentials = { email, password, restoreAccount };
      // The choice of "Keep me signed in" has reached the authority first (it may be in flight).
      await keptChoiceSent();
      const outcome = await submitLogin(api, interaction, credentials).catch((error: unknown) => {
        if (!isChallengeRefusal(error)) throw error;
        // After failures the API asks for a solved challenge (never on a first sign-in, never for
        // a passkey): only then is the solver loaded, and the same sign-in sent again with one.
        return import(/* webpackChunkName: "challenge" */ '../../features/challenge/retry').then(
          ({ solveAndRetry }) =>
            solveAndRetry({ api, purpose: 'sign_in', tenant: null }, error, (challenge) =>
              submitLogin(api, interaction, { ...credentials, challenge }),
            ),
        );
      });
      if ('secondStep' in outcome) {
        setScheduled(null);
        setSecondStep(outcome.secondStep);
      }
      // The authority continues the flow to our callback.
      else followAuthority(api, outcome.redirectTo);
    },
    {
      onError: (error) => {
        // The address's organisation requires its SSO (docs/enterprise-sso.md): go there.
        const ssoStart = ssoRequiredStart(error);
        if (ssoStart) {
          leavePage(ssoStart);
          return true;
        }
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
  const onSubmit = form.handleSubmit(submit);
  // A press on the page's form that waits for its part (the passkey's: SignInForm.tsx).
  const takeHeldPress = useEarlyTakeOver(early, FIELDS, form, formElement);
  const expired = feedback?.message === messages.expired;
  const passwordAgain = () => {
    setSecondStep(null);
    form.resetField('password');
    setNotice({ message: messages.passwordAgain });
  };
  /** Away from the restore offer, back to an empty password (another account, say). */
  const leaveScheduled = () => {
    setScheduled(null);
    form.resetField('password');
  };
  return {
    form,
    feedback: feedback ?? notice,
    expired,
    onSubmit,
    formElement,
    scheduled,
    restore: form.handleSubmit((values) => submit({ ...values, restoreAccount: true })),
    restoring: busy,
    leaveScheduled,
    secondStep,
    passwordAgain,
    takeHeldPress,
  };
}
