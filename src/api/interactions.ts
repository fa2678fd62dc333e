import * as z from 'zod/mini';
import type { ApiClient } from './client';
import { conforms, type ErrorCode, type RequestBody, type ResponseBody } from './contract';
import { ApiError } from './errors';

/** The authority's answer when an interaction step comes from another browser than its own. */
export const INTERACTION_NOT_BOUND: ErrorCode<'InteractionNotBound'> = 'interaction_not_bound';

function interactionPath(interaction: string): string {
  return `auth/oidc/interaction/${encodeURIComponent(interaction)}`;
}

/**
 * Whether this browser started the interaction (it holds the authority's interaction cookie).
 * A sign-in link someone else sent is not: its page starts a sign-in of its own. Any other
 * failure answers yes: the login itself is refused the same way if it really is not ours.
 */
export async function isOwnInteraction(client: ApiClient, interaction: string): Promise<boolean> {
  try {
    await client.request<unknown>(`${interactionPath(interaction)}/details`, {
      credentials: 'include',
    });
    return true;
  } catch (error) {
    return !(error instanceof ApiError && error.code === INTERACTION_NOT_BOUND);
  }
}

const loginResult = conforms<ResponseBody<'submitLogin', 200>>()(
  z.object({ redirectTo: z.string() }),
);

/**
 * Completes the authority's login interaction. The authority ties the interaction to its own
 * cookie (docs/security.md), so the request carries credentials.
 */
export async function submitLogin(
  client: ApiClient,
  interaction: string,
  credentials: RequestBody<'submitLogin'>,
): Promise<string> {
  const data = await client.request<unknown>(`${interactionPath(interaction)}/login`, {
    method: 'POST',
    body: credentials,
    credentials: 'include',
  });
  return loginResult.parse(data).redirectTo;
}
