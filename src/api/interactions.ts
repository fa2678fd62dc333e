import { answerSchemas, checked } from './answers';
import type { ApiClient } from './client';
import type { ErrorCode, RequestBody, ResponseBody } from './contract';
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
      auth: 'public',
      credentials: 'include',
    });
    return true;
  } catch (error) {
    return !(error instanceof ApiError && error.code === INTERACTION_NOT_BOUND);
  }
}

const answers = answerSchemas(
  () => import(/* webpackChunkName: "sign-in-answers" */ './interactions-answers'),
);

/** Where a right password leads: on to the authority, or to the second step first. */
export type LoginOutcome =
  { redirectTo: string } | { secondStep: ResponseBody<'submitLogin', 202> };

/**
 * Completes the authority's login interaction, or learns that the account asks for a second
 * step. The authority ties the interaction to its own cookie (docs/security.md), so the request
 * carries credentials.
 */
export async function submitLogin(
  client: ApiClient,
  interaction: string,
  credentials: RequestBody<'submitLogin'>,
): Promise<LoginOutcome> {
  return checked(
    answers,
    client.request<unknown>(`${interactionPath(interaction)}/login`, {
      auth: 'public',
      method: 'POST',
      body: credentials,
      credentials: 'include',
    }),
    ({ secondStep, redirect }, data): LoginOutcome => {
      const step = secondStep.safeParse(data);
      return step.success
        ? { secondStep: step.data }
        : { redirectTo: redirect.parse(data).redirectTo };
    },
  );
}

/**
 * "Keep me signed in on this device" for this interaction, whichever way it is finished: the
 * authority's session cookie then survives a browser restart, or ends with the browser.
 */
export async function rememberThisDevice(
  client: ApiClient,
  interaction: string,
  remember: boolean,
): Promise<void> {
  await client.request<unknown>(`${interactionPath(interaction)}/remember`, {
    auth: 'public',
    method: 'PUT',
    body: { remember } satisfies RequestBody<'rememberThisDevice'>,
    credentials: 'include',
  });
}

/** The second step of the same interaction: a code from the app or a recovery code. */
export async function submitSecondStep(
  client: ApiClient,
  interaction: string,
  body: RequestBody<'submitSecondStep'>,
): Promise<string> {
  return checked(
    answers,
    client.request<unknown>(`${interactionPath(interaction)}/two-step`, {
      auth: 'public',
      method: 'POST',
      body,
      credentials: 'include',
    }),
    ({ redirect }, data) => redirect.parse(data).redirectTo,
  );
}

/**
 * Cancels the interaction ("Not you?" at the second step): the authority forgets the password
 * this interaction accepted. Its `redirectTo` (the app's callback with `access_denied`) is not
 * followed: the caller starts a new sign-in instead.
 */
export async function abortLogin(client: ApiClient, interaction: string): Promise<void> {
  await client.request<unknown>(`${interactionPath(interaction)}/abort`, {
    auth: 'public',
    method: 'POST',
    credentials: 'include',
  });
}
