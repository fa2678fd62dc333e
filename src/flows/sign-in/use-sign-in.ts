import { useState } from 'react';
import type { MessageDescriptor } from 'react-intl';
import { useApi } from '../../api/ApiContext';
import { errorMessage } from '../../api/error-messages';
import { ApiError } from '../../api/errors';
import { INTERACTION_NOT_BOUND, submitLogin } from '../../api/interactions';
import { messages, tooManyAttempts } from './messages';
import type { SignInValues } from './schema';

export type SignInFailure =
  | { kind: 'message'; message: MessageDescriptor }
  | { kind: 'rate-limited'; minutes: number }
  /** The authority no longer knows this interaction: the only way on is a new sign-in. */
  | { kind: 'expired' };

const codes = {
  invalid_credentials: messages.invalidCredentials,
  account_not_confirmed: messages.notConfirmed,
};

const EXPIRED_CODES = new Set(['interaction_expired', 'invalid_interaction', 'not_found']);

/**
 * Posts the credentials to the authority's login interaction and follows where it sends us.
 * An interaction that another browser started cannot be finished here: `restart` begins this
 * browser's own sign-in instead.
 */
export function useSignIn(interaction: string, restart: () => void) {
  const api = useApi();
  const [failure, setFailure] = useState<SignInFailure | null>(null);

  async function signIn(values: SignInValues): Promise<void> {
    setFailure(null);
    try {
      const redirectTo = await submitLogin(api, interaction, values);
      // Only ever follow the authority itself (it continues the flow to our callback).
      const target = new URL(redirectTo, api.apiUrl);
      if (target.origin !== new URL(api.apiUrl).origin)
        throw new ApiError('server', 200, 'bad_redirect');
      window.location.assign(target.href);
    } catch (error) {
      if (error instanceof ApiError && error.code === INTERACTION_NOT_BOUND) restart();
      else setFailure(toFailure(error));
    }
  }

  return { signIn, failure };
}

function toFailure(error: unknown): SignInFailure {
  if (error instanceof ApiError) {
    if (error.kind === 'rate_limited') {
      return {
        kind: 'rate-limited',
        minutes: Math.max(1, Math.ceil((error.retryAfter ?? 60) / 60)),
      };
    }
    if (error.code && EXPIRED_CODES.has(error.code)) return { kind: 'expired' };
  }
  return { kind: 'message', message: errorMessage(error, codes) };
}

export { tooManyAttempts };
