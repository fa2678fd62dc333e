// Sign-in after failures (docs/abuse-protection.md): the API asked for a solved challenge, so one
// is solved and the same sign-in sent again. Loaded only then (with the solver's chunk): the
// sign-in form's first load carries only the refusal check; the busy button covers the wait.
import type { ApiClient } from '../../api/client';
import type { ChallengePurpose } from '../../api/challenge';
import { solve } from './solver';

export async function solveAndRetry<T>(
  options: { api: ApiClient; purpose: ChallengePurpose; tenant: string | null },
  refusal: unknown,
  send: (challenge: string) => Promise<T>,
): Promise<T> {
  // No challenge to be had: the API's refusal is what the form explains.
  const token = await solve({
    ...options,
    force: true,
    container: () => null,
    allowedOrigins: [],
  }).catch(() => undefined);
  if (!token) throw refusal;
  return send(token);
}
