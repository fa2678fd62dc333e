import { useApi } from '../../api/ApiContext';
import { ApiError } from '../../api/errors';
import { INTERACTION_NOT_BOUND, submitLogin } from '../../api/interactions';
import { useZodForm } from '../../ui/form';
import { useSubmit } from '../../ui/use-submit';
import { messages, tooManyAttempts } from './messages';
import { signInSchema, type SignInValues } from './schema';

/** The last three: the authority no longer knows this interaction; only a new sign-in goes on. */
const codes = {
  invalid_credentials: messages.invalidCredentials,
  account_not_confirmed: messages.notConfirmed,
  interaction_expired: messages.expired,
  invalid_interaction: messages.expired,
  not_found: messages.expired,
};

/**
 * Posts the credentials to the authority's login interaction and follows where it sends us.
 * An interaction that another browser started cannot be finished here: `restart` begins this
 * browser's own sign-in instead. `expired`: the failure shown offers to start again.
 */
export function useSignIn(interaction: string, restart: () => void) {
  const api = useApi();
  const form = useZodForm(signInSchema, { defaultValues: { email: '', password: '' } });
  const { submit, feedback } = useSubmit(
    async (values: SignInValues) => {
      const redirectTo = await submitLogin(api, interaction, values);
      // Only ever follow the authority itself (it continues the flow to our callback).
      const target = new URL(redirectTo, api.apiUrl);
      if (target.origin !== new URL(api.apiUrl).origin)
        throw new ApiError('server', 200, 'bad_redirect');
      window.location.assign(target.href);
    },
    {
      onError: (error) => {
        const notBound = error instanceof ApiError && error.code === INTERACTION_NOT_BOUND;
        if (notBound) restart();
        return notBound;
      },
      rateLimited: tooManyAttempts,
      codes,
    },
  );
  const expired = feedback?.message === messages.expired;
  return { form, feedback, expired, onSubmit: form.handleSubmit(submit) };
}
